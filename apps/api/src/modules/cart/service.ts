import { randomBytes } from 'node:crypto';
import type { CartItem } from '@hortus/api-contract';
import {
  COUPON_INVALID,
  type Coupon,
  findStoreView,
  isCouponUsable,
  NO_SUCH_CONFIGURATION,
  normaliseCouponCode,
  PRODUCT_PRICE_UNKNOWN,
  type StoreView,
} from '@hortus/core';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { type Database, preparedStatement } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { StatementStep } from '../../db/statement-step';
import { badRequest, HttpError, notFound } from '../../http/envelope';
import type { PoliciesOf } from '../../policies';
import type { CartProduct, cartProducts } from '../catalog';
import { cartItems, carts, coupons } from './tables';

export const NO_QUOTE_FOUND = 'No quote found for cartId';
const CATALOG_MODE = 'This store shows the range only: nothing can be bought here';

// The catalogue's index exports the function only; its types are taken from it.
type CartProductsQuery = Parameters<typeof cartProducts>[2];
type CartRead = CartProductsQuery['read'];

/**
 * The catalogue's products for a cart (given by app.ts), priced for a store view and customer group, read
 * in one statement with the cart's own part of the read (`CartRead`).
 */
export type CartProductsOf = (
  storeView: StoreView,
  query: CartProductsQuery,
  customerGroupId: number | null,
) => ReturnType<typeof cartProducts>;

export interface CartContext {
  db: Database;
  productsOf: CartProductsOf;
  now: () => Date;
  /** The store view's policies (given by app.ts): its price policy prices the lines. */
  policiesOf: PoliciesOf;
}

/** Who calls: the customer of a valid access token, or a guest. */
export interface Caller {
  customerId: number;
  groupId: number;
}

export type CartRow = typeof carts.$inferSelect;
type ItemRow = Pick<typeof cartItems.$inferSelect, 'id' | 'sku' | 'qty' | 'productOption'>;
/**
 * A cart as a call opened it, read in one round trip: its row, its lines, the products of its lines (or of
 * the skus an update writes) and its coupon.
 */
export type OpenCart = CartRow & {
  items: ItemRow[];
  products: Map<string, CartProduct>;
  /** The coupon of `couponCode` in the cart's store view; undefined when there is none. */
  coupon: Coupon | undefined;
};

const newCartId = () => randomBytes(16).toString('base64url');

export function requireSellingStore(storeView: StoreView): void {
  if (storeView.catalogMode) throw new HttpError(403, CATALOG_MODE, { reason: 'catalog_mode' });
}

/**
 * The active cart a call names, if the caller may use it: a customer's cart only with that customer's
 * token. A cart that does not exist, is no longer active or belongs to someone else gets the same 404, so
 * an answer never tells whose a cart id is.
 */
export async function openCart(
  context: CartContext,
  cartId: string,
  caller: Caller | null,
): Promise<CartRow> {
  const [cart] = await context.db.select().from(carts).where(eq(carts.cartId, cartId));
  return requireOwnActiveCart(cart, caller);
}

const cartColumns = getTableColumns(carts);

/** The cart row as one JSON object with the table's property names (its timestamps as text). */
const cartJson = sql`json_build_object(${sql.join(
  Object.entries(cartColumns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
)})`;

const cartAndLines = sql`
  cart AS (SELECT ${carts.id} AS id, ${carts.storeCode} AS store_code, ${carts.couponCode} AS coupon_code,
      ${cartJson} AS doc
    FROM ${carts} WHERE ${carts.cartId} = ${sql.placeholder('cartId')}),
  lines AS (SELECT i.id, i.sku, i.qty, i.product_option FROM cart_items i
    WHERE i.cart_id = (SELECT id FROM cart))`;

const cartAndLinesColumns = sql`
  (SELECT doc FROM cart) AS cart,
  (SELECT json_agg(json_build_object(
      'id', l.id, 'sku', l.sku, 'qty', l.qty, 'productOption', l.product_option) ORDER BY l.id)
    FROM lines l) AS lines`;

