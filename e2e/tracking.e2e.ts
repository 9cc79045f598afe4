/**
 * Tracking and consent (spec 9, payments spec 3): the consent banner of a store (nl-nl), axe-clean at
 * 1366 and 390 px; after 'reject' nothing reaches window.dataLayer while the shopper views a product and
 * adds it to the cart; after 'accept' (no reload, and the banner stays gone after one) view_item and
 * the spec's addToCart arrive with the item and the store's currency; the banner by keyboard, and its
 * buttons and the footer's 'Cookie settings' without JavaScript. The shop runs without GTM_ID: no tag
 * may load.
 */
import { getStoreView, type StoreCode } from '@hortus/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectAxeClean, useBrowser, waitForHydration } from './browser';
import { expectNoMessageIds, text } from './texts';

const browser = useBrowser();
const store: StoreCode = 'nl-nl';
const { language, currencyCode } = getStoreView(store).i18n;

interface ApiProduct {
  sku: string;
  slug: string;
  name: string;
  final_price_incl_tax: number;
}

/** A simple product in stock with a price, as the catalogue lists it. */
async function simpleProduct(): Promise<ApiProduct> {
  const response = await fetch(
    `${baseUrl()}/${store}/api/catalog?type=product&size=100&_sourceInclude=sku,slug,name,type_id,final_price_incl_tax,stock,dealer_product,inquiry_product`,
    { headers: { accept: 'application/json' } },
  );
  const { result } = (await response.json()) as {
    result: { items: (ApiProduct & Record<string, unknown>)[] };
  };
  const product = result.items.find(
    (item) =>
      item.type_id === 'simple' &&
      !item.dealer_product &&
      !item.inquiry_product &&
      item.final_price_incl_tax > 0 &&
      (item.stock as { is_in_stock?: boolean } | undefined)?.is_in_stock,
  );
  if (!product) throw new Error(`no simple product in stock in ${store}`);
  return product;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await waitForHydration(page);
}

const banner = (page: Page) => page.getByRole('region', { name: text(language, 'consent.title') });
const button = (page: Page, id: 'consent.accept' | 'consent.reject') =>
  banner(page).getByRole('button', { name: text(language, id), exact: true });

/** window.dataLayer as plain data (gtag commands, Arguments objects, as arrays); undefined when absent. */
function dataLayerOf(page: Page): Promise<unknown[] | undefined> {
  return page.evaluate(() => {
    const layer = (window as { dataLayer?: unknown[] }).dataLayer;
    return layer?.map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    );
  });
}

async function consentCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'hortus_consent')?.value;
}

/** Marks the document, so a test can tell that a click did not load a new one. */
async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    (window as { hortusMark?: boolean }).hortusMark = true;
  });
  return () => page.evaluate(() => (window as { hortusMark?: boolean }).hortusMark === true);
}

async function addToCart(page: Page): Promise<void> {
  await page
    .locator('form.add-to-cart')
    .getByRole('button', { name: text(language, 'product.addToCart') })
    .click();
  await expect
    .poll(async () => (await page.locator('.notifications').textContent()) ?? '')
    .toContain(text(language, 'product.addedToCart'));
}

