/**
 * One company in every place a shopper compares (issue 24, item 18): the shop runs with a company set
 * through the environment (global-setup.ts: COMPANY_NAME, COMPANY_PHONE), and the footer, the imprint,
 * the thank-you page's payee and phone and the confirmation mail all name that company, its VAT number
 * and its phone, on a 390 px phone.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getStoreView } from '@hortus/core';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { CMS_PAGES } from '../apps/api/src/demo/content-words';
import { baseUrl, expectAxeClean, useBrowser } from './browser';
import { theShop } from './shop';
import { text } from './texts';

const browser = useBrowser();
const PHONE = { viewport: { width: 390, height: 844 } };
const store = 'de-de';
const language = getStoreView(store).i18n.language;

async function api<T>(path: string, body?: object): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return ((await response.json()) as { result: T }).result;
}

interface ShopCompany {
  name: string;
  vat_id: string;
  phone: string;
}

/** A bank-transfer order of one product, placed through the shop's API as the checkout places it. */
async function prepaymentOrder(email: string): Promise<string> {
  const { items } = await api<{
    items: { sku: string; type_id: string; stock?: { is_in_stock?: boolean } }[];
  }>(`/${store}/api/catalog?type=product&size=50&_sourceInclude=sku,type_id,stock`);
  const product = items.find((item) => item.type_id === 'simple' && item.stock?.is_in_stock);
  const cartId = await api<string>(`/${store}/api/cart/create`, {});
  await api(`/${store}/api/cart/update?cartId=${cartId}`, { cartItem: { sku: product?.sku, qty: 1 } });
  const address = {
    firstname: 'Erika',
    lastname: 'Gärtner',
    street: ['Gartenweg 12'],
    city: 'Berlin',
    postcode: '10115',
    country_id: 'DE',
    telephone: '+49 30 1234567',
  };
  const order = await api<{ increment_id: string }>(`/${store}/api/order?cartId=${cartId}`, {
    idempotency_key: randomUUID(),
    email,
    firstname: 'Erika',
    lastname: 'Gärtner',
    addressInformation: {
      shippingAddress: address,
      billingAddress: address,
      shipping_carrier_code: 'flatrate',
      shipping_method_code: 'flatrate',
      payment_method_code: 'banktransfer',
    },
  });
  return order.increment_id;
}

/** The text of the confirmation mail of an order, once the job queue has sent it. */
async function confirmationText(orderNumber: string): Promise<string> {
  const messageId = `<order-confirmation-${store}-${orderNumber}@`;
  const outbox = theShop().outboxDir;
  let raw = '';
  await expect
    .poll(
      () => {
        for (const file of readdirSync(outbox)) {
          const content = readFileSync(join(outbox, file), 'utf8');
          if (content.includes(messageId)) raw = content;
        }
        return raw;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return (await simpleParser(raw)).text ?? '';
}

describe('the company that runs the shop', () => {
  it('is the one the environment names, in the footer, the imprint, the thank-you page and the mail', async () => {
    const company = await api<ShopCompany>('/api/company');
    // global-setup.ts sets them: the settings reach every place, not the demo's defaults.
    expect(company).toMatchObject({ name: 'Hortus Testgarten GmbH', phone: '+49 40 9876 5430' });

    const page = await browser.newPage(PHONE);
    await page.goto(`${baseUrl()}/${store}`);
    const footer = page.getByRole('contentinfo');
    await expect.poll(() => footer.textContent()).toContain(company.name);
    const phoneLink = footer.getByRole('link', { name: company.phone });
    expect(await phoneLink.getAttribute('href')).toBe('tel:+494098765430');

    const imprint = CMS_PAGES.find((candidate) => candidate.key === 'imprint')?.identifier[language];
    await page.goto(`${baseUrl()}/${store}/${imprint}`);
    const imprintText = await page.locator('.cms').textContent();
    for (const fact of [company.name, company.vat_id, company.phone]) expect(imprintText).toContain(fact);

    const email = `company.${randomUUID()}@example.de`;
    const orderNumber = await prepaymentOrder(email);
    await page.goto(`${baseUrl()}/${store}/order/success`);
    await page.getByLabel(text(language, 'order.findNumber')).fill(orderNumber);
    await page.getByLabel(text(language, 'session.email')).fill(email);
    await page.getByRole('button', { name: text(language, 'order.findSubmit') }).click();
    const payment = page.locator('.payment-instructions');
    await payment.waitFor();
    expect(await payment.textContent()).toContain(company.name);
    const questions = page.locator('.order-questions');
    expect(await questions.textContent()).toBe(`${text(language, 'order.questions')} ${company.phone}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await expectAxeClean(page, 'thank-you page');

    const mail = await confirmationText(orderNumber);
    expect(mail).toContain(`Kontoinhaber: ${company.name}`);
    expect(mail).toContain(`Telefon ${company.phone}`);
    expect(mail).toContain(`USt-IdNr. ${company.vat_id}`);
  });
});
