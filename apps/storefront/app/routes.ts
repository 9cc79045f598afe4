import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * The route table of spec section 2 under the store-code prefix. The three layouts are layout routes: a
 * route picks one by where it sits (default unless listed under minimal or empty).
 */
export default [
  index('routes/store-picker.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap-index.ts'),
  route('change-store', 'routes/change-store.ts'),
  // The back office: its own frame (no shop header, footer, consent or cart), its own session cookie.
  route('backoffice', 'routes/backoffice/frame.tsx', { id: 'backoffice-frame' }, [
    route('login', 'routes/backoffice/login.tsx'),
    route('login/code', 'routes/backoffice/login-code.tsx'),
    route('login/enrol', 'routes/backoffice/login-enrol.tsx'),
    route('logout', 'routes/backoffice/logout.ts'),
    route('language', 'routes/backoffice/language.ts'),
    layout('routes/backoffice/signed-in.tsx', [
      index('routes/backoffice/index.ts'),
      route('bank-statements', 'routes/backoffice/bank-statements.tsx'),
      route('orders', 'routes/backoffice/orders.tsx'),
      route('orders.csv', 'routes/backoffice/orders-csv.ts'),
      route('orders/:id', 'routes/backoffice/order.tsx'),
      route('stock', 'routes/backoffice/stock.tsx'),
      route('stock/sheet.csv', 'routes/backoffice/stock-sheet.ts'),
      route('customers', 'routes/backoffice/customers.tsx'),
      route('customers/:id', 'routes/backoffice/customer.tsx'),
      route('contact-messages', 'routes/backoffice/contact-messages.tsx'),
      route('staff', 'routes/backoffice/staff.tsx'),
      route('audit-log', 'routes/backoffice/audit-log.tsx'),
      route(':section', 'routes/backoffice/section.tsx'),
    ]),
  ]),
  route(':store', 'routes/store.tsx', [
    route('sitemap.xml', 'routes/sitemap.ts'),
    route('cart/sync', 'routes/cart-sync.ts'),
    route('checkout/:call', 'routes/checkout-call.ts'),
    route('session', 'routes/session.ts'),
    route('consent', 'routes/consent.ts'),
    layout('layouts/default.tsx', [
      index('routes/home.tsx'),
      route('cart', 'routes/cart.tsx'),
      route('wishlist', 'routes/wishlist.tsx'),
      route('compare', 'routes/compare.tsx'),
      route('newsletter', 'routes/newsletter.tsx'),
      route('newsletter/confirm', 'routes/newsletter.tsx', { id: 'newsletter-confirm' }),
      route('configurator/confirm/:roomleId?', 'routes/configurator-confirm.tsx'),
      route('r/:slug/:roomleId', 'routes/configurator-content.tsx'),
      route('order/success', 'routes/order-success.tsx'),
      route('account', 'routes/account.tsx', [
        index('routes/account-overview.tsx'),
        route('addresses', 'routes/account-addresses.tsx'),
        route('newsletter', 'routes/account-newsletter.tsx'),
        route('orders', 'routes/account-orders.tsx'),
        route('orders/:orderId', 'routes/account-order.tsx'),
        route('recently-viewed', 'routes/account-recently-viewed.tsx'),
      ]),
      route('404', 'routes/not-found.tsx'),
      route('reset-password', 'routes/reset-password.tsx'),
      route('p/:slug', 'routes/product.tsx', { id: 'product' }),
      route('p/:slug/:sku', 'routes/product.tsx', { id: 'product-variant' }),
      route('c/:slug', 'routes/category.tsx'),
      route('blog', 'routes/blog-list.tsx'),
      route('b/:slug', 'routes/blog-detail.tsx'),
      route('j/:slug', 'routes/job-detail.tsx'),
      route('search', 'routes/search.tsx'),
      route(':slug', 'routes/cms-page.tsx'),
      route('*', 'routes/url-dispatcher.tsx'),
    ]),
    layout('layouts/minimal.tsx', [
      route('checkout', 'routes/checkout.tsx'),
      // Amazon Pay's review return: the checkout, filled in from the buyer's Amazon session.
      route('checkout/amazon-pay', 'routes/checkout.tsx', { id: 'checkout-amazon-pay' }),
      route('payment/:paymentId', 'routes/payment.tsx', { id: 'payment' }),
      route('payment', 'routes/payment.tsx', { id: 'payment-amazon' }),
      route('error', 'routes/error.tsx'),
    ]),
    layout('layouts/empty.tsx', [route('configurator/:roomleId?', 'routes/configurator.tsx')]),
  ]),
] satisfies RouteConfig;
