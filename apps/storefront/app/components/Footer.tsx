import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { urls } from '../lib/urls';
import { useStore } from '../lib/use-store';
import { CookieSettingsLink } from '../tracking/ConsentBanner';

export function Footer() {
  const { t } = useTranslation();
  const { storeView, footer } = useStore();
  const store = storeView.storeCode;
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <nav aria-label={t('a11y.footer')}>
          <h2 className="footer-heading">{t('footer.service')}</h2>
          <ul>
            {footer.contact && (
              <li>
                <Link to={urls.cmsPage(store, footer.contact)}>{t('footer.contact')}</Link>
              </li>
            )}
            {footer.dealerSearch && (
              <li>
                <Link to={urls.cmsPage(store, footer.dealerSearch)}>{t('footer.dealerSearch')}</Link>
              </li>
            )}
            {footer.privacy && (
              <li>
                <Link to={urls.cmsPage(store, footer.privacy)}>{t('footer.privacy')}</Link>
              </li>
            )}
            <li>
              <Link to={urls.blogList(store)}>{t('footer.blog')}</Link>
            </li>
            <li>
              <Link to={`/${store}/newsletter`}>{t('account.newsletter')}</Link>
            </li>
            <li>
              <CookieSettingsLink />
            </li>
          </ul>
        </nav>
        <div>
          {/* Catalog-mode stores sell nothing: no delivery or returns to promise. */}
          <p>{t(storeView.catalogMode ? 'footer.promiseCatalog' : 'footer.promise')}</p>
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
