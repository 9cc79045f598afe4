/**
 * What is not shipped costs no shipping (issue 24 item 19): the PDF manual's product page in de-de promises
 * the download after payment, neither delivery days nor a shipping price nor cash on delivery, and the
 * checkout of a cart holding only it offers the one delivery method that costs nothing.
 */
import { formatPrice, getStoreView, type StoreCode } from '@hortus/core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectAxeClean, useBrowser, waitForHydration } from './browser';
import { text } from './texts';

const browser = useBrowser();
const store: StoreCode = 'de-de';
const language = getStoreView(store).i18n.language;
const MANUAL = '/de-de/p/aufbauanleitung-pdf-avantgarde';

describe('a download-only product', () => {
  it('promises the download after payment on its page, no delivery days, no shipping price, no cash on delivery', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}${MANUAL}`);
    await waitForHydration(page);
    const promise = page.locator('.purchase-promise');
    const promised = (await promise.textContent()) ?? '';
    expect(promised).toContain(text(language, 'product.downloadAfterPayment'));
    for (const days of [
      { min: '2', max: '4' },
      { min: '5', max: '8' },
    ]) {
      expect(promised).not.toContain(text(language, 'product.deliveryTime', days));
    }
    expect(promised).not.toContain(text(language, 'product.shippingCost', { price: '' }).trim());
    expect(promised).not.toContain(formatPrice(49_00, getStoreView(store)));
    expect(promised).not.toContain('Nachnahme');
    await expectAxeClean(page, 'download product page');
  });

  it('is delivered by the method that costs nothing in the checkout', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}${MANUAL}`);
    await waitForHydration(page);
    await page
      .locator('form.add-to-cart')
      .getByRole('button', { name: text(language, 'product.addToCart') })
      .click();
    await page.locator('.notifications').getByText(text(language, 'product.addedToCart')).waitFor();
    await page.goto(`${baseUrl()}/${store}/checkout`);
    await waitForHydration(page);
    // The delivery step's one choice (read in the form while an earlier step is open).
    const choices = page.locator('input[type="radio"][name="shipping.method"]');
    expect(await choices.count()).toBe(1);
    expect(await choices.getAttribute('value')).toBe('nodelivery|nodelivery');
    const choice = page.locator('label.choice', { has: choices });
    expect(await choice.textContent()).toContain('Ohne Versand (Download oder Dienstleistung)');
    expect(await choice.locator('.choice-price').textContent()).toBe(formatPrice(0, getStoreView(store)));
  });
});
