import type { StoreView } from '@hortus/core';
import type { UrlTarget } from './catalog.server';
import { redirectInShop } from './redirects';
import { urls } from './urls';

/**
 * Spec 2 "Path resolution": a path the route table does not know is asked of the API's url map; what it
 * names is shown at its own address (a permanent redirect, so one page has one URL), else the 404 page.
 */
export function resolveDispatched(storeView: StoreView, target: UrlTarget): never {
  const store = storeView.storeCode;
  switch (target._type) {
    case 'product':
      throw redirectInShop(urls.product(store, target._source.slug), 301);
    case 'category':
      throw redirectInShop(urls.category(store, target._source.slug), 301);
    case 'cms_page':
      throw redirectInShop(urls.cmsPage(store, target._source.identifier), 301);
  }
}