/** The read of the calls that price the cart's lines: cart, lines, their products and the coupon. */
const READ_WITH_LINES: CartRead = {
  with: cartAndLines,
  skus: sql`(SELECT array_agg(sku) FROM lines)`,
  columns: sql`${cartAndLinesColumns},
    (SELECT json_build_object('discountType', k.discount_type, 'value', k.value, 'fromDate', k.from_date,
        'toDate', k.to_date, 'usageLimit', k.usage_limit, 'timesUsed', k.times_used)
      FROM ${coupons} k JOIN cart ON k.store_code = cart.store_code AND k.code = cart.coupon_code) AS coupon`,
};

/** The read of an update: cart, lines (for the item ids) and the products of the skus it writes. */
const READ_FOR_UPDATE: CartRead = {
  with: cartAndLines,
  skus: sql`${sql.placeholder('skus')}::text[]`,
  columns: cartAndLinesColumns,
};

interface CartReadRow {
  cart: Record<string, unknown> | null;
  lines: ItemRow[] | null;
  coupon?: (Omit<Coupon, 'discountType'> & { discountType: string }) | null;
}

/** A PostgreSQL text[] literal, so that any number of skus is one parameter of one prepared statement. */
function textArray(values: string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/**
 * `openCart` with the cart's lines and the products they (or `skus`, for an update) need, and its coupon,
 * in one statement. The products are priced in the store view the call names; a call that names none
 * reads the cart first to learn its store view.
 */
export async function openCartWithLines(
  context: CartContext,
  cartId: string,
  caller: Caller | null,
  asked: StoreView | null,
  skus?: string[],
): Promise<{ cart: OpenCart; storeView: StoreView }> {
  const readIn = asked ?? storeViewOfCart(await openCart(context, cartId, caller), null);
  const { row, products } = await context.productsOf(
    readIn,
    skus
      ? { read: READ_FOR_UPDATE, values: { cartId, skus: textArray(skus) } }
      : { read: READ_WITH_LINES, values: { cartId } },
    caller?.groupId ?? null,
  );
  return openedCart(row as unknown as CartReadRow, products, caller, asked);
}

function openedCart(
  { cart: doc, lines, coupon }: CartReadRow,
  products: Map<string, CartProduct>,
  caller: Caller | null,
  asked: StoreView | null,
): { cart: OpenCart; storeView: StoreView } {
  const cart = requireOwnActiveCart(doc ? cartRowOf(doc) : undefined, caller);
  const storeView = storeViewOfCart(cart, asked);
  return {
    cart: {
      ...cart,
      items: lines ?? [],
      products,
      coupon: coupon
        ? { ...coupon, discountType: coupon.discountType === 'fixed' ? 'fixed' : 'percent' }
        : undefined,
    },
    storeView,
  };
}

/** Another module's part of the cart's read: a SQL expression (the same object on every call) and its values. */
export interface ReadAlongside {
  expression: SQL;
  values: Record<string, unknown>;
}

/** The placement's reads by the expressions they take along (each read is prepared once per connection). */
const readsForOrder = new WeakMap<SQL, ReadsByExpression>();
interface ReadsByExpression {
  read?: CartRead;
  next: WeakMap<SQL, ReadsByExpression>;
}

function readForOrder(alongside: readonly SQL[]): CartRead {
  let reads: ReadsByExpression = { next: readsForOrder };
  for (const expression of alongside) {
    let next = reads.next.get(expression);
    if (!next) {
      next = { next: new WeakMap() };
      reads.next.set(expression, next);
    }
    reads = next;
  }
  reads.read ??= {
    ...READ_WITH_LINES,
    columns: sql`${READ_WITH_LINES.columns}, json_build_array(${sql.join([...alongside], sql`, `)}) AS alongside`,
  };
  return reads.read;
}

/**
 * The reads of an order's placement in one statement (checkout/place-order.ts): what `openCartWithLines`
 * reads, and the caller's `alongside` reads (the delivery country's shipping methods, the order module's
 * earlier order of the attempt's key). Nothing is decided yet: `alongside` holds the expressions' values in
 * their order, and `open` makes the cart as `openCartWithLines` would, with its refusals (a cart gone or
 * someone else's: 404).
 */
export async function readCartForOrder(
  context: CartContext,
  cartId: string,
  caller: Caller | null,
  storeView: StoreView,
  alongside: readonly ReadAlongside[],
): Promise<{ alongside: unknown[]; open: () => { cart: OpenCart; storeView: StoreView } }> {
  const { row, products } = await context.productsOf(
    storeView,
    {
      read: readForOrder(alongside.map((read) => read.expression)),
      values: Object.assign({ cartId }, ...alongside.map((read) => read.values)),
    },
    caller?.groupId ?? null,
  );
  const read = row as unknown as CartReadRow & { alongside: unknown[] };
  return { alongside: read.alongside, open: () => openedCart(read, products, caller, storeView) };
}

/** A cart row read as JSON, with the values drizzle would have given (timestamps as Dates). */
function cartRowOf(doc: Record<string, unknown>): CartRow {
  const row = { ...doc };
  for (const [key, column] of Object.entries(cartColumns)) {
    if (column.dataType === 'date' && typeof row[key] === 'string') row[key] = new Date(row[key]);
  }
  return row as CartRow;
}

/** The cart when it is active and the caller's (or a guest's); any other gets the same 404 as a missing one. */
function requireOwnActiveCart<T extends CartRow>(cart: T | undefined, caller: Caller | null): T {
  if (cart?.status !== 'active') throw notFound(NO_QUOTE_FOUND);
  if (cart.customerId !== null && cart.customerId !== caller?.customerId) throw notFound(NO_QUOTE_FOUND);
  return cart;
}

/** The store view of a cart; a call made in another store view is refused (the cart's prices are there). */
export function storeViewOfCart(cart: CartRow, asked: StoreView | null): StoreView {
  const storeView = findStoreView(cart.storeCode);
  if (!storeView) throw notFound(NO_QUOTE_FOUND);
  if (asked && asked.storeCode !== storeView.storeCode) {
    throw badRequest(`This cart belongs to the store view ${storeView.storeCode}`);
  }
  return storeView;
}

/**
 * A cart for the caller. A guest gets a new guest cart. A customer gets their active cart in the store
 * view, made when there is none; a guest cart named by `guestCartId` becomes theirs, or, when they already
 * have one, its lines are merged in: a sku in both keeps the larger quantity (never the sum, so a cart
 * synchronised before and after login does not double), and the guest cart is closed.
 */
export async function createCart(
  context: CartContext,
  storeView: StoreView,
  caller: Caller | null,
  guestCartId?: string,
): Promise<string> {
  requireSellingStore(storeView);
  if (!caller) {
    const cartId = newCartId();
    await context.db.insert(carts).values({ cartId, storeCode: storeView.storeCode });
    return cartId;
  }
  const { customerId } = caller;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      return await context.db.transaction(async (tx) => {
        const [guest] = guestCartId
          ? await tx
              .select()
              .from(carts)
              .where(and(eq(carts.cartId, guestCartId), eq(carts.status, 'active')))
              .for('update')
          : [];
        const mergeable = guest && guest.customerId === null && guest.storeCode === storeView.storeCode;
        const [own] = await tx
          .select()
          .from(carts)
          .where(
            and(
              eq(carts.customerId, customerId),
              eq(carts.storeCode, storeView.storeCode),
              eq(carts.status, 'active'),
            ),
          )
          .for('update');
        if (!own) {
          if (mergeable) {
            await tx
              .update(carts)
              .set({ customerId, updatedAt: context.now() })
              .where(eq(carts.id, guest.id));
            return guest.cartId;
          }
          const cartId = newCartId();
          await tx.insert(carts).values({ cartId, storeCode: storeView.storeCode, customerId });
          return cartId;
        }
        if (mergeable) {
          await tx.execute(sql`
            INSERT INTO cart_items (cart_id, sku, qty, product_option)
            SELECT ${own.id}, sku, qty, product_option FROM cart_items WHERE cart_id = ${guest.id}
            ON CONFLICT (cart_id, sku) DO UPDATE SET qty = GREATEST(cart_items.qty, EXCLUDED.qty)`);
          // The cart's row changes with its lines, as on every cart update: an order being placed of it
          // at this moment sees the change (claimCartForOrder's 'moved') and compares the merged lines.
          await tx.update(carts).set({ updatedAt: context.now() }).where(eq(carts.id, own.id));
          await tx
            .update(carts)
            .set({ status: 'merged', updatedAt: context.now() })
            .where(eq(carts.id, guest.id));
        }
        return own.cartId;
      });
    } catch (error) {
      // Two first calls of one customer at once: the other made the cart; take it on the second round.
      if (!isUniqueViolation(error) || attempt > 0) throw error;
    }
  }
  throw new Error('unreachable');
}

