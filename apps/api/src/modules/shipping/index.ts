/** Shipping: flat rates per store view and destination country. */
export { type ShippingMethod, shippingMethodsFor, shippingMethodsRead } from './service';
