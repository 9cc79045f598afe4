import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  argumentsOf,
  flattenKeys,
  type LocaleMessages,
  missingKeys,
  placeholderMismatches,
} from './locale-keys';

const SHOP_LANGUAGES = ['de', 'en', 'es', 'fr', 'hu', 'it', 'nl', 'pl'];
const localesDir = new URL('./', import.meta.url);

function readLocale(language: string): LocaleMessages {
  return JSON.parse(readFileSync(new URL(`${language}.json`, localesDir), 'utf8')) as LocaleMessages;
}

const localeLanguages = readdirSync(localesDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length))
  .sort();
const english = readLocale('en');

describe('locale files', () => {
  it('has one file per shop language', () => {
    expect(localeLanguages).toEqual(SHOP_LANGUAGES);
  });

  it('English has texts, all of them valid and with the plural categories English needs', () => {
    expect(flattenKeys(english).length).toBeGreaterThan(100);
    expect(missingKeys(english, english, 'en')).toEqual([]);
  });

  describe.each(localeLanguages.filter((language) => language !== 'en'))('%s', (language) => {
    const messages = readLocale(language);

    it('has every English key, plural messages with all of its plural categories', () => {
      expect(missingKeys(english, messages, language)).toEqual([]);
    });

    it('keeps the English arguments', () => {
      expect(placeholderMismatches(english, messages)).toEqual([]);
    });

    it('has no keys English lacks', () => {
      const known = new Set(flattenKeys(english));
      expect(flattenKeys(messages).filter((key) => !known.has(key))).toEqual([]);
    });
  });
});

describe('missingKeys', () => {
  const source = {
    product: { addToCart: 'Add to cart', quantity: 'Quantity' },
    category: { products: '{count, plural, one {# product} other {# products}}' },
  };

  it('reports a key the locale lacks', () => {
    const german = {
      product: { quantity: 'Menge' },
      category: { products: '{count, plural, one {# Produkt} other {# Produkte}}' },
    };
    expect(missingKeys(source, german, 'de')).toEqual(['product.addToCart']);
  });

  it("reports a Polish plural without the 'few' form", () => {
    const polish = {
      product: { addToCart: 'Dodaj do koszyka', quantity: 'Ilość' },
      category: { products: '{count, plural, one {# produkt} many {# produktów} other {# produktu}}' },
    };
    expect(missingKeys(source, polish, 'pl')).toEqual(['category.products {few}']);
  });

  it('reports a text that is not valid ICU MessageFormat', () => {
    const german = {
      product: { addToCart: 'In den {Warenkorb', quantity: 'Menge' },
      category: { products: '{count, plural, one {# Produkt} other {# Produkte}}' },
    };
    expect(missingKeys(source, german, 'de')).toEqual(['product.addToCart (not valid ICU MessageFormat)']);
  });

  it('treats a locale with only extra keys as complete', () => {
    const german = {
      product: { addToCart: 'In den Warenkorb', quantity: 'Menge', energyLabel: 'Energielabel' },
      category: { products: '{count, plural, one {# Produkt} other {# Produkte}}' },
    };
    expect(missingKeys(source, german, 'de')).toEqual([]);
  });
});

describe('placeholderMismatches', () => {
  const source = { product: { from: 'from {price}', tierPrice: 'Buy {qty} or more for {price} each' } };

  it('reports a renamed or dropped argument', () => {
    const german = { product: { from: 'ab {preis}', tierPrice: 'Ab {qty} Stück' } };
    expect(placeholderMismatches(source, german)).toEqual([
      { key: 'product.from', expected: ['price'], actual: ['preis'] },
      { key: 'product.tierPrice', expected: ['price', 'qty'], actual: ['qty'] },
    ]);
  });

  it("counts a plural's argument and ignores its '#'", () => {
    expect(argumentsOf('{count, plural, one {# item in {place}} other {# items}}')).toEqual([
      'count',
      'place',
    ]);
  });
});
