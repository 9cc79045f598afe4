import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startUnzerEmulator, type UnzerEmulator } from '@hortus/payment-emulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUnzerClient, type UnzerClient } from './client';
import { UnzerRefused, UnzerUnavailable } from './errors';
import { IDEAL_BANKS } from './ideal-banks';
import { invoiceRejectionReasonOf } from './invoice-rejection';
import type { UnzerBasketInput, UnzerCustomerInput, UnzerRiskData } from './types';

/**
 * Contract tests: the real client against the Unzer emulator, started here on a port of its own. What is
 * asserted is what the shop observes through the client (outcomes, codes, payment states), and what a
 * buyer's browser sees on the emulator's pages.
 */

const privateKey = `s-priv-${randomBytes(8).toString('hex')}`;
const publicKey = `s-pub-${randomBytes(8).toString('hex')}`;
let clock = Date.parse('2026-11-27T10:00:00Z');
let emulator: UnzerEmulator;
let unzer: UnzerClient;

beforeAll(async () => {
  emulator = await startUnzerEmulator({
    privateKey,
    publicKey,
    now: () => new Date(clock),
    webhookRetryDelaysMs: [10, 20, 40],
    webhookTimeoutMs: 1000,
  });
  unzer = createUnzerClient({ baseUrl: emulator.url, privateKey, publicKey, timeoutMs: 2000 });
});
afterAll(async () => {
  await emulator.close();
});

const returnUrl = 'https://shop.example/en/payment/return';
const orderId = () => `1000${randomBytes(4).toString('hex')}`;
const eur = (amountMinor: number) => ({ amountMinor, currency: 'EUR' });

/** What the shop's checkout page does in the browser: a card type created with the public key. */
async function createCardType(number: string, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await fetch(`${emulator.url}/v1/types/card`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${publicKey}:`).toString('base64')}`,
      'content-type': 'application/json',
      origin: 'https://shop.example',
    },
    body: JSON.stringify({ number, expiryDate: '12/2030', cvc: '123', ...extra }),
  });
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  const body = (await response.json()) as { id: string };
  return body.id;
}

