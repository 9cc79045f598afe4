import { useEffect, useState } from 'react';
import type { PricedFields } from '../../lib/catalog-types';
import { useTranslation } from '../../lib/i18n';
import { Price } from '../Price';

/**
 * On phones, once the page's own add-to-cart form has scrolled up out of view, a bar with the price and
 * an add-to-cart button stays at the bottom; it submits that form (its quantity, its checks). Fixed, so
 * showing it moves nothing; the CSS keeps it to narrow screens and gives the footer room below its last
 * links, so the bar never sits on them.
 */
export function StickyBuyBar({
  formId,
  name,
  product,
  disabled,
}: {
  formId: string;
  name: string;
  product: Pick<PricedFields, 'final_price_incl_tax' | 'original_price_incl_tax' | 'special_price_incl_tax'>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!form || typeof IntersectionObserver === 'undefined') return;
    // The area watched runs from under the sticky header (a form beneath it is out of view) to far below
    // the page, so the form leaves it only upwards, and a jump (an anchor, a restored scroll) counts too.
    const top = Math.round(document.querySelector('.site-header')?.getBoundingClientRect().height ?? 0);
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setShown(!entry.isIntersecting);
      },
      { rootMargin: `-${top}px 0px 100000px 0px` },
    );
    observer.observe(form);
    return () => observer.disconnect();
  }, [formId]);
  return (
    <div className="buy-bar" data-shown={shown} aria-hidden={!shown} inert={!shown}>
      <div className="buy-bar-text">
        <span className="buy-bar-name">{name}</span>
        <Price product={product} />
      </div>
      <button type="submit" form={formId} className="button button-primary" disabled={disabled}>
        {t('product.addToCart')}
      </button>
    </div>
  );
}
