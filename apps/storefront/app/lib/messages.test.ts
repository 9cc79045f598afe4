import { findStoreView } from '@hortus/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, translate } from './i18n';
import { messagesFor, textCatalogOf, textFor } from './messages.server';

function texts(store: string) {
  const storeView = findStoreView(store);
  if (!storeView) throw new Error(store);
  const i18n = createI18n(storeView.i18n.language, messagesFor(textCatalogOf(storeView)));
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

describe('texts of each market', () => {
  it('writes a count next to its noun in the plural form of the language', () => {
    expect(texts('de-de')('product.rating', { rating: 4, count: 1 })).toBe('4 von 5 Sternen (1 Bewertung)');
    expect(texts('es-es')('product.rating', { rating: 4, count: 1 })).toBe('Valoración: 4 de 5 (1 opinión)');
    expect(texts('pl-pl')('search.minLength', { count: 3 })).toBe('Wpisz co najmniej 3 znaki.');
    expect(texts('gb-en')('search.minLength', { count: 1 })).toBe('Please enter at least 1 character.');
  });

  it("writes a tax rate in the store view's number style", () => {
    expect(texts('ch-fr')('product.taxIncludedCatalog', { rate: 8.1 })).toBe('TVA 8,1 % incluse');
    expect(texts('ch-de')('product.taxIncludedCatalog', { rate: 8.1 })).toBe('inkl. 8.1 % MWST');
  });

  it('gives ch-de Swiss spelling and us-en US English over their language, and no one else', () => {
    const swiss = textCatalogOf(findStoreView('ch-de'));
    expect(swiss).toBe('de-CH');
    expect(textFor(swiss, 'common.close')).toBe('Schliessen');
    expect(textFor(swiss, 'product.taxExcludedCatalog')).toBe('zzgl. MWST');
    expect(textFor(swiss, 'product.addToCart')).toBe(textFor('de', 'product.addToCart'));
    expect(textFor(textCatalogOf(findStoreView('at-de')), 'common.close')).toBe('Schließen');
    const american = textCatalogOf(findStoreView('us-en'));
    expect(american).toBe('en-US');
    expect(textFor(american, 'product.taxExcludedCatalog')).toBe('plus applicable sales tax');
    expect(textFor(american, 'session.email')).toBe('Email address');
    expect(textFor(textCatalogOf(findStoreView('ot-en')), 'session.email')).toBe('E-mail address');
    expect(textFor(textCatalogOf(findStoreView('gb-en')), 'footer.promise')).toContain('kerbside');
    expect(textCatalogOf(undefined)).toBe('en');
  });
});
