import { z } from 'zod';

/**
 * Unzer's answers, the fields the client reads (facts 1.3-1.7; java-sdk fixtures). Unknown fields pass;
 * a missing one the client needs makes the answer "unexpected", never a guess.
 */

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

/** Unzer's error body, whatever HTTP status it comes with (errors may come with a 2xx, facts 1.7). */
export const errorAnswer = z.object({
  isError: z.literal(true).optional(),
  errors: z.array(z.object({ code: z.string(), merchantMessage: text, customerMessage: text })).min(1),
  resources: z.object({ paymentId: text }).partial().nullish(),
});

export const transactionAnswer = z.object({
  id: z.string(),
  isSuccess: z.boolean(),
  isPending: z.boolean(),
  isError: z.boolean(),
  redirectUrl: text,
  message: z.object({ code: text, merchant: text, customer: text }).nullish(),
  resources: z.object({ paymentId: z.string() }),
});

export const idAnswer = z.object({ id: z.string() });

export const paymentTypeAnswer = z.object({
  id: z.string(),
  method: text,
  brand: z.string().optional(),
  number: z.string().optional(),
  expiryDate: z.string().optional(),
});

const address = z
  .object({
    name: z.string(),
    street: z.string(),
    zip: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    shippingType: z.string(),
  })
  .partial();

export const customerAnswer = z.object({
  id: z.string(),
  customerId: z.string().optional(),
  firstname: z.string().optional(),
  lastname: z.string().optional(),
  salutation: z.string().optional(),
  birthDate: z.string().optional(),
  company: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  mobile: z.string().optional(),
  language: z.string().optional(),
  billingAddress: address.optional(),
  shippingAddress: address.optional(),
  companyInfo: z.record(z.string(), z.unknown()).optional(),
});

export const paymentAnswer = z.object({
  id: z.string(),
  state: z.object({ id: z.number(), name: z.string() }),
  amount: z.object({ total: z.string(), charged: z.string(), canceled: z.string(), remaining: z.string() }),
  currency: z.string(),
  orderId: text,
  resources: z.object({ typeId: text, customerId: text, basketId: text }),
  transactions: z
    .array(
      z.object({
        type: z.string(),
        status: z.enum(['pending', 'success', 'error', 'resumed']),
        amount: z.string(),
        date: text,
        url: z.string().optional(),
      }),
    )
    .default([]),
});

export const plansAnswer = z.object({
  id: z.string(),
  plans: z.array(
    z.object({
      numberOfRates: z.number().int().positive(),
      totalAmount: z.union([z.string(), z.number()]),
      nominalInterestRate: z.number(),
      effectiveInterestRate: z.number(),
      secciUrl: z.string(),
      installmentRates: z
        .array(z.object({ date: z.string(), rate: z.union([z.string(), z.number()]) }))
        .min(1),
    }),
  ),
});

const webhook = z.object({ id: z.string(), url: z.string(), event: z.string() });

/** One registration (`{id, url, event}`) or several (`{events: [...]}`), as the request was made. */
export const webhooksAnswer = z.union([z.object({ events: z.array(webhook) }), webhook]);

/** A webhook's body (facts 1.5): no signature, so nothing in it is believed but the id to re-fetch. */
export const notification = z.object({
  event: z.string(),
  publicKey: z.string(),
  retrieveUrl: z.string(),
  paymentId: z.string().optional(),
});
