/**
 * The rest of what a shopper does around the cart and the account, each by clicking it and reading what the
 * page then shows: a coupon on the cart page, the login dialog of the header and its views, the profile and
 * the password, addresses, the wish list and compare buttons with their pages, and the recently viewed
 * products. One store view per test, so the texts of several languages are read.
 */
import { getStoreView, type StoreCode } from '@hortus/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectAxeClean, useBrowser, waitForHydration } from './browser';
import { expectNoMessageIds, text } from './texts';

const PASSWORD = 'Gartenhaus-2026!';
const browser = useBrowser();

interface ApiProduct {
  sku: string;
  slug: string;
  name: string;
}

async function api<T>(path: string, body?: object): Promise<{ status: number; result: T }> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await response.json()) as { result: T };
  return { status: response.status, result: envelope.result };
}

/** Simple products in stock with a price, as the catalogue lists them. */
async function simpleProducts(store: StoreCode): Promise<ApiProduct[]> {
  const { result } = await api<{ items: (ApiProduct & Record<string, unknown>)[] }>(
    `/${store}/api/catalog?type=product&size=100&_sourceInclude=sku,slug,name,type_id,final_price_incl_tax,stock,dealer_product,inquiry_product`,
  );
  return result.items.filter(
    (product) =>
      product.type_id === 'simple' &&
      !product.dealer_product &&
      !product.inquiry_product &&
      (product.final_price_incl_tax as number) > 0 &&
      (product.stock as { is_in_stock?: boolean } | undefined)?.is_in_stock,
  );
}

async function registerCustomer(store: StoreCode, firstname: string): Promise<string> {
  const email = `${firstname.toLowerCase()}.${store}.${Date.now()}@example.com`;
  const created = await api(`/${store}/api/user/create`, {
    customer: { email, firstname, lastname: 'Muster' },
    password: PASSWORD,
  });
  expect(created.status).toBe(200);
  return email;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await waitForHydration(page);
}

async function notice(page: Page, message: string): Promise<void> {
  await expect.poll(() => page.locator('.notifications').innerText()).toContain(message);
}

async function logIn(page: Page, store: StoreCode, email: string, password = PASSWORD): Promise<void> {
  const language = getStoreView(store).i18n.language;
  await open(page, `/${store}/account`);
  const form = page.locator('form', { has: page.locator('#login-title') });
  await form.getByLabel(text(language, 'session.email')).fill(email);
  await form.getByLabel(text(language, 'session.password'), { exact: true }).fill(password);
  await form.getByRole('button', { name: text(language, 'session.login') }).click();
  await page.locator('.account-greeting').waitFor();
}

describe('the coupon on the cart page (es-es)', () => {
  const store: StoreCode = 'es-es';
  const language = getStoreView(store).i18n.language;

  it('refuses a wrong code with the spec message, applies a real one to the totals and removes it', async () => {
    const [product] = await simpleProducts(store);
    if (!product) throw new Error(`no simple product in ${store}`);
    const page = await browser.newPage();
    await open(page, `/${store}/p/${product.slug}`);
    const addForm = page.locator('form.add-to-cart');
    await addForm.getByRole('button', { name: text(language, 'product.addToCart') }).click();
    await notice(page, text(language, 'product.addedToCart'));

    await open(page, `/${store}/cart`);
    const total = () => page.locator('.cart-totals').innerText();
    const before = await total();
    const couponField = page.getByLabel(text(language, 'cart.couponLabel'));
    await couponField.fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: text(language, 'cart.couponApply') }).click();
    await page.getByText(text(language, 'cart.couponInvalid')).first().waitFor();
    expect(await total()).toBe(before);

    await page.getByLabel(text(language, 'cart.couponLabel')).fill('GARTEN10');
    await page.getByRole('button', { name: text(language, 'cart.couponApply') }).click();
    await page.getByText(text(language, 'cart.couponActive', { code: 'GARTEN10' })).waitFor();
    expect(await total()).toContain(text(language, 'cart.discount', { code: 'GARTEN10' }));
    await expectAxeClean(page, `${store} cart with coupon`);

    await page.getByRole('button', { name: text(language, 'cart.couponRemove') }).click();
    await page.getByLabel(text(language, 'cart.couponLabel')).waitFor();
    expect(await total()).toBe(before);
  });
});

