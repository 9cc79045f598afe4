import type { EndpointBody, StaffOrderDetail, staffOrderEvent } from '@hortus/api-contract';
import { CARRIERS, decimalOfMinorUnits, findStoreView, toCalendarDay } from '@hortus/core';
import { data, Form, Link } from 'react-router';
import { Field, SelectField } from '../../backoffice/BackOfficeForm';
import { DataTable } from '../../backoffice/DataTable';
import { ErrorHeading } from '../../backoffice/ErrorHeading';
import { backOfficeLanguage } from '../../backoffice/languages.server';
import {
  BACK_OFFICE_TIME_ZONE,
  minorUnitsTyped,
  orderAmount,
  PAYMENT_METHODS,
  readableDay,
  readableMoment,
} from '../../backoffice/order-format';
import { requireOrdersRole, staffOrders } from '../../backoffice/staff-orders.server';
import { type TextKey, useBackOfficeTexts } from '../../backoffice/texts';
import { redirectInShop } from '../../lib/redirects';
import type { Route } from './+types/order';

type Action = StaffOrderDetail['allowed_events'][number];
const ACTIONS = [
  'payment',
  'fulfilment_started',
  'shipment',
  'delivered',
  'refund',
  'cancellation',
  'note',
] as const satisfies readonly Action[];

const orderIdOf = (param: string | undefined) => {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw data('Not Found', { status: 404 });
  return id;
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { token } = await requireOrdersRole(request, context.clientAddress);
  const language = await backOfficeLanguage(request);
  const answer = await staffOrders.order(token, orderIdOf(params.id), context.clientAddress);
  if (answer.status === 404 || answer.status === 400) throw data('Not Found', { status: 404 });
  if (answer.status !== 200) throw data(answer.result, { status: answer.status });
  const order = answer.result;
  const money = (amount: number) => orderAmount(amount, order.currency_code, order.store_code);
  const done = new URL(request.url).searchParams.get('done');
  return {
    notice: done && (ACTIONS as readonly string[]).includes(done) ? done : done === 'already' ? done : null,
    // One id per form and page view: a form sent twice is one event (`staff:<uuid>`).
    eventIds: Object.fromEntries(ACTIONS.map((action) => [action, crypto.randomUUID()])) as Record<
      Action,
      string
    >,
    today: toCalendarDay(new Date(), BACK_OFFICE_TIME_ZONE),
    order: {
      id: order.entity_id,
      number: order.increment_id,
      placed: readableMoment(order.created_at, language),
      store: findStoreView(order.store_code)?.name ?? order.store_code,
      status: order.status,
      customer: order.customer_name,
      email: order.email,
      registered: order.customer_id !== null,
      comment: order.comment,
      currency: order.currency_code,
      paymentMethod: order.payment_method_code,
      lines: order.lines.map((line) => ({
        ...line,
        left: line.qty - line.qty_shipped,
        price: money(line.price_incl_tax),
        rowTotal: money(line.row_total_incl_tax),
        taxRate: `${(line.tax_rate_bp / 100).toLocaleString(language)} %`,
      })),
      addresses: order.addresses,
      totals: {
        subtotal: money(order.subtotal_incl_tax),
        discount: order.discount_amount > 0 ? money(-order.discount_amount) : null,
        shipping: money(order.shipping_incl_tax),
        paymentFee: order.payment_fee_incl_tax > 0 ? money(order.payment_fee_incl_tax) : null,
        grandTotal: money(order.grand_total),
        tax: money(order.tax_amount),
        reverseCharge: order.reverse_charge,
      },
      payment: {
        state: order.payment.state,
        paid: money(order.payment.paid),
        refunded: money(order.payment.refunded),
        authorized: order.payment.authorized > 0 ? money(order.payment.authorized) : null,
        balance: money(order.payment.balance),
        due: money(order.payment.due),
        // Prefilled as the staff member writes amounts: 1068,00 in German, 1068.00 in English.
        dueDecimal: decimalOfMinorUnits(order.payment.due).replace(
          '.',
          (1.5).toLocaleString(language).charAt(1),
        ),
        refundable: money(order.payment.paid - order.payment.refunded),
      },
      payments: order.payments.map((payment) => ({
        ...payment,
        amount: money(payment.amount),
        bookedOn: readableDay(payment.booked_on, language),
      })),
      refunds: order.refunds.map((refund) => ({
        ...refund,
        amount: money(refund.amount),
        at: readableMoment(refund.at, language),
      })),
      shipments: order.shipment_list.map((shipment) => ({
        ...shipment,
        at: readableMoment(shipment.at, language),
      })),
      history: order.history.map((entry) => ({
        id: entry.id,
        type: entry.type,
        at: readableMoment(entry.at, language),
        actor: entry.actor,
        amount: entry.amount === null ? null : money(entry.amount),
        reason: entry.reason,
        detail: historyDetail(entry.type, entry.data),
        hidden: !entry.visible_to_customer,
      })),
      allowed: order.allowed_events.filter(
        // Booking a payment is offered while something is due; the bank statements book the rest.
        (action) => action !== 'payment' || order.payment.due > 0,
      ),
    },
  };
}