/** The gross unit price of a product at a quantity, by the store view's price policy (tier prices count). */
function unitPrice(
  context: CartContext,
  product: CartProduct,
  qty: number,
  storeView: StoreView,
  caller: Caller | null,
  now: Date,
) {
  return context.policiesOf(storeView).priceSelection.selectPrice({
    regularPriceMinor: product.regularPriceInclTax,
    specialPriceMinor: product.specialPriceInclTax > 0 ? product.specialPriceInclTax : null,
    specialFromDate: product.specialFromDate,
    specialToDate: product.specialToDate,
    tierPrices: product.tierPrices.map((tier) => ({
      qty: tier.qty,
      priceMinor: tier.priceInclTax,
      customerGroupId: tier.customerGroupId,
    })),
    qty,
    customerGroupId: caller?.groupId ?? null,
    now,
  }).finalPriceMinor;
}

/** A line of the cart priced by the server, with the tax rate its price includes. */
export interface PricedItem {
  item: CartItem;
  taxRateBp: number;
}

function priceItems(
  context: CartContext,
  cart: OpenCart,
  storeView: StoreView,
  caller: Caller | null,
  rows: ItemRow[],
): PricedItem[] {
  const products = cart.products;
  const now = context.now();
  return rows.map((row) => {
    const product = products.get(row.sku);
    const sellable = product?.enabled === true && product.priced;
    const price = sellable ? unitPrice(context, product, row.qty, storeView, caller, now) : 0;
    return {
      taxRateBp: product?.taxRateBp ?? 0,
      item: {
        item_id: row.id,
        sku: row.sku,
        qty: row.qty,
        name: product?.name ?? row.sku,
        product_type: product?.typeId ?? 'simple',
        quote_id: cart.cartId,
        parent_sku: product?.parentSku ?? null,
        url_key: product?.urlKey ?? null,
        image: product?.image ?? null,
        product_option: row.productOption ?? null,
        price_incl_tax: price,
        row_total_incl_tax: price * row.qty,
        is_in_stock: sellable && product.isInStock,
      },
    };
  });
}