/** The buyer on the emulator's page: sees it, then posts the form and is sent back to the shop. */
async function decideOnBuyerPage(redirectUrl: string, form: Record<string, string>) {
  const page = await fetch(redirectUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const answer = await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  return { html, status: answer.status, location: answer.headers.get('location') };
}

/** Unzer's sandbox pay-later customer (php-sdk CustomerFixtureTrait), under a last name of the test's choice. */
function paylaterCustomer(lastname = 'Universum'): UnzerCustomerInput {
  const address = {
    name: `Peter ${lastname}`,
    street: 'Hugo-Junkers-Str. 5',
    zip: '60386',
    city: 'Frankfurt am Main',
    country: 'DE',
  };
  return {
    firstname: 'Peter',
    lastname,
    salutation: 'mr',
    birthDate: '1989-12-24',
    email: 'peter.universum@universum-group.de',
    phone: '+49 (69) 123-456',
    billingAddress: address,
    shippingAddress: { ...address, shippingType: 'equals-billing' },
  };
}

/** A shed and its delivery, 1,499.00 + 89.90 EUR. */
function shedBasket(id: string): UnzerBasketInput {
  return {
    orderId: id,
    currency: 'EUR',
    items: [
      {
        basketItemReferenceId: 'AVANTGARDE-M',
        title: 'Garden shed Avantgarde M',
        quantity: 1,
        vatPercent: 19,
        amountPerUnitGrossMinor: 149_900,
        type: 'goods',
        unit: 'pc',
      },
      {
        basketItemReferenceId: 'shipping',
        title: 'Delivery (flat rate)',
        quantity: 1,
        vatPercent: 19,
        amountPerUnitGrossMinor: 8_990,
        type: 'shipment',
      },
    ],
  };
}
const SHED_TOTAL = 158_890;

const riskData: UnzerRiskData = {
  threatMetrixId: 'hortus-checkout-7f3a',
  customerGroup: 'NEUTRAL',
  registrationLevel: 'guest',
};

describe('cards', () => {
  it('charges a card that needs no challenge at once, and reads the payment by id and by order id', async () => {
    const id = orderId();
    const typeId = await createCardType('4444333322221111');
    const result = await unzer.charge({ ...eur(12_990), typeId, orderId: id, returnUrl });
    expect(result).toMatchObject({ outcome: 'success', httpStatus: 200, transactionId: 's-chg-1' });
    const payment = await unzer.getPayment(result.paymentId ?? '');
    expect(payment).toMatchObject({
      orderId: id,
      state: 'completed',
      totalMinor: 12_990,
      chargedMinor: 12_990,
      remainingMinor: 0,
      typeId,
    });
    expect(await unzer.getPaymentByOrderId(id)).toEqual(payment);
    expect(await unzer.getPaymentType(typeId)).toMatchObject({
      method: 'card',
      brand: 'VISA',
      maskedNumber: '444433******1111',
    });
  });

  it('sends a 3-D Secure card to the buyer page; approval completes it and returns the browser', async () => {
    const typeId = await createCardType('4711100000000000');
    const result = await unzer.charge({ ...eur(158_890), typeId, orderId: orderId(), returnUrl });
    if (result.outcome !== 'pending') throw new Error(`expected pending, got ${result.outcome}`);
    expect(result.redirectUrl.startsWith(`${emulator.publicUrl}/`)).toBe(true);
    expect((await unzer.getPayment(result.paymentId))?.state).toBe('pending');

    const buyer = await decideOnBuyerPage(result.redirectUrl, { decision: 'approve', password: 'secret3' });
    expect(buyer.html).toContain('1588.90 EUR');
    expect(buyer).toMatchObject({ status: 303, location: returnUrl });
    expect(await unzer.getPayment(result.paymentId)).toMatchObject({
      state: 'completed',
      chargedMinor: 158_890,
    });
    expect((await fetch(result.redirectUrl)).status).toBe(410);
  });

  it('cancels the payment when the buyer aborts 3-D Secure or gives the wrong password', async () => {
    const forms: Array<Record<string, string>> = [
      { decision: 'abort' },
      { decision: 'approve', password: 'wrong' },
    ];
    for (const form of forms) {
      const typeId = await createCardType('5453010000059543');
      const result = await unzer.authorize({ ...eur(5_000), typeId, orderId: orderId(), returnUrl });
      if (result.outcome !== 'pending') throw new Error(`expected pending, got ${result.outcome}`);
      expect(await decideOnBuyerPage(result.redirectUrl, form)).toMatchObject({
        status: 303,
        location: returnUrl,
      });
      const payment = await unzer.getPayment(result.paymentId);
      expect(payment).toMatchObject({ state: 'canceled', totalMinor: 0 });
      expect(payment?.transactions).toEqual([
        expect.objectContaining({ type: 'authorize', status: 'error' }),
      ]);
    }
  });

  it('answers a declined card and a declined amount as errors with the canceled payment', async () => {
    const declinedCard = await unzer.charge({
      ...eur(9_900),
      typeId: await createCardType('4000000000000002'),
      orderId: orderId(),
      returnUrl,
    });
    expect(declinedCard).toMatchObject({
      outcome: 'error',
      httpStatus: 200,
      error: { code: 'COR.800.100.152' },
    });
    expect((await unzer.getPayment(declinedCard.paymentId ?? ''))?.state).toBe('canceled');

    const declinedAmount = await unzer.charge({
      ...eur(10_013),
      typeId: await createCardType('4444333322221111'),
      orderId: orderId(),
      returnUrl,
    });
    expect(declinedAmount).toMatchObject({ outcome: 'error', error: { code: 'COR.800.100.155' } });
  });

  it('charges an authorization in parts, never beyond it, and refunds', async () => {
    const typeId = await createCardType('4444333322221111');
    const authorized = await unzer.authorize({ ...eur(10_000), typeId, orderId: orderId(), returnUrl });
    expect(authorized.outcome).toBe('success');
    const paymentId = authorized.paymentId ?? '';
    expect(await unzer.getPayment(paymentId)).toMatchObject({ state: 'pending', remainingMinor: 10_000 });

    expect((await unzer.chargeAuthorization(paymentId, eur(4_000))).outcome).toBe('success');
    expect(await unzer.getPayment(paymentId)).toMatchObject({ state: 'partly', chargedMinor: 4_000 });
    expect(await unzer.chargeAuthorization(paymentId, eur(7_000))).toMatchObject({
      outcome: 'error',
      httpStatus: 400,
      error: { code: 'API.330.100.007' },
    });
    expect((await unzer.chargeAuthorization(paymentId)).outcome).toBe('success');
    expect(await unzer.getPayment(paymentId)).toMatchObject({ state: 'completed', remainingMinor: 0 });

    expect((await unzer.cancel(paymentId, eur(2_500))).outcome).toBe('success');
    expect(await unzer.getPayment(paymentId)).toMatchObject({ state: 'completed', canceledMinor: 2_500 });
    expect((await unzer.cancel(paymentId)).outcome).toBe('success');
    expect(await unzer.getPayment(paymentId)).toMatchObject({ state: 'canceled', canceledMinor: 10_000 });
  });

  it('refuses a card payment without a return URL, and a used order id', async () => {
    const typeId = await createCardType('4444333322221111');
    expect(await unzer.charge({ ...eur(1_000), typeId, orderId: orderId() })).toMatchObject({
      outcome: 'error',
      httpStatus: 400,
      error: { code: 'API.320.100.203' },
    });
    const id = orderId();
    expect((await unzer.charge({ ...eur(1_000), typeId, orderId: id, returnUrl })).outcome).toBe('success');
    expect(await unzer.charge({ ...eur(1_000), typeId, orderId: id, returnUrl })).toMatchObject({
      outcome: 'error',
      error: { code: 'API.320.200.138' },
    });
  });
});

describe('keys', () => {
  it('is refused with a wrong key, with the public key on a private call, and with a production key', async () => {
    const typeId = await createCardType('4444333322221111');
    const tx = { ...eur(1_000), typeId, orderId: orderId(), returnUrl };
    const clientWith = (key: string) =>
      createUnzerClient({ baseUrl: emulator.url, privateKey: key, publicKey, timeoutMs: 2000 });

    expect(await clientWith(`s-priv-${randomBytes(8).toString('hex')}`).charge(tx)).toMatchObject({
      outcome: 'error',
      httpStatus: 401,
      error: { code: 'API.320.000.002' },
    });
    expect(await clientWith(publicKey).charge(tx)).toMatchObject({
      outcome: 'error',
      httpStatus: 403,
      error: { code: 'API.710.000.005' },
    });
    // The emulator is a sandbox account: a production key is not one of its keys.
    const production = clientWith(privateKey.replace(/^s-/, 'p-'));
    const refusal = await production.getPayment('s-pay-anything').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(UnzerRefused);
    expect(refusal).toMatchObject({ httpStatus: 401, error: { code: 'API.320.000.002' } });
    expect(String(refusal)).not.toContain(privateKey.slice(7));
  });
});

describe('redirect methods', () => {
  it('authorizes PayPal on the buyer page, then charges the authorization', async () => {
    const { id: typeId } = await unzer.createPaymentType('paypal', { email: 'buyer@example.com' });
    const result = await unzer.authorize({ ...eur(24_900), typeId, orderId: orderId(), returnUrl });
    if (result.outcome !== 'pending') throw new Error(`expected pending, got ${result.outcome}`);
    expect(await decideOnBuyerPage(result.redirectUrl, { decision: 'approve' })).toMatchObject({
      status: 303,
    });
    expect(await unzer.getPayment(result.paymentId)).toMatchObject({ state: 'pending', totalMinor: 24_900 });
    expect((await unzer.chargeAuthorization(result.paymentId)).outcome).toBe('success');
    expect((await unzer.getPayment(result.paymentId))?.state).toBe('completed');
  });

  it('lets the iDEAL buyer choose the bank on the page and refuses a bank iDEAL does not know', async () => {
    const refused = await unzer
      .createPaymentType('ideal', { bic: 'DEUTDEFF' })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ error: { code: 'COR.100.100.150' } });

    const { id: typeId } = await unzer.createPaymentType('ideal', {});
    const result = await unzer.charge({ ...eur(3_995), typeId, orderId: orderId(), returnUrl });
    if (result.outcome !== 'pending') throw new Error(`expected pending, got ${result.outcome}`);
    const withoutBank = await decideOnBuyerPage(result.redirectUrl, { decision: 'approve' });
    expect(withoutBank.html).toContain('<option value="INGBNL2A">ING</option>');
    expect(withoutBank.status).toBe(400);
    const withBank = await decideOnBuyerPage(result.redirectUrl, { decision: 'approve', bic: 'INGBNL2A' });
    expect(withBank).toMatchObject({ status: 303, location: returnUrl });
    expect((await unzer.getPayment(result.paymentId))?.state).toBe('completed');
  });

  it('offers only iDEAL banks Unzer takes', async () => {
    for (const bank of IDEAL_BANKS) {
      await expect(unzer.createPaymentType('ideal', { bic: bank.bic })).resolves.toMatchObject({
        id: expect.stringMatching(/^s-idl-/),
      });
    }
  });

  it('expires a payment whose buyer never comes back', async () => {
    const { id: typeId } = await unzer.createPaymentType('openbanking-pis', { ibanCountry: 'DE' });
    const result = await unzer.charge({ ...eur(7_500), typeId, orderId: orderId(), returnUrl });
    if (result.outcome !== 'pending') throw new Error(`expected pending, got ${result.outcome}`);
    clock += 31 * 60_000;
    const payment = await unzer.getPayment(result.paymentId);
    expect(payment).toMatchObject({ state: 'canceled', totalMinor: 0 });
    expect(payment?.transactions[0]).toMatchObject({ type: 'charge', status: 'error' });
    expect((await fetch(result.redirectUrl)).status).toBe(410);
  });
});

