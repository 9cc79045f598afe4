import { data } from 'react-router';
import { CheckoutForm } from '../checkout/CheckoutForm';
import {
  type CheckoutData,
  loadCheckout,
  pendingPaymentPage,
  placeOrderFromForm,
} from '../checkout/checkout.server';
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
  // Amazon Pay's button brings the buyer back here with the session they made (payments spec 4).
  const amazonCheckoutSessionId = new URL(request.url).searchParams.get('amazonCheckoutSessionId');
  const checkout = await loadCheckout(session, storeView, amazonCheckoutSessionId);
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
    // A payment pending at its provider: on to the provider's page (a 303 to another origin).
    const pending = pendingPaymentPage(outcome.payment, storeView.storeCode);
    if (pending)
      throw withCookies(new Response(null, { status: 303, headers: { Location: pending } }), headers);
    throw withCookies(redirectInShop(urls.orderSuccess(storeView.storeCode), 303), headers);
  }
  // A total to confirm comes back priced: the review shows it beside the button, to place the order again;
  // an installment still to choose comes with its plans.
  return data(
    {
      reply: outcome.reply,
      notice: outcome.notice,
      priced: outcome.priced ?? null,
      installments: outcome.installments ?? null,
    },
    { headers },
  );
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