/** The cart's lines, each priced by the store view's price policy (the checkout's totals start from them). */
export function pricedLinesOf(
  context: CartContext,
  cart: OpenCart,
  storeView: StoreView,
  caller: Caller | null,
): PricedItem[] {
  return priceItems(context, cart, storeView, caller, cart.items);
}

export function pullCart(context: CartContext, cart: OpenCart, storeView: StoreView, caller: Caller | null) {
  return pricedLinesOf(context, cart, storeView, caller).map((priced) => priced.item);
}

export interface CartItemInput {
  sku: string;
  qty: number;
  item_id?: number | undefined;
  product_option?: Record<string, unknown> | undefined;
}

/** Checks a line against the catalogue before it is written: the product is sold here, in that quantity. */
function checkLine(input: CartItemInput, product: CartProduct | undefined): void {
  if (!product?.enabled) throw badRequest(`Product ${input.sku} is not sold here`);
  if (product.typeId === 'configurable') throw badRequest(NO_SUCH_CONFIGURATION);
  if (!product.priced || product.regularPriceInclTax <= 0) {
    throw badRequest(PRODUCT_PRICE_UNKNOWN, {
      reason: 'product_price_unknown',
      details: { product: product.name },
    });
  }
  if (input.qty < product.minSaleQty) {
    throw badRequest(`At least ${product.minSaleQty} of ${input.sku} must be ordered`);
  }
  if (input.qty > product.maxSaleQty) {
    throw badRequest(`Quantity must be below the available maximum (${product.maxSaleQty})`);
  }
}

