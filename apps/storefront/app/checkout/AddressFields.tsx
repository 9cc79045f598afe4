import type { FieldMetadata } from '@conform-to/react';
import { useTranslation } from '../lib/i18n';
import { ConformField } from './ConformField';

type AddressFieldset = Record<
  'firstname' | 'lastname' | 'street1' | 'street2' | 'postcode' | 'city' | 'country_id' | 'telephone',
  FieldMetadata<unknown>
>;

/** An address of the checkout with the limits of payments spec 5 as input attributes too. */
export function AddressFields({
  fieldset,
  countries,
  telephoneRequired,
  defaultCountry,
  required = true,
}: {
  fieldset: AddressFieldset;
  countries: string[];
  telephoneRequired: boolean;
  defaultCountry?: string;
  /**
   * False for the invoice address: it is asked for only when the shopper unticks "invoice to the delivery
   * address", so the browser's own check must not demand it (the schemas check it when it counts).
   */
  required?: boolean;
}) {
  const { t } = useTranslation();
  const country = fieldset.country_id;
  const chosen = (typeof country.initialValue === 'string' && country.initialValue) || defaultCountry;
  return (
    <div className="address-fields">
      <div className="field-row">
        <ConformField
          field={fieldset.firstname}
          required={required}
          label={t('session.firstname')}
          autoComplete="given-name"
          maxLength={40}
        />
        <ConformField
          field={fieldset.lastname}
          required={required}
          label={t('session.lastname')}
          autoComplete="family-name"
          maxLength={40}
        />
      </div>
      <ConformField
        field={fieldset.street1}
        required={required}
        label={t('address.street')}
        autoComplete="address-line1"
        maxLength={64}
      />
      <ConformField
        field={fieldset.street2}
        label={t('address.street2')}
        autoComplete="address-line2"
        maxLength={64}
        required={false}
      />
      <div className="field-row">
        <ConformField
          field={fieldset.postcode}
          required={required}
          label={t('address.postcode')}
          autoComplete="postal-code"
          minLength={3}
          maxLength={12}
        />
        <ConformField
          field={fieldset.city}
          required={required}
          label={t('address.city')}
          autoComplete="address-level2"
          maxLength={100}
        />
      </div>
      <div className="field">
        <label htmlFor={country.id}>{t('address.country')}</label>
        <select
          key={country.key}
          id={country.id}
          name={country.name}
          form={country.formId}
          autoComplete="country"
          defaultValue={chosen}
          aria-invalid={country.errors ? true : undefined}
          aria-describedby={country.errors ? country.errorId : undefined}
        >
          {countries.map((code) => (
            <option key={code} value={code}>
              {t(`countries.${code}`)}
            </option>
          ))}
        </select>
      </div>
      <ConformField
        field={fieldset.telephone}
        label={t(telephoneRequired ? 'checkout.telephoneForDelivery' : 'address.telephone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={30}
        required={required && telephoneRequired}
      />
    </div>
  );
}
