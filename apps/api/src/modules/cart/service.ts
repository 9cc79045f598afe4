import { randomBytes } from 'node:crypto';
import type { CartItem, CartTotalsResult } from '@hortus/api-contract';
import {
  COUPON_INVALID,
  type Coupon,
  cartTotals,
  couponDiscount,
  findStoreView,
  isCouponUsable,
  NO_SUCH_CONFIGURATION,
  normaliseCouponCode,
  PRODUCT_PRICE_UNKNOWN,
  type StoreView,
} from '@hortus/core';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, HttpError, notFound } from '../../http/envelope';
import { policiesFor } from '../../policies';
import type { CartProduct } from '../catalog';
import { type PaymentMethod, paymentMethodsFor } from '../payment';
import { shippingMethodsFor } from '../shipping';
import { cartItems, carts, coupons } from './tables';

export const NO_QUOTE_FOUND = 'No quote found for cartId';
export const CATALOG_MODE = 'This store shows the range only: nothing can be bought here';

/** The catalogue's products for a cart (given by app.ts), priced for a store view and customer group. */
export type CartProductsOf = (
  storeView: StoreView,
  skus: string[],
  customerGroupId: number | null,
) => Promise<Map<string, CartProduct>>;

export interface CartContext {
  db: Database;
  productsOf: CartProductsOf;
  now: () => Date;
}

/** Who calls: the customer of a valid access token, or a guest. */
export interface Caller {
  customerId: number;
  groupId: number;
}

type CartRow = typeof carts.$inferSelect;
type ItemRow = Pick<typeof cartItems.$inferSelect, 'id' | 'sku' | 'qty' | 'productOption'>;
/** A cart as a call opened it: its row and its lines, read in one round trip. */
export type OpenCart = CartRow & { items: ItemRow[] };

const newCartId = () => randomBytes(16).toString('base64url');

function requireSellingStore(storeView: StoreView): void {
  if (storeView.catalogMode) throw new HttpError(403, CATALOG_MODE);
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
  return allowed(cart, caller);
}

/** `openCart` with the cart's lines, read in the same round trip (for the calls that price them). */
export async function openCartWithLines(
  context: CartContext,
  cartId: string,
  caller: Caller | null,
): Promise<OpenCart> {
  const [cart] = await context.db
    .select({
      ...getTableColumns(carts),
      items: sql<ItemRow[]>`coalesce((
        SELECT json_agg(json_build_object('id', i.id, 'sku', i.sku, 'qty', i.qty, 'productOption', i.product_option)
          ORDER BY i.id)
        FROM cart_items i WHERE i.cart_id = carts.id), '[]'::json)`,
    })
    .from(carts)
    .where(eq(carts.cartId, cartId));
  return allowed(cart, caller);
}

