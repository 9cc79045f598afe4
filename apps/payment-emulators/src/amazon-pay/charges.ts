import { refuse } from './errors';
import type { JsonObject } from './http';
import { type Price, readPrice, writePrice } from './money';
import {
  type AccountState,
  amazonTimestamp,
  type ChargePermissionRecord,
  type ChargeRecord,
  DAY_MS,
  newChargeId,
  newRefundId,
  PENDING_MS,
  type PendingOutcome,
  type RefundRecord,
  type StatusDetails,
  setStatus,
} from './state';

/** An authorization not captured within 30 days is canceled (charge page; facts 2.4). */
const AUTHORIZATION_LIFETIME_MS = 30 * DAY_MS;
/** A one-time charge permission expires after 180 days (one-time payment scenarios; facts 2.3). */
const CHARGE_PERMISSION_LIFETIME_MS = 180 * DAY_MS;
/** Create Charge may be called up to 25 times on one one-time charge permission (same page). */
const MAXIMUM_CHARGES = 25;

const statusView = (status: StatusDetails<string>) => ({
  state: status.state,
  reasonCode: status.reasonCode,
  reasonDescription: status.reasonDescription,
  lastUpdatedTimestamp: amazonTimestamp(status.lastUpdated),
});

export function chargeView(account: AccountState, charge: ChargeRecord) {
  return {
    chargeId: charge.chargeId,
    chargePermissionId: charge.chargePermissionId,
    chargeAmount: writePrice(charge.chargeAmount),
    captureAmount: charge.captureAmount && writePrice(charge.captureAmount),
    refundedAmount: writePrice({ minor: charge.refunded, currencyCode: charge.chargeAmount.currencyCode }),
    convertedAmount: null,
    conversionRate: null,
    softDescriptor: charge.softDescriptor,
    captureNow: charge.captureNow,
    canHandlePendingAuthorization: charge.canHandlePendingAuthorization,
    providerMetadata: { providerReferenceId: null },
    statusDetails: statusView(charge.status),
    creationTimestamp: amazonTimestamp(charge.created),
    expirationTimestamp: amazonTimestamp(charge.expires),
    releaseEnvironment: account.releaseEnvironment,
  };
}

export function chargePermissionView(account: AccountState, permission: ChargePermissionRecord) {
  const captured = [...account.charges.values()]
    .filter((charge) => charge.chargePermissionId === permission.chargePermissionId && charge.captureAmount)
    .reduce((sum, charge) => sum + (charge.captureAmount?.minor ?? 0), 0);
  return {
    chargePermissionId: permission.chargePermissionId,
    chargePermissionReferenceId: null,
    chargePermissionType: 'OneTime',
    buyer: permission.buyer,
    shippingAddress: permission.shippingAddress,
    billingAddress: permission.billingAddress,
    paymentPreferences: [{ paymentDescriptor: permission.paymentDescriptor }],
    merchantMetadata: permission.merchantMetadata,
    limits: {
      amountLimit: writePrice(permission.amountLimit),
      amountBalance: writePrice({
        minor: Math.max(0, permission.amountLimit.minor - captured),
        currencyCode: permission.amountLimit.currencyCode,
      }),
    },
    presentmentCurrency: permission.amountLimit.currencyCode,
    statusDetails: {
      state: permission.status.state,
      reasons: permission.status.reasonCode
        ? [
            {
              reasonCode: permission.status.reasonCode,
              reasonDescription: permission.status.reasonDescription,
            },
          ]
        : null,
      lastUpdatedTimestamp: amazonTimestamp(permission.status.lastUpdated),
    },
    creationTimestamp: amazonTimestamp(permission.created),
    expirationTimestamp: amazonTimestamp(permission.expires),
    releaseEnvironment: account.releaseEnvironment,
  };
}

export function refundView(account: AccountState, refund: RefundRecord) {
  return {
    refundId: refund.refundId,
    chargeId: refund.chargeId,
    refundAmount: writePrice(refund.refundAmount),
    softDescriptor: refund.softDescriptor,
    statusDetails: statusView(refund.status),
    creationTimestamp: amazonTimestamp(refund.created),
    releaseEnvironment: account.releaseEnvironment,
  };
}

