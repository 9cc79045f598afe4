import { findStoreView } from '@hortus/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, translate } from './i18n';
import { messagesFor } from './messages.server';

function texts(store: string) {
  const storeView = findStoreView(store);
  if (!storeView) throw new Error(store);
  const i18n = createI18n(storeView.i18n.language, messagesFor(storeView.i18n.language));
  return (id: string, values?: Record<string, unknown>) => translate(i18n, storeView, id, values);
}

describe('counts in texts', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows a plural's count in the store view's number style, in the plural form of its language", () => {
    const german = texts('de-de');
    expect(german('category.products', { count: 1 })).toBe('1 Produkt');
    expect(german('category.products', { count: 11112 })).toBe('11.112 Produkte');
    expect(german('header.cartCount', { count: 0 })).toBe('Warenkorb, leer');
    const polish = texts('pl-pl');
    expect(polish('header.cartCount', { count: 3 })).toBe('Koszyk, 3 produkty');
    expect(polish('header.cartCount', { count: 5 })).toBe('Koszyk, 5 produktów');
  });

  it('needs no Intl.NumberFormat, whose first use costs a browser tens of milliseconds at hydration', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    for (const store of ['de-de', 'fr-fr', 'pl-pl', 'hu-hu']) {
      const text = texts(store);
      for (const count of [0, 1, 2, 5, 22, 1001]) {
        expect(text('header.cartCount', { count })).toContain(count === 0 ? '' : String(count).slice(-2));
        text('search.results', { count });
        text('category.products', { count });
      }
    }
    expect(numberFormat).not.toHaveBeenCalled();
  });
});
