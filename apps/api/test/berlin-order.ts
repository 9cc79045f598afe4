import { randomUUID } from 'node:crypto';

/**
 * Erika's order in Berlin, as the checkout sends it: the tests' and the benchmarks' (which cannot import
 * shop-calls.ts, a module of vitest's), so it has no import but Node's.
 */

/** A delivery address in Germany that every carrier of the demo shop serves. */
export const berlinAddress = {
  firstname: 'Erika',
  lastname: 'Mustermann',
  street: ['Gartenweg 12'],
  city: 'Berlin',
  postcode: '10115',
  country_id: 'DE',
  telephone: '+49 30 123456',
};

/** The body of an order placement as the checkout sends it: Erika in Berlin, flat-rate shipping. */
export function berlinOrder(email: string, payment = 'banktransfer') {
  return {
    idempotency_key: randomUUID(),
    email,
    firstname: 'Erika',
    lastname: 'Mustermann',
    addressInformation: {
      shippingAddress: berlinAddress,
      billingAddress: berlinAddress,
      shipping_carrier_code: 'flatrate',
      shipping_method_code: 'flatrate',
      payment_method_code: payment,
    },
  };
}
