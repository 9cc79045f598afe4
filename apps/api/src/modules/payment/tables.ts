import {
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from '../order/tables';

/**
 * The payment methods of a store view, in the order shown, with their titles per language. `offline`
 * methods need no payment provider; `feeMinor` is a gross surcharge in the store's currency.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    storeCode: text('store_code').notNull(),
    code: text('code').notNull(),
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull().default({}),
    position: integer('position').notNull().default(0),
    offline: boolean('offline').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    feeMinor: integer('fee_minor').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('payment_methods_store_code_idx').on(t.storeCode, t.code)],
);

/**
 * A payment of an order at a provider (payments spec 4): one per order, made when a placed order's payment
 * starts. Its id is the browser's handle on it (the `/payment/{id}` return page), random so it names no
 * one's order. The provider's own id is kept to re-fetch the payment; its state is the shop's reading of
 * it, the money itself is booked as the order's events.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').$type<ProviderName>().notNull(),
    methodCode: text('method_code').notNull(),
    providerPaymentId: text('provider_payment_id'),
    /** 'starting' | 'pending' (the buyer is at the provider) | 'succeeded' | 'failed'. */
    state: text('state').$type<PaymentAttemptState>().notNull(),
    redirectUrl: text('redirect_url'),
    /** Why the provider refused: its code, and the invoice rejection reason (payments spec 8). */
    failureCode: text('failure_code'),
    invoiceRejection: text('invoice_rejection'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payment_attempts_order_idx').on(t.orderId),
    uniqueIndex('payment_attempts_provider_payment_idx').on(t.provider, t.providerPaymentId),
  ],
);

export type PaymentAttemptState = 'starting' | 'pending' | 'succeeded' | 'failed';

/** The payment providers the shop has adapters for. */
export type ProviderName = 'unzer' | 'amazon_pay';
