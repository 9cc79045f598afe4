import { cachePurges, PURGE_EVERYTHING } from '@hortus/api-contract';
import type { Logger } from 'pino';

/** What the cache hears from the API: tags to purge, everything, and whether it hears at all. */
export interface PurgeHandlers {
  purge(tags: string[]): void;
  /** Purges may have been missed (the stream was lost or is new): nothing kept can be trusted. */
  purgeEverything(): void;
  /** The stream is open (true) or lost (false); a cache that cannot hear purges must not answer. */
  listening(open: boolean): void;
}

const RETRY_MS = [250, 1000, 5000];

/**
 * Listens to the API's purge stream (API contract `cachePurges`) for as long as the server runs, opening
 * it again whenever it is lost (the API restarting, a load balancer switching). Answers the stop.
 */
export function listenToPurges(
  apiUrl: string,
  token: string,
  handlers: PurgeHandlers,
  log: Pick<Logger, 'warn'>,
): () => void {
  let stopped = false;
  let controller: AbortController | undefined;
  let failures = 0;
  const url = new URL(cachePurges.path, apiUrl);

  const read = async (): Promise<void> => {
    controller = new AbortController();
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    if (response.status !== 200 || !response.body) {
      await response.body?.cancel();
      throw new Error(`the API answered the purge stream with ${response.status}`);
    }
    failures = 0;
    handlers.purgeEverything();
    handlers.listening(true);
    let buffer = '';
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
        buffer = buffer.slice(end + 2);
        if (data === PURGE_EVERYTHING) handlers.purgeEverything();
        else if (data) handlers.purge(data.split(' '));
      }
    }
  };

  const loop = async () => {
    while (!stopped) {
      try {
        await read();
      } catch (error) {
        if (stopped) return;
        if (failures === 0)
          log.warn(
            { err: error },
            'the output cache lost the purge stream; pages are not cached until it is back',
          );
      }
      handlers.listening(false);
      handlers.purgeEverything();
      if (stopped) return;
      const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)];
      failures += 1;
      await new Promise((resolve) => setTimeout(resolve, wait).unref());
    }
  };
  void loop();
  return () => {
    stopped = true;
    controller?.abort();
  };
}
