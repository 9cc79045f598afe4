import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatPrice, getStoreView, netFromGross, type StoreCode } from '@hortus/core';
import { simpleParser } from 'mailparser';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { berlinAddress, callsTo, cartOf, productsForSale } from '../../../test/shop-calls';

// Issue 24 item 16: the VAT a page or mail says the total includes is all of it, the shipping's and the
// payment fee's too (each taxed as the goods they come with).
// An outbox of this file's own: order numbers start again in every test file's database.
const testApp = useTestApp({ OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'hortus-included-vat-outbox-')) });
const call = callsTo(testApp);

const taxIn = (gross: number, rateBp: number) => gross - netFromGross(gross, rateBp);

const addresses: Partial<Record<StoreCode, typeof berlinAddress>> = {
  'de-de': berlinAddress,
  'fr-fr': {
    ...berlinAddress,
    street: ['12 rue des Jardins'],
    city: 'Lyon',
    postcode: '69001',
    country_id: 'FR',
  },
  'at-de': { ...berlinAddress, street: ['Gartengasse 3'], city: 'Wien', postcode: '1010', country_id: 'AT' },
};

/** A cart of two products with the store's standard delivery and cash on delivery, as the review shows it. */
async function reviewedCart(store: StoreCode, billing: object = {}) {
  const [first, second] = await productsForSale(testApp, store, 2);
  const cartId = await cartOf(call, store, [
    { sku: first?.sku ?? '', qty: 2 },
    { sku: second?.sku ?? '', qty: 1 },
  ]);
  const shippingAddress = addresses[store] ?? berlinAddress;
  const delivery = await call('POST', `/${store}/api/cart/shipping-information?cartId=${cartId}`, {
    addressInformation: {
      shippingAddress,
      billingAddress: { ...shippingAddress, ...billing },
      shippingCarrierCode: 'flatrate',
      shippingMethodCode: 'flatrate',
    },
  });
  expect(delivery.status).toBe(200);
  const totals = await call('POST', `/${store}/api/cart/collect-totals?cartId=${cartId}`, {
    methods: { paymentMethod: { method: 'cashondelivery' } },
  });
  expect(totals.status).toBe(200);
  return { cartId, shippingAddress, totals: totals.body.result };
}

async function placeReviewed(
  store: StoreCode,
  reviewed: Awaited<ReturnType<typeof reviewedCart>>,
  billing = {},
) {
  const placed = await call('POST', `/${store}/api/order?cartId=${reviewed.cartId}`, {
    idempotency_key: randomUUID(),
    email: 'erika@example.de',
    firstname: 'Erika',
    lastname: 'Mustermann',
    addressInformation: {
      shippingAddress: reviewed.shippingAddress,
      billingAddress: { ...reviewed.shippingAddress, ...billing },
      shipping_carrier_code: 'flatrate',
      shipping_method_code: 'flatrate',
      payment_method_code: 'cashondelivery',
    },
  });
  expect(placed.status).toBe(200);
  return placed.body.result;
}

/** The text of an order's confirmation mail, as a mail program shows it. */
async function confirmationText(store: StoreCode, number: string): Promise<string> {
  const outbox = testApp.config.mail.outboxDirectory;
  const files = () =>
    existsSync(outbox) ? readdirSync(outbox).filter((name) => name.includes(`${store}-${number}`)) : [];
  await vi.waitFor(() => expect(files()).toHaveLength(1), { timeout: 15_000 });
  const parsed = await simpleParser(readFileSync(join(outbox, files()[0] ?? '')));
  return parsed.text ?? '';
}

describe('the VAT included in a total', () => {
  it.each([
    ['de-de', 1900, 'darin enthaltene MwSt.'],
    ['fr-fr', 2000, 'dont TVA'],
  ] as const)(
    'in %s is the tax of the goods, the shipping and the cash-on-delivery fee at %i bp, on the review, the order and its mail',
    async (store, rateBp, label) => {
      const reviewed = await reviewedCart(store);
      const { totals } = reviewed;
      expect(totals.shipping_incl_tax).toBeGreaterThan(0);
      expect(totals.payment_fee_incl_tax).toBeGreaterThan(0);
      const goodsTax = totals.items.reduce(
        (sum: number, item: { row_total_incl_tax: number }) => sum + taxIn(item.row_total_incl_tax, rateBp),
        0,
      );
      const included =
        goodsTax + taxIn(totals.shipping_incl_tax, rateBp) + taxIn(totals.payment_fee_incl_tax, rateBp);
      expect(totals.tax_amount).toBe(included);
      expect(totals.total_segments).toContainEqual({ code: 'tax', title: 'Tax', value: included });

      const order = await placeReviewed(store, reviewed);
      expect(order).toMatchObject({ tax_amount: included, grand_total: totals.grand_total });
      const text = await confirmationText(store, order.increment_id);
      expect(text).toContain(`${label}: ${formatPrice(included, getStoreView(store))}`);
    },
  );

  it('is none on a reverse-charge order: no tax on the goods, the shipping or the fee', async () => {
    const vat = { company: 'Gartenbau GmbH', vat_id: 'ATU13585627' };
    const reviewed = await reviewedCart('at-de', vat);
    expect(reviewed.totals).toMatchObject({ reverse_charge: true, tax_amount: 0 });
    expect(reviewed.totals.shipping_incl_tax).toBeGreaterThan(0);
    const order = await placeReviewed('at-de', reviewed, vat);
    expect(order).toMatchObject({ reverse_charge: true, tax_amount: 0 });
  });
});
