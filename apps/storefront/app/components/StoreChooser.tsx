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
const LANGUAGES = ['de', 'en', 'es', 'fr', 'hu', 'it', 'nl', 'pl'];

/**
 * The country and language bar. A plain GET form, so it works before (and without) JavaScript; the
 * server picks the store view, saves the choice in cookies and redirects to the same page there.
 */
export function StoreChooser() {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const location = useLocation();
  const country = storeView.i18n.country;
  return (
    <section className="store-chooser" aria-label={t('a11y.storeSwitcher')}>
      <form method="get" action="/change-store" className="container chooser-form">
        <input type="hidden" name="from" value={location.pathname + location.search} />
        <label>
          <span>{t('chooser.country')}</span>
          <select name="country" defaultValue={CHOOSER_COUNTRIES.includes(country) ? country : 'OT'}>
            {CHOOSER_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {t(`countries.${code}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('chooser.language')}</span>
          <select name="language" defaultValue={storeView.i18n.language}>
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {t(`languages.${language}`)}
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