/** What a history line says beyond its type: a payment's reference, a parcel, a note's text. */
function historyDetail(type: string, event: Record<string, unknown>): string | null {
  if (type === 'payment') return [event.reference, event.bookedOn].filter(Boolean).join(' · ');
  if (type === 'shipment') return `${String(event.carrier)} ${String(event.trackingNumber)}`;
  if (type === 'note') return String(event.text ?? '');
  return null;
}

type EventBody = EndpointBody<typeof staffOrderEvent>['event'];
type ActionResult = { action: Action; error: TextKey; message?: string; values: Record<string, string> };

/** One form's event as the API takes it, or what the staff member must correct first. */
function eventOfForm(action: Action, form: FormData): EventBody | TextKey {
  const field = (name: string) => String(form.get(name) ?? '').trim();
  switch (action) {
    case 'payment': {
      const amount = minorUnitsTyped(field('amount'));
      if (!amount) return 'error.amount';
      return { type: 'payment', amount, booked_on: field('booked_on'), reference: field('reference') };
    }
    case 'refund': {
      const amount = minorUnitsTyped(field('amount'));
      if (!amount) return 'error.amount';
      return { type: 'refund', amount, reason: field('reason') };
    }
    case 'shipment': {
      const lines = [...form.keys()]
        .filter((name) => /^qty-\d+$/.test(name))
        .map((name) => ({ order_item_id: Number(name.slice(4)), qty: Number(field(name) || '0') }))
        .filter((line) => line.qty !== 0);
      if (lines.length === 0 || lines.some((line) => !Number.isSafeInteger(line.qty)))
        return 'error.shipmentLines';
      return {
        type: 'shipment',
        carrier: field('carrier'),
        tracking_number: field('tracking_number'),
        lines,
      };
    }
    case 'cancellation':
      if (form.get('confirm') !== 'yes') return 'error.confirm';
      return { type: 'cancellation', reason: field('reason') };
    case 'note':
      return { type: 'note', text: field('text') };
    default:
      return { type: action };
  }
}

const REFUSAL_TEXTS: Partial<Record<string, TextKey>> = {
  order_transition_not_allowed: 'refusal.order_transition_not_allowed',
  order_not_paid: 'refusal.order_not_paid',
  order_has_shipments: 'refusal.order_has_shipments',
  refund_exceeds_paid: 'refusal.refund_exceeds_paid',
  shipment_lines_invalid: 'refusal.shipment_lines_invalid',
  event_conflict: 'refusal.event_conflict',
};

export async function action({ request, context, params }: Route.ActionArgs) {
  const { token } = await requireOrdersRole(request, context.clientAddress);
  const id = orderIdOf(params.id);
  const form = await request.formData().catch(() => new FormData());
  const action = String(form.get('action') ?? '') as Action;
  if (!(ACTIONS as readonly string[]).includes(action)) throw data('Bad Request', { status: 400 });
  const values = Object.fromEntries(
    [...form.entries()].map(([name, value]) => [name, String(value)]),
  ) as Record<string, string>;
  const event = eventOfForm(action, form);
  if (typeof event === 'string') return { action, error: event, values } satisfies ActionResult;
  const answer = await staffOrders.event(
    token,
    id,
    { event_id: String(form.get('event_id') ?? ''), event },
    context.clientAddress,
  );
  if (answer.status === 200)
    return redirectInShop(
      `/backoffice/orders/${id}?done=${answer.result.outcome === 'already_recorded' ? 'already' : action}`,
    );
  if (answer.status === 404) throw data('Not Found', { status: 404 });
  const known = REFUSAL_TEXTS[answer.reason];
  return {
    action,
    error: known ?? 'refusal.other',
    // A field the API found wrong (a reason left empty, a day that is none) names itself in its message.
    ...(known ? {} : { message: answer.result }),
    values,
  } satisfies ActionResult;
}

