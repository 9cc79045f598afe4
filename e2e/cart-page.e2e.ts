/**
 * The cart page as a shopper reads and changes it: the total says what it leaves out (shipping, from the
 * cheapest rate to the store's country); a quantity of 0 is refused at its field with the spec's message
 * and the line stays; a line goes only by its remove button, whose notice offers to put it back, with
 * and without JavaScript; another site cannot change the cart through the shopper's browser.
 */
import { formatPrice, getStoreView, type StoreCode } from '@hortus/core';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectAxeClean, useBrowser, waitForHydration } from './browser';
import { text } from './texts';

interface ApiProduct {
  sku: string;
  slug: string;
  name: string;
  type_id: string;
  dealer_product?: boolean;
  inquiry_product?: boolean;
  final_price_incl_tax: number;
  stock?: { is_in_stock: boolean };
}

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { accept: 'application/json' } });
  return ((await response.json()) as { result: T }).result;
}

/** Simple products in stock that a shopper can buy in the store. */
async function buyable(store: StoreCode): Promise<ApiProduct[]> {
  const { items } = await api<{ items: ApiProduct[] }>(
    `/${store}/api/catalog?type=product&size=200&_sourceInclude=sku,slug,name,type_id,dealer_product,inquiry_product,final_price_incl_tax,stock`,
  );
  return items.filter(
    (product) =>
      product.type_id === 'simple' &&
      product.stock?.is_in_stock &&
      !product.dealer_product &&
      !product.inquiry_product &&
      product.final_price_incl_tax > 0,
  );
}

const browser = useBrowser();

/** A cart with the products at these quantities, put there as a browser without scripts does. */
async function fillCart(page: Page, store: StoreCode, lines: [ApiProduct, number][]): Promise<void> {
  for (const [product, qty] of lines) {
    const answer = await page.context().request.post(`${baseUrl()}/${store}/cart`, {
      form: { intent: 'add', sku: product.sku, qty: String(qty) },
      headers: { Origin: baseUrl() },
    });
    expect(answer.ok()).toBe(true);
  }
}

/** The cart as the server has it, read the way a browser without scripts would: the cart page's HTML. */
async function serverCart(context: BrowserContext, store: StoreCode): Promise<Record<string, number>> {
  const html = await (await context.request.get(`${baseUrl()}/${store}/cart`)).text();
  const result: Record<string, number> = {};
  for (const match of html.matchAll(
    /name="sku" value="([^"]+)"\/?>(?:(?!<li).)*?name="qty"[^>]*?value="(\d+)"/gs,
  )) {
    result[match[1] as string] = Number(match[2]);
  }
  return result;
}

function lineOf(page: Page, product: ApiProduct): Locator {
  return page.locator('.cart-line', { has: page.locator(`input[name="sku"][value="${product.sku}"]`) });
}

async function products(store: StoreCode, count: number): Promise<ApiProduct[]> {
  const found = (await buyable(store)).slice(6, 6 + count);
  if (found.length < count) throw new Error(`too few products in ${store}`);
  return found;
}

describe.each(['de-de', 'ch-fr'] as StoreCode[])('the cart page in %s', (store) => {
  const storeView = getStoreView(store);
  const language = storeView.i18n.language;

  it('says that the total leaves out shipping, from the cheapest rate to the store’s country', async () => {
    const [product] = await products(store, 1);
    const terms = await api<{ shipping_methods: { price_incl_tax: number }[] }>(
      `/${store}/api/purchase-terms`,
    );
    const cheapest = Math.min(...terms.shipping_methods.map((method) => method.price_incl_tax));
    const page = await browser.newPage();
    await fillCart(page, store, [[product as ApiProduct, 1]]);
    await page.goto(`${baseUrl()}/${store}/cart`);
    await waitForHydration(page);
    expect(await page.locator('.cart-summary .cart-shipping-note').textContent()).toBe(
      text(language, 'cart.plusShippingFrom', { price: formatPrice(cheapest, storeView) }),
    );
    await expectAxeClean(page);
  });
});

