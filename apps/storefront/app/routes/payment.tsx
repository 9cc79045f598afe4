import type { PaymentStatus } from '@hortus/api-contract';
import { useEffect } from 'react';
import { data, Link, useNavigate } from 'react-router';
import { invoiceRejectionText } from '../checkout/payment-texts';
import { paymentOnReturn } from '../checkout/payments.server';
import { forgetPlacedOrder } from '../checkout/placed-order';
import { renewOrderKey } from '../checkout/saved-details';
import { useTranslation } from '../lib/i18n';
import { requireStoreView } from '../lib/store.server';
import { urls } from '../lib/urls';
import { useStore } from '../lib/use-store';
import { openSession } from '../session/session.server';
import type { Route } from './+types/payment';

/** How often a page waiting for the provider asks again (seconds); also without scripts (meta refresh). */
const ASK_AGAIN_SECONDS = 3;

type Outcome =
  | { state: 'none' }
  | { state: 'unavailable' }
  | { state: 'pending'; redirectUrl: string | null }
  | { state: 'succeeded' }
  | { state: 'failed'; text: string };

/** What the shopper is told of a payment that failed (payments spec 4 outcomes, 8 "Shown"). */
function failureText(failure: PaymentStatus['failure']): string {
  if (failure?.invoice_rejection) return invoiceRejectionText(failure.invoice_rejection);
  if (failure?.code === 'payment_abandoned') return 'payment.abandoned';
  if (failure?.code === 'provider_unavailable') return 'payment.unavailable';
  if (failure?.code === 'amazon_shipping_country') return 'payment.amazonPayError';
  return 'payment.refused';
}

/**
 * The return page (spec 2: `/payment/{id}` and Amazon's `/payment`, minimal layout): the buyer comes back
 * from the provider and the payment is read again from it. Paid, the cart is done with and the thank-you
 * page follows; still pending, the page waits and asks again; failed, the shop has undone the order, the
 * cart is open again and the shopper goes back to the checkout to choose again.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const storeView = requireStoreView(params);
  if (storeView.catalogMode) throw data(null, { status: 404 });
  const session = await openSession(request, storeView.storeCode, context.clientAddress);
  const payment = await paymentOnReturn(session, {
    paymentId: params.paymentId ?? null,
    amazonCheckoutSessionId: new URL(request.url).searchParams.get('amazonCheckoutSessionId'),
  });
  const answer = async (outcome: Outcome) => data(outcome, { headers: await session.headers() });
  if (payment === null) return answer({ state: 'none' });
  if (payment === 'unavailable') return answer({ state: 'unavailable' });
  if (payment.status === 'pending' || payment.status === 'starting')
    return answer({ state: 'pending', redirectUrl: payment.redirect_url });
  // Only the browser that placed the order closes its cart and shows its thank-you page; a link opened
  // elsewhere shows the outcome and changes nothing.
  const own = session.lastOrder !== null && session.lastOrder.number === payment.order_number;
  if (payment.status === 'succeeded') {
    if (own && session.lastOrder) {
      session.setCart(null);
      // The thank-you page reads the order again: paid now.
      session.rememberOrder({ number: session.lastOrder.number, email: session.lastOrder.email });
    }
    return answer({ state: 'succeeded' });
  }
  return answer({ state: 'failed', text: failureText(payment.failure) });
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export default function PaymentPage({ loaderData }: Route.ComponentProps) {
  const outcome = loaderData as Outcome;
  switch (outcome.state) {
    case 'succeeded':
      return <Paid />;
    case 'failed':
      return <NotPaid text={outcome.text} />;
    case 'pending':
      return <Waiting title="payment.pendingTitle" redirectUrl={outcome.redirectUrl} />;
    case 'unavailable':
      return <Waiting title="payment.checkingTitle" redirectUrl={null} />;
    default:
      return <Frame title="payment.title" text="payment.text" />;
  }
}

function Frame({ title, text, children }: { title: string; text: string; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="page-message payment-return">
      <title>{`${t(title)} | Hortus`}</title>
      <meta name="robots" content="noindex" />
      <h1>{t(title)}</h1>
      <p>{t(text)}</p>
      {children}
    </div>
  );
}

/** Payments spec 4: "Payment in progress: the page must not be closed; an automatic redirect follows." */
function Waiting({ title, redirectUrl }: { title: string; redirectUrl: string | null }) {
  const { t } = useTranslation();
  return (
    <Frame title={title} text="checkout.paymentInProgress">
      <meta httpEquiv="refresh" content={String(ASK_AGAIN_SECONDS)} />
      <p className="payment-waiting" role="status">
        <span className="spinner" aria-hidden="true" /> {t('payment.waiting')}
      </p>
      {redirectUrl && (
        <p>
          <a href={redirectUrl} className="button">
            {t('payment.backToProvider')}
          </a>
        </p>
      )}
    </Frame>
  );
}

/** Paid: the browser's cart and saved details go (spec 4 "Place order"), then the thank-you page. */
function Paid() {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const store = storeView.storeCode;
  const navigate = useNavigate();
  useEffect(() => {
    forgetPlacedOrder(store);
    navigate(urls.orderSuccess(store), { replace: true });
  }, [store, navigate]);
  return (
    <Frame title="payment.succeededTitle" text="payment.succeededText">
      <noscript>
        <meta httpEquiv="refresh" content={`0; url=${urls.orderSuccess(store)}`} />
      </noscript>
      <Link to={urls.orderSuccess(store)} className="button button-primary">
        {t('payment.toOrder')}
      </Link>
    </Frame>
  );
}

/** Not paid: the order was undone and the cart is open again; the next try is a new order. */
function NotPaid({ text }: { text: string }) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const store = storeView.storeCode;
  useEffect(() => renewOrderKey(store), [store]);
  return (
    <Frame title="payment.failedTitle" text={text}>
      <p>{t('payment.cartKept')}</p>
      <Link to={urls.checkout(store)} className="button button-primary">
        {t('payment.backToCheckout')}
      </Link>
    </Frame>
  );
}
