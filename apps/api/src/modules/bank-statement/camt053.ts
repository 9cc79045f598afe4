import type { BankEntryIgnoredReason } from '@hortus/core';
import { XMLParser } from 'fast-xml-parser';

/**
 * Reads a camt.053 file, the ISO 20022 end-of-day statement (BankToCustomerStatement) every EU bank
 * exports, into plain objects: the statements with the credits that may pay orders, and the entries that
 * cannot, each with why. No I/O; the import service decides what the credits pay.
 *
 * Versions .02 to .13 are read (German banks sent .02 until 2025 and send .08 since; others .04, .06, .13):
 * where the versions differ in shape (B.3 of the order lifecycle fact sheet) both shapes are read, whatever
 * the namespace says, as files in the wild mix them.
 */

/** The DK's recommended largest camt message (DFÜ-Abkommen Anlage 3); a bigger upload is refused unread. */
export const CAMT_FILE_MAX_BYTES = 20 * 1024 * 1024;

/** ISO 4217 digits of the currencies a statement of the shop's accounts can hold. */
const CURRENCY_DIGITS: Readonly<Record<string, number>> = {
  EUR: 2,
  CHF: 2,
  SEK: 2,
  PLN: 2,
  GBP: 2,
  USD: 2,
  DKK: 2,
  NOK: 2,
  CZK: 2,
  HUF: 2,
  JPY: 0,
  ISK: 0,
};

export interface CamtFile {
  /** The namespace's version, e.g. '001.02' or '001.08'. */
  version: string;
  /** `GrpHdr/MsgId`, the bank's id of this message. */
  messageId: string | null;
  statements: CamtStatement[];
}

export interface CamtStatement {
  /** `Stmt/Id`. */
  id: string;
  /** `Acct/Id/IBAN`; null for an account identified otherwise (`Othr`). */
  accountIban: string | null;
  /** `Acct/Ccy`, else the currency of the first balance or entry. */
  currency: string | null;
  /** `ElctrncSeqNb`. */
  electronicSequenceNumber: string | null;
  /** `CpyDplctInd`: CODU, COPY or DUPL when the bank sends this statement again. */
  copyDuplicate: string | null;
  /** `FrToDt`, the days the statement covers (YYYY-MM-DD as the bank wrote them). */
  from: string | null;
  to: string | null;
  /** Booked credits that are no reversal, one per transaction: the candidates for payments. */
  credits: CamtCredit[];
  /** Everything else, with why. */
  ignored: CamtIgnoredEntry[];
}

/** Where a credit or an ignored entry sits in the file, for messages and for telling same-day twins apart. */
export interface CamtPosition {
  /** 1-based index of the `Ntry` in its statement. */
  entry: number;
  /** 1-based index of the `TxDtls` in its entry (1 when the entry has none). */
  transaction: number;
  /** How many transactions the entry holds: more than one for a batch entry ("Sammler"). */
  transactions: number;
}

export interface CamtCredit {
  position: CamtPosition;
  /** Integer minor units of `currency`. */
  amount: number;
  currency: string;
  /** `BookgDt` (YYYY-MM-DD). */
  bookedOn: string;
  /** `ValDt`, when given. */
  valueOn: string | null;
  /** `Ntry/AcctSvcrRef`: the bank's reference of the entry, shared by the transactions of a batch entry. */
  entryBankReference: string | null;
  /** `TxDtls/Refs/AcctSvcrRef`: the bank's reference of this transaction. */
  transactionBankReference: string | null;
  /** `Refs/EndToEndId` as the payer set it; never 'NOTPROVIDED'. */
  endToEndId: string | null;
  /** Every `RmtInf/Ustrd`, in order. */
  remittanceLines: string[];
  /** `RmtInf/Strd/CdtrRefInf/Ref` (an RF creditor reference or the creditor's own). */
  creditorReference: string | null;
  /** `AddtlNtryInf`, only for an entry without transaction details (its text is then all there is). */
  additionalEntryInfo: string | null;
  debtorName: string | null;
  debtorIban: string | null;
}

