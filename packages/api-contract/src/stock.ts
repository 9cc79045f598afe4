import { MAX_LINE_QUANTITY } from '@hortus/core';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { storeParams } from './store';

/** Stock checks are batched this many skus at a time (spec 9). */
export const STOCK_LIST_MAX_SKUS = 15;

const sku = z.string().trim().min(1, 'sku is required').max(64);

export const stockItem = z.object({
  product_id: z.number().int(),
  sku: z.string(),
  qty: z.number().int(),
  is_in_stock: z.boolean(),
  manage_stock: z.boolean(),
  min_sale_qty: z.number().int(),
  max_sale_qty: z.number().int(),
  status: z
    .enum(['ok', 'volatile', 'out_of_stock'])
    .describe(
      'ok and volatile: the quantity may be added to the cart (volatile with a warning); out_of_stock: not',
    ),
});
export type StockItem = z.output<typeof stockItem>;

export const stockCheck = endpoint({
  method: 'GET',
  path: '/api/stock/check',
  summary: 'The stock of one sku and whether a quantity (default 1) can be had',
  tags: ['stock'],
  query: z
    .object({
      ...storeParams,
      sku,
      qty: z.coerce.number().int('qty must be a whole number').min(1).max(MAX_LINE_QUANTITY).default(1),
    })
    .strict(),
  results: { 200: stockItem },
  errors: [400, 404],
});

export const stockList = endpoint({
  method: 'GET',
  path: '/api/stock/list',
  summary: `The stock of up to ${STOCK_LIST_MAX_SKUS} skus (a comma list); unknown skus are left out`,
  tags: ['stock'],
  query: z
    .object({
      ...storeParams,
      skus: z
        .string()
        .max(STOCK_LIST_MAX_SKUS * 65)
        .transform((value) => [
          ...new Set(
            value
              .split(',')
              .map((entry) => entry.trim())
              .filter(Boolean),
          ),
        ])
        .refine((skus) => skus.length > 0, 'skus is required')
        .refine(
          (skus) => skus.length <= STOCK_LIST_MAX_SKUS,
          `skus lists at most ${STOCK_LIST_MAX_SKUS} skus per request`,
        )
        .refine((skus) => skus.every((entry) => entry.length <= 64), 'a sku has at most 64 characters'),
    })
    .strict(),
  results: { 200: z.array(stockItem) },
  errors: [400],
});