function allowed<T extends CartRow>(cart: T | undefined, caller: Caller | null): T {
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
  product: CartProduct,
  qty: number,
  storeView: StoreView,
  caller: Caller | null,
  now: Date,
) {
  return policiesFor(storeView).priceSelection.selectPrice({
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

interface PricedItem {
  item: CartItem;
  taxRateBp: number;
}

async function priceItems(
  context: CartContext,
  cart: CartRow,
  storeView: StoreView,
  caller: Caller | null,
  rows: ItemRow[],
  known?: Map<string, CartProduct>,
): Promise<PricedItem[]> {
  const products =
    known ??
    (await context.productsOf(
      storeView,
      rows.map((row) => row.sku),
      caller?.groupId ?? null,
    ));
  const now = context.now();
  return rows.map((row) => {
    const product = products.get(row.sku);
    const sellable = product?.enabled === true && product.priced;
    const price = sellable ? unitPrice(product, row.qty, storeView, caller, now) : 0;
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

export async function pullCart(
  context: CartContext,
  cart: OpenCart,
  storeView: StoreView,
  caller: Caller | null,
) {
  return (await priceItems(context, cart, storeView, caller, cart.items)).map((priced) => priced.item);
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
  if (!product.priced || product.regularPriceInclTax <= 0) throw badRequest(PRODUCT_PRICE_UNKNOWN);
  if (input.qty < product.minSaleQty) {
    throw badRequest(`At least ${product.minSaleQty} of ${input.sku} must be ordered`);
  }
  if (input.qty > product.maxSaleQty) {
    throw badRequest(`Quantity must be below the available maximum (${product.maxSaleQty})`);
  }
}

/**
 * Sets lines of a cart: each sku to the quantity given (not added to what is there, so a request replayed
 * from the offline queue changes nothing). All lines are checked first and written in one transaction.
 * Out-of-stock products are allowed (spec 6); the answer says whether they are in stock.
 */
export async function updateCart(
  context: CartContext,
  cart: CartRow,
  storeView: StoreView,
  caller: Caller | null,
  inputs: CartItemInput[],
): Promise<CartItem[]> {
  requireSellingStore(storeView);
  const products = await context.productsOf(
    storeView,
    inputs.map((input) => input.sku),
    caller?.groupId ?? null,
  );
  for (const input of inputs) checkLine(input, products.get(input.sku));
  const rows = await context.db.transaction(async (tx) => {
    const written: ItemRow[] = [];
    for (const input of inputs) {
      if (input.item_id !== undefined) {
        const [line] = await tx
          .select()
          .from(cartItems)
          .where(and(eq(cartItems.id, input.item_id), eq(cartItems.cartId, cart.id)));
        if (!line) throw badRequest(`The cart has no item ${input.item_id}`);
        if (line.sku !== input.sku)
          throw badRequest(`Item ${input.item_id} is ${line.sku}, not ${input.sku}`);
      }
      const [row] = await tx
        .insert(cartItems)
        .values({
          cartId: cart.id,
          sku: input.sku,
          qty: input.qty,
          productOption: input.product_option ?? null,
        })
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.sku],
          set: { qty: input.qty, productOption: input.product_option ?? null },
        })
        .returning();
      if (row) written.push(row);
    }
    await tx.update(carts).set({ updatedAt: context.now() }).where(eq(carts.id, cart.id));
    return written;
  });
  return (await priceItems(context, cart, storeView, caller, rows, products)).map((priced) => priced.item);
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

/**
 * The totals of a cart, every amount computed here from the price and tax policies, never from a client.
 * The cart's coupon is checked again: one that expired or was used up since it was applied gives nothing.
 */
export async function totalsOfCart(
  context: CartContext,
  cart: OpenCart,
  storeView: StoreView,
  caller: Caller | null,
): Promise<CartTotalsResult> {
  const priced = await priceItems(context, cart, storeView, caller, cart.items);
  // The payment methods are read only when one was chosen: its fee is the only thing totals need of them.
  const methods = cart.paymentMethodCode ? await paymentMethodsForItems(context, storeView, priced) : [];
  return totalsOf(context, cart, storeView, priced, methods);
}

/** The totals and the payment methods of a cart with its lines priced once (shipping-information's answer). */
export async function checkoutOf(
  context: CartContext,
  cart: OpenCart,
  storeView: StoreView,
  caller: Caller | null,
): Promise<{ totals: CartTotalsResult; payment_methods: PaymentMethod[] }> {
  const priced = await priceItems(context, cart, storeView, caller, cart.items);
  const methods = await paymentMethodsForItems(context, storeView, priced);
  return { totals: await totalsOf(context, cart, storeView, priced, methods), payment_methods: methods };
}

async function totalsOf(
  context: CartContext,
  cart: CartRow,
  storeView: StoreView,
  priced: PricedItem[],
  paymentMethods: PaymentMethod[],
): Promise<CartTotalsResult> {
  const lines = priced.map(({ item, taxRateBp }) => ({
    qty: item.qty,
    unitPriceInclTax: item.price_incl_tax,
    taxRateBp,
  }));
  const goods = priced.reduce((sum, { item }) => sum + item.row_total_incl_tax, 0);
  const coupon = cart.couponCode ? await findCoupon(context, storeView, cart.couponCode) : undefined;
  const discount = coupon && isCouponUsable(coupon, context.now()) ? couponDiscount(coupon, goods) : 0;
  const totals = cartTotals(lines, {
    discountInclTax: discount,
    shippingInclTax: await chosenShippingPrice(context, cart, storeView),
    paymentFeeInclTax:
      paymentMethods.find((method) => method.code === cart.paymentMethodCode)?.fee_incl_tax ?? 0,
  });
  return {
    quote_currency_code: storeView.i18n.currencyCode,
    coupon_code: cart.couponCode,
    items_qty: totals.itemsQty,
    subtotal: totals.subtotal,
    subtotal_incl_tax: totals.subtotalInclTax,
    tax_amount: totals.taxAmount,
    shipping_incl_tax: totals.shippingInclTax,
    payment_fee_incl_tax: totals.paymentFeeInclTax,
    discount_amount: totals.discountAmount,
    grand_total: totals.grandTotal,
    items: priced.map(({ item }) => item),
    total_segments: [
      { code: 'subtotal_incl_tax', title: 'Subtotal', value: totals.subtotalInclTax },
      { code: 'shipping', title: 'Shipping', value: totals.shippingInclTax },
      { code: 'payment', title: 'Payment', value: totals.paymentFeeInclTax },
      { code: 'discount', title: 'Discount', value: -totals.discountAmount },
      { code: 'tax', title: 'Tax', value: totals.taxAmount },
      { code: 'grand_total', title: 'Grand total', value: totals.grandTotal },
    ],
  };
}

/** Virtual and downloadable products are not shipped; a cart of only those needs no delivery. */
const NOT_SHIPPED = new Set(['virtual', 'downloadable']);

function shipsGoods(priced: PricedItem[]): boolean {
  return priced.length === 0 || priced.some(({ item }) => !NOT_SHIPPED.has(item.product_type));
}

/** The price of the cart's shipping method to its delivery country, while that method still ships there. */
async function chosenShippingPrice(
  context: CartContext,
  cart: CartRow,
  storeView: StoreView,
): Promise<number> {
  const country = cart.shippingAddress?.country_id;
  if (!cart.shippingMethodCode || typeof country !== 'string') return 0;
  const methods = await shippingMethodsFor(context.db, storeView, country);
  const chosen = methods.find(
    (method) =>
      method.carrier_code === cart.shippingCarrierCode && method.method_code === cart.shippingMethodCode,
  );
  return chosen?.price_incl_tax ?? 0;
}

/** The payment methods this cart may use (cash on delivery only where goods are delivered). */
export async function paymentMethodsOfCart(
  context: CartContext,
  cart: OpenCart,
  storeView: StoreView,
  caller: Caller | null,
): Promise<PaymentMethod[]> {
  return paymentMethodsForItems(
    context,
    storeView,
    await priceItems(context, cart, storeView, caller, cart.items),
  );
}

function paymentMethodsForItems(context: CartContext, storeView: StoreView, priced: PricedItem[]) {
  return paymentMethodsFor(context.db, storeView, { shipsGoods: shipsGoods(priced) });
}

export function shippingMethodsTo(context: CartContext, storeView: StoreView, countryId: string) {
  return shippingMethodsFor(context.db, storeView, countryId);
}

/**
 * The checkout's delivery choice: the address and a method that ships to its country (else a 400). The
 * invoice address is the delivery address unless another is given.
 */
export async function chooseShipping(
  context: CartContext,
  cart: OpenCart,
  storeView: StoreView,
  choice: {
    shippingAddress: Record<string, unknown> & { country_id: string };
    billingAddress?: Record<string, unknown> | undefined;
    shippingCarrierCode: string;
    shippingMethodCode: string;
  },
): Promise<OpenCart> {
  requireSellingStore(storeView);
  const methods = await shippingMethodsFor(context.db, storeView, choice.shippingAddress.country_id);
  const method = methods.find(
    (candidate) =>
      candidate.carrier_code === choice.shippingCarrierCode &&
      candidate.method_code === choice.shippingMethodCode,
  );
  if (!method) {
    throw badRequest(
      `${choice.shippingCarrierCode}_${choice.shippingMethodCode} does not deliver to ${choice.shippingAddress.country_id}`,
    );
  }
  const [updated] = await context.db
    .update(carts)
    .set({
      shippingAddress: choice.shippingAddress,
      billingAddress: choice.billingAddress ?? choice.shippingAddress,
      shippingCarrierCode: method.carrier_code,
      shippingMethodCode: method.method_code,
      updatedAt: context.now(),
    })
    .where(eq(carts.id, cart.id))
    .returning();
  return updated ? { ...updated, items: cart.items } : cart;
}

/** The checkout's payment choice: one of the cart's payment methods, else the spec's message. */
export async function choosePayment(
  context: CartContext,
  cart: OpenCart,
  storeView: StoreView,
  caller: Caller | null,
  code: string,
): Promise<OpenCart> {
  requireSellingStore(storeView);
  const methods = await paymentMethodsOfCart(context, cart, storeView, caller);
  if (!methods.some((method) => method.code === code)) throw badRequest(`${code} is not possible`);
  const [updated] = await context.db
    .update(carts)
    .set({ paymentMethodCode: code, updatedAt: context.now() })
    .where(eq(carts.id, cart.id))
    .returning();
  return updated ? { ...updated, items: cart.items } : cart;
}
