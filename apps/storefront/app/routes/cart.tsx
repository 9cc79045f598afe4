import type { CartItem } from '@hortus/api-contract';
import { CART_THUMBNAIL_SIZE, MAX_LINE_QUANTITY } from '@hortus/core';
import { useState } from 'react';
import { data, Form, Link } from 'react-router';
import { CartError, loadCart } from '../cart/cart.server';
import { cartAction } from '../cart/cart-form.server';
import { QUANTITY_ABOVE_ZERO } from '../cart/cart-notices';
import { useCart, useCartActions } from '../cart/cart-store';
import { CartShippingNote } from '../components/CartShippingNote';
import { CartTotals } from '../components/CartTotals';
import { PageMessage } from '../components/PageMessage';
import { loadPurchaseTerms } from '../components/product/product-extras.server';
import { price } from '../lib/format';
import { useTranslation } from '../lib/i18n';
import { requireStoreView } from '../lib/store.server';
import { mediaUrl, urls } from '../lib/urls';
import { useShopper } from '../lib/use-shopper';
import { useStore } from '../lib/use-store';
import { openSession } from '../session/session.server';
import type { Route } from './+types/cart';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const storeView = requireStoreView(params);
  if (storeView.catalogMode) return { cart: null, failed: false, shippingFrom: null };
  const session = await openSession(request, storeView.storeCode, context.clientAddress);
  let failed = false;
  const [cart, terms] = await Promise.all([
    loadCart(session).catch((error: unknown) => {
      if (!(error instanceof CartError)) throw error;
      failed = true;
      return null;
    }),
    loadPurchaseTerms(storeView),
  ]);
  // The cheapest delivery to the store's country (the list comes cheapest first): what the total leaves out.
  const shippingFrom = terms?.shipping_methods[0]?.price_incl_tax ?? null;
  return data({ cart, failed, shippingFrom }, { headers: await session.headers() });
}

export const action = cartAction;

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const store = storeView.storeCode;
  const cart = useCart(store, loaderData.cart);
  // A quantity refused on a form posted without JavaScript: its message goes to the line's field.
  const { notice } = useShopper();
  if (storeView.catalogMode) return <PageMessage title="cart.title" text="cart.catalogMode" />;
  if (loaderData.failed && !cart.server) return <PageMessage title="cart.title" text="cart.unavailable" />;
  if (cart.items.length === 0) return <PageMessage title="cart.title" text="cart.empty" />;
  const totals = cart.pending ? null : cart.server;
  return (
    <div className="container cart-page">
      <title>{`${t('cart.title')} | Hortus`}</title>
      <meta name="robots" content="noindex" />
      <h1>{t('cart.title')}</h1>
      <div className="cart-layout">
        <ul className="cart-lines" aria-label={t('cart.lines')}>
          {cart.items.map((item) => (
            <CartLine
              key={item.sku}
              item={item}
              pending={cart.pending}
              refusedQuantity={notice?.id === QUANTITY_ABOVE_ZERO && notice.values?.sku === item.sku}
            />
          ))}
        </ul>
        <aside className="cart-summary" aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title">{t('cart.summary')}</h2>
          {totals ? (
            <CartTotals totals={totals} withShipping={totals.shipping_incl_tax > 0} />
          ) : (
            <p className="hint">{t('cart.pendingSync')}</p>
          )}
          <CartShippingNote
            shippingIncluded={(totals?.shipping_incl_tax ?? 0) > 0}
            shippingFrom={loaderData.shippingFrom}
          />
          <CouponForm code={cart.server?.coupon_code ?? null} />
          <Link to={urls.checkout(store)} className="button button-primary button-block">
            {t('product.proceedToCheckout')}
          </Link>
          <Link to={urls.home(store)} className="button button-block">
            {t('cart.continueShopping')}
          </Link>
        </aside>
      </div>
    </div>
  );
}

/**
 * One line: without JavaScript its forms post to the cart's action; with it, the browser's cart takes
 * the change at once (also offline) and synchronises it. A quantity of 0 is refused at the field (spec 5);
 * the line goes only by its remove button, whose notice offers the undo.
 */
