import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../test/back-office-staff';
import { useTestApp } from '../../test/build-app';
import { type CreditFacts, camtStatement, creditEntry } from '../../test/camt053-file';
import { captureLog } from '../../test/captured-log';
import { productsForSale, type ShopProduct } from '../../test/shop-calls';

/**
 * The back office's file uploads with hostile files (issue 26): camt.053 bank statements and the stock and
 * price sheet. No answer may be a 5xx; a file refused is a 4xx in the envelope with a message, and nothing
 * of it is imported (a sheet is all or nothing); the log holds no payer's name or IBAN and no error.
 */
const log = captureLog();
const testApp = useTestApp({ LOG_LEVEL: 'info' }, { logStream: log.stream });

type Session = Awaited<ReturnType<typeof signedInStaff>>;
let orders: Session;
let content: Session;
let products: ShopProduct[];
const payer = { name: 'Waltraud Überweiserin', iban: 'DE44500105175407324931' };
const secrets: string[] = [payer.name, payer.iban];

beforeAll(async () => {
  orders = await signedInStaff(testApp, 'orders', 'Ulla Upload');
  content = await signedInStaff(testApp, 'content', 'Tabea Tabelle');
  secrets.push(orders.session, content.session, orders.email, content.email);
  products = await productsForSale(testApp, 'de-de', 3, 40);
}, 120_000);

interface Answer {
  status: number;
  body: string;
  json: { code?: number; result?: unknown; reason?: string } | null;
}

async function upload(
  session: Session,
  url: string,
  payload: string | Buffer,
  contentType: string,
): Promise<Answer> {
  const response = await testApp.app.inject({
    method: 'POST',
    url,
    remoteAddress: session.remoteAddress,
    headers: { authorization: `Bearer ${session.session}`, 'content-type': contentType },
    payload,
  });
  let json: Answer['json'] = null;
  try {
    json = response.json();
  } catch {}
  return { status: response.statusCode, body: response.body, json };
}

/** What is wrong with the answer to a hostile file, or null: never a 5xx, a refusal in the envelope. */
function faultOf(answer: Answer): string | null {
  if (answer.status >= 500) return `${answer.status} ${answer.body.slice(0, 300)}`;
  if (answer.status >= 400 && (answer.json?.code !== answer.status || typeof answer.json.result !== 'string'))
    return `${answer.status} without the envelope's message: ${answer.body.slice(0, 300)}`;
  return null;
}

const uniqueReference = () => `R${randomUUID().replaceAll('-', '').slice(0, 24)}`;
const credit = (facts: Partial<CreditFacts> = {}, raw: { amount?: string; reference?: string } = {}) =>
  creditEntry(
    {
      amount: '49.90',
      reference: 'Bestellung 999999998',
      payer: payer.name,
      payerIban: payer.iban,
      bankReference: uniqueReference(),
      ...facts,
    },
    raw,
  );
/** A statement of one credit whose entry is `entry` (a credit's XML by default). */
const statementOf = (entry = credit(), options: Parameters<typeof camtStatement>[1] = {}) =>
  camtStatement(entry, { statementId: `S-${uniqueReference()}`, ...options });

/** A statement with its `<Ntry>` elements' `from` replaced by `to` (a field made hostile or left out). */
const entryWith = (from: string | RegExp, to: string) => statementOf(credit().replace(from, to));

