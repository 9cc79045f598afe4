import { phoneLink, returnsPolicyOf } from '@hortus/core';
import { Link } from 'react-router';
import type { FooterColumn } from '../lib/footer-columns';
import { useTranslation } from '../lib/i18n';
import { urls } from '../lib/urls';
import { useStore } from '../lib/use-store';
import { CookieSettingsLink } from '../tracking/ConsentBanner';

/**
 * The footer: the store's CMS pages in their columns (service, legal, company; catalogue-mode stores have no
 * sales pages), each column a navigation of its own, the shop's promise and the company that runs the shop
 * with its phone (the API's company record, as the imprint and the mails name it).
 */
export function Footer() {
  const { t } = useTranslation();
  const { storeView, footer, company } = useStore();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        {footer.columns.map((column) => (
          <FooterNavigation key={column.group} column={column} />
        ))}
        <div className="footer-bottom">
          {/* Catalog-mode stores sell nothing: no delivery or returns to promise. */}
          <p>
            {storeView.catalogMode
              ? t('footer.promiseCatalog')
              : t('footer.promise', { days: returnsPolicyOf(storeView).days })}
          </p>
          <p>
            {company.name} ·{' '}
            <span className="phone-number">
              {t('footer.phone')}{' '}
              <a className="footer-phone" href={phoneLink(company.phone)}>
                {company.phone}
              </a>
            </span>
          </p>
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}

function FooterNavigation({ column }: { column: FooterColumn }) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const store = storeView.storeCode;
  const headingId = `footer-${column.group}`;
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="footer-heading">
        {t(`footer.${column.group}`)}
      </h2>
      <ul className="footer-links">
        {column.links.map((link) => (
          <li key={link.key}>
            <Link to={urls.cmsPage(store, link.identifier)}>{link.label}</Link>
          </li>
        ))}
        {column.group === 'legal' && (
          <li>
            <CookieSettingsLink />
          </li>
        )}
        {column.group === 'company' && (
          <>
            <li>
              <Link to={urls.blogList(store)}>{t('footer.blog')}</Link>
            </li>
            <li>
              <Link to={`/${store}/newsletter`}>{t('account.newsletter')}</Link>
            </li>
          </>
        )}
      </ul>
    </nav>
  );
}
