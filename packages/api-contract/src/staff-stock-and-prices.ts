import { FIELD_REQUIRED, LANGUAGES, STOCK_QTY_MAX } from '@hortus/core';
import { z } from 'zod';
import { endpoint, PATH_PARAMETER_TOO_LONG } from './endpoint';

/**
 * Stock and prices in the back office: finding products, setting a product's stock and its price in a store
 * view, and the stock and price sheet (CSV) exported and imported whole. Amounts are gross, in minor units
 * in answers and as decimals ("1299.00") where staff type them, as in the sheet.
 */

/** A product's catalogue price in one store view that sells it. */
export const staffStorePrice = z.object({
  store_code: z.string(),
  currency: z.string(),
  price: z.number().int().describe('Gross, minor units'),
  special_price: z.number().int().nullable().describe('Gross, minor units'),
  special_from: z.string().nullable().describe('First day (YYYY-MM-DD)'),
  special_to: z.string().nullable().describe('Last day (YYYY-MM-DD)'),
});
export type StaffStorePrice = z.output<typeof staffStorePrice>;

export const staffProduct = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  qty: z.number().int().nullable().describe('In stock; null for a product without a stock row'),
  prices: z.array(staffStorePrice),
});
export type StaffProduct = z.output<typeof staffProduct>;

const language = z.enum(LANGUAGES).default('en').describe('The language of the product names');
const sku = z.string().min(1).max(64);

export const staffProductList = endpoint({
  method: 'GET',
  path: '/api/staff/products',
  summary:
    'Products whose SKU or name begins with `query` (all without one), by SKU, with stock and every store view’s price; a page after the SKU `after`',
  tags: ['staff', 'stock-and-prices'],
  query: z
    .object({
      query: z.string().trim().max(100).optional(),
      after: z.string().max(64).optional().describe('The last SKU of the page before'),
      language,
    })
    .strict(),
  results: {
    200: z.object({
      products: z.array(staffProduct),
      next_after: z.string().nullable().describe('The `after` of the next page; null on the last'),
    }),
  },
  errors: [400, 401, 403],
});

export const staffProductStock = endpoint({
  method: 'POST',
  path: '/api/staff/products/:sku/stock',
  summary: 'Set what a product has in stock, as counted (audited)',
  tags: ['staff', 'stock-and-prices'],
  params: z.object({ sku }).strict(),
  body: z
    .object({
      qty: z
        .number({ error: FIELD_REQUIRED })
        .int('Enter a whole number.')
        .min(0, `Enter a whole number from 0 to ${STOCK_QTY_MAX}.`)
        .max(STOCK_QTY_MAX, `Enter a whole number from 0 to ${STOCK_QTY_MAX}.`),
    })
    .strict(),
  results: { 200: staffProduct },
  errors: [400, 401, 403, 404, PATH_PARAMETER_TOO_LONG],
});

/** A decimal amount or a day as staff type it; checked by the sheet's rules (empty: none). */
const typed = z.string().trim().max(20).default('');

export const staffProductPrice = endpoint({
  method: 'POST',
  path: '/api/staff/products/:sku/prices/:store',
  summary:
    'Set a product’s price in a store view (checked by the sheet’s rules; refused with `stock_sheet_invalid` and each problem in `details.problems`); the shop shows it at once (audited)',
  tags: ['staff', 'stock-and-prices'],
  params: z.object({ sku, store: z.string().min(1).max(10) }).strict(),
  body: z
    .object({
      price: z.string({ error: FIELD_REQUIRED }).trim().max(20).describe('e.g. 1299.00'),
      special_price: typed,
      special_from: typed.describe('YYYY-MM-DD'),
      special_to: typed.describe('YYYY-MM-DD'),
    })
    .strict(),
  results: { 200: staffProduct },
  errors: [400, 401, 403, 404, PATH_PARAMETER_TOO_LONG],
});

export const staffProductSheet = endpoint({
  method: 'GET',
  path: '/api/staff/products.csv',
  summary:
    'The stock and price sheet as CSV (text/csv, not the envelope): one row per product and store view that sells it (audited)',
  tags: ['staff', 'stock-and-prices'],
  query: z
    .object({ store: z.string().min(1).max(10).optional().describe('Only this store view'), language })
    .strict(),
  results: { 200: z.string().describe('The CSV file') },
  errors: [400, 401, 403],
});

const priceFields = z.object({
  price: z.number().int(),
  special_price: z.number().int().nullable(),
  special_from: z.string().nullable(),
  special_to: z.string().nullable(),
});

export const staffSheetReport = z.object({
  rows: z.number().int(),
  price_changes: z.number().int(),
  stock_changes: z.number().int(),
  unchanged: z.number().int(),
  changes: z.object({
    prices: z.array(
      z.object({
        line: z.number().int(),
        sku: z.string(),
        store_code: z.string(),
        currency: z.string(),
        before: priceFields.nullable().describe('null: the store view did not sell the product before'),
        after: priceFields,
      }),
    ),
    stock: z.array(
      z.object({
        line: z.number().int(),
        sku: z.string(),
        before: z.number().int().nullable(),
        after: z.number().int(),
      }),
    ),
  }),
});
export type StaffSheetReport = z.output<typeof staffSheetReport>;

export const staffProductSheetImport = endpoint({
  method: 'POST',
  path: '/api/staff/products.csv',
  summary:
    'Import a stock and price sheet (body: the CSV file as text/csv, at most 20 MB): all of it or nothing. A file with problems is refused with `stock_sheet_invalid` and every problem by line in `details.problems` (audited)',
  tags: ['staff', 'stock-and-prices'],
  results: { 200: staffSheetReport },
  errors: [400, 401, 403, 413, 415],
});
