import type { SubmissionResult } from '@conform-to/react';
import { cartTotalsResult, installmentPlans, paymentMethod } from '@hortus/api-contract';
import { z } from 'zod';
import { notice } from './notice';

/**
 * The answers of the checkout page's calls (`POST /{store}/checkout/{call}`, routes/checkout-call.ts), which
 * the server builds through these schemas and the browser code takes its types from.
 */

/** The conform reply the form shows its errors from (built by conform on the server). */
const formReply = z.custom<SubmissionResult<string[]>>(
  (value) => typeof value === 'object' && value !== null && 'status' in value,
);

/** The checkout as priced for the form's choices: its totals and the payment methods on offer with them. */
const pricedCheckout = z.object({ totals: cartTotalsResult, paymentMethods: z.array(paymentMethod) });

/** Unzer's installment plans for the checkout's total (payments spec 2), the inquiry id to order one with. */
export const installmentOffer = installmentPlans.results[200];
export type InstallmentOffer = z.output<typeof installmentOffer>;

/**
 * `order`: placed (the browser goes on to `next`, the thank-you page), placed with its payment pending at
 * the provider (the browser goes to the provider's page), or refused with what to fix.
 */
export const orderAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('placed'), next: z.string().startsWith('/') }).strict(),
  z
    .object({
      status: z.literal('pending'),
      redirect: z.union([z.url({ protocol: /^https?$/ }), z.string().startsWith('/')]),
    })
    .strict(),
  z
    .object({
      status: z.literal('refused'),
      reply: formReply,
      notice,
      /** The checkout priced again when its total changed: shown beside the button to place it again. */
      priced: pricedCheckout.optional(),
      /** The provider refused the payment: the next try is a new order with a new key. */
      newAttempt: z.boolean().optional(),
    })
    .strict(),
]);
export type OrderAnswer = z.output<typeof orderAnswer>;

/** `totals`: the review's totals and the payment methods on offer; null while the form cannot be priced. */
export const totalsAnswer = z
  .object({
    totals: cartTotalsResult.nullable(),
    paymentMethods: z.array(paymentMethod).nullable(),
  })
  .strict();
export type TotalsAnswer = z.output<typeof totalsAnswer>;

/** `vat`: what the checkout says about a business customer's VAT number. */
export const vatAnswer = z
  .object({
    state: z.enum(['valid', 'invalid', 'unavailable', 'formatOnly']),
    name: z.string().nullable(),
  })
  .strict();
export type VatAnswer = z.output<typeof vatAnswer>;

/** `log`: the checkout log's id, or null when nothing was logged. */
export const logAnswer = z.object({ logged: z.string().nullable() }).strict();
export type LogAnswer = z.output<typeof logAnswer>;

/** `installments`: the plans for the checkout's total as priced now; null when none is offered for it. */
export const installmentsAnswer = z.object({ offer: installmentOffer.nullable() }).strict();
export type InstallmentsAnswer = z.output<typeof installmentsAnswer>;
