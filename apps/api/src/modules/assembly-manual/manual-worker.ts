import { parentPort } from 'node:worker_threads';
import { getStoreView } from '@hortus/core';
import { assemblyManualPdf } from './assembly-manual';
import type { ManualOrder, ManualResult } from './manual-renderer';

/**
 * The worker thread that makes manuals (started by `manual-renderer.ts`): laying out and subsetting the font
 * of one manual takes ~100 ms of CPU, which here blocks no request. Each order is answered with its id.
 */
parentPort?.on('message', async ({ id, product, storeCode }: ManualOrder) => {
  let result: ManualResult;
  try {
    const pdf = await assemblyManualPdf(product, getStoreView(storeCode));
    result = { id, pdf };
  } catch (error) {
    result = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(result, 'pdf' in result ? [result.pdf.buffer as ArrayBuffer] : []);
});
