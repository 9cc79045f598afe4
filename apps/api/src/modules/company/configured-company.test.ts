import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { berlinOrder, callsTo, cartOf, productsForSale } from '../../../test/shop-calls';
import { startSmtpPeer } from '../../../test/smtp-peer';
import { loadConfig } from '../../config';

const peer = await startSmtpPeer();
afterAll(() => peer.close());

describe('a company set through the environment', () => {
  const testApp = useTestApp({
    SMTP_URL: peer.url,
    COMPANY_NAME: 'Grünraum Beete GmbH',
    COMPANY_STREET: 'Am Anger 7',
    COMPANY_POSTCODE: '80331',
    COMPANY_CITY: 'München',
    COMPANY_MANAGING_DIRECTORS: 'Lea Sommer, Jan Winter',
    COMPANY_REGISTER_COURT: 'Amtsgericht München',
    COMPANY_REGISTER_NUMBER: 'HRB 654321',
    COMPANY_PHONE: '+49 89 555 0100',
    SERVICE_EMAIL: 'hilfe@gruenraum.example',
    SELLER_VAT_ID: 'de 136 695 976',
    BANK_IBAN: 'DE02 1203 0000 0000 2020 51',
    BANK_BIC: 'BYLADEM1001',
  });
  const call = callsTo(testApp);

  it('is what GET /api/company answers, the VAT number as invoices write it', async () => {
    const answer = await call('GET', '/api/company');
    expect(answer.body.result).toEqual({
      name: 'Grünraum Beete GmbH',
      street: 'Am Anger 7',
      postcode: '80331',
      city: 'München',
      country: 'DE',
      managing_directors: ['Lea Sommer', 'Jan Winter'],
      register_court: 'Amtsgericht München',
      register_number: 'HRB 654321',
      vat_id: 'DE136695976',
      phone: '+49 89 555 0100',
      email: 'hilfe@gruenraum.example',
    });
  });

  it('is the payee and the letterhead of the confirmation mail', async () => {
    const [product] = await productsForSale(testApp, 'de-de', 1);
    const cartId = await cartOf(call, 'de-de', [{ sku: product?.sku ?? '', qty: 1 }]);
    const placed = await call(
      'POST',
      `/de-de/api/order?cartId=${cartId}`,
      berlinOrder('configured@example.de'),
    );
    expect(placed.body.result.payment_instructions).toMatchObject({
      account_holder: 'Grünraum Beete GmbH',
      iban: 'DE02 1203 0000 0000 2020 51',
      bic: 'BYLADEM1001',
    });
    const mail = await peer.mailFor('configured@example.de', 15_000);
    for (const line of [
      'Kontoinhaber: Grünraum Beete GmbH',
      'IBAN: DE02 1203 0000 0000 2020 51',
      'Grünraum Beete GmbH · Am Anger 7 · 80331 München · Deutschland',
      'Telefon +49 89 555 0100 · hilfe@gruenraum.example',
      'Geschäftsführung: Lea Sommer, Jan Winter · Amtsgericht München HRB 654321 · USt-IdNr. DE136695976',
    ]) {
      expect(mail?.text).toContain(line);
    }
    expect(mail?.text).not.toContain('Hortus Gartenbau GmbH');
  });
});

describe('BANK_ACCOUNT_HOLDER', () => {
  it('stops the start with a message that names COMPANY_NAME: the account holder is the company', () => {
    expect(() => loadConfig({ BANK_ACCOUNT_HOLDER: 'Hortus Gartenhaus GmbH' })).toThrow(
      'BANK_ACCOUNT_HOLDER: the account holder is the company: set COMPANY_NAME instead of BANK_ACCOUNT_HOLDER',
    );
  });

  it('is refused with a bad VAT number, phone or country as well as any other bad company setting', () => {
    expect(() => loadConfig({ SELLER_VAT_ID: 'DE123456789' })).toThrow('SELLER_VAT_ID');
    expect(() => loadConfig({ COMPANY_PHONE: 'call us' })).toThrow('COMPANY_PHONE');
    expect(() => loadConfig({ COMPANY_COUNTRY: 'Germany' })).toThrow('COMPANY_COUNTRY');
  });
});
