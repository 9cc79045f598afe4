import { createHash, randomUUID } from 'node:crypto';
import { type InvoiceRejection, type OrderEvent, paymentFlowOf } from '@hortus/core';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, queryRows } from '../../db/database';
import { HttpError } from '../../http/envelope';
import type { JobQueue } from '../../jobs/job-queue';
import { reopenOrderedCart } from '../cart';
import { confirmedOrdersOf, type OrderForPayment, orderForPayment, recordOrderEvent } from '../order';
import {
  type CustomerRiskData,
  type PaymentAdditional,
  type PaymentGateway,
  type ProviderName,
  type ProviderPayment,
  type ProviderTransaction,
  ProviderUnavailable,
  type StartOutcome,
} from './gateway';
import { type PaymentAttemptState, paymentAttempts } from './tables';

export interface PaymentContext {
  db: Database;
  jobs: JobQueue;
  /** The providers this shop is configured for; a method of another provider is not offered. */
  gateways: readonly PaymentGateway[];
  /** The storefront's base URL, for the page the provider sends the buyer back to. */
  shopUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
  /** The buyer's registration and customer group (the customer module's reading). */
  customerOf: (customerId: number) => Promise<{ registeredOn: string; customerGroup: string } | null>;
}

type Attempt = typeof paymentAttempts.$inferSelect;

/** Where a payment stands, as the shop answers the storefront. */
export interface PaymentView {
  id: string;
  orderId: number;
  orderNumber: string | null;
  storeCode: string | null;
  status: PaymentAttemptState;
  redirectUrl: string | null;
  failure: { code: string; invoiceRejection: InvoiceRejection | null } | null;
}

const viewOf = (
  attempt: Attempt,
  order?: { incrementId: string; storeCode: string } | null,
): PaymentView => ({
  id: attempt.id,
  orderId: attempt.orderId,
  orderNumber: order?.incrementId ?? null,
  storeCode: order?.storeCode ?? null,
  status: attempt.state,
  redirectUrl: attempt.state === 'pending' ? attempt.redirectUrl : null,
  failure:
    attempt.state === 'failed'
      ? {
          code: attempt.failureCode ?? 'payment_failed',
          invoiceRejection: (attempt.invoiceRejection as InvoiceRejection | null) ?? null,
        }
      : null,
});

/** The gateway of a payment method's provider, or null when no configured provider serves it. */
function gatewayOf(context: PaymentContext, methodCode: string): PaymentGateway | null {
  const flow = paymentFlowOf(methodCode);
  return context.gateways.find((gateway) => gateway.flows.includes(flow)) ?? null;
}

function gatewayByName(context: PaymentContext, provider: ProviderName): PaymentGateway {
  const gateway = context.gateways.find((candidate) => candidate.provider === provider);
  if (!gateway) throw new Error(`the payment provider ${provider} is not configured`);
  return gateway;
}

async function updateAttempt(
  context: PaymentContext,
  id: string,
  change: Partial<Attempt>,
): Promise<Attempt> {
  const [row] = await context.db
    .update(paymentAttempts)
    .set({ ...change, updatedAt: context.now() })
    .where(eq(paymentAttempts.id, id))
    .returning();
  if (!row) throw new Error('the payment attempt is gone');
  return row;
}

async function attemptById(context: PaymentContext, id: string): Promise<Attempt | null> {
  const [row] = await context.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
  return row ?? null;
}

export async function attemptOfProviderPayment(
  context: PaymentContext,
  provider: ProviderName,
  paymentId: string,
): Promise<Attempt | null> {
  const [row] = await context.db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.provider, provider), eq(paymentAttempts.providerPaymentId, paymentId)));
  return row ?? null;
}

