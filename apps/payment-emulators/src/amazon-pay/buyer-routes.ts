import { type KeyObject, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Environment } from './api';
import { messagePage, paymentPage, signInPage } from './buyer-pages';
import { type CheckoutPayload, isAddressAllowed, readCheckoutPayload } from './checkout-payload';
import { checkoutScript } from './checkout-script';
import {
  answerAtRedirect,
  type CheckoutSessionRecord,
  type CheckoutSessions,
  checkoutSessionView,
  startCheckoutSession,
} from './checkout-sessions';
import { AmazonPayRefusal } from './errors';
import { isJsonObject, readForm, redirect, sendHtml } from './http';
import { isSignatureValid, stringToSign } from './request-signature';
import type { AccountState } from './state';
import { chosenAddress, instrumentOf } from './test-buyers';

export interface BuyerPagesContext {
  publicKeys: ReadonlyMap<string, KeyObject>;
  environment: Environment;
  storeId: string;
  account: AccountState;
  sessions: CheckoutSessions;
  publicUrl: string;
  settle(): void;
}

interface SignIn {
  payload: CheckoutPayload;
  productType: CheckoutSessionRecord['productType'];
}

/** Without `algorithm` in createCheckoutSessionConfig the button is checked with the legacy algorithm (PHP SDK 2.5.0 notes). */
const LEGACY_ALGORITHM = 'AMZN-PAY-RSASSA-PSS';

const withSessionId = (url: string, checkoutSessionId: string) => {
  const target = new URL(url);
  target.searchParams.set('amazonCheckoutSessionId', checkoutSessionId);
  return target.toString();
};

class ButtonRefusal extends Error {}

const KEPT_SIGN_INS = 10_000;

/**
 * Checks the button's signed payload as Amazon does when the buyer clicks: a registered key of this
 * environment, a signature over payloadJSON with the named algorithm, and a valid Create Checkout Session
 * payload for this merchant's store.
 */
function checkButton(context: BuyerPagesContext, fields: URLSearchParams): SignIn {
  const publicKeyId = fields.get('publicKeyId') ?? '';
  const publicKey = context.publicKeys.get(publicKeyId);
  if (!publicKey)
    throw new ButtonRefusal(`The publicKeyId ${publicKeyId} is not registered with this merchant.`);
  const keyEnvironment = /^SANDBOX-/i.test(publicKeyId)
    ? 'sandbox'
    : /^LIVE-/i.test(publicKeyId)
      ? 'live'
      : null;
  const sandboxFlag = fields.get('sandbox');
  const buttonEnvironment =
    keyEnvironment ?? (sandboxFlag === null ? null : sandboxFlag === 'true' ? 'sandbox' : 'live');
  if (buttonEnvironment && buttonEnvironment !== context.environment) {
    throw new ButtonRefusal(`The button is set up for the ${buttonEnvironment} environment.`);
  }
  const payloadJSON = fields.get('payloadJSON') ?? '';
  const algorithm = fields.get('algorithm') || LEGACY_ALGORITHM;
  if (
    !isSignatureValid(
      algorithm,
      stringToSign(algorithm, payloadJSON),
      fields.get('signature') ?? '',
      publicKey,
    )
  ) {
    throw new ButtonRefusal('The signature of the button payload is invalid.');
  }
  let payload: unknown;
  try {
    payload = JSON.parse(payloadJSON);
  } catch {
    throw new ButtonRefusal('The button payload is not valid JSON.');
  }
  if (!isJsonObject(payload)) throw new ButtonRefusal('The button payload is not a JSON object.');
  try {
    return {
      payload: readCheckoutPayload(payload, context.storeId),
      productType: fields.get('productType') === 'PayOnly' ? 'PayOnly' : 'PayAndShip',
    };
  } catch (error) {
    if (error instanceof AmazonPayRefusal) throw new ButtonRefusal(`${error.reasonCode}: ${error.message}`);
    throw error;
  }
}

/**
 * The pages Amazon hosts for the buyer, as plain HTML forms: the button's sign-in page, where the buyer
 * picks an address and a card and Amazon creates the Checkout Session, and the amazonPayRedirectUrl page,
 * where the buyer pays or cancels. Also the stand-in checkout.js. Returns false for any other path.
 */