function CartLine({
  item,
  pending,
  refusedQuantity,
}: {
  item: CartItem;
  pending: boolean;
  /** The server refused the quantity this line's form sent without JavaScript. */
  refusedQuantity: boolean;
}) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const store = storeView.storeCode;
  const cart = useCartActions(store);
  const [refused, setRefused] = useState(refusedQuantity);
  const image = mediaUrl(item.image);
  const link = item.url_key
    ? urls.product(store, item.url_key, item.parent_sku ? item.sku : undefined)
    : undefined;
  const errorId = `qty-error-${item.item_id}`;
  return (
    <li className="cart-line">
      {image ? (
        <img
          src={image}
          alt=""
          width={CART_THUMBNAIL_SIZE.width}
          height={CART_THUMBNAIL_SIZE.height}
          loading="lazy"
        />
      ) : (
        <span className="cart-line-image" />
      )}
      <div className="cart-line-info">
        <h2 className="cart-line-name">{link ? <Link to={link}>{item.name}</Link> : item.name}</h2>
        <p className="hint">{t('product.sku', { sku: item.sku })}</p>
        {/* Spec 4 stock callback: each line says whether it is in stock (it stays in the cart); the API keeps the spec's 'Out of the stock!', the page says it in the shop's words. */}
        <p className={item.is_in_stock ? 'stock stock-in' : 'stock stock-out'}>
          {item.is_in_stock ? t('product.inStock') : t('product.outOfStock')}
        </p>
        <p>{t('cart.unitPrice', { price: price(item.price_incl_tax, storeView) })}</p>
      </div>
      <form
        method="post"
        className="cart-line-qty"
        // The shop's own message at the field, not the browser's for a number under min.
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const qty = Number(new FormData(event.currentTarget).get('qty'));
          setRefused(!(qty > 0));
          if (Number.isInteger(qty) && qty > 0 && qty <= MAX_LINE_QUANTITY) void cart.setQty(item.sku, qty);
        }}
      >
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="sku" value={item.sku} />
        <label>
          <span className="visually-hidden">{t('cart.quantityOf', { name: item.name })}</span>
          <input
            type="number"
            name="qty"
            defaultValue={item.qty}
            key={item.qty}
            min={1}
            max={MAX_LINE_QUANTITY}
            inputMode="numeric"
            aria-invalid={refused || undefined}
            aria-describedby={refused ? errorId : undefined}
            onInput={() => setRefused(false)}
          />
        </label>
        <button type="submit" className="button">
          {t('cart.update')}
        </button>
        {refused && (
          <p className="field-error" id={errorId}>
            {t(QUANTITY_ABOVE_ZERO)}
          </p>
        )}
      </form>
      <p className="cart-line-total">{pending ? '' : price(item.row_total_incl_tax, storeView)}</p>
      <form
        method="post"
        className="cart-line-remove"
        onSubmit={(event) => {
          event.preventDefault();
          void cart.remove(item.sku);
        }}
      >
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="sku" value={item.sku} />
        <button type="submit" className="button button-link">
          {t('cart.remove')}
          <span className="visually-hidden"> {item.name}</span>
        </button>
      </form>
    </li>
  );
}

/** The coupon: applied and removed on the server (spec 4), which then prices the cart again. */
function CouponForm({ code }: { code: string | null }) {
  const { t } = useTranslation();
  return code ? (
    <Form method="post" className="coupon-form">
      <input type="hidden" name="intent" value="remove-coupon" />
      <p>{t('cart.couponActive', { code })}</p>
      <button type="submit" className="button button-link">
        {t('cart.couponRemove')}
      </button>
    </Form>
  ) : (
    <Form method="post" className="coupon-form">
      <input type="hidden" name="intent" value="coupon" />
      <label>
        <span>{t('cart.couponLabel')}</span>
        <input name="code" required maxLength={64} autoComplete="off" />
      </label>
      <button type="submit" className="button">
        {t('cart.couponApply')}
      </button>
    </Form>
  );
}
