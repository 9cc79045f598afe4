import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { generateDemoCatalogue } from '../../demo/catalogue';

const testApp = useTestApp();
const catalogue = generateDemoCatalogue();

/** The first shed's sku and its German name, and one of its variants (their own size). */
const shed = catalogue.products.find((product) => product.sku.startsWith('GH-AVAN'));
const shedName = catalogue.productTranslations.find(
  (row) => row.productId === shed?.id && row.language === 'de',
)?.name;
const variantId = catalogue.configurableChildren.find((row) => row.parentId === shed?.id)?.childId;
const variant = catalogue.products.find((product) => product.id === variantId);

/** The text of a PDF's compressed streams, where the fonts' ToUnicode maps name the letters it writes. */
function streamsOf(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const found: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      found.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // not a deflated stream
    }
  }
  return found.join('\n');
}

async function manual(url: string) {
  return testApp.app.inject({ method: 'GET', url });
}

describe('GET /{store}/api/documents/assembly-instructions/:sku', () => {
  it("answers the shed's manual as a PDF that names it, with a file name", async () => {
    const response = await manual(`/de-de/api/documents/assembly-instructions/${shed?.sku}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="aufbauanleitung-${shed?.sku}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toBe(`Aufbauanleitung: ${shedName}`);
    expect(pdf.getSubject()).toBe(shed?.sku);
  });

  it("makes a variant's manual in the store's language, and Polish letters do not break it", async () => {
    const response = await manual(`/pl-pl/api/documents/assembly-instructions/${variant?.sku}`);
    expect(response.statusCode).toBe(200);
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getTitle()).toMatch(/^Instrukcja montażu: /);
    // Written with an embedded font that has the Polish letters: ż (U+017C) and ł (U+0142) are mapped.
    const maps = streamsOf(response.rawPayload);
    expect(maps).toContain('<017C>');
    expect(maps).toContain('<0142>');
  });

  it('answers 404, not 5xx, for an unknown sku, and 400 for one no sku can be', async () => {
    expect((await manual('/de-de/api/documents/assembly-instructions/NO-SUCH-SKU')).statusCode).toBe(404);
    expect((await manual("/de-de/api/documents/assembly-instructions/'%20OR%201=1")).statusCode).toBe(404);
    const long = 'X'.repeat(80);
    expect((await manual(`/de-de/api/documents/assembly-instructions/${long}`)).statusCode).toBe(400);
  });

  it('makes at most 16 manuals at once and answers more with 503 and Retry-After, then makes them', async () => {
    const skus = catalogue.products
      .filter((product) => product.typeId === 'simple' && product.sku.startsWith('GH-'))
      .slice(0, 48)
      .map((product) => product.sku);
    expect(skus).toHaveLength(48);
    const answers = await Promise.all(
      skus.map((sku) => manual(`/at-de/api/documents/assembly-instructions/${sku}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(16);
    const refused = answers.filter((answer) => answer.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200 || status === 503 || status === 404)).toBe(true);
    for (const answer of refused) {
      expect(answer.headers['retry-after']).toBe('2');
      expect(answer.json()).toEqual({
        code: 503,
        reason: 'unavailable',
        result: 'Too many manuals are being made. Please try again in a few seconds.',
      });
    }
    const again = await manual(`/at-de/api/documents/assembly-instructions/${skus[statuses.indexOf(503)]}`);
    expect(again.statusCode).toBe(200);
  });
});