function found<T>(map: Map<string, T>, id: string): T {
  const record = map.get(id);
  if (!record) throw refuse.resourceNotFound(id);
  return record;
}

export const findCharge = (account: AccountState, id: string) => found(account.charges, id);
export const findChargePermission = (account: AccountState, id: string) =>
  found(account.chargePermissions, id);
export const findRefund = (account: AccountState, id: string) => found(account.refunds, id);

function changeCharge(
  account: AccountState,
  charge: ChargeRecord,
  state: ChargeRecord['status']['state'],
  reason?: string,
) {
  setStatus(charge.status, state, account.now(), reason ?? null);
  account.notify('CHARGE', charge.chargeId, charge.chargePermissionId);
}

function pendingUntil(account: AccountState, outcome: PendingOutcome) {
  return { until: new Date(account.now().getTime() + PENDING_MS), outcome };
}

export interface Authorization {
  amount: Price;
  captureNow: boolean;
  canHandlePendingAuthorization: boolean;
  softDescriptor: string | null;
  /** Where a pending authorization ends; null authorizes at once. */
  pendingOutcome: PendingOutcome | null;
}

/** A new charge on a permission: authorized (captured when captureNow) at once, or pending for 30 seconds. */
export function authorizeCharge(
  account: AccountState,
  permission: ChargePermissionRecord,
  authorization: Authorization,
): ChargeRecord {
  const now = account.now();
  const pending = authorization.pendingOutcome !== null;
  const charge: ChargeRecord = {
    chargeId: newChargeId(permission.chargePermissionId),
    chargePermissionId: permission.chargePermissionId,
    chargeAmount: authorization.amount,
    captureAmount: null,
    refunded: 0,
    softDescriptor: authorization.softDescriptor,
    captureNow: authorization.captureNow,
    canHandlePendingAuthorization: authorization.canHandlePendingAuthorization,
    status: { state: 'AuthorizationInitiated', reasonCode: null, reasonDescription: null, lastUpdated: now },
    created: now,
    expires: new Date(now.getTime() + AUTHORIZATION_LIFETIME_MS),
    pending: authorization.pendingOutcome && pendingUntil(account, authorization.pendingOutcome),
  };
  permission.chargeCount += 1;
  account.charges.set(charge.chargeId, charge);
  if (pending) {
    account.notify('CHARGE', charge.chargeId, charge.chargePermissionId);
  } else if (authorization.captureNow) {
    charge.captureAmount = authorization.amount;
    changeCharge(account, charge, 'Captured');
  } else {
    changeCharge(account, charge, 'Authorized');
  }
  return charge;
}

/** A one-time charge permission for a completed checkout: chargeable up to the checkout's amount. */
export function openChargePermission(
  account: AccountState,
  permission: Omit<ChargePermissionRecord, 'status' | 'created' | 'expires' | 'chargeCount'>,
): ChargePermissionRecord {
  const now = account.now();
  const record: ChargePermissionRecord = {
    ...permission,
    status: { state: 'Chargeable', reasonCode: null, reasonDescription: null, lastUpdated: now },
    created: now,
    expires: new Date(now.getTime() + CHARGE_PERMISSION_LIFETIME_MS),
    chargeCount: 0,
  };
  account.chargePermissions.set(record.chargePermissionId, record);
  account.notify('CHARGE_PERMISSION', record.chargePermissionId, record.chargePermissionId);
  return record;
}

const optionalString = (value: unknown, field: string): string | null => {
  if (value == null) return null;
  if (typeof value !== 'string') throw refuse.invalidParameterValue(field);
  return value;
};

const optionalBoolean = (value: unknown, field: string): boolean => {
  if (value == null) return false;
  if (typeof value !== 'boolean') throw refuse.invalidParameterValue(field);
  return value;
};

function onlyFields(body: JsonObject, fields: readonly string[]): void {
  for (const field of Object.keys(body)) if (!fields.includes(field)) throw refuse.unrecognizedField(field);
}

/**
 * Create Charge on a chargeable permission, in its currency and within its balance. A simulated decline
 * (HardDeclined, SoftDeclined, AmazonRejected) is refused at once, or, when the caller can handle a pending
 * authorization, comes 30 seconds later as a Declined charge.
 */
