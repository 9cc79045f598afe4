import type { Order, PlaceOrderBody } from '@hortus/api-contract';
import {
  formatPrice,
  ISLAND_NOT_DELIVERABLE,
  isIslandPostcode,
  isProviderPayment,
  itemsHash,
  ORDER_CART_CHANGED,
  ORDER_CART_EMPTY,
  ORDER_KEY_OTHER_REQUEST,
  ORDER_KEY_REUSED,
  orderTotalChangedMessage,
  PRODUCT_PRICE_UNKNOWN,
  reverseChargeInvoiceNote,
  type StoreView,
  UNPAID_ORDERS_OPEN,
  VAT_NUMBER_INVALID,
} from '@hortus/core';
import { checkVatNumber } from '@hortus/core/vat-number';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, preparedStatement } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { StatementStep } from '../../db/statement-step';
import { badRequest, HttpError, notFound } from '../../http/envelope';
import { insertJobsSql, type JobName, type JobQueue, jobIdSql } from '../../jobs/job-queue';
import {
  type Caller,
  claimCartForOrder,
  NO_QUOTE_FOUND,
  readCartForOrder,
  requireSellingStore,
} from '../cart';
import { type OrderOfKey, orderOfKey, orderOfKeyRead, recordOrder } from '../order';
import { paymentMethodsRead } from '../payment';
import { shippingMethodsRead } from '../shipping';
import { reserveStock } from '../stock';
import { closeCheckoutLog } from './checkout-log';
import { type CheckoutContext, checkoutOf, deliveryMethodsOf } from './choices';
import { orderRequestHash } from './order-request';

export interface PlacementContext extends CheckoutContext {
  db: Database;
  jobs: JobQueue;
  now: () => Date;
  /** The keyed fingerprint of a client's network (client-address.ts): all the shop keeps of it. */
  clientAddressHash: (address: string) => string;
  /** ADDRESS_LIMIT_FACTOR: multiplies the open unpaid orders a client address may have (office networks). */
  addressLimitFactor: number;
}

type Body = PlaceOrderBody & { addressInformation: { shippingAddress: { country_id: string } } };

/** What identifies an order attempt: its cart, its key and the fingerprint of its details. */
interface Attempt {
  cartId: string;
  key: string;
  requestHash: string;
}

/** The order an earlier attempt with this key placed, for the same cart, caller and details; else a refusal. */
async function earlierAttempt(
  context: PlacementContext,
  storeView: StoreView,
  caller: Caller | null,
  attempt: Attempt,
): Promise<Order | null> {
  return answerOfEarlier(await orderOfKey(context.db, storeView.storeCode, attempt.key), caller, attempt);
}

function answerOfEarlier(earlier: OrderOfKey | null, caller: Caller | null, attempt: Attempt): Order | null {
  if (!earlier) return null;
  if (earlier.cartId !== attempt.cartId)
    throw new HttpError(409, ORDER_KEY_REUSED, { reason: 'order_key_reused' });
  // Someone else's order answers as a cart that is gone: a key reveals nothing of another customer.
  if (earlier.customerId !== null && earlier.customerId !== caller?.customerId)
    throw notFound(NO_QUOTE_FOUND);
  // The same key with other details is not a replay (ADR 0015): answering the first order would tell the
  // shopper that what they sent now was ordered.
  if (earlier.requestHash !== null && earlier.requestHash !== attempt.requestHash)
    throw new HttpError(409, ORDER_KEY_OTHER_REQUEST, { reason: 'order_key_other_request' });
  return earlier.order;
}

/**
 * Places the order of a cart (ARCHITECTURE "Commerce core"), as named steps:
 * 1. an attempt whose key already placed an order answers that order (a replay from the offline queue,
 *    a retry after a timeout), read in the same statement as the cart and the delivery methods, when it
 *    asks for the same order; with other details it is refused (409, ADR 0015);
 * 2. price the cart again with the chosen delivery and payment: every amount from the server's policies,
 *    the lines the shopper saw still the cart's;
 * 3. in one statement, so one round trip and one transaction (`placementStatement`): close the cart (a
 *    second placement waits for it, then finds it gone), record the order under its number and key (409
 *    when the buyer has as many open unpaid orders of its kind as the reservation policy allows, ADR 0014),
 *    take its units from stock (409 naming a product that is short), complete the checkout log, add the
 *    confirmation mail and the reservation's expiry as jobs. Any refusal writes nothing, and anything that
 *    fails rolls all of it back.
 */