/**
 * Sets lines of a cart: each sku to the quantity given (not added to what is there, so a request replayed
 * from the offline queue changes nothing; a sku given twice gets the last quantity). All lines are checked
 * first and written in one statement, so all or none are. Out-of-stock products are allowed (spec 6); the
 * answer says whether they are in stock.
 */
export async function updateCart(
  context: CartContext,
  cartId: string,
  asked: StoreView | null,
  caller: Caller | null,
  inputs: CartItemInput[],
): Promise<CartItem[]> {
  const lastOfSku = new Map(inputs.map((input) => [input.sku, input]));
  const { cart, storeView } = await openCartWithLines(context, cartId, caller, asked, [...lastOfSku.keys()]);
  requireSellingStore(storeView);
  for (const input of inputs) checkLine(input, cart.products.get(input.sku));
  for (const input of inputs) {
    if (input.item_id === undefined) continue;
    const line = cart.items.find((item) => item.id === input.item_id);
    if (!line) throw badRequest(`The cart has no item ${input.item_id}`);
    if (line.sku !== input.sku) throw badRequest(`Item ${input.item_id} is ${line.sku}, not ${input.sku}`);
  }
  const written = await writeLines(context, cart, [...lastOfSku.values()]);
  const bySku = new Map(written.map((row) => [row.sku, row]));
  const rows = inputs.flatMap((input) => bySku.get(input.sku) ?? []);
  return priceItems(context, cart, storeView, caller, rows).map((priced) => priced.item);
}

/**
 * Upserts the lines and touches the cart in one statement: atomic without a transaction of its own, one
 * round trip. It writes only while the cart is still active and still the caller's, so a cart ordered or
 * taken over since it was read gets the 404 that reading it now would give.
 */
const WRITE_LINES = sql`
  WITH cart AS (
    UPDATE ${carts} SET updated_at = ${sql.placeholder('now')}::timestamptz
    WHERE ${carts.id} = ${sql.placeholder('cartId')}::int AND ${carts.status} = 'active'
      AND ${carts.customerId} IS NOT DISTINCT FROM ${sql.placeholder('customerId')}::int
    RETURNING ${carts.id} AS id
  )
  INSERT INTO ${cartItems} (cart_id, sku, qty, product_option)
  SELECT cart.id, line.sku, line.qty, line.product_option
  FROM cart,
    jsonb_to_recordset(${sql.placeholder('lines')}::jsonb) AS line(sku text, qty integer, product_option jsonb)
  ON CONFLICT (cart_id, sku) DO UPDATE SET qty = EXCLUDED.qty, product_option = EXCLUDED.product_option
  RETURNING id, sku, qty, product_option AS "productOption"`;

async function writeLines(context: CartContext, cart: CartRow, inputs: CartItemInput[]): Promise<ItemRow[]> {
  const { rows } = (await prepared(context.db, WRITE_LINES).execute({
    now: context.now().toISOString(),
    cartId: cart.id,
    customerId: cart.customerId,
    lines: JSON.stringify(
      inputs.map((input) => ({
        sku: input.sku,
        qty: input.qty,
        product_option: input.product_option ?? null,
      })),
    ),
  })) as { rows: ItemRow[] };
  if (rows.length === 0) throw notFound(NO_QUOTE_FOUND);
  return rows;
}