/** Payments spec 3 "Customer risk data": logged-in customers with their history, guests at level 0. */
async function riskOf(
  context: PaymentContext,
  order: OrderForPayment,
  threatMetrixId: string | null,
): Promise<CustomerRiskData> {
  const customer = order.customerId === null ? null : await context.customerOf(order.customerId);
  if (order.customerId === null || !customer)
    return {
      customerId: null,
      confirmedOrders: 0,
      confirmedAmount: 0,
      registrationLevel: 0,
      registrationDate: null,
      customerGroup: 'NEUKUNDE',
      threatMetrixId,
    };
  const history = await confirmedOrdersOf(context.db, order.customerId, order.currency, order.id);
  return {
    customerId: order.customerId,
    confirmedOrders: history.count,
    confirmedAmount: history.amount,
    registrationLevel: 1,
    registrationDate: customer.registeredOn,
    customerGroup: history.count > 0 ? 'TOP' : customer.customerGroup,
    threatMetrixId,
  };
}

/**
 * Starts the payment of an order just placed with a provider's method (payments spec 4, "Common sequence";
 * the provider's adapter runs its steps). Once per order: a second call (a replayed placement) answers the
 * first attempt as it stands now. Whatever the provider says is re-read from it before anything is booked.
 * A refusal, or a provider that cannot be reached, undoes the placement: the order is cancelled (its stock
 * back), the cart opens again, and the shopper chooses again in the checkout.
 */
export async function startPayment(
  context: PaymentContext,
  orderId: number,
  methodCode: string,
  additional: PaymentAdditional & { threatMetrixId?: string },
): Promise<PaymentView> {
  const gateway = gatewayOf(context, methodCode);
  if (!gateway) throw new Error(`no payment provider serves ${methodCode}`);
  const now = context.now();
  const [created] = await context.db
    .insert(paymentAttempts)
    .values({
      id: randomUUID(),
      orderId,
      provider: gateway.provider,
      methodCode,
      state: 'starting',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  const order = await orderForPayment(context.db, orderId);
  if (!order) throw new Error(`order ${orderId} is gone`);
  if (!created) {
    const [earlier] = await context.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, orderId));
    if (!earlier) throw new Error('the payment attempt of the order is gone');
    return viewOf(earlier, order);
  }
  const { threatMetrixId = null, ...fields } = additional;
  let outcome: StartOutcome;
  try {
    outcome = await gateway.start({
      order,
      methodCode,
      flow: paymentFlowOf(methodCode),
      additional: fields,
      risk: await riskOf(context, order, threatMetrixId),
      returnUrl: `${context.shopUrl}/${order.storeCode}/payment/${created.id}`,
      attemptId: created.id,
    });
  } catch (error) {
    // Payments spec 8, logged: 'Problem with payment'. The error names the provider, never the buyer.
    context.log.error(
      { err: error, order: order.incrementId, provider: gateway.provider },
      'Problem with payment',
    );
    // The charge may have happened: the order waits (the shopper on the return page) until the provider
    // says, read by the order's id; undone only once the provider has had time and holds nothing.
    if (error instanceof ProviderUnavailable && error.outcomeUnknown)
      return viewOf(await updateAttempt(context, created.id, { state: 'pending' }), order);
    const failed = await updateAttempt(context, created.id, {
      state: 'failed',
      failureCode: 'provider_unavailable',
    });
    await abandonOrder(context, failed, order);
    return viewOf(failed, order);
  }
  if (outcome.outcome === 'refused') {
    const failed = await updateAttempt(context, created.id, {
      state: 'failed',
      providerPaymentId: outcome.paymentId,
      failureCode: outcome.code,
      invoiceRejection: outcome.invoiceRejection,
    });
    await abandonOrder(context, failed, order);
    return viewOf(failed, order);
  }
  const pending = await updateAttempt(context, created.id, {
    state: 'pending',
    providerPaymentId: outcome.paymentId,
    redirectUrl: outcome.outcome === 'pending' ? outcome.redirectUrl : null,
  });
  // Neither the redirect nor the provider's "success" is believed: the payment is read back.
  return syncPayment(context, pending.id);
}

/**
 * Reads a payment from its provider and books what happened to the money as the order's events, each
 * once (its event id is the provider's transaction): the return page, the provider's notifications and the
 * capture all come here, in any order and as often as they like, and the order ends the same.
 */
