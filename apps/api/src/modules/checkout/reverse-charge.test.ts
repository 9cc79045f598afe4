import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { netFromGross } from '@hortus/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { callsTo, cartOf } from '../../../test/shop-calls';
import { queryRows } from '../../db/database';
import { jobId } from '../../jobs/job-queue';
import { startViesEmulator, type ViesEmulator } from './vies/emulator';

// The app asks an emulator of this file's own (VIES_URL), so the tests can take member states down.
let emulator: ViesEmulator;
const env: Record<string, string> = {
  // Far above a busy machine's answer times, far below the slow registry's below.
  VIES_TIMEOUT_MS: '2000',
  OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'hortus-reverse-charge-outbox-')),
};
beforeAll(async () => {
  emulator = await startViesEmulator();
  env.VIES_URL = emulator.url;
});
afterAll(async () => {
  await emulator?.close();
});
const testApp = useTestApp(env);

const call = callsTo(testApp);

/** Two priced products per store view these tests sell in, with plenty of stock. */
const products: Record<string, { sku: string; id: number }[]> = {};

beforeAll(async () => {
  const { db } = testApp.database;
  for (const store of ['at-de', 'de-de', 'ch-de', 'gb-en']) {
    products[store] = await queryRows<{ sku: string; id: number }>(
      db,
      sql`SELECT p.sku, p.id FROM products p
        JOIN product_prices pp ON pp.product_id = p.id AND pp.store_code = ${store}
        WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility = 4 ORDER BY p.id LIMIT 2`,
    );
    for (const row of products[store] ?? []) {
      await db.execute(
        sql`UPDATE stock_items SET qty = 1000, is_in_stock = true, manage_stock = true, min_sale_qty = 1,
          max_sale_qty = 10000 WHERE product_id = ${row.id}`,
      );
    }
  }
});

const sku = (store: string, index: number) => products[store]?.[index]?.sku ?? '';
const withToken = (url: string, token: string) => (token ? `${url}&token=${token}` : url);

const cartIn = (store: string, token = '') =>
  cartOf(
    call,
    store,
    [
      { sku: sku(store, 0), qty: 2 },
      { sku: sku(store, 1), qty: 1 },
    ],
    token,
  );

const vienna = {
  firstname: 'Anna',
  lastname: 'Huber',
  street: ['Gartengasse 3'],
  city: 'Wien',
  postcode: '1010',
  country_id: 'AT',
  telephone: '+43 1 123456',
};
const berlin = { ...vienna, city: 'Berlin', postcode: '10115', country_id: 'DE' };
const zurich = { ...vienna, city: 'Zürich', postcode: '8001', country_id: 'CH' };
const belfast = { ...vienna, city: 'Belfast', postcode: 'BT1 5GS', country_id: 'GB' };
const company = (address: object, vat_id: string) => ({ ...address, company: 'Gartenbau GmbH', vat_id });

/** The checkout's delivery step: answers the totals and payment methods for these addresses. */
async function chooseDelivery(store: string, cartId: string, shipping: object, billing?: object, token = '') {
  const answer = await call(
    'POST',
    withToken(`/${store}/api/cart/shipping-information?cartId=${cartId}`, token),
    {
      addressInformation: {
        shippingAddress: shipping,
        ...(billing ? { billingAddress: billing } : {}),
        shippingCarrierCode: 'flatrate',
        shippingMethodCode: 'flatrate',
      },
    },
  );
  expect(answer.status).toBe(200);
  return answer.body.result as { totals: any; payment_methods: { code: string; title: string }[] };
}

const choosePayment = (store: string, cartId: string, method: string, token = '') =>
  call('POST', withToken(`/${store}/api/cart/collect-totals?cartId=${cartId}`, token), {
    methods: { paymentMethod: { method } },
  });

function orderBody(
  shipping: object,
  billing: object,
  payment: string,
  items: { sku: string; qty: number }[],
) {
  return {
    idempotency_key: randomUUID(),
    email: 'einkauf@gartenbau.example',
    firstname: 'Anna',
    lastname: 'Huber',
    addressInformation: {
      shippingAddress: shipping,
      billingAddress: billing,
      shipping_carrier_code: 'flatrate',
      shipping_method_code: 'flatrate',
      payment_method_code: payment,
    },
    products: items.map(({ sku, qty }) => ({ sku, qty })),
  };
}

