import type { Order, PlaceOrderBody } from '@hortus/api-contract';
import {
  ISLAND_NOT_DELIVERABLE,
  isIslandPostcode,
  itemsHash,
  ORDER_CART_CHANGED,
  ORDER_CART_EMPTY,
  ORDER_KEY_REUSED,
  PRODUCT_PRICE_UNKNOWN,
  reverseChargeInvoiceNote,
  type StoreView,
  VAT_NUMBER_INVALID,
} from '@hortus/core';
import { checkVatNumber } from '@hortus/core/vat-number';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, HttpError, notFound } from '../../http/envelope';
import type { JobQueue } from '../../jobs/job-queue';
import { policiesFor } from '../../policies';
import {
  type Caller,
  type CartContext,
  checkoutOf,
  claimCartForOrder,
  NO_QUOTE_FOUND,
  openCartWithLines,
  requireSellingStore,
  shippingMethodsTo,
} from '../cart';
import { orderOfKey, recordOrder } from '../order';
import { reserveStock } from '../stock';
import { closeCheckoutLog } from './checkout-log';

export interface PlacementContext {
  db: Database;
  cart: CartContext;
  jobs: JobQueue;
  now: () => Date;
}

type Body = PlaceOrderBody & { addressInformation: { shippingAddress: { country_id: string } } };

/** The order an earlier attempt with this key placed, for the same cart and caller; else a refusal. */
async function earlierAttempt(
  context: PlacementContext,
  storeView: StoreView,
  caller: Caller | null,
  cartId: string,
  key: string,
): Promise<Order | null> {
  const earlier = await orderOfKey(context.db, storeView.storeCode, key);
  if (!earlier) return null;
  if (earlier.cartId !== cartId) throw new HttpError(409, ORDER_KEY_REUSED);
  // Someone else's order answers as a cart that is gone: a key reveals nothing of another customer.
  if (earlier.customerId !== null && earlier.customerId !== caller?.customerId)
    throw notFound(NO_QUOTE_FOUND);
  return earlier.order;
}

/**
 * Places the order of a cart (ARCHITECTURE "Commerce core"), as named steps:
 * 1. an attempt whose key already placed an order answers that order (a replay from the offline queue,
 *    a retry after a timeout);
 * 2. price the cart again with the chosen delivery and payment: every amount from the server's policies,
 *    the lines the shopper saw still the cart's;
 * 3. in one transaction: close the cart (a second placement waits for it, then finds it gone), record the
 *    order under its number and key, take its units from stock (409 naming a product that is short), add
 *    the confirmation mail and the reservation's expiry as jobs. Anything that fails rolls all of it back.
 */
export async function placeOrder(
  context: PlacementContext,
  storeView: StoreView,
  caller: Caller | null,
  cartId: string,
  body: Body,
): Promise<Order> {
  try {
    return await placeOrderOfCart(context, storeView, caller, cartId, body);
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
): Promise<Order> {
  requireSellingStore(storeView);
  const key = body.idempotency_key;
  const replayed = await earlierAttempt(context, storeView, caller, cartId, key);
  if (replayed) return replayed;

  const { shippingAddress, billingAddress } = body.addressInformation;
  const choice = body.addressInformation;
  let opened: Awaited<ReturnType<typeof openCartWithLines>>;
  try {
    opened = await openCartWithLines(context.cart, cartId, caller, storeView);
  } catch (error) {
    // The cart is gone because this very attempt, sent twice at once, has just ordered it.
    const placed = await earlierAttempt(context, storeView, caller, cartId, key);
    if (placed) return placed;
    throw error;
  }
  const { cart } = opened;
  if (billingAddress.vat_id && !checkVatNumber(billingAddress.vat_id).valid)
    throw badRequest(VAT_NUMBER_INVALID);
  if (isIslandPostcode(shippingAddress.country_id, shippingAddress.postcode)) {
    throw badRequest(ISLAND_NOT_DELIVERABLE);
  }
  const delivery = await shippingMethodsTo(context.cart, storeView, shippingAddress.country_id);
  if (
    !delivery.some(
      (method) =>
        method.carrier_code === choice.shipping_carrier_code &&
        method.method_code === choice.shipping_method_code,
    )
  ) {
    throw badRequest(
      `${choice.shipping_carrier_code}_${choice.shipping_method_code} does not deliver to ${shippingAddress.country_id}`,
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
  const { totals, payment_methods } = await checkoutOf(context.cart, chosen, storeView, caller, delivery);
  const payment = payment_methods.find((method) => method.code === choice.payment_method_code);
  if (!payment) throw badRequest(`${choice.payment_method_code} is not possible`);
  if (totals.items.length === 0) throw new HttpError(409, ORDER_CART_EMPTY);
  const unpriced = totals.items.find((item) => item.price_incl_tax <= 0);
  if (unpriced) throw new HttpError(409, `${unpriced.name}: ${PRODUCT_PRICE_UNKNOWN}`);
  if (body.products && itemsHash(body.products) !== itemsHash(totals.items)) {
    throw new HttpError(409, ORDER_CART_CHANGED);
  }

  const placedAt = context.now();
  try {
    return await context.db.transaction(async (tx) => {
      const claim = await claimCartForOrder(tx, cart, totals.items, placedAt);
      if (claim === 'gone') throw notFound(NO_QUOTE_FOUND);
      if (claim !== 'claimed') throw new HttpError(409, ORDER_CART_CHANGED);
      const order = await recordOrder(tx, {
        storeCode: storeView.storeCode,
        customerId: caller?.customerId ?? null,
        cartId,
        idempotencyKey: key,
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
      });
      const expiresAt = policiesFor(storeView).reservation.expiresAt({
        paymentMethodCode: payment.code,
        offline: payment.offline,
        placedAt,
      });
      const id = order.entity_id;
      await reserveStock(
        tx,
        id,
        totals.items.map((item) => ({
          productId: cart.products.get(item.sku)?.id ?? 0,
          name: item.name,
          qty: item.qty,
        })),
        expiresAt,
      );
      if (body.checkout_log_id) {
        await closeCheckoutLog(tx, body.checkout_log_id, cartId, { status: 'completed', orderId: id });
      }
      await context.jobs.enqueue(tx, 'order-confirmation-mail', { orderId: id }, String(id));
      if (expiresAt) {
        await context.jobs.enqueue(tx, 'stock-reservation-expiry', { orderId: id }, String(id), {
          startAfter: expiresAt,
        });
      }
      return order;
    });
  } catch (error) {
    // The same key placed at the same instant: the other attempt's order is the answer to this one too.
    if (isUniqueViolation(error) || (error instanceof HttpError && error.statusCode === 404)) {
      const placed = await earlierAttempt(context, storeView, caller, cartId, key);
      if (placed) return placed;
    }
    throw error;
  }
}