export interface CamtIgnoredEntry {
  position: CamtPosition;
  reason: BankEntryIgnoredReason;
  /** What is wrong, for 'unreadable'; the status read, for 'not_booked'. */
  detail: string | null;
  /** The amount when it could be read (minor units), else null. */
  amount: number | null;
  /** As written in the file (`Amt/@Ccy`). */
  currency: string | null;
  /** As written in the file, for a person to look the entry up. */
  amountText: string | null;
  bookedOn: string | null;
  entryBankReference: string | null;
  transactionBankReference: string | null;
  /** Only for a booked entry: a pending or informational one comes again and is no entry of the account yet. */
  booked: boolean;
}

/** A file that is not a camt.053 statement this reader can take, with what is wrong in words for staff. */
export class CamtFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CamtFileError';
  }
}

/** An entry the reader cannot take (its amount or date); the entry is listed as unreadable. */
class CamtEntryError extends Error {}

const NAMESPACE = /^urn:iso:std:iso:2002[23]:tech:xsd:([a-z]{4})\.(\d{3})\.(\d{3})\.(\d{2})$/;

/** The messages a shop's staff might upload instead, named so the refusal says what the file is. */
const OTHER_MESSAGES: Readonly<Record<string, string>> = {
  'camt.052': 'an intraday account report (camt.052)',
  'camt.054': 'a debit/credit notification (camt.054)',
  'pain.001': 'a credit transfer order (pain.001)',
  'pain.002': 'a payment status report (pain.002)',
  'pain.008': 'a direct debit order (pain.008)',
};

const parser = new XMLParser({
  // No entity expansion at all (the "billion laughs" and its kin, CVE-2026-26278): the five predefined
  // entities and character references are decoded by `decodeText` below, which cannot expand.
  processEntities: false,
  htmlEntities: false,
  // Banks write the namespace as default or with a prefix (`ns2:Document`); the element names are what count.
  transformTagName: (name) => name.slice(name.indexOf(':') + 1),
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Everything stays text: an amount is never a floating-point number here.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // A camt.053 is about 12 levels deep; this bounds a hostile file's nesting.
  maxNestedTags: 64,
});

type XmlNode = string | { [name: string]: XmlValue };
type XmlValue = XmlNode | XmlNode[];

/** The child elements called `name`: none, one or several. Own properties only (never `toString` & co). */
function children(node: XmlValue | undefined, name: string): XmlNode[] {
  if (node === undefined || typeof node === 'string' || Array.isArray(node)) return [];
  if (!Object.hasOwn(node, name)) return [];
  const value = node[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The first element at `path` (each step the first child of that name). */
function at(node: XmlNode | undefined, ...path: string[]): XmlNode | undefined {
  let current = node;
  for (const name of path) {
    current = children(current, name)[0];
    if (current === undefined) return undefined;
  }
  return current;
}

const XML_ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** An element's text with the predefined entities and character references decoded, in one pass. */
function decodeText(raw: string): string {
  return raw.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-z]{2,4});/g, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return XML_ENTITIES[name] ?? whole;
  });
}

/** The text of the element at `path`, or null when it is missing or empty. */
function text(node: XmlNode | undefined, ...path: string[]): string | null {
  const element = at(node, ...path);
  if (element === undefined) return null;
  const raw = typeof element === 'string' ? element : element['#text'];
  if (typeof raw !== 'string') return null;
  const value = decodeText(raw).trim();
  return value === '' ? null : value;
}

function attribute(node: XmlNode | undefined, name: string): string | null {
  if (node === undefined || typeof node === 'string' || !Object.hasOwn(node, `@${name}`)) return null;
  const value = node[`@${name}`];
  return typeof value === 'string' ? decodeText(value).trim() : null;
}

