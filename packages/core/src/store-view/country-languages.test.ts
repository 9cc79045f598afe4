import { describe, expect, it } from 'vitest';
import {
  chooserLanguagesForCountry,
  languagesForCountry,
  resolveStoreView,
  storeConfigForCountry,
} from './country-languages';
import { STORE_VIEWS } from './store-views';

describe('country languages', () => {
  it('offers de (default), fr and it in Switzerland', () => {
    expect(languagesForCountry('CH')).toEqual(['de', 'fr', 'it']);
    expect(resolveStoreView('CH').storeCode).toBe('ch-de');
  });

  it('offers nl (default) and fr in Belgium', () => {
    expect(languagesForCountry('BE')).toEqual(['nl', 'fr']);
    expect(resolveStoreView('BE').storeCode).toBe('be-nl');
  });

  it('offers it (default) and de in Italy', () => {
    expect(languagesForCountry('IT')).toEqual(['it', 'de']);
    expect(resolveStoreView('IT', 'de').storeCode).toBe('it-de');
  });

  it('offers de (default) and fr in Luxembourg, the languages of its store views', () => {
    expect(languagesForCountry('LU')).toEqual(['de', 'fr']);
    expect(resolveStoreView('LU').storeCode).toBe('lu-de');
    expect(resolveStoreView('LU', 'nl').storeCode).toBe('lu-de');
  });

  it('offers the one language of its store in every other shop country', () => {
    const expected = {
      AT: 'at-de',
      DE: 'de-de',
      HU: 'hu-hu',
      ES: 'es-es',
      FR: 'fr-fr',
      FI: 'fi-en',
      IE: 'ie-en',
      SE: 'se-en',
      GB: 'gb-en',
      NL: 'nl-nl',
      PL: 'pl-pl',
      US: 'us-en',
    };
    for (const [country, storeCode] of Object.entries(expected)) {
      expect(languagesForCountry(country)).toHaveLength(1);
      expect(resolveStoreView(country, 'fr').storeCode).toBe(storeCode);
    }
  });

  it("maps countries the shop does not sell to onto the 'ot' entry with en (default), fr and it", () => {
    expect(languagesForCountry('DK')).toEqual(['en', 'fr', 'it']);
    expect(languagesForCountry('other')).toEqual(['en', 'fr', 'it']);
    expect(resolveStoreView('DK').storeCode).toBe('ot-en');
  });

  it('reads the country and the language case-insensitively', () => {
    expect(resolveStoreView('ch', 'FR').storeCode).toBe('ch-fr');
    expect(resolveStoreView(' Be ', 'fr').storeCode).toBe('be-fr');
  });

  it("falls back to the country's default language for an unknown or missing language", () => {
    expect(resolveStoreView('CH', 'pl').storeCode).toBe('ch-de');
    expect(resolveStoreView('CH', '').storeCode).toBe('ch-de');
    expect(resolveStoreView('BE').storeCode).toBe('be-nl');
  });

  it("forces English for 'us' and for the other countries", () => {
    expect(resolveStoreView('us', 'fr').storeCode).toBe('us-en');
    expect(resolveStoreView('other', 'fr').storeCode).toBe('ot-en');
    expect(resolveStoreView('ot', 'it').storeCode).toBe('ot-en');
    expect(resolveStoreView('DK', 'it').storeCode).toBe('ot-en');
  });

  it('reaches every store view from its country and language', () => {
    const reached = STORE_VIEWS.flatMap((view) =>
      storeConfigForCountry(view.storeCode.slice(0, 2)).stores.map((store) => store.storeCode),
    );
    expect(new Set(reached)).toEqual(new Set(STORE_VIEWS.map((view) => view.storeCode)));
  });

  it('answers the store config lookup with the country, its store views and the default one', () => {
    const swiss = storeConfigForCountry('ch');
    expect(swiss).toMatchObject({ country: 'CH', isOther: false, defaultStoreCode: 'ch-de' });
    expect(swiss.stores.map((store) => store.storeCode)).toEqual(['ch-de', 'ch-fr', 'ch-it']);
  });

  it('flags a country the shop does not sell to as other and offers the ot store views', () => {
    const danish = storeConfigForCountry('dk');
    expect(danish).toMatchObject({ country: 'DK', isOther: true, defaultStoreCode: 'ot-en' });
    expect(danish.stores.map((store) => store.storeCode)).toEqual(['ot-en', 'ot-fr', 'ot-it']);
  });
});

describe('chooserLanguagesForCountry', () => {
  it("offers a country's languages, default first", () => {
    expect(chooserLanguagesForCountry('CH')).toEqual(['de', 'fr', 'it']);
    expect(chooserLanguagesForCountry('be')).toEqual(['nl', 'fr']);
    expect(chooserLanguagesForCountry('PL')).toEqual(['pl']);
  });

  it('offers English alone for the US and for countries the shop does not sell to', () => {
    expect(chooserLanguagesForCountry('US')).toEqual(['en']);
    expect(chooserLanguagesForCountry('OT')).toEqual(['en']);
    expect(chooserLanguagesForCountry('DK')).toEqual(['en']);
  });
});