export async function placeOrder(
  context: PlacementContext,
  storeView: StoreView,
  caller: Caller | null,
  cartId: string,
  body: Body,
  /** The shopper's network address (the storefront passes it on as X-Forwarded-For). */
  clientAddress: string,
): Promise<Order> {
  try {
    return await placeOrderOfCart(context, storeView, caller, cartId, body, clientAddress);
  } catch (error) {
    // Spec 4: the checkout log is marked failed with the refused order, and says why.
    if (body.checkout_log_id && error instanceof HttpError) {
      await closeCheckoutLog(context.db, body.checkout_log_id, cartId, {
        status: 'failed',
        failure: error.message,
      });
    }
    throw error;
  }
}

async function placeOrderOfCart(
  context: PlacementContext,
  storeView: StoreView,
  caller: Caller | null,
  cartId: string,
  body: Body,
  clientAddress: string,
): Promise<Order> {
  requireSellingStore(storeView);
  const key = body.idempotency_key;
  const orderAttempt: Attempt = { cartId, key, requestHash: orderRequestHash(body) };
  const { shippingAddress, billingAddress } = body.addressInformation;
  const choice = body.addressInformation;
  // One statement reads the key's earlier order, the cart with its lines and products, and the delivery
  // country's methods; the earlier order is answered before anything of the cart is looked at.
  const earlierRead = orderOfKeyRead(storeView.storeCode, key);
  const deliveryRead = shippingMethodsRead(storeView, shippingAddress.country_id);
  const paymentRead = paymentMethodsRead(storeView);
  const read = await readCartForOrder(context.cart, cartId, caller, storeView, [
    earlierRead,
    deliveryRead,
    paymentRead,
  ]);
  const [earlierOrder, rates, paymentMethods] = read.alongside;
  const replayed = answerOfEarlier(earlierRead.answer(earlierOrder), caller, orderAttempt);
  if (replayed) return replayed;

  let opened: ReturnType<typeof read.open>;
  try {
    opened = read.open();
  } catch (error) {
    // The cart is gone because this very attempt, sent twice at once, has just ordered it.
    const placed = await earlierAttempt(context, storeView, caller, orderAttempt);
    if (placed) return placed;
    throw error;
  }
  const { cart } = opened;
  if (billingAddress.vat_id && !checkVatNumber(billingAddress.vat_id).valid)
    throw badRequest(VAT_NUMBER_INVALID, { reason: 'vat_number_invalid' });
  if (isIslandPostcode(shippingAddress.country_id, shippingAddress.postcode)) {
    throw badRequest(ISLAND_NOT_DELIVERABLE, { reason: 'island_not_deliverable' });
  }
  const delivery = await deliveryMethodsOf(
    context,
    cart,
    storeView,
    shippingAddress.country_id,
    deliveryRead.methods(rates),
  );
  if (
    !delivery.some(
      (method) =>
        method.carrier_code === choice.shipping_carrier_code &&
        method.method_code === choice.shipping_method_code,
    )
  ) {
    throw badRequest(
      `${choice.shipping_carrier_code}_${choice.shipping_method_code} does not deliver to ${shippingAddress.country_id}`,
      { reason: 'shipping_method_not_possible' },
    );
  }
  const chosen = {
    ...cart,
    shippingAddress,
    billingAddress,
    shippingCarrierCode: choice.shipping_carrier_code,
    shippingMethodCode: choice.shipping_method_code,
    paymentMethodCode: choice.payment_method_code,
  };
  const { totals, payment_methods } = await checkoutOf(context, chosen, storeView, caller, {
    shippingMethods: delivery,
    paymentMethodsOf: (terms) => paymentRead.methods(paymentMethods, terms),
  });
  const payment = payment_methods.find((method) => method.code === choice.payment_method_code);
  if (!payment) {
    throw badRequest(`${choice.payment_method_code} is not possible`, {
      reason: 'payment_method_not_possible',
    });
  }
  if (totals.items.length === 0) throw new HttpError(409, ORDER_CART_EMPTY, { reason: 'cart_empty' });
  const unpriced = totals.items.find((item) => item.price_incl_tax <= 0);
  if (unpriced) {
    throw new HttpError(409, `${unpriced.name}: ${PRODUCT_PRICE_UNKNOWN}`, {
      reason: 'product_price_unknown',
      details: { product: unpriced.name },
    });
  }
  if (body.products && itemsHash(body.products) !== itemsHash(totals.items)) {
    throw new HttpError(409, ORDER_CART_CHANGED, { reason: 'cart_changed' });
  }
  // The amount beside the order button is the amount of the order: any other total is shown first.
  if (body.expected_grand_total !== undefined && body.expected_grand_total !== totals.grand_total) {
    throw new HttpError(409, orderTotalChangedMessage(formatPrice(totals.grand_total, storeView)), {
      reason: 'order_total_changed',
      details: { grand_total: totals.grand_total },
    });
  }

  const placedAt = context.now();
  const reservationPolicy = context.cart.policiesOf(storeView).reservation;
  const expiresAt = reservationPolicy.expiresAt({
    paymentMethodCode: payment.code,
    offline: payment.offline,
    placedAt,
  });
  const limits = reservationPolicy.unpaidOrderLimits({
    paymentMethodCode: payment.code,
    offline: payment.offline,
  });
  const claim = claimCartForOrder(cart, totals.items, placedAt);
  // A provider's payment confirms the order when the provider takes it (core's lifecycle); a free order
  // has nothing to pay and is confirmed at once (payments spec 4: zero-value PayPal places directly).
  const confirmed = !(isProviderPayment(payment.code) && totals.grand_total > 0);
  const record = recordOrder({
    storeCode: storeView.storeCode,
    customerId: caller?.customerId ?? null,
    cartId,
    idempotencyKey: key,
    requestHash: orderAttempt.requestHash,
    email: body.email,
    firstname: body.firstname,
    lastname: body.lastname,
    currencyCode: totals.quote_currency_code,
    totals: {
      subtotalInclTax: totals.subtotal_incl_tax,
      shippingInclTax: totals.shipping_incl_tax,
      paymentFeeInclTax: totals.payment_fee_incl_tax,
      discountAmount: totals.discount_amount,
      taxAmount: totals.tax_amount,
      grandTotal: totals.grand_total,
    },
    totalDue: totals.grand_total,
    shippingCarrierCode: choice.shipping_carrier_code,
    shippingMethodCode: choice.shipping_method_code,
    paymentMethodCode: payment.code,
    comment: body.comment || null,
    // The same rule as the checkout's totals (checkoutOf), so the order is what the shopper was shown.
    reverseCharge: totals.reverse_charge,
    confirmed,
    invoiceNote: totals.reverse_charge ? reverseChargeInvoiceNote(storeView.i18n.language) : null,
    items: totals.items.map((item) => ({
      sku: item.sku,
      name: item.name,
      qty: item.qty,
      priceInclTax: item.price_incl_tax,
      rowTotalInclTax: item.row_total_incl_tax,
      // A reverse-charge line is sold net: no tax is charged on it.
      taxRateBp: totals.reverse_charge ? 0 : (cart.products.get(item.sku)?.taxRateBp ?? 0),
    })),
    shippingAddress: { ...shippingAddress, email: shippingAddress.email ?? body.email },
    billingAddress: { ...billingAddress, email: billingAddress.email ?? body.email },
    unpaidLimits: limits && {
      perEmail: limits.perEmail,
      perClientAddress: limits.perClientAddress * context.addressLimitFactor,
      clientAddressHash: context.clientAddressHash(clientAddress),
    },
  });
  const reservation = reserveStock(
    totals.items.map((item) => ({
      productId: cart.products.get(item.sku)?.id ?? 0,
      name: item.name,
      qty: item.qty,
    })),
    expiresAt,
  );
  const jobs: { name: JobName; start_after: string | null }[] = [
    ...(confirmed ? [{ name: 'order-confirmation-mail' as const, start_after: null }] : []),
    ...(expiresAt
      ? [{ name: 'stock-reservation-expiry' as const, start_after: expiresAt.toISOString() }]
      : []),
  ];
  const steps = { claim, record, reservation };
  const values = {
    ...claim.values,
    ...record.values,
    ...reservation.values,
    logId: body.checkout_log_id ?? null,
    logCartId: cartId,
    jobs: JSON.stringify(jobs),
  };
  try {
    for (let attempt = 1; ; attempt += 1) {
      let rows: PlacementRow[];
      try {
        ({ rows } = (await placementStatement(context.db, steps).execute(values)) as {
          rows: PlacementRow[];
        });
      } catch (error) {
        // Another order took the same place of an unpaid order's limit at the same instant: once more, now
        // that it can be seen (ADR 0014).
        if (record.isPlaceTaken(error) && attempt < 5) continue;
        throw error;
      }
      const [placed] = rows;
      if (!placed) throw new Error('the placement statement answered no row');
      // The cart changed while the statement waited for it: once more, with what it is now.
      if (placed.cart_refusal === 'moved' && attempt < 5) continue;
      if (placed.cart_refusal === 'gone') throw notFound(NO_QUOTE_FOUND);
      if (placed.cart_refusal) throw new HttpError(409, ORDER_CART_CHANGED, { reason: 'cart_changed' });
      if (placed.order_refusal)
        throw new HttpError(409, UNPAID_ORDERS_OPEN, { reason: 'unpaid_orders_open' });
      if (placed.stock_refusal) throw reservation.shortProduct(placed.stock_refusal);
      return record.answer(placed.placed_order);
    }
  } catch (error) {
    // The same key placed at the same instant: the other attempt's order is the answer to this one too.
    if (isUniqueViolation(error) || (error instanceof HttpError && error.statusCode === 404)) {
      const placed = await earlierAttempt(context, storeView, caller, orderAttempt);
      if (placed) return placed;
    }
    throw error;
  }
}