/**
 * A camt amount ("1234.50", at most 5 decimals) as integer minor units of its currency, through BigInt and
 * never a float. Decimals beyond the currency's are accepted only as zeros ("12.500" is 1250 cents; some
 * banks pad to the schema's five decimals), anything else there is an error: "12.505" euro is no amount.
 */
export function minorUnitsOf(amountText: string, currency: string): number {
  const digits = CURRENCY_DIGITS[currency];
  if (digits === undefined) throw new CamtEntryError(`the currency ${currency} is not one the shop reads`);
  const match = /^(\d{1,18})(?:\.(\d{1,5}))?$/.exec(amountText);
  if (!match) throw new CamtEntryError(`the amount "${amountText}" is not a decimal amount`);
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  if (/[1-9]/.test(fraction.slice(digits))) {
    throw new CamtEntryError(`the amount ${amountText} has more decimals than ${currency} has (${digits})`);
  }
  const minor = BigInt(whole) * 10n ** BigInt(digits) + BigInt(fraction.slice(0, digits).padEnd(digits, '0'));
  if (minor > BigInt(Number.MAX_SAFE_INTEGER))
    throw new CamtEntryError(`the amount ${amountText} is too large`);
  // Nothing moved: no payment, and no amount the credits keep (theirs are above zero).
  if (minor === 0n) throw new CamtEntryError(`the amount ${amountText} is no payment`);
  return Number(minor);
}

/**
 * The day (YYYY-MM-DD) a date or date-time begins with, if it is one of the calendar: Date.parse takes
 * 2026-02-30 (as 2 March) and the year 0000, which the database refuses.
 */
function dayOf(value: string): string | null {
  const day = /^(\d{4}-\d{2}-\d{2})/.exec(value)?.[1];
  if (!day || day.startsWith('0000')) return null;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) ? day : null;
}

/** `BookgDt`/`ValDt` is a choice of `Dt` (a date) or `DtTm` (a date-time); the date as the bank wrote it. */
function dateOf(node: XmlNode | undefined, name: string): string | null {
  const value = text(node, name, 'Dt') ?? text(node, name, 'DtTm');
  if (value === null) return null;
  const date = dayOf(value);
  if (!date) throw new CamtEntryError(`the ${name} "${value}" is not a date`);
  return date;
}

/**
 * The first character of `xml` that XML does not allow (its Char production: no control character but tab
 * and line breaks, no surrogate, nothing beyond U+10FFFF, no U+FFFE/U+FFFF), written or as a character
 * reference; null when there is none. PostgreSQL refuses NUL in text.
 */
