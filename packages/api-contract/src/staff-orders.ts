import { FIELD_REQUIRED, ORDER_EVENT_TYPES, ORDER_STATUSES, PAYMENT_STATES } from '@hortus/core';
import { z } from 'zod';
import { endpoint, PATH_PARAMETER_TOO_LONG } from './endpoint';
import { order } from './order';

/**
 * The back office's orders (roles owner and orders): the list with its filters, the CSV export of a
 * filter, one order with everything that happened to it, and the staff's events on it (core's order
 * lifecycle decides; a refusal names the lifecycle's reason). Every call carries the staff session as a
 * Bearer header.
 */

const money = z.number().int().describe('Integer minor units of the order currency');
/**
 * Whether `text` (YYYY-MM-DDTHH:MM:SS.mmm...) names a moment of the calendar: JavaScript's Date rolls an
 * impossible day over (2026-02-30 is 2 March) and takes the year 0000, which PostgreSQL refuses.
 */
function isMoment(text: string): boolean {
  const millis = `${text.slice(0, 23)}Z`;
  const date = new Date(millis);
  return !text.startsWith('0000') && !Number.isNaN(date.getTime()) && date.toISOString() === millis;
}

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give a day as YYYY-MM-DD.')
  .refine((value) => isMoment(`${value}T00:00:00.000`), 'Give a day as YYYY-MM-DD.');

/** A comma-separated list in one query parameter (what a form's select or a link gives), each item checked. */
const listOf = <T extends z.ZodType<string, string>>(item: T, what: string) =>
  z
    .string()
    .max(500)
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item.describe(what)).max(20));

/** Where a page of the list starts: `older~<moment>~<id>` or `newer~<moment>~<id>`, as a list answer gives it. */
export const ORDER_LIST_CURSOR = /^(older|newer)~(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)~(\d{1,10})$/;

/** A cursor as a list answer gives it: its moment one of the calendar, its id one an order may have. */
function isOrderListCursor(text: string): boolean {
  const match = ORDER_LIST_CURSOR.exec(text);
  return match !== null && isMoment(match[2] ?? '') && Number(match[3]) <= 2_147_483_647;
}

/** The list's filter: the same query for the list, its pages and its CSV export. */
export const staffOrderFilter = z
  .object({
    q: z
      .string()
      .trim()
      .max(200)
      .optional()
      .describe('An order number (or its beginning), an e-mail address (or its beginning) or part of a name'),
    store_code: listOf(z.string().regex(/^[a-z]{2}-[a-z]{2}$/, 'Unknown store view.'), 'store view')
      .optional()
      .describe('Store views, comma-separated'),
    status: listOf(z.enum(ORDER_STATUSES), 'status').optional().describe('Statuses, comma-separated'),
    payment_method: listOf(z.string().regex(/^[a-z0-9_]{1,64}$/, 'Unknown payment method.'), 'method')
      .optional()
      .describe('Payment method codes, comma-separated'),
    placed_from: day.optional().describe('Placed on or after this UTC day'),
    placed_to: day.optional().describe('Placed on or before this UTC day'),
  })
  .strict();
export type StaffOrderFilter = z.input<typeof staffOrderFilter>;

const paymentState = z.enum(PAYMENT_STATES);

export const staffOrderListRow = z.object({
  entity_id: z.number().int(),
  increment_id: z.string(),
  store_code: z.string(),
  created_at: z.string().describe('ISO 8601, UTC'),
  status: z.enum(ORDER_STATUSES),
  customer_name: z.string(),
  email: z.string(),
  currency_code: z.string(),
  grand_total: money,
  total_due: money,
  payment_method_code: z.string().nullable(),
  payment_state: paymentState.describe("Derived from the order's payments and refunds"),
});
export type StaffOrderListRow = z.output<typeof staffOrderListRow>;

export const staffOrderList = endpoint({
  method: 'GET',
  path: '/api/staff/orders',
  summary:
    'The orders of a filter, newest first, 50 a page: `cursor` is an `older` or `newer` of a previous answer',
  tags: ['staff-orders'],
  query: staffOrderFilter
    .extend({
      cursor: z
        .string()
        .regex(ORDER_LIST_CURSOR, 'This is not a page of the order list.')
        .refine(isOrderListCursor, 'This is not a page of the order list.')
        .optional()
        .describe('The `older` or `newer` of the page before'),
    })
    .strict(),
  results: {
    200: z.object({
      items: z.array(staffOrderListRow),
      total_count: z.number().int().describe('How many orders the filter finds, counted up to 10,000'),
      total_more: z.boolean().describe('More than total_count orders: the count stopped'),
      older: z.string().nullable().describe('The cursor of the next older page; null on the last'),
      newer: z.string().nullable().describe('The cursor of the next newer page; null on the first'),
    }),
  },
  errors: [400, 401, 403],
});

export const staffOrderExport = endpoint({
  method: 'GET',
  path: '/api/staff/orders.csv',
  summary:
    'The orders of a filter as a CSV file (UTF-8 with a byte-order mark, not in the envelope), newest first, streamed; audited as an export of personal data',
  tags: ['staff-orders'],
  query: staffOrderFilter,
  results: { 200: z.string().describe('text/csv, Content-Disposition: attachment') },
  errors: [400, 401, 403],
});

/** The columns of the CSV export, in their order. */
export const STAFF_ORDER_CSV_COLUMNS = [
  'order_number',
  'placed_at',
  'store_view',
  'status',
  'payment_state',
  'payment_method',
  'firstname',
  'lastname',
  'email',
  'currency',
  'grand_total',
  'total_due',
] as const;