/** A statement of this module, prepared once (db/database.ts). */
function prepared(db: Database, statement: SQL) {
  return preparedStatement(db, statement, () => statement, 'cart');
}

/** Removes a line by item id, else by sku; a line that is not there is already removed. */
export async function removeFromCart(
  context: CartContext,
  cart: CartRow,
  storeView: StoreView,
  item: { sku?: string | undefined; item_id?: number | undefined },
): Promise<void> {
  requireSellingStore(storeView);
  const line =
    item.item_id !== undefined ? eq(cartItems.id, item.item_id) : eq(cartItems.sku, item.sku ?? '');
  await context.db.delete(cartItems).where(and(eq(cartItems.cartId, cart.id), line));
}

export async function clearCart(context: CartContext, cart: CartRow): Promise<void> {
  await context.db.delete(cartItems).where(eq(cartItems.cartId, cart.id));
}

/** A coupon of the store view by its code, when there is one. */
async function findCoupon(
  context: CartContext,
  storeView: StoreView,
  code: string,
): Promise<Coupon | undefined> {
  const [row] = await context.db
    .select()
    .from(coupons)
    .where(and(eq(coupons.storeCode, storeView.storeCode), eq(coupons.code, normaliseCouponCode(code))));
  return row && { ...row, discountType: row.discountType === 'fixed' ? 'fixed' : 'percent' };
}

/** Applies a coupon that exists in the store view and may be used now; any other gets the spec's message. */
export async function applyCoupon(
  context: CartContext,
  cart: CartRow,
  storeView: StoreView,
  code: string,
): Promise<void> {
  requireSellingStore(storeView);
  const coupon = await findCoupon(context, storeView, code);
  if (!coupon || !isCouponUsable(coupon, context.now())) throw badRequest(COUPON_INVALID);
  await context.db
    .update(carts)
    .set({ couponCode: normaliseCouponCode(code), updatedAt: context.now() })
    .where(eq(carts.id, cart.id));
}

export async function deleteCoupon(context: CartContext, cart: CartRow): Promise<void> {
  await context.db
    .update(carts)
    .set({ couponCode: null, updatedAt: context.now() })
    .where(eq(carts.id, cart.id));
}

/** The checkout's choices a cart keeps until the order: addresses, shipping method, payment method. */
export type CheckoutChoice = Partial<
  Pick<
    CartRow,
    'shippingAddress' | 'billingAddress' | 'shippingCarrierCode' | 'shippingMethodCode' | 'paymentMethodCode'
  >
>;

/** Writes the checkout's choice to the cart (the checkout decided it may); the cart as it is then. */
export async function recordCheckoutChoice(
  context: CartContext,
  cart: OpenCart,
  choice: CheckoutChoice,
): Promise<OpenCart> {
  const [updated] = await context.db
    .update(carts)
    .set({ ...choice, updatedAt: context.now() })
    .where(eq(carts.id, cart.id))
    .returning();
  return updated ? { ...cart, ...updated } : cart;
}

/**
 * The cart's part of the statement that places an order (checkout/place-order.ts, ADR 0010): the cart row is
 * locked (a second placement of the same cart waits there, then finds it ordered), its lines are compared
 * with the ones that were priced, and the coupon's row is locked while it has uses left. When every part of
 * the statement agrees, the cart is closed (active -> ordered) and the coupon's use counted.
 *
 * Refusals: 'gone' (no longer active), 'changed' (other lines than the priced ones), 'coupon used up', and
 * 'moved': the cart row changed while the statement waited for its lock, so lines added then are not in the
 * statement's snapshot; the caller runs the statement again, which then sees them.
 */
