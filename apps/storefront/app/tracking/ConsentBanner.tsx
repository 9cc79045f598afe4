import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { urls } from '../lib/urls';
import { useStore } from '../lib/use-store';
import {
  CONSENT_SETTINGS_PARAM,
  consentState,
  INITIAL_CONSENT_STATE,
  openConsentSettings,
  rememberConsentChoice,
  subscribeToConsent,
  type TrackingSettings,
  trackingConsent,
} from './consent';
import { applyConsentChoice, startTagManager } from './data-layer';

function useConsentState() {
  return useSyncExternalStore(subscribeToConsent, consentState, () => INITIAL_CONSENT_STATE);
}

/** The page's URL without the settings parameter: where a plain form post comes back to. */
function returnPathOf(location: { pathname: string; search: string }): string {
  const search = new URLSearchParams(location.search);
  search.delete(CONSENT_SETTINGS_PARAM);
  const query = search.toString();
  return query ? `${location.pathname}?${query}` : location.pathname;
}

/**
 * The tracking consent banner of the default and minimal layouts: a labelled region at the top of the page,
 * in the page's flow (it covers nothing and traps nothing), shown while the shopper has not chosen and when
 * they open 'Cookie settings'. Accept and reject are the submit buttons of one form posted to
 * /{store}/consent, so they work without JavaScript (the post comes back to this page, the banner gone);
 * with it the choice applies at once and is saved in the background, the page stays.
 */
export function ConsentBanner({ settings }: { settings: TrackingSettings }) {
  const { t } = useTranslation();
  const { storeView, footer } = useStore();
  const store = storeView.storeCode;
  const location = useLocation();
  const state = useConsentState();
  const title = useRef<HTMLHeadingElement>(null);
  const visible = state.open ?? (settings.consent === null || settings.reviewing);
  const current = state.chosen ?? settings.consent;

  // After hydration, off its path: a granted consent loads the container (startTagManager waits for idle).
  useEffect(() => {
    if (settings.containerId && trackingConsent() === 'granted') startTagManager(settings.containerId);
  }, [settings.containerId]);
  // Opened from the footer: the focus goes to the banner, which is at the top of the page.
  useEffect(() => {
    if (state.open) title.current?.focus();
  }, [state.open]);

  if (!visible) return null;
  const action = `/${store}/consent`;
  const fullText = (
    <>
      {t('consent.text')}{' '}
      {footer.privacy && <Link to={urls.cmsPage(store, footer.privacy)}>{t('footer.privacy')}</Link>}
    </>
  );
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const choice = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
    if (choice !== 'granted' && choice !== 'denied') return;
    event.preventDefault();
    const reopened = state.open === true;
    rememberConsentChoice(choice);
    applyConsentChoice(choice, settings.containerId);
    // Saved for the next pages; if this fails (offline), the choice holds for this page and is asked again.
    fetch(action, { method: 'POST', body: new URLSearchParams({ consent: choice, _data: '1' }) }).catch(
      () => {},
    );
    if (reopened) document.querySelector<HTMLElement>('[data-cookie-settings]')?.focus();
  };
  return (
    <section className="consent-banner" aria-labelledby="consent-title">
      <div className="container consent-row">
        <div className="consent-text">
          <h2 id="consent-title" ref={title} tabIndex={-1}>
            {t('consent.title')}
          </h2>
          {/* Phones get one sentence and the full text behind a disclosure, so the page is not hidden
              under the banner; wider screens show the full text (CSS picks, so no layout shift). */}
          <p className="consent-short">{t('consent.short')}</p>
          <details className="consent-details">
            <summary>{t('consent.details')}</summary>
            <p>{fullText}</p>
          </details>
          <p className="consent-full">{fullText}</p>
          {current && (
            <p className="hint">
              {t(current === 'granted' ? 'consent.currentGranted' : 'consent.currentDenied')}
            </p>
          )}
        </div>
        <form method="post" action={action} onSubmit={onSubmit} className="consent-actions">
          <input type="hidden" name="returnTo" value={returnPathOf(location)} />
          <button type="submit" name="consent" value="denied" className="button">
            {t('consent.reject')}
          </button>
          <button type="submit" name="consent" value="granted" className="button">
            {t('consent.accept')}
          </button>
        </form>
      </div>
    </section>
  );
}

/**
 * The footer's 'Cookie settings': opens the banner again. A link to this page with the settings parameter,
 * so it works without JavaScript too (the layout's loader shows the banner for it).
 */
export function CookieSettingsLink() {
  const { t } = useTranslation();
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  search.set(CONSENT_SETTINGS_PARAM, '');
  return (
    <a
      href={`${location.pathname}?${search}`}
      rel="nofollow"
      data-cookie-settings=""
      onClick={(event) => {
        event.preventDefault();
        openConsentSettings();
      }}
    >
      {t('consent.settings')}
    </a>
  );
}
