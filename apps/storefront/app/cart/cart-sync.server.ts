import { MAX_LINE_QUANTITY } from '@hortus/core';
import { z } from 'zod';
import { postOnly } from '../lib/http.server';
import { requireStoreView } from '../lib/store.server';
import type { Route } from '../routes/+types/cart-sync';
import { openSession } from '../session/session.server';
import { CartError, syncCart } from './cart.server';

const syncRequest = z
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

/** The browser cart's sync call (cart-store.ts): its lines in, the merged and priced cart out, as JSON. */
export async function cartSyncAction({ request, params, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return postOnly();
  const storeView = requireStoreView(params);
  if (storeView.catalogMode) return Response.json({ code: 403, result: 'catalog mode' }, { status: 403 });
  const body = syncRequest.safeParse(await request.json().catch(() => undefined));
  if (!body.success) return Response.json({ code: 400, result: 'Bad cart' }, { status: 400 });
  const session = await openSession(request, storeView.storeCode, context.clientAddress);
  try {
    const cart = await syncCart(session, body.data.lines, body.data.force);
    return Response.json({ cart }, { headers: await session.headers() });
  } catch (error) {
    if (!(error instanceof CartError)) throw error;
    return Response.json(
      { notice: error.notice },
      { status: error.status, headers: await session.headers() },
    );
  }
}
