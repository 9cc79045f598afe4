import { randomUUID } from 'node:crypto';
import { authorizeCharge, openChargePermission } from './charges';
import type { CheckoutPayload } from './checkout-payload';
import { readReturnUrl } from './checkout-payload';
import { refuse } from './errors';
import { isJsonObject, type JsonObject } from './http';
import { type Price, readPrice, writePrice } from './money';
import {
  type AccountState,
  amazonTimestamp,
  DAY_MS,
  newChargePermissionId,
  type StatusDetails,
  setStatus,
} from './state';
import type { AmazonAddress, TestBuyer, TestInstrument } from './test-buyers';

/** A Checkout Session not completed within 24 hours is canceled (verify-and-complete page; facts 2.3). */
const SESSION_LIFETIME_MS = DAY_MS;

const PAYMENT_INTENTS = ['Authorize', 'AuthorizeWithCapture', 'Confirm'] as const;
type PaymentIntent = (typeof PAYMENT_INTENTS)[number];

const MERCHANT_METADATA_FIELDS = [
  'merchantReferenceId',
  'merchantStoreName',
  'noteToBuyer',
  'customInformation',
] as const;
type MerchantMetadata = Record<(typeof MERCHANT_METADATA_FIELDS)[number], string | null>;

export interface CheckoutSessionRecord {
  checkoutSessionId: string;
  payload: CheckoutPayload;
  productType: 'PayAndShip' | 'PayOnly';
  checkoutResultReturnUrl: string | null;
  checkoutCancelUrl: string | null;
  paymentIntent: PaymentIntent | null;
  canHandlePendingAuthorization: boolean;
  chargeAmount: Price | null;
  softDescriptor: string | null;
  merchantMetadata: MerchantMetadata;
  buyer: TestBuyer;
  shippingAddress: AmazonAddress | null;
  billingAddress: AmazonAddress;
  instrument: TestInstrument;
  /** The buyer has paid on the amazonPayRedirectUrl page: the session waits for Complete. */
  buyerApproved: boolean;
  status: StatusDetails<'Open' | 'Completed' | 'Canceled'>;
  created: Date;
  expires: Date;
  chargePermissionId: string | null;
  chargeId: string | null;
}

export type CheckoutSessions = Map<string, CheckoutSessionRecord>;

export interface BuyerChoice {
  buyer: TestBuyer;
  address: AmazonAddress;
  instrument: TestInstrument;
}

/** The session Amazon creates when the buyer has signed in on its page with the button's payload. */
export function startCheckoutSession(
  sessions: CheckoutSessions,
  account: AccountState,
  payload: CheckoutPayload,
  productType: CheckoutSessionRecord['productType'],
  choice: BuyerChoice,
): CheckoutSessionRecord {
  const now = account.now();
  const session: CheckoutSessionRecord = {
    checkoutSessionId: randomUUID(),
    payload,
    productType,
    checkoutResultReturnUrl: payload.checkoutResultReturnUrl,
    checkoutCancelUrl: payload.checkoutCancelUrl,
    paymentIntent: null,
    canHandlePendingAuthorization: false,
    chargeAmount: null,
    softDescriptor: null,
    merchantMetadata: {
      merchantReferenceId: null,
      merchantStoreName: null,
      noteToBuyer: null,
      customInformation: null,
    },
    buyer: choice.buyer,
    shippingAddress: productType === 'PayAndShip' ? choice.address : null,
    billingAddress: choice.buyer.addresses[0] ?? choice.address,
    instrument: choice.instrument,
    buyerApproved: false,
    status: { state: 'Open', reasonCode: null, reasonDescription: null, lastUpdated: now },
    created: now,
    expires: new Date(now.getTime() + SESSION_LIFETIME_MS),
    chargePermissionId: null,
    chargeId: null,
  };
  sessions.set(session.checkoutSessionId, session);
  return session;
}

