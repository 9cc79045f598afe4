import { notification } from './wire';

/**
 * What a webhook said, once checked: only which payment to fetch again (null for events about types or
 * customers). A refused one names why, for the log and for the answer (403 for a foreign key, as Unzer's
 * own Shopware plugin does).
 */
export type UnzerWebhookReading =
  | { accepted: true; event: string; paymentId: string | null }
  | { accepted: false; reason: 'malformed' | 'foreign_public_key' | 'foreign_host' };

const PAYMENT_ID = /^[sp]-pay-[A-Za-z0-9]+$/;

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Reads an Unzer notification (`{event, publicKey, retrieveUrl, paymentId}` sent as text/plain, facts 1.5).
 * Unzer signs nothing, so the reading believes nothing: the public key must be the shop's, the
 * `retrieveUrl` must point at the configured API host (a forged URL must never be fetched), and all it
 * gives back is the payment id, which the caller fetches with `getPayment` and acts on the state it gets.
 */
export function readUnzerWebhook(
  bodyText: string,
  expected: { publicKey: string; baseUrl: string },
): UnzerWebhookReading {
  const parsed = notification.safeParse(parsedJson(bodyText));
  if (!parsed.success) return { accepted: false, reason: 'malformed' };
  const { event, publicKey, retrieveUrl, paymentId } = parsed.data;
  if (publicKey !== expected.publicKey) return { accepted: false, reason: 'foreign_public_key' };
  let url: URL;
  try {
    url = new URL(retrieveUrl);
  } catch {
    return { accepted: false, reason: 'malformed' };
  }
  const api = new URL(expected.baseUrl);
  if (url.protocol !== api.protocol || url.host !== api.host || url.username || url.password) {
    return { accepted: false, reason: 'foreign_host' };
  }
  const fromUrl = /^\/v1\/payments\/([^/]+)/.exec(url.pathname)?.[1];
  if (fromUrl && paymentId && fromUrl !== paymentId) return { accepted: false, reason: 'malformed' };
  const id = fromUrl ?? paymentId ?? null;
  if (id !== null && !PAYMENT_ID.test(id)) return { accepted: false, reason: 'malformed' };
  return { accepted: true, event, paymentId: id };
}
