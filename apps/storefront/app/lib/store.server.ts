import { findStoreView, LANGUAGES, type Language, STORE_VIEWS, type StoreView } from '@hortus/core';
import { data } from 'react-router';
import type { UnknownStorePage } from '../components/UnknownStorePage';
import { findCmsPage } from './catalog.server';
import { textFor } from './messages.server';
import { parseAcceptLanguage } from './store-choice';

/** The store view of the URL prefix; an unknown prefix is a page that does not exist. */
export function requireStoreView(params: { store?: string }): StoreView {
  const storeView = params.store ? findStoreView(params.store) : undefined;
  if (!storeView) throw data({ page: null }, { status: 404 });
  return storeView;
}

/** The 404 page of spec 2: status 404 with the store's CMS page 'page-not-found'. */
export async function notFound(storeView: StoreView): Promise<never> {
  const page = await findCmsPage(storeView, 'page-not-found').catch(() => null);
  throw data({ page }, { status: 404 });
}

/** The first of the browser's languages the shop speaks; English when it speaks none of them. */
function visitorLanguage(acceptLanguage: string | null): Language {
  const spoken = parseAcceptLanguage(acceptLanguage).find(({ language }) =>
    (LANGUAGES as readonly string[]).includes(language),
  );
  return (spoken?.language as Language | undefined) ?? 'en';
}

/**
 * The store view the URL prefix names; for an unknown prefix ('/xx-yy/…', '/garbage') a 404 whose page,
 * with no store view to take a language from, speaks the browser's language and leads to every store.
 */
export function requireKnownStore(params: { store?: string }, request: Request): StoreView {
  const storeView = params.store ? findStoreView(params.store) : undefined;
  if (storeView) return storeView;
  const language = visitorLanguage(request.headers.get('accept-language'));
  const text = (id: string) => textFor(language, id);
  const unknownStore: UnknownStorePage = {
    language,
    title: text('notFound.title'),
    text: text('notFound.unknownStore'),
    toShop: text('notFound.toShop'),
    allStores: text('notFound.allStores'),
    // By country name in the visitor's language, the stores for other countries last.
    stores: [...STORE_VIEWS]
      .sort(
        (a, b) =>
          Number(a.i18n.country === 'OT') - Number(b.i18n.country === 'OT') ||
          text(`countries.${a.i18n.country}`).localeCompare(text(`countries.${b.i18n.country}`), language) ||
          a.i18n.language.localeCompare(b.i18n.language),
      )
      .map((view) => ({
        href: `/${view.storeCode}`,
        country: text(`countries.${view.i18n.country}`),
        language: text(`languages.${view.i18n.language}`),
        lang: view.i18n.language,
      })),
  };
  throw data({ page: null, unknownStore }, { status: 404 });
}

/** The public origin of the shop for canonical and alternate links (PUBLIC_URL behind a proxy). */
export function originOf(request: Request): string {
  return process.env.PUBLIC_URL?.replace(/\/$/, '') ?? new URL(request.url).origin;
}
