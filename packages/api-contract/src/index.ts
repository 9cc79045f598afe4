/**
 * The API's contract: every endpoint's path, parameters, body and answers as zod schemas. The API
 * validates requests and documents itself (OpenAPI) from them; its tests also validate every answer
 * against them. The storefront takes its types from them.
 */
export * from './cache-purges';
export * from './card-fields';
export * from './cart';
export * from './catalog';
export * from './checkout';
export * from './company';
export * from './contact';
export * from './content';
export * from './dealers';
export * from './endpoint';
export * from './health';
export * from './newsletter';
export * from './order';
export * from './payment';
export * from './purchase-terms';
export * from './refusal';
export * from './staff';
export * from './staff-bank-statements';
export * from './staff-contact';
export * from './staff-customers';
export * from './staff-orders';
export * from './staff-stock-and-prices';
export * from './stock';
export * from './store';
export * from './user';
