import type { SQL } from 'drizzle-orm';

/**
 * One module's part of a statement that several modules write together, so that a change spanning their
 * tables is one round trip and one (implicit) transaction: placing an order (checkout/place-order.ts) is
 * the cart's claim, the order's record, the stock's reservation, the checkout log and the jobs, as
 * data-modifying CTEs of one statement. A part never names another module's tables, only the CTEs the
 * statement's contract gives it: `agreed` (one row when every part agreed, none otherwise) and, for the
 * order placement, `placed_order` (the order row just written).
 *
 * The SQL fragments are the same objects on every call (the statement is prepared once per connection);
 * what differs from call to call travels in `values`, for the fragments' `sql.placeholder`s, which each
 * part names with its own prefix.
 */
export interface StatementStep {
  /** CTEs that lock and read what the part checks; they run before anything is written. */
  checks?: SQL;
  /** A SQL expression over those CTEs: NULL when the part agrees, else why not (text). */
  refusal?: SQL;
  /** Data-modifying CTEs; they write only when `agreed` has its row. */
  writes: SQL;
  values: Record<string, unknown>;
}
