import type { Order, OrderAddress } from '@hortus/api-contract';
import { orderPrice } from '../lib/format';
import { useTranslation } from '../lib/i18n';
import { useStore } from '../lib/use-store';
import { PostalAddress } from './PostalAddress';

function AddressBlock({ title, address }: { title: string; address: OrderAddress | null }) {
  if (!address) return null;
  return (
    <section>
      <h2>{title}</h2>
      <PostalAddress address={address} />
    </section>
  );
}

/** An order's products, amounts and addresses, as the account and the thank-you page show it. */
export function OrderDetails({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const money = (amount: number) => orderPrice(amount, order, storeView);
  return (
    <>
      <table className="orders-table order-lines">
        <caption className="visually-hidden">{t('account.orderItems')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('account.product')}</th>
            <th scope="col">{t('product.quantity')}</th>
            <th scope="col">{t('account.orderTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.sku}>
              <th scope="row">
                {item.name}
                <br />
                <span className="hint">{t('product.sku', { sku: item.sku })}</span>
              </th>
              <td>{item.qty}</td>
              <td>{money(item.row_total_incl_tax)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="cart-totals">
        <div>
          <dt>{t('cart.subtotal')}</dt>
          <dd>{money(order.subtotal_incl_tax)}</dd>
        </div>
        {order.discount_amount !== 0 && (
          <div>
            <dt>{t('cart.discount', { code: '' })}</dt>
            <dd>{money(-Math.abs(order.discount_amount))}</dd>
          </div>
        )}
        <div>
          <dt>{t('cart.shipping')}</dt>
          <dd>{money(order.shipping_incl_tax)}</dd>
        </div>
        {order.payment_fee_incl_tax > 0 && (
          <div>
            <dt>{t('cart.paymentFee')}</dt>
            <dd>{money(order.payment_fee_incl_tax)}</dd>
          </div>
        )}
        <div className="cart-grand-total">
          <dt>{t('cart.grandTotal')}</dt>
          <dd>{money(order.grand_total)}</dd>
        </div>
        <div className="hint">
          <dt>{order.reverse_charge ? t('order.reverseCharge') : t('cart.taxIncluded')}</dt>
          <dd>{money(order.tax_amount)}</dd>
        </div>
      </dl>
      {order.invoice_note && <p className="order-invoice-note">{order.invoice_note}</p>}
      <div className="order-addresses">
        <AddressBlock
          title={t('account.shippingAddress')}
          address={order.addresses.shipping ? { ...order.addresses.shipping, vat_id: null } : null}
        />
        <AddressBlock title={t('account.billingAddress')} address={order.addresses.billing} />
      </div>
    </>
  );
}