/** What is still missing before the buyer can be sent to amazonPayRedirectUrl (Amazon's constraint ids). */
function constraintsOf(session: CheckoutSessionRecord) {
  const constraints: { constraintId: string; description: string }[] = [];
  if (!session.chargeAmount)
    constraints.push({ constraintId: 'ChargeAmountNotSet', description: 'chargeAmount is not set.' });
  if (!session.checkoutResultReturnUrl) {
    constraints.push({
      constraintId: 'CheckoutResultReturnUrlNotSet',
      description: 'checkoutResultReturnUrl is not set.',
    });
  }
  if (!session.paymentIntent)
    constraints.push({ constraintId: 'PaymentIntentNotSet', description: 'paymentIntent is not set.' });
  return constraints;
}

/** The page the buyer pays on, once the merchant has set everything it needs. */
const redirectPath = (session: CheckoutSessionRecord) => `/checkout/pay/${session.checkoutSessionId}`;

/**
 * The session as Get Checkout Session returns it. The buyer's details are shared only as the button's
 * scopes allow, and only while the session is Open: afterwards they are read from the charge permission
 * (display-shipping-payment-info page; facts 2.3).
 */
export function checkoutSessionView(
  account: AccountState,
  session: CheckoutSessionRecord,
  publicUrl: string,
) {
  const open = session.status.state === 'Open';
  const constraints = open ? constraintsOf(session) : [];
  const scopes = new Set<string>(session.payload.scopes);
  const shared = <T>(scope: string, value: T) => (open && scopes.has(scope) ? value : null);
  return {
    checkoutSessionId: session.checkoutSessionId,
    webCheckoutDetails: {
      checkoutReviewReturnUrl: session.payload.checkoutReviewReturnUrl,
      checkoutResultReturnUrl: session.checkoutResultReturnUrl,
      checkoutCancelUrl: session.checkoutCancelUrl,
      amazonPayRedirectUrl: open && constraints.length === 0 ? `${publicUrl}${redirectPath(session)}` : null,
      checkoutMode: null,
    },
    productType: session.productType,
    paymentDetails: {
      paymentIntent: session.paymentIntent,
      canHandlePendingAuthorization: session.canHandlePendingAuthorization,
      chargeAmount: session.chargeAmount && writePrice(session.chargeAmount),
      totalOrderAmount: null,
      softDescriptor: session.softDescriptor,
      presentmentCurrency: session.chargeAmount?.currencyCode ?? null,
      allowOvercharge: null,
      extendExpiration: null,
    },
    merchantMetadata: session.merchantMetadata,
    supplementaryData: null,
    buyer: open
      ? {
          buyerId: session.buyer.buyerId,
          name: shared('name', session.buyer.name),
          email: shared('email', session.buyer.email),
          phoneNumber: shared('phoneNumber', session.buyer.phoneNumber),
          primeMembershipTypes: null,
        }
      : null,
    billingAddress: shared('billingAddress', session.billingAddress),
    paymentPreferences: open ? [{ paymentDescriptor: session.instrument.paymentDescriptor }] : null,
    statusDetails: {
      state: session.status.state,
      reasonCode: session.status.reasonCode,
      reasonDescription: session.status.reasonDescription,
      lastUpdatedTimestamp: amazonTimestamp(session.status.lastUpdated),
    },
    shippingAddress: shared('shippingAddress', session.shippingAddress),
    platformId: null,
    chargePermissionId: session.chargePermissionId,
    chargeId: session.chargeId,
    constraints,
    creationTimestamp: amazonTimestamp(session.created),
    expirationTimestamp: amazonTimestamp(session.expires),
    storeId: session.payload.storeId,
    deliverySpecifications: session.payload.addressRestrictions
      ? { addressRestrictions: session.payload.addressRestrictions }
      : null,
    providerMetadata: { providerReferenceId: null },
    releaseEnvironment: account.releaseEnvironment,
    chargePermissionType: 'OneTime',
    recurringMetadata: null,
  };
}

export function findCheckoutSession(sessions: CheckoutSessions, id: string): CheckoutSessionRecord {
  const session = sessions.get(id);
  if (!session) throw refuse.resourceNotFound(id);
  return session;
}

function objectWithFields(body: JsonObject, field: string, allowed: readonly string[]): JsonObject | null {
  const value = body[field];
  if (value == null) return null;
  if (!isJsonObject(value)) throw refuse.invalidParameterValue(field);
  for (const key of Object.keys(value))
    if (!allowed.includes(key)) throw refuse.unrecognizedField(`${field}.${key}`);
  return value;
}

