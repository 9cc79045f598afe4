import {
  type AmazonPayClient,
  type AmazonPayRefusal,
  type AmazonPayResult,
  AmazonPayUnavailable,
  type Charge,
  type CheckoutSession,
  isAmazonPayCurrency,
  type Money,
} from './amazon-pay';
import {
  type PaymentGateway,
  type ProviderPayment,
  type ProviderTransaction,
  ProviderUnavailable,
  type StartOutcome,
} from './gateway';

/**
 * The codes a refused Amazon Pay start answers (the attempt's failure code), besides Amazon's own reason
 * codes. The storefront shows `amazon_shipping_country` as "Amazon shipping allowed only to {country}".
 */
export const AMAZON_PAY_REFUSALS = {
  noSession: 'amazon_checkout_session_missing',
  sessionClosed: 'amazon_checkout_session_not_open',
  sessionUsed: 'amazon_checkout_session_used',
  shippingCountry: 'amazon_shipping_country',
  currency: 'amazon_currency_not_supported',
  noRedirect: 'amazon_checkout_session_incomplete',
} as const;

export interface AmazonPayGatewayOptions {
  /** Shown to the buyer on Amazon's pages and in their Amazon account. */
  merchantStoreName: string;
}

/**
 * Charge states reached only after Amazon held the money: a merchant's cancel (the shop's release), an
 * authorization left unused for 30 days, a capture Amazon rejected. Other cancels and declines never
 * authorized anything.
 */
const AFTER_AUTHORIZATION = new Set(['MerchantCanceled', 'ExpiredUnused', 'AmazonRejected']);

/**
 * A refused start keeps no payment id: nothing was paid on the session, and the buyer may place the order
 * again with the same session (another address chosen), which a kept id would claim for the failed attempt.
 */
const refused = (code: string, httpStatus = 400): StartOutcome => ({
  outcome: 'refused',
  paymentId: null,
  httpStatus,
  code,
  invoiceRejection: null,
});

const refusedBy = (refusal: AmazonPayRefusal): StartOutcome => refused(refusal.reasonCode, refusal.status);

/** Amazon writes its timestamps in ISO's basic form (20261127T071011Z); the order books the day. */
function bookedOn(charge: Charge): string {
  const at = charge.statusDetails.lastUpdatedTimestamp ?? charge.creationTimestamp ?? '';
  const day = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(at);
  return day ? `${day[1]}-${day[2]}-${day[3]}` : new Date().toISOString().slice(0, 10);
}

/**
 * A charge as the shop books it: its authorization and its capture are two transactions (ids suffixed
 * by what happened, so the same charge read again books nothing new), and a release a third.
 */
function paymentOfCharge(sessionId: string, charge: Charge): ProviderPayment {
  const { state, reasonCode } = charge.statusDetails;
  const transaction = (
    suffix: string,
    kind: ProviderTransaction['kind'],
    money: Money,
  ): ProviderTransaction => ({
    id: `${charge.chargeId}-${suffix}`,
    kind,
    status: 'success',
    amount: money.amountMinor,
    currency: money.currency,
    ofAuthorization: kind === 'charge',
    bookedOn: bookedOn(charge),
  });
  const authorization = transaction('authorized', 'authorization', charge.chargeAmount);
  switch (state) {
    case 'AuthorizationInitiated':
      // A pending authorization (Complete answered 202): the buyer waits until Amazon decides.
      return { id: sessionId, buyerState: 'open', transactions: [] };
    case 'Authorized':
    case 'CaptureInitiated':
      return { id: sessionId, buyerState: 'approved', transactions: [authorization] };
    case 'Captured':
      return {
        id: sessionId,
        buyerState: 'approved',
        transactions: [
          authorization,
          transaction('captured', 'charge', charge.captureAmount ?? charge.chargeAmount),
        ],
      };
    case 'Canceled':
    case 'Declined':
      if (reasonCode && AFTER_AUTHORIZATION.has(reasonCode))
        return {
          id: sessionId,
          buyerState: 'approved',
          transactions: [
            authorization,
            transaction('released', 'authorization_canceled', charge.chargeAmount),
          ],
        };
      return { id: sessionId, buyerState: 'abandoned', transactions: [] };
  }
}

/**
 * The Amazon Pay adapter behind the shop's `amazon_pay` flow (payments spec 4 "Amazon Pay", 7 "Wallet
 * payment provider"). The payment's id is the Checkout Session the buyer made on Amazon's page with the
 * shop's button: Complete turns it into a charge permission and a charge, which are read through it.
 */
