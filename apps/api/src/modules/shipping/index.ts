/** Shipping: flat rates per store view and destination country; no delivery for what is not shipped. */
export { NO_DELIVERY_CODE, noDeliveryMethod } from './no-delivery';
export { type ShippingMethod, shippingMethodsFor, shippingMethodsRead } from './service';