const place = (store: string, cartId: string, body: object, token = '') =>
  call('POST', withToken(`/${store}/api/order?cartId=${cartId}`, token), body);

async function customerToken(): Promise<string> {
  const email = `business.${randomUUID()}@example.at`;
  const password = 'Gartenhaus 2026';
  const created = await call('POST', '/at-de/api/user/create', {
    customer: { email, firstname: 'Anna', lastname: 'Huber' },
    password,
  });
  expect(created.status).toBe(200);
  return (await call('POST', '/api/user/login', { username: email, password })).body.result.token;
}

const codes = (methods: { code: string }[]) => methods.map((method) => method.code);

describe('POST /api/ext/company-uid', () => {
  const check = async (vat_id: string) => {
    const answer = await call('POST', '/at-de/api/ext/company-uid', { vat_id });
    expect(answer.status).toBe(200);
    return answer.body.result;
  };

  it("answers VIES's word with the name and address where the member state gives them", async () => {
    expect(await check('ATU 135 856 27')).toEqual({
      vat_id: 'ATU13585627',
      valid: true,
      country: 'AT',
      vies_country: 'AT',
      vies: 'valid',
      name: 'Test trader ATU13585627',
      address: 'Test Street 1\n1000 Test City',
    });
    // Germany discloses neither ('---' from VIES).
    expect(await check('DE136695976')).toMatchObject({ vies: 'valid', name: null, address: null });
    expect(await check('EL094259216')).toMatchObject({ country: 'GR', vies_country: 'EL', vies: 'valid' });
    emulator.deregistered.add('FR40303265045');
    try {
      expect(await check('FR40303265045')).toMatchObject({ valid: true, vies: 'invalid', name: null });
    } finally {
      emulator.deregistered.delete('FR40303265045');
    }
  });

  it('asks VIES neither for a number that fails its checksum nor for one of a country VIES does not cover', async () => {
    const asked = emulator.checks;
    expect(await check('DE123456789')).toMatchObject({ valid: false, vies: 'invalid' });
    expect(await check('CHE-123.456.788 MWST')).toMatchObject({ valid: true, vies: 'not_applicable' });
    expect(await check('GB980780684')).toMatchObject({ valid: true, vies: 'not_applicable' });
    expect(emulator.checks).toBe(asked);
  });

  it('asks VIES once a day for a number, however often the shopper checks it', async () => {
    const asked = emulator.checks;
    await check('ESA28015865');
    expect(await check('ESA28015865')).toMatchObject({ vies: 'valid' });
    expect(emulator.checks).toBe(asked + 1);
  });

  it("answers 200 with 'unavailable' while a registry is down or VIES is too slow", async () => {
    emulator.unavailableMemberStates.add('IT');
    try {
      expect(await check('IT00743110157')).toMatchObject({ valid: true, vies: 'unavailable', name: null });
    } finally {
      emulator.unavailableMemberStates.delete('IT');
    }
    emulator.latencyMs = 5000;
    try {
      expect(await check('PL5260250995')).toMatchObject({ vies: 'unavailable' });
    } finally {
      emulator.latencyMs = 0;
    }
  });
});

