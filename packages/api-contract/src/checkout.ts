import { CHECKOUT_STEPS } from '@hortus/core/checkout-form';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { storeParams } from './store';

const text = (max: number) => z.string().trim().max(max);
const code = text(64);

/**
 * An address as far as the shopper has typed it: the log keeps what was entered at a step, valid or not,
 * each part bounded (spec 3's address fields).
 */
const loggedAddress = z
  .object({
    firstname: text(100),
    lastname: text(100),
    company: text(100),
    street: z.array(text(100)).max(3),
    city: text(100),
    postcode: text(20),
    country_id: text(2),
    region: text(100),
    region_id: text(20),
    region_code: text(20),
    telephone: text(40),
    email: text(254),
    vat_id: text(30),
  })
  .partial()
  .strict();

/**
 * The checkout log's update at a step (payments spec 3 "Order / transaction log"): the fields the shopper
 * has filled so far. The user, cart, products, date, store and status are the API's to fill.
 */
export const checkoutLogBody = z
  .object({
    id: z.uuid().optional().describe('The log made at the first step; absent to make it'),
    step: z.enum(CHECKOUT_STEPS),
    firstname: text(100).optional(),
    lastname: text(100).optional(),
    email: text(254).optional(),
    addressInformation: z
      .object({ shippingAddress: loggedAddress, billingAddress: loggedAddress })
      .partial()
      .strict()
      .optional(),
    shipping_method_code: code.optional(),
    shipping_carrier_code: code.optional(),
    payment_method_code: code.optional(),
    payment_method_additional: z.record(z.string().max(64), z.string().max(1000)).optional(),
    shippingExtraFields: z.record(z.string().max(64), z.string().max(1000)).optional(),
    comment: text(1000).optional(),
  })
  .strict();
export type CheckoutLogBody = z.input<typeof checkoutLogBody>;

export const checkoutLogStatus = z.enum(['open', 'completed', 'failed']);

export const checkoutLogResult = z.object({
  id: z.uuid(),
  step: z.enum(CHECKOUT_STEPS),
  status: checkoutLogStatus,
});

export const checkoutLog = endpoint({
  method: 'POST',
  path: '/api/checkout/log',
  summary:
    "The checkout log of a cart: made at the checkout's first step, updated at each step, marked completed or failed by the order",
  tags: ['checkout'],
  query: z
    .object({
      ...storeParams,
      token: z.string().max(4096).optional().describe("The customer's access token (or a Bearer header)"),
      cartId: z.string().min(1, 'cartId is required').max(64),
    })
    .strict(),
  body: checkoutLogBody,
  results: { 200: checkoutLogResult },
  errors: [400, 401, 403, 404],
});
