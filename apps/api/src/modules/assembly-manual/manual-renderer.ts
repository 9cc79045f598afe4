import { Worker } from 'node:worker_threads';
import type { StoreCode } from '@hortus/core';
import type { ManualProduct } from './assembly-manual';

/** What the worker is asked to make, and what it answers. */
export interface ManualOrder {
  id: number;
  product: ManualProduct;
  storeCode: StoreCode;
}
export type ManualResult = { id: number; pdf: Uint8Array } | { id: number; error: string };

export interface ManualRenderer {
  /** Whether `limit` manuals are already being made or waiting: the caller answers 503 instead of queueing. */
  isFull(): boolean;
  render(product: ManualProduct, storeCode: StoreCode): Promise<Uint8Array>;
  close(): Promise<void>;
}

/**
 * Makes manuals on one worker thread (the API runs on two cores; one worker keeps the other for requests),
 * started at the first manual and kept (`manual-worker-start.mjs` loads its TypeScript through tsx, as
 * `npm start` loads the API). A worker that crashes fails the manuals it was making; the next manual
 * starts a new one.
 */
export function createManualRenderer(options: { limit: number }): ManualRenderer {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve: (pdf: Uint8Array) => void; reject: (error: Error) => void }>();

  function failAll(error: Error): void {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
    worker = undefined;
  }

  function started(): Worker {
    if (worker) return worker;
    const made = new Worker(new URL('./manual-worker-start.mjs', import.meta.url));
    made.on('message', (result: ManualResult) => {
      const waiting = pending.get(result.id);
      pending.delete(result.id);
      if ('pdf' in result) waiting?.resolve(result.pdf);
      else waiting?.reject(new Error(`the manual could not be made: ${result.error}`));
      // An idle worker does not keep the process alive.
      if (pending.size === 0) made.unref();
    });
    made.on('error', (error) => {
      if (worker === made) failAll(error);
    });
    made.on('exit', (code) => {
      if (worker === made) failAll(new Error(`the manual worker stopped (exit code ${code})`));
    });
    worker = made;
    return made;
  }

  return {
    isFull: () => pending.size >= options.limit,
    render(product, storeCode) {
      const id = nextId++;
      const order: ManualOrder = { id, product, storeCode };
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        const making = started();
        making.ref();
        making.postMessage(order);
      });
    },
    async close() {
      const stopping = worker;
      worker = undefined;
      failAll(new Error('the API is closing'));
      await stopping?.terminate();
    },
  };
}
