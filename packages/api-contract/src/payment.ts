import { z } from 'zod';
import { orderAddressFields } from './address';
import { endpoint, PATH_PARAMETER_TOO_LONG } from './endpoint';
import { refusalDetails } from './refusal';
import { storeQuery } from './store';

/**
 * A payment at a provider as the shop sees it (payments spec 4): `pending` while the buyer is at the
 * provider (`redirect_url` is where to send them), `succeeded` once the provider took it, `failed` when it
 * was refused or abandoned (the order is then cancelled and its cart open again).
 */
export const paymentStatus = z.object({
  id: z.uuid().describe('The handle of the `/payment/{id}` return page'),
  status: z.enum(['starting', 'pending', 'succeeded', 'failed']),
  order_number: z.string().nullable(),
  store: z.string().nullable().describe('The store view the order was placed in'),
  redirect_url: z.string().nullable(),
  failure: z
    .object({
      code: z.string().describe("The provider's code, or payment_abandoned / provider_unavailable"),
      invoice_rejection: refusalDetails.shape.invoice_rejection.unwrap().nullable(),
    })
    .nullable(),
});
export type PaymentStatus = z.output<typeof paymentStatus>;

export const paymentOfAttempt = endpoint({
  method: 'GET',
  path: '/api/payments/:id',
  summary:
    'A payment read again from its provider and booked on its order: the return page calls it when the buyer comes back, and while the payment is pending',
  tags: ['payment'],
  params: z.object({ id: z.uuid({ error: 'id must be a payment id' }) }).strict(),
  results: { 200: paymentStatus },
  errors: [400, 404, PATH_PARAMETER_TOO_LONG, 503],
});

export const unzerNotification = endpoint({
  method: 'POST',
  path: '/api/payments/unzer/notifications',
  summary:
    "Unzer's webhook (text/plain, unsigned): it only names a payment, which is read again from Unzer through the job queue",
  tags: ['payment'],
  // Unzer sends text/plain; a JSON content type is taken too, as the same notification.
  body: z.union([z.string().max(8_192), z.record(z.string(), z.unknown())]),
  results: { 200: z.literal('ok') },
  errors: [400, 403, 413],
});

export const paymentSetup = endpoint({
  method: 'GET',
  path: '/api/payments/setup',
  summary:
    "What the checkout's payment forms need of the providers: Unzer's public key and the address the browser creates a card at (card numbers never reach the shop), and iDEAL's banks",
  tags: ['payment'],
  results: {
    200: z.object({
      unzer: z.object({ public_key: z.string(), api_url: z.string() }).nullable(),
      ideal_banks: z.array(z.object({ bic: z.string(), name: z.string() })),
    }),
  },
  errors: [],
});

export const installmentPlans = endpoint({
  method: 'GET',
  path: '/api/payments/installment-plans',
  summary:
    'The installment plans Unzer offers for an amount in the store view’s currency and country (payments spec 2): monthly rates, interest, total, the credit information PDF; the inquiry id goes with the chosen plan',
  tags: ['payment'],
  query: z
    .object({
      amount: z.coerce
        .number({ error: 'amount must be the total in minor units' })
        .int('amount must be the total in minor units')
        .min(1, 'amount must be the total in minor units')
        .max(1_000_000_000, 'amount must be the total in minor units'),
    })
    .strict(),
  results: {
    200: z.object({
      inquiry_id: z.string(),
      plans: z.array(
        z.object({
          number_of_rates: z.number().int(),
          monthly_rate: z.number().int(),
          total_amount: z.number().int(),
          nominal_interest_rate: z.number(),
          effective_interest_rate: z.number(),
          rates: z.array(z.object({ date: z.string(), amount: z.number().int() })),
          credit_information_url: z.string(),
        }),
      ),
    }),
  },
  errors: [400, 404, 503],
});

/**
 * What `amazon.Pay.renderButton` needs (payments spec 7 "Wallet payment provider", POST signature): the
 * script to load, the button's fields, and the signed Create Checkout Session payload. Amazon sends the
 * buyer back to the payload's review URL with `?amazonCheckoutSessionId=`.
 */
export const amazonPayButton = z.object({
  script_url: z.string().describe("Amazon's checkout.js of the region, or the emulator's stand-in"),
  merchant_id: z.string(),
  public_key_id: z.string(),
  sandbox: z.boolean(),
  ledger_currency: z.string(),
  checkout_language: z.string().describe("Amazon's language of the store view, e.g. de_DE"),
  product_type: z.literal('PayAndShip'),
  placement: z.literal('Checkout'),
  create_checkout_session_config: z.object({
    payloadJSON: z.string(),
    signature: z.string(),
    publicKeyId: z.string(),
    algorithm: z.string(),
  }),
});
export type AmazonPayButton = z.output<typeof amazonPayButton>;

export const amazonPayButtonConfig = endpoint({
  method: 'GET',
  path: '/api/payments/amazon-pay/button',
  summary:
    "The signed Amazon Pay button of a store view (its currency Amazon's, its shipping countries only)",
  tags: ['payment'],
  query: storeQuery,
  results: { 200: amazonPayButton },
  errors: [400, 404],
});

/** An address Amazon has, in the checkout's address shape (the name split at its last space). */
const amazonPayAddress = z.object(orderAddressFields);

export const amazonPayCheckoutSession = z.object({
  checkout_session_id: z.string(),
  buyer: z.object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    telephone: z.string().nullable(),
  }),
  shipping_address: amazonPayAddress.nullable(),
  billing_address: amazonPayAddress.nullable(),
  payment_descriptor: z.string().nullable().describe('e.g. "Visa ****1111", to show beside the method'),
});
export type AmazonPayCheckoutSession = z.output<typeof amazonPayCheckoutSession>;

const checkoutSessionId = z
  .string()
  .min(1, 'checkout_session_id is required')
  .max(100, 'checkout_session_id is not an Amazon Pay checkout session id')
  .regex(/^[A-Za-z0-9._-]+$/, 'checkout_session_id is not an Amazon Pay checkout session id');

export const amazonPayCheckoutSessionRead = endpoint({
  method: 'GET',
  path: '/api/payments/amazon-pay/checkout-sessions/:id',
  summary:
    'The buyer, addresses and payment instrument of an open Amazon Pay checkout session, for the checkout to fill in',
  tags: ['payment'],
  params: z.object({ id: checkoutSessionId }).strict(),
  query: storeQuery,
  results: { 200: amazonPayCheckoutSession },
  errors: [400, 404, 409, PATH_PARAMETER_TOO_LONG, 503],
});

export const amazonPayReturn = endpoint({
  method: 'POST',
  path: '/api/payments/amazon-pay/return',
  summary:
    "Amazon's return page: the buyer confirmed (or not) on Amazon; the session is completed and the payment read and booked",
  tags: ['payment'],
  body: z.object({ checkout_session_id: checkoutSessionId }).strict(),
  results: { 200: paymentStatus },
  errors: [400, 404, 503],
});

export const amazonPayNotification = endpoint({
  method: 'POST',
  path: '/api/payments/amazon-pay/notifications',
  summary:
    "Amazon Pay's IPN (an SNS message, text/plain): checked against its signature, it only names an object to read again through the job queue",
  tags: ['payment'],
  body: z.union([z.string().max(16_384), z.record(z.string(), z.unknown())]),
  results: { 200: z.literal('ok') },
  errors: [400, 413, 503],
});