describe('direct debit', () => {
  it('takes an IBAN with spaces, refuses a wrong checksum, and fails the bank-refused one', async () => {
    const { id: typeId } = await unzer.createPaymentType('sepa-direct-debit', {
      iban: 'DE89 3704 0044 0532 0130 00',
      holder: 'Peter Universum',
    });
    expect(await unzer.charge({ ...eur(4_990), typeId, orderId: orderId() })).toMatchObject({
      outcome: 'success',
    });

    const invalid = await unzer
      .createPaymentType('sepa-direct-debit', { iban: 'DE89370400440532013001' })
      .catch((error: unknown) => error);
    expect(invalid).toBeInstanceOf(UnzerRefused);
    expect(invalid).toMatchObject({ httpStatus: 400, error: { code: 'COR.100.100.101' } });
    expect(String(invalid)).not.toContain('DE89370400440532013001');

    const { id: refusedType } = await unzer.createPaymentType('sepa-direct-debit', {
      iban: 'DE31370400440000000666',
    });
    expect(await unzer.charge({ ...eur(4_990), typeId: refusedType, orderId: orderId() })).toMatchObject({
      outcome: 'error',
      error: { code: 'COR.000.100.201' },
    });
  });
});

describe('customers and baskets', () => {
  it('creates, reads (also by the shop id) and updates a customer; the shop id stays unique', async () => {
    const customerId = `c${randomBytes(4).toString('hex')}`;
    const { id } = await unzer.createCustomer({ ...paylaterCustomer(), customerId });
    expect(await unzer.getCustomer(customerId)).toMatchObject({
      id,
      lastname: 'Universum',
      phone: '+49 69 123456',
    });
    await unzer.updateCustomer(id, { email: 'peter@example.com' });
    expect(await unzer.getCustomer(id)).toMatchObject({
      email: 'peter@example.com',
      birthDate: '1989-12-24',
    });
    expect(await unzer.getCustomer('s-cst-unknown')).toBeNull();

    await expect(unzer.createCustomer({ ...paylaterCustomer(), customerId })).rejects.toMatchObject({
      error: { code: 'API.410.200.010' },
    });
    await expect(
      unzer.createCustomer({ ...paylaterCustomer(), birthDate: '1989-02-30' }),
    ).rejects.toMatchObject({
      error: { code: 'API.410.200.011' },
    });
  });

  it('refuses a charge whose amount is not the basket total', async () => {
    const id = orderId();
    const { id: basketId } = await unzer.createBasket(shedBasket(id));
    const typeId = await createCardType('4444333322221111');
    const mismatch = await unzer.charge({ ...eur(SHED_TOTAL - 1), typeId, basketId, orderId: id, returnUrl });
    expect(mismatch).toMatchObject({ outcome: 'error', httpStatus: 400, error: { code: 'API.500.300.999' } });
    if (mismatch.outcome === 'error') expect(mismatch.error.merchantMessage).toContain('totalValueGross');
    const matching = await unzer.charge({ ...eur(SHED_TOTAL), typeId, basketId, orderId: id, returnUrl });
    expect(matching.outcome).toBe('success');
  });
});

