import { getStoreView } from '@hortus/core';
import { describe, expect, it } from 'vitest';
import { chooseStoreView, equivalentPath, isChosenStore, parseAcceptLanguage } from './store-choice';

describe('parseAcceptLanguage', () => {
  it('orders the languages by weight, keeping the header order for equal weights', () => {
    expect(parseAcceptLanguage('en;q=0.5, fr-CH, de;q=0.9')).toEqual([
      { language: 'fr', region: 'ch' },
      { language: 'de' },
      { language: 'en' },
    ]);
  });

  it('ignores wildcards, empty entries and zero weights', () => {
    expect(parseAcceptLanguage('*, pl;q=0, ,it')).toEqual([{ language: 'it' }]);
    expect(parseAcceptLanguage(null)).toEqual([]);
  });
});

describe('chooseStoreView', () => {
  it('follows the saved country and language first', () => {
    expect(chooseStoreView({ country: 'CH', language: 'fr', acceptLanguage: 'de-DE' }).storeCode).toBe(
      'ch-fr',
    );
  });

  it('gives a saved country without a saved language its default language', () => {
    expect(chooseStoreView({ country: 'BE' }).storeCode).toBe('be-nl');
  });

  it('maps a browser language with a region the shop sells to onto that store view', () => {
    expect(chooseStoreView({ acceptLanguage: 'de-AT,de;q=0.9' }).storeCode).toBe('at-de');
    expect(chooseStoreView({ acceptLanguage: 'fr-CH' }).storeCode).toBe('ch-fr');
    expect(chooseStoreView({ acceptLanguage: 'en-US' }).storeCode).toBe('us-en');
  });

  it("uses the language's home store when the region is missing or not sold to in that language", () => {
    expect(chooseStoreView({ acceptLanguage: 'pl' }).storeCode).toBe('pl-pl');
    expect(chooseStoreView({ acceptLanguage: 'nl-SR' }).storeCode).toBe('nl-nl');
  });

  it('skips languages the shop does not speak and falls back to the default store view', () => {
    expect(chooseStoreView({ acceptLanguage: 'ja-JP, sv;q=0.8, hu;q=0.5' }).storeCode).toBe('hu-hu');
    expect(chooseStoreView({ acceptLanguage: 'ja-JP' }).storeCode).toBe('de-de');
    expect(chooseStoreView({}).storeCode).toBe('de-de');
  });
});

describe('equivalentPath', () => {
  it('keeps the page between store views of one language', () => {
    expect(equivalentPath('/de-de/p/gartenhaus?color=1', getStoreView('at-de'))).toBe('/at-de/p/gartenhaus');
  });

  it('keeps paths without slugs and sends slugged pages of another language to the home page', () => {
    expect(equivalentPath('/de-de/blog', getStoreView('pl-pl'))).toBe('/pl-pl/blog');
    expect(equivalentPath('/de-de/p/gartenhaus', getStoreView('pl-pl'))).toBe('/pl-pl');
  });

  it('does not follow addresses outside the shop', () => {
    expect(equivalentPath('https://evil.example/de-de/blog', getStoreView('gb-en'))).toBe('/gb-en');
    expect(equivalentPath('//evil.example/x', getStoreView('gb-en'))).toBe('/gb-en');
  });
});

describe('isChosenStore', () => {
  it('is the store view the saved country and language lead to, and no other', () => {
    const chDe = getStoreView('ch-de');
    expect(isChosenStore({ country: 'CH', language: 'de' }, chDe)).toBe(true);
    expect(isChosenStore({ country: 'CH' }, chDe)).toBe(true);
    expect(isChosenStore({ country: 'CH', language: 'fr' }, chDe)).toBe(false);
    expect(isChosenStore({ language: 'de' }, chDe)).toBe(false);
    expect(isChosenStore({}, chDe)).toBe(false);
  });
});
