import { type PurchaseTerms, purchaseTermsOfStore } from '@hortus/api-contract';
import type { StoreView } from '@hortus/core';
import { API_URL, callEndpoint, pathSegment } from '../../lib/api.server';
import { CARD_FIELDS, searchProducts } from '../../lib/catalog.server';
import type { Product } from '../../lib/catalog-types';
import type { Accessory } from './accessories';

/** The assembly manual's address under the store's prefix (the storefront forwards /{store}/api). */
function manualPath(store: string, sku: string): string {
  return `/${store}/api/documents/assembly-instructions/${pathSegment(sku)}`;
}

/**
 * What the store promises before a cart (delivery prices to its country, payment methods), for a product
 * of `typeId` when one is given (none for a product that is not shipped); null in a catalog-mode store,
 * which promises neither, and when the API cannot say (the page shows no promise).
 */
export async function loadPurchaseTerms(
  storeView: StoreView,
  typeId?: Product['type_id'],
): Promise<PurchaseTerms | null> {
  if (storeView.catalogMode) return null;
  try {
    const answer = await callEndpoint(purchaseTermsOfStore, {
      store: storeView.storeCode,
      query: { type_id: typeId },
    });
    return answer.status === 200 ? answer.result : null;
  } catch {
    return null;
  }
}

/** The product's cross-sells with their card fields and footprint, in the link order. */
export async function loadCrossSells(storeView: StoreView, product: Product): Promise<Accessory[]> {
  const ids = product.product_links
    .filter((link) => link.link_type === 'crosssell')
    .sort((a, b) => a.position - b.position)
    .map((link) => link.linked_product_id);
  if (ids.length === 0) return [];
  try {
    const { items } = await searchProducts(storeView, {
      filters: { id: ids },
      size: ids.length,
      _sourceInclude: [...CARD_FIELDS, 'width_cm', 'depth_cm'],
    });
    return ids.flatMap((id) => items.filter((item) => item.id === id));
  } catch {
    return [];
  }
}

/** The manual's address and size (its HEAD answer), or null when the API has none for the sku. */
export async function loadManual(store: string, sku: string): Promise<{ url: string; bytes: number } | null> {
  const url = manualPath(store, sku);
  try {
    const response = await fetch(new URL(url, API_URL), {
      method: 'HEAD',
      signal: AbortSignal.timeout(5000),
    });
    const bytes = Number(response.headers.get('content-length'));
    return response.ok && bytes > 0 ? { url, bytes } : null;
  } catch {
    return null;
  }
}
