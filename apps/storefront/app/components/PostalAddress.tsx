import { useTranslation } from '../lib/i18n';

export interface AddressLines {
  company: string | null;
  firstname: string;
  lastname: string;
  street: string[];
  postcode: string;
  city: string;
  country_id: string;
  telephone?: string | null;
  vat_id?: string | null;
}

/** An address as a letter shows it, one line per part, the country in the store's language. */
export function PostalAddress({ address }: { address: AddressLines }) {
  const { t } = useTranslation();
  const lines = [
    address.company,
    `${address.firstname} ${address.lastname}`,
    ...address.street,
    `${address.postcode} ${address.city}`,
    t(`countries.${address.country_id}`),
    address.telephone,
    address.vat_id ? `${t('address.vatId')}: ${address.vat_id}` : null,
  ].filter((line): line is string => Boolean(line));
  return (
    <address>
      {lines.map((line, index) => (
        // Lines may repeat (two equal street lines); their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <span key={index}>
          {index > 0 && <br />}
          {line}
        </span>
      ))}
    </address>
  );
}
