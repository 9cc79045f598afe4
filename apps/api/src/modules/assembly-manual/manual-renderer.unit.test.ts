import { inflateSync } from 'node:zlib';
import { getStoreView } from '@hortus/core';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { assemblyManualPdf, type ManualProduct } from './assembly-manual';
import { createManualRenderer } from './manual-renderer';

const renderer = createManualRenderer({ limit: 4 });
afterAll(() => renderer.close());

const shed: ManualProduct = {
  name: 'Gerätehaus Avantgarde Łódź 2,5 × 2 m',
  sku: 'GH-TEST-1',
  family: 'shed',
  measures: { width: 250, depth: 200, height: 210 },
};

/**
 * A PDF's pages, fonts and info: its streams, inflated, without what differs between two runs of the same
 * code: the dates, and the cross-reference stream, whose offsets move when the compressed dates' length does.
 */
function streamsOf(pdf: Uint8Array): string[] {
  const bytes = Buffer.from(pdf);
  const text = bytes.toString('latin1');
  const found: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const dictionary = text.slice(text.lastIndexOf('<<', match.index), match.index);
    if (dictionary.includes('/Type /XRef')) continue;
    try {
      found.push(inflateSync(bytes.subarray(start, text.indexOf('endstream', start))).toString('latin1'));
    } catch {
      // not a deflated stream
    }
  }
  return found.map((stream) => stream.replace(/\/(CreationDate|ModDate) \(D:\d+Z\)/g, ''));
}

describe('the manual worker', () => {
  it('makes the same manual the API thread makes', async () => {
    const [fromWorker, here] = await Promise.all([
      renderer.render(shed, 'pl-pl'),
      assemblyManualPdf(shed, getStoreView('pl-pl')),
    ]);
    const [workerPdf, herePdf] = await Promise.all([PDFDocument.load(fromWorker), PDFDocument.load(here)]);
    expect(workerPdf.getTitle()).toBe(herePdf.getTitle());
    expect(workerPdf.getPageCount()).toBe(herePdf.getPageCount());
    expect(streamsOf(fromWorker)).toEqual(streamsOf(here));
  });

  it('fails a manual it cannot make with an error, and makes the next one', async () => {
    await expect(renderer.render(shed, 'xx-xx' as 'de-de')).rejects.toThrow(/the manual could not be made/);
    const pdf = await renderer.render(shed, 'de-de');
    expect((await PDFDocument.load(pdf)).getSubject()).toBe('GH-TEST-1');
  });

  it('is full while as many manuals as its limit are being made', async () => {
    expect(renderer.isFull()).toBe(false);
    const making = Array.from({ length: 4 }, (_, index) =>
      renderer.render({ ...shed, sku: `GH-${index}` }, 'de-de'),
    );
    expect(renderer.isFull()).toBe(true);
    await Promise.all(making);
    expect(renderer.isFull()).toBe(false);
  });
});
