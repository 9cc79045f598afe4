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
  .number({ error: 'Quantity must be above 0' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be above 0')
  .max(10_000, 'Quantity must be below the available maximum');

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
  discount_amount: z.number().int(),
  grand_total: z.number().int(),
  items: z.array(cartItem),
  total_segments: z.array(segment),
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