export function createCharge(
  account: AccountState,
  body: JsonObject,
  simulation: string | null,
): ChargeRecord {
  onlyFields(body, [
    'chargePermissionId',
    'chargeAmount',
    'captureNow',
    'canHandlePendingAuthorization',
    'softDescriptor',
    'merchantMetadata',
    'providerMetadata',
    'platformId',
    'chargeInitiator',
    'channel',
  ]);
  if (typeof body.chargePermissionId !== 'string') throw refuse.missingParameterValue('chargePermissionId');
  if (body.chargeAmount === undefined) throw refuse.missingParameterValue('chargeAmount');
  const permission = findChargePermission(account, body.chargePermissionId);
  const amount = readPrice(body.chargeAmount, 'chargeAmount');
  const canHandlePendingAuthorization = optionalBoolean(
    body.canHandlePendingAuthorization,
    'canHandlePendingAuthorization',
  );
  if (permission.status.state !== 'Chargeable')
    throw refuse.invalidChargePermissionStatus(permission.status.state);
  if (amount.currencyCode !== permission.amountLimit.currencyCode) throw refuse.currencyMismatch();
  const balance = chargePermissionView(account, permission).limits.amountBalance;
  if (amount.minor > readPrice(balance, 'amountBalance').minor) throw refuse.transactionAmountExceeded();
  if (permission.chargeCount >= MAXIMUM_CHARGES) throw refuse.transactionCountExceeded();
  if (simulation && !canHandlePendingAuthorization) {
    throw refuse.declined(simulation as 'HardDeclined' | 'SoftDeclined' | 'AmazonRejected');
  }
  return authorizeCharge(account, permission, {
    amount,
    captureNow: optionalBoolean(body.captureNow, 'captureNow'),
    canHandlePendingAuthorization,
    softDescriptor: optionalString(body.softDescriptor, 'softDescriptor'),
    pendingOutcome: simulation ? { state: 'Declined', reasonCode: simulation } : null,
  });
}

/**
 * Capture Charge: only an Authorized charge, in its currency, for at most its amount. The simulation
 * CaptureInitiated leaves the capture pending before it completes; AmazonRejected leaves it pending before
 * the charge is declined (Amazon's Magento tests of pending captures).
 */
export function captureCharge(
  account: AccountState,
  chargeId: string,
  body: JsonObject,
  simulation: string | null,
) {
  onlyFields(body, ['captureAmount', 'softDescriptor']);
  const charge = findCharge(account, chargeId);
  if (body.captureAmount === undefined) throw refuse.missingParameterValue('captureAmount');
  const amount = readPrice(body.captureAmount, 'captureAmount');
  if (charge.status.state !== 'Authorized') throw refuse.invalidChargeStatus(charge.status.state);
  if (amount.currencyCode !== charge.chargeAmount.currencyCode) throw refuse.currencyMismatch();
  if (amount.minor > charge.chargeAmount.minor) throw refuse.transactionAmountExceeded();
  charge.softDescriptor = optionalString(body.softDescriptor, 'softDescriptor') ?? charge.softDescriptor;
  charge.captureAmount = amount;
  if (simulation) {
    const outcome: PendingOutcome =
      simulation === 'AmazonRejected'
        ? { state: 'Declined', reasonCode: 'AmazonRejected' }
        : { state: 'Captured' };
    charge.pending = pendingUntil(account, outcome);
    changeCharge(account, charge, 'CaptureInitiated');
  } else {
    changeCharge(account, charge, 'Captured');
  }
  return charge;
}

/** Cancel Charge: a charge not yet captured (authorized or pending) is canceled by the merchant. */
export function cancelCharge(account: AccountState, chargeId: string, body: JsonObject) {
  onlyFields(body, ['cancellationReason']);
  const charge = findCharge(account, chargeId);
  optionalString(body.cancellationReason, 'cancellationReason');
  if (charge.status.state !== 'Authorized' && charge.status.state !== 'AuthorizationInitiated') {
    throw refuse.invalidChargeStatus(charge.status.state);
  }
  charge.pending = null;
  changeCharge(account, charge, 'Canceled', 'MerchantCanceled');
  return charge;
}

