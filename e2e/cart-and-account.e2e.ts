/**
 * Buying starts here: the cart and the customer's session as a shopper meets them, in three store views
 * and their languages. A guest fills a cart (a simple product and a variant), changes a quantity, logs in
 * and finds the cart merged with the one the account already had; the cart changes offline and catches
 * up when the browser is back; an access token runs out mid-session unnoticed; a forgotten password is
 * replaced through the mail in the outbox; and a shopper without JavaScript adds to the cart.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getStoreView, type StoreCode } from '@hortus/core';
import { simpleParser } from 'mailparser';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { baseUrl, expectAxeClean, expectConsoleErrors, useBrowser, waitForHydration } from './browser';
import { inTurn } from './in-turn';
import { theShop } from './shop';
import { expectNoMessageIds, text } from './texts';

const STORES: StoreCode[] = ['de-de', 'ch-fr', 'pl-pl'];
const PASSWORD = 'Gartenhaus-2026!';

interface ApiProduct {
  sku: string;
  slug: string;
  name: string;
  type_id: string;
  dealer_product?: boolean;
  inquiry_product?: boolean;
  final_price_incl_tax: number;
  stock?: { is_in_stock: boolean; max_sale_qty: number };
  configurable_children?: Array<{ sku: string; name: string; stock?: { is_in_stock: boolean } }>;
}

async function api<T>(path: string, init?: RequestInit): Promise<{ status: number; result: T }> {
  const response = await fetch(`${baseUrl()}${path}`, {
    ...init,
    headers: { accept: 'application/json', ...(init?.body ? { 'content-type': 'application/json' } : {}) },
  });
  const envelope = (await response.json()) as { result: T };
  return { status: response.status, result: envelope.result };
}

/** Products a shopper can buy in the store: simple ones and configurable ones with a variant in stock. */
async function buyable(store: StoreCode): Promise<{ simple: ApiProduct[]; configurable: ApiProduct[] }> {
  const { result } = await api<{ items: ApiProduct[] }>(
    `/${store}/api/catalog?type=product&size=200&_sourceInclude=sku,slug,name,type_id,dealer_product,inquiry_product,final_price_incl_tax,stock,configurable_children`,
  );
  const forSale = result.items.filter(
    (product) => !product.dealer_product && !product.inquiry_product && product.final_price_incl_tax > 0,
  );
  return {
    simple: forSale.filter((product) => product.type_id === 'simple' && product.stock?.is_in_stock),
    configurable: forSale.filter(
      (product) =>
        product.type_id === 'configurable' &&
        product.configurable_children?.some((child) => child.stock?.is_in_stock !== false),
    ),
  };
}

async function registerCustomer(store: StoreCode, firstname: string): Promise<string> {
  const email = `${firstname.toLowerCase()}.${store}.${Date.now()}@example.com`;
  const created = await api(`/${store}/api/user/create`, {
    method: 'POST',
    body: JSON.stringify({ customer: { email, firstname, lastname: 'Muster' }, password: PASSWORD }),
  });
  expect(created.status).toBe(200);
  return email;
}

const browser = useBrowser();

/** The link of the newest mail to this address in the shop's outbox that matches the pattern. */
async function mailLink(email: string, pattern: RegExp): Promise<string> {
  const outbox = theShop().outboxDir;
  let found: string | undefined;
  await expect
    .poll(async () => {
      for (const name of readdirSync(outbox).sort().reverse()) {
        const raw = readFileSync(join(outbox, name));
        if (!raw.includes(email)) continue;
        const mail = await simpleParser(raw);
        found = pattern.exec(mail.text ?? '')?.[0];
        if (found) return true;
      }
      return false;
    })
    .toBe(true);
  return found as string;
}

async function logIn(page: Page, store: StoreCode, email: string, password = PASSWORD): Promise<void> {
  const language = getStoreView(store).i18n.language;
  await page.goto(`${baseUrl()}/${store}/account`);
  await waitForHydration(page);
  const loginForm = page.locator('form', { has: page.locator('#login-title') });
  await loginForm.getByLabel(text(language, 'session.email')).fill(email);
  await loginForm.getByLabel(text(language, 'session.password'), { exact: true }).fill(password);
  await loginForm.getByRole('button', { name: text(language, 'session.login') }).click();
  await page.locator('.account-greeting').waitFor();
}

