import {
  ORDER_HISTORY_FIRST_PAGE,
  ORDER_HISTORY_PAGE_SIZE,
  ORDER_STATUSES,
  PAYMENT_STATES,
  TAX_ID_TOO_SHORT,
  VIES_STATUSES,
} from '@hortus/core';
import { emailSchema, firstnameSchema, lastnameSchema } from '@hortus/core/customer';
import { z } from 'zod';
import { orderAddressFields } from './address';
import { checkoutAddress } from './cart';
import { endpoint, PATH_PARAMETER_TOO_LONG } from './endpoint';
import { paymentStatus } from './payment';
import { storeParams } from './store';

/** The user calls' query (as in user.ts): the access token travels in it, or as a Bearer header. */
const withToken = {
  ...storeParams,
  token: z.string().max(4096).optional().describe('The access token (or a Bearer header)'),
};

const money = z.number().int().describe('Integer minor units of the order currency');

/** Core's order lifecycle's statuses: pending, processing, shipped (every unit), delivered, canceled. */
export const orderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.output<typeof orderStatus>;

export const orderItem = z.object({
  sku: z.string(),
  name: z.string(),
  qty: z.number().int(),
  price_incl_tax: money.describe('Gross unit price at the ordered quantity, minor units'),
  row_total_incl_tax: money,
});
export type OrderItem = z.output<typeof orderItem>;

export const orderShippingAddress = z.object(orderAddressFields);
/** Only the invoice address carries a VAT number. */
export const orderBillingAddress = z.object({ ...orderAddressFields, vat_id: z.string().nullable() });
export type OrderAddress = z.output<typeof orderBillingAddress>;

export const order = z.object({
  entity_id: z.number().int(),
  increment_id: z.string().describe('The order number the customer sees'),
  store_code: z.string(),
  store_name: z.string().describe('The name of the store view the order was placed in'),
  created_at: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    .describe('YYYY-MM-DD hh:mm:ss, 24 h, UTC (spec 3)'),
  status: orderStatus,
  currency_code: z.string(),
  subtotal_incl_tax: money,
  shipping_incl_tax: money,
  payment_fee_incl_tax: money.describe('Surcharge of the payment method (cash on delivery), gross'),
  discount_amount: money.describe('Taken off the goods: a positive amount'),
  tax_amount: money.describe('The tax included in the gross amounts'),
  grand_total: money,
  total_due: money.describe('What is still to be paid'),
  items: z.array(orderItem),
  addresses: z.object({
    billing: orderBillingAddress.nullable(),
    shipping: orderShippingAddress.nullable(),
  }),
  payment_method_code: z.string().nullable(),
  shipping_method_code: z.string().nullable(),
  shipping_carrier_code: z.string().nullable(),
  reverse_charge: z
    .boolean()
    .describe(
      'A tax-free intra-Community supply (ADR 0011): every amount is net, tax_amount is 0 and the buyer accounts for the VAT',
    ),
  invoice_note: z
    .string()
    .nullable()
    .describe("The invoice's note for a reverse-charge order, in the store view's language; null otherwise"),
  payment_instructions: z
    .object({
      account_holder: z.string(),
      iban: z.string(),
      bic: z.string(),
      reference: z.string().describe('What the transfer must name: the order number'),
      amount: money.describe('What is still to be paid (total_due)'),
    })
    .nullable()
    .describe('How to pay a prepayment (bank transfer) order that is still due; null for other orders'),
  payment_state: z
    .object({
      state: z.enum(PAYMENT_STATES),
      paid: money.describe('The sum of the payments booked'),
      refunded: money.describe('The sum of the refunds made'),
      balance: money.describe(
        'Paid less refunded beyond what the order owes: positive is too much (to be refunded), negative is missing; a canceled order owes nothing',
      ),
    })
    .describe('Derived from the payments and refunds booked, never stored'),
});
export type Order = z.output<typeof order>;

const dateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  .describe('YYYY-MM-DD hh:mm:ss, 24 h, UTC');