function optionalText(value: unknown, field: string, maximumLength: number): string | null {
  if (value == null) return null;
  if (typeof value !== 'string' || value.length > maximumLength) throw refuse.invalidParameterValue(field);
  return value;
}

/**
 * Update Checkout Session: a PATCH of the result return URL, payment details and merchant metadata, taken
 * only while the session is Open and the buyer has not yet paid on Amazon's page ("you can only set payment
 * info while the Checkout Session object is in an Open state"; set-payment-info page). Unknown fields are
 * refused, as Amazon's UnrecognizedField does.
 */
export function updateCheckoutSession(session: CheckoutSessionRecord, body: JsonObject): void {
  const updatable = [
    'webCheckoutDetails',
    'paymentDetails',
    'merchantMetadata',
    'platformId',
    'providerMetadata',
    'supplementaryData',
  ];
  for (const field of Object.keys(body))
    if (!updatable.includes(field)) throw refuse.unrecognizedField(field);
  if (session.status.state !== 'Open' || session.buyerApproved) {
    throw refuse.invalidCheckoutSessionStatus(
      session.buyerApproved ? 'Open (buyer has paid)' : session.status.state,
    );
  }
  const web = objectWithFields(body, 'webCheckoutDetails', ['checkoutResultReturnUrl', 'checkoutCancelUrl']);
  const payment = objectWithFields(body, 'paymentDetails', [
    'paymentIntent',
    'canHandlePendingAuthorization',
    'chargeAmount',
    'totalOrderAmount',
    'softDescriptor',
    'presentmentCurrency',
    'allowOvercharge',
    'extendExpiration',
  ]);
  const metadata = objectWithFields(body, 'merchantMetadata', MERCHANT_METADATA_FIELDS);
  // Everything is read before anything changes: a refused update leaves the session as it was.
  const resultUrl =
    web?.checkoutResultReturnUrl == null
      ? null
      : readReturnUrl(web.checkoutResultReturnUrl, 'webCheckoutDetails.checkoutResultReturnUrl');
  const cancelUrl =
    web?.checkoutCancelUrl == null
      ? null
      : readReturnUrl(web.checkoutCancelUrl, 'webCheckoutDetails.checkoutCancelUrl');
  const intent = payment?.paymentIntent;
  if (intent != null && !(PAYMENT_INTENTS as readonly unknown[]).includes(intent)) {
    throw refuse.invalidParameterValue('paymentDetails.paymentIntent');
  }
  const pending = payment?.canHandlePendingAuthorization;
  if (pending != null && typeof pending !== 'boolean') {
    throw refuse.invalidParameterValue('paymentDetails.canHandlePendingAuthorization');
  }
  const amount =
    payment?.chargeAmount == null ? null : readPrice(payment.chargeAmount, 'paymentDetails.chargeAmount');
  const presentment = payment?.presentmentCurrency;
  if (presentment != null && presentment !== (amount ?? session.chargeAmount)?.currencyCode) {
    throw refuse.currencyMismatch();
  }
  // A card statement's descriptor is short (16 as Amazon's samples keep it); the metadata's own limits are
  // not in the facts, so 4096 only bounds them.
  const softDescriptor = optionalText(payment?.softDescriptor, 'paymentDetails.softDescriptor', 16);
  const texts = MERCHANT_METADATA_FIELDS.map(
    (field) => [field, optionalText(metadata?.[field], `merchantMetadata.${field}`, 4096)] as const,
  );

  if (resultUrl) session.checkoutResultReturnUrl = resultUrl;
  if (cancelUrl) session.checkoutCancelUrl = cancelUrl;
  if (intent != null) session.paymentIntent = intent as PaymentIntent;
  if (pending != null) session.canHandlePendingAuthorization = pending;
  if (amount) session.chargeAmount = amount;
  if (softDescriptor !== null) session.softDescriptor = softDescriptor;
  for (const [field, text] of texts) if (text !== null) session.merchantMetadata[field] = text;
}

function cancel(account: AccountState, session: CheckoutSessionRecord, reasonCode: string): void {
  setStatus(session.status, 'Canceled', account.now(), reasonCode);
}

