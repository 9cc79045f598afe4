import { INVOICE_REJECTIONS, ORDER_EVENT_REFUSALS } from '@hortus/core';
import { z } from 'zod';

/**
 * Why the API refused a call, as a stable code beside the message. The message is the spec's text for a
 * person; a client decides on the reason, never on the wording. A refusal whose call site names no reason
 * of its own carries the general reason of its status.
 */
export const refusalReason = z.enum([
  // The general reason of each status.
  'invalid_request',
  'not_authenticated',
  'forbidden',
  'not_found',
  'conflict',
  'too_large',
  'too_many_requests',
  'server_error',
  'unavailable',
  // Checkout and order placement.
  'cart_empty',
  'cart_changed',
  'not_enough_stock',
  'order_total_changed',
  'order_key_reused',
  'order_key_other_request',
  'unpaid_orders_open',
  'product_price_unknown',
  'shipping_method_not_possible',
  'payment_method_not_possible',
  'island_not_deliverable',
  'vat_number_invalid',
  'catalog_mode',
  // Payment at a provider: refused (a declined card, a rejected invoice), or the provider unreachable.
  'payment_refused',
  'payment_unavailable',
  // Amazon Pay: the store view does not offer it, or the buyer's checkout session is no longer open.
  'payment_method_not_offered',
  'payment_session_closed',
  // Accounts.
  'email_taken',
  'login_failed',
  'account_blocked',
  'current_password_required',
  'current_password_wrong',
  'password_change_failed',
  'reset_link_invalid',
  'group_price_needs_login',
  // Newsletter, dealers.
  'newsletter_link_invalid',
  'postcode_invalid',
  // The order lifecycle (core decides, and names its refusals) and its events' idempotency.
  ...ORDER_EVENT_REFUSALS,
  'event_conflict',
  // Staff (the back office).
  'second_factor_failed',
  'sign_in_expired',
  'staff_email_taken',
  'cannot_block_oneself',
  'cannot_reset_oneself',
  // Bank statements (camt.053 import, matching a credit to an order).
  'bank_statement_invalid',
  'bank_credit_not_a_payment',
  'bank_credit_already_booked',
  'bank_credit_currency_mismatch',
  // Stock and prices (the sheet, a product's price form).
  'stock_sheet_invalid',
]);
export type RefusalReason = z.output<typeof refusalReason>;

/** The general reason of a status, for a refusal that names none of its own. */
export function reasonOfStatus(status: number): RefusalReason {
  if (status === 401) return 'not_authenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 413) return 'too_large';
  if (status === 429) return 'too_many_requests';
  if (status === 503) return 'unavailable';
  if (status >= 500) return 'server_error';
  return 'invalid_request';
}

/**
 * What a refusal names beyond its reason, for the client to say it in the shopper's language: the
 * product that is short of stock, the total the order would now have (in minor units).
 */
export const refusalDetails = z
  .object({
    product: z.string().optional().describe('The product a not_enough_stock or product_price_unknown names'),
    grand_total: z.number().int().optional().describe('The total an order_total_changed order would have'),
    problems: z
      .array(
        z.object({
          line: z.number().int().nullable().describe('Line of the file (the header is 1); null for a form'),
          column: z.string().nullable(),
          code: z.string().describe('e.g. bad_price, unknown_sku, dates_reversed'),
          message: z.string(),
        }),
      )
      .optional()
      .describe('The problems a stock_sheet_invalid refusal found, by line (the first 1,000 of them)'),
    problem_count: z
      .number()
      .int()
      .optional()
      .describe('How many problems a stock_sheet_invalid refusal found in all'),
    invoice_rejection: z
      .enum(INVOICE_REJECTIONS)
      .optional()
      .describe('Why a payment_refused invoice or installment was refused (payments spec 8)'),
    payment_flow: z
      .string()
      .optional()
      .describe('The flow (card, paypal, ...) a payment_refused refusal was of'),
    payment_failure: z
      .string()
      .optional()
      .describe(
        "The provider's or the shop's code of a payment_refused refusal, e.g. amazon_shipping_country (Amazon shipping allowed only to the order's country)",
      ),
  })
  .strict();
export type RefusalDetails = z.output<typeof refusalDetails>;
