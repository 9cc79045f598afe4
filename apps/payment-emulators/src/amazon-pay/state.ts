import { randomInt } from 'node:crypto';
import type { Price } from './money';

/** The IPN object types (IPN schema of Amazon's IPN page; facts 2.5). */
export type IpnObjectType = 'CHARGE_PERMISSION' | 'CHARGE' | 'REFUND';

export type ChargeState =
  | 'AuthorizationInitiated'
  | 'Authorized'
  | 'CaptureInitiated'
  | 'Captured'
  | 'Canceled'
  | 'Declined';

export interface StatusDetails<State extends string> {
  state: State;
  reasonCode: string | null;
  reasonDescription: string | null;
  lastUpdated: Date;
}

/** What a pending transaction turns into when its 30 seconds are up (sandbox simulations; facts 2.7). */
export type PendingOutcome =
  | { state: 'Authorized' | 'Captured' | 'Refunded' }
  | { state: 'Declined'; reasonCode: string };

export interface ChargePermissionRecord {
  chargePermissionId: string;
  buyer: { buyerId: string; name: string; email: string; phoneNumber: string };
  shippingAddress: unknown;
  billingAddress: unknown;
  paymentDescriptor: string;
  merchantMetadata: Record<string, string | null>;
  amountLimit: Price;
  status: StatusDetails<'Chargeable' | 'NonChargeable' | 'Closed'>;
  created: Date;
  expires: Date;
  chargeCount: number;
}

export interface ChargeRecord {
  chargeId: string;
  chargePermissionId: string;
  chargeAmount: Price;
  captureAmount: Price | null;
  refunded: number;
  softDescriptor: string | null;
  captureNow: boolean;
  canHandlePendingAuthorization: boolean;
  status: StatusDetails<ChargeState>;
  created: Date;
  expires: Date;
  pending: { until: Date; outcome: PendingOutcome } | null;
}

export interface RefundRecord {
  refundId: string;
  chargeId: string;
  chargePermissionId: string;
  refundAmount: Price;
  softDescriptor: string | null;
  status: StatusDetails<'RefundInitiated' | 'Refunded' | 'Declined'>;
  created: Date;
  pending: { until: Date; outcome: PendingOutcome } | null;
}

/** Everything the emulated merchant account holds, and the clock it runs on. */
export interface AccountState {
  now(): Date;
  releaseEnvironment: 'Sandbox' | 'Live';
  chargePermissions: Map<string, ChargePermissionRecord>;
  charges: Map<string, ChargeRecord>;
  refunds: Map<string, RefundRecord>;
  /** Called on every state change of a charge permission, charge or refund: the IPN to send. */
  notify(objectType: IpnObjectType, objectId: string, chargePermissionId: string): void;
}

const SECOND_MS = 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** How long a sandbox transaction stays pending before it settles (the simulations page says 30 seconds). */
export const PENDING_MS = 30 * SECOND_MS;

/** `yyyyMMddTHHmmssZ`, Amazon's timestamp format (the .NET SDK's date converter; facts 2.3). */
export function amazonTimestamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const digits = (length: number) => Array.from({ length }, () => randomInt(10)).join('');

/** `S02-1234567-1234567`: the form of Amazon's charge permission ids (Node SDK README; facts 2.3). */
export const newChargePermissionId = () => `S02-${digits(7)}-${digits(7)}`;

/** Charge and refund ids extend their permission's id (`…-C123456`, `…-R123456`; Magento's charge id pattern). */
export const newChargeId = (chargePermissionId: string) => `${chargePermissionId}-C${digits(6)}`;
export const newRefundId = (chargePermissionId: string) => `${chargePermissionId}-R${digits(6)}`;

export function setStatus<State extends string>(
  status: StatusDetails<State>,
  state: State,
  now: Date,
  reasonCode: string | null = null,
): void {
  status.state = state;
  status.reasonCode = reasonCode;
  status.reasonDescription = reasonCode;
  status.lastUpdated = now;
}