const pendingOutcome = (instrument: TestInstrument) =>
  instrument.outcome === 'PendingAuthorized' || instrument.outcome === 'PendingHardDeclined';

/**
 * The buyer's answer on the amazonPayRedirectUrl page. Paying with a test card that cancels or declines
 * cancels the session with that reason, as do the pending cards when the merchant cannot handle a pending
 * authorization ("Requires paymentIntent Authorize and canHandlePendingAuthorization true"; facts 2.7).
 */
export function answerAtRedirect(account: AccountState, session: CheckoutSessionRecord, pays: boolean): void {
  const { outcome } = session.instrument;
  const refusal = !pays
    ? 'BuyerCanceled'
    : outcome === 'BuyerCanceled' || outcome === 'Declined'
      ? outcome
      : pendingOutcome(session.instrument) &&
          !(session.paymentIntent === 'Authorize' && session.canHandlePendingAuthorization)
        ? 'Declined'
        : null;
  if (refusal) cancel(account, session, refusal);
  else session.buyerApproved = true;
}

/**
 * Complete Checkout Session: confirms the amount the buyer approved, creates the charge permission and, for
 * Authorize and AuthorizeWithCapture, the charge. 202 when the authorization is pending, 200 otherwise.
 * The simulations BuyerCanceled and Declined cancel the session instead.
 */
export function completeCheckoutSession(
  account: AccountState,
  session: CheckoutSessionRecord,
  body: JsonObject,
  simulation: string | null,
): 200 | 202 {
  for (const field of Object.keys(body)) {
    if (field !== 'chargeAmount' && field !== 'totalOrderAmount') throw refuse.unrecognizedField(field);
  }
  if (session.status.state === 'Canceled') throw refuse.checkoutSessionCanceled();
  if (session.status.state !== 'Open') throw refuse.invalidCheckoutSessionStatus(session.status.state);
  if (!session.buyerApproved || !session.chargeAmount || !session.paymentIntent) {
    throw refuse.invalidCheckoutSessionStatus('Open (the buyer has not paid on amazonPayRedirectUrl)');
  }
  if (body.chargeAmount === undefined) throw refuse.missingParameterValue('chargeAmount');
  const amount = readPrice(body.chargeAmount, 'chargeAmount');
  if (amount.currencyCode !== session.chargeAmount.currencyCode) throw refuse.currencyMismatch();
  if (amount.minor !== session.chargeAmount.minor) throw refuse.amountMismatch();
  if (simulation) {
    cancel(account, session, simulation);
    throw refuse.checkoutSessionCanceled();
  }
  const permission = openChargePermission(account, {
    chargePermissionId: newChargePermissionId(),
    buyer: {
      buyerId: session.buyer.buyerId,
      name: session.buyer.name,
      email: session.buyer.email,
      phoneNumber: session.buyer.phoneNumber,
    },
    shippingAddress: session.shippingAddress,
    billingAddress: session.billingAddress,
    paymentDescriptor: session.instrument.paymentDescriptor,
    merchantMetadata: { ...session.merchantMetadata },
    amountLimit: session.chargeAmount,
  });
  session.chargePermissionId = permission.chargePermissionId;
  let status: 200 | 202 = 200;
  if (session.paymentIntent !== 'Confirm') {
    const pending = pendingOutcome(session.instrument);
    const charge = authorizeCharge(account, permission, {
      amount,
      captureNow: session.paymentIntent === 'AuthorizeWithCapture',
      canHandlePendingAuthorization: session.canHandlePendingAuthorization,
      softDescriptor: session.softDescriptor,
      pendingOutcome: !pending
        ? null
        : session.instrument.outcome === 'PendingAuthorized'
          ? { state: 'Authorized' }
          : { state: 'Declined', reasonCode: 'HardDeclined' },
    });
    session.chargeId = charge.chargeId;
    if (pending) status = 202;
  }
  setStatus(session.status, 'Completed', account.now());
  return status;
}

/** Open sessions past their 24 hours are canceled as Expired. */
export function settleCheckoutSessions(sessions: CheckoutSessions, account: AccountState): void {
  const now = account.now();
  for (const session of sessions.values()) {
    if (session.status.state === 'Open' && session.expires <= now)
      setStatus(session.status, 'Canceled', now, 'Expired');
  }
}