const parcel = {
  carrier: z.string().describe('The carrier as the shipment names it (dhl, post_at, ...)'),
  carrier_name: z
    .string()
    .describe('Its name as the customer knows it (the code for a carrier the shop does not know)'),
  tracking_number: z.string(),
  tracking_url: z
    .string()
    .nullable()
    .describe("The carrier's public tracking page; null for a carrier the shop does not know"),
};

/** One entry of the customer's part of the order's history: never notes, staff names or references. */
export const orderHistoryEntry = z.object({
  type: z.enum(['placed', 'payment', 'shipment', 'delivered', 'canceled', 'refund']),
  at: dateTime,
  amount: money.nullable().describe("A payment's or refund's amount; null otherwise"),
  parcel: z.object(parcel).nullable().describe("A shipment's parcel; null otherwise"),
});
export type OrderHistoryEntry = z.output<typeof orderHistoryEntry>;

export const orderShipment = z.object({
  ...parcel,
  shipped_at: dateTime,
  lines: z.array(z.object({ sku: z.string(), name: z.string(), qty: z.number().int() })),
});
export type OrderShipment = z.output<typeof orderShipment>;

/** An order with what happened to it since it was placed: the customer's and the guest's order page. */
export const orderWithHistory = order.extend({
  history: z.array(orderHistoryEntry).describe('Oldest first, from the placement on'),
  shipments: z.array(orderShipment).describe('Oldest first'),
});
export type OrderWithHistory = z.output<typeof orderWithHistory>;

export const orderHistoryResult = z.object({
  items: z.array(order),
  total_count: z.number().int().describe('How many orders the customer has in all, not only on this page'),
  page_size: z.number().int(),
  current_page: z.number().int(),
});
export type OrderHistoryResult = z.output<typeof orderHistoryResult>;

export const userOrderHistory = endpoint({
  method: 'GET',
  path: '/api/user/order-history',
  summary: "The logged-in customer's orders, newest first, a page at a time",
  tags: ['user'],
  query: z
    .object({
      ...withToken,
      pageSize: z.coerce
        .number({ error: 'pageSize must be a whole number from 1 to 100' })
        .int('pageSize must be a whole number from 1 to 100')
        .min(1, 'pageSize must be a whole number from 1 to 100')
        .max(100, 'pageSize must be a whole number from 1 to 100')
        .default(ORDER_HISTORY_PAGE_SIZE),
      currentPage: z.coerce
        .number({ error: 'currentPage must be a whole number from 1' })
        .int('currentPage must be a whole number from 1')
        .min(1, 'currentPage must be a whole number from 1')
        // Far beyond any customer's history; keeps the offset an ordinary number.
        .max(1_000_000, 'currentPage must be at most 1000000')
        .default(ORDER_HISTORY_FIRST_PAGE),
    })
    .strict(),
  results: { 200: orderHistoryResult },
  errors: [400, 401],
});

export const userOrder = endpoint({
  method: 'GET',
  path: '/api/user/order/:orderId',
  summary: "One of the logged-in customer's orders; anyone else's answers as an unknown one (404)",
  tags: ['user'],
  params: z.object({
    orderId: z.coerce
      .number({ error: 'orderId must be an order number' })
      .int('orderId must be an order number')
      .min(1, 'orderId must be an order number')
      .max(2_147_483_647, 'orderId must be an order number'),
  }),
  query: z.object(withToken).strict(),
  results: { 200: orderWithHistory },
  errors: [400, 401, 404, PATH_PARAMETER_TOO_LONG],
});

const code = z.string().min(1).max(64);

/**
 * The order body (spec 3's order and transaction log, as this shop takes it). The server prices the order
 * from the cart again; `products` is what the shopper saw, and an order whose cart no longer has those
 * lines is refused (409) rather than placed with other ones.
 */
