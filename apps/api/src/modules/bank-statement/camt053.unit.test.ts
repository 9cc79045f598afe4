import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAMT_FILE_MAX_BYTES, CamtFileError, minorUnitsOf, readCamt053 } from './camt053';

const sample = (name: string) => readFileSync(new URL(`./samples/${name}`, import.meta.url));
const bytes = (xml: string) => new TextEncoder().encode(xml);

/** A camt.053 of one statement with the given entries, in the version's namespace. */
function statementFile(entries: string, version = '02', statement = '<Id>S-1</Id>'): Uint8Array {
  return bytes(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.${version}">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>M-1</MsgId><CreDtTm>2026-11-21T05:00:00</CreDtTm></GrpHdr>
    <Stmt>${statement}<Acct><Id><IBAN>DE89 3704 0044 0532 0130 00</IBAN></Id></Acct>${entries}</Stmt>
  </BkToCstmrStmt>
</Document>`);
}

/** A booked credit entry of .02 shape with the given transaction details. */
const credit02 = (amount: string, details: string, extra = '') => `<Ntry>
  <Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd>${extra}<Sts>BOOK</Sts>
  <BookgDt><Dt>2026-11-20</Dt></BookgDt><AcctSvcrRef>R-${amount}</AcctSvcrRef>
  <NtryDtls>${details}</NtryDtls></Ntry>`;

const readError = (file: Uint8Array) => {
  try {
    readCamt053(file);
  } catch (error) {
    if (error instanceof CamtFileError) return error.message;
    throw error;
  }
  throw new Error('the file was read');
};

describe('readCamt053', () => {
  it("reads a German bank's .02 statement: credits as candidates, the debit, the reversal and the pending entry ignored with why", () => {
    const file = readCamt053(sample('de-eur-2026-11-20.camt053.001.02.xml'));
    expect(file).toMatchObject({ version: '001.02', messageId: 'STM20261120XJ0001' });
    const [statement] = file.statements;
    expect(statement).toMatchObject({
      id: '2026-11-20-DE89370400440532013000-EUR',
      accountIban: 'DE89370400440532013000',
      currency: 'EUR',
      electronicSequenceNumber: '224',
      copyDuplicate: null,
      from: '2026-11-20',
      to: '2026-11-20',
    });
    expect(statement?.credits).toEqual([
      {
        position: { entry: 1, transaction: 1, transactions: 1 },
        amount: 24990,
        currency: 'EUR',
        bookedOn: '2026-11-20',
        valueOn: '2026-11-20',
        entryBankReference: '2026112000004711',
        transactionBankReference: null,
        endToEndId: null,
        remittanceLines: ['Bestellung 100000101 Max Mustermann'],
        creditorReference: null,
        additionalEntryInfo: null,
        debtorName: 'Max Mustermann',
        debtorIban: 'DE02120300000000202051',
      },
      expect.objectContaining({
        amount: 50000,
        endToEndId: 'EM-2026-11-19-01',
        remittanceLines: ['Anzahlung Best.-Nr. 100000102', 'Rest folgt Anfang Dezember'],
        debtorName: 'Erika Musterfrau',
      }),
      expect.objectContaining({ amount: 10000, remittanceLines: ['100000103'] }),
      expect.objectContaining({ amount: 5900, remittanceLines: ['Bestellung 100009999'] }),
    ]);
    expect(statement?.ignored.map(({ reason, amount, booked }) => ({ reason, amount, booked }))).toEqual([
      { reason: 'debit', amount: 120000, booked: true },
      { reason: 'reversal', amount: 3570, booked: true },
      { reason: 'pending', amount: 12900, booked: false },
    ]);
  });

  it("reads a .08 statement with prefixed names: Sts/Cd, Dbtr/Pty/Nm, a batch entry's three transactions with their own amounts and an RF reference", () => {
    const [statement] = readCamt053(sample('at-eur-2026-11-21.camt053.001.08.xml')).statements;
    const batch = statement?.credits.filter((credit) => credit.position.entry === 1);
    expect(
      batch?.map(({ amount, debtorName, creditorReference, entryBankReference, position }) => ({
        amount,
        debtorName,
        creditorReference,
        entryBankReference,
        position,
      })),
    ).toEqual([
      {
        amount: 18900,
        debtorName: 'Anna Huber',
        creditorReference: null,
        entryBankReference: '211120261734000417',
        position: { entry: 1, transaction: 1, transactions: 3 },
      },
      {
        amount: 7450,
        debtorName: 'Florian Gruber',
        creditorReference: 'RF26100000202',
        entryBankReference: '211120261734000417',
        position: { entry: 1, transaction: 2, transactions: 3 },
      },
      {
        amount: 31200,
        debtorName: 'Tischlerei Wimmer OG',
        creditorReference: null,
        entryBankReference: '211120261734000417',
        position: { entry: 1, transaction: 3, transactions: 3 },
      },
    ]);
    expect(statement?.credits).toHaveLength(7);
    expect(statement?.ignored).toEqual([]);
  });

  it('reads a CHF statement in rappen', () => {
    const [statement] = readCamt053(sample('ch-chf-2026-11-20.camt053.001.08.xml')).statements;
    expect(statement?.currency).toBe('CHF');
    expect(statement?.credits.map(({ amount, currency }) => [amount, currency])).toEqual([
      [124900, 'CHF'],
      [24990, 'CHF'],
      [5900, 'CHF'],
    ]);
  });

  it('takes the amount of a .02 batch part from its amount details, and lists a part without any amount as unreadable', () => {
    const part = (amount: string | null, text: string) =>
      `<TxDtls><Refs><AcctSvcrRef>T-${text}</AcctSvcrRef></Refs>${
        amount ? `<AmtDtls><TxAmt><Amt Ccy="EUR">${amount}</Amt></TxAmt></AmtDtls>` : ''
      }<RmtInf><Ustrd>${text}</Ustrd></RmtInf></TxDtls>`;
    const [statement] = readCamt053(
      statementFile(credit02('30.00', part('10.00', 'a') + part('20.00', 'b') + part(null, 'c'))),
    ).statements;
    expect(statement?.credits.map(({ amount, remittanceLines }) => [amount, remittanceLines])).toEqual([
      [1000, ['a']],
      [2000, ['b']],
    ]);
    expect(statement?.ignored).toEqual([
      expect.objectContaining({
        reason: 'unreadable',
        detail: 'transaction 3 of a batch entry has no amount',
        transactionBankReference: 'T-c',
        booked: true,
      }),
    ]);
  });

  it("gives the only transaction the entry's amount, drops NOTPROVIDED, decodes entities, reads a DtTm booking date", () => {
    const entry = `<Ntry><Amt Ccy="EUR">12.5</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
      <BookgDt><DtTm>2026-11-20T23:10:00+01:00</DtTm></BookgDt>
      <NtryDtls><TxDtls><Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
      <RltdPties><Dbtr><Nm>M&#252;ller &amp; S&#xF6;hne</Nm></Dbtr></RltdPties>
      <RmtInf><Ustrd>Best &lt;100000101&gt;</Ustrd><Ustrd>Teil 2</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;
    const [statement] = readCamt053(statementFile(entry, '08')).statements;
    expect(statement?.credits[0]).toMatchObject({
      amount: 1250,
      bookedOn: '2026-11-20',
      endToEndId: null,
      debtorName: 'Müller & Söhne',
      remittanceLines: ['Best <100000101>', 'Teil 2'],
    });
  });

  it('reads an entry without details as one credit whose text is the additional entry information', () => {
    const entry = `<Ntry><Amt Ccy="EUR">10.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>
      <BookgDt><Dt>2026-11-20</Dt></BookgDt><AddtlNtryInf>UEBERWEISUNG 100000101</AddtlNtryInf></Ntry>`;
    expect(readCamt053(statementFile(entry)).statements[0]?.credits[0]).toMatchObject({
      amount: 1000,
      additionalEntryInfo: 'UEBERWEISUNG 100000101',
      position: { entry: 1, transaction: 1, transactions: 1 },
    });
  });

  it('lists an entry with more decimals than its currency has, or a bad date, as unreadable and reads the others', () => {
    const entries =
      credit02('12.505', '') +
      credit02('7.00', '').replace('<Dt>2026-11-20</Dt>', '<Dt>2026-13-45</Dt>') +
      credit02('8.00', '');
    const [statement] = readCamt053(statementFile(entries)).statements;
    expect(statement?.credits.map((credit) => credit.amount)).toEqual([800]);
    expect(statement?.ignored.map(({ reason, detail }) => [reason, detail])).toEqual([
      ['unreadable', 'the amount 12.505 has more decimals than EUR has (2)'],
      ['unreadable', 'the BookgDt "2026-13-45" is not a date'],
    ]);
  });

  it('lists an entry of no amount (0.00) or booked on a day of no calendar as unreadable: the database keeps neither', () => {
    const entries =
      credit02('0.00', '') +
      credit02('7.00', '').replace('<Dt>2026-11-20</Dt>', '<Dt>2026-02-30</Dt>') +
      credit02('9.00', '').replace('<Dt>2026-11-20</Dt>', '<Dt>0000-01-01</Dt>') +
      credit02('8.00', '');
    const [statement] = readCamt053(statementFile(entries)).statements;
    expect(statement?.credits.map((credit) => credit.amount)).toEqual([800]);
    expect(statement?.ignored.map(({ reason, detail, amount }) => [reason, detail, amount])).toEqual([
      ['unreadable', 'the amount 0.00 is no payment', null],
      ['unreadable', 'the BookgDt "2026-02-30" is not a date', 700],
      ['unreadable', 'the BookgDt "0000-01-01" is not a date', 900],
    ]);
  });

  it('lists a batch part with its own DBIT indicator as a debit, and one with return information as a reversal', () => {
    const entries = credit02(
      '5.00',
      '<TxDtls><Amt Ccy="EUR">3.00</Amt><CdtDbtInd>DBIT</CdtDbtInd></TxDtls><TxDtls><Amt Ccy="EUR">2.00</Amt><RtrInf><Rsn><Cd>AC04</Cd></Rsn></RtrInf></TxDtls>',
    );
    const [statement] = readCamt053(statementFile(entries, '08')).statements;
    expect(statement?.credits).toEqual([]);
    expect(statement?.ignored.map(({ reason, amount }) => [reason, amount])).toEqual([
      ['debit', 300],
      ['reversal', 200],
    ]);
  });

  it('lists informational and other statuses as not booked, and a debit reversal as a reversal', () => {
    const entries =
      credit02('1.00', '').replace('<Sts>BOOK</Sts>', '<Sts>INFO</Sts>') +
      credit02('2.00', '').replace(
        '<CdtDbtInd>CRDT</CdtDbtInd>',
        '<CdtDbtInd>DBIT</CdtDbtInd><RvslInd>true</RvslInd>',
      );
    const [statement] = readCamt053(statementFile(entries)).statements;
    expect(statement?.ignored.map(({ reason, detail, booked }) => [reason, detail, booked])).toEqual([
      ['not_booked', 'INFO', false],
      ['reversal', null, true],
    ]);
  });

  it.each([
    ['broken XML', bytes('<Document><BkToCstmrStmt></Document>'), /^The file is not well-formed XML: /],
    ['not XML at all', bytes('Buchungstag;Betrag\n20.11.2026;249,90'), /^The file is not well-formed XML/],
    ['an empty file', bytes(' \n'), /^The file is empty\.$/],
    [
      'XML of something else',
      bytes('<rss><channel/></rss>'),
      /^The file is XML but not an ISO 20022 message/,
    ],
    [
      'a camt.054',
      bytes(
        '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08"><BkToCstmrDbtCdtNtfctn/></Document>',
      ),
      /^The file is a debit\/credit notification \(camt\.054\), not a camt\.053 bank statement\.$/,
    ],
    [
      'a camt.052',
      bytes(
        '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.052.001.02"><BkToCstmrAcctRpt/></Document>',
      ),
      /intraday account report \(camt\.052\)/,
    ],
    [
      'a pain.001',
      bytes(
        '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"><CstmrCdtTrfInitn/></Document>',
      ),
      /credit transfer order \(pain\.001\)/,
    ],
    ['no namespace', bytes('<Document><BkToCstmrStmt/></Document>'), /no camt\.053 namespace/],
    [
      'a version from the future',
      bytes('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.14"><BkToCstmrStmt/></Document>'),
      /camt\.053\.001\.14; this shop reads \.001\.02 to \.001\.13/,
    ],
    [
      'an entity declaration (billion laughs)',
      bytes(
        '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><Document>&lol2;</Document>',
      ),
      /declares a document type/,
    ],
    ['Latin-1 bytes', new Uint8Array([0x3c, 0x61, 0x3e, 0xfc, 0x3c, 0x2f, 0x61, 0x3e]), /not UTF-8/],
    [
      'a statement message without statement',
      bytes(
        '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><GrpHdr/></BkToCstmrStmt></Document>',
      ),
      /^The file has no statement \(Stmt\)\.$/,
    ],
    ['a statement without Id', statementFile('', '02', ''), /^Statement 1 has no Id\.$/],
    [
      'an entry without CdtDbtInd',
      statementFile(credit02('1.00', '').replace('<CdtDbtInd>CRDT</CdtDbtInd>', '')),
      /^Statement S-1, entry 1 has no credit\/debit indicator/,
    ],
    [
      'an entry without status',
      statementFile(credit02('1.00', '').replace('<Sts>BOOK</Sts>', '')),
      /^Statement S-1, entry 1 has no status \(Sts\)\.$/,
    ],
    [
      'a NUL written as a character reference',
      statementFile(credit02('1.00', '<TxDtls><RmtInf><Ustrd>Bestellung&#0;1</Ustrd></RmtInf></TxDtls>')),
      /^The file is not well-formed XML: it holds the character U\+0000, which XML does not allow\.$/,
    ],
    [
      'a NUL byte',
      statementFile(
        credit02('1.00', '<TxDtls><RltdPties><Dbtr><Nm>A\u0000B</Nm></Dbtr></RltdPties></TxDtls>'),
      ),
      /^The file is not well-formed XML: it holds the character U\+0000, which XML does not allow\.$/,
    ],
    [
      'an escape character',
      statementFile('', '02', '<Id>S-\u001b[31m</Id>'),
      /holds the character U\+001B, which XML does not allow/,
    ],
    [
      'half of a UTF-16 pair written as a character reference',
      statementFile('', '02', '<Id>S-&#xD800;</Id>'),
      /holds the character U\+D800, which XML does not allow/,
    ],
    [
      'a character reference beyond Unicode',
      statementFile('', '02', '<Id>S-&#x110000;&#99999999999999999999;</Id>'),
      /holds a character beyond U\+10FFFF, which XML does not allow/,
    ],
    [
      'a statement period that is no day',
      statementFile(
        '',
        '02',
        '<Id>S-1</Id><FrToDt><FrDtTm>2026-99-99T00:00:00</FrDtTm><ToDtTm>2026-11-20T23:59:59</ToDtTm></FrToDt>',
      ),
      /^Statement S-1 has a period \(FrToDt\) that is no day: "2026-99-99T00:00:00"\.$/,
    ],
    [
      'a statement period in the year 0000',
      statementFile(
        '',
        '02',
        '<Id>S-1</Id><FrToDt><FrDtTm>2026-11-20T00:00:00</FrDtTm><ToDtTm>0000-01-01</ToDtTm></FrToDt>',
      ),
      /^Statement S-1 has a period \(FrToDt\) that is no day: "0000-01-01"\.$/,
    ],
    [
      'an element named like a prototype property',
      bytes('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><__proto__/></Document>'),
      /^The file is not well-formed XML/,
    ],
  ])('refuses %s, saying what is wrong', (_name, file, message) => {
    expect(readError(file)).toMatch(message);
  });

  it('refuses a file over 20 MB before reading it', () => {
    expect(readError(new Uint8Array(CAMT_FILE_MAX_BYTES + 1))).toBe('The file is larger than 20 MB.');
  });

  it('answers any damaged statement with a reading or a CamtFileError, never another error', () => {
    const files = [
      sample('de-eur-2026-11-20.camt053.001.02.xml'),
      sample('at-eur-2026-11-21.camt053.001.08.xml'),
    ].map((file) => new TextDecoder().decode(file));
    fc.assert(
      fc.property(
        fc.constantFrom(...files),
        fc.array(fc.tuple(fc.nat(), fc.nat({ max: 40 }), fc.string({ maxLength: 12 })), { maxLength: 4 }),
        (file, damages) => {
          // Each damage cuts a few characters somewhere and puts other text in their place.
          const damaged = damages.reduce((text, [at, length, inserted]) => {
            const start = at % (text.length + 1);
            return text.slice(0, start) + inserted + text.slice(start + length);
          }, file);
          try {
            readCamt053(bytes(damaged));
          } catch (error) {
            expect(error).toBeInstanceOf(CamtFileError);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('accepts the mistyped iso:20023 namespace some banks send', () => {
    const file = new TextDecoder().decode(statementFile(credit02('1.00', '')));
    expect(readCamt053(bytes(file.replace('iso:20022', 'iso:20023'))).version).toBe('001.02');
  });
});

describe('minorUnitsOf', () => {
  it.each([
    ['249.90', 'EUR', 24990],
    ['249.9', 'EUR', 24990],
    ['249', 'EUR', 24900],
    ['0.01', 'CHF', 1],
    ['12.500', 'EUR', 1250],
    ['12.50000', 'SEK', 1250],
    ['1500', 'JPY', 1500],
    ['1500.0', 'JPY', 1500],
    ['90071992547409.91', 'EUR', 9007199254740991],
  ])('reads %s %s as %i minor units, exactly', (text, currency, minor) => {
    expect(minorUnitsOf(text, currency)).toBe(minor);
  });

  it.each([
    ['12.505', 'EUR', 'the amount 12.505 has more decimals than EUR has (2)'],
    ['1500.5', 'JPY', 'the amount 1500.5 has more decimals than JPY has (0)'],
    ['1.000001', 'EUR', 'the amount "1.000001" is not a decimal amount'],
    ['-5.00', 'EUR', 'the amount "-5.00" is not a decimal amount'],
    ['1e3', 'EUR', 'the amount "1e3" is not a decimal amount'],
    ['1,50', 'EUR', 'the amount "1,50" is not a decimal amount'],
    ['90071992547409.92', 'EUR', 'the amount 90071992547409.92 is too large'],
    ['5.00', 'XYZ', 'the currency XYZ is not one the shop reads'],
    ['0.00', 'EUR', 'the amount 0.00 is no payment'],
    ['0', 'JPY', 'the amount 0 is no payment'],
  ])('refuses %s %s', (text, currency, message) => {
    expect(() => minorUnitsOf(text, currency)).toThrow(message);
  });
});