export default function BackOfficeOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useBackOfficeTexts();
  const { order, notice, eventIds, today } = loaderData;
  const failed = actionData as ActionResult | undefined;
  const errorFor = (action: Action) =>
    failed?.action === action
      ? `${t(failed.error)}${failed.message ? ` (${failed.message})` : ''}`
      : undefined;
  const valueFor = (action: Action, name: string, fallback = '') =>
    failed?.action === action ? (failed.values[name] ?? fallback) : fallback;
  const allowed = (action: Action) => (order.allowed as readonly string[]).includes(action);
  return (
    <>
      <p className="bo-breadcrumb">
        <Link to="/backoffice/orders">← {t('order.back')}</Link>
      </p>
      <h1>
        {t('order.heading', { number: order.number })}{' '}
        <span className={`bo-badge status-${order.status}`}>{t(`status.${order.status}` as TextKey)}</span>
      </h1>
      <p className="bo-lead">
        {t('order.placedAt', { date: order.placed, store: order.store })}
        {/* On a tablet the actions sit below the order's sections: one step to them. */}
        {order.allowed.length > 0 && (
          <>
            {' · '}
            <a href="#order-actions">{t('order.toActions')}</a>
          </>
        )}
      </p>
      {notice && (
        <p className="bo-notice" role="status">
          {t(notice === 'already' ? 'notice.already' : (`notice.${notice}` as TextKey))}
        </p>
      )}
      <div className="bo-order">
        <div className="bo-order-main">
          <section aria-labelledby="order-summary">
            <h2 id="order-summary">{t('order.summary')}</h2>
            <dl className="bo-facts">
              <dt>{t('order.customer')}</dt>
              <dd>
                {order.customer} · <a href={`mailto:${order.email}`}>{order.email}</a> ·{' '}
                {t(order.registered ? 'order.registered' : 'order.guest')}
              </dd>
              <dt>{t('order.paymentMethod')}</dt>
              <dd>{methodName(t, order.paymentMethod)}</dd>
              <dt>{t('order.paymentState')}</dt>
              <dd>
                <span className={`bo-badge payment-${order.payment.state}`}>
                  {t(`payment.${order.payment.state}` as TextKey)}
                </span>{' '}
                {t('order.due')}: {order.payment.due}
              </dd>
              {order.comment && (
                <>
                  <dt>{t('order.comment')}</dt>
                  <dd>{order.comment}</dd>
                </>
              )}
            </dl>
          </section>

          <section aria-labelledby="order-lines">
            <h2 id="order-lines">{t('order.lines')}</h2>
            <DataTable
              caption={t('order.linesCaption')}
              captionHidden
              columns={[
                { key: 'sku', label: t('order.col.sku') },
                { key: 'name', label: t('order.col.name'), rowHeader: true },
                { key: 'qty', label: t('order.col.qty'), numeric: true },
                { key: 'shipped', label: t('order.col.shipped'), numeric: true },
                { key: 'price', label: t('order.col.price'), numeric: true },
                { key: 'tax', label: t('order.col.tax'), numeric: true },
                { key: 'rowTotal', label: t('order.col.rowTotal'), numeric: true },
              ]}
              rows={order.lines}
              rowKey={(line) => line.id}
              cells={(line) => ({
                sku: line.sku,
                name: line.name,
                qty: line.qty,
                shipped: line.qty_shipped,
                price: line.price,
                tax: line.taxRate,
                rowTotal: line.rowTotal,
              })}
            />
          </section>

          <section aria-labelledby="order-totals">
            <h2 id="order-totals">{t('order.totals')}</h2>
            <dl className="bo-totals">
              <dt>{t('order.subtotal')}</dt>
              <dd>{order.totals.subtotal}</dd>
              {order.totals.discount && (
                <>
                  <dt>{t('order.discount')}</dt>
                  <dd>{order.totals.discount}</dd>
                </>
              )}
              <dt>{t('order.shipping')}</dt>
              <dd>{order.totals.shipping}</dd>
              {order.totals.paymentFee && (
                <>
                  <dt>{t('order.paymentFee')}</dt>
                  <dd>{order.totals.paymentFee}</dd>
                </>
              )}
              <dt className="bo-grand">{t('order.grandTotal')}</dt>
              <dd className="bo-grand">{order.totals.grandTotal}</dd>
              <dt>{order.totals.reverseCharge ? t('order.reverseCharge') : t('order.tax')}</dt>
              <dd>{order.totals.tax}</dd>
            </dl>
          </section>

          <section aria-labelledby="order-addresses">
            <h2 id="order-addresses">{t('order.addresses')}</h2>
            <div className="bo-addresses">
              <AddressBlock heading={t('order.shippingAddress')} address={order.addresses.shipping} />
              <AddressBlock heading={t('order.billingAddress')} address={order.addresses.billing} />
            </div>
          </section>

          <section aria-labelledby="order-payments">
            <h2 id="order-payments">{t('order.payments')}</h2>
            <dl className="bo-totals">
              <dt>{t('order.paid')}</dt>
              <dd>{order.payment.paid}</dd>
              <dt>{t('order.refunded')}</dt>
              <dd>{order.payment.refunded}</dd>
              {order.payment.authorized && (
                <>
                  <dt>{t('order.authorized')}</dt>
                  <dd>{order.payment.authorized}</dd>
                </>
              )}
              <dt>{t('order.balance')}</dt>
              <dd>{order.payment.balance}</dd>
              <dt className="bo-grand">{t('order.due')}</dt>
              <dd className="bo-grand">{order.payment.due}</dd>
            </dl>
            <DataTable
              caption={t('order.paymentsCaption')}
              empty={t('order.noPayments')}
              columns={[
                { key: 'bookedOn', label: t('order.col.bookedOn') },
                { key: 'amount', label: t('order.col.amount'), numeric: true },
                { key: 'reference', label: t('order.col.reference') },
                { key: 'source', label: t('order.col.source') },
              ]}
              rows={order.payments}
              rowKey={(payment) => `${payment.at}-${payment.reference}`}
              cells={(payment) => ({
                bookedOn: payment.bookedOn,
                amount: payment.amount,
                reference: payment.reference,
                source: t(`source.${payment.source}` as TextKey),
              })}
            />
            <DataTable
              caption={t('order.refundsCaption')}
              columns={[
                { key: 'recorded', label: t('order.col.recorded') },
                { key: 'amount', label: t('order.col.amount'), numeric: true },
                { key: 'reason', label: t('order.col.reason') },
              ]}
              rows={order.refunds}
              rowKey={(refund) => `${refund.at}-${refund.reason}`}
              cells={(refund) => ({ recorded: refund.at, amount: refund.amount, reason: refund.reason })}
            />
          </section>

          <section aria-labelledby="order-shipments">
            <h2 id="order-shipments">{t('order.shipments')}</h2>
            {order.shipments.length === 0 ? (
              <p className="bo-empty">{t('order.noShipments')}</p>
            ) : (
              <ul className="bo-shipments">
                {order.shipments.map((shipment) => (
                  <li key={`${shipment.at}-${shipment.tracking_number}`}>
                    <p>
                      <strong>
                        {t('order.shipmentOf', { carrier: shipment.carrier_name, date: shipment.at })}
                      </strong>
                    </p>
                    <p>
                      {t('order.trackingNumber')}: <span className="bo-code">{shipment.tracking_number}</span>
                      {shipment.tracking_url && (
                        <>
                          {' · '}
                          <a href={shipment.tracking_url} target="_blank" rel="noopener noreferrer">
                            {t('order.track')}
                          </a>
                        </>
                      )}
                    </p>
                    <ul>
                      {shipment.lines.map((line) => (
                        <li key={line.sku}>
                          {line.qty} × {line.name} ({line.sku})
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="order-history">
            <h2 id="order-history">{t('order.history')}</h2>
            <DataTable
              caption={t('order.historyCaption')}
              captionHidden
              columns={[
                { key: 'when', label: t('order.col.when') },
                { key: 'event', label: t('order.col.event') },
                { key: 'who', label: t('order.col.who') },
                { key: 'details', label: t('order.col.details') },
              ]}
              rows={order.history}
              rowKey={(entry) => entry.id}
              cells={(entry) => ({
                when: entry.at,
                event: (
                  <>
                    {t(`event.${entry.type}` as TextKey)}
                    {entry.hidden && <span className="bo-hint"> ({t('order.hiddenFromCustomer')})</span>}
                  </>
                ),
                who: entry.actor.name ?? t(`actor.${entry.actor.kind}` as TextKey),
                details: [entry.amount, entry.reason, entry.detail].filter(Boolean).join(' · '),
              })}
            />
          </section>
        </div>

        <aside className="bo-order-actions" aria-labelledby="order-actions">
          <h2 id="order-actions">{t('order.actions')}</h2>
          {/* Refused because the order moved on (another tab, a colleague): the form is gone, its message stays. */}
          {failed && !allowed(failed.action) && (
            <p className="bo-alert" role="alert">
              {errorFor(failed.action)}
            </p>
          )}
          {allowed('payment') && (
            <ActionForm
              action="payment"
              heading={t('action.payment')}
              eventId={eventIds.payment}
              error={errorFor('payment')}
            >
              <Field
                name="amount"
                label={t('action.payment.amount', { currency: order.currency })}
                hint={t('action.payment.amountHint')}
                inputMode="decimal"
                required
                defaultValue={valueFor('payment', 'amount', order.payment.dueDecimal)}
              />
              <Field
                name="booked_on"
                type="date"
                label={t('action.payment.bookedOn')}
                required
                defaultValue={valueFor('payment', 'booked_on', today)}
              />
              <Field
                name="reference"
                label={t('action.payment.reference')}
                hint={t('action.payment.referenceHint')}
                required
                maxLength={200}
                defaultValue={valueFor('payment', 'reference', order.number)}
              />
              <button type="submit" className="bo-button">
                {t('action.payment.submit')}
              </button>
            </ActionForm>
          )}
          {allowed('fulfilment_started') && (
            <ActionForm
              action="fulfilment_started"
              heading={t('action.fulfilment.submit')}
              eventId={eventIds.fulfilment_started}
              error={errorFor('fulfilment_started')}
            >
              <p className="bo-hint">{t('action.fulfilment.intro')}</p>
              <button type="submit" className="bo-button">
                {t('action.fulfilment.submit')}
              </button>
            </ActionForm>
          )}
          {allowed('shipment') && (
            <ActionForm
              action="shipment"
              heading={t('action.shipment')}
              eventId={eventIds.shipment}
              error={errorFor('shipment')}
            >
              <SelectField
                name="carrier"
                label={t('action.shipment.carrier')}
                options={CARRIERS.map((carrier) => [carrier.code, carrier.name])}
                defaultValue={valueFor('shipment', 'carrier', 'dhl')}
              />
              <Field
                name="tracking_number"
                label={t('action.shipment.trackingNumber')}
                required
                maxLength={64}
                autoComplete="off"
                defaultValue={valueFor('shipment', 'tracking_number')}
              />
              {order.lines
                .filter((line) => line.left > 0)
                .map((line) => (
                  <Field
                    key={line.id}
                    name={`qty-${line.id}`}
                    type="number"
                    min={0}
                    max={line.left}
                    label={t('action.shipment.qty', { name: line.name, left: String(line.left) })}
                    defaultValue={valueFor('shipment', `qty-${line.id}`, String(line.left))}
                  />
                ))}
              <button type="submit" className="bo-button">
                {t('action.shipment.submit')}
              </button>
            </ActionForm>
          )}
          {allowed('delivered') && (
            <ActionForm
              action="delivered"
              heading={t('action.delivered.submit')}
              eventId={eventIds.delivered}
              error={errorFor('delivered')}
            >
              <p className="bo-hint">{t('action.delivered.intro')}</p>
              <button type="submit" className="bo-button">
                {t('action.delivered.submit')}
              </button>
            </ActionForm>
          )}
          {allowed('refund') && (
            <ActionForm
              action="refund"
              heading={t('action.refund')}
              eventId={eventIds.refund}
              error={errorFor('refund')}
            >
              <Field
                name="amount"
                label={t('action.refund.amount', { currency: order.currency })}
                hint={t('action.refund.amountHint', { max: order.payment.refundable })}
                inputMode="decimal"
                required
                defaultValue={valueFor('refund', 'amount')}
              />
              <Field
                name="reason"
                label={t('action.refund.reason')}
                required
                maxLength={500}
                defaultValue={valueFor('refund', 'reason')}
              />
              <button type="submit" className="bo-button">
                {t('action.refund.submit')}
              </button>
            </ActionForm>
          )}
          {allowed('cancellation') && (
            <ActionForm
              action="cancellation"
              heading={t('action.cancellation')}
              eventId={eventIds.cancellation}
              error={errorFor('cancellation')}
              danger
            >
              <Field
                name="reason"
                label={t('action.cancellation.reason')}
                required
                maxLength={500}
                defaultValue={valueFor('cancellation', 'reason')}
              />
              <div className="bo-check">
                <input id="confirm" type="checkbox" name="confirm" value="yes" required />
                <label htmlFor="confirm">{t('action.cancellation.confirm')}</label>
              </div>
              <button type="submit" className="bo-button danger">
                {t('action.cancellation.submit')}
              </button>
            </ActionForm>
          )}
          {allowed('note') && (
            <ActionForm
              action="note"
              heading={t('action.note')}
              eventId={eventIds.note}
              error={errorFor('note')}
            >
              <div className="bo-field">
                <label htmlFor="text">{t('action.note.text')}</label>
                <textarea
                  id="text"
                  name="text"
                  rows={3}
                  maxLength={2000}
                  required
                  defaultValue={valueFor('note', 'text')}
                />
              </div>
              <button type="submit" className="bo-button secondary">
                {t('action.note.submit')}
              </button>
            </ActionForm>
          )}
        </aside>
      </div>
    </>
  );
}

/**
 * One action's form: its heading, its event id, and its refusal shown at the form (announced, and the form
 * described by it).
 */
function ActionForm({
  action,
  heading,
  eventId,
  error,
  danger,
  children,
}: {
  action: Action;
  heading: string;
  eventId: string;
  error: string | undefined;
  danger?: boolean;
  children: React.ReactNode;
}) {
  const errorId = `${action}-error`;
  return (
    <section className={`bo-action${danger ? ' danger' : ''}`} aria-labelledby={`${action}-heading`}>
      <h3 id={`${action}-heading`}>{heading}</h3>
      <Form method="post" aria-describedby={error ? errorId : undefined}>
        <input type="hidden" name="action" value={action} />
        <input type="hidden" name="event_id" value={eventId} />
        {error && (
          <p className="bo-alert" role="alert" id={errorId}>
            {error}
          </p>
        )}
        {children}
      </Form>
    </section>
  );
}

function AddressBlock({
  heading,
  address,
}: {
  heading: string;
  address: StaffOrderDetail['addresses']['billing'] | StaffOrderDetail['addresses']['shipping'];
}) {
  const { t } = useBackOfficeTexts();
  if (!address) return null;
  return (
    <div>
      <h3>{heading}</h3>
      <address>
        {address.company && (
          <>
            {address.company}
            <br />
          </>
        )}
        {address.firstname} {address.lastname}
        <br />
        {address.street.map((street) => (
          <span key={street}>
            {street}
            <br />
          </span>
        ))}
        {address.postcode} {address.city}
        {address.region ? `, ${address.region}` : ''}
        <br />
        {address.country_id}
        {address.telephone && (
          <>
            <br />
            {address.telephone}
          </>
        )}
        {'vat_id' in address && address.vat_id && (
          <>
            <br />
            {t('order.vatId', { vatId: address.vat_id })}
          </>
        )}
      </address>
    </div>
  );
}

function methodName(t: ReturnType<typeof useBackOfficeTexts>['t'], code: string | null): string {
  if (!code) return '—';
  return (PAYMENT_METHODS as readonly string[]).includes(code) ? t(`method.${code}` as TextKey) : code;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useBackOfficeTexts();
  return (
    <>
      <p className="bo-breadcrumb">
        <Link to="/backoffice/orders">← {t('order.back')}</Link>
      </p>
      <ErrorHeading error={error} notFound="order.notFound" />
    </>
  );
}
