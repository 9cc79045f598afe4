/**
 * The shopper's tracking consent (spec 9: "Tracking is registered only with tracking consent (a cookie
 * value)"). The cookie is written by the consent route (routes/consent.ts) and read by the server, so the
 * page knows the choice at render time, and by the page's scripts at the moment they would track, so an
 * event never depends on which component's effect ran first. It is not HttpOnly for that reason: it holds
 * nothing but the choice.
 */
export const CONSENT_COOKIE = 'hortus_consent';
export type Consent = 'granted' | 'denied';

/** A year, as the country and language cookies (payments spec 9). */
export const CONSENT_MAX_AGE_SECONDS = 31_536_000;

/** The query parameter of the footer's 'Cookie settings' link: the banner again, also without JavaScript. */
export const CONSENT_SETTINGS_PARAM = 'cookie-settings';

const CONSENT_VALUE = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=(granted|denied)(?:;|$)`);

/** The choice a Cookie header (or document.cookie) holds; anything but the two values is no choice. */
export function consentOf(cookies: string | null | undefined): Consent | null {
  const match = CONSENT_VALUE.exec(cookies ?? '');
  return match ? (match[1] as Consent) : null;
}

/** What the layouts' loaders tell the page about tracking (tracking/consent.server.ts, ConsentBanner). */
export interface TrackingSettings {
  /** The shopper's choice, null while undecided (the banner shows). */
  consent: Consent | null;
  /** The footer's 'Cookie settings' link was followed without JavaScript: the banner shows again. */
  reviewing: boolean;
  /** The tag manager container (GTM_ID), loaded after consent; null when none is configured. */
  containerId: string | null;
}

/** What the banner shows; `open` null means as the server rendered it. */
export interface ConsentState {
  /** The choice made on this page, before (or without) the cookie coming back. */
  chosen: Consent | null;
  open: boolean | null;
}

/** Also the server's snapshot, so hydration finds the state it rendered and renders nothing twice. */
export const INITIAL_CONSENT_STATE: ConsentState = { chosen: null, open: null };

let state = INITIAL_CONSENT_STATE;
const listeners = new Set<() => void>();

function update(next: ConsentState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function consentState(): ConsentState {
  return state;
}

export function subscribeToConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The shopper's choice as of now: the one made on this page, else the cookie's; null in the server. */
export function trackingConsent(): Consent | null {
  if (state.chosen) return state.chosen;
  return typeof document === 'undefined' ? null : consentOf(document.cookie);
}

export function hasTrackingConsent(): boolean {
  return trackingConsent() === 'granted';
}

/** The shopper chose on this page (the banner's buttons with JavaScript): the banner closes. */
export function rememberConsentChoice(choice: Consent): void {
  update({ chosen: choice, open: false });
}

/** The footer's 'Cookie settings' with JavaScript: the banner opens again. */
export function openConsentSettings(): void {
  update({ ...state, open: true });
}
