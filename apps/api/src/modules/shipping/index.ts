/** Shipping: flat rates per store view and destination country; no delivery for what is not shipped. */
export { noDeliveryMethod } from './no-delivery';
export { type ShippingMethod, shippingCountriesOf, shippingMethodsFor, shippingMethodsRead } from './service';
