import { cartTotalsResult } from '@hortus/api-contract';
import { MAX_LINE_QUANTITY } from '@hortus/core';
import { z } from 'zod';
import { notice } from './notice';

/** What the browser's cart sends to `POST /{store}/cart/sync` (cart-store.ts): its lines, client state forced. */
export const syncRequest = z
  .object({
    force: z.boolean(),
    lines: z
      .array(
        z.object({
          sku: z.string().trim().min(1).max(64),
          qty: z.number().int().min(1).max(MAX_LINE_QUANTITY),
          price_incl_tax: z.number().int(),
        }),
      )
      .max(100),
  })
  .strict();
export type SyncRequest = z.input<typeof syncRequest>;

/**
 * What the sync answers: the merged and priced cart (null while the shopper has none), or, with an error
 * status, the notice that says why the server's cart stays as it was.
 */
export const syncAnswer = z.union([
  z.object({ cart: cartTotalsResult.nullable() }).strict(),
  z.object({ notice }).strict(),
]);
export type SyncAnswer = z.output<typeof syncAnswer>;
