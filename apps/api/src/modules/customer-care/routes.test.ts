import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../test/back-office-staff';
import { useTestApp } from '../../../test/build-app';
import { berlinOrder, callsTo, cartOf, productsForSale, type ShopProduct } from '../../../test/shop-calls';
import { startSmtpPeer } from '../../../test/smtp-peer';
import { staffAuditLog } from '../../db/schema';

const smtp = await startSmtpPeer();
const testApp = useTestApp({ SMTP_URL: smtp.url });
afterAll(() => smtp.close());
const shop = callsTo(testApp);
const PASSWORD = 'Hochbeet 2026 Lärche';
let staff: Awaited<ReturnType<typeof signedInStaff>>;
let product: ShopProduct;
let counter = 0;

beforeAll(async () => {
  staff = await signedInStaff(testApp, 'orders');
  [product] = (await productsForSale(testApp, 'de-de', 1, 1_000)) as [ShopProduct];
});

async function registered(firstname: string, lastname: string) {
  counter += 1;
  const email = `care.${counter}.${Date.now()}@example.de`;
  const created = await shop('POST', '/de-de/api/user/create', {
    customer: { email, firstname, lastname },
    password: PASSWORD,
  });
  expect(created.status).toBe(200);
  return { email, id: created.body.result.id as number };
}

const login = (email: string) => shop('POST', '/api/user/login', { username: email, password: PASSWORD });
const lastAudit = async () =>
  (await testApp.database.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1))[0];

describe('customers in the back office', () => {
  it('finds customers by e-mail beginning or part of the name, newest first', async () => {
    const older = await registered('Klara', 'Rübenacker');
    const newer = await registered('Jonas', 'Rübenacker');
    const found = await staff.call('GET', `/api/staff/customers?query=${encodeURIComponent('rübenacker')}`);
    expect(found.status).toBe(200);
    expect(found.body.result.customers.map((customer: { id: number }) => customer.id)).toEqual([
      newer.id,
      older.id,
    ]);
    expect(found.body.result.customers[1]).toMatchObject({
      email: older.email,
      firstname: 'Klara',
      store_code: 'de-de',
      blocked_at: null,
    });
  });

  it('shows a customer with their own orders only, and audits the reading', async () => {
    const customer = await registered('Ida', 'Zaunkönig');
    const token = (await login(customer.email)).body.result.token as string;
    const cartId = await cartOf(shop, 'de-de', [{ sku: product.sku, qty: 1 }], token);
    const placed = await shop(
      'POST',
      `/de-de/api/order?cartId=${cartId}&token=${token}`,
      berlinOrder(customer.email),
    );
    expect(placed.status).toBe(200);
    // A guest order under the same address is not the account's.
    const guestCart = await cartOf(shop, 'de-de', [{ sku: product.sku, qty: 1 }]);
    expect(
      (await shop('POST', `/de-de/api/order?cartId=${guestCart}`, berlinOrder(customer.email))).status,
    ).toBe(200);
    const record = await staff.call('GET', `/api/staff/customers/${customer.id}`);
    expect(record.status).toBe(200);
    expect(record.body.result).toMatchObject({ id: customer.id, email: customer.email, more_orders: false });
    expect(record.body.result.orders).toEqual([
      expect.objectContaining({
        increment_id: placed.body.result.increment_id,
        currency_code: 'EUR',
        grand_total: placed.body.result.grand_total,
        status: 'pending',
      }),
    ]);
    expect(await lastAudit()).toMatchObject({
      staffId: staff.id,
      action: 'customer.read',
      objectType: 'customer',
      objectId: String(customer.id),
      details: {},
    });
  });

  it('blocks a customer, who then cannot log in, and unblocks them; each audited', async () => {
    const customer = await registered('Paul', 'Distelfink');
    expect((await login(customer.email)).status).toBe(200);
    const blocked = await staff.call('POST', `/api/staff/customers/${customer.id}/block`, { blocked: true });
    expect(blocked.status).toBe(200);
    expect(blocked.body.result.blocked_at).toEqual(expect.any(String));
    const refused = await login(customer.email);
    expect([refused.status, refused.body.reason]).toEqual([403, 'account_blocked']);
    expect(await lastAudit()).toMatchObject({ action: 'customer.block', objectId: String(customer.id) });
    const unblocked = await staff.call('POST', `/api/staff/customers/${customer.id}/block`, {
      blocked: false,
    });
    expect(unblocked.body.result.blocked_at).toBeNull();
    expect((await login(customer.email)).status).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'customer.unblock' });
  });

  it('mails a reset link, audited without the address', async () => {
    const customer = await registered('Mia', 'Gießkanne');
    const sent = await staff.call('POST', `/api/staff/customers/${customer.id}/reset-link`);
    expect(sent.status).toBe(200);
    expect(sent.body.result).toBe('sent');
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'customer.reset_link', objectId: String(customer.id) });
    expect(JSON.stringify(audit)).not.toContain(customer.email);
    const deadline = Date.now() + 15_000;
    while (!smtp.received.some((mail) => JSON.stringify(mail.to).includes(customer.email))) {
      if (Date.now() > deadline) throw new Error('no reset mail');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  it('answers 404 for an unknown customer and 400 for bad input, changing nothing', async () => {
    expect((await staff.call('GET', '/api/staff/customers/999999999')).status).toBe(404);
    expect((await staff.call('POST', '/api/staff/customers/999999999/block', { blocked: true })).status).toBe(
      404,
    );
    expect((await staff.call('POST', '/api/staff/customers/999999999/reset-link')).status).toBe(404);
    const customer = await registered('Lea', 'Hecke');
    const bad = await staff.call('POST', `/api/staff/customers/${customer.id}/block`, { blocked: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.result).toMatch(/blocked/);
    expect((await staff.call('GET', '/api/staff/customers/abc')).status).toBe(400);
    expect((await login(customer.email)).status).toBe(200);
  });

  it('is refused to content editors (403, audited) and open to the owner', async () => {
    const customer = await registered('Tom', 'Kompost');
    const editor = await signedInStaff(testApp, 'content');
    for (const [method, url, body] of [
      ['GET', '/api/staff/customers'],
      ['GET', `/api/staff/customers/${customer.id}`],
      ['POST', `/api/staff/customers/${customer.id}/block`, { blocked: true }],
      ['POST', `/api/staff/customers/${customer.id}/reset-link`],
    ] as const) {
      const answer = await editor.call(method, url, body);
      expect(answer.status, url).toBe(403);
    }
    expect(await lastAudit()).toMatchObject({ staffId: editor.id, outcome: 'denied_role' });
    expect((await login(customer.email)).status).toBe(200);
    const owner = await signedInStaff(testApp, 'owner');
    expect((await owner.call('GET', `/api/staff/customers/${customer.id}`)).status).toBe(200);
  });
});