const orderIdParams = z
  .object({
    id: z.coerce
      .number({ error: 'id must be an order id' })
      .int('id must be an order id')
      .min(1, 'id must be an order id')
      .max(2_147_483_647, 'id must be an order id'),
  })
  .strict();

const actor = z.object({
  kind: z.enum(['staff', 'customer', 'system', 'provider', 'bank_statement']),
  name: z.string().nullable().describe("A staff member's name; null for the others"),
});

export const staffOrderHistoryEntry = z.object({
  id: z.number().int(),
  type: z.enum(['placed', ...ORDER_EVENT_TYPES]),
  at: z.string().describe('ISO 8601, UTC'),
  actor,
  amount: money.nullable(),
  reason: z.string().nullable().describe("A cancellation's or refund's reason"),
  data: z
    .record(z.string(), z.unknown())
    .describe('The event as the lifecycle took it: a payment’s reference and day, a note’s text, ...'),
  visible_to_customer: z.boolean(),
});
export type StaffOrderHistoryEntry = z.output<typeof staffOrderHistoryEntry>;

export const staffOrderDetail = order.extend({
  email: z.string(),
  customer_name: z.string(),
  customer_id: z.number().int().nullable(),
  comment: z.string().nullable(),
  lines: z
    .array(
      z.object({
        id: z.number().int().describe('The line id a shipment names'),
        sku: z.string(),
        name: z.string(),
        qty: z.number().int(),
        qty_shipped: z.number().int(),
        price_incl_tax: money,
        row_total_incl_tax: money,
        tax_rate_bp: z.number().int().describe('Basis points: 1900 is 19 %'),
      }),
    )
    .describe('The lines with their ids and what of them has shipped'),
  payment: z.object({
    state: paymentState,
    paid: money,
    refunded: money,
    authorized: money.describe('Held by a payment provider and not yet captured (captured when it ships)'),
    balance: money.describe('Positive: too much (to refund); negative: still missing'),
    due: money,
  }),
  payments: z.array(
    z.object({
      at: z.string(),
      amount: money,
      booked_on: z.string(),
      reference: z.string(),
      source: z.string(),
    }),
  ),
  refunds: z.array(z.object({ at: z.string(), amount: money, reason: z.string() })),
  shipment_list: z.array(
    z.object({
      at: z.string(),
      carrier: z.string(),
      carrier_name: z.string(),
      tracking_number: z.string(),
      tracking_url: z.string().nullable(),
      lines: z.array(z.object({ sku: z.string(), name: z.string(), qty: z.number().int() })),
    }),
  ),
  history: z.array(staffOrderHistoryEntry).describe('Oldest first, everything, notes and staff names too'),
  allowed_events: z
    .array(
      z.enum(['payment', 'refund', 'fulfilment_started', 'shipment', 'delivered', 'cancellation', 'note']),
    )
    .describe('The staff events the lifecycle may take now (the page shows only their forms)'),
});
export type StaffOrderDetail = z.output<typeof staffOrderDetail>;

export const staffOrder = endpoint({
  method: 'GET',
  path: '/api/staff/orders/:id',
  summary: 'One order with its lines, addresses, totals, payments, refunds, shipments and whole history',
  tags: ['staff-orders'],
  params: orderIdParams,
  results: { 200: staffOrderDetail },
  errors: [400, 401, 403, 404, PATH_PARAMETER_TOO_LONG],
});

const text = (max: number) => z.string({ error: FIELD_REQUIRED }).trim().min(1, FIELD_REQUIRED).max(max);
const amount = z
  .number({ error: 'Enter an amount.' })
  .int('An amount is a whole number of minor units.')
  .positive('Enter an amount above zero.')
  .max(Number.MAX_SAFE_INTEGER);

/** One staff action on an order; the currency is always the order's. */
export const staffOrderEventBody = z.discriminatedUnion('type', [
  z.object({ type: z.literal('payment'), amount, booked_on: day, reference: text(200) }).strict(),
  z.object({ type: z.literal('refund'), amount, reason: text(500) }).strict(),
  z.object({ type: z.literal('fulfilment_started') }).strict(),
  z
    .object({
      type: z.literal('shipment'),
      carrier: text(40),
      tracking_number: text(64),
      lines: z
        .array(
          z.object({ order_item_id: z.number().int().positive(), qty: z.number().int().positive() }).strict(),
        )
        .min(1, 'A shipment must contain at least one unit.')
        .max(500),
    })
    .strict(),
  z.object({ type: z.literal('delivered') }).strict(),
  z.object({ type: z.literal('cancellation'), reason: text(500) }).strict(),
  z.object({ type: z.literal('note'), text: text(2000) }).strict(),
]);
export type StaffOrderEventBody = z.input<typeof staffOrderEventBody>;

export const staffOrderEvent = endpoint({
  method: 'POST',
  path: '/api/staff/orders/:id/events',
  summary:
    'Record a staff event on an order through the lifecycle. `event_id` (a UUID the form makes once) makes a repeated submit one event',
  tags: ['staff-orders'],
  params: orderIdParams,
  body: z
    .object({
      event_id: z.uuid('event_id must be a UUID').describe('Made once per form; the same id is one event'),
      event: staffOrderEventBody,
    })
    .strict(),
  results: {
    200: z.object({
      outcome: z.enum(['recorded', 'already_recorded']),
      status: z.enum(ORDER_STATUSES),
      payment: z.object({ state: paymentState, balance: money, due: money }),
      stock_released: z.number().int().describe('Units given back to stock by a cancellation'),
    }),
  },
  errors: [400, 401, 403, 404, 409, PATH_PARAMETER_TOO_LONG],
});