export async function syncPayment(context: PaymentContext, attemptId: string): Promise<PaymentView> {
  const attempt = await attemptById(context, attemptId);
  if (!attempt) throw new HttpError(404, 'There is no such payment.', { reason: 'not_found' });
  const order = await orderForPayment(context.db, attempt.orderId);
  if (!order) return viewOf(attempt, order);
  const gateway = gatewayByName(context, attempt.provider);
  if (!attempt.providerPaymentId) return syncLostStart(context, gateway, attempt, order);
  const payment = await gateway.fetch(attempt.providerPaymentId);
  for (const transaction of payment.transactions)
    if (transaction.status === 'success') await book(context, gateway, attempt, order, payment, transaction);
  // Only a payment still under way moves on: one that failed has undone its order, and money arriving for
  // it after all was booked above (to be refunded), not turned into a success the return page would show.
  const underWay = attempt.state === 'starting' || attempt.state === 'pending';
  if (payment.buyerState === 'approved' && underWay)
    return viewOf(await updateAttempt(context, attempt.id, { state: 'succeeded', redirectUrl: null }), order);
  if (payment.buyerState === 'abandoned' && underWay) {
    const failed = await updateAttempt(context, attempt.id, {
      state: 'failed',
      failureCode: attempt.failureCode ?? 'payment_abandoned',
    });
    await abandonOrder(context, failed, order);
    return viewOf(failed, order);
  }
  return viewOf(attempt, order);
}

/**
 * How long a start whose answer was lost may still turn into a payment at the provider: longer than any
 * provider takes to finish a charge the shop stopped waiting for.
 */
export const LOST_START_GRACE_MS = 2 * 60_000;

/**
 * A payment whose start never told the shop the provider's payment (its answer lost, or the API stopped
 * before it kept it): found at the provider by the order's id, it is read as any other; not found once the
 * grace is over, the order is undone. A start still running (younger than the grace) is left to it.
 */
async function syncLostStart(
  context: PaymentContext,
  gateway: PaymentGateway,
  attempt: Attempt,
  order: OrderForPayment,
): Promise<PaymentView> {
  const underWay = attempt.state === 'starting' || attempt.state === 'pending';
  const age = context.now().getTime() - attempt.createdAt.getTime();
  if (!underWay || !gateway.findByOrder || (attempt.state === 'starting' && age < LOST_START_GRACE_MS))
    return viewOf(attempt, order);
  const found = await gateway.findByOrder(order);
  if (found) {
    await updateAttempt(context, attempt.id, { providerPaymentId: found.id });
    return syncPayment(context, attempt.id);
  }
  if (age < LOST_START_GRACE_MS) return viewOf(attempt, order);
  const failed = await updateAttempt(context, attempt.id, {
    state: 'failed',
    failureCode: 'provider_unavailable',
  });
  await abandonOrder(context, failed, order);
  return viewOf(failed, order);
}

/**
 * A provider's notification about one of the shop's payments: a `payment-sync` job, one per distinct
 * notification (the provider's retries of one are the same job); a payment the shop does not know is
 * nothing to do.
 */
export async function queueSyncOfNotification(
  context: PaymentContext,
  provider: ProviderName,
  paymentId: string | null,
  body: string,
): Promise<void> {
  const attempt = paymentId ? await attemptOfProviderPayment(context, provider, paymentId) : null;
  if (!attempt) return;
  const digest = createHash('sha256').update(body).digest('hex').slice(0, 32);
  await context.jobs.enqueue(context.db, 'payment-sync', { attemptId: attempt.id }, `${provider}:${digest}`);
}

/**
 * Reads an order's pending payment once more (the reservation is about to run out): a buyer who paid at the
 * last minute, whose notification was lost and who never came back, keeps the order.
 */
export async function syncPendingPaymentOf(context: PaymentContext, orderId: number): Promise<void> {
  const [attempt] = await context.db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId));
  if (attempt?.state === 'pending' || attempt?.state === 'starting') await syncPayment(context, attempt.id);
}

