import { type Consent, hasTrackingConsent } from './consent';

/**
 * window.dataLayer, the tag manager's queue, and nothing else: written only while the shopper grants
 * tracking consent (checked when an entry is queued and again when the queue goes out), so without consent
 * the page has no dataLayer at all and no tag is loaded. The tag manager script loads only after consent
 * and only when a container is configured (GTM_ID), i.e. Consent Mode's "basic" implementation.
 *
 * Entries go out when the browser is idle (at most a second later), never inside hydration or a click
 * handler: with the tag manager loaded, a push runs its tags synchronously.
 */
type DataLayerEntry = object;

interface TrackingWindow {
  dataLayer?: DataLayerEntry[];
}

/** The Consent Mode v2 signals this one consent stands for (facts 4.3): measurement and ads alike. */
const CONSENT_SIGNALS = ['ad_storage', 'analytics_storage', 'ad_user_data', 'ad_personalization'] as const;
/** How long tags wait for the update after the default (facts 4.3); the update follows at once here. */
const WAIT_FOR_UPDATE_MS = 500;
const TAG_MANAGER_URL = 'https://www.googletagmanager.com/gtm.js';

function consentSignals(value: Consent): Record<(typeof CONSENT_SIGNALS)[number], Consent> {
  return Object.fromEntries(CONSENT_SIGNALS.map((signal) => [signal, value])) as Record<
    (typeof CONSENT_SIGNALS)[number],
    Consent
  >;
}

/**
 * A gtag() command as the tag manager reads it from the dataLayer: an Arguments object (Google's
 * `function gtag(){dataLayer.push(arguments);}`); an array with the same values is ignored by it.
 */
export function gtagCommand(..._values: unknown[]): IArguments {
  // biome-ignore lint/complexity/noArguments: the tag manager recognises gtag commands by their type, Arguments
  return arguments;
}

let queued: Array<DataLayerEntry | (() => void)> = [];
let scheduled = false;
/** The Consent Mode default and update went out on this page. */
let consentSent = false;
let tagManagerRequested = false;

function dataLayer(): DataLayerEntry[] {
  const page = globalThis as TrackingWindow;
  page.dataLayer ??= [];
  return page.dataLayer;
}

/** Google's order (facts 4.3): the default ('denied') before any tag or event, then the shopper's update. */
function sendConsentOnce(layer: DataLayerEntry[]): void {
  if (consentSent) return;
  consentSent = true;
  layer.push(
    gtagCommand('consent', 'default', { ...consentSignals('denied'), wait_for_update: WAIT_FOR_UPDATE_MS }),
  );
  layer.push(gtagCommand('consent', 'update', consentSignals('granted')));
}

function flush(): void {
  scheduled = false;
  const entries = queued;
  queued = [];
  // Consent withdrawn since these were queued: they are dropped, not sent.
  if (!hasTrackingConsent() || entries.length === 0) return;
  const layer = dataLayer();
  sendConsentOnce(layer);
  for (const entry of entries) {
    if (typeof entry === 'function') entry();
    else layer.push(entry);
  }
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(flush, { timeout: 1000 });
  else setTimeout(flush, 0);
}

/** Queues entries for the dataLayer, in order; nothing at all without tracking consent. */
export function pushToDataLayer(...entries: Array<DataLayerEntry | (() => void)>): void {
  if (!hasTrackingConsent()) return;
  queued.push(...entries);
  schedule();
}

/**
 * Loads the tag manager container `containerId` once per page, after the consent commands. The script
 * gets the nonce of the page's scripts, which the tag manager copies to the scripts it adds (Google's
 * nonce-aware snippet); the storefront's CSP allows the tag manager's origins only when GTM_ID is set.
 */
export function startTagManager(containerId: string): void {
  if (tagManagerRequested || !hasTrackingConsent()) return;
  tagManagerRequested = true;
  pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' }, () => {
    const script = document.createElement('script');
    script.async = true;
    script.src = `${TAG_MANAGER_URL}?id=${encodeURIComponent(containerId)}`;
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    if (nonce) script.nonce = nonce;
    document.head.append(script);
  });
}

/**
 * A choice made on this page: a grant starts tracking (and the container, when one is configured); a
 * withdrawal tells the tags already loaded that consent is gone, and drops what was still queued.
 */
export function applyConsentChoice(choice: Consent, containerId: string | null): void {
  if (choice === 'granted') {
    if (containerId) startTagManager(containerId);
    return;
  }
  queued = [];
  if (consentSent) dataLayer().push(gtagCommand('consent', 'update', consentSignals('denied')));
}