function forbiddenCharacterOf(xml: string): number | null {
  const isAllowed = (code: number) =>
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML does not allow
  const written = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/.exec(xml)?.[0];
  if (written !== undefined) return written.charCodeAt(0);
  for (const [, hex, decimal] of xml.matchAll(/&#(?:x([0-9a-fA-F]+)|([0-9]+));/g)) {
    const code = hex !== undefined ? Number.parseInt(hex, 16) : Number(decimal);
    if (!isAllowed(code)) return code;
  }
  return null;
}

const characterNamed = (code: number) =>
  code > 0x10ffff
    ? 'a character beyond U+10FFFF'
    : `the character U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** `Sts` is plain text up to .04 (`<Sts>BOOK</Sts>`) and a choice of `Cd` or `Prtry` from .05 on. */
function statusOf(entry: XmlNode): string | null {
  return text(entry, 'Sts', 'Cd') ?? text(entry, 'Sts', 'Prtry') ?? text(entry, 'Sts');
}

/** The party's name: `Dbtr/Nm` up to .07, `Dbtr/Pty/Nm` from .08 on. */
function partyName(party: XmlNode | undefined): string | null {
  return text(party, 'Pty', 'Nm') ?? text(party, 'Nm');
}

/** Whether the XSD boolean (`true`/`1`) is set. */
const isTrue = (value: string | null) => value === 'true' || value === '1';

/** Reads a camt.053 file; throws a `CamtFileError` saying what is wrong for anything else. */
export function readCamt053(file: Uint8Array): CamtFile {
  if (file.byteLength > CAMT_FILE_MAX_BYTES) {
    throw new CamtFileError(`The file is larger than ${CAMT_FILE_MAX_BYTES / 1024 / 1024} MB.`);
  }
  let xml: string;
  try {
    // camt messages are UTF-8 (DK rules); a byte that is not is an error, not a replacement character.
    xml = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(file);
  } catch {
    throw new CamtFileError('The file is not UTF-8 text, so it is no camt.053 statement.');
  }
  if (xml.trim() === '') throw new CamtFileError('The file is empty.');
  const forbidden = forbiddenCharacterOf(xml);
  if (forbidden !== null)
    throw new CamtFileError(
      `The file is not well-formed XML: it holds ${characterNamed(forbidden)}, which XML does not allow.`,
    );
  // No camt message has a document type declaration; one is only ever there to declare entities.
  if (/<!DOCTYPE/i.test(xml))
    throw new CamtFileError('The file declares a document type, which camt.053 never does.');
  let document: XmlNode;
  try {
    document = parser.parse(xml, true) as XmlNode;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new CamtFileError(`The file is not well-formed XML: ${detail}`);
  }
  const root = at(document, 'Document');
  const roots = typeof document === 'string' ? [] : Object.keys(document);
  if (root === undefined || roots.length !== 1) {
    throw new CamtFileError('The file is XML but not an ISO 20022 message (no single Document element).');
  }
  const version = versionOf(root);
  const statementMessage = at(root, 'BkToCstmrStmt');
  if (statementMessage === undefined) throw new CamtFileError('The file has no BkToCstmrStmt element.');
  const statements = children(statementMessage, 'Stmt');
  if (statements.length === 0) throw new CamtFileError('The file has no statement (Stmt).');
  return {
    version,
    messageId: text(statementMessage, 'GrpHdr', 'MsgId'),
    statements: statements.map((statement, index) => readStatement(statement, index + 1)),
  };
}

function versionOf(root: XmlNode): string {
  const namespaces =
    typeof root === 'string'
      ? []
      : Object.entries(root)
          .filter(([name]) => name === '@xmlns' || name.startsWith('@xmlns:'))
          .map(([, value]) => (typeof value === 'string' ? value.trim() : ''));
  const messages = namespaces.flatMap((namespace) => {
    const match = NAMESPACE.exec(namespace);
    return match ? [{ message: `${match[1]}.${match[2]}`, version: `${match[3]}.${match[4]}` }] : [];
  });
  const statement = messages.find((found) => found.message === 'camt.053');
  if (statement) {
    const number = Number(statement.version.slice(4));
    if (number < 2 || number > 13) {
      throw new CamtFileError(
        `The file is camt.053.${statement.version}; this shop reads .001.02 to .001.13.`,
      );
    }
    return statement.version;
  }
  const other = messages[0];
  if (other) {
    const known = OTHER_MESSAGES[other.message];
    throw new CamtFileError(
      `The file is ${known ?? `an ISO 20022 ${other.message} message`}, not a camt.053 bank statement.`,
    );
  }
  throw new CamtFileError(
    'The file has no camt.053 namespace (urn:iso:std:iso:20022:tech:xsd:camt.053.001.NN).',
  );
}

/** The first or last day of a statement's period (`FrToDt`), or null when it has none. */
function periodDay(statement: XmlNode, id: string, name: 'FrDtTm' | 'ToDtTm'): string | null {
  const value = text(statement, 'FrToDt', name);
  if (value === null) return null;
  const day = dayOf(value);
  if (!day) throw new CamtFileError(`Statement ${id} has a period (FrToDt) that is no day: "${value}".`);
  return day;
}

function readStatement(statement: XmlNode, number: number): CamtStatement {
  const id = text(statement, 'Id');
  if (id === null) throw new CamtFileError(`Statement ${number} has no Id.`);
  if (at(statement, 'Acct') === undefined) throw new CamtFileError(`Statement ${id} has no account (Acct).`);
  const entries = children(statement, 'Ntry');
  const currency =
    text(statement, 'Acct', 'Ccy') ??
    attribute(at(statement, 'Bal', 'Amt'), 'Ccy') ??
    attribute(at(entries[0], 'Amt'), 'Ccy');
  const read: CamtStatement = {
    id,
    accountIban: text(statement, 'Acct', 'Id', 'IBAN')?.replace(/\s+/g, '').toUpperCase() ?? null,
    currency,
    electronicSequenceNumber: text(statement, 'ElctrncSeqNb'),
    copyDuplicate: text(statement, 'CpyDplctInd'),
    from: periodDay(statement, id, 'FrDtTm'),
    to: periodDay(statement, id, 'ToDtTm'),
    credits: [],
    ignored: [],
  };
  entries.forEach((entry, index) => {
    readEntry(entry, { statementId: id, entry: index + 1 }, read);
  });
  return read;
}

/** What an ignored entry or transaction says of itself, before the reason is known. */
function ignoredBase(
  entry: XmlNode,
  position: CamtPosition,
  amountNode: XmlNode | undefined,
): Omit<CamtIgnoredEntry, 'reason' | 'detail' | 'booked'> {
  const amountText = text(amountNode);
  const currency = attribute(amountNode, 'Ccy');
  let amount: number | null = null;
  let bookedOn: string | null = null;
  try {
    amount = amountText !== null && currency !== null ? minorUnitsOf(amountText, currency) : null;
  } catch {}
  try {
    bookedOn = dateOf(entry, 'BookgDt');
  } catch {}
  return {
    position,
    amount,
    currency,
    amountText,
    bookedOn,
    entryBankReference: text(entry, 'AcctSvcrRef'),
    transactionBankReference: null,
  };
}

function readEntry(entry: XmlNode, where: { statementId: string; entry: number }, into: CamtStatement): void {
  const name = `Statement ${where.statementId}, entry ${where.entry}`;
  const amountNode = at(entry, 'Amt');
  if (amountNode === undefined) throw new CamtFileError(`${name} has no amount (Amt).`);
  if (attribute(amountNode, 'Ccy') === null)
    throw new CamtFileError(`${name} has an amount without currency (Ccy).`);
  const direction = text(entry, 'CdtDbtInd');
  if (direction !== 'CRDT' && direction !== 'DBIT') {
    throw new CamtFileError(`${name} has no credit/debit indicator (CdtDbtInd CRDT or DBIT).`);
  }
  const status = statusOf(entry);
  if (status === null) throw new CamtFileError(`${name} has no status (Sts).`);
  const transactions = children(entry, 'NtryDtls').flatMap((details) => children(details, 'TxDtls'));
  const position = { entry: where.entry, transaction: 1, transactions: Math.max(1, transactions.length) };
  const ignore = (reason: BankEntryIgnoredReason, detail: string | null, booked: boolean): void => {
    into.ignored.push({ ...ignoredBase(entry, position, amountNode), reason, detail, booked });
  };
  // Pending and informational entries are no booking yet: they come again as booked ones and are not kept.
  if (status === 'PDNG') {
    ignore('pending', null, false);
    return;
  }
  if (status !== 'BOOK') {
    ignore('not_booked', status, false);
    return;
  }
  // A reversal is never a payment: as a credit it undoes a debit (a returned direct debit), as a debit it
  // takes back a credit (a transfer recalled by the payer's bank), which the person matching must see.
  if (isTrue(text(entry, 'RvslInd'))) {
    ignore('reversal', null, true);
    return;
  }
  if (direction === 'DBIT') {
    ignore('debit', null, true);
    return;
  }

  let bookedOn: string | null;
  let valueOn: string | null;
  try {
    bookedOn = dateOf(entry, 'BookgDt');
    valueOn = dateOf(entry, 'ValDt');
    if (bookedOn === null) throw new CamtEntryError('the booked entry has no booking date (BookgDt)');
  } catch (error) {
    if (!(error instanceof CamtEntryError)) throw error;
    ignore('unreadable', error.message, true);
    return;
  }
  const entryAmountText = text(amountNode) ?? '';
  const entryCurrency = attribute(amountNode, 'Ccy') ?? '';
  const common = { bookedOn, valueOn, entryBankReference: text(entry, 'AcctSvcrRef') };
  if (transactions.length === 0) {
    // No details: the entry is the one transaction, and its additional text all there is of a reference.
    try {
      into.credits.push({
        ...common,
        position,
        amount: minorUnitsOf(entryAmountText, entryCurrency),
        currency: entryCurrency,
        transactionBankReference: null,
        endToEndId: null,
        remittanceLines: [],
        creditorReference: null,
        additionalEntryInfo: text(entry, 'AddtlNtryInf'),
        debtorName: null,
        debtorIban: null,
      });
    } catch (error) {
      if (!(error instanceof CamtEntryError)) throw error;
      ignore('unreadable', error.message, true);
    }
    return;
  }
  for (const [index, transaction] of transactions.entries()) {
    const txPosition = { ...position, transaction: index + 1 };
    // The transaction's own amount (.03 on), else its amount details (the only place in .02), else, for the
    // only transaction of an entry, the entry's amount. A batch's part without any amount cannot be read.
    const amountOfTransaction =
      at(transaction, 'Amt') ??
      at(transaction, 'AmtDtls', 'TxAmt', 'Amt') ??
      (transactions.length === 1 ? amountNode : undefined);
    const transactionBankReference = text(transaction, 'Refs', 'AcctSvcrRef');
    const ignoreTransaction = (reason: BankEntryIgnoredReason, detail: string | null): void => {
      into.ignored.push({
        ...ignoredBase(entry, txPosition, amountOfTransaction ?? amountNode),
        transactionBankReference,
        reason,
        detail,
        booked: true,
      });
    };
    // A batch of credits may in rare cases hold a returned part (its own CdtDbtInd), which pays nothing.
    if (text(transaction, 'CdtDbtInd') === 'DBIT') {
      ignoreTransaction('debit', null);
      continue;
    }
    if (at(transaction, 'RtrInf') !== undefined) {
      ignoreTransaction('reversal', null);
      continue;
    }
    try {
      if (amountOfTransaction === undefined) {
        throw new CamtEntryError(`transaction ${index + 1} of a batch entry has no amount`);
      }
      const currency = attribute(amountOfTransaction, 'Ccy') ?? entryCurrency;
      const endToEndId = text(transaction, 'Refs', 'EndToEndId');
      const parties = at(transaction, 'RltdPties');
      into.credits.push({
        ...common,
        position: txPosition,
        amount: minorUnitsOf(text(amountOfTransaction) ?? '', currency),
        currency,
        transactionBankReference,
        // SEPA carries 'NOTPROVIDED' when the payer gave none: the same text on unrelated payments.
        endToEndId: endToEndId === null || endToEndId.toUpperCase() === 'NOTPROVIDED' ? null : endToEndId,
        remittanceLines: children(at(transaction, 'RmtInf'), 'Ustrd').flatMap((line) => text(line) ?? []),
        creditorReference:
          children(at(transaction, 'RmtInf'), 'Strd')
            .map((structured) => text(structured, 'CdtrRefInf', 'Ref'))
            .find((reference) => reference !== null) ?? null,
        additionalEntryInfo: null,
        debtorName: partyName(at(parties, 'Dbtr')),
        debtorIban: text(parties, 'DbtrAcct', 'Id', 'IBAN')?.replace(/\s+/g, '').toUpperCase() ?? null,
      });
    } catch (error) {
      if (!(error instanceof CamtEntryError)) throw error;
      ignoreTransaction('unreadable', error.message);
    }
  }
}