describe('a reverse-charge sale (tax-free intra-Community supply)', () => {
  it('prices the checkout net for a VIES-confirmed number of another member state with goods delivered there', async () => {
    const cartId = await cartIn('at-de');
    expect((await call('POST', `/at-de/api/cart/apply-coupon?cartId=${cartId}&coupon=GARTEN10`)).status).toBe(
      200,
    );
    const retail = (await chooseDelivery('at-de', cartId, vienna)).totals;
    expect(retail).toMatchObject({ reverse_charge: false, shipping_incl_tax: 49_00 });
    expect(retail.tax_amount).toBeGreaterThan(0);

    const business = (await chooseDelivery('at-de', cartId, vienna, company(vienna, 'ATU13585627'))).totals;
    expect(business).toMatchObject({ reverse_charge: true, tax_amount: 0 });
    // Each line at its net price (gross / 1.2, Austria's rate, half-up to the cent), shipping too.
    business.items.forEach((item: { price_incl_tax: number; row_total_incl_tax: number }, index: number) => {
      const gross = retail.items[index].price_incl_tax;
      expect(item.price_incl_tax).toBe(netFromGross(gross, 2000));
      expect(item.row_total_incl_tax).toBe(item.price_incl_tax * retail.items[index].qty);
    });
    expect(business.shipping_incl_tax).toBe(40_83);
    expect(business.subtotal).toBe(business.subtotal_incl_tax);
    expect(
      Math.abs(business.discount_amount - netFromGross(retail.discount_amount, 2000)),
    ).toBeLessThanOrEqual(1);
    expect(business.grand_total).toBe(
      business.subtotal_incl_tax - business.discount_amount + business.shipping_incl_tax,
    );
    expect(business.total_segments).toContainEqual({ code: 'tax', title: 'Tax', value: 0 });

    // The payment step and a later read of the totals apply the same rule; the fee is net as well.
    const withFee = await choosePayment('at-de', cartId, 'cashondelivery');
    expect(withFee.body.result).toMatchObject({
      reverse_charge: true,
      tax_amount: 0,
      payment_fee_incl_tax: 5_00,
    });
    expect((await call('GET', `/at-de/api/cart/totals?cartId=${cartId}`)).body.result).toEqual(
      withFee.body.result,
    );
  });

  it('is recorded on the order exactly as the checkout showed it, with the invoice note, and mailed with both VAT numbers', async () => {
    const cartId = await cartIn('at-de');
    const billing = company(vienna, 'ATU13585627');
    await chooseDelivery('at-de', cartId, vienna, billing);
    const shown = (await choosePayment('at-de', cartId, 'cashondelivery')).body.result;
    const placed = await place('at-de', cartId, orderBody(vienna, billing, 'cashondelivery', shown.items));
    expect(placed.status).toBe(200);
    const order = placed.body.result;
    const note =
      'Steuerfreie innergemeinschaftliche Lieferung (Art. 138 Richtlinie 2006/112/EG) / Steuerschuldnerschaft des Leistungsempfängers';
    expect(order).toMatchObject({
      reverse_charge: true,
      invoice_note: note,
      tax_amount: 0,
      subtotal_incl_tax: shown.subtotal_incl_tax,
      shipping_incl_tax: shown.shipping_incl_tax,
      payment_fee_incl_tax: shown.payment_fee_incl_tax,
      grand_total: shown.grand_total,
      total_due: shown.grand_total,
    });
    expect(order.items.map((item: { price_incl_tax: number }) => item.price_incl_tax)).toEqual(
      shown.items.map((item: { price_incl_tax: number }) => item.price_incl_tax),
    );
    // Read again from the database, the order says the same.
    const found = await call('POST', '/at-de/api/order/lookup', {
      increment_id: order.increment_id,
      email: 'einkauf@gartenbau.example',
    });
    expect(found.body.result).toMatchObject({ reverse_charge: true, invoice_note: note, tax_amount: 0 });

    const outbox = testApp.config.mail.outboxDirectory;
    const mailOf = () =>
      existsSync(outbox)
        ? readdirSync(outbox)
            .filter((name) => name.includes(`at-de-${order.increment_id}`))
            .map((name) => readFileSync(join(outbox, name), 'utf8'))
        : [];
    await vi.waitFor(() => expect(mailOf()).toHaveLength(1), { timeout: 15_000 });
    // Quoted-printable lines are joined again, as a mail program shows them.
    const mail = (mailOf()[0] ?? '').replace(/=\r?\n/g, '');
    const text = mail.slice(0, mail.indexOf('<!doctype'));
    expect(text).toContain('Steuerfreie innergemeinschaftliche Lieferung (Art. 138 Richtlinie 2006/112/EG)');
    expect(text).toContain('Unsere USt-IdNr.: DE298765435');
    expect(text).toContain('Ihre USt-IdNr.: ATU13585627');
    expect(text).not.toContain('enthaltene MwSt.');
  });

  it("takes Northern Ireland's XI numbers for goods delivered to a BT postcode", async () => {
    const cartId = await cartIn('gb-en');
    const totals = (await chooseDelivery('gb-en', cartId, belfast, company(belfast, 'XI980780684'))).totals;
    expect(totals).toMatchObject({ reverse_charge: true, tax_amount: 0 });
  });
});