describe('the cart page in de-de', () => {
  const store: StoreCode = 'de-de';

  it("refuses a quantity of 0 at the field with the spec's message and keeps the line", async () => {
    expect(text('en', 'cart.quantityAboveZero')).toBe('Quantity must be above 0');
    const [product] = (await products(store, 1)) as [ApiProduct];
    const page = await browser.newPage();
    await fillCart(page, store, [[product, 2]]);
    await page.goto(`${baseUrl()}/${store}/cart`);
    await waitForHydration(page);
    const line = lineOf(page, product);
    await line.locator('input[name="qty"]').fill('0');
    await line.getByRole('button', { name: text('de', 'cart.update') }).click();
    await expect
      .poll(() => line.locator('.field-error').textContent())
      .toBe(text('de', 'cart.quantityAboveZero'));
    expect(await line.locator('input[name="qty"]').getAttribute('aria-invalid')).toBe('true');
    expect(await serverCart(page.context(), store)).toEqual({ [product.sku]: 2 });
    await page.reload();
    expect(await lineOf(page, product).locator('input[name="qty"]').inputValue()).toBe('2');
  });

  it('refuses a quantity of 0 without JavaScript too: the message at the field, the line kept', async () => {
    const [product] = (await products(store, 1)) as [ApiProduct];
    const page = await browser.newPage({ javaScriptEnabled: false });
    await fillCart(page, store, [[product, 3]]);
    await page.goto(`${baseUrl()}/${store}/cart`);
    const line = lineOf(page, product);
    await line.locator('input[name="qty"]').fill('0');
    await line.getByRole('button', { name: text('de', 'cart.update') }).click();
    await page.waitForURL(`${baseUrl()}/${store}/cart`);
    expect(await lineOf(page, product).locator('.field-error').textContent()).toBe(
      text('de', 'cart.quantityAboveZero'),
    );
    expect(await serverCart(page.context(), store)).toEqual({ [product.sku]: 3 });
  });

  it('removes a line with its button and puts it back at its quantity with the notice’s undo', async () => {
    const [product, other] = (await products(store, 2)) as [ApiProduct, ApiProduct];
    const page = await browser.newPage();
    await fillCart(page, store, [
      [product, 3],
      [other, 1],
    ]);
    await page.goto(`${baseUrl()}/${store}/cart`);
    await waitForHydration(page);
    await lineOf(page, product)
      .getByRole('button', { name: new RegExp(text('de', 'cart.remove')) })
      .click();
    const notice = page.locator('.notification', {
      hasText: text('de', 'cart.removedLine', { name: product.name }),
    });
    await notice.waitFor();
    await expect.poll(() => serverCart(page.context(), store)).toEqual({ [other.sku]: 1 });
    await expectAxeClean(page);
    await notice.getByRole('button', { name: text('de', 'cart.undo') }).click();
    await lineOf(page, product).waitFor();
    await expect.poll(() => serverCart(page.context(), store)).toEqual({ [other.sku]: 1, [product.sku]: 3 });
  });

  it('offers the undo without JavaScript on the page the removal lands on', async () => {
    const [product] = (await products(store, 1)) as [ApiProduct];
    const page = await browser.newPage({ javaScriptEnabled: false });
    await fillCart(page, store, [[product, 2]]);
    await page.goto(`${baseUrl()}/${store}/cart`);
    await lineOf(page, product)
      .getByRole('button', { name: new RegExp(text('de', 'cart.remove')) })
      .click();
    await page.waitForURL(`${baseUrl()}/${store}/cart`);
    expect(await page.locator('.notifications').textContent()).toContain(
      text('de', 'cart.removedLine', { name: product.name }),
    );
    expect(await serverCart(page.context(), store)).toEqual({});
    await page
      .locator('.notifications')
      .getByRole('button', { name: text('de', 'cart.undo') })
      .click();
    await page.waitForURL(`${baseUrl()}/${store}/cart`);
    expect(await page.locator('.notifications').textContent()).toContain(
      text('de', 'cart.restored', { name: product.name }),
    );
    expect(await lineOf(page, product).locator('input[name="qty"]').inputValue()).toBe('2');
  });

  it("refuses another site's post to the cart with the shopper's cookies, and the cart stays as it was", async () => {
    const [product] = (await products(store, 1)) as [ApiProduct];
    const page = await browser.newPage();
    await fillCart(page, store, [[product, 1]]);
    const forged = await page.context().request.post(`${baseUrl()}/${store}/cart`, {
      form: { intent: 'remove', sku: product.sku },
      headers: { Origin: 'http://evil.example' },
    });
    expect(forged.status()).toBe(403);
    expect(await serverCart(page.context(), store)).toEqual({ [product.sku]: 1 });
  });
});
