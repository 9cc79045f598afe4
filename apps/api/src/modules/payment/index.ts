/** Payment methods per store view (the provider flows follow in their own issue). */
export { type PaymentMethod, type PaymentTerms, paymentMethodsFor, paymentMethodsRead } from './service';