/**
 * Create Refund: only of a captured charge, in its currency, and never more in all than was captured. The
 * refund is pending for 30 seconds, then refunded (or declined with the simulation AmazonRejected).
 */
export function createRefund(
  account: AccountState,
  body: JsonObject,
  simulation: string | null,
): RefundRecord {
  onlyFields(body, ['chargeId', 'refundAmount', 'softDescriptor']);
  if (typeof body.chargeId !== 'string') throw refuse.missingParameterValue('chargeId');
  if (body.refundAmount === undefined) throw refuse.missingParameterValue('refundAmount');
  const charge = findCharge(account, body.chargeId);
  const amount = readPrice(body.refundAmount, 'refundAmount');
  if (charge.status.state !== 'Captured' || !charge.captureAmount)
    throw refuse.invalidChargeStatus(charge.status.state);
  if (amount.currencyCode !== charge.chargeAmount.currencyCode) throw refuse.currencyMismatch();
  const refundedOrPending = [...account.refunds.values()]
    .filter((refund) => refund.chargeId === charge.chargeId && refund.status.state !== 'Declined')
    .reduce((sum, refund) => sum + refund.refundAmount.minor, 0);
  if (refundedOrPending + amount.minor > charge.captureAmount.minor) throw refuse.transactionAmountExceeded();
  const now = account.now();
  const refund: RefundRecord = {
    refundId: newRefundId(charge.chargePermissionId),
    chargeId: charge.chargeId,
    chargePermissionId: charge.chargePermissionId,
    refundAmount: amount,
    softDescriptor: optionalString(body.softDescriptor, 'softDescriptor'),
    status: { state: 'RefundInitiated', reasonCode: null, reasonDescription: null, lastUpdated: now },
    created: now,
    pending: pendingUntil(
      account,
      simulation ? { state: 'Declined', reasonCode: simulation } : { state: 'Refunded' },
    ),
  };
  account.refunds.set(refund.refundId, refund);
  account.notify('REFUND', refund.refundId, refund.chargePermissionId);
  return refund;
}

function settleCharge(account: AccountState, charge: ChargeRecord, now: Date): void {
  if (charge.pending && charge.pending.until <= now) {
    const { outcome } = charge.pending;
    charge.pending = null;
    if (outcome.state === 'Declined') {
      changeCharge(account, charge, 'Declined', outcome.reasonCode);
    } else if (charge.captureNow || charge.status.state === 'CaptureInitiated') {
      charge.captureAmount ??= charge.chargeAmount;
      changeCharge(account, charge, 'Captured');
    } else {
      changeCharge(account, charge, 'Authorized');
    }
  }
  if (charge.status.state === 'Authorized' && charge.expires <= now) {
    changeCharge(account, charge, 'Canceled', 'ExpiredUnused');
  }
}

function settleRefund(account: AccountState, refund: RefundRecord, now: Date): void {
  if (!refund.pending || refund.pending.until > now) return;
  const { outcome } = refund.pending;
  refund.pending = null;
  if (outcome.state === 'Declined') {
    setStatus(refund.status, 'Declined', now, outcome.reasonCode);
  } else {
    setStatus(refund.status, 'Refunded', now);
    const charge = account.charges.get(refund.chargeId);
    if (charge) charge.refunded += refund.refundAmount.minor;
  }
  account.notify('REFUND', refund.refundId, refund.chargePermissionId);
}

/** Applies what the clock has made due: pending transactions settle, authorizations and permissions expire. */
export function settleCharges(account: AccountState): void {
  const now = account.now();
  for (const charge of account.charges.values()) settleCharge(account, charge, now);
  for (const refund of account.refunds.values()) settleRefund(account, refund, now);
  for (const permission of account.chargePermissions.values()) {
    if (permission.status.state !== 'Closed' && permission.expires <= now) {
      setStatus(permission.status, 'Closed', now, 'Expired');
      account.notify('CHARGE_PERMISSION', permission.chargePermissionId, permission.chargePermissionId);
    }
  }
}
