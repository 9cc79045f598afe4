/**
 * The back office's orders as staff use them: a registered shopper places a bank-transfer order; staff
 * find it by its number, book its payment, start fulfilment and ship it with a tracking number; the
 * shopper's account then shows it shipped with the carrier's tracking link. Staff cancel another order and
 * its units are back in stock; a customer's page opens their orders; the CSV export of a filter holds the
 * list's rows, and a change of language keeps the filter. Screenshots at 1366 and 768 px go to
 * E2E_SCREENSHOTS_DIR when it is set.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectAxeClean, shoot, useBrowser, waitForHydration } from './browser';
import { signedInPage } from './staff';
import { text } from './texts';

const browser = useBrowser();
const STORE = 'de-de';
const PASSWORD = 'Gartenhaus-2026!';

async function api<T>(path: string, body?: object): Promise<{ status: number; result: T }> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, result: ((await response.json()) as { result: T }).result };
}

interface Product {
  sku: string;
  name: string;
}

/** A simple product of the store view in stock with a price (as the catalogue lists it). */
async function simpleProduct(): Promise<Product> {
  const { result } = await api<{ items: (Product & Record<string, unknown>)[] }>(
    `/${STORE}/api/catalog?type=product&size=100&_sourceInclude=sku,slug,name,type_id,final_price_incl_tax,stock,dealer_product,inquiry_product`,
  );
  const product = result.items.find(
    (item) =>
      item.type_id === 'simple' &&
      !item.dealer_product &&
      !item.inquiry_product &&
      (item.final_price_incl_tax as number) > 0 &&
      (item.stock as { is_in_stock?: boolean; qty?: number } | undefined)?.is_in_stock &&
      ((item.stock as { qty?: number }).qty ?? 0) > 5,
  );
  if (!product) throw new Error(`no simple product in stock in ${STORE}`);
  return product;
}

const stockOf = async (sku: string) =>
  (await api<{ qty: number }>(`/${STORE}/api/stock/check?sku=${encodeURIComponent(sku)}`)).result.qty;

/** A registered shopper (its e-mail and access token). */
async function shopper(firstname: string) {
  const email = `${firstname.toLowerCase()}.${Date.now()}@example.de`;
  const created = await api(`/${STORE}/api/user/create`, {
    customer: { email, firstname, lastname: 'Gärtner' },
    password: PASSWORD,
  });
  expect(created.status).toBe(200);
  const login = await api<{ token: string }>(`/${STORE}/api/user/login`, {
    username: email,
    password: PASSWORD,
  });
  return { email, token: login.result.token };
}

/** An order placed as the shop's checkout places it, by bank transfer, for the shopper logged in. */
async function placeOrder(customer: { email: string; token: string }, product: Product, qty: number) {
  const { result: cartId } = await api<string>(`/${STORE}/api/cart/create?token=${customer.token}`, {});
  await api(`/${STORE}/api/cart/update?token=${customer.token}&cartId=${cartId}`, {
    cartItem: { sku: product.sku, qty },
  });
  const address = {
    firstname: 'Greta',
    lastname: 'Gärtner',
    street: ['Lindenallee 4'],
    city: 'Hamburg',
    postcode: '20095',
    country_id: 'DE',
  };
  const placed = await api<{ increment_id: string; entity_id: number }>(
    `/${STORE}/api/order?token=${customer.token}&cartId=${cartId}`,
    {
      idempotency_key: `e2e-${Date.now()}-backoffice-orders-${qty}`,
      email: customer.email,
      firstname: 'Greta',
      lastname: 'Gärtner',
      addressInformation: {
        shippingAddress: address,
        billingAddress: address,
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
        payment_method_code: 'banktransfer',
      },
    },
  );
  expect(placed.status).toBe(200);
  return placed.result;
}

/** A new orders-role staff member, signed in through the pages (the first sign-in enrols the second factor). */
async function signedInStaff(page: Page): Promise<void> {
  await signedInPage(page, 'orders', 'Olga Order');
  await page.waitForURL(/\/backoffice\/orders$/);
}

async function submit(page: Page, form: string, button: string): Promise<void> {
  const section = page.getByRole('region', { name: form, exact: true });
  await section.getByRole('button', { name: button }).click();
  await page.waitForURL(/\?done=/);
}

