import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/database';
import { orders } from './tables';

/** Orders a page of the back office's order list shows. */
export const ORDER_LIST_PAGE_SIZE = 50;
/** The list counts the orders of a filter up to this many, and says "more than" beyond. */
export const ORDER_LIST_COUNT_LIMIT = 10_000;

/**
 * What staff narrow the order list to. `query` is an order number (or its beginning: digits only), an e-mail
 * address (or its beginning: with an @) or part of a name or an e-mail's beginning (anything else). Days are UTC days (YYYY-MM-DD), both included.
 */
export interface OrderListFilter {
  query?: string;
  storeCodes?: string[];
  statuses?: string[];
  paymentMethods?: string[];
  placedFrom?: string;
  placedTo?: string;
  /** One customer's orders (their account's; guest orders under the same e-mail are not theirs). */
  customerId?: number;
}

/** Where a page starts: after (older than) or before (newer than) an order of the previous page. */
export type OrderListCursor = { direction: 'older' | 'newer'; createdAt: string; id: number };

export interface OrderListRow {
  id: number;
  incrementId: string;
  storeCode: string;
  createdAt: string;
  status: string;
  firstname: string;
  lastname: string;
  email: string;
  currencyCode: string;
  grandTotal: number;
  totalDue: number;
  /** The payments booked and the refunds made: core's `paymentStateOf` derives the row's payment state. */
  paidAmount: number;
  refundedAmount: number;
  paymentMethodCode: string | null;
}

export interface OrderListPage {
  rows: OrderListRow[];
  /** How many orders the filter finds, counted up to ORDER_LIST_COUNT_LIMIT (`more` when there are more). */
  total: { count: number; more: boolean };
  /** The cursors of the pages around this one; null where there is none. */
  older: OrderListCursor | null;
  newer: OrderListCursor | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The filter's conditions, each one served by an index: the newest-first walk of
 * `orders_created_idx` (or the store's or the status's own) stops after a page; an order number's beginning
 * reads `orders_increment_prefix_idx`, an e-mail's `orders_email_prefix_idx`, part of a name the trigram
 * index `orders_name_trgm_idx`.
 */
export function orderListConditions(filter: OrderListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  const query = filter.query?.trim().toLowerCase() ?? '';
  if (/^\d+$/.test(query)) conditions.push(sql`${orders.incrementId} LIKE ${`${query}%`}`);
  else if (query.includes('@')) conditions.push(sql`lower(${orders.email}) LIKE ${`${escapeLike(query)}%`}`);
  else if (query.length > 0) {
    // "j.oez" may begin an e-mail address as well as be part of a name: either finds the order.
    conditions.push(
      sql`(lower(${orders.firstname} || ' ' || ${orders.lastname}) LIKE ${`%${escapeLike(query)}%`}
        OR lower(${orders.email}) LIKE ${`${escapeLike(query)}%`})`,
    );
  }
  if (filter.storeCodes?.length) conditions.push(inArray(orders.storeCode, filter.storeCodes));
  if (filter.statuses?.length) conditions.push(inArray(orders.status, filter.statuses as never[]));
  if (filter.paymentMethods?.length)
    conditions.push(inArray(orders.paymentMethodCode, filter.paymentMethods));
  // orders_customer_history_idx serves it: the customer's orders, newest first.
  if (filter.customerId !== undefined) conditions.push(eq(orders.customerId, filter.customerId));
  if (filter.placedFrom) conditions.push(gte(orders.createdAt, new Date(`${filter.placedFrom}T00:00:00Z`)));
  // The day after in the database: after 9999-12-31 comes a day JavaScript writes as +010000-01-01.
  if (filter.placedTo)
    conditions.push(lt(orders.createdAt, sql`(${filter.placedTo}::date + 1)::timestamp AT TIME ZONE 'UTC'`));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const LIST_COLUMNS = {
  id: orders.id,
  incrementId: orders.incrementId,
  storeCode: orders.storeCode,
  createdAt: sql<string>`to_char(${orders.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  status: orders.status,
  firstname: orders.firstname,
  lastname: orders.lastname,
  email: orders.email,
  currencyCode: orders.currencyCode,
  grandTotal: orders.grandTotal,
  totalDue: orders.totalDue,
  paidAmount: orders.paidAmount,
  refundedAmount: orders.refundedAmount,
  paymentMethodCode: orders.paymentMethodCode,
};

/**
 * Newest first; ties of the same moment by id, so a cursor never skips or repeats an order. The moment is
 * compared as PostgreSQL wrote it (microseconds): a JavaScript Date would cut it to milliseconds.
 */
function cursorCondition(cursor: OrderListCursor): SQL {
  const at = sql`${cursor.createdAt}::timestamptz`;
  return cursor.direction === 'older'
    ? sql`(${orders.createdAt}, ${orders.id}) < (${at}, ${cursor.id})`
    : sql`(${orders.createdAt}, ${orders.id}) > (${at}, ${cursor.id})`;
}

/** One page of orders, newest first, with the filter's count and the cursors of the pages around it. */
export async function orderListPage(
  db: Database,
  filter: OrderListFilter,
  cursor: OrderListCursor | null,
): Promise<OrderListPage> {
  const conditions = orderListConditions(filter);
  const newer = cursor?.direction === 'newer';
  const rows = await db
    .select(LIST_COLUMNS)
    .from(orders)
    .where(and(conditions, cursor ? cursorCondition(cursor) : undefined))
    .orderBy(...(newer ? [asc(orders.createdAt), asc(orders.id)] : [desc(orders.createdAt), desc(orders.id)]))
    .limit(ORDER_LIST_PAGE_SIZE + 1);
  const hasMore = rows.length > ORDER_LIST_PAGE_SIZE;
  const page = rows.slice(0, ORDER_LIST_PAGE_SIZE);
  if (newer) page.reverse();
  const [counted] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM (SELECT 1 FROM ${orders}
      ${conditions ? sql`WHERE ${conditions}` : sql``} LIMIT ${ORDER_LIST_COUNT_LIMIT + 1}) AS found`,
  );
  const count = Number(counted?.count ?? 0);
  const first = page[0];
  const last = page.at(-1);
  const olderExists = newer ? cursor !== null : hasMore;
  const newerExists = newer ? hasMore : cursor !== null;
  return {
    rows: page,
    total: { count: Math.min(count, ORDER_LIST_COUNT_LIMIT), more: count > ORDER_LIST_COUNT_LIMIT },
    older: olderExists && last ? { direction: 'older', createdAt: last.createdAt, id: last.id } : null,
    newer: newerExists && first ? { direction: 'newer', createdAt: first.createdAt, id: first.id } : null,
  };
}

/** Every order of a filter, newest first, page by page (the CSV export). */
export async function* ordersOfFilter(db: Database, filter: OrderListFilter, pageSize = 1000) {
  const conditions = orderListConditions(filter);
  let cursor: OrderListCursor | null = null;
  for (;;) {
    const rows: OrderListRow[] = await db
      .select(LIST_COLUMNS)
      .from(orders)
      .where(and(conditions, cursor ? cursorCondition(cursor) : undefined))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize);
    if (rows.length === 0) return;
    yield rows;
    const last = rows.at(-1) as OrderListRow;
    cursor = { direction: 'older', createdAt: last.createdAt, id: last.id };
  }
}
