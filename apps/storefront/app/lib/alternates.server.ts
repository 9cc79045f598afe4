import { STORE_VIEWS, type StoreCode, type StoreView } from '@hortus/core';

/** The store views that show a page under the same path: those of the same language share every slug. */
export function sameLanguageAlternates(origin: string, storeView: StoreView, pathInStore: string) {
  return alternatesFor(
    origin,
    STORE_VIEWS.filter((view) => view.i18n.language === storeView.i18n.language).map(
      (view) => view.storeCode,
    ),
    pathInStore,
  );
}

/** Pages whose path is the same in every store view (home, blog list). */
export function allStoreAlternates(origin: string, pathInStore: string) {
  return alternatesFor(
    origin,
    STORE_VIEWS.map((view) => view.storeCode),
    pathInStore,
  );
}

function alternatesFor(origin: string, codes: StoreCode[], pathInStore: string) {
  return codes.map((code) => {
    const view = STORE_VIEWS.find((candidate) => candidate.storeCode === code) as StoreView;
    // ot-* stores serve no single country: they are the language's generic alternate.
    const hrefLang =
      view.i18n.country === 'OT' ? view.i18n.language : `${view.i18n.language}-${view.i18n.country}`;
    return { hrefLang, href: `${origin}/${code}${pathInStore}` };
  });
}