describe('VAT is charged as before', () => {
  it("for a number of the seller's own country, at home or abroad; the order has no invoice note", async () => {
    const home = await cartIn('de-de');
    const billing = company(berlin, 'DE136695976');
    const domestic = (await chooseDelivery('de-de', home, berlin, billing)).totals;
    expect(domestic.reverse_charge).toBe(false);
    expect(domestic.tax_amount).toBeGreaterThan(0);
    const order = (await place('de-de', home, orderBody(berlin, billing, 'banktransfer', domestic.items)))
      .body.result;
    expect(order).toMatchObject({
      reverse_charge: false,
      invoice_note: null,
      tax_amount: domestic.tax_amount,
    });

    const abroad = await cartIn('at-de');
    const german = (await chooseDelivery('at-de', abroad, vienna, company(vienna, 'DE136695976'))).totals;
    expect(german.reverse_charge).toBe(false);
    expect(german.tax_amount).toBeGreaterThan(0);
  });

  it('for a guest without a VAT number, and for goods delivered outside the EU', async () => {
    const retail = (await chooseDelivery('at-de', await cartIn('at-de'), vienna)).totals;
    expect(retail).toMatchObject({ reverse_charge: false });
    const swiss = (
      await chooseDelivery('ch-de', await cartIn('ch-de'), zurich, company(zurich, 'ATU13585627'))
    ).totals;
    expect(swiss.reverse_charge).toBe(false);
    expect(swiss.tax_amount).toBeGreaterThan(0);
  });

  it('while VIES cannot confirm the number, and when VIES says it is not registered', async () => {
    const cartId = await cartIn('at-de');
    emulator.unavailableMemberStates.add('AT');
    try {
      const down = (await chooseDelivery('at-de', cartId, vienna, company(vienna, 'ATU10223006'))).totals;
      expect(down.reverse_charge).toBe(false);
      expect(down.tax_amount).toBeGreaterThan(0);
    } finally {
      emulator.unavailableMemberStates.delete('AT');
    }
    emulator.deregistered.add('ATU38516405');
    try {
      const gone = (await chooseDelivery('at-de', cartId, vienna, company(vienna, 'ATU38516405'))).totals;
      expect(gone.reverse_charge).toBe(false);
    } finally {
      emulator.deregistered.delete('ATU38516405');
    }
  });
});