export const placeOrderBody = z
  .object({
    idempotency_key: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,100}$/, 'idempotency_key must be 16 to 100 letters, digits, - or _')
      .describe('Made by the client once per order attempt and sent again with every retry of it'),
    email: emailSchema,
    firstname: firstnameSchema,
    lastname: lastnameSchema,
    addressInformation: z
      .object({
        shippingAddress: checkoutAddress.omit({ vat_id: true }),
        billingAddress: checkoutAddress,
        shipping_carrier_code: code,
        shipping_method_code: code,
        payment_method_code: code,
        payment_method_additional: z.record(z.string().max(64), z.string().max(1000)).optional(),
      })
      .strict(),
    comment: z.string().trim().max(1000).optional(),
    checkout_log_id: z
      .uuid()
      .optional()
      .describe(
        'The checkout log of this checkout (POST /api/checkout/log): marked completed or failed with the order',
      ),
    products: z
      .array(z.object({ sku: z.string().min(1).max(64), qty: z.number().int().min(1) }).strip())
      .max(500)
      .optional(),
    expected_grand_total: z
      .number()
      .int()
      .min(0)
      .max(Number.MAX_SAFE_INTEGER)
      .optional()
      .describe(
        'The grand total (minor units) the shopper was shown beside the order button; when the order is priced at another, nothing is placed and the answer is a 409 naming the new total',
      ),
  })
  .strict();
export type PlaceOrderBody = z.input<typeof placeOrderBody>;

export const placeOrder = endpoint({
  method: 'POST',
  path: '/api/order',
  summary:
    'Place the order of a cart: priced again on the server, stock reserved, the cart closed; the same idempotency_key answers the same order',
  tags: ['order'],
  query: z
    .object({
      ...withToken,
      cartId: z.string().min(1).max(64).describe('The cart to order'),
    })
    .strict(),
  body: placeOrderBody,
  results: {
    200: order.extend({
      payment: paymentStatus
        .optional()
        .describe(
          "A provider's payment, started with the order: pending ones send the buyer to redirect_url",
        ),
    }),
  },
  // 402: the provider refused the payment (payment_refused); 503: it could not be reached
  // (payment_unavailable). Either way the order was undone and the cart is open again.
  errors: [400, 401, 402, 403, 404, 409, 503],
});

export const guestOrder = endpoint({
  method: 'POST',
  path: '/api/order/lookup',
  summary:
    "A guest's order by its number and the e-mail address it was placed with (in the store view it was placed in); anything else answers 404",
  tags: ['order'],
  query: z.object(storeParams).strict(),
  body: z
    .object({
      increment_id: z
        .string()
        .trim()
        .regex(/^\d{1,20}$/, 'increment_id is the order number (digits)'),
      email: emailSchema,
    })
    .strict(),
  results: { 200: orderWithHistory },
  errors: [400, 404, 429],
});

export const companyUidResult = z.object({
  vat_id: z.string().describe('The number as written on invoices (upper case, no separators)'),
  valid: z.boolean().describe("Its country's format and checksum hold"),
  country: z.string().nullable().describe('ISO country of the number (GR for an EL number)'),
  vies_country: z.string().nullable().describe('The prefix VIES takes, when VIES can confirm the number'),
  vies: z
    .enum(VIES_STATUSES)
    .describe(
      "VIES's answer: valid (registered), invalid (not registered, or its format or checksum already fails and VIES is not asked), unavailable (VIES cannot answer now: VAT is charged until it can), not_applicable (a country VIES does not cover: CH, NO, GB)",
    ),
  name: z
    .string()
    .nullable()
    .describe("The holder's name as VIES gives it; null where the member state does not disclose it"),
  address: z.string().nullable().describe("The holder's address as VIES gives it; null where not disclosed"),
});
export type CompanyUidResult = z.output<typeof companyUidResult>;

export const companyUid = endpoint({
  method: 'POST',
  path: '/api/ext/company-uid',
  summary:
    "A business customer's VAT number checked by its country's format and checksum, and whether VIES confirms it is registered",
  tags: ['checkout'],
  query: z.object(storeParams).strict(),
  body: z.object({ vat_id: z.string().trim().min(3, TAX_ID_TOO_SHORT).max(30) }).strict(),
  results: { 200: companyUidResult },
  errors: [400],
});