interface PlacementRow {
  cart_refusal: 'gone' | 'moved' | 'changed' | 'coupon used up' | null;
  order_refusal: 'unpaid orders open' | null;
  stock_refusal: string | null;
  placed_order: unknown;
}

type PlacementSteps = { claim: StatementStep; record: StatementStep; reservation: StatementStep };

/** Stands for the placement statement in the prepared statements of a database handle. */
const PLACEMENT = {};

/**
 * The statement that places an order, prepared once per connection (the steps' SQL is the same for every
 * order; only their values differ). Its CTEs, in the order they run: the cart's and the stock's checks (they
 * lock the cart, its lines and coupon, then the products' stock rows in product order), the verdict, and the
 * writes, each only when every check agreed. PostgreSQL runs a statement as one transaction: an error in any
 * write (the idempotency key's unique index, a CHECK) rolls all of them back.
 */
function placementStatement(db: Database, steps: PlacementSteps) {
  return preparedStatement(db, PLACEMENT, () => placementSql(steps), 'place_order');
}

function placementSql({ claim, record, reservation }: PlacementSteps): SQL {
  return sql`WITH
  ${claim.checks},
  ${record.checks},
  ${reservation.checks},
  -- The cart's claim is asked first, as its own CTE so it is evaluated once; then the order's own limits.
  cart_verdict AS MATERIALIZED (
    SELECT c.refusal, CASE WHEN c.refusal IS NULL THEN ${record.refusal} END AS order_refusal
    FROM (SELECT ${claim.refusal} AS refusal) c
  ),
  -- The stock only for a cart and an order that agreed: those refused are refused before any stock is locked.
  verdict AS (
    SELECT c.refusal AS cart_refusal, c.order_refusal,
      CASE WHEN c.refusal IS NULL AND c.order_refusal IS NULL THEN ${reservation.refusal} END AS stock_refusal
    FROM cart_verdict c
  ),
  -- One row when every check agreed: each write below happens only then, so a refusal changes nothing.
  agreed AS (
    SELECT FROM verdict WHERE cart_refusal IS NULL AND order_refusal IS NULL AND stock_refusal IS NULL
  ),
  ${claim.writes},
  ${record.writes},
  ${reservation.writes},
  -- The checkout log completed with the order (spec 4); a log of another cart or one closed stays as it is.
  log_completed AS (
    UPDATE checkout_logs l
    SET status = 'completed', step = 'review', order_id = o.id, updated_at = now()
    FROM placed_order o
    WHERE l.id = ${sql.placeholder('logId')}::uuid AND l.cart_id = ${sql.placeholder('logCartId')}::text
      AND l.status = 'open'
  ),
  -- The confirmation mail and the reservation's expiry, keyed by the order (ADR 0010), committed with it.
  order_jobs AS (${insertJobsSql(sql`(
    SELECT json_agg(json_build_object('id', ${jobIdSql(sql`j.name || ':' || o.id`)}, 'name', j.name,
      'data', json_build_object('orderId', o.id), 'startAfter', j.start_after))
    FROM placed_order o, jsonb_to_recordset(${sql.placeholder('jobs')}::jsonb) AS j(name text, start_after text))`)})
  SELECT v.cart_refusal, v.order_refusal, v.stock_refusal,
    (SELECT row_to_json(o) FROM placed_order o) AS placed_order
  FROM verdict v`;
}
