import { MAX_LINE_QUANTITY, QUANTITY_NOT_ABOVE_ZERO } from '@hortus/core';
import { addressSchema, emailSchema } from '@hortus/core/customer';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { storeParams } from './store';

/** Spec 7: every cart call carries the user token (customers' carts) and the cart id in the query. */
const cartQuery = z
  .object({
    ...storeParams,
    token: z.string().max(4096).optional().describe("The customer's access token (or a Bearer header)"),
    cartId: z.string().min(1, 'cartId is required').max(64),
  })
  .strict();

/** Spec 5: a quantity sent as a string is parsed to an integer; it must be above 0. */
const quantity = z.coerce
  .number({ error: QUANTITY_NOT_ABOVE_ZERO })
  .int('Quantity must be a whole number')
  .min(1, QUANTITY_NOT_ABOVE_ZERO)
  .max(MAX_LINE_QUANTITY, 'Quantity must be below the available maximum');

export const cartItemInput = z
  .object({
    sku: z.string().trim().min(1, 'sku is required').max(64),
    qty: quantity,
    item_id: z.coerce.number().int().min(1).optional(),
    quoteId: z.string().max(64).optional(),
    product_option: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();

export const cartItem = z.object({
  item_id: z.number().int(),
  sku: z.string(),
  qty: z.number().int(),
  name: z.string(),
  product_type: z.string(),
  quote_id: z.string(),
  parent_sku: z.string().nullable(),
  /** The product page's url_key (the parent's for a variant), for a link from the cart line. */
  url_key: z.string().nullable(),
  /** The line's picture, a path under the media base URL. */
  image: z.string().nullable(),
  product_option: z.record(z.string(), z.unknown()).nullable(),
  /** Gross unit price at this quantity, integer minor units of the cart's currency. */
  price_incl_tax: z.number().int(),
  row_total_incl_tax: z.number().int(),
  is_in_stock: z.boolean(),
});
export type CartItem = z.output<typeof cartItem>;

const segment = z.object({ code: z.string(), title: z.string(), value: z.number().int() });

export const cartTotalsResult = z.object({
  quote_currency_code: z.string(),
  /** The coupon applied to the cart, also when it no longer gives a discount (expired since). */
  coupon_code: z.string().nullable(),
  items_qty: z.number().int(),
  subtotal: z.number().int(),
  subtotal_incl_tax: z.number().int(),
  tax_amount: z.number().int(),
  shipping_incl_tax: z.number().int(),
  /** A surcharge of the chosen payment method (cash on delivery), gross. */
  payment_fee_incl_tax: z.number().int(),
  discount_amount: z.number().int(),
  grand_total: z.number().int(),
  items: z.array(cartItem),
  total_segments: z.array(segment),
  /**
   * A tax-free intra-Community supply (ADR 0011): the invoice address's VAT number is confirmed by VIES and
   * of another member state than the seller's, and the goods go to one. Then every amount (the items'
   * prices too) is net and tax_amount is 0.
   */
  reverse_charge: z.boolean(),
});
export type CartTotalsResult = z.output<typeof cartTotalsResult>;

const cartErrors = [400, 401, 403, 404] as const;

export const cartCreate = endpoint({
  method: 'POST',
  path: '/api/cart/create',
  summary:
    "A new guest cart, or with a token the customer's cart; a guest cart named by cartId is merged into it (quantities are not added up)",
  tags: ['cart'],
  query: cartQuery.partial({ cartId: true }),
  results: { 200: z.string().describe('The cart id for every further cart call') },
  errors: cartErrors,
});

export const cartPull = endpoint({
  method: 'GET',
  path: '/api/cart/pull',
  summary: "The cart's items with the server's prices",
  tags: ['cart'],
  query: cartQuery,
  results: { 200: z.array(cartItem) },
  errors: cartErrors,
});

export const cartUpdate = endpoint({
  method: 'POST',
  path: '/api/cart/update',
  summary: 'Put a sku into the cart with a quantity (the line is set to it, so a replay changes nothing)',
  tags: ['cart'],
  query: cartQuery,
  body: z.object({ cartItem: cartItemInput }).strict(),
  results: { 200: cartItem },
  errors: cartErrors,
});

export const cartUpdateMany = endpoint({
  method: 'POST',
  path: '/api/cart/update-many',
  summary: 'Several cart/update calls in one transaction: all or none',
  tags: ['cart'],
  query: cartQuery,
  body: z.object({ cartItems: z.array(cartItemInput).min(1).max(100) }).strict(),
  results: { 200: z.array(cartItem) },
  errors: cartErrors,
});

export const cartDelete = endpoint({
  method: 'POST',
  path: '/api/cart/delete',
  summary: 'Remove a line (by item_id, else by sku); removing what is not there is not an error',
  tags: ['cart'],
  query: cartQuery,
  body: z
    .object({
      cartItem: z
        .object({
          sku: z.string().trim().min(1).max(64).optional(),
          item_id: z.coerce.number().int().min(1).optional(),
          quoteId: z.string().max(64).optional(),
        })
        .passthrough()
        .refine((item) => item.sku !== undefined || item.item_id !== undefined, 'sku or item_id is required'),
    })
    .strict(),
  results: { 200: z.literal(true) },
  errors: cartErrors,
});

export const cartClear = endpoint({
  method: 'POST',
  path: '/api/cart/clear',
  summary: 'Remove every line',
  tags: ['cart'],
  query: cartQuery,
  results: { 200: z.literal(true) },
  errors: cartErrors,
});

export const cartTotals = endpoint({
  method: 'GET',
  path: '/api/cart/totals',
  summary: 'Totals computed on the server: subtotal, tax, shipping, discount, grand total and their segments',
  tags: ['cart'],
  query: cartQuery,
  results: { 200: cartTotalsResult },
  errors: cartErrors,
});

export const cartApplyCoupon = endpoint({
  method: 'POST',
  path: '/api/cart/apply-coupon',
  summary: "Apply a coupon of the store view; a code that does not apply gets the spec's message",
  tags: ['cart'],
  query: cartQuery.extend({ coupon: z.string().trim().min(1, 'coupon is required').max(64) }),
  results: { 200: z.literal(true) },
  errors: cartErrors,
});

export const cartDeleteCoupon = endpoint({
  method: 'POST',
  path: '/api/cart/delete-coupon',
  summary: 'Take the coupon off the cart',
  tags: ['cart'],
  query: cartQuery,
  results: { 200: z.literal(true) },
  errors: cartErrors,
});

export const paymentMethod = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  position: z.number().int(),
  offline: z.boolean(),
  default: z.boolean(),
  is_server_method: z.boolean(),
  fee_incl_tax: z.number().int(),
});

