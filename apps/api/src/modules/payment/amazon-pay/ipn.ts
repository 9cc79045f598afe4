import { verify, X509Certificate } from 'node:crypto';
import { z } from 'zod';
import { AmazonPayUnavailable } from './errors';

/** SNS's certificate hosts (the AWS SDK's message validator and the WooCommerce plugin; facts 2.5). */
const SNS_CERTIFICATE_HOST = /^sns\.[a-zA-Z0-9-]{3,}\.amazonaws\.com(\.cn)?$/;

/** The keys of an SNS Notification that are signed, in order (AWS "Verifying the signatures"). */
const SIGNED_KEYS = ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'] as const;

/** Signature version 1 is SHA1withRSA, version 2 SHA256withRSA (same AWS page). */
const DIGESTS: Record<string, string> = { '1': 'sha1', '2': 'sha256' };

/** A handful of signing certificates is all SNS uses at a time; the cache never grows past this. */
const CERTIFICATE_CACHE_SIZE = 8;

const envelopeSchema = z.object({
  Type: z.literal('Notification'),
  MessageId: z.string(),
  TopicArn: z.string(),
  Subject: z.string().optional(),
  Message: z.string(),
  Timestamp: z.string(),
  SignatureVersion: z.string(),
  Signature: z.string(),
  SigningCertURL: z.string(),
});

/** The IPN inside `Message` (IPN schema of Amazon's IPN page; facts 2.5). */
const messageSchema = z.object({
  MerchantID: z.string(),
  ObjectType: z.enum(['CHARGE_PERMISSION', 'CHARGE', 'REFUND', 'CHARGEBACK']),
  ObjectId: z.string(),
  ChargePermissionId: z.string(),
  NotificationType: z.enum(['STATE_CHANGE', 'ATTRIBUTE_CHANGE']),
  NotificationId: z.string(),
  NotificationVersion: z.literal('V2'),
});

/** What an IPN says changed: only which object, to be read again from Amazon; its state is not in it. */
export interface IpnNotification {
  objectType: z.output<typeof messageSchema>['ObjectType'];
  objectId: string;
  chargePermissionId: string;
  notificationType: z.output<typeof messageSchema>['NotificationType'];
  notificationId: string;
  /** SNS's id of the message: the same on every retry of one notification. */
  messageId: string;
}

export type IpnReading = { ok: true; notification: IpnNotification } | { ok: false; reason: string };

export interface IpnReaderOptions {
  merchantId: string;
  /** Origins besides SNS's hosts whose certificates are trusted: the emulator's, in development and tests. */
  certificateOrigins: readonly string[];
  timeoutMs: number;
  now(): Date;
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Reads an IPN as Amazon asks (IPN page, "verify the SNS signature"): an SNS Notification whose
 * SigningCertURL is https on an SNS host (or a configured origin), whose certificate is valid now and
 * verifies the signature over SNS's string to sign, and whose message is a V2 IPN for this merchant. The
 * answer names the object to fetch again; nothing else in the IPN is believed. A certificate that cannot
 * be fetched throws AmazonPayUnavailable, so the endpoint can answer 5xx and SNS delivers again.
 */
export function createIpnReader(options: IpnReaderOptions): (bodyText: string) => Promise<IpnReading> {
  const certificates = new Map<string, X509Certificate>();

  function isTrustedCertificateUrl(text: string): boolean {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return false;
    }
    if (!url.pathname.endsWith('.pem') || url.username || url.password) return false;
    if (options.certificateOrigins.includes(url.origin)) return true;
    return url.protocol === 'https:' && url.port === '' && SNS_CERTIFICATE_HOST.test(url.hostname);
  }

  async function certificateAt(url: string): Promise<X509Certificate | null> {
    const cached = certificates.get(url);
    if (cached) return cached;
    let pem: string;
    try {
      const response = await fetch(url, {
        redirect: 'error',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      // No certificate at that address (a 4xx): the message names one SNS never made, and is refused.
      // Only a host that cannot answer now (a 5xx, no connection) makes SNS deliver it again.
      if (response.status >= 400 && response.status < 500) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok)
        throw new AmazonPayUnavailable(
          'server',
          response.status,
          'the IPN signing certificate could not be fetched',
        );
      pem = await response.text();
    } catch (error) {
      if (error instanceof AmazonPayUnavailable) throw error;
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new AmazonPayUnavailable(
        timedOut ? 'timeout' : 'network',
        null,
        'the IPN signing certificate could not be fetched',
      );
    }
    let certificate: X509Certificate;
    try {
      certificate = new X509Certificate(pem);
    } catch {
      return null;
    }
    if (certificates.size >= CERTIFICATE_CACHE_SIZE) certificates.clear();
    certificates.set(url, certificate);
    return certificate;
  }

  return async function readIpn(bodyText) {
    const envelope = envelopeSchema.safeParse(parsedJson(bodyText));
    if (!envelope.success) return { ok: false, reason: 'not an SNS notification' };
    const sns = envelope.data;
    const digest = DIGESTS[sns.SignatureVersion];
    if (!digest) return { ok: false, reason: `unknown SignatureVersion ${sns.SignatureVersion}` };
    if (!isTrustedCertificateUrl(sns.SigningCertURL))
      return { ok: false, reason: 'SigningCertURL is not an SNS certificate' };
    const certificate = await certificateAt(sns.SigningCertURL);
    if (!certificate) return { ok: false, reason: 'SigningCertURL holds no certificate' };
    const now = options.now().getTime();
    if (now < Date.parse(certificate.validFrom) || now > Date.parse(certificate.validTo)) {
      return { ok: false, reason: 'the signing certificate is not valid now' };
    }
    const signed = SIGNED_KEYS.filter((key) => sns[key] !== undefined)
      .map((key) => `${key}\n${sns[key]}\n`)
      .join('');
    if (
      !verify(
        digest,
        Buffer.from(signed, 'utf8'),
        certificate.publicKey,
        Buffer.from(sns.Signature, 'base64'),
      )
    ) {
      return { ok: false, reason: 'the SNS signature does not verify' };
    }
    const message = messageSchema.safeParse(parsedJson(sns.Message));
    if (!message.success) return { ok: false, reason: 'the message is not a V2 IPN' };
    if (message.data.MerchantID !== options.merchantId)
      return { ok: false, reason: 'the IPN is for another merchant' };
    return {
      ok: true,
      notification: {
        objectType: message.data.ObjectType,
        objectId: message.data.ObjectId,
        chargePermissionId: message.data.ChargePermissionId,
        notificationType: message.data.NotificationType,
        notificationId: message.data.NotificationId,
        messageId: sns.MessageId,
      },
    };
  };
}
