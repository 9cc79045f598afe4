/**
 * The tag manager container of the shop: `GTM_ID` ('GTM-XXXXXXX'), unset by default. Read once by the
 * storefront server (its CSP) and by the layouts' loaders (the page loads the container after consent).
 * A value that is not a container id is ignored, so it can never reach a script URL or the CSP as
 * something else.
 */
export function tagManagerIdFrom(env: Record<string, string | undefined>): string | null {
  const id = env.GTM_ID?.trim();
  return id && /^GTM-[A-Z0-9]{1,20}$/.test(id) ? id : null;
}

export const TAG_MANAGER_ID = tagManagerIdFrom(process.env);

/**
 * What the page's CSP must allow for the tag manager and its GA4 tag (Google's "Use Tag Manager with a
 * Content Security Policy": the container script, GA4's script, images and collection requests). Only
 * added when a container is configured; tags beyond GA4 in the container (Ads, Floodlight) need their own.
 */
export const TAG_MANAGER_CSP = {
  scriptSrc: ['https://*.googletagmanager.com'],
  imgSrc: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connectSrc: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    'https://www.google.com',
  ],
} as const;
