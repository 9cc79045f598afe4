import { STORE_VIEWS } from '@hortus/core';
import { Form, useNavigation } from 'react-router';
import { FormField } from '../components/FormField';
import { FormNotice } from '../components/FormNotice';
import { PostalAddress } from '../components/PostalAddress';
import { useTranslation } from '../lib/i18n';
import { useStore } from '../lib/use-store';
import { addressAction } from '../session/address-forms.server';
import { useCustomer } from '../session/use-account';
import type { Route } from './+types/account-addresses';

/** The countries the shop delivers to: those of its store views ('OT' stands for the others). */
const COUNTRIES = [...new Set(STORE_VIEWS.map((view) => view.i18n.country))]
  .filter((code) => code !== 'OT')
  .sort();

export const action = addressAction;

export default function AccountAddresses({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const customer = useCustomer();
  const busy = useNavigation().state === 'submitting';
  const errors = actionData?.errors;
  return (
    <>
      <h1>{t('account.addresses')}</h1>
      <FormNotice notice={actionData?.notice} />
      {customer.addresses.length === 0 ? (
        <p>{t('account.noAddresses')}</p>
      ) : (
        <ul className="address-list">
          {customer.addresses.map((address) => (
            <li key={address.id} className="address-card">
              <PostalAddress address={address} />
              {(address.default_shipping || address.default_billing) && (
                <p className="hint">
                  {[
                    address.default_shipping ? t('account.defaultShipping') : null,
                    address.default_billing ? t('account.defaultBilling') : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              )}
              <Form method="post">
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="id" value={address.id} />
                <button type="submit" className="button button-link" disabled={busy}>
                  {t('account.deleteAddress')}
                  <span className="visually-hidden">
                    {' '}
                    {address.street[0]}, {address.city}
                  </span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {/* A new key per saved address empties the form once an address has been added. */}
      <Form
        key={customer.addresses.length}
        method="post"
        className="account-form"
        aria-labelledby="new-address-title"
      >
        <h2 id="new-address-title">{t('account.newAddress')}</h2>
        <input type="hidden" name="intent" value="add" />
        <div className="field-row">
          <FormField
            name="firstname"
            label={t('session.firstname')}
            autoComplete="given-name"
            maxLength={40}
            defaultValue={customer.firstname}
            errors={errors}
          />
          <FormField
            name="lastname"
            label={t('session.lastname')}
            autoComplete="family-name"
            maxLength={40}
            defaultValue={customer.lastname}
            errors={errors}
          />
        </div>
        <FormField
          name="company"
          label={t('address.company')}
          autoComplete="organization"
          required={false}
          maxLength={100}
          errors={errors}
        />
        <FormField
          name="street1"
          label={t('address.street')}
          autoComplete="address-line1"
          maxLength={64}
          errors={errors}
        />
        <FormField
          name="street2"
          label={t('address.street2')}
          autoComplete="address-line2"
          required={false}
          maxLength={64}
          errors={errors}
        />
        <div className="field-row">
          <FormField
            name="postcode"
            label={t('address.postcode')}
            autoComplete="postal-code"
            minLength={3}
            maxLength={12}
            errors={errors}
          />
          <FormField
            name="city"
            label={t('address.city')}
            autoComplete="address-level2"
            maxLength={100}
            errors={errors}
          />
        </div>
        <div className="field">
          <label htmlFor="address-country">{t('address.country')}</label>
          <select
            id="address-country"
            name="country_id"
            autoComplete="country"
            defaultValue={
              storeView.i18n.country === 'OT' ? storeView.tax.defaultCountry : storeView.i18n.country
            }
          >
            {COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {t(`countries.${code}`)}
              </option>
            ))}
          </select>
        </div>
        <FormField
          name="telephone"
          type="tel"
          label={t('address.telephone')}
          autoComplete="tel"
          required={false}
          maxLength={30}
          errors={errors}
        />
        <label className="checkbox">
          <input type="checkbox" name="default_shipping" /> {t('account.defaultShipping')}
        </label>
        <label className="checkbox">
          <input type="checkbox" name="default_billing" /> {t('account.defaultBilling')}
        </label>
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('account.saveAddress')}
        </button>
      </Form>
    </>
  );
}
