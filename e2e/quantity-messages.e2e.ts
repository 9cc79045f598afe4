/**
 * Payments spec 5's quantity message on the product page: a quantity below 1 is refused at the field with
 * 'Must be greater than 0' in the store's language, not the browser's own words, and nothing is added.
 */
import { getStoreView, type StoreCode } from '@hortus/core';
import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser, waitForHydration } from './browser';
import { text } from './texts';

const browser = useBrowser();

async function simpleProductSlug(store: StoreCode): Promise<string> {
  const response = await fetch(
    `${baseUrl()}/${store}/api/catalog?type=product&size=100&_sourceInclude=slug,type_id,final_price_incl_tax,stock,dealer_product,inquiry_product`,
    { headers: { accept: 'application/json' } },
  );
  const { result } = (await response.json()) as { result: { items: Record<string, unknown>[] } };
  const product = result.items.find(
    (item) =>
      item.type_id === 'simple' &&
      !item.dealer_product &&
      !item.inquiry_product &&
      Number(item.final_price_incl_tax) > 0 &&
      (item.stock as { is_in_stock?: boolean } | undefined)?.is_in_stock,
  );
  if (!product) throw new Error(`no simple product in stock in ${store}`);
  return String(product.slug);
}

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
