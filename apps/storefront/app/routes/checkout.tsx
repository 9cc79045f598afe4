import { data } from 'react-router';
import { CheckoutForm } from '../checkout/CheckoutForm';
import { type CheckoutData, loadCheckout, placeOrderFromForm } from '../checkout/checkout.server';
import { redirectInShop } from '../lib/redirects';
import { requireStoreView } from '../lib/store.server';
import { urls } from '../lib/urls';
import { openSession } from '../session/session.server';
import type { Route } from './+types/checkout';

/** Payments spec 4 "Offline ordering": an order kept offline is sent without asking when this is on. */
const AUTO_SEND_OFFLINE_ORDERS = process.env.OFFLINE_ORDERS_AUTO_SEND === 'true';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const storeView = requireStoreView(params);
  // Catalog-mode stores sell nothing here: no checkout (spec: some stores are in catalog mode).
  if (storeView.catalogMode) throw data(null, { status: 404 });
  const session = await openSession(request, storeView.storeCode, context.clientAddress);
  const checkout = await loadCheckout(session, storeView);
  // Spec 4: an empty cart goes back to the cart page.
  if (!checkout) throw withCookies(redirectInShop(urls.cart(storeView.storeCode)), await session.headers());
  return data(
    {
      checkout,
      // The key of a form sent without JavaScript; the browser's scripts make their own.
      orderKey: crypto.randomUUID(),
      autoSendOfflineOrders: AUTO_SEND_OFFLINE_ORDERS,
    },
    { headers: await session.headers() },
  );
}

/** The order of a browser without JavaScript: the whole form at once, then the thank-you page. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const storeView = requireStoreView(params);
  if (storeView.catalogMode) throw data(null, { status: 404 });
  const session = await openSession(request, storeView.storeCode, context.clientAddress);
  const outcome = await placeOrderFromForm(session, await request.formData().catch(() => new FormData()));
  const headers = await session.headers();
  if (outcome.status === 'placed') {
    throw withCookies(redirectInShop(urls.orderSuccess(storeView.storeCode), 303), headers);
  }
  // A total to confirm comes back priced: the review shows it beside the button, to place the order again.
  return data({ reply: outcome.reply, notice: outcome.notice, priced: outcome.priced ?? null }, { headers });
}

function withCookies(response: Response, headers: Headers): Response {
  for (const cookie of headers.getSetCookie()) response.headers.append('Set-Cookie', cookie);
  return response;
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const checkout: CheckoutData = loaderData.checkout;
  return (
    <CheckoutForm
      // A login on the page starts the form again with the customer's details.
      key={checkout.customer ? 'customer' : 'guest'}
      checkout={checkout}
      serverOrderKey={loaderData.orderKey}
      autoSendOfflineOrders={loaderData.autoSendOfflineOrders}
      answer={actionData ?? null}
    />
  );
}
