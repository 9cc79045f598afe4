import {
  type AmazonPayButton,
  type AmazonPayCheckoutSession,
  amazonPayButtonConfig,
  amazonPayCheckoutSessionRead,
  amazonPayReturn,
  installmentPlans,
  type PaymentStatus,
  paymentOfAttempt,
  paymentSetup,
} from '@hortus/api-contract';
import type { StoreView } from '@hortus/core';
import type { z } from 'zod';
import { callEndpoint } from '../lib/api.server';
import { log } from '../lib/log.server';
import { textCatalogOf, textFor } from '../lib/messages.server';
import type { Notice, Session } from '../session/session.server';
import { deliveryCountriesOf } from './countries';

/**
 * The provider's side of the checkout's payment form area (payments spec 2): what the forms need before the
 * order (Unzer's public key, iDEAL's banks, the installment plans, Amazon Pay's button and the session the
 * buyer made with it), and the payment read again when the buyer comes back from the provider.
 */

export interface PaymentSetup {
  /** Where the browser makes a card's payment type with the shop's public key (card numbers never come here). */
  unzer: { publicKey: string; apiUrl: string } | null;
  idealBanks: { bic: string; name: string }[];
}

const NO_PROVIDER: PaymentSetup = { unzer: null, idealBanks: [] };
/** The setup is configuration: read once a minute, not on every checkout view. */
const SETUP_TTL_MS = 60_000;
let setup: { value: PaymentSetup; readAt: number } | null = null;

export async function loadPaymentSetup(): Promise<PaymentSetup> {
  if (setup && Date.now() - setup.readAt < SETUP_TTL_MS) return setup.value;
  const reply = await callEndpoint(paymentSetup, {}).catch(() => null);
  if (reply?.status !== 200) return setup?.value ?? NO_PROVIDER;
  const value: PaymentSetup = {
    unzer: reply.result.unzer && {
      publicKey: reply.result.unzer.public_key,
      apiUrl: reply.result.unzer.api_url,
    },
    idealBanks: reply.result.ideal_banks,
  };
  setup = { value, readAt: Date.now() };
  return value;
}

export type InstallmentOffer = z.output<(typeof installmentPlans.results)[200]>;

/** Unzer's installment plans for an order total of the store view (null: none offered for it, or unreachable). */
export async function installmentOfferFor(
  session: Session,
  grandTotal: number,
): Promise<InstallmentOffer | null> {
  if (!Number.isSafeInteger(grandTotal) || grandTotal <= 0) return null;
  const reply = await callEndpoint(installmentPlans, {
    query: { amount: grandTotal },
    store: session.store,
  }).catch(() => null);
  return reply?.status === 200 ? reply.result : null;
}

/** Amazon Pay's signed button of the store view; null where Amazon Pay is not offered. */
export async function amazonPayButtonOf(session: Session): Promise<AmazonPayButton | null> {
  const reply = await callEndpoint(amazonPayButtonConfig, { store: session.store }).catch(() => null);
  return reply?.status === 200 ? reply.result : null;
}

const CHECKOUT_SESSION_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** The session the buyer made with the Amazon Pay button, as the checkout fills it in, and what to say. */
export interface AmazonPayCheckout {
  checkout: AmazonPayCheckoutSession | null;
  notice: Notice | null;
}

/** "Amazon shipping allowed only to {country}": the countries a store view ships to, by name. */
export function shippingCountriesNotice(storeView: StoreView): Notice {
  const catalog = textCatalogOf(storeView);
  const names = deliveryCountriesOf(storeView).map((code) => textFor(catalog, `countries.${code}`));
  return { type: 'error', id: 'payment.amazonShippingCountry', values: { country: names.join(', ') } };
}

/**
 * The session the buyer made on Amazon (payments spec 4 "Amazon Pay"): buyer and addresses for the
 * checkout, or what to tell the shopper when it cannot be used (over, unknown, Amazon unreachable, or a
 * delivery to a country this store view does not ship to).
 */
export async function amazonPayCheckoutOf(
  session: Session,
  storeView: StoreView,
  checkoutSessionId: string,
): Promise<AmazonPayCheckout> {
  const refused = (id: string): AmazonPayCheckout => ({ checkout: null, notice: { type: 'error', id } });
  if (!CHECKOUT_SESSION_ID.test(checkoutSessionId)) return refused('payment.amazonPayError');
  const reply = await callEndpoint(amazonPayCheckoutSessionRead, {
    params: { id: checkoutSessionId },
    store: session.store,
  }).catch(() => null);
  if (reply?.status !== 200) {
    return refused(
      reply?.status === 409 || reply?.status === 404
        ? 'payment.amazonPaySessionOver'
        : 'payment.amazonPayError',
    );
  }
  const country = reply.result.shipping_address?.country_id;
  if (!country || deliveryCountriesOf(storeView).includes(country))
    return { checkout: reply.result, notice: null };
  return {
    checkout: { ...reply.result, shipping_address: null },
    notice: shippingCountriesNotice(storeView),
  };
}

/**
 * The payment the buyer comes back to (the `/payment/{id}` and `/payment` return pages): Amazon's return
 * completes its checkout session first; any other is read again from its provider. Null when there is no
 * such payment; `unavailable` when the provider cannot be reached just now (the page tries again).
 */
export async function paymentOnReturn(
  session: Session,
  ids: { paymentId: string | null; amazonCheckoutSessionId: string | null },
): Promise<PaymentStatus | 'unavailable' | null> {
  try {
    const reply =
      ids.amazonCheckoutSessionId && CHECKOUT_SESSION_ID.test(ids.amazonCheckoutSessionId)
        ? await callEndpoint(amazonPayReturn, {
            body: { checkout_session_id: ids.amazonCheckoutSessionId },
            clientAddress: session.clientAddress,
          })
        : ids.paymentId && /^[0-9a-f-]{36}$/i.test(ids.paymentId)
          ? await callEndpoint(paymentOfAttempt, { params: { id: ids.paymentId } })
          : null;
    if (!reply) return null;
    if (reply.status === 200) return reply.result;
    return reply.status === 503 ? 'unavailable' : null;
  } catch (error) {
    log.warn({ err: error }, 'a payment could not be read on the return page');
    return 'unavailable';
  }
}