describe(`the consent banner (${store})`, () => {
  it('is shown, axe-clean at 1366 and 390 px; after reject nothing reaches window.dataLayer', async () => {
    const product = await simpleProduct();
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await open(page, `/${store}`);
    await banner(page).waitFor();
    await expectNoMessageIds(page);
    await expectAxeClean(page, `${store} home with the consent banner, 1366 px`);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => button(page, 'consent.accept').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAxeClean(page, `${store} home with the consent banner, 390 px`);

    const sameDocument = await markDocument(page);
    await button(page, 'consent.reject').click();
    await banner(page).waitFor({ state: 'detached' });
    expect(await sameDocument()).toBe(true);
    await expect.poll(() => consentCookie(page)).toBe('denied');

    await open(page, `/${store}/p/${product.slug}`);
    expect(await banner(page).count()).toBe(0);
    await addToCart(page);
    // The queue would go out when the browser is idle: give it that time.
    await page.waitForTimeout(1500);
    expect(await dataLayerOf(page)).toBeUndefined();
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  });

  it("after accept (no reload) view_item and the spec's addToCart carry the item and the currency; it stays gone", async () => {
    const product = await simpleProduct();
    const page = await browser.newPage();
    await open(page, `/${store}/p/${product.slug}`);
    // Undecided: the product view went nowhere.
    await page.waitForTimeout(1500);
    expect(await dataLayerOf(page)).toBeUndefined();

    const sameDocument = await markDocument(page);
    await button(page, 'consent.accept').click();
    await banner(page).waitFor({ state: 'detached' });
    expect(await sameDocument()).toBe(true);
    await expect.poll(() => consentCookie(page)).toBe('granted');

    await page.reload();
    await waitForHydration(page);
    expect(await banner(page).count()).toBe(0);
    const item = {
      item_id: product.sku,
      item_name: product.name,
      price: product.final_price_incl_tax / 100,
    };
    const events = async () => ((await dataLayerOf(page)) ?? []) as Array<Record<string, unknown>>;
    await expect
      .poll(async () => (await events()).find((entry) => entry.event === 'view_item'))
      .toEqual({
        event: 'view_item',
        ecommerce: { currency: currencyCode, value: item.price, items: [{ ...item, quantity: 1 }] },
      });
    // Consent Mode v2: the default (denied) and the update (granted) come before any event.
    const layer = await events();
    expect(layer.slice(0, 2)).toEqual([
      [
        'consent',
        'default',
        expect.objectContaining({ analytics_storage: 'denied', ad_user_data: 'denied' }),
      ],
      [
        'consent',
        'update',
        expect.objectContaining({ analytics_storage: 'granted', ad_user_data: 'granted' }),
      ],
    ]);

    const qty = Number(await page.locator('form.add-to-cart input[name="qty"]').inputValue());
    await addToCart(page);
    await expect
      .poll(async () => (await events()).find((entry) => entry.event === 'addToCart'))
      .toEqual({
        event: 'addToCart',
        ecommerce: {
          currency: currencyCode,
          value: (product.final_price_incl_tax * qty) / 100,
          items: [{ ...item, quantity: qty }],
        },
      });
    // No container is configured in this shop: no tag loads, whatever the consent.
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  });

  it('is used by keyboard: right after the skip link, visible focus, Enter chooses; Cookie settings reopens it', async () => {
    const page = await browser.newPage();
    await open(page, `/${store}`);
    const focusedIn = (selector: string) =>
      page.evaluate((wanted) => document.activeElement?.closest(wanted) !== null, selector);
    await page.keyboard.press('Tab');
    expect(await focusedIn('.skip-link')).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusedIn('.consent-banner')).toBe(true);
    const reject = button(page, 'consent.reject');
    for (
      let step = 0;
      step < 3 && !(await reject.evaluate((element) => element === document.activeElement));
      step++
    ) {
      await page.keyboard.press('Tab');
    }
    expect(await reject.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await reject.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
    await page.keyboard.press('Enter');
    await banner(page).waitFor({ state: 'detached' });
    await expect.poll(() => consentCookie(page)).toBe('denied');

    const settings = page.getByRole('link', { name: text(language, 'consent.settings') });
    await settings.focus();
    await page.keyboard.press('Enter');
    await banner(page).waitFor();
    await expect.poll(() => focusedIn('.consent-banner')).toBe(true);
    await banner(page).getByText(text(language, 'consent.currentDenied')).waitFor();
    await expectAxeClean(page, `${store} consent banner opened from the footer`);
    const accept = button(page, 'consent.accept');
    for (
      let step = 0;
      step < 4 && !(await accept.evaluate((element) => element === document.activeElement));
      step++
    ) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await banner(page).waitFor({ state: 'detached' });
    await expect.poll(() => consentCookie(page)).toBe('granted');
    expect(await settings.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('works without JavaScript: the buttons post and come back to the page, the footer link shows it again', async () => {
    const product = await simpleProduct();
    const page = await browser.newPage({ javaScriptEnabled: false });
    const path = `/${store}/p/${product.slug}`;
    await page.goto(`${baseUrl()}${path}`);
    await button(page, 'consent.reject').click();
    await page.waitForURL((url) => url.pathname === path && url.search === '');
    expect(await banner(page).count()).toBe(0);
    expect(await consentCookie(page)).toBe('denied');

    await page.getByRole('link', { name: text(language, 'consent.settings') }).click();
    await page.waitForURL((url) => url.searchParams.has('cookie-settings'));
    await banner(page).getByText(text(language, 'consent.currentDenied')).waitFor();
    await button(page, 'consent.accept').click();
    await page.waitForURL((url) => url.pathname === path && url.search === '');
    expect(await banner(page).count()).toBe(0);
    expect(await consentCookie(page)).toBe('granted');
  });
});