describe('purchase on account', () => {
  it('is offered to a logged-in business customer, after cash on delivery, and ordered like the other offline methods', async () => {
    const token = await customerToken();
    const cartId = await cartIn('at-de', token);
    const billing = company(vienna, 'ATU13585627');
    const { payment_methods } = await chooseDelivery('at-de', cartId, vienna, billing, token);
    expect(payment_methods.map((method) => [method.code, method.title])).toEqual([
      ['banktransfer', 'Vorkasse (Überweisung)'],
      ['cashondelivery', 'Nachnahme'],
      ['purchaseonaccount', 'Kauf auf Rechnung'],
    ]);
    const listed = await call('GET', `/at-de/api/cart/payment-methods?cartId=${cartId}&token=${token}`);
    expect(codes(listed.body.result)).toContain('purchaseonaccount');
    const shown = await choosePayment('at-de', cartId, 'purchaseonaccount', token);
    expect(shown.status).toBe(200);

    const placed = await place(
      'at-de',
      cartId,
      orderBody(vienna, billing, 'purchaseonaccount', shown.body.result.items),
      token,
    );
    expect(placed.status).toBe(200);
    const order = placed.body.result;
    expect(order).toMatchObject({
      status: 'pending',
      payment_method_code: 'purchaseonaccount',
      total_due: order.grand_total,
      reverse_charge: true,
    });
    // Paid after delivery: its units stay reserved until it ships or is cancelled (no expiry job).
    const reservations = await queryRows<{ expires_at: Date | null }>(
      testApp.database.db,
      sql`SELECT expires_at FROM stock_reservations WHERE order_id = ${order.entity_id}`,
    );
    expect(reservations.length).toBeGreaterThan(0);
    expect(reservations.every((row) => row.expires_at === null)).toBe(true);
    const expiry = await queryRows<{ id: string }>(
      testApp.database.db,
      sql`SELECT id FROM pgboss.job WHERE id = ${jobId(`stock-reservation-expiry:${order.entity_id}`)}::uuid`,
    );
    expect(expiry).toEqual([]);
  });

  it('is neither offered nor accepted on a number VIES cannot confirm (GB, CH): a checksum alone proves no company', async () => {
    const london = { ...vienna, city: 'London', postcode: 'SW1A 1AA', country_id: 'GB' };
    for (const [store, address, vatId] of [
      ['gb-en', london, 'GB123456782'],
      ['ch-de', zurich, 'CHE-123.456.788 MWST'],
    ] as const) {
      const token = await customerToken();
      const cartId = await cartIn(store, token);
      const billing = { ...address, company: 'Any Ltd', vat_id: vatId };
      const { totals, payment_methods } = await chooseDelivery(store, cartId, address, billing, token);
      expect(codes(payment_methods)).not.toContain('purchaseonaccount');
      expect(totals.reverse_charge).toBe(false);
      expect(await choosePayment(store, cartId, 'purchaseonaccount', token)).toMatchObject({
        status: 400,
        body: { result: 'purchaseonaccount is not possible' },
      });
      const body = orderBody(address, billing, 'purchaseonaccount', [
        { sku: sku(store, 0), qty: 2 },
        { sku: sku(store, 1), qty: 1 },
      ]);
      expect(await place(store, cartId, body, token)).toMatchObject({
        status: 400,
        body: { result: 'purchaseonaccount is not possible' },
      });
      expect((await call('GET', withToken(`/${store}/api/cart/pull?cartId=${cartId}`, token))).status).toBe(
        200,
      );
    }
  });

  it("is refused to a guest, to a customer without a company name or a confirmed number, with the payment step's 400", async () => {
    const billing = company(vienna, 'ATU13585627');
    const guestCart = await cartIn('at-de');
    expect(codes((await chooseDelivery('at-de', guestCart, vienna, billing)).payment_methods)).not.toContain(
      'purchaseonaccount',
    );
    expect(
      codes((await call('GET', `/at-de/api/cart/payment-methods?cartId=${guestCart}`)).body.result),
    ).toEqual(['banktransfer', 'cashondelivery']);
    expect(await choosePayment('at-de', guestCart, 'purchaseonaccount')).toMatchObject({
      status: 400,
      body: { result: 'purchaseonaccount is not possible' },
    });
    const guestOrder = await place(
      'at-de',
      guestCart,
      orderBody(vienna, billing, 'purchaseonaccount', [
        { sku: sku('at-de', 0), qty: 2 },
        { sku: sku('at-de', 1), qty: 1 },
      ]),
    );
    expect(guestOrder).toMatchObject({ status: 400, body: { result: 'purchaseonaccount is not possible' } });
    expect((await call('GET', `/at-de/api/cart/pull?cartId=${guestCart}`)).status).toBe(200);

    const token = await customerToken();
    const cartId = await cartIn('at-de', token);
    const withoutCompany = { ...vienna, vat_id: 'ATU13585627' };
    expect(
      codes((await chooseDelivery('at-de', cartId, vienna, withoutCompany, token)).payment_methods),
    ).not.toContain('purchaseonaccount');
    expect(
      await place(
        'at-de',
        cartId,
        orderBody(vienna, withoutCompany, 'purchaseonaccount', [
          { sku: sku('at-de', 0), qty: 2 },
          { sku: sku('at-de', 1), qty: 1 },
        ]),
        token,
      ),
    ).toMatchObject({ status: 400, body: { result: 'purchaseonaccount is not possible' } });
    emulator.unavailableMemberStates.add('AT');
    try {
      const unconfirmed = company(vienna, 'ATU57194903');
      expect(
        codes((await chooseDelivery('at-de', cartId, vienna, unconfirmed, token)).payment_methods),
      ).not.toContain('purchaseonaccount');
    } finally {
      emulator.unavailableMemberStates.delete('AT');
    }
  });
});
