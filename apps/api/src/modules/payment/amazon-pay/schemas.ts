import { z } from 'zod';
import { moneyOf } from './money';

/**
 * Amazon Pay's answers as the shop reads them (Get Checkout Session, Charge, Charge Permission, Refund;
 * the .NET SDK's response types and Amazon's recorded answers; provider facts 2026-11-23, 2.3): fields the
 * shop uses, nulls where Amazon leaves a field out, amounts in minor units. An answer of another shape is
 * not believed (the client reports it as unreadable).
 */

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

const money = z.object({ amount: z.string(), currencyCode: z.string() }).transform((amount, context) => {
  const read = moneyOf(amount);
  if (!read)
    context.addIssue({
      code: 'custom',
      message: `not an Amazon Pay amount: ${amount.amount} ${amount.currencyCode}`,
    });
  return read ?? z.NEVER;
});
const optionalMoney = money.nullish().transform((value) => value ?? null);

const address = z
  .object({
    name: text,
    addressLine1: text,
    addressLine2: text,
    addressLine3: text,
    city: text,
    county: text,
    district: text,
    stateOrRegion: text,
    postalCode: text,
    countryCode: text,
    phoneNumber: text,
  })
  .nullish()
  .transform((value) => value ?? null);

const buyer = z
  .object({ buyerId: text, name: text, email: text, phoneNumber: text })
  .nullish()
  .transform((value) => value ?? null);

const paymentPreferences = z
  .array(z.object({ paymentDescriptor: text }))
  .nullish()
  .transform((value) => value ?? []);

const merchantMetadata = z
  .object({ merchantReferenceId: text, merchantStoreName: text, noteToBuyer: text, customInformation: text })
  .nullish()
  .transform(
    (value) =>
      value ?? {
        merchantReferenceId: null,
        merchantStoreName: null,
        noteToBuyer: null,
        customInformation: null,
      },
  );

const statusDetails = <State extends [string, ...string[]]>(states: State) =>
  z.object({
    state: z.enum(states),
    reasonCode: text,
    reasonDescription: text,
    lastUpdatedTimestamp: text,
  });

export const PAYMENT_INTENTS = ['Authorize', 'AuthorizeWithCapture', 'Confirm'] as const;
export type PaymentIntent = (typeof PAYMENT_INTENTS)[number];

export const checkoutSessionSchema = z.object({
  checkoutSessionId: z.string(),
  webCheckoutDetails: z
    .object({
      checkoutReviewReturnUrl: text,
      checkoutResultReturnUrl: text,
      checkoutCancelUrl: text,
      amazonPayRedirectUrl: text,
    })
    .nullish()
    .transform(
      (value) =>
        value ?? {
          checkoutReviewReturnUrl: null,
          checkoutResultReturnUrl: null,
          checkoutCancelUrl: null,
          amazonPayRedirectUrl: null,
        },
    ),
  productType: text,
  paymentDetails: z
    .object({
      paymentIntent: z
        .enum(PAYMENT_INTENTS)
        .nullish()
        .transform((value) => value ?? null),
      canHandlePendingAuthorization: z
        .boolean()
        .nullish()
        .transform((value) => value ?? false),
      chargeAmount: optionalMoney,
      softDescriptor: text,
    })
    .nullish()
    .transform(
      (value) =>
        value ?? {
          paymentIntent: null,
          canHandlePendingAuthorization: false,
          chargeAmount: null,
          softDescriptor: null,
        },
    ),
  merchantMetadata,
  buyer,
  shippingAddress: address,
  billingAddress: address,
  paymentPreferences,
  statusDetails: statusDetails(['Open', 'Completed', 'Canceled']),
  constraints: z
    .array(z.object({ constraintId: z.string(), description: text }))
    .nullish()
    .transform((value) => value ?? []),
  chargePermissionId: text,
  chargeId: text,
  creationTimestamp: text,
  expirationTimestamp: text,
  releaseEnvironment: text,
});

export const CHARGE_STATES = [
  'AuthorizationInitiated',
  'Authorized',
  'CaptureInitiated',
  'Captured',
  'Canceled',
  'Declined',
] as const;

export const chargeSchema = z.object({
  chargeId: z.string(),
  chargePermissionId: z.string(),
  chargeAmount: money,
  captureAmount: optionalMoney,
  refundedAmount: optionalMoney,
  softDescriptor: text,
  statusDetails: statusDetails([...CHARGE_STATES]),
  creationTimestamp: text,
  expirationTimestamp: text,
  releaseEnvironment: text,
});

export const chargePermissionSchema = z.object({
  chargePermissionId: z.string(),
  buyer,
  shippingAddress: address,
  billingAddress: address,
  paymentPreferences,
  merchantMetadata,
  limits: z
    .object({ amountLimit: optionalMoney, amountBalance: optionalMoney })
    .nullish()
    .transform((value) => value ?? { amountLimit: null, amountBalance: null }),
  statusDetails: z.object({
    state: z.enum(['Chargeable', 'NonChargeable', 'Closed']),
    reasons: z
      .array(z.object({ reasonCode: z.string(), reasonDescription: text }))
      .nullish()
      .transform((value) => value ?? []),
    lastUpdatedTimestamp: text,
  }),
  presentmentCurrency: text,
  creationTimestamp: text,
  expirationTimestamp: text,
  releaseEnvironment: text,
});

export const refundSchema = z.object({
  refundId: z.string(),
  chargeId: z.string(),
  refundAmount: money,
  softDescriptor: text,
  statusDetails: statusDetails(['RefundInitiated', 'Refunded', 'Declined']),
  creationTimestamp: text,
  releaseEnvironment: text,
});

/** Amazon's error body (error-handling page; facts 2.8). */
export const errorBodySchema = z.object({ reasonCode: z.string(), message: text });

export type CheckoutSession = z.output<typeof checkoutSessionSchema>;
export type Charge = z.output<typeof chargeSchema>;
export type ChargeState = (typeof CHARGE_STATES)[number];
export type ChargePermission = z.output<typeof chargePermissionSchema>;
export type Refund = z.output<typeof refundSchema>;
export type AmazonPayAddress = NonNullable<CheckoutSession['shippingAddress']>;
