import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { queryRows } from '../../db/database';
import { customers } from '../../db/schema';
import { WHOLESALE_GROUP_ID } from '../../demo/catalogue';
import { GROUP_PRICE_NEEDS_LOGIN } from './customer-group';

const testApp = useTestApp();

async function call(method: 'GET' | 'POST', url: string, body?: object) {
  const response = await testApp.app.inject({ method, url, ...(body ? { payload: body } : {}) });
  return { status: response.statusCode, body: response.json() as { code: number; result: any } };
}

/** A product of the demo catalogue with a wholesale group price in de-de. */
let sku = '';
let wholesaleToken = '';
let retailToken = '';

async function tokenOf(email: string, group?: number): Promise<string> {
  const password = 'Gartenhaus 2026';
  const created = await call('POST', '/de-de/api/user/create', {
    customer: { email, firstname: 'Gerd', lastname: 'Großhandel' },
    password,
  });
  expect(created.status).toBe(200);
  if (group !== undefined) {
    await testApp.database.db.update(customers).set({ groupId: group }).where(eq(customers.email, email));
  }
  const login = await call('POST', '/api/user/login', { username: email, password });
  return login.body.result.token as string;
}

beforeAll(async () => {
  const [row] = await queryRows<{ sku: string }>(
    testApp.database.db,
    sql`SELECT p.sku FROM tier_prices t JOIN products p ON p.id = t.product_id
      WHERE t.store_code = 'de-de' AND t.customer_group_id = ${WHOLESALE_GROUP_ID} AND t.qty = 1
        AND p.type_id = 'simple' AND p.visibility = 4 ORDER BY p.id LIMIT 1`,
  );
  if (!row) throw new Error('the demo catalogue has no wholesale price in de-de');
  sku = row.sku;
  wholesaleToken = await tokenOf('wholesale@example.de', WHOLESALE_GROUP_ID);
  retailToken = await tokenOf('retail@example.de');
});

const renderList = (query: string) =>
  call('GET', `/de-de/api/product/render-list?skus=${encodeURIComponent(sku)}&currencyCode=EUR${query}`);
const finalPrice = (answer: { body: { result: any } }) =>
  answer.body.result.items[0].price_info.extension_attributes.tax_adjustments.final_price as number;

describe('group prices go only to customers of the group', () => {
  it('a guest naming the wholesale group is refused, everywhere a group can be named', async () => {
    const answers = [
      await renderList(`&userGroupId=${WHOLESALE_GROUP_ID}`),
      await call(
        'GET',
        `/de-de/api/product/single?key=sku&value=${encodeURIComponent(sku)}&groupId=${WHOLESALE_GROUP_ID}`,
      ),
      await call('GET', `/de-de/api/catalog?type=product&groupId=${WHOLESALE_GROUP_ID}`),
      await call('POST', '/de-de/api/catalog', { type: 'product', groupId: WHOLESALE_GROUP_ID }),
      await call('POST', '/api/url/map', { url: '/de-de', groupId: WHOLESALE_GROUP_ID }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({
        code: 403,
        reason: 'group_price_needs_login',
        result: GROUP_PRICE_NEEDS_LOGIN,
      });
    }
  });

  it('a retail customer naming the wholesale group is refused too', async () => {
    const answer = await renderList(`&userGroupId=${WHOLESALE_GROUP_ID}&token=${retailToken}`);
    expect(answer.status).toBe(403);
  });

  it('a wholesale customer gets the group price by token, and the signature signs that price', async () => {
    const guest = await renderList('');
    const wholesale = await renderList(`&token=${wholesaleToken}`);
    const named = await renderList(`&token=${wholesaleToken}&userGroupId=${WHOLESALE_GROUP_ID}`);
    expect(wholesale.status).toBe(200);
    expect(finalPrice(wholesale)).toBeLessThan(finalPrice(guest));
    expect(finalPrice(named)).toBe(finalPrice(wholesale));
    expect(wholesale.body.result.items[0].sgn).not.toBe(guest.body.result.items[0].sgn);
  });

  it('the spec groupToken prices catalogue searches for the group', async () => {
    const search = (extra: string) =>
      call(
        'GET',
        `/de-de/api/catalog?request=${encodeURIComponent(JSON.stringify({ filters: { sku } }))}&type=product${extra}`,
      );
    const guest = await search('');
    const wholesale = await search(`&groupToken=${wholesaleToken}`);
    expect(wholesale.status).toBe(200);
    expect(wholesale.body.result.items[0].final_price_incl_tax).toBeLessThan(
      guest.body.result.items[0].final_price_incl_tax,
    );
  });

  it('a guest may name the guest group, and an invalid token is a 401 for the client to refresh', async () => {
    expect((await renderList('&userGroupId=0')).status).toBe(200);
    const expired = await renderList('&token=not.a.token');
    expect(expired.status).toBe(401);
  });
});

describe('the spec start parameter', () => {
  it('pages a product list like from', async () => {
    const byFrom = await call('GET', '/de-de/api/catalog?type=product&size=2&from=3&sort=latest');
    const byStart = await call('GET', '/de-de/api/catalog?type=product&size=2&start=3&sort=latest');
    expect(byStart.status).toBe(200);
    expect(byStart.body.result.start).toBe(3);
    expect(byStart.body.result.items.map((item: { id: number }) => item.id)).toEqual(
      byFrom.body.result.items.map((item: { id: number }) => item.id),
    );
  });
});
