/**
 * The payment benchmark's Unzer: the real emulator (`@hortus/payment-emulators`) in a process of its own, as
 * a provider is a system of its own, with a stopwatch on its door. Node's HTTP server diagnostics channels
 * time each request the emulator serves (from the request's head arriving to the answer's end), so the
 * benchmark can tell the provider's time from the shop's; the answers of customer and charge calls are
 * read for the ids that tie a call to the benchmark's order (the card type it made, the payment Unzer
 * made). Its webhook deliveries (fetch, i.e. undici) are timed through undici's channels: the shop's
 * notification route as the provider sees it. The emulator's code is not touched.
 *
 * Started by run.ts (`fork`, IPC): the keys come in the environment, it answers `{ ready, url }`, and on
 * `{ ask: 'timings' }` sends every timed request, on `{ ask: 'settled' }` waits until no webhook is under
 * way or waiting for its retry.
 */
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { startUnzerEmulator } from '@hortus/payment-emulators';

/** One request the emulator served, on the wall clock in ms (`performance.timeOrigin + performance.now()`). */
export interface ProviderTiming {
  kind: string;
  start: number;
  end: number;
  status: number;
  /** Ids of the call: a customer's (its answer), a charge's payment, customer and card type, a read's payment. */
  ids?: { customerId?: string; paymentId?: string; typeId?: string };
}

export type ProviderAsk = { ask: 'timings' | 'settled' };

const now = () => performance.timeOrigin + performance.now();

/** What a request of the emulator is, by method and path (the ids left out). */
function kindOf(method: string, path: string): string {
  if (path.startsWith('/v1/redirect/')) return `${method} buyer page`;
  if (/^\/v1\/payments\/[^/]+$/.test(path) && method === 'GET') return 'GET payment';
  if (path === '/v1/payments/charges') return 'POST charge';
  if (path === '/v1/customers') return `${method} customer`;
  if (/^\/v1\/customers\//.test(path)) return `${method} customer`;
  if (/^\/v1\/types\/[a-z-]+$/.test(path) && method === 'POST') return 'POST card type';
  return `${method} ${path.replace(/\/[sp]-[a-z]+-\w+/g, '/:id')}`;
}

const timings: ProviderTiming[] = [];
const open = new WeakMap<ServerResponse, ProviderTiming>();

subscribe('http.server.request.start', (message) => {
  const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  const timing: ProviderTiming = {
    kind: kindOf(request.method ?? '', path),
    start: now(),
    end: 0,
    status: 0,
  };
  open.set(response, timing);
  if (timing.kind === 'GET payment') timing.ids = { paymentId: path.split('/').at(-1) ?? '' };
  if (timing.kind === 'POST customer' || timing.kind === 'POST charge') {
    // The answer is one `end(body)` (the emulator's sendJson): its ids are kept, the answer is unchanged.
    const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
    response.end = ((...args: unknown[]) => {
      if (typeof args[0] === 'string') timing.ids = idsOf(args[0]);
      return end(...args);
    }) as typeof response.end;
  }
});

/** Webhook deliveries: the emulator's only requests of its own (fetch to the registered URL). */
const deliveries = new WeakMap<object, ProviderTiming>();
subscribe('undici:request:create', (message) => {
  const { request } = message as { request: object };
  deliveries.set(request, { kind: 'webhook delivery', start: now(), end: 0, status: 0 });
});
/** A timed request is over: its answer's status (0: none came), kept for the benchmark. */
function finished(timing: ProviderTiming | undefined, status: number) {
  if (!timing) return;
  timing.end = now();
  timing.status = status;
  timings.push(timing);
}
subscribe('undici:request:headers', (message) => {
  const { request, response } = message as { request: object; response: { statusCode: number } };
  finished(deliveries.get(request), response.statusCode);
});
subscribe('undici:request:error', (message) => {
  finished(deliveries.get((message as { request: object }).request), 0);
});
subscribe('http.server.response.finish', (message) => {
  const { response } = message as { response: ServerResponse };
  finished(open.get(response), response.statusCode);
});

function idsOf(body: string): ProviderTiming['ids'] {
  try {
    const answer = JSON.parse(body) as {
      id?: string;
      resources?: { customerId?: string; paymentId?: string; typeId?: string };
    };
    if (answer.resources)
      return {
        ...(answer.resources.customerId ? { customerId: answer.resources.customerId } : {}),
        ...(answer.resources.paymentId ? { paymentId: answer.resources.paymentId } : {}),
        ...(answer.resources.typeId ? { typeId: answer.resources.typeId } : {}),
      };
    return answer.id ? { customerId: answer.id } : {};
  } catch {
    return {};
  }
}

const unzer = await startUnzerEmulator({
  privateKey: process.env.UNZER_PRIVATE_KEY ?? '',
  publicKey: process.env.UNZER_PUBLIC_KEY ?? '',
  // A failed delivery is tried again within the benchmark's drain, not after Unzer's minutes.
  webhookRetryDelaysMs: [250, 1_000, 3_000],
  // No amount declines by its cents: every payment of the load is one the buyer can complete.
  declinedCents: null,
});

process.on('message', (message: ProviderAsk) => {
  if (message.ask === 'timings') process.send?.({ timings });
  if (message.ask === 'settled') void unzer.webhooksSettled().then(() => process.send?.({ settled: true }));
});
process.once('SIGTERM', () => void unzer.close().then(() => process.exit(0)));
process.send?.({ ready: true, url: unzer.url });
