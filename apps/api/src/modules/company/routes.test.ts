import { STORE_VIEWS } from '@hortus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { berlinOrder, type Call, callsTo, cartOf, productsForSale } from '../../../test/shop-calls';
import { startSmtpPeer } from '../../../test/smtp-peer';
import { CMS_PAGES } from '../../demo/content-words';

// The company is named in four places a shopper compares: the imprint, the confirmation mail, the
// thank-you page (the order's payment instructions and the company answer) and the footer (the company
// answer). Each must be the one record of the API's configuration.

const peer = await startSmtpPeer();
afterAll(() => peer.close());

/** A bank-transfer order of one product in de-de, as the checkout places it; its answer's result. */
async function prepaymentOrder(call: Call, sku: string, email: string) {
  const cartId = await cartOf(call, 'de-de', [{ sku, qty: 1 }]);
  const placed = await call('POST', `/de-de/api/order?cartId=${cartId}`, berlinOrder(email));
  expect(placed.status).toBe(200);
  return placed.body.result;
}

const imprint = CMS_PAGES.find((page) => page.key === 'imprint');

describe('the demo shop names one company everywhere', () => {
  const testApp = useTestApp({ SMTP_URL: peer.url });
  const call = callsTo(testApp);
  let sku = '';
  beforeAll(async () => {
    const [product] = await productsForSale(testApp, 'de-de', 1);
    sku = product?.sku ?? '';
  });

  it("GET /api/company answers the configured company: the demo company's name, VAT number and phone", async () => {
    const answer = await call('GET', '/api/company');
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({
      name: 'Hortus Gartenbau GmbH',
      vat_id: 'DE298765435',
      phone: '+49 40 1234 5670',
      email: 'service@hortus.example',
    });
  });

  it.each(STORE_VIEWS.map((view) => [view.storeCode, view] as const))(
    'the imprint of %s names that company, its VAT number and its phone',
    async (_store, storeView) => {
      const company = (await call('GET', '/api/company')).body.result;
      const identifier = imprint?.identifier[storeView.i18n.language];
      const page = await call(
        'GET',
        `/api/ext/cms-data/cmsPageIdentifier/${identifier}/storeId/${storeView.storeId}`,
      );
      expect(page.status).toBe(200);
      for (const fact of [company.name, company.vat_id, company.phone, company.register_number]) {
        expect(page.body.result.content).toContain(fact);
      }
    },
  );

  it('the payment instructions and the confirmation mail name that company as payee, with its phone and VAT number', async () => {
    const company = (await call('GET', '/api/company')).body.result;
    const order = await prepaymentOrder(call, sku, 'payee@example.de');
    expect(order.payment_instructions.account_holder).toBe(company.name);
    const mail = await peer.mailFor('payee@example.de', 15_000);
    expect(mail?.text).toContain(`Kontoinhaber: ${company.name}`);
    expect(mail?.text).toContain(
      `${company.name} · ${company.street} · ${company.postcode} ${company.city} · Deutschland`,
    );
    expect(mail?.text).toContain(`Telefon ${company.phone} · ${company.email}`);
    expect(mail?.text).toContain(`USt-IdNr. ${company.vat_id}`);
  });
});
