import { describe, expect, it } from 'vitest';
import { CURRENCIES, isStoreCode, LANGUAGES, STORE_CODES } from './store-view';
import { DEFAULT_STORE_CODE, findStoreView, getStoreViewById, STORE_VIEWS } from './store-views';

/** Intl writes French groups with U+202F and, depending on the ICU version, Swiss groups with U+2019. */
function asStored(separator: string): string {
  return separator.replace(/[\u202f\u00a0 ]/g, '\u00a0').replace(/\u2019/g, "'");
}

function separatorsOf(parts: Intl.NumberFormatPart[]) {
  return {
    decimal: asStored(parts.find((part) => part.type === 'decimal')?.value ?? ''),
    group: asStored(parts.find((part) => part.type === 'group')?.value ?? ''),
  };
}

describe('store views', () => {
  it('has the 24 store codes of the spec with storeId 1 to 24 in that order', () => {
    expect(STORE_VIEWS.map((view) => view.storeCode)).toEqual(STORE_CODES);
    expect(STORE_VIEWS.map((view) => view.storeId)).toEqual(STORE_CODES.map((_, index) => index + 1));
    expect(STORE_CODES).toHaveLength(24);
  });

  it('puts every store view under a URL prefix equal to its store code', () => {
    for (const view of STORE_VIEWS) {
      expect(view.url).toBe(`/${view.storeCode}`);
      expect(view.appendStoreCode).toBe(true);
    }
  });

  it('runs hu-hu, ot-fr, ot-en, ot-it and us-en in catalog mode and no other store', () => {
    const catalogMode = STORE_VIEWS.filter((view) => view.catalogMode).map((view) => view.storeCode);
    expect(catalogMode).toEqual(['hu-hu', 'ot-fr', 'ot-en', 'ot-it', 'us-en']);
  });

  it('gives each store its own privacy, dealer-search and contact CMS page', () => {
    const atDe = findStoreView('at-de');
    expect(atDe).toMatchObject({ privacyPageId: 1011, dealerSearchPageId: 1012, contactPageId: 1013 });
    const pageIds = STORE_VIEWS.flatMap((view) => [
      view.privacyPageId,
      view.dealerSearchPageId,
      view.contactPageId,
    ]);
    expect(new Set(pageIds).size).toBe(72);
  });

  it("computes tax in the store's country, and in PL for the ot stores", () => {
    expect(findStoreView('ch-fr')?.tax).toEqual({
      defaultCountry: 'CH',
      defaultRegion: null,
      calculateServerSide: true,
    });
    expect(findStoreView('gb-en')?.tax.defaultCountry).toBe('GB');
    for (const code of ['ot-fr', 'ot-en', 'ot-it']) {
      expect(findStoreView(code)?.tax.defaultCountry).toBe('PL');
      expect(findStoreView(code)?.i18n.country).toBe('OT');
    }
  });

  it('describes the Austrian store view completely', () => {
    expect(findStoreView('at-de')).toEqual({
      storeCode: 'at-de',
      storeId: 1,
      name: 'Hortus Österreich (Deutsch)',
      url: '/at-de',
      catalogMode: false,
      showSearch: true,
      searchScript: null,
      privacyPageId: 1011,
      dealerSearchPageId: 1012,
      contactPageId: 1013,
      appendStoreCode: true,
      tax: { defaultCountry: 'AT', defaultRegion: null, calculateServerSide: true },
      searchIndexName: 'hortus_at_de',
      seoDefaultTitle: 'Hortus – Gartenhäuser und Aufbewahrungsboxen',
      i18n: {
        country: 'AT',
        language: 'de',
        locale: 'de-AT',
        defaultLocale: 'en-US',
        currencyCode: 'EUR',
        currencySign: '€',
        currencyDecimal: ',',
        currencyGroup: '.',
        decimal: ',',
        group: '\u00a0',
        dateFormat: 'DD.MM.YYYY HH:mm',
        priceFormat: '{sign}\u00a0{amount}',
        fractionDigits: 2,
      },
    });
  });

  it('speaks the language named by the second half of the store code', () => {
    for (const view of STORE_VIEWS) {
      expect(view.storeCode.endsWith(`-${view.i18n.language}`)).toBe(true);
      expect(LANGUAGES).toContain(view.i18n.language);
    }
  });

  it('sells in CHF in Switzerland, SEK in Sweden, GBP in Britain, PLN in Poland, USD in the US and EUR elsewhere', () => {
    const currencyOf = (code: string) => findStoreView(code)?.i18n.currencyCode;
    expect(['ch-de', 'ch-fr', 'ch-it'].map(currencyOf)).toEqual(['CHF', 'CHF', 'CHF']);
    expect(['se-en', 'gb-en', 'pl-pl', 'us-en'].map(currencyOf)).toEqual(['SEK', 'GBP', 'PLN', 'USD']);
    expect(['hu-hu', 'ot-en', 'ot-fr', 'ot-it', 'at-de', 'fi-en', 'be-nl'].map(currencyOf)).toEqual(
      Array(7).fill('EUR'),
    );
    for (const view of STORE_VIEWS) expect(CURRENCIES).toContain(view.i18n.currencyCode);
  });

  it.each(STORE_VIEWS.map((view) => [view.storeCode, view] as const))(
    "%s prints prices with the separators Intl uses for the store's locale and currency",
    (_, view) => {
      const { locale, currencyCode } = view.i18n;
      const currencyParts = new Intl.NumberFormat(locale, { style: 'currency', currency: currencyCode });
      expect(separatorsOf(currencyParts.formatToParts(1234567.5))).toEqual({
        decimal: view.i18n.currencyDecimal,
        group: view.i18n.currencyGroup,
      });
      // fi-en writes plain numbers as its prices: Intl's en-FI mixes '€1,299.00' with '1 299,5'.
      if (view.storeCode === 'fi-en') return;
      expect(separatorsOf(new Intl.NumberFormat(locale).formatToParts(1234567.5))).toEqual({
        decimal: view.i18n.decimal,
        group: view.i18n.group,
      });
    },
  );

  it('writes plain numbers in fi-en as its prices, one number style per page', () => {
    const fi = findStoreView('fi-en');
    expect([fi?.i18n.decimal, fi?.i18n.group]).toEqual([fi?.i18n.currencyDecimal, fi?.i18n.currencyGroup]);
  });

  it("fills each store view's date format as its locale writes dates, the spec's format the fallback", () => {
    const formatOf = (code: string) => findStoreView(code)?.i18n.dateFormat;
    expect(formatOf('de-de')).toBe('DD.MM.YYYY HH:mm');
    expect(formatOf('us-en')).toBe('MM/DD/YYYY h:mm A');
    expect(formatOf('nl-nl')).toBe('DD-MM-YYYY HH:mm');
    expect(formatOf('hu-hu')).toBe('YYYY. MM. DD. HH:mm');
    for (const view of STORE_VIEWS) expect(view.i18n.dateFormat).toMatch(/YYYY/);
  });

  it('stores every space-like separator as a no-break space (U+00A0)', () => {
    const separators = STORE_VIEWS.flatMap((view) => [view.i18n.currencyGroup, view.i18n.group]);
    expect(separators).not.toContain('\u202f');
    expect(separators).not.toContain(' ');
    expect(findStoreView('fr-fr')?.i18n.currencyGroup).toBe('\u00a0');
  });

  it('finds a store view by its exact store code and by its storeId', () => {
    expect(findStoreView('gb-en')?.storeId).toBe(20);
    expect(findStoreView('GB-EN')).toBeUndefined();
    expect(findStoreView('xx-yy')).toBeUndefined();
    expect(getStoreViewById(24)?.storeCode).toBe('us-en');
    expect(getStoreViewById(25)).toBeUndefined();
  });

  it('tells a store code from any other string', () => {
    expect(isStoreCode('lu-fr')).toBe(true);
    expect(isStoreCode('lu-nl')).toBe(false);
  });

  it('defaults to the German store view', () => {
    expect(findStoreView(DEFAULT_STORE_CODE)?.storeCode).toBe('de-de');
  });
});
