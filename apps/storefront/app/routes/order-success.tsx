import type { Order } from '@hortus/api-contract';
import { phoneLink } from '@hortus/core';
import { useEffect, useState } from 'react';
import { data, Form, Link, useNavigate, useNavigation } from 'react-router';
import { findOrder, lastOrderOf } from '../checkout/checkout.server';
import { offlineOrderOf, sendOfflineOrder } from '../checkout/offline-orders';
import { forgetPlacedOrder } from '../checkout/placed-order';
import { FormField } from '../components/FormField';
import { FormNotice, type FormNoticeData } from '../components/FormNotice';
import { OrderDetails } from '../components/OrderDetails';
import { orderPrice } from '../lib/format';
import { useTranslation } from '../lib/i18n';
import { redirectInShop } from '../lib/redirects';
import { requireStoreView } from '../lib/store.server';
import { urls } from '../lib/urls';
import { useStore } from '../lib/use-store';
import { openSession } from '../session/session.server';
import { purchase } from '../tracking';
import type { Route } from './+types/order-success';

/** The thank-you page of the order this browser just placed (its number and e-mail are in a cookie). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const storeView = requireStoreView(params);
  const session = await openSession(request, storeView.storeCode, context.clientAddress);
  const order = storeView.catalogMode ? null : await lastOrderOf(session).catch(() => null);
  return data({ order }, { headers: await session.headers() });
}

/** A guest looks up an order by its number and e-mail address; found, the page shows it. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const storeView = requireStoreView(params);
  const session = await openSession(request, storeView.storeCode, context.clientAddress);
  const notice = storeView.catalogMode
    ? ({ type: 'error', id: 'order.notFound' } as const)
    : await findOrder(session, await request.formData().catch(() => new FormData()));
  const headers = await session.headers();
  if (!notice) {
    const response = redirectInShop(urls.orderSuccess(storeView.storeCode), 303);
    for (const cookie of headers.getSetCookie()) response.headers.append('Set-Cookie', cookie);
    return response;
  }
  return data({ notice }, { headers });
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export default function OrderSuccess({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { order } = loaderData;
  return (
    <div className="container order-success">
      <title>{`${t('order.successTitle')} | Hortus`}</title>
      <meta name="robots" content="noindex" />
      <OfflineOrderSender />
      {order ? <PlacedOrder order={order} /> : <FindOrder notice={actionData?.notice ?? null} />}
    </div>
  );
}

/** Without a recent order: a guest finds theirs by its number and e-mail address. */
function FindOrder({ notice }: { notice: FormNoticeData | null }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="narrow find-order">
      <h1>{t('order.findTitle')}</h1>
      <p>{t('order.findText')}</p>
      <FormNotice notice={notice} />
      <Form method="post" className="account-form">
        <FormField
          name="increment_id"
          label={t('order.findNumber')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          errors={undefined}
        />
        <FormField
          name="email"
          type="email"
          label={t('session.email')}
          autoComplete="email"
          errors={undefined}
        />
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('order.findSubmit')}
        </button>
      </Form>
    </div>
  );
}

function PlacedOrder({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { storeView, company } = useStore();
  useEffect(() => {
    void purchase(order);
  }, [order]);
  return (
    <>
      <h1>{t('order.successTitle')}</h1>
      <p className="order-number">{t('order.number', { number: order.increment_id })}</p>
      <p>{t('order.confirmationSent')}</p>
      {/* The company's phone, as the confirmation mail's letterhead and the imprint give it. */}
      <p className="order-questions">
        {t('order.questions')}{' '}
        <a className="phone-number" href={phoneLink(company.phone)}>
          {company.phone}
        </a>
      </p>
      {order.payment_instructions && <PaymentInstructions order={order} />}
      <OrderDetails order={order} />
      <p>
        <Link to={urls.home(storeView.storeCode)} className="button button-primary">
          {t('cart.continueShopping')}
        </Link>
      </p>
    </>
  );
}

/** Prepayment: the shop's account and the reference the transfer must name (also in the mail). */
function PaymentInstructions({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const pay = order.payment_instructions;
  if (!pay) return null;
  const rows = [
    { id: 'holder', label: t('order.accountHolder'), value: pay.account_holder },
    { id: 'iban', label: 'IBAN', value: pay.iban },
    { id: 'bic', label: 'BIC', value: pay.bic },
    { id: 'reference', label: t('order.reference'), value: pay.reference },
    { id: 'amount', label: t('order.amount'), value: orderPrice(pay.amount, order, storeView) },
  ];
  return (
    <section className="payment-instructions" aria-labelledby="payment-instructions-title">
      <h2 id="payment-instructions-title">{t('order.payTitle')}</h2>
      <p>{t('order.payText')}</p>
      <dl>
        {rows.map((row) => (
          <div key={row.id}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * Spec 4 "Background tasks": on the thank-you page the orders kept offline are sent. One that the shop
 * refuses (a product sold out meanwhile) is said here, and never shown as placed.
 */
function OfflineOrderSender() {
  const { storeView } = useStore();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<FormNoticeData | null>(null);
  useEffect(() => {
    const store = storeView.storeCode;
    if (!offlineOrderOf(store) || !navigator.onLine) return;
    void sendOfflineOrder(store).then((answer) => {
      if (answer?.status === 'placed') {
        forgetPlacedOrder(store);
        navigate(answer.next, { replace: true });
      } else if (answer?.status === 'refused') setNotice(answer.notice);
    });
  }, [storeView.storeCode, navigate]);
  return <FormNotice notice={notice} />;
}
