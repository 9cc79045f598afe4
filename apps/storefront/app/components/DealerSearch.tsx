import { DEALER_COUNTRIES } from '@hortus/core';
import { Form } from 'react-router';
import { useTranslation } from '../lib/i18n';
import type { DealerEntry, DealerSearchData } from '../lib/service-pages';
import { FormField } from './FormField';

/**
 * The dealer search under the dealer search page's text: a GET form (country and postcode), so it works
 * without JavaScript and every result has its own URL, and the country's dealers, nearest first.
 */
export function DealerSearch({ search }: { search: DealerSearchData }) {
  const { t } = useTranslation();
  const countries = DEALER_COUNTRIES.map((code) => ({ code, name: t(`countries.${code}`) })).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  const countryName = t(`countries.${search.country}`);
  const near = search.postcode && !search.error;
  return (
    <section className="dealer-search" aria-labelledby="dealer-search-title">
      <h2 id="dealer-search-title">{t('dealers.heading')}</h2>
      <Form method="get" className="dealer-search-form" preventScrollReset>
        <div className="field">
          <label htmlFor="dealer-country">{t('address.country')}</label>
          <select id="dealer-country" name="country" defaultValue={search.country} autoComplete="country">
            {countries.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <FormField
          name="postcode"
          label={t('address.postcode')}
          required={false}
          autoComplete="postal-code"
          maxLength={12}
          defaultValue={search.postcode}
          errors={search.error ? { postcode: search.error } : undefined}
        />
        <button type="submit" className="button button-primary">
          {t('dealers.search')}
        </button>
      </Form>
      {search.dealers.length === 0 ? (
        <p className="dealer-empty">{t('dealers.none', { country: countryName })}</p>
      ) : (
        <>
          <p className="dealer-count">
            {near
              ? t('dealers.countNear', { count: search.dealers.length, postcode: search.postcode })
              : t('dealers.countIn', { count: search.dealers.length, country: countryName })}
          </p>
          <ol className="dealer-list">
            {search.dealers.map((dealer) => (
              <DealerCard key={dealer.id} dealer={dealer} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function DealerCard({ dealer }: { dealer: DealerEntry }) {
  const { t } = useTranslation();
  // Britain, Ireland and the US write the town before the postcode.
  const townLine = ['GB', 'IE', 'US'].includes(dealer.country)
    ? `${dealer.city} ${dealer.postcode}`
    : `${dealer.postcode} ${dealer.city}`;
  return (
    <li className="dealer-card">
      <div className="dealer-card-head">
        <h3>{dealer.name}</h3>
        {dealer.distance && <p className="dealer-distance">{dealer.distance}</p>}
      </div>
      <p className="dealer-kind">{t(`dealers.kind.${dealer.kind}`)}</p>
      <address>
        {dealer.street}
        <br />
        {townLine}
      </address>
      <p className="dealer-contact">
        <a className="dealer-link" href={`tel:${dealer.phone.replace(/\s/g, '')}`}>
          {dealer.phone}
        </a>
        {dealer.website && (
          <a className="dealer-link" href={dealer.website} rel="noopener">
            {t('dealers.website')}
            <span className="visually-hidden"> {dealer.name}</span>
          </a>
        )}
      </p>
      {dealer.services.length > 0 && (
        <ul className="dealer-services" aria-label={t('dealers.services')}>
          {dealer.services.map((service) => (
            <li key={service}>{t(`dealers.service.${service}`)}</li>
          ))}
        </ul>
      )}
    </li>
  );
}