describe('the login dialog of the header (fr-fr)', () => {
  const store: StoreCode = 'fr-fr';
  const language = getStoreView(store).i18n.language;

  it('opens over the page, switches between its views, closes with Escape and creates an account', async () => {
    const page = await browser.newPage();
    await open(page, `/${store}`);
    const accountButton = page.getByRole('link', { name: text(language, 'header.account'), exact: true });
    await accountButton.click();
    const dialog = page.getByRole('dialog', { name: text(language, 'account.title') });
    await dialog.getByRole('heading', { name: text(language, 'session.loginTitle') }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/${store}`);
    await expectAxeClean(page, `${store} login dialog`);

    await dialog.getByRole('button', { name: text(language, 'session.toReset') }).click();
    await dialog.getByRole('heading', { name: text(language, 'session.resetTitle') }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => accountButton.evaluate((link) => link === document.activeElement)).toBe(true);

    await accountButton.click();
    await dialog.getByRole('button', { name: text(language, 'session.toRegister') }).click();
    await dialog.getByRole('heading', { name: text(language, 'session.registerTitle') }).waitFor();
    const email = `claire.${Date.now()}@example.com`;
    await dialog.getByLabel(text(language, 'session.firstname'), { exact: true }).fill('Claire');
    await dialog.getByLabel(text(language, 'session.lastname'), { exact: true }).fill('Martin');
    await dialog.getByLabel(text(language, 'session.email'), { exact: true }).fill(email);
    await dialog.getByLabel(text(language, 'session.newPassword')).fill(PASSWORD);
    await dialog.getByLabel(text(language, 'session.retypePassword')).fill('Not-the-same-1');
    await dialog.getByRole('button', { name: text(language, 'session.register') }).click();
    await dialog.getByText(text(language, 'form.passwordsNotIdentical')).waitFor();

    await dialog.getByLabel(text(language, 'session.retypePassword')).fill(PASSWORD);
    await dialog.getByRole('button', { name: text(language, 'session.register') }).click();
    await notice(page, text(language, 'session.registered', { name: 'Claire' }));
    await page.getByRole('link', { name: text(language, 'header.accountOf', { name: 'Claire' }) }).waitFor();
    await expectNoMessageIds(page);
  });
});

describe('the profile and the password (it-it)', () => {
  const store: StoreCode = 'it-it';
  const language = getStoreView(store).i18n.language;

  it('saves a new first name and a new password, which the next login needs', async () => {
    const email = await registerCustomer(store, 'Giulia');
    const page = await browser.newPage();
    await logIn(page, store, email);
    const profile = page.locator('form', { has: page.locator('#profile-title') });
    // Spaces pass the browser's own check of a required field; the shop's rules refuse them.
    await profile.getByLabel(text(language, 'session.firstname'), { exact: true }).fill('   ');
    await profile.getByRole('button', { name: text(language, 'account.save') }).click();
    await profile.getByText(text(language, 'form.required')).waitFor();

    await profile.getByLabel(text(language, 'session.firstname'), { exact: true }).fill('Giulietta');
    await profile.getByRole('button', { name: text(language, 'account.save') }).click();
    await profile.getByText(text(language, 'account.updated')).waitFor();
    await page.getByText(text(language, 'account.hello', { name: 'Giulietta' })).waitFor();
    await page
      .getByRole('link', { name: text(language, 'header.accountOf', { name: 'Giulietta' }) })
      .waitFor();

    const password = page.locator('form', { has: page.locator('#password-title') });
    await password.getByLabel(text(language, 'account.currentPassword')).fill('Wrong-Password-1');
    await password.getByLabel(text(language, 'session.newPassword')).fill('Orto-Rialzato-27');
    await password.getByRole('button', { name: text(language, 'account.changePassword') }).click();
    await password.getByText(text(language, 'account.currentPasswordWrong')).waitFor();

    await password.getByLabel(text(language, 'account.currentPassword')).fill(PASSWORD);
    await password.getByLabel(text(language, 'session.newPassword')).fill('Orto-Rialzato-27');
    await password.getByRole('button', { name: text(language, 'account.changePassword') }).click();
    await password.getByText(text(language, 'account.passwordChanged')).waitFor();
    await expectAxeClean(page, `${store} profile`);

    await page.getByRole('button', { name: text(language, 'session.logout') }).click();
    await page.getByText(text(language, 'account.loginRequired')).waitFor();
    const old = await api(`/${store}/api/user/login`, { username: email, password: PASSWORD });
    expect(old.status).toBe(401);
    await logIn(page, store, email, 'Orto-Rialzato-27');
    await page.getByText(text(language, 'account.hello', { name: 'Giulietta' })).waitFor();
  });
});

describe('a new e-mail address (it-it)', () => {
  const store: StoreCode = 'it-it';
  const language = getStoreView(store).i18n.language;

  it('needs the current password, then saves it and keeps the shopper logged in', async () => {
    const email = await registerCustomer(store, 'Marco');
    const page = await browser.newPage();
    await logIn(page, store, email);
    const profile = page.locator('form', { has: page.locator('#profile-title') });
    const next = `marco.nuovo.${Date.now()}@example.com`;
    await profile.getByLabel(text(language, 'session.email'), { exact: true }).fill(next);
    await profile.getByRole('button', { name: text(language, 'account.save') }).click();
    await profile.getByText(text(language, 'account.currentPasswordNeeded')).waitFor();

    await profile.getByLabel(text(language, 'account.currentPasswordForEmail')).fill(PASSWORD);
    await profile.getByRole('button', { name: text(language, 'account.save') }).click();
    await profile.getByText(text(language, 'account.emailChanged')).waitFor();
    await expectAxeClean(page, `${store} profile after an e-mail change`);

    await page.reload();
    await page.getByText(text(language, 'account.hello', { name: 'Marco' })).waitFor();
    expect(await profile.getByLabel(text(language, 'session.email'), { exact: true }).inputValue()).toBe(
      next,
    );
    expect((await api(`/${store}/api/user/login`, { username: next, password: PASSWORD })).status).toBe(200);
  });
});

describe('addresses (nl-nl)', () => {
  const store: StoreCode = 'nl-nl';
  const language = getStoreView(store).i18n.language;

  it('adds an address after a refused one, marks it as the default and deletes it', async () => {
    const email = await registerCustomer(store, 'Daan');
    const page = await browser.newPage();
    await logIn(page, store, email);
    await open(page, `/${store}/account/addresses`);
    await page.getByText(text(language, 'account.noAddresses')).waitFor();

    const form = page.locator('form', { has: page.locator('#new-address-title') });
    await form.getByLabel(text(language, 'session.firstname'), { exact: true }).fill('Daan');
    await form.getByLabel(text(language, 'session.lastname'), { exact: true }).fill('de Vries');
    // Spaces pass the browser's own check of a required field (a longer street its maxlength stops).
    await form.getByLabel(text(language, 'address.street'), { exact: true }).fill('   ');
    await form.getByLabel(text(language, 'address.postcode')).fill('1012 AB');
    await form.getByLabel(text(language, 'address.city')).fill('Amsterdam');
    await form.getByRole('button', { name: text(language, 'account.saveAddress') }).click();
    await form.getByText(text(language, 'form.required')).waitFor();
    await expect.poll(() => page.locator('.address-list li').count()).toBe(0);

    await form.getByLabel(text(language, 'address.street'), { exact: true }).fill('Damrak 1');
    await form.getByLabel(text(language, 'account.defaultShipping')).check();
    await form.getByRole('button', { name: text(language, 'account.saveAddress') }).click();
    await page.getByText(text(language, 'account.addressSaved')).waitFor();
    const saved = page.locator('.address-list li', { hasText: 'Damrak 1' });
    await saved.waitFor();
    expect(await saved.innerText()).toContain(text(language, 'account.defaultShipping'));
    await expectAxeClean(page, `${store} addresses`);

    await saved.getByRole('button', { name: new RegExp(text(language, 'account.deleteAddress')) }).click();
    await page.getByText(text(language, 'account.addressDeleted')).waitFor();
    await page.getByText(text(language, 'account.noAddresses')).waitFor();
  });
});

describe('wish list, compare and recently viewed (gb-en)', () => {
  const store: StoreCode = 'gb-en';
  const language = getStoreView(store).i18n.language;

  it('keeps what the shopper marks on cards and product pages, and lists it on their pages', async () => {
    const page = await browser.newPage();
    await open(page, `/${store}`);
    const card = page.locator('.product-card').first();
    const name = (await card.locator('.card-title').innerText()).trim();
    await card.getByRole('button', { name: text(language, 'wishlist.toggle', { name }) }).click();
    await notice(page, text(language, 'wishlist.added', { name }));
    expect(
      await card
        .getByRole('button', { name: text(language, 'wishlist.toggle', { name }) })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    const products = await simpleProducts(store);
    const [one, two] = products;
    if (!one || !two) throw new Error(`too few products in ${store}`);
    for (const product of [one, two]) {
      await open(page, `/${store}/p/${product.slug}`);
      await page
        .locator('main')
        .getByRole('button', { name: text(language, 'compare.toggle', { name: product.name }) })
        .click();
      await notice(page, text(language, 'compare.added', { name: product.name }));
    }

    await open(page, `/${store}/wishlist`);
    await page.getByRole('link', { name }).waitFor();
    await expectAxeClean(page, `${store} wish list`);
    await page.getByRole('button', { name: new RegExp(text(language, 'wishlist.remove')) }).click();
    await page.getByText(text(language, 'wishlist.empty')).waitFor();

    // On a phone the table scrolls in its own box; the page itself stays as wide as the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, `/${store}/compare`);
    const table = page.locator('table');
    await table.getByRole('link', { name: one.name }).waitFor();
    await table.getByRole('link', { name: two.name }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await expectAxeClean(page, `${store} compare`);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Both product pages were looked at: the account's recently viewed list has them, newest first.
    const email = await registerCustomer(store, 'Oliver');
    await logIn(page, store, email);
    await open(page, `/${store}/account/recently-viewed`);
    const viewed = page.locator('.saved-product a');
    await expect.poll(() => viewed.allInnerTexts()).toEqual(expect.arrayContaining([one.name, two.name]));
    expect((await viewed.allInnerTexts()).indexOf(two.name)).toBeLessThan(
      (await viewed.allInnerTexts()).indexOf(one.name),
    );
    await expectAxeClean(page, `${store} recently viewed`);
    await expectNoMessageIds(page);
  });
});

describe('orders in the account (at-de)', () => {
  const store: StoreCode = 'at-de';
  const language = getStoreView(store).i18n.language;

  it('lists an order the customer placed and opens it with its lines, totals and addresses', async () => {
    const email = await registerCustomer(store, 'Lukas');
    const { result: login } = await api<{ token: string }>(`/${store}/api/user/login`, {
      username: email,
      password: PASSWORD,
    });
    const [product] = await simpleProducts(store);
    if (!product) throw new Error(`no simple product in ${store}`);
    const { result: cartId } = await api<string>(`/${store}/api/cart/create?token=${login.token}`, {});
    await api(`/${store}/api/cart/update?token=${login.token}&cartId=${cartId}`, {
      cartItem: { sku: product.sku, qty: 2 },
    });
    const address = {
      firstname: 'Lukas',
      lastname: 'Gruber',
      street: ['Mariahilfer Straße 1'],
      city: 'Wien',
      postcode: '1060',
      country_id: 'AT',
    };
    const placed = await api<{ increment_id: string }>(
      `/${store}/api/order?token=${login.token}&cartId=${cartId}`,
      {
        idempotency_key: `e2e-${Date.now()}-account-order`,
        email,
        firstname: 'Lukas',
        lastname: 'Gruber',
        addressInformation: {
          shippingAddress: address,
          billingAddress: { ...address, street: ['Ringstraße 5'] },
          shipping_carrier_code: 'flatrate',
          shipping_method_code: 'flatrate',
          payment_method_code: 'banktransfer',
        },
      },
    );
    expect(placed.status).toBe(200);
    const number = placed.result.increment_id;

    const page = await browser.newPage();
    await logIn(page, store, email);
    await open(page, `/${store}/account/orders`);
    await page.getByRole('link', { name: number }).click();
    await page
      .getByRole('heading', { level: 1, name: text(language, 'account.order', { orderId: number }) })
      .waitFor();
    const main = page.locator('main');
    expect(await main.innerText()).toContain(product.name);
    expect(await main.innerText()).toContain('Mariahilfer Straße 1');
    expect(await main.innerText()).toContain('Ringstraße 5');
    await expectAxeClean(page, `${store} order`);
    await expectNoMessageIds(page);
    await page.getByRole('link', { name: text(language, 'account.backToOrders') }).click();
    await page.getByRole('link', { name: number }).waitFor();
  });
});
