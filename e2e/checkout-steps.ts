/**
 * The checkout as a shopper goes through it, step by step, shared by the e2e files that order: a product in
 * the cart, each step filled in and continued by clicking, the order placed, its thank-you page and mail.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getStoreView, type StoreCode } from '@hortus/core';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, type PageOptions, type useBrowser, waitForHydration } from './browser';
import { theShop } from './shop';
import { text } from './texts';

export interface ApiProduct {
  sku: string;
  slug: string;
  name: string;
}

export interface Address {
  firstname: string;
  lastname: string;
  street: string;
  postcode: string;
  city: string;
  telephone: string;
}

export async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { accept: 'application/json' } });
  return ((await response.json()) as { result: T }).result;
}

/** Simple products in stock with a price, with what is left of each, fewest first. */
export async function productsInStock(store: StoreCode): Promise<(ApiProduct & { qty: number })[]> {
  const { items } = await api<{ items: (ApiProduct & Record<string, unknown>)[] }>(
    `/${store}/api/catalog?type=product&size=100&_sourceInclude=sku,slug,name,type_id,final_price_incl_tax,stock,dealer_product,inquiry_product`,
  );
  const simple = items.filter(
    (product) =>
      product.type_id === 'simple' &&
      !product.dealer_product &&
      !product.inquiry_product &&
      (product.final_price_incl_tax as number) > 0,
  );
  const withStock = await Promise.all(
    simple.map(async (product) => {
      const stock = await api<{ qty: number; is_in_stock: boolean }>(
        `/${store}/api/stock/check?sku=${encodeURIComponent(product.sku)}`,
      );
      return {
        sku: product.sku,
        slug: product.slug,
        name: product.name,
        qty: stock.is_in_stock ? stock.qty : 0,
      };
    }),
  );
  return withStock.filter((product) => product.qty > 0).sort((a, b) => a.qty - b.qty);
}

export async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await waitForHydration(page);
}

export async function addToCart(page: Page, store: StoreCode, product: ApiProduct, qty = 1): Promise<void> {
  const language = getStoreView(store).i18n.language;
  await open(page, `/${store}/p/${product.slug}`);
  const form = page.locator('form.add-to-cart');
  if (qty !== 1) await form.getByLabel(text(language, 'product.quantity')).fill(String(qty));
  await form.getByRole('button', { name: text(language, 'product.addToCart') }).click();
  // All that is left of a product is added with the volatile-stock warning (spec 8), else the success notice;
  // a busy machine's add takes longer than expect.poll's default second.
  await expect
    .poll(
      async () => {
        const shown = await page.locator('.notifications').innerText();
        return (
          shown.includes(text(language, 'product.addedToCart')) ||
          shown.includes(text(language, 'cart.volatile'))
        );
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** A new page at the checkout of `store`, with one unit of the product it has most of in the cart. */
export async function checkoutWith(
  browser: ReturnType<typeof useBrowser>,
  store: StoreCode,
  options: PageOptions = {},
): Promise<{ page: Page; product: ApiProduct }> {
  const [product] = (await productsInStock(store)).reverse();
  if (!product) throw new Error(`no product in stock in ${store}`);
  const page = await browser.newPage(options);
  await addToCart(page, store, product);
  await open(page, `/${store}/checkout`);
  return { page, product };
}

/** The checkout's step as a region named by its heading. */
export function step(
  page: Page,
  language: string,
  id: 'Details' | 'Shipping' | 'Payment' | 'Review',
): Locator {
  return page.getByRole('region', { name: text(language, `checkout.step${id}`) });
}

export async function continueFrom(region: Locator, language: string): Promise<void> {
  await region.getByRole('button', { name: text(language, 'checkout.continue'), exact: true }).click();
}

export async function fillDetails(
  page: Page,
  language: string,
  email: string,
  address: Address,
): Promise<void> {
  const details = step(page, language, 'Details');
  await details.getByLabel(text(language, 'session.email'), { exact: true }).fill(email);
  await details.getByLabel(text(language, 'session.firstname'), { exact: true }).fill(address.firstname);
  await details.getByLabel(text(language, 'session.lastname'), { exact: true }).fill(address.lastname);
  await continueFrom(details, language);
}

export async function fillDelivery(page: Page, language: string, address: Address): Promise<void> {
  const shipping = step(page, language, 'Shipping');
  await shipping.getByLabel(text(language, 'address.street'), { exact: true }).fill(address.street);
  await shipping.getByLabel(text(language, 'address.postcode'), { exact: true }).fill(address.postcode);
  await shipping.getByLabel(text(language, 'address.city'), { exact: true }).fill(address.city);
  await shipping.getByLabel(text(language, 'checkout.telephoneForDelivery')).fill(address.telephone);
}

/**
 * Checks a delivery or payment method by its name. Payment methods are always chosen by name: the shop
 * runs with the providers' emulators, whose methods (card, iDEAL, ...) come before prepayment.
 */
export async function choose(region: Locator, name: string | RegExp): Promise<void> {
  await region.getByRole('radio', { name }).check();
}

export async function acceptTermsAndOrder(page: Page, language: string): Promise<void> {
  const review = step(page, language, 'Review');
  await review.getByRole('checkbox', { name: text(language, 'checkout.acceptTerms') }).check();
  // As a shopper does: the total beside the button first (the order is placed only at a total shown).
  await review.locator('.checkout-review-total').waitFor();
  await review.getByRole('button', { name: text(language, 'checkout.placeOrder') }).click();
}

/** The order number the thank-you page shows. */
export async function placedOrderNumber(page: Page, store: StoreCode): Promise<string> {
  const language = getStoreView(store).i18n.language;
  await page.waitForURL(`**/${store}/order/success`);
  await page.getByRole('heading', { name: text(language, 'order.successTitle') }).waitFor();
  const line = await page.locator('.order-number').innerText();
  const number = /(\d{6,})/.exec(line)?.[1];
  if (!number) throw new Error(`no order number in "${line}"`);
  return number;
}

/**
 * The confirmation mail of an order, once the job queue has sent it: found by its Message-ID, which names
 * the store view (order numbers are counted per store view, so a number alone may be another store's).
 */
export async function confirmationMail(store: StoreCode, orderNumber: string): Promise<string> {
  const messageId = `<order-confirmation-${store}-${orderNumber}@`;
  const outbox = theShop().outboxDir;
  let mail = '';
  await expect
    .poll(
      () => {
        for (const file of readdirSync(outbox)) {
          const content = readFileSync(join(outbox, file), 'utf8');
          if (content.includes(messageId)) mail = content;
        }
        return mail;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return mail;
}

/**
 * A browser without JavaScript at the checkout of `store`, with one unit of a product in its cart (the
 * product page's form posted); `mostInStock` takes the product there is most of.
 */
export async function checkoutWithoutScripts(
  browser: ReturnType<typeof useBrowser>,
  store: StoreCode,
  mostInStock = false,
): Promise<Page> {
  const language = getStoreView(store).i18n.language;
  const inStock = await productsInStock(store);
  const product = mostInStock ? inStock.at(-1) : inStock[0];
  if (!product) throw new Error(`no product in stock in ${store}`);
  const page = await browser.newPage({ javaScriptEnabled: false });
  await page.goto(`${baseUrl()}/${store}/p/${product.slug}`);
  await page
    .locator('form.add-to-cart')
    .getByRole('button', { name: text(language, 'product.addToCart') })
    .click();
  await page.waitForLoadState();
  await page.goto(`${baseUrl()}/${store}/checkout`);
  return page;
}
