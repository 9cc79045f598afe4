import { findStoreView, type StoreView } from '@hortus/core';
import { data } from 'react-router';
import { findCmsPage } from './catalog.server';

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

/** The public origin of the shop for canonical and alternate links (PUBLIC_URL behind a proxy). */
export function originOf(request: Request): string {
  return process.env.PUBLIC_URL?.replace(/\/$/, '') ?? new URL(request.url).origin;
}
