/** The Amazon Pay adapter of the payment module: the client the shop's Amazon Pay flow calls (issue 27). */
export {
  type AmazonPayClient,
  type AmazonPayConfig,
  type AmazonPayEnvironment,
  type AmazonPayRegion,
  type ButtonConfig,
  type ButtonPayload,
  type ChargeInput,
  type CheckoutScope,
  type CheckoutSessionUpdate,
  createAmazonPayClient,
  type DeliverySpecifications,
  deliveryToCountries,
  type RefundInput,
  type RequestOptions,
  type SimulationCode,
} from './client';
export {
  type AmazonPayRefusal,
  type AmazonPayResult,
  AmazonPayUnavailable,
  type UnavailableReason,
} from './errors';
export type { IpnNotification, IpnReading } from './ipn';
export { type AmazonPayCurrency, isAmazonPayCurrency, type Money } from './money';
export type {
  AmazonPayAddress,
  Charge,
  ChargePermission,
  ChargeState,
  CheckoutSession,
  PaymentIntent,
  Refund,
} from './schemas';
