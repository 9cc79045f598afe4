import { postOnly } from '../lib/http.server';
import { requireStoreView } from '../lib/store.server';
import type { Route } from '../routes/+types/cart-sync';
import { openSession } from '../session/session.server';
import { type SyncAnswer, syncAnswer, syncRequest } from '../wire/cart-sync';
import { CartError, syncCart } from './cart.server';

/** The sync's answer, built through its schema (app/wire): what the browser's cart takes as its own. */
const answer = (body: SyncAnswer, init?: ResponseInit) => Response.json(syncAnswer.parse(body), init);

/** The browser cart's sync call (cart-store.ts): its lines in, the merged and priced cart out, as JSON. */
export async function cartSyncAction({ request, params, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return postOnly();
  const storeView = requireStoreView(params);
  if (storeView.catalogMode)
    return answer({ notice: { type: 'error', id: 'cart.catalogMode' } }, { status: 403 });
  const body = syncRequest.safeParse(await request.json().catch(() => undefined));
  if (!body.success) return answer({ notice: { type: 'error', id: 'cart.badInput' } }, { status: 400 });
  const session = await openSession(request, storeView.storeCode, context.clientAddress);
  try {
    const cart = await syncCart(session, body.data.lines, body.data.force);
    return answer({ cart }, { headers: await session.headers() });
  } catch (error) {
    if (!(error instanceof CartError)) throw error;
    return answer({ notice: error.notice }, { status: error.status, headers: await session.headers() });
  }
}