export function createBuyerPages(context: BuyerPagesContext) {
  const signIns = new Map<string, SignIn>();

  function startSignIn(response: ServerResponse, fields: URLSearchParams) {
    let signIn: SignIn;
    try {
      signIn = checkButton(context, fields);
    } catch (error) {
      if (!(error instanceof ButtonRefusal)) throw error;
      return sendHtml(response, 400, messagePage('Amazon Pay cannot start', error.message));
    }
    const signInId = randomUUID();
    // Sign-ins the buyer walks away from are never finished: the oldest go first, so a long run stays small.
    if (signIns.size >= KEPT_SIGN_INS) signIns.delete(signIns.keys().next().value ?? '');
    signIns.set(signInId, signIn);
    sendHtml(response, 200, signInPage(signInId, signIn.payload));
  }

  async function continueSignIn(request: IncomingMessage, response: ServerResponse) {
    const fields = await readForm(request);
    const signInId = fields.get('signInId') ?? '';
    const signIn = signIns.get(signInId);
    if (!signIn)
      return sendHtml(
        response,
        400,
        messagePage('Sign-in expired', 'Start again with the Amazon Pay button.'),
      );
    const { payload } = signIn;
    if (fields.get('action') === 'cancel') {
      signIns.delete(signInId);
      if (payload.checkoutCancelUrl) return redirect(response, payload.checkoutCancelUrl);
      const shop = new URL(payload.checkoutReviewReturnUrl).origin;
      return sendHtml(
        response,
        200,
        messagePage('Checkout canceled', 'You left Amazon Pay.', { href: shop, text: 'Back to the shop' }),
      );
    }
    const chosen = chosenAddress(fields.get('address'));
    const instrument = instrumentOf(fields.get('instrument'));
    const problem = !chosen
      ? 'Choose an address.'
      : !isAddressAllowed(payload.addressRestrictions, chosen.address)
        ? `The merchant does not ship to ${chosen.address.countryCode}: choose another address.`
        : !instrument
          ? 'Choose a payment method.'
          : null;
    if (problem || !chosen || !instrument)
      return sendHtml(response, 422, signInPage(signInId, payload, problem));
    signIns.delete(signInId);
    const session = startCheckoutSession(context.sessions, context.account, payload, signIn.productType, {
      ...chosen,
      instrument,
    });
    redirect(response, withSessionId(payload.checkoutReviewReturnUrl, session.checkoutSessionId));
  }

  /** The session the buyer may pay now: Open, not yet paid, and with the merchant's payment info set. */
  function payableSession(id: string): CheckoutSessionRecord | null {
    context.settle();
    const session = context.sessions.get(id);
    if (!session || session.buyerApproved) return null;
    const view = checkoutSessionView(context.account, session, context.publicUrl);
    return view.webCheckoutDetails.amazonPayRedirectUrl ? session : null;
  }

  async function pay(request: IncomingMessage, response: ServerResponse, id: string) {
    const session = payableSession(id);
    if (!session?.chargeAmount || !session.checkoutResultReturnUrl) {
      return sendHtml(
        response,
        409,
        messagePage('Nothing to pay', 'This checkout is closed or not ready for payment.'),
      );
    }
    if (request.method === 'GET') {
      return sendHtml(
        response,
        200,
        paymentPage({
          checkoutSessionId: session.checkoutSessionId,
          merchantStoreName: session.merchantMetadata.merchantStoreName,
          noteToBuyer: session.merchantMetadata.noteToBuyer,
          chargeAmount: session.chargeAmount,
          shippingAddress: session.shippingAddress,
          instrument: session.instrument,
        }),
      );
    }
    const pays = (await readForm(request)).get('action') === 'pay';
    answerAtRedirect(context.account, session, pays);
    const target = pays
      ? session.checkoutResultReturnUrl
      : (session.checkoutCancelUrl ?? session.checkoutResultReturnUrl);
    redirect(response, withSessionId(target, session.checkoutSessionId));
  }

  return async function answerBuyerPage(
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<boolean> {
    const url = new URL(request.url ?? '/', 'http://emulator');
    const method = request.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/checkout.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end(checkoutScript(context.publicUrl));
    } else if (url.pathname === '/checkout/sign-in' && (method === 'GET' || method === 'POST')) {
      startSignIn(response, method === 'GET' ? url.searchParams : await readForm(request));
    } else if (url.pathname === '/checkout/sign-in/continue' && method === 'POST') {
      await continueSignIn(request, response);
    } else if (url.pathname.startsWith('/checkout/pay/') && (method === 'GET' || method === 'POST')) {
      await pay(request, response, url.pathname.slice('/checkout/pay/'.length));
    } else {
      return false;
    }
    return true;
  };
}
