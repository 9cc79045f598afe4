import { chooserLanguagesForCountry } from '@hortus/core';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { useStore } from '../lib/use-store';

/** Countries in the chooser (payments spec 9): 'us' is left out, every other country is 'OT'. */
export const CHOOSER_COUNTRIES = [
  'AT',
  'BE',
  'CH',
  'DE',
  'ES',
  'FI',
  'FR',
  'GB',
  'HU',
  'IE',
  'IT',
  'LU',
  'NL',
  'PL',
  'SE',
  'OT',
];

/**
 * The country and language bar. A plain GET form, so it works before (and without) JavaScript: the
 * server picks the store view, saves the choice in cookies and redirects to the same page there. With
 * JavaScript the language list follows the chosen country, and a country with one language selects it.
 */
export function StoreChooser() {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const location = useLocation();
  const current = storeView.i18n.country;
  const [country, setCountry] = useState(CHOOSER_COUNTRIES.includes(current) ? current : 'OT');
  const languages = chooserLanguagesForCountry(country);
  const language = languages.includes(storeView.i18n.language) ? storeView.i18n.language : languages[0];
  return (
    <section className="store-chooser" aria-label={t('a11y.storeSwitcher')}>
      <form method="get" action="/change-store" className="container chooser-form">
        <input type="hidden" name="from" value={location.pathname + location.search} />
        <label>
          <span>{t('chooser.country')}</span>
          <select name="country" value={country} onChange={(event) => setCountry(event.target.value)}>
            {CHOOSER_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {t(`countries.${code}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('chooser.language')}</span>
          <select name="language" key={country} defaultValue={language}>
            {languages.map((code) => (
              <option key={code} value={code} lang={code}>
                {t(`languages.${code}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button-small">
          {t('chooser.apply')}
        </button>
      </form>
    </section>
  );
}