/** Waits until the element shows (Playwright's own wait, with its timeout). */
async function shown(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible' });
}

async function openProduct(page: Page, store: StoreCode, product: ApiProduct): Promise<void> {
  await page.goto(`${baseUrl()}/${store}/p/${product.slug}`);
  await waitForHydration(page);
}

async function addToCart(page: Page, language: string, qty?: number): Promise<void> {
  const form = page.locator('form.add-to-cart');
  if (qty !== undefined) await form.getByLabel(text(language, 'product.quantity')).fill(String(qty));
  await form.getByRole('button', { name: text(language, 'product.addToCart') }).click();
  await expect
    .poll(() => page.locator('.notifications').innerText())
    .toContain(text(language, 'product.addedToCart'));
}

/** The cart's lines as the cart page shows them: sku and quantity. */
async function cartLines(page: Page): Promise<Record<string, number>> {
  const lines = page.locator('.cart-line');
  const result: Record<string, number> = {};
  for (const line of await lines.all()) {
    const sku = (await line.locator('input[name="sku"]').first().inputValue()).trim();
    result[sku] = Number(await line.locator('input[name="qty"]').inputValue());
  }
  return result;
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

async function cartCount(page: Page): Promise<string> {
  return (await page.locator('.cart-link').getAttribute('aria-label')) ?? '';
}

describe.each(STORES)('the cart and the account in %s', (store) => {
  const language = getStoreView(store).i18n.language;
  const it = inTurn(STORES, store);

  it('a guest fills the cart, changes a quantity, logs in and finds both carts merged', async () => {
    const { simple, configurable } = await buyable(store);
    const [first, second, third] = simple;
    const variantProduct = configurable[0];
    if (!first || !second || !third || !variantProduct) throw new Error(`too few products in ${store}`);

    // The account already has a cart in this store with the second and third product.
    const email = await registerCustomer(store, 'Erika');
    const login = await api<{ token: string }>(`/${store}/api/user/login`, {
      method: 'POST',
      body: JSON.stringify({ username: email, password: PASSWORD }),
    });
    const token = login.result.token;
    const own = await api<string>(`/${store}/api/cart/create?token=${token}`, { method: 'POST' });
    await api(`/${store}/api/cart/update-many?token=${token}&cartId=${own.result}`, {
      method: 'POST',
      body: JSON.stringify({
        cartItems: [
          { sku: second.sku, qty: 1 },
          { sku: third.sku, qty: 2 },
        ],
      }),
    });

    const page = await browser.newPage();
    await openProduct(page, store, first);
    await addToCart(page, language, 2);
    await openProduct(page, store, variantProduct);
    const variantSku = await page.locator('form.add-to-cart input[name="sku"]').inputValue();
    expect(variantSku).not.toBe(variantProduct.sku);
    await addToCart(page, language);
    // The same product again raises its quantity (spec 4 "Add to cart").
    await openProduct(page, store, second);
    await addToCart(page, language);
    await expect.poll(() => cartCount(page)).toContain('4');

    await page.goto(`${baseUrl()}/${store}/cart`);
    await waitForHydration(page);
    expect(await cartLines(page)).toEqual({ [first.sku]: 2, [variantSku]: 1, [second.sku]: 1 });
    const firstLine = page.locator('.cart-line', { has: page.locator(`input[value="${first.sku}"]`) });
    await firstLine.locator('input[name="qty"]').fill('3');
    await firstLine.getByRole('button', { name: text(language, 'cart.update') }).click();
    await expect
      .poll(() => page.locator('.notifications').innerText())
      .toContain(text(language, 'cart.quantityUpdated'));
    await expect
      .poll(() => serverCart(page.context(), store))
      .toEqual({
        [first.sku]: 3,
        [variantSku]: 1,
        [second.sku]: 1,
      });
    await expectAxeClean(page, `${store} cart`);
    await expectNoMessageIds(page);

    await page.goto(`${baseUrl()}/${store}/account`);
    await waitForHydration(page);
    await shown(page.getByText(text(language, 'account.loginRequired')));
    await expectAxeClean(page, `${store} login`);
    const loginForm = page.locator('form', { has: page.locator('#login-title') });
    await loginForm.getByLabel(text(language, 'session.email')).fill(email);
    await loginForm.getByLabel(text(language, 'session.password'), { exact: true }).fill(PASSWORD);
    await loginForm.getByRole('button', { name: text(language, 'session.login') }).click();
    await shown(page.getByText(text(language, 'account.hello', { name: 'Erika' })));
    await expectAxeClean(page, `${store} account`);
    await expectNoMessageIds(page);

    // Merged, not added up: the second product was in both carts once.
    await page.goto(`${baseUrl()}/${store}/cart`);
    await waitForHydration(page);
    expect(await cartLines(page)).toEqual({
      [first.sku]: 3,
      [variantSku]: 1,
      [second.sku]: 1,
      [third.sku]: 2,
    });
    await expect.poll(() => cartCount(page)).toContain('7');

    // Logging out leaves nothing of the customer's cart in this browser.
    await page.goto(`${baseUrl()}/${store}/account`);
    await waitForHydration(page);
    await page.getByRole('button', { name: text(language, 'session.logout') }).click();
    await shown(page.getByText(text(language, 'account.loginRequired')));
    await expect
      .poll(() => page.locator('.notifications').innerText())
      .toContain(text(language, 'session.loggedOut'));
    await page.goto(`${baseUrl()}/${store}/cart`);
    await waitForHydration(page);
    await shown(page.getByText(text(language, 'cart.empty')));
  });

  it('the cart changes offline and the server has the change once the browser is back', async () => {
    const { simple } = await buyable(store);
    const [product, other] = simple.slice(3);
    if (!product || !other) throw new Error(`too few products in ${store}`);
    const page = await browser.newPage();
    await openProduct(page, store, product);
    await addToCart(page, language);
    await openProduct(page, store, other);
    await addToCart(page, language);
    await page.goto(`${baseUrl()}/${store}/cart`);
    await waitForHydration(page);

    // Offline, the browser reports what it could not fetch (React Router's route manifest for the links
    // on the page among it); the cart itself must not fail.
    expectConsoleErrors(
      page,
      (message) =>
        message.includes('ERR_INTERNET_DISCONNECTED') ||
        message.startsWith('Failed to fetch manifest patches'),
    );
    await page.context().setOffline(true);
    const line = page.locator('.cart-line', { has: page.locator(`input[value="${product.sku}"]`) });
    await line.locator('input[name="qty"]').fill('4');
    await line.getByRole('button', { name: text(language, 'cart.update') }).click();
    await expect
      .poll(() => page.locator('.notifications').innerText())
      .toContain(text(language, 'cart.savedOffline'));
    const otherLine = page.locator('.cart-line', { has: page.locator(`input[value="${other.sku}"]`) });
    await otherLine.getByRole('button', { name: new RegExp(text(language, 'cart.remove')) }).click();
    expect(await cartLines(page)).toEqual({ [product.sku]: 4 });
    await shown(page.getByText(text(language, 'cart.pendingSync')));

    await page.context().setOffline(false);
    await expect.poll(() => serverCart(page.context(), store)).toEqual({ [product.sku]: 4 });
    await page.getByText(text(language, 'cart.pendingSync')).waitFor({ state: 'hidden' });
  });

  it('an access token that runs out mid-session is renewed without the shopper noticing', async () => {
    const email = await registerCustomer(store, 'Jonas');
    const page = await browser.newPage();
    await logIn(page, store, email);
    await shown(page.getByText(text(language, 'account.hello', { name: 'Jonas' })));
    const session = async () =>
      (await page.context().cookies()).find((cookie) => cookie.name === 'hortus_customer')?.value;
    const before = await session();
    // Past the token's life (the shop renews 30 s before the end): the next page must still know Jonas.
    await page.waitForTimeout((inject('accessTokenTtlSeconds') - 30 + 2) * 1000);
    await page.goto(`${baseUrl()}/${store}/account/addresses`);
    await shown(page.getByText(text(language, 'account.hello', { name: 'Jonas' })));
    expect(await session()).not.toBe(before);
    expect(await page.locator('.notifications').innerText()).not.toContain(text(language, 'session.ended'));
  });

  it('a forgotten password is replaced through the link in the mail', async () => {
    const email = await registerCustomer(store, 'Mia');
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/${store}/account`);
    await waitForHydration(page);
    const resetForm = page.locator('form', { has: page.locator('#reset-title') });
    await resetForm.getByLabel(text(language, 'session.email')).fill(email);
    await resetForm.getByRole('button', { name: text(language, 'session.resetSubmit') }).click();
    await expect
      .poll(() => page.locator('.notifications').innerText())
      .toContain(text(language, 'session.resetRequested'));

    const link = await mailLink(email, /https?:\/\/\S+\/reset-password\?resetToken=[\w-]+/);
    const path = new URL(link).pathname + new URL(link).search;
    expect(path.startsWith(`/${store}/reset-password`)).toBe(true);

    await page.goto(`${baseUrl()}${path}`);
    await waitForHydration(page);
    await expectAxeClean(page, `${store} create password`);
    const newPassword = 'Hochbeet-Neu-2027';
    await page.getByLabel(text(language, 'session.newPassword')).fill(newPassword);
    await page.getByLabel(text(language, 'session.retypePassword')).fill(newPassword);
    await page.getByRole('button', { name: text(language, 'session.savePassword') }).click();
    await shown(page.getByText(text(language, 'session.passwordCreated')));

    const login = await api(`/${store}/api/user/login`, {
      method: 'POST',
      body: JSON.stringify({ username: email, password: newPassword }),
    });
    expect(login.status).toBe(200);
    const reused = await page.goto(`${baseUrl()}${path}`);
    expect(reused?.status()).toBe(200);
    await page.getByLabel(text(language, 'session.newPassword')).fill('Another-Pass-99');
    await page.getByLabel(text(language, 'session.retypePassword')).fill('Another-Pass-99');
    await page.getByRole('button', { name: text(language, 'session.savePassword') }).click();
    await shown(page.getByText(text(language, 'session.resetLinkInvalid')));
  });

  it('adds to the cart without JavaScript', async () => {
    const { simple } = await buyable(store);
    const product = simple[5];
    if (!product) throw new Error(`too few products in ${store}`);
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/${store}/p/${product.slug}`);
    await page.locator('form.add-to-cart').getByLabel(text(language, 'product.quantity')).fill('2');
    await page
      .locator('form.add-to-cart')
      .getByRole('button', { name: text(language, 'product.addToCart') })
      .click();
    await page.waitForURL(`${baseUrl()}/${store}/cart`);
    expect(await page.locator('.notifications').innerText()).toContain(text(language, 'product.addedToCart'));
    expect(await cartLines(page)).toEqual({ [product.sku]: 2 });
    expect(await page.locator('.cart-link').innerText()).toContain('2');
  });
});

