import { refusal } from './errors';
import type { Json } from './http';

/** One attempt to deliver a notification, as the test hooks list them. */
export interface WebhookDelivery {
  url: string;
  event: string;
  body: string;
  attempt: number;
  outcome: 'delivered' | 'failed';
  /** The receiver's HTTP status, when it answered. */
  status?: number;
  at: Date;
}

export interface WebhookRegistration {
  id: string;
  url: string;
  event: string;
}

export interface WebhookSettings {
  publicKey: string;
  /** Delays before each retry of a failed delivery; after the last one the notification is given up. */
  retryDelaysMs: readonly number[];
  /** How long a receiver may take to answer 200 before the attempt counts as failed. */
  timeoutMs: number;
  now: () => Date;
  newId: () => string;
}

/** Event names Unzer registers (facts 1.5); a registration for `payment` covers every `payment.*`. */
const EVENTS = new Set([
  'all',
  'types',
  'customer',
  'customer.created',
  'customer.deleted',
  'customer.updated',
  'chargeback',
  'shipment',
  ...['authorize', 'charge'].flatMap((kind) =>
    ['', '.succeeded', '.failed', '.pending', '.canceled', '.expired', '.resumed'].map(
      (end) => `${kind}${end}`,
    ),
  ),
  ...['', '.pending', '.completed', '.canceled', '.partly', '.payment_review', '.chargeback'].map(
    (end) => `payment${end}`,
  ),
]);

const MAX_KEPT_DELIVERIES = 10_000;

function covers(registered: string, event: string): boolean {
  return registered === 'all' || registered === event || event.startsWith(`${registered}.`);
}

/**
 * The merchant's webhooks (`/v1/webhooks`) and their delivery as Unzer does it (facts 1.5): a POST of
 * `{event, publicKey, retrieveUrl, paymentId}` as text/plain with no signature, once per registered URL,
 * resent on the retry schedule until the receiver answers 200 in time.
 */
export function createWebhooks(settings: WebhookSettings) {
  const registrations = new Map<string, WebhookRegistration>();
  const deliveries: WebhookDelivery[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let inFlight = 0;
  let failuresToForce = 0;
  let waiters: Array<() => void> = [];

  const settleIfIdle = () => {
    if (inFlight > 0 || timers.size > 0) return;
    for (const resolve of waiters) resolve();
    waiters = [];
  };

  async function attempt(url: string, event: string, body: string, attemptNumber: number): Promise<void> {
    let status: number | undefined;
    if (failuresToForce > 0) {
      failuresToForce -= 1;
    } else {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'text/plain; charset=utf-8' },
          body,
          signal: AbortSignal.timeout(settings.timeoutMs),
          redirect: 'manual',
        });
        status = response.status;
        await response.body?.cancel();
      } catch {
        // No answer in time or no connection: a failed attempt, retried like a non-200 answer.
      }
    }
    const delivered = status === 200;
    // A long-running emulator (npm start, benchmarks) keeps the recent attempts only.
    if (deliveries.length >= MAX_KEPT_DELIVERIES)
      deliveries.splice(0, deliveries.length - MAX_KEPT_DELIVERIES + 1);
    deliveries.push({
      url,
      event,
      body,
      attempt: attemptNumber,
      outcome: delivered ? 'delivered' : 'failed',
      ...(status === undefined ? {} : { status }),
      at: settings.now(),
    });
    const delay = settings.retryDelaysMs[attemptNumber - 1];
    if (delivered || delay === undefined) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      send(url, event, body, attemptNumber + 1);
    }, delay);
    timers.add(timer);
  }

  function send(url: string, event: string, body: string, attemptNumber: number): void {
    inFlight += 1;
    void attempt(url, event, body, attemptNumber).finally(() => {
      inFlight -= 1;
      settleIfIdle();
    });
  }

  return {
    deliveries,

    register(url: string, events: string[]): WebhookRegistration[] {
      for (const event of events) {
        if (!EVENTS.has(event)) throw refusal.invalidRequest(`The webhook event ${event} is unknown.`);
        if ([...registrations.values()].some((known) => known.url === url && known.event === event)) {
          throw refusal.webhookEventRegistered(event);
        }
      }
      return events.map((event) => {
        const registration = { id: settings.newId(), url, event };
        registrations.set(registration.id, registration);
        return registration;
      });
    },

    list: (): WebhookRegistration[] => [...registrations.values()],

    get(id: string): WebhookRegistration {
      const registration = registrations.get(id);
      if (!registration) throw refusal.webhookNotFound();
      return registration;
    },

    remove(id: string): WebhookRegistration {
      const registration = registrations.get(id);
      if (!registration) throw refusal.webhookNotFound();
      registrations.delete(id);
      return registration;
    },

    removeAll(): WebhookRegistration[] {
      const removed = [...registrations.values()];
      registrations.clear();
      return removed;
    },

    /** Notifies every URL registered for the event (once per URL, however many of its events cover it). */
    emit(event: string, retrieveUrl: string, paymentId?: string): void {
      const urls = new Set(
        [...registrations.values()].filter((known) => covers(known.event, event)).map((known) => known.url),
      );
      const notification: Json = { event, publicKey: settings.publicKey, retrieveUrl };
      if (paymentId) notification.paymentId = paymentId;
      const body = JSON.stringify(notification);
      for (const url of urls) send(url, event, body, 1);
    },

    /** Makes the next `count` attempts fail as if the receiver could not be reached. */
    failNext(count: number): void {
      failuresToForce += count;
    },

    /** Resolves once no delivery is under way and no retry is waiting. */
    settled(): Promise<void> {
      return new Promise((resolve) => {
        waiters.push(resolve);
        settleIfIdle();
      });
    },

    close(): void {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      settleIfIdle();
    },
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
