import { z } from 'zod';
import { endpoint, PATH_PARAMETER_TOO_LONG } from './endpoint';
import { refusalDetails } from './refusal';

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
