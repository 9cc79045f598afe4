import { setImmediate as nextTurn } from 'node:timers/promises';
import { CsvError, parse } from 'csv-parse';
import { stringify } from 'csv-stringify/sync';

/**
 * The back office's CSV files, written and read with the `csv` project's parser and writer (RFC 4180 quoting,
 * byte-order marks and both delimiters are solved there, not here).
 *
 * Written: comma-separated, UTF-8 with a byte-order mark (without it spreadsheet programs read umlauts as
 * Latin-1), a header row. Read: comma or semicolon (a German spreadsheet program saves semicolons), with or
 * without the mark.
 */

/** The largest file the back office reads: 100,000 catalogue rows are about 10 MB. */
export const CSV_MAX_BYTES = 20 * 1024 * 1024;

/**
 * A text cell that a spreadsheet program would run as a formula (=, +, -, @, a tab or a return first) is
 * written with a leading apostrophe (OWASP "CSV injection"): a customer's name or a product's is data, never
 * a formula on a staff member's machine. Numbers are written as they are.
 */
export function textCell(value: string | null | undefined): string {
  if (value == null) return '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

type CsvRow = readonly (string | number)[];

export function writeCsv(columns: readonly string[], rows: readonly CsvRow[]): string {
  return stringify(rows as (string | number)[][], { header: true, columns: [...columns], bom: true });
}

/**
 * A large file written page by page (an export of the whole catalogue or of 100,000 orders): the header with
 * the first page, each later page as rows only, so the file is never whole in memory.
 */
export async function* writeCsvPages(columns: readonly string[], pages: AsyncIterable<readonly CsvRow[]>) {
  yield writeCsv(columns, []);
  for await (const rows of pages) {
    if (rows.length > 0) yield stringify(rows as (string | number)[][]);
  }
}

/**
 * NUL, or a UTF-16 surrogate without its other half: in no text a spreadsheet program saves, and refused by
 * PostgreSQL in a query. A UTF-16 file without its byte-order mark is half NUL bytes.
 */
const NOT_TEXT_MESSAGE =
  'The file holds characters no text file has (NUL, or half of a UTF-16 pair): save it as CSV UTF-8.';
const LONE_SURROGATE = /\p{Cs}/u;
const isText = (cell: string) => !cell.includes('\u0000') && !LONE_SURROGATE.test(cell);
/** UTF-16 (little endian) with its byte-order mark, which the parser decodes: its NUL bytes are no NULs. */
const isUtf16 = (file: Buffer) => file[0] === 0xff && file[1] === 0xfe;

export type CsvReading =
  | { ok: true; header: string[]; rows: { line: number; cells: Record<string, string> }[] }
  | { ok: false; message: string };

/** Bytes parsed between two turns of the event loop: about 20 ms of parsing on this machine. */
const SLICE_BYTES = 64 * 1024;

/**
 * Reads a CSV file with a header row into rows keyed by column name, each with its line number in the file
 * (the header is line 1; a quoted cell may span lines), for reports a person can follow. A file that is not
 * CSV answers why. The file is parsed a slice at a time, the event loop turning between slices: a sheet of
 * 100,000 rows takes a second to parse, and the process's other requests (with the embedded database, every
 * request of the shop) are answered meanwhile.
 */
export async function readCsv(file: Buffer, requiredColumns: readonly string[]): Promise<CsvReading> {
  if (file.length > CSV_MAX_BYTES) {
    return { ok: false, message: `The file is larger than ${CSV_MAX_BYTES / 1024 / 1024} MB.` };
  }
  if (!isUtf16(file) && file.includes(0)) return { ok: false, message: NOT_TEXT_MESSAGE };
  // With `info`, each record comes with where it is in the file (csv-parse's types do not say so).
  const parser = parse({ bom: true, delimiter: [',', ';'], skip_empty_lines: true, trim: true, info: true });
  let header: string[] | undefined;
  let allText = true;
  const rows: { line: number; cells: Record<string, string> }[] = [];
  const reading = (async () => {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      // Before any cell reaches a query (a UTF-16 file's cells may hold either).
      if (!record.every(isText)) allText = false;
      if (!allText) continue;
      if (header === undefined) {
        header = record.map((name) => name.toLowerCase());
        continue;
      }
      const names = header;
      rows.push({
        line: info.lines,
        cells: Object.fromEntries(names.map((name, column) => [name, record[column] ?? ''])),
      });
    }
  })();
  // Awaited below; a parse error while slices are still written must not count as unhandled meanwhile.
  reading.catch(() => undefined);
  for (let start = 0; start < file.length && !parser.destroyed; start += SLICE_BYTES) {
    parser.write(file.subarray(start, start + SLICE_BYTES));
    await nextTurn();
  }
  parser.end();
  try {
    await reading;
  } catch (error) {
    if (error instanceof CsvError)
      return { ok: false, message: `The file is not a readable CSV file: ${error.message}` };
    throw error;
  }
  if (!allText) return { ok: false, message: NOT_TEXT_MESSAGE };
  if (!header) return { ok: false, message: 'The file is empty.' };
  const names = header;
  const missing = requiredColumns.filter((column) => !names.includes(column));
  if (missing.length > 0)
    return { ok: false, message: `The file lacks the column(s) ${missing.join(', ')}.` };
  return { ok: true, header: names, rows };
}
