import { isProviderPayment, type PaymentFlowName, paymentFlowOf, type StoreView } from '@hortus/core';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, preparedStatement } from '../../db/database';
import { paymentMethods } from './tables';

/** A payment method as the spec's checkout reads it (spec 3), with its surcharge in the store's currency. */
export interface PaymentMethod {
  code: string;
  title: string;
  description: string;
  position: number;
  offline: boolean;
  default: boolean;
  is_server_method: boolean;
  fee_incl_tax: number;
}

/** Cash on delivery needs something delivered: it is not offered for carts of virtual goods only. */
const NEEDS_DELIVERY = new Set(['cashondelivery']);
/** Purchase on account is credit to a known business (packages/core `isBusinessCustomer`, ADR 0011). */
const NEEDS_BUSINESS_CUSTOMER = new Set(['purchaseonaccount']);

interface MethodRow {
  code: string;
  titles: Record<string, string>;
  descriptions: Record<string, string>;
  position: number;
  offline: boolean;
  isDefault: boolean;
  feeMinor: number;
}

/** The active methods of a store view in position order, as JSON (null: none). */
const METHODS: SQL = sql`(SELECT json_agg(json_build_object('code', m.code, 'titles', m.titles,
    'descriptions', m.descriptions, 'position', m.position, 'offline', m.offline,
    'isDefault', m.is_default, 'feeMinor', m.fee_minor) ORDER BY m.position)
  FROM ${paymentMethods} m
  WHERE m.store_code = ${sql.placeholder('paymentStoreCode')}::text AND m.active)`;

/** Stands for the read of a store view's methods in the prepared statements of a database handle. */
const METHODS_READ = {};

/** Which of a store view's methods a sale may use. */
export interface PaymentTerms {
  shipsGoods: boolean;
  businessCustomer: boolean;
  /** The flows a configured provider serves (none: the shop takes no provider's payments). */
  providerFlows: ReadonlySet<PaymentFlowName>;
}

/**
 * The read of `paymentMethodsFor` as an expression another module's statement can take along (one round
 * trip fewer): `expression` gives the methods as JSON with `values`, `methods` makes those a sale may use.
 */
export function paymentMethodsRead(storeView: StoreView) {
  return {
    expression: METHODS,
    values: { paymentStoreCode: storeView.storeCode },
    methods: (json: unknown, terms: PaymentTerms): PaymentMethod[] =>
      methodsOf((json as MethodRow[] | null) ?? [], storeView, terms),
  };
}

/**
 * The active payment methods of a store view in position order, titles in its language (English when a
 * title is missing); methods that need a delivery are left out when nothing is shipped, and those for
 * business customers for anyone else. One prepared statement (db/database.ts).
 */
export async function paymentMethodsFor(
  db: Database,
  storeView: StoreView,
  options: PaymentTerms,
): Promise<PaymentMethod[]> {
  const read = paymentMethodsRead(storeView);
  const { rows } = (await preparedStatement(
    db,
    METHODS_READ,
    () => sql`SELECT ${METHODS} AS methods`,
    'payment_methods',
  ).execute(read.values)) as { rows: { methods: unknown }[] };
  return read.methods(rows[0]?.methods ?? null, options);
}

function methodsOf(rows: MethodRow[], storeView: StoreView, options: PaymentTerms): PaymentMethod[] {
  const language = storeView.i18n.language;
  return rows
    .filter((row) => options.shipsGoods || !NEEDS_DELIVERY.has(row.code))
    .filter((row) => options.businessCustomer || !NEEDS_BUSINESS_CUSTOMER.has(row.code))
    .filter((row) => !isProviderPayment(row.code) || options.providerFlows.has(paymentFlowOf(row.code)))
    .map((row) => ({
      code: row.code,
      title: row.titles[language] ?? row.titles.en ?? row.code,
      description: row.descriptions[language] ?? row.descriptions.en ?? '',
      position: row.position,
      offline: row.offline,
      default: row.isDefault,
      is_server_method: true,
      fee_incl_tax: row.feeMinor,
    }));
}
