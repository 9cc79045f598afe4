/**
 * The cart's thumbnails are the spec's 150x150 (spec 9 "Images: cart thumbnail 150x150") at a desktop's
 * 1366 px and a phone's 390 px, and the cart still fits a 390 px screen. Set E2E_SCREENSHOTS to a folder
 * to keep a picture of the cart at both widths.
 */
import { CART_THUMBNAIL_SIZE, getStoreView, type StoreCode } from '@hortus/core';
import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser, waitForHydration } from './browser';
import { simpleProductSlug } from './catalogue';
import { text } from './texts';

const browser = useBrowser();
const store: StoreCode = 'de-de';
const { language } = getStoreView(store).i18n;

describe('the cart thumbnail', () => {
  it('is 150x150 at 1366 and 390 px, and the cart fits 390 px', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${baseUrl()}/${store}/p/${await simpleProductSlug(store)}`);
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