export function claimCartForOrder(
  cart: OpenCart,
  priced: readonly { sku: string; qty: number }[],
  now: Date,
): StatementStep {
  return {
    checks: CLAIM_CHECKS,
    refusal: CLAIM_REFUSAL,
    writes: CLAIM_WRITES,
    values: {
      claimCartId: cart.id,
      claimNow: now.toISOString(),
      claimPriced: JSON.stringify(priced.map(({ sku, qty }) => ({ sku, qty }))),
      claimStoreCode: cart.storeCode,
      // The coupon the cart was priced with; its use is counted (none: nothing to count).
      claimCouponCode: cart.couponCode && cart.coupon ? cart.couponCode : null,
    },
  };
}

const CLAIM_CHECKS = sql`
  -- The cart as it is now, locked: a second placement of the same cart waits here, then finds it ordered.
  claim_cart AS (
    SELECT c.status, c.xmin::text AS version FROM carts c
    WHERE c.id = ${sql.placeholder('claimCartId')}::int FOR UPDATE
  ),
  -- The cart as this statement's snapshot has it: another version than the locked one changed while the
  -- statement waited, and lines written with that change are not in the snapshot (refused as 'moved').
  claim_cart_seen AS (
    SELECT c.xmin::text AS version FROM carts c WHERE c.id = ${sql.placeholder('claimCartId')}::int
  ),
  -- Its lines, after the cart's lock (the same order as a cart update takes them) and locked themselves,
  -- so a line changed or removed meanwhile is read as it is now.
  claim_lines AS (
    SELECT i.sku, i.qty FROM cart_items i
    WHERE i.cart_id = ${sql.placeholder('claimCartId')}::int AND EXISTS (SELECT FROM claim_cart)
    FOR SHARE
  ),
  -- The lines the totals were priced from.
  claim_priced AS (
    SELECT p.sku, p.qty FROM jsonb_to_recordset(${sql.placeholder('claimPriced')}::jsonb) AS p(sku text, qty int)
  ),
  -- The coupon's row, locked, while it has uses left.
  claim_coupon AS (
    SELECT k.id FROM coupons k
    WHERE k.store_code = ${sql.placeholder('claimStoreCode')}::text
      AND k.code = ${sql.placeholder('claimCouponCode')}::text
      AND (k.usage_limit IS NULL OR k.times_used < k.usage_limit)
    FOR UPDATE
  )`;

// In this order: today's claim refused a cart that was gone before looking at its lines and its coupon.
const CLAIM_REFUSAL = sql`CASE
    WHEN NOT EXISTS (SELECT FROM claim_cart WHERE status = 'active') THEN 'gone'
    WHEN (SELECT version FROM claim_cart) <> (SELECT version FROM claim_cart_seen) THEN 'moved'
    -- The same lines as priced (a cart holds a sku once): as many, and none priced that the cart lacks.
    WHEN (SELECT count(*) FROM claim_lines) <> (SELECT count(*) FROM claim_priced)
      OR EXISTS (SELECT sku, qty FROM claim_priced EXCEPT SELECT sku, qty FROM claim_lines) THEN 'changed'
    WHEN ${sql.placeholder('claimCouponCode')}::text IS NOT NULL AND NOT EXISTS (SELECT FROM claim_coupon)
      THEN 'coupon used up'
  END`;

const CLAIM_WRITES = sql`
  -- The cart is closed: the order has it now, the shopper's next cart is a new one.
  claim_closed AS (
    UPDATE carts SET status = 'ordered', updated_at = ${sql.placeholder('claimNow')}::timestamptz
    WHERE id = ${sql.placeholder('claimCartId')}::int AND EXISTS (SELECT FROM agreed)
    RETURNING id
  ),
  -- The coupon's use counted (its row was locked above while it had uses left).
  claim_coupon_used AS (
    UPDATE coupons SET times_used = times_used + 1
    WHERE id IN (SELECT id FROM claim_coupon) AND EXISTS (SELECT FROM agreed)
    RETURNING id
  )`;
