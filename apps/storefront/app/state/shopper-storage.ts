import { useSyncExternalStore } from 'react';

/**
 * The shopper's lists kept in this browser only (spec 9: session storage uses local storage for all
 * collections): wish list, compare list and recently viewed products, per store view since prices and
 * names differ between them. Logging out clears them, with the cart and the checkout details (spec 4).
 */

export interface SavedProduct {
  sku: string;
  name: string;
  /** The product page's path under the store prefix. */
  path: string;
  image: string | null;
  price_incl_tax: number;
}

/** What a list keeps of a product (its page under the store prefix, the shown gross price). */
export function savedProductOf(product: {
  sku: string;
  name: string;
  slug: string;
  image: string | null;
  final_price_incl_tax: number;
}): SavedProduct {
  return {
    sku: product.sku,
    name: product.name,
    path: `/p/${encodeURIComponent(product.slug)}`,
    image: product.image,
    price_incl_tax: product.final_price_incl_tax,
  };
}

export type ListName = 'wishlist' | 'compare' | 'recently-viewed';

const LIMITS: Record<ListName, number> = { wishlist: 100, compare: 4, 'recently-viewed': 12 };
const PREFIX = 'hortus.';
const keyOf = (list: ListName, store: string) => `${PREFIX}${list}.${store}`;
const listeners = new Set<() => void>();
const cache = new Map<string, SavedProduct[]>();
const none: SavedProduct[] = [];

function read(key: string): SavedProduct[] {
  const known = cache.get(key);
  if (known) return known;
  let value: SavedProduct[] = none;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    const entries = Array.isArray(parsed) ? parsed.filter((entry) => typeof entry?.sku === 'string') : [];
    // The server's snapshot when empty, so a list with nothing saved does not re-render after hydration.
    if (entries.length > 0) value = entries;
  } catch {
    // A damaged entry is an empty list.
  }
  cache.set(key, value);
  return value;
}

function write(key: string, value: SavedProduct[]): void {
  cache.set(key, value);
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the list lives on for this page.
  }
  for (const listener of listeners) listener();
}

export function toggleSaved(list: ListName, store: string, product: SavedProduct): boolean {
  const key = keyOf(list, store);
  const current = read(key);
  if (current.some((entry) => entry.sku === product.sku)) {
    write(
      key,
      current.filter((entry) => entry.sku !== product.sku),
    );
    return false;
  }
  write(key, [product, ...current].slice(0, LIMITS[list]));
  return true;
}

/** Recently viewed: the product moves to the front. */
export function rememberViewed(store: string, product: SavedProduct): void {
  const key = keyOf('recently-viewed', store);
  write(
    key,
    [product, ...read(key).filter((entry) => entry.sku !== product.sku)].slice(0, LIMITS['recently-viewed']),
  );
}

export function removeSaved(list: ListName, store: string, sku: string): void {
  const key = keyOf(list, store);
  write(
    key,
    read(key).filter((entry) => entry.sku !== sku),
  );
}

export function useSavedList(list: ListName, store: string): SavedProduct[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => read(keyOf(list, store)),
    () => none,
  );
}

/** Spec 4 "Session": logout clears the user's lists and checkout details from this browser. */
export function clearShopperData(): void {
  try {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(PREFIX)) localStorage.removeItem(key);
    }
  } catch {
    // Nothing stored.
  }
  cache.clear();
  for (const listener of listeners) listener();
}
