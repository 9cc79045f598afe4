// Every module's tables, gathered for drizzle-kit and for typing the database handle.
// Code reads a module's tables only through that module (see .dependency-cruiser.cjs).

export * from '../mail/tables';
export * from '../modules/bank-statement/tables';
export * from '../modules/cart/tables';
export * from '../modules/catalog/tables';
export * from '../modules/checkout/tables';
export * from '../modules/contact/tables';
export * from '../modules/content/tables';
export * from '../modules/customer/tables';
export * from '../modules/dealer/tables';
export * from '../modules/newsletter/tables';
export * from '../modules/order/tables';
export * from '../modules/payment/tables';
export * from '../modules/pricing/tables';
export * from '../modules/shipping/tables';
export * from '../modules/signing-secrets/tables';
export * from '../modules/staff/tables';
export * from '../modules/stock/tables';
export * from '../modules/tax/tables';
