import { describe, expect, it } from 'vitest';
import { readCsv, textCell, writeCsv, writeCsvPages } from './csv';

describe('the back office CSV files', () => {
  it('writes a header, quotes what needs it and starts with the byte-order mark', () => {
    const file = writeCsv(['sku', 'name', 'price'], [['A-1', 'Gerätehaus "Europa", Größe M', '1299.00']]);
    expect(file.startsWith('\uFEFF')).toBe(true);
    expect(file.slice(1)).toBe('sku,name,price\nA-1,"Gerätehaus ""Europa"", Größe M",1299.00\n');
  });

  it('never writes a text cell a spreadsheet would run as a formula', () => {
    expect(['=HYPERLINK("x")', '+49 30', '-1', '@SUM(A1)', '\tx', 'Erika'].map(textCell)).toEqual([
      '\'=HYPERLINK("x")',
      "'+49 30",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      'Erika',
    ]);
  });

  it('reads what it wrote, and a semicolon file as a German spreadsheet saves it, with line numbers', async () => {
    const written = await readCsv(Buffer.from(writeCsv(['sku', 'qty'], [['A-1', 5]])), ['sku', 'qty']);
    expect(written).toEqual({
      ok: true,
      header: ['sku', 'qty'],
      rows: [{ line: 2, cells: { sku: 'A-1', qty: '5' } }],
    });
    const german = await readCsv(Buffer.from('SKU;Qty\n\nA-1;5\n"B\n2";7\nC-3;9\n'), ['sku', 'qty']);
    expect(german.ok && german.rows.map((row) => [row.line, row.cells.sku])).toEqual([
      [3, 'A-1'],
      [5, 'B\n2'],
      [6, 'C-3'],
    ]);
  });

  it('says why a file cannot be read: missing columns, broken quoting, empty, too large', async () => {
    expect(await readCsv(Buffer.from('sku,price\nA,1\n'), ['sku', 'qty'])).toEqual({
      ok: false,
      message: 'The file lacks the column(s) qty.',
    });
    expect((await readCsv(Buffer.from('sku,qty\n"A,1\n'), ['sku', 'qty'])).ok).toBe(false);
    expect((await readCsv(Buffer.from('sku,qty\nA,1,2\n'), ['sku', 'qty'])).ok).toBe(false);
    expect(await readCsv(Buffer.from(''), ['sku'])).toEqual({ ok: false, message: 'The file is empty.' });
    expect(await readCsv(Buffer.alloc(21 * 1024 * 1024, 'a'), ['sku'])).toEqual({
      ok: false,
      message: 'The file is larger than 20 MB.',
    });
  });

  it('refuses a file holding characters no text has: NUL (UTF-16 without its mark), a lone surrogate', async () => {
    const notText = {
      ok: false,
      message:
        'The file holds characters no text file has (NUL, or half of a UTF-16 pair): save it as CSV UTF-8.',
    };
    expect(await readCsv(Buffer.from('sku,qty\nA\u0000,1\n'), ['sku', 'qty'])).toEqual(notText);
    expect(await readCsv(Buffer.from('sku,qty\n"A\u0000B",1\n'), ['sku', 'qty'])).toEqual(notText);
    expect(await readCsv(Buffer.from('sku,qty\nA,1\n', 'utf16le'), ['sku', 'qty'])).toEqual(notText);
    expect(await readCsv(Buffer.from('\ufeffsku,qty\nA\ud800,1\n', 'utf16le'), ['sku', 'qty'])).toEqual(
      notText,
    );
    // The same in UTF-16 with its byte-order mark is read.
    expect(await readCsv(Buffer.from('\ufeffsku,qty\nÄ,1\n', 'utf16le'), ['sku', 'qty'])).toMatchObject({
      ok: true,
      rows: [{ line: 2, cells: { sku: 'Ä', qty: '1' } }],
    });
  });
});

describe('a file written page by page', () => {
  it('is the same file as one written at once', async () => {
    async function* pages() {
      yield [['A-1', 1]];
      yield [];
      yield [
        ['B-2', 2],
        ['C-3', 3],
      ];
    }
    let file = '';
    for await (const chunk of writeCsvPages(['sku', 'qty'], pages())) file += chunk;
    expect(file).toBe(
      writeCsv(
        ['sku', 'qty'],
        [
          ['A-1', 1],
          ['B-2', 2],
          ['C-3', 3],
        ],
      ),
    );
  });
});