export function amazonPayGateway(client: AmazonPayClient, options: AmazonPayGatewayOptions): PaymentGateway {
  const answer = async <T>(call: Promise<T>): Promise<T> => {
    try {
      return await call;
    } catch (error) {
      if (error instanceof AmazonPayUnavailable) throw new ProviderUnavailable('amazon_pay', error.message);
      throw error;
    }
  };
  /** A session or charge the shop stored and Amazon does not know: nothing to book, try again later. */
  const known = <T>(result: AmazonPayResult<T>, what: string): T => {
    if (!result.ok)
      throw new ProviderUnavailable('amazon_pay', `${what} refused: ${result.refusal.reasonCode}`);
    return result.value;
  };
  const sessionOf = async (sessionId: string): Promise<CheckoutSession> =>
    known(await answer(client.getCheckoutSession(sessionId)), 'the checkout session');
  const chargeOf = async (sessionId: string): Promise<string | null> => (await sessionOf(sessionId)).chargeId;

  return {
    provider: 'amazon_pay',
    flows: ['amazon_pay'],

    async start(request) {
      const { order } = request;
      const sessionId = request.additional.checkoutSessionId;
      if (!sessionId) return refused(AMAZON_PAY_REFUSALS.noSession);
      if (!isAmazonPayCurrency(order.currency)) return refused(AMAZON_PAY_REFUSALS.currency);
      const chargeAmount: Money = { amountMinor: order.grandTotal, currency: order.currency };

      const opened = await answer(client.getCheckoutSession(sessionId));
      if (!opened.ok) return refusedBy(opened.refusal);
      if (opened.value.statusDetails.state !== 'Open') return refused(AMAZON_PAY_REFUSALS.sessionClosed, 409);
      // One session pays one order: another order's session is refused rather than paid twice over.
      const reference = `${order.storeCode}-${order.incrementId}`;
      const earlier = opened.value.merchantMetadata.merchantReferenceId;
      if (earlier && earlier !== reference) return refused(AMAZON_PAY_REFUSALS.sessionUsed, 409);
      // The order ships where the checkout said; Amazon's address must be that country (spec: shipping
      // only to listed countries), or the buyer would pay for a delivery the shop does not make.
      if (opened.value.shippingAddress?.countryCode !== order.shippingAddress.countryId)
        return refused(AMAZON_PAY_REFUSALS.shippingCountry);

      // Spec steps 1 and 2. Updates are PATCHes, which Amazon takes again as they are: no idempotency key.
      const amount = await answer(
        client.updateCheckoutSession(sessionId, { paymentDetails: { chargeAmount } }),
      );
      if (!amount.ok) return refusedBy(amount.refusal);
      const intent = await answer(
        client.updateCheckoutSession(sessionId, {
          webCheckoutDetails: { checkoutResultReturnUrl: request.returnUrl },
          paymentDetails: { paymentIntent: 'Authorize', canHandlePendingAuthorization: true, chargeAmount },
          merchantMetadata: {
            // Order numbers are per store view; Amazon's references are per merchant.
            merchantReferenceId: reference,
            merchantStoreName: options.merchantStoreName,
            // Amazon's IPNs name the charge permission, which carries this metadata: it leads back to the
            // attempt, whose provider payment id is the session.
            customInformation: sessionId,
          },
        }),
      );
      if (!intent.ok) return refusedBy(intent.refusal);

      // Step 3: the session as Amazon now has it; the order already holds the addresses the checkout took
      // from it, so only the redirect is needed. Step 4 is the storefront's.
      const read = await answer(client.getCheckoutSession(sessionId));
      if (!read.ok) return refusedBy(read.refusal);
      const redirectUrl = read.value.webCheckoutDetails.amazonPayRedirectUrl;
      if (!redirectUrl) return refused(AMAZON_PAY_REFUSALS.noRedirect);
      return { outcome: 'pending', paymentId: sessionId, redirectUrl };
    },

    async resume(sessionId) {
      const session = await sessionOf(sessionId);
      const chargeAmount = session.paymentDetails.chargeAmount;
      if (session.statusDetails.state !== 'Open' || !chargeAmount) return;
      // A fresh key each time: Amazon saves a refusal under its key, and "the buyer has not paid yet" must
      // not stick once they have. A second Complete of a completed session is refused and changes nothing.
      // A refusal (not paid yet, canceled, declined) is left to the read that follows.
      await answer(client.completeCheckoutSession(sessionId, chargeAmount));
    },

    async fetch(sessionId) {
      const session = await sessionOf(sessionId);
      if (session.statusDetails.state === 'Open')
        return { id: sessionId, buyerState: 'open', transactions: [] };
      if (session.statusDetails.state === 'Canceled' || !session.chargeId)
        return { id: sessionId, buyerState: 'abandoned', transactions: [] };
      const charge = known(await answer(client.getCharge(session.chargeId)), 'the charge');
      return paymentOfCharge(sessionId, charge);
    },

    async capture(sessionId, amount, currency, key) {
      const chargeId = await chargeOf(sessionId);
      if (!chargeId || !isAmazonPayCurrency(currency)) return;
      // A refusal (already captured by an earlier try, the authorization expired) changes nothing; the
      // sync that follows books what really happened.
      await answer(
        client.captureCharge(chargeId, { amountMinor: amount, currency }, { idempotencyKey: key }),
      );
    },

    async release(sessionId) {
      const chargeId = await chargeOf(sessionId);
      // Amazon cancels the whole charge, never a part of it; a refusal leaves it to the sync as above.
      if (chargeId) await answer(client.cancelCharge(chargeId, 'Order canceled'));
    },

    async readNotification(body) {
      const reading = await answer(client.readIpn(body));
      if (!reading.ok) return { refused: reading.reason };
      const permission = await answer(client.getChargePermission(reading.notification.chargePermissionId));
      if (!permission.ok) return { paymentId: null };
      return { paymentId: permission.value.merchantMetadata.customInformation };
    },
  };
}
