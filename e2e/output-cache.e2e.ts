/**
 * The output cache as shoppers meet it (ADR 0024): pages come from the cache after their first render for
 * visitors without a session, each visitor's own state (their cart, their consent) is never another's, and
 * a shopper with a session gets pages rendered for them.
 */
import { getStoreView, type StoreCode } from '@hortus/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser, waitForHydration } from './browser';
import { simpleProductSlug } from './catalogue';
import { text } from './texts';

const browser = useBrowser();
const store: StoreCode = 'de-de';
const { language } = getStoreView(store).i18n;

async function open(page: Page, path: string): Promise<string | undefined> {
  const response = await page.goto(`${baseUrl()}${path}`);
  return response?.headers()['x-cache'];
}

/** The count on the header's cart button; none while the cart is empty. */
const cartCount = (page: Page) => page.locator('header .cart-link .cart-count');

describe('the output cache', () => {
  it('answers a category page from the cache, and a shopper with a cart their own page with their count', async () => {
    const category = `/${store}/c/geratehauser?sort=price`;
    const visitor = await browser.newPage();
    await open(visitor, category);
    expect(await open(visitor, category)).toBe('HIT');
    expect(await cartCount(visitor).count()).toBe(0);

    const shopper = await browser.newPage();
    await shopper.goto(`${baseUrl()}/${store}/p/${await simpleProductSlug(store)}`);
    await waitForHydration(shopper);
    await shopper
      .locator('form.add-to-cart')
      .getByRole('button', { name: text(language, 'product.addToCart') })
      .click();
    await expect
      .poll(async () => (await shopper.locator('.notifications').textContent()) ?? '', { timeout: 15_000 })
      .toContain(text(language, 'product.addedToCart'));
    expect(await open(shopper, category)).toBe('BYPASS');
    expect(await cartCount(shopper).textContent()).toBe('1');

    // The page kept for everyone did not take the shopper's count.
    expect(await open(visitor, category)).toBe('HIT');
    expect(await cartCount(visitor).count()).toBe(0);
  });

  it("keeps one visitor's consent out of the page another gets", async () => {
    const path = `/${store}/c/aufbewahrungsboxen`;
    const undecided = await browser.newPage();
    await open(undecided, path);
    expect(await open(undecided, path)).toBe('HIT');
    const banner = (page: Page) => page.getByRole('button', { name: text(language, 'consent.accept') });
    expect(await banner(undecided).count()).toBe(1);

    const deciding = await browser.newPage();
    await deciding.goto(`${baseUrl()}${path}`);
    await waitForHydration(deciding);
    await banner(deciding).click();
    await expect.poll(() => banner(deciding).count()).toBe(0);
    // The banner goes at once; the choice is saved by a request in the background.
    await expect
      .poll(async () =>
        (await deciding.context().cookies()).some((cookie) => cookie.name === 'hortus_consent'),
      )
      .toBe(true);
    await deciding.reload();
    expect(await banner(deciding).count()).toBe(0);

    expect(await open(undecided, path)).toBe('HIT');
    expect(await banner(undecided).count()).toBe(1);
  });
});
