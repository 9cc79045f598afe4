import { chooserLanguagesForCountry, resolveStoreView } from '@hortus/core';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { useStore } from '../lib/use-store';

/** Countries in the chooser (payments spec 9): 'us' is left out, every other country is 'OT'. */
const CHOOSER_COUNTRIES = [
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
 * Choosing the store view the page is in closes the bar (payments spec 4) without leaving the page: the
 * same request saves the choice in the background (its cookies keep the bar closed), its redirect unread.
 */
export function StoreChooser() {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const location = useLocation();
  const current = storeView.i18n.country;
  const [country, setCountry] = useState(CHOOSER_COUNTRIES.includes(current) ? current : 'OT');
  const languages = chooserLanguagesForCountry(country);
  const language = languages.includes(storeView.i18n.language) ? storeView.i18n.language : languages[0];
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const closeOnCurrentStore = (event: React.FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const chosen = resolveStoreView(String(form.get('country')), String(form.get('language') ?? ''));
    if (chosen.storeCode !== storeView.storeCode) return;
    event.preventDefault();
    const query = new URLSearchParams([...form].map(([name, value]) => [name, String(value)]));
    void fetch(`/change-store?${query}`, { redirect: 'manual' }).catch(() => {
      // Offline: the bar is closed for this page; the choice is saved with the next one made online.
    });
    setClosed(true);
    // The bar held the focus; it goes on with the page, not to the document's start.
    document.getElementById('main')?.focus();
  };
  return (
    <section className="store-chooser" aria-label={t('a11y.storeSwitcher')}>
      <form
        method="get"
        action="/change-store"
        className="container chooser-form"
        onSubmit={closeOnCurrentStore}
      >
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
