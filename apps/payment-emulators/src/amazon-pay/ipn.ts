import { randomUUID, sign } from 'node:crypto';
import type { SigningCertificate } from './certificate';
import type { IpnObjectType } from './state';

/**
 * Amazon's documented retries: every hour for 14 days (IPN response page; facts 2.5; the v2 schedule is
 * unconfirmed).
 */
export const DEFAULT_IPN_RETRY_DELAYS_MS: readonly number[] = Array.from(
  { length: 14 * 24 },
  () => 60 * 60 * 1000,
);

/** The attempts kept for `deliveries`, so a long-running emulator (npm start, benchmarks) stays small. */
const KEPT_DELIVERIES = 10_000;

/** How long SNS waits for the merchant's endpoint before it counts the attempt as failed. */
const DELIVERY_TIMEOUT_MS = 15_000;

/** The keys of an SNS Notification that are signed, in order (AWS "Verifying the signatures"; facts 2.5). */
const SIGNED_KEYS = ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'] as const;

export interface IpnDelivery {
  messageId: string;
  objectType: IpnObjectType;
  objectId: string;
  /** 1 for the first attempt. */
  attempt: number;
  /**
   * delivered: 2xx; refused: another 4xx (not retried); failed: 5xx, other status or no answer in time
   * (retried); unreachable: no connection (not retried, as Amazon documents); dropped: made to fail by
   * `failNextIpnDeliveries` (retried).
   */
  outcome: 'delivered' | 'refused' | 'failed' | 'unreachable' | 'dropped';
  status: number | null;
  at: Date;
}

export interface IpnSettings {
  /** The merchant's IPN endpoint (Seller Central's setting); null sends nothing. */
  targetUrl: string | null;
  retryDelaysMs: readonly number[];
  merchantId: string;
  topicArn: string;
  signingCertUrl: string;
  certificate: SigningCertificate;
  now(): Date;
}

/** The SNS string to sign: `Key\nValue\n` for each signed key present, in SNS's order. */
function snsStringToSign(envelope: Record<string, string>): string {
  return SIGNED_KEYS.filter((key) => envelope[key] !== undefined)
    .map((key) => `${key}\n${envelope[key]}\n`)
    .join('');
}

/**
 * Sends IPNs as Amazon does: the IPN JSON inside an SNS Notification, signed with SignatureVersion 1
 * (SHA1withRSA) by the certificate at SigningCertURL, posted as text/plain, and retried on failure.
 */
export class IpnNotifier {
  readonly deliveries: IpnDelivery[] = [];
  private dropNext = 0;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly settings: IpnSettings) {}

  /** The next `count` attempts fail as if the network lost them; each is retried on the schedule. */
  failNext(count: number): void {
    this.dropNext += count;
  }

  notify(objectType: IpnObjectType, objectId: string, chargePermissionId: string): void {
    if (!this.settings.targetUrl) return;
    const message = JSON.stringify({
      MerchantID: this.settings.merchantId,
      ObjectType: objectType,
      ObjectId: objectId,
      ChargePermissionId: chargePermissionId,
      NotificationType: 'STATE_CHANGE',
      NotificationId: randomUUID(),
      NotificationVersion: 'V2',
    });
    const envelope: Record<string, string> = {
      Type: 'Notification',
      MessageId: randomUUID(),
      TopicArn: this.settings.topicArn,
      Message: message,
      Timestamp: this.settings.now().toISOString(),
      SignatureVersion: '1',
      SigningCertURL: this.settings.signingCertUrl,
      UnsubscribeURL: `${this.settings.signingCertUrl.replace(/\/[^/]*$/, '')}/?Action=Unsubscribe`,
    };
    envelope.Signature = sign(
      'sha1',
      Buffer.from(snsStringToSign(envelope), 'utf8'),
      this.settings.certificate.privateKey,
    ).toString('base64');
    this.attempt(envelope, { objectType, objectId }, 1);
  }

  /** Resolves when no attempt is on the wire (scheduled retries are not waited for). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private attempt(
    envelope: Record<string, string>,
    object: { objectType: IpnObjectType; objectId: string },
    attempt: number,
  ) {
    const sending = this.deliver(envelope).then(({ outcome, status }) => {
      this.deliveries.push({
        messageId: envelope.MessageId ?? '',
        ...object,
        attempt,
        outcome,
        status,
        at: this.settings.now(),
      });
      if (this.deliveries.length > KEPT_DELIVERIES) this.deliveries.shift();
      const delay = this.settings.retryDelaysMs[attempt - 1];
      if ((outcome === 'failed' || outcome === 'dropped') && delay !== undefined) {
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          this.attempt(envelope, object, attempt + 1);
        }, delay);
        timer.unref();
        this.timers.add(timer);
      }
    });
    this.inFlight.add(sending);
    void sending.finally(() => this.inFlight.delete(sending));
  }

  private async deliver(envelope: Record<string, string>): Promise<Pick<IpnDelivery, 'outcome' | 'status'>> {
    if (this.dropNext > 0) {
      this.dropNext -= 1;
      return { outcome: 'dropped', status: null };
    }
    try {
      const response = await fetch(this.settings.targetUrl ?? '', {
        method: 'POST',
        headers: {
          'content-type': 'text/plain; charset=UTF-8',
          'x-amz-sns-message-type': 'Notification',
          'x-amz-sns-message-id': envelope.MessageId ?? '',
          'x-amz-sns-topic-arn': envelope.TopicArn ?? '',
          'user-agent': 'Amazon Simple Notification Service Agent',
        },
        body: JSON.stringify(envelope),
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      const { status } = response;
      if (status >= 200 && status < 300) return { outcome: 'delivered', status };
      if (status >= 400 && status < 500) return { outcome: 'refused', status };
      return { outcome: 'failed', status };
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      return { outcome: timedOut ? 'failed' : 'unreachable', status: null };
    }
  }
}
