/**
 * Payments spec 5's quantity message on the product page: a quantity below 1 is refused at the field with
 * 'Must be greater than 0' in the store's language, not the browser's own words, and nothing is added.
 */
import { getStoreView } from '@hortus/core';
import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser, waitForHydration } from './browser';
import { simpleProductSlug } from './catalogue';
import { text } from './texts';

const browser = useBrowser();

describe('the quantity field of the product page', () => {
  it.each(['pl-pl', 'gb-en'] as const)('refuses 0 with the spec message in %s', async (store) => {
    const { language } = getStoreView(store).i18n;
    const page = await browser.newPage({ locale: 'en-US' });
    await page.goto(`${baseUrl()}/${store}/p/${await simpleProductSlug(store)}`);
    await waitForHydration(page);
    const form = page.locator('form.add-to-cart');
    const quantity = form.locator('input[name="qty"]');
    await quantity.fill('0');
    await form.getByRole('button', { name: text(language, 'product.addToCart') }).click();
    await expect
      .poll(() => quantity.evaluate((field) => (field as HTMLInputElement).validationMessage))
      .toBe(text(language, 'form.greaterThanZero'));
    expect(await page.locator('.cart-count').count()).toBe(0);
    // Typing again clears the message: a valid quantity goes through.
    await quantity.fill('1');
    expect(await quantity.evaluate((field) => (field as HTMLInputElement).validationMessage)).toBe('');
  });
});