describe('pay later', () => {
  async function invoiceSetup(customer: UnzerCustomerInput) {
    const id = orderId();
    const { id: customerId } = await unzer.createCustomer(customer);
    const { id: basketId } = await unzer.createBasket(shedBasket(id));
    const { id: typeId } = await unzer.createPaymentType('paylater-invoice', {});
    return { ...eur(SHED_TOTAL), typeId, customerId, basketId, orderId: id, riskData };
  }

  it('authorizes an invoice with customer, basket and risk data, then charges it', async () => {
    const result = await unzer.authorize(await invoiceSetup(paylaterCustomer()));
    expect(result).toMatchObject({ outcome: 'success' });
    const paymentId = result.paymentId ?? '';
    expect(await unzer.getPayment(paymentId)).toMatchObject({ state: 'pending', remainingMinor: SHED_TOTAL });
    expect((await unzer.chargeAuthorization(paymentId)).outcome).toBe('success');
    expect((await unzer.getPayment(paymentId))?.state).toBe('completed');
  });

  it('refuses an invoice without birth date, basket or risk data, and direct charges of it', async () => {
    const { birthDate: _, ...withoutBirthDate } = paylaterCustomer();
    expect(await unzer.authorize(await invoiceSetup(withoutBirthDate))).toMatchObject({
      outcome: 'error',
      error: { code: 'API.330.100.008' },
    });
    const complete = await invoiceSetup(paylaterCustomer());
    expect(await unzer.authorize({ ...complete, basketId: undefined })).toMatchObject({
      error: { code: 'API.330.100.023' },
    });
    expect(await unzer.authorize({ ...complete, riskData: undefined })).toMatchObject({
      error: { code: 'API.710.200.100' },
    });
    expect(await unzer.charge(complete)).toMatchObject({ error: { code: 'API.330.000.004' } });
  });

  it("rejects an invoice for the customer's reason, one for each the invoice form explains", async () => {
    const reasons: Record<string, string> = {
      'Reject-Fields': 'fields_wrong',
      'Reject-Moved': 'recent_move',
      'Reject-Name': 'name_change',
      'Reject-Residence': 'not_a_residence',
      'Reject-Risk': 'risk_check',
      'Reject-Overdue': 'overdue_invoice',
    };
    for (const [lastname, reason] of Object.entries(reasons)) {
      const result = await unzer.authorize(await invoiceSetup(paylaterCustomer(lastname)));
      if (result.outcome !== 'error') throw new Error(`${lastname} was not rejected`);
      expect(result.httpStatus).toBe(200);
      expect(invoiceRejectionReasonOf(result.error.code)).toBe(reason);
      expect((await unzer.getPayment(result.paymentId ?? ''))?.state).toBe('canceled');
    }
  });

  it('refuses a secured invoice shipped elsewhere than the billing address', async () => {
    const customer = paylaterCustomer();
    const { id: customerId } = await unzer.createCustomer({
      ...customer,
      shippingAddress: {
        ...customer.billingAddress,
        street: 'Gartenweg 1',
        shippingType: 'different-address',
      },
    });
    const id = orderId();
    const { id: basketId } = await unzer.createBasket(shedBasket(id));
    const { id: typeId } = await unzer.createPaymentType('invoice-secured', {});
    const tx = { ...eur(SHED_TOTAL), typeId, customerId, basketId, orderId: id, riskData };
    expect(await unzer.charge(tx)).toMatchObject({ error: { code: 'API.330.100.106' } });
  });

  it('offers installment plans with their credit information, and pays by the chosen one', async () => {
    const plans = await unzer.installmentPlans({ ...eur(SHED_TOTAL), country: 'DE' });
    const plan = plans.plans.find((candidate) => candidate.numberOfRates === 12);
    if (!plan) throw new Error('no 12-rate plan');
    expect(plan.rates).toHaveLength(12);
    expect(plan.rates.reduce((total, rate) => total + rate.amountMinor, 0)).toBe(plan.totalAmountMinor);
    expect(plan.totalAmountMinor).toBeGreaterThan(SHED_TOTAL);
    expect(plan.effectiveInterestRate).toBeGreaterThan(plan.nominalInterestRate);
    const secci = await fetch(plan.secciUrl);
    expect(secci.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await secci.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const unknown = await unzer
      .createPaymentType('paylater-installment', {
        inquiryId: 'Tx-not-issued',
        numberOfRates: 12,
        iban: 'DE89370400440532013000',
        holder: 'Peter Universum',
        country: 'DE',
      })
      .catch((error: unknown) => error);
    expect(unknown).toMatchObject({ error: { code: 'API.500.300.999' } });

    const { id: typeId } = await unzer.createPaymentType('paylater-installment', {
      inquiryId: plans.inquiryId,
      numberOfRates: 12,
      iban: 'DE89 3704 0044 0532 0130 00',
      holder: 'Peter Universum',
      country: 'DE',
    });
    const id = orderId();
    const { id: customerId } = await unzer.createCustomer(paylaterCustomer());
    const { id: basketId } = await unzer.createBasket(shedBasket(id));
    const tx = { ...eur(SHED_TOTAL), typeId, customerId, basketId, orderId: id, riskData };
    expect(await unzer.authorize(tx)).toMatchObject({ outcome: 'success' });
  });
});

describe('webhooks', () => {
  let receiver: Server;
  let receiverUrl: string;
  const received: string[] = [];
  let failuresLeft = 0;

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          response.writeHead(500).end();
          return;
        }
        received.push(body);
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/payment/unzer/webhook`;
  });
  afterAll(async () => {
    await new Promise((resolve) => receiver.close(resolve));
  });

  it('registers once however often the shop starts, and delivers after two failed attempts', async () => {
    const first = await unzer.ensureWebhook(receiverUrl, ['payment.completed', 'payment.canceled']);
    const again = await unzer.ensureWebhook(receiverUrl, ['payment.completed', 'payment.canceled']);
    expect(again.map((webhook) => webhook.id).sort()).toEqual(first.map((webhook) => webhook.id).sort());

    failuresLeft = 2;
    const typeId = await createCardType('4444333322221111');
    const result = await unzer.charge({ ...eur(2_000), typeId, orderId: orderId(), returnUrl });
    await emulator.webhooksSettled();

    const attempts = emulator.deliveries.filter((delivery) =>
      delivery.body.includes(result.paymentId ?? '-'),
    );
    expect(attempts.map((delivery) => delivery.outcome)).toEqual(['failed', 'failed', 'delivered']);
    const reading = unzer.readWebhook(received.at(-1) ?? '');
    expect(reading).toEqual({ accepted: true, event: 'payment.completed', paymentId: result.paymentId });
    expect((await unzer.getPayment(result.paymentId ?? ''))?.state).toBe('completed');
  });

  it('refuses a webhook of another key, pointing elsewhere, or of no known shape', () => {
    const webhook = (overrides: Record<string, unknown>) =>
      JSON.stringify({
        event: 'payment.completed',
        publicKey,
        retrieveUrl: `${emulator.url}/v1/payments/s-pay-abc123`,
        paymentId: 's-pay-abc123',
        ...overrides,
      });
    expect(unzer.readWebhook(webhook({}))).toEqual({
      accepted: true,
      event: 'payment.completed',
      paymentId: 's-pay-abc123',
    });
    expect(unzer.readWebhook(webhook({ publicKey: 's-pub-someoneelse' }))).toEqual({
      accepted: false,
      reason: 'foreign_public_key',
    });
    expect(
      unzer.readWebhook(webhook({ retrieveUrl: 'https://attacker.example/v1/payments/s-pay-abc123' })),
    ).toEqual({ accepted: false, reason: 'foreign_host' });
    expect(unzer.readWebhook(webhook({ paymentId: 's-pay-other1' }))).toEqual({
      accepted: false,
      reason: 'malformed',
    });
    expect(unzer.readWebhook('not json')).toEqual({ accepted: false, reason: 'malformed' });
  });
});

describe('outages', () => {
  it('throws UnzerUnavailable when Unzer cannot be reached or does not answer in time', async () => {
    const closed = createUnzerClient({
      baseUrl: 'http://127.0.0.1:9',
      privateKey,
      publicKey,
      timeoutMs: 2000,
    });
    await expect(closed.getPayment('s-pay-1')).rejects.toMatchObject({ reason: 'unreachable' });

    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const slow = createUnzerClient({
        baseUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
        privateKey,
        publicKey,
        timeoutMs: 100,
      });
      const error = await slow
        .charge({ ...eur(1_000), typeId: 's-crd-1', orderId: orderId() })
        .catch((e) => e);
      expect(error).toBeInstanceOf(UnzerUnavailable);
      expect(error).toMatchObject({ call: 'charge', reason: 'timeout' });
      expect(String(error)).not.toContain(privateKey);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
