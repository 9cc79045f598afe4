import {
  DEFAULT_STORE_CODE,
  findStoreView,
  LANGUAGES,
  type Language,
  resolveStoreView,
  type StoreView,
} from '@hortus/core';

/** Where a language is spoken first when the browser names no country. */
const HOME_STORE_OF_LANGUAGE: Record<Language, string> = {
  de: 'de-de',
  en: 'gb-en',
  es: 'es-es',
  fr: 'fr-fr',
  hu: 'hu-hu',
  it: 'it-it',
  nl: 'nl-nl',
  pl: 'pl-pl',
};

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** Accept-Language entries, best first: 'de-AT,de;q=0.9,en;q=0.5' -> [['de','AT'], ['de'], ['en']]. */
export function parseAcceptLanguage(header: string | null): { language: string; region?: string }[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), weight: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => {
      const [language = '', region] = tag.toLowerCase().split('-');
      return region ? { language, region } : { language };
    });
}

/**
 * The store view for a visitor at '/': the saved country and language cookies first, else the browser's
 * languages, else the default store view.
 */
export function chooseStoreView(input: {
  country?: string | null;
  language?: string | null;
  acceptLanguage?: string | null;
}): StoreView {
  if (input.country) return resolveStoreView(input.country, input.language ?? undefined);
  for (const { language, region } of parseAcceptLanguage(input.acceptLanguage ?? null)) {
    if (!isLanguage(language)) continue;
    if (region) {
      const view = resolveStoreView(region, language);
      // A country the shop does not sell to answers with an 'ot' store view; only take it in its language.
      if (view.i18n.language === language) return view;
    }
    const home = findStoreView(HOME_STORE_OF_LANGUAGE[language]);
    if (home) return home;
  }
  return findStoreView(DEFAULT_STORE_CODE) as StoreView;
}

/** Whether a saved choice of country and language (the chooser's cookies) leads to this store view. */
export function isChosenStore(
  choice: { country?: string; language?: string },
  storeView: StoreView,
): boolean {
  return (
    choice.country !== undefined &&
    resolveStoreView(choice.country, choice.language).storeCode === storeView.storeCode
  );
}

/** Paths that are the same in every store view; other pages have slugs in their language. */
const LANGUAGE_NEUTRAL =
  /^\/(blog|cart|checkout|account(\/.*)?|search|404|reset-password|configurator(\/.*)?)?$/;

/**
 * The same page in another store view: kept when both speak the same language (slugs are per language)
 * or the path has no slug; otherwise the target's home page. The query string is dropped.
 */
export function equivalentPath(from: string, target: StoreView): string {
  const [, currentCode = '', ...rest] = from.startsWith('/') ? (from.split('?')[0] ?? '').split('/') : [];
  const current = findStoreView(currentCode);
  const pathInStore = rest.length ? `/${rest.join('/')}` : '';
  const samePage =
    current !== undefined &&
    (current.i18n.language === target.i18n.language || LANGUAGE_NEUTRAL.test(pathInStore));
  return `/${target.storeCode}${samePage ? pathInStore : ''}`;
}
