import type { PurchaseTerms } from '@hortus/api-contract';
import { returnsPolicyOf } from '@hortus/core';
import { Link } from 'react-router';
import { price } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { urls } from '../../lib/urls';
import { useStore } from '../../lib/use-store';

/** Line icons of our own, drawn in the text colour. */
const MARKS = {
  warranty: 'M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  delivery: 'M2 6h11v10H2zM13 10h4l4 4v2h-8M6 19a1.5 1.5 0 1 0 0-.1M17 19a1.5 1.5 0 1 0 0-.1',
  returns: 'M4 9h11a5 5 0 0 1 0 10H9M4 9l4-4M4 9l4 4',
  payment: 'M2 6h20v12H2zM2 10h20M6 15h4',
  made: 'M3 21h18M5 21V9l5 3V9l5 3V5l4 2v14',
  dealer: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5',
} as const;

function Fact({
  mark,
  title,
  children,
}: {
  mark: keyof typeof MARKS;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <li className="trust-fact">
      <svg aria-hidden="true" focusable="false" width="28" height="28" viewBox="0 0 24 24">
        <path d={MARKS[mark]} />
      </svg>
      <span>
        <strong>{title}</strong>
        <span className="trust-detail">{children}</span>
      </span>
    </li>
  );
}

/**
 * What a shopper wants to know before trusting the shop with a big purchase: the warranty, and where the
 * store sells, what delivery costs, the right of withdrawal and the ways to pay (from the store's own
 * purchase terms). A catalog-mode store sells nothing online, so it promises none of those; it points to
 * its dealers instead.
 */
export function TrustFacts({ terms }: { terms: PurchaseTerms | null }) {
  const { t } = useTranslation();
  const { storeView, footer } = useStore();
  const returns = returnsPolicyOf(storeView);
  const standard = terms?.shipping_methods[0];
  const payments = terms?.payment_methods ?? [];
  return (
    <section className="trust-facts" aria-labelledby="trust-title">
      <h2 id="trust-title" className="visually-hidden">
        {t('home.trust.title')}
      </h2>
      <ul className="container trust-list">
        <Fact mark="warranty" title={t('home.trust.warrantyTitle')}>
          {t('home.trust.warrantyText')}
        </Fact>
        {storeView.catalogMode || !terms ? (
          <>
            <Fact mark="made" title={t('home.trust.madeTitle')}>
              {t('home.trust.madeText')}
            </Fact>
            {footer.dealerSearch && (
              <Fact mark="dealer" title={t('home.trust.dealerTitle')}>
                <Link to={urls.cmsPage(storeView.storeCode, footer.dealerSearch)}>
                  {t('footer.dealerSearch')}
                </Link>
              </Fact>
            )}
          </>
        ) : (
          <>
            {standard && (
              <Fact
                mark="delivery"
                title={
                  standard.price_incl_tax === 0
                    ? t('home.trust.deliveryFree')
                    : t('home.trust.deliveryFrom', { price: price(standard.price_incl_tax, storeView) })
                }
              >
                {standard.title}
              </Fact>
            )}
            <Fact
              mark="returns"
              title={t(returns.statutory ? 'home.trust.returnsTitle' : 'home.trust.returnsTitleVoluntary', {
                days: returns.days,
              })}
            >
              {t('home.trust.returnsText')}
            </Fact>
            {payments.length > 0 && (
              <Fact mark="payment" title={t('home.trust.paymentTitle')}>
                {payments.map((method) => method.title).join(' · ')}
              </Fact>
            )}
          </>
        )}
      </ul>
    </section>
  );
}