describe('the newsletter', () => {
  const store: StoreCode = 'nl-nl';
  const language = getStoreView(store).i18n.language;

  it('signs up with double opt-in: the mail, the confirmation button, and the state on the account page', async () => {
    const email = await registerCustomer(store, 'Sanne');
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/${store}/newsletter`);
    await waitForHydration(page);
    await expectAxeClean(page, `${store} newsletter`);
    await page.getByLabel(text(language, 'session.email')).fill(email);
    await page.getByRole('button', { name: text(language, 'newsletter.subscribe') }).click();
    await shown(page.getByText(text(language, 'newsletter.confirmSent')));

    const link = await mailLink(email, /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/);
    const path = new URL(link).pathname + new URL(link).search;
    expect(path.startsWith(`/${store}/newsletter/confirm`)).toBe(true);
    // Opening the link alone (as a mail scanner would) subscribes nobody: the reader confirms.
    await page.goto(`${baseUrl()}${path}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: text(language, 'newsletter.confirm') }).click();
    await shown(page.getByText(text(language, 'newsletter.subscribed')));

    await logIn(page, store, email);
    await page.goto(`${baseUrl()}/${store}/account/newsletter`);
    await waitForHydration(page);
    await shown(page.getByText(text(language, 'newsletter.status.subscribed')));
    await expectAxeClean(page, `${store} account newsletter`);
    await page.getByRole('button', { name: text(language, 'newsletter.unsubscribe') }).click();
    await shown(page.getByText(text(language, 'newsletter.status.none')));
  });
});
