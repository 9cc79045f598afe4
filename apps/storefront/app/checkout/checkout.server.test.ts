import { describe, expect, it } from 'vitest';
import type { Session } from '../session/session.server';
import { placeOrderFromForm } from './checkout.server';

/** A checkout form that passes every rule, as the page sends it. */
function validForm(lines: string): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    'details.email': 'anna@example.de',
    'details.firstname': 'Anna',
    'details.lastname': 'Grün',
    'shipping.address.firstname': 'Anna',
    'shipping.address.lastname': 'Grün',
    'shipping.address.street1': 'Gartenweg 1',
    'shipping.address.postcode': '10115',
    'shipping.address.city': 'Berlin',
    'shipping.address.country_id': 'DE',
    'shipping.address.telephone': '+49 30 1234567',
    'shipping.method': 'flatrate|flatrate',
    'payment.sameAsShipping': 'on',
    'payment.method': 'banktransfer',
    'review.terms': 'on',
    orderKey: 'a'.repeat(32),
    lines,
  })) {
    form.set(name, value);
  }
  return form;
}

// Refused before the session is asked for anything: any use of it would throw.
const untouchedSession = new Proxy({} as Session, {
  get: () => {
    throw new Error('the session was used');
  },
});

describe('placing an order from the checkout form', () => {
  it.each(['{"sku"', '{"sku":"A","qty":1}', '"A"'])(
    'refuses lines that are not a list of lines (%s) with a clear error, asking nothing of the API',
    async (lines) => {
      const outcome = await placeOrderFromForm(untouchedSession, validForm(lines));
      expect(outcome).toMatchObject({
        status: 'refused',
        httpStatus: 400,
        notice: { type: 'error', id: 'form.invalid' },
      });
    },
  );
});
