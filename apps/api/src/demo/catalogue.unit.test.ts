import { LANGUAGES, STORE_VIEWS } from '@hortus/core';
import { describe, expect, it } from 'vitest';
import { generateDemoCatalogue, pricePoint } from './catalogue';
import { renderIllustration } from './illustrations';

const catalogue = generateDemoCatalogue({ seed: 1 });
const sellable = catalogue.products.filter((product) => product.visibility !== 1);

describe('generateDemoCatalogue', () => {
  it('gives the same catalogue for the same seed', () => {
    expect(JSON.stringify(generateDemoCatalogue({ seed: 1 }))).toBe(JSON.stringify(catalogue));
  });

  it('gives another catalogue for another seed', () => {
    expect(JSON.stringify(generateDemoCatalogue({ seed: 2 }))).not.toBe(JSON.stringify(catalogue));
  });

  it('has at least 60 sellable products of every type the shop reads', () => {
    expect(sellable.length).toBeGreaterThanOrEqual(60);
    const types = new Set(sellable.map((product) => product.typeId));
    expect([...types].sort()).toEqual([
      'bundle',
      'configurable',
      'downloadable',
      'grouped',
      'simple',
      'virtual',
    ]);
    expect(sellable.some((product) => product.inquiryProduct)).toBe(true);
    expect(sellable.some((product) => product.dealerProduct)).toBe(true);
  });

  it('names every product in all 8 languages with url keys unique per language', () => {
    for (const language of LANGUAGES) {
      const rows = catalogue.productTranslations.filter((row) => row.language === language);
      expect(rows).toHaveLength(catalogue.products.length);
      expect(new Set(rows.map((row) => row.urlKey)).size).toBe(rows.length);
    }
  });

  it('prices every product in all 24 store views in integer minor units of the store currency', () => {
    expect(catalogue.productPrices).toHaveLength(catalogue.products.length * STORE_VIEWS.length);
    for (const price of catalogue.productPrices) {
      const storeView = STORE_VIEWS.find((view) => view.storeCode === price.storeCode);
      expect(price.currency).toBe(storeView?.i18n.currencyCode);
      expect(Number.isInteger(price.priceMinor)).toBe(true);
    }
  });

  it('has special prices that run, have ended, have not started, and one above the regular price', () => {
    const specials = catalogue.productPrices.filter(
      (price) => price.storeCode === 'de-de' && price.specialPriceMinor,
    );
    expect(specials.length).toBeGreaterThanOrEqual(10);
    expect(specials.some((price) => price.specialToDate === '2025-12-31')).toBe(true);
    expect(specials.some((price) => price.specialFromDate === '2031-01-01')).toBe(true);
    expect(specials.some((price) => (price.specialPriceMinor ?? 0) > price.priceMinor)).toBe(true);
  });

  it('links configurable children that carry the configurable attributes', () => {
    const childIds = new Set(catalogue.configurableChildren.map((link) => link.childId));
    for (const child of catalogue.products.filter((product) => childIds.has(product.id))) {
      expect(child.visibility).toBe(1);
      expect(child.attributeValues).toHaveProperty('color');
    }
    const outOfStockChild = catalogue.stockItems.find(
      (item) => childIds.has(item.productId) && !item.isInStock,
    );
    expect(outOfStockChild).toBeDefined();
  });

  it('gives every store view its privacy, contact and dealer-search pages and the 404 page', () => {
    for (const storeView of STORE_VIEWS) {
      const pages = catalogue.cmsPages.filter((page) => page.storeCode === storeView.storeCode);
      const ids = pages.map((page) => page.id);
      expect(ids).toEqual(
        expect.arrayContaining([
          storeView.privacyPageId,
          storeView.contactPageId,
          storeView.dealerSearchPageId,
        ]),
      );
      expect(pages.map((page) => page.identifier)).toContain('page-not-found');
    }
  });

  it('keeps ids unique', () => {
    expect(new Set(catalogue.products.map((product) => product.id)).size).toBe(catalogue.products.length);
    expect(new Set(catalogue.products.map((product) => product.sku)).size).toBe(catalogue.products.length);
    expect(new Set(catalogue.cmsPages.map((page) => page.id)).size).toBe(catalogue.cmsPages.length);
  });

  it('generates large catalogues on request', () => {
    const large = generateDemoCatalogue({ seed: 1, products: 500 });
    expect(large.products.filter((product) => product.visibility !== 1)).toHaveLength(500);
  });
});

describe('pricePoint', () => {
  it('rounds prices from 100 up to whole amounts ending in 9', () => {
    expect(pricePoint(1234.5)).toBe(123900);
    expect(pricePoint(1240.2)).toBe(124900);
  });

  it('rounds smaller prices to .90', () => {
    expect(pricePoint(42.13)).toBe(4290);
  });
});

describe('renderIllustration', () => {
  it('draws every product image the catalogue names', () => {
    for (const media of catalogue.productMedia) {
      const svg = renderIllustration(media.file);
      expect(svg).toMatch(/^<svg [^>]*role="img"/);
      expect(svg?.length).toBeLessThan(3000);
    }
  });

  it('knows no other files', () => {
    expect(renderIllustration('catalog/product/../../etc/passwd')).toBeUndefined();
    expect(renderIllustration('catalog/product/shed-purple-1.svg')).toBeUndefined();
  });
});
