import { readdirSync, readFileSync } from 'node:fs';
import * as spec from '@hortus/core';
import { describe, expect, it } from 'vitest';
import {
  argumentsOf,
  flattenKeys,
  type LocaleMessages,
  missingKeys,
  placeholderMismatches,
} from './locale-keys';
import { flattenMessages } from './message-tree';

const SHOP_LANGUAGES = ['de', 'en', 'es', 'fr', 'hu', 'it', 'nl', 'pl'];
const localesDir = new URL('./', import.meta.url);

function readLocale(language: string): LocaleMessages {
  return JSON.parse(readFileSync(new URL(`${language}.json`, localesDir), 'utf8')) as LocaleMessages;
}

const localeFiles = readdirSync(localesDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length))
  .sort();
/** 'de', 'en', ...: a language's texts; 'de-CH', 'en-US': a market's variant, only the texts that differ. */
const localeLanguages = localeFiles.filter((name) => !name.includes('-'));
const variants = localeFiles.filter((name) => name.includes('-'));
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

describe.each(variants)('variant %s', (variant) => {
  const language = variant.split('-')[0] as string;
  const messages = readLocale(variant);
  const base = readLocale(language);

  it("has only keys of its language, valid, with the English arguments and the language's plural forms", () => {
    const known = new Set(flattenKeys(base));
    const keys = flattenKeys(messages);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => !known.has(key))).toEqual([]);
    const asEnglish = Object.fromEntries(keys.map((key) => [key, flattenMessages(english)[key] ?? '']));
    expect(missingKeys(messages, messages, language)).toEqual([]);
    expect(placeholderMismatches(asEnglish as LocaleMessages, messages)).toEqual([]);
  });

  it('differs from its language in every text it has', () => {
    const own = flattenMessages(messages);
    const inherited = flattenMessages(base);
    expect(Object.keys(own).filter((key) => own[key] === inherited[key])).toEqual([]);
  });
});

describe('Swiss and US texts', () => {
  // The rules the variant files were written by: a text of the language that breaks one must be overlaid.
  const rules: Record<string, { language: string; wrong: RegExp }> = {
    'de-CH': { language: 'de', wrong: /ß|MwSt/ },
    'en-US': {
      language: 'en',
      wrong:
        /\b(e-mail|E-mail|kerbside|guarantee|[Cc]olour(?!\})|[Gg]rey|Autumn|catalogue|personalise|organise|centre|aluminium)\b/,
    },
  };
  it.each(Object.entries(rules))('%s overlays every text its language writes otherwise', (variant, rule) => {
    const texts = { ...flattenMessages(readLocale(rule.language)), ...flattenMessages(readLocale(variant)) };
    const wrong = Object.entries(texts).filter(([, text]) => rule.wrong.test(text.replace(/\{\w+\}/g, '')));
    expect(wrong).toEqual([]);
  });
});

describe("the spec's English texts", () => {
  // Spec core 6 and 8 and payments spec 5 give these texts verbatim: the English files say them exactly as
  // core's constants, which the API answers too, so neither side can drift from the spec.
  const specTexts: Record<string, string> = {
    'product.inStock': spec.IN_STOCK,
    'product.outOfStock': spec.OUT_OF_THE_STOCK,
    'product.addedToCart': spec.PRODUCT_ADDED_TO_CART,
    'product.cannotAdd': spec.PRODUCT_OUT_OF_STOCK,
    'product.priceUnknown': spec.PRODUCT_PRICE_UNKNOWN,
    'product.noVariant': spec.NO_AVAILABLE_VARIANTS,
    'cart.quantityUpdated': spec.PRODUCT_QUANTITY_UPDATED,
    'cart.volatile': spec.STOCK_VOLATILE,
    'cart.quantityAboveZero': spec.QUANTITY_NOT_ABOVE_ZERO,
    'cart.refusedRestored': spec.CART_UPDATE_FAILED,
    [spec.CART_PRODUCT_REMOVE_ERROR]: spec.CART_PRODUCT_REMOVE_FAILED,
    'cart.couponInvalid': spec.COUPON_INVALID,
    'category.notSynchronized': spec.CATEGORY_NOT_SYNCHRONIZED,
    'error.offline': spec.OFFLINE_PAGE_UNAVAILABLE,
    'account.updated': spec.ACCOUNT_UPDATED,
    'account.passwordChanged': spec.PASSWORD_CHANGED,
    'account.passwordChangeFailed': spec.PASSWORD_CHANGE_FAILED,
    'account.loginRequired': spec.LOGIN_REQUIRED,
    'session.loggedOut': spec.LOGGED_OUT,
    'session.resetOffline': spec.RESET_PASSWORD_OFFLINE,
    'session.ended': spec.TOKEN_REFRESH_UNAUTHORIZED,
    'form.required': spec.FIELD_REQUIRED,
    'form.greaterThanZero': spec.MUST_BE_GREATER_THAN_ZERO,
    'form.passwordsNotIdentical': spec.PASSWORDS_NOT_IDENTICAL,
    'form.terms': spec.TERMS_NOT_ACCEPTED,
  };

  it.each(['en', 'en-US'])('%s says them verbatim', (locale) => {
    const texts = { ...flattenMessages(english), ...flattenMessages(readLocale(locale)) };
    expect(Object.fromEntries(Object.keys(specTexts).map((key) => [key, texts[key]]))).toEqual(specTexts);
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