const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [
  <!ENTITY lol "lol">
  <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
  <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Id>&lol9;</Id></Stmt></BkToCstmrStmt></Document>`;

/** Each hostile statement: its name, its bytes and the answer's status. */
const HOSTILE_STATEMENTS: [string, () => string | Buffer, number][] = [
  ['plain text', () => 'Kontoauszug vom 20.11.2026: 49,90 EUR von Waltraud', 400],
  ['JSON', () => '{"Document":{"BkToCstmrStmt":{}}}', 400],
  ['an empty file', () => '', 400],
  ['only spaces and line breaks', () => ' \n\r\n\t ', 400],
  ['a PNG image', () => Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex'), 400],
  [
    'a statement in UTF-16 with its byte-order mark',
    () => Buffer.from(`\ufeff${statementOf()}`, 'utf16le'),
    400,
  ],
  [
    'a statement in Latin-1',
    () => Buffer.from(statementOf(credit({ reference: 'Grüße 999999998' })), 'latin1'),
    400,
  ],
  ['a statement with a UTF-8 byte-order mark', () => `\ufeff${statementOf()}`, 200],
  ['XML that is cut short', () => statementOf().slice(0, 400), 400],
  ['tags that never close', () => '<Document><BkToCstmrStmt><Stmt><Id>x', 400],
  ['an XML bomb (billion laughs)', () => BILLION_LAUGHS, 400],
  [
    'an external entity (XXE)',
    () =>
      '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">&x;</Document>',
    400,
  ],
  [
    'a document type in lower case',
    () => statementOf().replace('<Document', '<!doctype Document><Document'),
    400,
  ],
  ['an undeclared entity in a reference', () => statementOf(credit({}, { reference: '&lol9;&lol9;' })), 200],
  [
    'an element nested 100,000 deep',
    () => `<Document>${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}</Document>`,
    400,
  ],
  ['two documents', () => `${statementOf()}${statementOf().replace(/^<\?xml[^>]*>/, '')}`, 400],
  [
    'a debit/credit notification (camt.054)',
    () => statementOf(credit(), { namespace: 'urn:iso:std:iso:20022:tech:xsd:camt.054.001.08' }),
    400,
  ],
  [
    'a credit transfer order (pain.001)',
    () => statementOf(credit(), { namespace: 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09' }),
    400,
  ],
  [
    'camt.053 of a version no bank sends (.99)',
    () => statementOf(credit(), { namespace: 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.99' }),
    400,
  ],
  ['no namespace', () => statementOf().replace(/ xmlns="[^"]*"/, ''), 400],
  ['a made-up namespace', () => statementOf(credit(), { namespace: 'urn:evil:camt.053' }), 400],
  [
    'a namespace full of markup',
    () => statementOf(credit(), { namespace: '&lt;script&gt;alert(1)&lt;/script&gt;' }),
    400,
  ],
  ['no statement', () => statementOf().replace(/<Stmt>[\s\S]*<\/Stmt>/, ''), 400],
  ['no BkToCstmrStmt', () => statementOf().replaceAll('BkToCstmrStmt', 'BkToCstmrRpt'), 400],
  ['a statement without its Id', () => statementOf().replace(/<Id>S-[^<]*<\/Id>/, ''), 400],
  ['a statement without an account', () => statementOf(credit(), { account: '' }), 400],
  [
    'an entry without an amount',
    () => entryWith(/<Amt Ccy="EUR">49.90<\/Amt>\s*<CdtDbtInd>/, '<CdtDbtInd>'),
    400,
  ],
  [
    'an amount without a currency',
    () => entryWith('<Amt Ccy="EUR">49.90</Amt>\n        <CdtDbtInd>', '<Amt>49.90</Amt><CdtDbtInd>'),
    400,
  ],
  ['an entry without credit/debit indicator', () => entryWith('<CdtDbtInd>CRDT</CdtDbtInd>', ''), 400],
  ['an entry without status', () => entryWith('<Sts>BOOK</Sts>', ''), 400],
  ['an entry without a booking day', () => entryWith(/<BookgDt>.*<\/BookgDt>/, ''), 200],
  ['an amount with many decimals', () => statementOf(credit({ amount: '49.9012345678' })), 200],
  ['an amount with decimals its currency lacks', () => statementOf(credit({ amount: '49.905' })), 200],
  ['a negative amount', () => statementOf(credit({ amount: '-49.90' })), 200],
  ['an amount of zero', () => statementOf(credit({ amount: '0.00' })), 200],
  ['an amount in exponent notation', () => statementOf(credit({ amount: '1e309' })), 200],
  ['an amount with a decimal comma', () => statementOf(credit({ amount: '49,90' })), 200],
  ['an amount beyond the integers', () => statementOf(credit({ amount: '999999999999999999.99' })), 200],
  ['an amount of 21 million euros', () => statementOf(credit({ amount: '21474836.48' })), 200],
  ['an empty amount', () => statementOf(credit({ amount: '' })), 200],
  ['a currency in lower case', () => statementOf(credit({ currency: 'eur' })), 200],
  ['a currency that is none', () => statementOf(credit({ currency: 'XXX' })), 200],
  ['a long currency', () => statementOf(credit({ currency: 'EUR'.repeat(1000) })), 200],
  ['an empty currency', () => statementOf(credit({ currency: '' })), 200],
  ['a booking day that is none (2026-02-30)', () => statementOf(credit({ day: '2026-02-30' })), 200],
  ['a booking day in the year 0000', () => statementOf(credit({ day: '0000-01-01' })), 200],
  ['a booking day in month 13', () => statementOf(credit({ day: '2026-13-01' })), 200],
  ['a booking day of five-digit year', () => statementOf(credit({ day: '99999-01-01' })), 200],
  [
    'a statement period that is no day',
    () => statementOf().replace('2026-11-20T00:00:00.0+01:00', '2026-99-99T00:00:00'),
    400,
  ],
  [
    'a statement period in the year 0000',
    () => statementOf().replace('2026-11-20T23:59:59.0+01:00', '0000-01-01T00:00:00'),
    400,
  ],
  [
    'a statement period of text',
    () => statementOf().replace('2026-11-20T00:00:00.0+01:00', 'gestern abend'),
    400,
  ],
  [
    'NUL as a character reference',
    () => statementOf(credit({}, { reference: 'Bestellung&#0;999999998' })),
    400,
  ],
  [
    'a lone surrogate as a character reference',
    () => statementOf(credit({}, { reference: 'Bestellung &#xD800; 999999998' })),
    400,
  ],
  [
    'a control character as a reference',
    () => statementOf(credit({}, { reference: 'Bestellung &#x1B;[31m 999999998' })),
    400,
  ],
  [
    'a character reference beyond Unicode',
    () => statementOf(credit({}, { reference: 'x &#1114112; &#x110000;' })),
    400,
  ],
  ['a NUL byte in a payer name', () => statementOf(credit({ payer: 'Waltraud\u0000Überweiserin' })), 400],
  [
    'a NUL byte in the statement id',
    () => statementOf(credit(), { statementId: `S-\u0000-${uniqueReference()}` }),
    400,
  ],
  ['a NUL in the currency', () => statementOf(credit({ currency: 'EU\u0000' })), 400],
  [
    'a statement id of 100,000 characters',
    () => statementOf(credit(), { statementId: 'S'.repeat(100_000) }),
    200,
  ],
  [
    'a reference of a megabyte',
    () => statementOf(credit({ reference: `Bestellung 999999998 ${'x'.repeat(1_000_000)}` })),
    200,
  ],
  ['an IBAN full of markup', () => statementOf(credit({ payerIban: '<script>alert(1)</script>' })), 200],
  [
    'prototype-polluting element names',
    () =>
      statementOf(
        credit().replace(
          '<RltdPties>',
          '<__proto__><polluted>yes</polluted></__proto__><constructor><prototype><polluted>yes</polluted></prototype></constructor><RltdPties>',
        ),
      ),
    400,
  ],
  [
    'a prototype-polluting attribute',
    () => statementOf(credit().replace('<Amt Ccy="EUR">', '<Amt __proto__="x" Ccy="EUR">')),
    200,
  ],
  [
    'a statement whose Id is an element tree',
    () => statementOf(credit(), { statementId: '<Id>x</Id><Id>y</Id>' }),
    400,
  ],
  [
    'five thousand entries',
    () => statementOf(Array.from({ length: 5_000 }, () => credit({ amount: '1.00' })).join('')),
    200,
  ],
  [
    'a statement padded with a comment to 19 MB',
    () => statementOf().replace('<BkToCstmrStmt>', `<!--${'x'.repeat(19 * 1024 * 1024)}--><BkToCstmrStmt>`),
    200,
  ],
  ['a file over 20 MB', () => `${statementOf()}${' '.repeat(20 * 1024 * 1024)}`, 413],
];

const STATEMENT_URL = '/api/staff/bank-statements?file_name=auszug.xml';

/** What an upload may change: the imports and the credits of each state. */
async function bankState() {
  const imports = (await orders.call('GET', '/api/staff/bank-statements?limit=1')).body.result.total;
  const credits: Record<string, number> = {};
  for (const state of ['booked', 'review', 'ignored', 'matched_by_staff'])
    credits[state] = (
      await orders.call('GET', `/api/staff/bank-credits?state=${state}&limit=1`)
    ).body.result.total;
  return { imports, credits };
}

describe('hostile camt.053 uploads', () => {
  it('the shop reads a statement of the test (so the hostile ones are refused for what they hold)', async () => {
    const answer = await upload(orders, STATEMENT_URL, statementOf(), 'application/xml');
    expect(answer.status, answer.body).toBe(200);
  });

  for (const [name, file, status] of HOSTILE_STATEMENTS) {
    it(`${name}: answered ${status}, a refusal imports nothing`, async () => {
      const before = await bankState();
      const answer = await upload(orders, STATEMENT_URL, file(), 'application/xml');
      expect(faultOf(answer)).toBeNull();
      expect(answer.status, answer.body.slice(0, 300)).toBe(status);
      if (answer.status >= 400) expect(await bankState()).toEqual(before);
    }, 60_000);
  }

  it('a statement sent as any other type is a 415 that imports nothing', async () => {
    const before = await bankState();
    for (const type of [
      'text/plain',
      'application/json',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
      'application/vnd.ms-excel',
      'application/xml-evil',
    ]) {
      const answer = await upload(orders, STATEMENT_URL, statementOf(), type);
      expect(faultOf(answer), type).toBeNull();
      expect(answer.status, type).toBeGreaterThanOrEqual(400);
    }
    expect(await bankState()).toEqual(before);
  });
});

// ---------------------------------------------------------------------------------------------------------

const HEADER = 'sku,name,store_code,currency,price,special_price,special_from,special_to,qty';
const sheetRow = (index: number, cells: Partial<Record<string, string>> = {}) => {
  const row = {
    sku: products[index]?.sku ?? '',
    name: 'Gerätehaus',
    store_code: 'de-de',
    currency: 'EUR',
    price: '1299.00',
    special_price: '',
    special_from: '',
    special_to: '',
    qty: '40',
    ...cells,
  };
  return HEADER.split(',')
    .map((column) => row[column as keyof typeof row])
    .join(',');
};
const sheet = (...rows: string[]) => `${HEADER}\n${rows.join('\n')}\n`;

/** Each hostile sheet: its name, its bytes and the answer's status. */
const HOSTILE_SHEETS: [string, () => string | Buffer, number][] = [
  ['an empty file', () => '', 400],
  ['only a byte-order mark', () => '\ufeff', 400],
  ['the header only', () => `${HEADER}\n`, 200],
  ['a header without the sku column', () => sheet(sheetRow(0)).replace('sku,', 'artikel,'), 400],
  ['a header twice', () => sheet(HEADER, sheetRow(0)), 400],
  [
    'a header of prototype-polluting names',
    () => `__proto__,constructor,${HEADER}\nx,y,${sheetRow(0)}\n`,
    200,
  ],
  ['a formula in the SKU', () => sheet(sheetRow(0, { sku: '=HYPERLINK("https://evil.example","x")' })), 400],
  ['a formula in the name (not read)', () => sheet(sheetRow(0, { name: '"=cmd|\' /C calc\'!A0"' })), 200],
  ['a formula in the price', () => sheet(sheetRow(0, { price: '=1+1' })), 400],
  ['a formula in the stock', () => sheet(sheetRow(0, { qty: '@SUM(1;2)' })), 400],
  ['a price in exponent notation', () => sheet(sheetRow(0, { price: '1e309' })), 400],
  ['a price with many decimals', () => sheet(sheetRow(0, { price: '12.3456789' })), 400],
  ['a negative price', () => sheet(sheetRow(0, { price: '-12.50' })), 400],
  ['a price beyond the integers', () => sheet(sheetRow(0, { price: '99999999999999999999.00' })), 400],
  ['a stock beyond the integers', () => sheet(sheetRow(0, { qty: '99999999999999999999' })), 400],
  [
    'a special price from the year 0000',
    () => sheet(sheetRow(0, { special_price: '9.99', special_from: '0000-01-01' })),
    400,
  ],
  [
    'a special price until the last day there is',
    () => sheet(sheetRow(0, { special_price: '9.99', special_to: '9999-12-31' })),
    200,
  ],
  [
    // The parser reads UTF-16's byte-order mark and decodes the file as such.
    'a sheet in UTF-16 with its byte-order mark',
    () => Buffer.from(`\ufeff${sheet(sheetRow(0))}`, 'utf16le'),
    200,
  ],
  [
    'a sheet in UTF-16 with a lone surrogate in the SKU',
    () => Buffer.from(`\ufeff${sheet(sheetRow(0, { sku: 'X\ud800' }))}`, 'utf16le'),
    400,
  ],
  ['a sheet in UTF-16 without its byte-order mark', () => Buffer.from(sheet(sheetRow(0)), 'utf16le'), 400],
  [
    'a sheet in Latin-1 with an umlaut in the name',
    () => Buffer.from(sheet(sheetRow(0, { name: 'Gerätehaus' })), 'latin1'),
    200,
  ],
  [
    'a sheet in Latin-1 with an umlaut in the SKU',
    () => Buffer.from(sheet(sheetRow(0, { sku: 'GERÄT' })), 'latin1'),
    400,
  ],
  ['a sheet with a UTF-8 byte-order mark', () => `\ufeff${sheet(sheetRow(0))}`, 200],
  ['a quote never closed', () => sheet(sheetRow(0, { name: '"Gerätehaus' }), sheetRow(1)), 400],
  ['a quote inside a cell', () => sheet(sheetRow(0, { name: 'Gerät"ehaus' })), 400],
  ['a NUL byte in the SKU', () => sheet(sheetRow(0, { sku: `${products[0]?.sku}\u0000` })), 400],
  ['a NUL byte in the name', () => sheet(sheetRow(0, { name: 'Gerät\u0000haus' })), 400],
  ['a NUL byte in the store view', () => sheet(sheetRow(0, { store_code: 'de-de\u0000' })), 400],
  ['a row with more cells than the header', () => sheet(`${sheetRow(0)},extra,cells`), 400],
  ['a row with fewer cells', () => sheet('x,y'), 400],
  ['line breaks of old Macs (CR)', () => sheet(sheetRow(0)).replaceAll('\n', '\r'), 200],
  ['semicolons and commas mixed', () => `${HEADER}\n${sheetRow(0).replaceAll(',', ';')}\n`, 200],
  ['a cell of 5 MB', () => sheet(sheetRow(0, { name: 'x'.repeat(5 * 1024 * 1024) })), 200],
  ['a SKU of 5 MB', () => sheet(sheetRow(0, { sku: 'X'.repeat(5 * 1024 * 1024) })), 400],
  [
    'ten thousand columns',
    () => `${HEADER},${Array.from({ length: 10_000 }, (_, i) => `c${i}`).join(',')}\n${sheetRow(0)}\n`,
    400,
  ],
  [
    'a hundred thousand rows of one product (the same row again and again)',
    () => sheet(Array.from({ length: 100_000 }, () => sheetRow(0)).join('\n')),
    400,
  ],
  [
    'three hundred thousand rows of products that do not exist',
    () =>
      sheet(Array.from({ length: 300_000 }, (_, index) => sheetRow(0, { sku: `NOPE-${index}` })).join('\n')),
    400,
  ],
  ['a sheet over 20 MB', () => `${sheet(sheetRow(0))}${'\n'.repeat(20 * 1024 * 1024)}`, 413],
];

/** What a sheet may change: the stock and prices of the products it names. */
async function sheetState() {
  const state = [];
  for (const product of products) {
    const found = await content.call('GET', `/api/staff/products?query=${encodeURIComponent(product.sku)}`);
    state.push(found.body.result.products.find((row: { sku: string }) => row.sku === product.sku));
  }
  return state;
}

describe('hostile stock and price sheets', () => {
  it('the shop reads a sheet of the test (so the hostile ones are refused for what they hold)', async () => {
    const answer = await upload(
      content,
      '/api/staff/products.csv',
      sheet(sheetRow(0), sheetRow(1)),
      'text/csv',
    );
    expect(answer.status, answer.body).toBe(200);
  });

  for (const [name, file, status] of HOSTILE_SHEETS) {
    it(`${name}: answered ${status}, a refusal changes nothing`, async () => {
      const before = await sheetState();
      const answer = await upload(content, '/api/staff/products.csv', file(), 'text/csv');
      expect(faultOf(answer)).toBeNull();
      expect(answer.status, answer.body.slice(0, 300)).toBe(status);
      if (answer.status >= 400) expect(await sheetState()).toEqual(before);
    }, 60_000);
  }

  it('a sheet sent as any other type is refused and changes nothing', async () => {
    const before = await sheetState();
    const changed = sheet(sheetRow(0, { qty: '7' }));
    for (const type of [
      'text/plain',
      'application/json',
      'application/vnd.ms-excel',
      'multipart/form-data; boundary=x',
      'text/csvx',
    ]) {
      const answer = await upload(content, '/api/staff/products.csv', changed, type);
      expect(faultOf(answer), type).toBeNull();
      expect(answer.status, type).toBeGreaterThanOrEqual(400);
    }
    expect(await sheetState()).toEqual(before);
  });
});

describe('after the uploads', () => {
  it('no prototype is polluted, and the log holds no error and no payer’s name or IBAN', async () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const lines = log.text().split('\n');
    expect(log.text()).toContain('/api/staff/bank-statements');
    expect(lines.filter((line) => /"level":(50|60)/.test(line)).map((line) => line.slice(0, 400))).toEqual(
      [],
    );
    const leaks = secrets.flatMap((secret) =>
      lines.filter((line) => line.includes(secret)).map((line) => `${secret}: ${line.slice(0, 300)}`),
    );
    expect(leaks).toEqual([]);
  });
});