export const shippingMethod = z.object({
  carrier_code: z.string(),
  method_code: z.string(),
  carrier_title: z.string(),
  method_title: z.string(),
  price_incl_tax: z.number().int(),
  amount: z.number().int(),
  available: z.boolean(),
  offline: z.boolean(),
  default: z.boolean(),
});

const countryId = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter ISO code')
  .transform((code) => code.toUpperCase());

/** A delivery or invoice address of the checkout (spec 3), with the field limits of the payments spec. */
export const checkoutAddress = addressSchema.extend({
  email: emailSchema.optional(),
  region_id: z.union([z.number().int(), z.string().max(20)]).optional(),
  region_code: z.string().max(20).optional(),
});

export const cartPaymentMethods = endpoint({
  method: 'GET',
  path: '/api/cart/payment-methods',
  summary: "The store view's payment methods in position order, titles in its language",
  tags: ['cart'],
  query: cartQuery,
  results: { 200: z.array(paymentMethod) },
  errors: cartErrors,
});

export const cartShippingMethods = endpoint({
  method: 'POST',
  path: '/api/cart/shipping-methods',
  summary: "The methods that ship the cart to the address's country, with their gross prices",
  tags: ['cart'],
  query: cartQuery,
  body: z
    .object({
      address: z.looseObject({ country_id: countryId }),
    })
    .strict(),
  results: { 200: z.array(shippingMethod) },
  errors: cartErrors,
});

export const cartShippingInformation = endpoint({
  method: 'POST',
  path: '/api/cart/shipping-information',
  summary: 'Choose the delivery address and method; answers the totals with shipping and the payment methods',
  tags: ['cart'],
  query: cartQuery,
  body: z
    .object({
      addressInformation: z
        .object({
          shippingAddress: checkoutAddress,
          billingAddress: checkoutAddress.optional(),
          shippingCarrierCode: z.string().min(1).max(64),
          shippingMethodCode: z.string().min(1).max(64),
        })
        .strict(),
    })
    .strict(),
  results: { 200: z.object({ totals: cartTotalsResult, payment_methods: z.array(paymentMethod) }) },
  errors: cartErrors,
});

export const cartCollectTotals = endpoint({
  method: 'POST',
  path: '/api/cart/collect-totals',
  summary: 'Choose the payment method (its surcharge counts) and answer the totals',
  tags: ['cart'],
  query: cartQuery,
  body: z
    .object({
      methods: z.object({ paymentMethod: z.object({ method: z.string().min(1).max(64) }) }).optional(),
    })
    .strict(),
  results: { 200: cartTotalsResult },
  errors: cartErrors,
});