describe('the orders of the back office', () => {
  it('find, pay, fulfil and ship an order; the customer sees it shipped with its tracking link', async () => {
    const product = await simpleProduct();
    const customer = await shopper('Greta');
    const order = await placeOrder(customer, product, 1);
    const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
    await signedInStaff(page);
    await waitForHydration(page);

    // Every store view counts its own numbers: the number and the store view find the one order.
    await page.getByLabel('Search').fill(order.increment_id);
    await page.getByLabel('Store view').selectOption(STORE);
    await page.getByRole('button', { name: 'Show orders' }).click();
    await page.waitForURL(new RegExp(`q=${order.increment_id}`));
    const table = page.getByRole('table', { name: 'Orders, newest first' });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    expect(await table.locator('tbody tr').innerText()).toContain('Unpaid');
    await expectAxeClean(page, 'order list');
    await shoot(page, 'orders-list');

    await table.getByRole('link', { name: order.increment_id }).click();
    await page.getByRole('heading', { level: 1, name: new RegExp(`Order ${order.increment_id}`) }).waitFor();
    // A bank-transfer order ships only when paid: no shipping form before the payment.
    expect(await page.getByRole('region', { name: 'Ship', exact: true }).count()).toBe(0);
    await expectAxeClean(page, 'order page');
    await shoot(page, 'order-pending');
    await submit(page, 'Book a payment', 'Book payment');
    await page.getByText('The payment was booked.').waitFor();
    await submit(page, 'Start fulfilment', 'Start fulfilment');
    await page.getByText('Fulfilment started.').waitFor();
    const ship = page.getByRole('region', { name: 'Ship', exact: true });
    await ship.getByLabel('Carrier').selectOption('dhl');
    await ship.getByLabel('Tracking number').fill('00340434161094042557');
    await submit(page, 'Ship', 'Record shipment');
    await page.getByText('The shipment was recorded.').waitFor();
    const main = page.locator('main');
    expect(await main.innerText()).toContain('Shipped');
    expect(await page.getByRole('link', { name: 'Track the parcel' }).getAttribute('href')).toContain(
      '00340434161094042557',
    );
    expect(await page.getByRole('table', { name: /Everything that happened/ }).innerText()).toContain(
      'Olga Order',
    );
    await expectAxeClean(page, 'order shipped');
    await shoot(page, 'order-shipped');

    const account = await browser.newPage();
    await account.goto(`${baseUrl()}/${STORE}/account`);
    await waitForHydration(account);
    const login = account.locator('form', { has: account.locator('#login-title') });
    await login.getByLabel(text('de', 'session.email')).fill(customer.email);
    await login.getByLabel(text('de', 'session.password'), { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: text('de', 'session.login') }).click();
    await account.locator('.account-greeting').waitFor();
    await account.goto(`${baseUrl()}/${STORE}/account/orders/${order.entity_id}`);
    await waitForHydration(account);
    const tracking = account.getByRole('link', { name: '00340434161094042557' }).first();
    expect(await tracking.getAttribute('href')).toContain('dhl.com');
    expect(await account.locator('main').innerText()).toContain(text('de', 'orderStatus.shipped'));
    await shoot(account, 'account-order-shipped', [390, 1366]);
  });

  it('cancels an order and its units are back in stock; an out-of-date page says why it cannot cancel again', async () => {
    const product = await simpleProduct();
    const customer = await shopper('Carl');
    const before = await stockOf(product.sku);
    const order = await placeOrder(customer, product, 3);
    expect(await stockOf(product.sku)).toBe(before - 3);
    const page = await browser.newPage({ viewport: { width: 768, height: 1024 } });
    await signedInStaff(page);
    await page.goto(`${baseUrl()}/backoffice/orders/${order.entity_id}`);
    await waitForHydration(page);
    // The same order open in a second tab, which will be out of date once the first cancels it.
    const stale = await page.context().newPage();
    await stale.goto(`${baseUrl()}/backoffice/orders/${order.entity_id}`);
    await waitForHydration(stale);
    const cancel = page.getByRole('region', { name: 'Cancel the order' });
    await cancel.getByLabel('Reason').fill('Kunde hat storniert');
    // Without the confirmation the browser does not send it; the server asks for it too.
    await cancel.getByLabel(/Yes, cancel this order/).check();
    await submit(page, 'Cancel the order', 'Cancel order');
    await page.getByText('The order was canceled.').waitFor();
    expect(await stockOf(product.sku)).toBe(before);
    expect(await page.getByRole('region', { name: 'Cancel the order' }).count()).toBe(0);
    await expectAxeClean(page, 'order canceled');
    await shoot(page, 'order-canceled');

    const staleCancel = stale.getByRole('region', { name: 'Cancel the order', exact: true });
    await staleCancel.getByLabel('Reason').fill('Noch einmal');
    await staleCancel.getByLabel(/Yes, cancel this order/).check();
    await staleCancel.getByRole('button', { name: 'Cancel order' }).click();
    // The order moved on: the refreshed page has no cancel form any more, and says why nothing happened.
    const refusal = stale.getByRole('complementary', { name: 'Actions' }).getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('no longer allows this');
    expect(await stockOf(product.sku)).toBe(before);
    await expectAxeClean(stale, 'refused cancellation');
    await shoot(stale, 'order-refused');
  });

  it('opens an order from its number on the customer’s page', async () => {
    const product = await simpleProduct();
    const customer = await shopper('Kunde');
    const order = await placeOrder(customer, product, 1);
    const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
    await signedInStaff(page);
    await page.goto(`${baseUrl()}/backoffice/customers?query=${encodeURIComponent(customer.email)}`);
    await page.getByRole('link', { name: 'Kunde Gärtner' }).click();
    await page.getByRole('heading', { level: 1, name: 'Kunde Gärtner' }).waitFor();
    await expectAxeClean(page, 'customer page with an order');
    await page
      .getByRole('table', { name: 'Orders of this account, newest first' })
      .getByRole('link', { name: order.increment_id })
      .click();
    await page.getByRole('heading', { level: 1, name: new RegExp(`Order ${order.increment_id}`) }).waitFor();
    expect(page.url()).toBe(`${baseUrl()}/backoffice/orders/${order.entity_id}`);
  });

  it('exports the filtered list as CSV through the page’s link, the same rows as the list', async () => {
    const product = await simpleProduct();
    const customer = await shopper('Export');
    const first = await placeOrder(customer, product, 1);
    const second = await placeOrder(customer, product, 2);
    const page = await browser.newPage({ viewport: { width: 1366, height: 800 }, acceptDownloads: true });
    await signedInStaff(page);
    await page.goto(`${baseUrl()}/backoffice/orders?q=${encodeURIComponent(customer.email)}`);
    await waitForHydration(page);
    const numbers = await page
      .getByRole('table', { name: 'Orders, newest first' })
      .locator('tbody th')
      .allTextContents();
    expect(numbers).toEqual([second.increment_id, first.increment_id]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const path = await download.path();
    const rows = parse(readFileSync(path), { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row.order_number)).toEqual(numbers);
    expect(rows[0]).toMatchObject({ email: customer.email, status: 'pending', payment_state: 'unpaid' });

    // An empty result says so.
    await page.goto(
      `${baseUrl()}/backoffice/orders?q=${encodeURIComponent(customer.email)}&status=delivered`,
    );
    await page.getByText('No orders match these filters.').waitFor();
    await expectAxeClean(page, 'empty order list');

    // In German, as a member of staff chooses it on the filtered list: the list stays filtered, and an
    // order's page.
    await page.goto(`${baseUrl()}/backoffice/orders?q=${encodeURIComponent(customer.email)}`);
    await page.getByLabel('Language').selectOption('de');
    await page.getByRole('button', { name: 'Change' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bestellungen' }).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe(customer.email);
    expect(await page.getByLabel('Suche', { exact: true }).inputValue()).toBe(customer.email);
    expect(
      await page
        .getByRole('table', { name: 'Bestellungen, neueste zuerst' })
        .locator('tbody th')
        .allTextContents(),
    ).toEqual(numbers);
    await expectAxeClean(page, 'order list in German');
    await shoot(page, 'orders-list-de');
    await page.getByRole('link', { name: first.increment_id }).click();
    await page
      .getByRole('heading', { level: 1, name: new RegExp(`Bestellung ${first.increment_id}`) })
      .waitFor();
    expect(await page.locator('main').innerText()).toContain('Zahlung buchen');
    await expectAxeClean(page, 'order page in German');
    await shoot(page, 'order-de');
  });
});
