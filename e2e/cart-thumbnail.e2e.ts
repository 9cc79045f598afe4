/**
 * The cart's thumbnails are the spec's 150x150 (spec 9 "Images: cart thumbnail 150x150") at a desktop's
 * 1366 px and a phone's 390 px, and the cart still fits a 390 px screen. Set E2E_SCREENSHOTS to a folder
 * to keep a picture of the cart at both widths.
 */
import { CART_THUMBNAIL_SIZE, getStoreView, type StoreCode } from '@hortus/core';
import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser, waitForHydration } from './browser';
import { text } from './texts';

const browser = useBrowser();
const store: StoreCode = 'de-de';
const { language } = getStoreView(store).i18n;

/** The slug of a simple product in stock with a price, as the catalogue lists it. */
async function simpleProductSlug(): Promise<string> {
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

describe('the cart thumbnail', () => {
  it('is 150x150 at 1366 and 390 px, and the cart fits 390 px', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${baseUrl()}/${store}/p/${await simpleProductSlug()}`);
    await waitForHydration(page);
    await page
      .locator('form.add-to-cart')
      .getByRole('button', { name: text(language, 'product.addToCart') })
      .click();
    await expect
      .poll(async () => (await page.locator('.notifications').textContent()) ?? '')
      .toContain(text(language, 'product.addedToCart'));
    await page.goto(`${baseUrl()}/${store}/cart`);
    await waitForHydration(page);
    const thumbnail = page.locator('.cart-line img').first();

    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await thumbnail.scrollIntoViewIfNeeded();
      const box = await thumbnail.boundingBox();
      expect({ width: box?.width, height: box?.height }, `${width} px`).toEqual(CART_THUMBNAIL_SIZE);
      expect(await thumbnail.getAttribute('width')).toBe(String(CART_THUMBNAIL_SIZE.width));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const folder = process.env.E2E_SCREENSHOTS;
      if (folder) await page.screenshot({ path: `${folder}/cart-${width}.png`, fullPage: true });
    }
  });
});