function eventOf(transaction: ProviderTransaction, paymentId: string): OrderEvent {
  const money = { amount: transaction.amount, currency: transaction.currency };
  switch (transaction.kind) {
    case 'authorization':
      return { type: 'authorization', ...money, reference: paymentId };
    case 'charge':
      return {
        type: 'payment',
        ...money,
        bookedOn: transaction.bookedOn,
        reference: paymentId,
        source: 'provider',
        fromAuthorization: transaction.ofAuthorization,
      };
    case 'authorization_canceled':
      return {
        type: 'authorization_released',
        amount: transaction.amount,
        reason: 'Released at the provider',
      };
    case 'refund':
      return { type: 'refund', ...money, reason: 'Refunded through the payment provider' };
    case 'chargeback':
      return { type: 'refund', ...money, reason: 'Chargeback: the buyer’s bank took the payment back' };
  }
}

async function book(
  context: PaymentContext,
  gateway: PaymentGateway,
  attempt: Attempt,
  order: OrderForPayment,
  payment: ProviderPayment,
  transaction: ProviderTransaction,
): Promise<void> {
  try {
    await recordOrderEvent(context.db, context.jobs, {
      orderId: order.id,
      eventId: `${attempt.provider}:${payment.id}:${transaction.id}`,
      event: eventOf(transaction, payment.id),
      actor: { kind: 'provider', name: attempt.provider },
    });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    // The buyer approved after the order had been cancelled (its reservation ran out meanwhile): the
    // money held for it goes back at once rather than wait for a person to notice.
    if (transaction.kind === 'authorization' && error.statusCode === 409) {
      context.log.warn(
        { order: order.incrementId, provider: attempt.provider },
        'authorization on a closed order released',
      );
      await gateway.release(
        payment.id,
        transaction.amount,
        transaction.currency,
        `release:${transaction.id}`,
      );
      return;
    }
    context.log.warn(
      { order: order.incrementId, provider: attempt.provider, reason: error.reason },
      'a provider transaction the order lifecycle refused',
    );
  }
}

/**
 * The undo of a placement whose payment did not happen: the order is cancelled as the provider's doing
 * (its stock back; no mail, it was never confirmed), and the cart opens again for another way to pay. An
 * order that has money on it, or has moved on, is left to the staff.
 */
async function abandonOrder(
  context: PaymentContext,
  attempt: Attempt,
  order: OrderForPayment,
): Promise<void> {
  try {
    await recordOrderEvent(context.db, context.jobs, {
      orderId: order.id,
      eventId: `payment-abandoned:${attempt.id}`,
      event: { type: 'cancellation', reason: 'The payment was not completed.' },
      actor: { kind: 'provider', name: attempt.provider },
    });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return;
  }
  if (order.cartId) await reopenOrderedCart(context.db, order.cartId);
}

/** The job of 'payment-capture': takes what the provider holds for a shipped order, then books it. */
export async function captureAuthorization(context: PaymentContext, orderId: number): Promise<void> {
  await moveAuthorization(context, orderId, 'capture');
}

/** The job of 'payment-release': gives back what the provider holds for a cancelled order. */
export async function releaseAuthorization(context: PaymentContext, orderId: number): Promise<void> {
  await moveAuthorization(context, orderId, 'release');
}

async function moveAuthorization(context: PaymentContext, orderId: number, move: 'capture' | 'release') {
  const [attempt] = await context.db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId));
  if (!attempt?.providerPaymentId) return;
  const gateway = gatewayByName(context, attempt.provider);
  const [order] = await queryRows<{ authorized: number; currency: string }>(
    context.db,
    sql`SELECT authorized_amount::int AS authorized, currency_code AS currency FROM orders WHERE id = ${orderId}`,
  );
  const authorized = order?.authorized ?? 0;
  if (authorized > 0 && order) {
    // One key per order and move: a retried job asks the provider for the same capture, not a second one.
    await gateway[move](attempt.providerPaymentId, authorized, order.currency, `${move}:${orderId}`);
  }
  await syncPayment(context, attempt.id);
}
