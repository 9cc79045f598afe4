import { createHash } from 'node:crypto';
import type { BankCreditReviewReason, BankEntryIgnoredReason } from '@hortus/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/envelope';
import type { JobQueue } from '../../jobs/job-queue';
import { ordersToPayByNumber, orderToPay } from '../order';
import {
  CAMT_FILE_MAX_BYTES,
  type CamtCredit,
  type CamtFile,
  CamtFileError,
  type CamtIgnoredEntry,
  readCamt053,
} from './camt053';
import { entryKeysOf } from './entry-key';
import { decideCredit, orderNumbersIn } from './matching';
import { type BankCreditState, bankStatementCredits, bankStatementImports } from './tables';

/** The member of staff who uploads a statement or matches a credit. */
export interface StaffActor {
  staffId: number;
  /** For the order's history, beside a staff match. */
  name?: string;
}

/**
 * Who the order's history names as having booked a payment (the lifecycle's `OrderActor`): the bank
 * statement itself for a credit the import booked on its own (its id: the import's), the member of staff
 * for a credit a person matched.
 */
export type BankPaymentActor =
  | { kind: 'bank_statement'; id: string; name: null }
  | { kind: 'staff'; id: string; name: string | null };

/** A payment for the order's history, as a bank statement line books it (the lifecycle's payment event). */
export interface BankPayment {
  orderId: number;
  /** `bank:<entry key>`: the history books one event id once, however often the line is imported. */
  eventId: string;
  event: {
    type: 'payment';
    /** Minor units of `currency`. */
    amount: number;
    currency: string;
    /** YYYY-MM-DD. */
    bookedOn: string;
    /** What the payer wrote. */
    reference: string;
    source: 'bank_statement';
  };
  actor: BankPaymentActor;
}

/**
 * Books a payment on an order's history inside the caller's transaction `db`, idempotent by `eventId`, and
 * throws an `HttpError` when the order's state refuses it. The order lifecycle's `recordOrderEvent` is the
 * one the app passes; the import takes it as a parameter so it depends on nothing of that module but this.
 */
export type BookPayment = (db: Database, jobs: JobQueue, payment: BankPayment) => Promise<unknown>;

export interface BookedCredit {
  creditId: number;
  orderId: number;
  orderNumber: string;
  storeCode: string;
  amount: number;
  currency: string;
  bookedOn: string;
}

export interface CreditForReview {
  creditId: number;
  reason: BankCreditReviewReason;
  /** The lifecycle's message, for 'booking_refused'. */
  detail: string | null;
  amount: number;
  currency: string;
  bookedOn: string;
  /** The order numbers the references name. */
  orderNumbers: string[];
  suggestedOrderId: number | null;
}

export interface IgnoredEntry {
  /** Null for a pending or informational entry, which is not kept (it comes again, booked). */
  creditId: number | null;
  reason: BankEntryIgnoredReason;
  detail: string | null;
  amount: number | null;
  currency: string | null;
  bookedOn: string | null;
}

export interface AlreadyImportedEntry {
  creditId: number;
  state: BankCreditState;
  amount: number | null;
  currency: string | null;
  bookedOn: string | null;
}

/** What an import did, for the person who uploaded the file. Personal data of payers stays out of it. */
export interface ImportReport {
  importId: number;
  statements: {
    id: string;
    accountIban: string | null;
    currency: string | null;
    from: string | null;
    to: string | null;
    electronicSequenceNumber: string | null;
    copyDuplicate: string | null;
  }[];
  booked: BookedCredit[];
  review: CreditForReview[];
  ignored: IgnoredEntry[];
  alreadyImported: AlreadyImportedEntry[];
}

/** One kept entry of the file: a credit, or a booked entry that is no payment. */
type UnkeyedEntry =
  | { kind: 'credit'; accountIban: string | null; credit: CamtCredit }
  | { kind: 'ignored'; accountIban: string | null; entry: CamtIgnoredEntry };
type FileEntry = UnkeyedEntry & { key: string };

/** The order history's event id of a statement line. */
export const bankEventId = (entryKey: string) => `bank:${entryKey}`;

/**
 * Imports a camt.053 file: each booked credit whose reference names exactly one open bank-transfer (or on-account) order
 * owing exactly its amount is booked on that order (`bookPayment`); the other credits wait for a person
 * with the reason; debits and reversals are kept as ignored. An entry already imported by an earlier file
 * (the same file, a copy, an overlapping period) is reported as such and changes nothing. All of it in one
 * transaction: a failure books nothing.
 *
 * Refuses (400 bank_statement_invalid, 413 too_large) a file that is not a camt.053 statement, saying why.
 */
export async function importStatement(
  db: Database,
  jobs: JobQueue,
  file: Uint8Array,
  actor: StaffActor,
  bookPayment: BookPayment,
  options: { fileName?: string | null } = {},
): Promise<ImportReport> {
  const camt = readFile(file);
  const entries = entriesOf(camt);
  const pendingEntries = camt.statements.flatMap((statement) =>
    statement.ignored.filter((entry) => !entry.booked),
  );
  const fileSha256 = createHash('sha256').update(file).digest('hex');
  const days = camt.statements
    .flatMap((statement) => [statement.from, statement.to])
    .filter((day) => day !== null);
  days.sort();

  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(bankStatementImports)
      .values({
        fileSha256,
        messageId: camt.messageId,
        statementIds: camt.statements.map((statement) => statement.id),
        accountIbans: [...new Set(camt.statements.flatMap((statement) => statement.accountIban ?? []))],
        periodFrom: days[0] ?? null,
        periodTo: days.at(-1) ?? null,
        staffId: actor.staffId,
        fileName: options.fileName ?? null,
        bookedCount: 0,
        reviewCount: 0,
        ignoredCount: 0,
        alreadyImportedCount: 0,
      })
      .returning({ id: bankStatementImports.id });
    if (!created) throw new Error('the import row was not written');
    const report: ImportReport = {
      importId: created.id,
      statements: camt.statements.map(({ credits: _credits, ignored: _ignored, ...statement }) => statement),
      booked: [],
      review: [],
      ignored: [],
      alreadyImported: [],
    };
    const known = await keptCredits(
      tx,
      entries.map((entry) => entry.key),
    );
    for (const entry of entries) {
      const kept = known.get(entry.key);
      if (kept) {
        report.alreadyImported.push(kept);
        continue;
      }
      if (entry.kind === 'ignored') await keepIgnored(tx, created.id, entry, report);
      else await importCredit(tx, jobs, created.id, entry, bookPayment, report);
    }
    for (const entry of pendingEntries) {
      report.ignored.push({
        creditId: null,
        reason: entry.reason,
        detail: entry.detail,
        amount: entry.amount,
        currency: entry.currency,
        bookedOn: entry.bookedOn,
      });
    }
    await tx
      .update(bankStatementImports)
      .set({
        bookedCount: report.booked.length,
        reviewCount: report.review.length,
        ignoredCount: report.ignored.length,
        alreadyImportedCount: report.alreadyImported.length,
        // Kept to show again later (the page's "last import"); it holds no payer's data.
        report,
      })
      .where(eq(bankStatementImports.id, created.id));
    return report;
  });
}

function readFile(file: Uint8Array): CamtFile {
  try {
    return readCamt053(file);
  } catch (error) {
    if (!(error instanceof CamtFileError)) throw error;
    if (file.byteLength > CAMT_FILE_MAX_BYTES) {
      throw new HttpError(413, error.message, { reason: 'too_large' });
    }
    throw new HttpError(400, error.message, { reason: 'bank_statement_invalid' });
  }
}

/** The file's kept entries in file order, each with its key (entry-key.ts). */
function entriesOf(camt: CamtFile): FileEntry[] {
  const entries: UnkeyedEntry[] = [];
  for (const statement of camt.statements) {
    const accountIban = statement.accountIban;
    const inFileOrder = [
      ...statement.credits.map((credit) => ({ kind: 'credit' as const, accountIban, credit })),
      ...statement.ignored
        .filter((entry) => entry.booked)
        .map((entry) => ({ kind: 'ignored' as const, accountIban, entry })),
    ];
    const positionOf = (entry: (typeof inFileOrder)[number]) =>
      entry.kind === 'credit' ? entry.credit.position : entry.entry.position;
    inFileOrder.sort(
      (a, b) =>
        positionOf(a).entry - positionOf(b).entry || positionOf(a).transaction - positionOf(b).transaction,
    );
    entries.push(...inFileOrder);
  }
  const keys = entryKeysOf(
    entries.map((entry) => {
      const facts = entry.kind === 'credit' ? entry.credit : entry.entry;
      return {
        accountIban: entry.accountIban,
        transactionBankReference: facts.transactionBankReference,
        entryBankReference: facts.entryBankReference,
        partOfBatch: facts.position.transactions > 1,
        content:
          entry.kind === 'credit'
            ? [
                'credit',
                entry.credit.bookedOn,
                entry.credit.amount,
                entry.credit.currency,
                entry.credit.endToEndId,
                entry.credit.remittanceLines.join('\n'),
                entry.credit.creditorReference,
                entry.credit.additionalEntryInfo,
                entry.credit.debtorName,
                entry.credit.debtorIban,
              ]
            : [
                'ignored',
                entry.entry.reason,
                entry.entry.bookedOn,
                entry.entry.amountText,
                entry.entry.currency,
              ],
      };
    }),
  );
  return entries.map((entry, index) => ({ ...entry, key: keys[index] ?? '' }));
}

async function keptCredits(db: Database, keys: string[]): Promise<Map<string, AlreadyImportedEntry>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({
      key: bankStatementCredits.entryKey,
      creditId: bankStatementCredits.id,
      state: bankStatementCredits.state,
      amount: bankStatementCredits.amount,
      currency: bankStatementCredits.currency,
      bookedOn: bankStatementCredits.bookedOn,
    })
    .from(bankStatementCredits)
    .where(inArray(bankStatementCredits.entryKey, keys));
  return new Map(rows.map(({ key, ...kept }) => [key, kept]));
}

/**
 * Writes the entry's row unless another import wrote it meanwhile (the unique key waits for that one's
 * transaction); answers the row's id, or null when it was there already.
 */
async function keepEntry(
  db: Database,
  row: typeof bankStatementCredits.$inferInsert,
): Promise<number | null> {
  const [kept] = await db
    .insert(bankStatementCredits)
    .values(row)
    .onConflictDoNothing({ target: bankStatementCredits.entryKey })
    .returning({ id: bankStatementCredits.id });
  return kept?.id ?? null;
}

async function alreadyImported(db: Database, key: string, report: ImportReport) {
  const kept = (await keptCredits(db, [key])).get(key);
  if (kept) report.alreadyImported.push(kept);
}

async function keepIgnored(
  db: Database,
  importId: number,
  entry: Extract<FileEntry, { kind: 'ignored' }>,
  report: ImportReport,
) {
  const { entry: ignored } = entry;
  const creditId = await keepEntry(db, {
    importId,
    entryKey: entry.key,
    state: 'ignored',
    reason: ignored.reason,
    reasonDetail: ignored.detail,
    amount: ignored.amount,
    currency: ignored.currency !== null && /^[A-Z]{3}$/.test(ignored.currency) ? ignored.currency : null,
    bookedOn: ignored.bookedOn,
    accountIban: entry.accountIban,
    bankReference: ignored.transactionBankReference ?? ignored.entryBankReference,
  });
  if (creditId === null) return alreadyImported(db, entry.key, report);
  report.ignored.push({
    creditId,
    reason: ignored.reason,
    detail: ignored.detail,
    amount: ignored.amount,
    currency: ignored.currency,
    bookedOn: ignored.bookedOn,
  });
}

/** What the payer wrote, for the order's history: the remittance lines, else the structured reference. */
function paymentReferenceOf(credit: CamtCredit): string {
  const lines = credit.remittanceLines.join(' ');
  return lines || credit.creditorReference || credit.endToEndId || credit.additionalEntryInfo || '';
}

async function importCredit(
  db: Database,
  jobs: JobQueue,
  importId: number,
  entry: Extract<FileEntry, { kind: 'credit' }>,
  bookPayment: BookPayment,
  report: ImportReport,
) {
  const { credit } = entry;
  const orderNumbers = orderNumbersIn(
    [
      ...credit.remittanceLines,
      ...(credit.endToEndId ? [credit.endToEndId] : []),
      ...(credit.additionalEntryInfo ? [credit.additionalEntryInfo] : []),
    ],
    credit.creditorReference,
  );
  // Read now, inside the transaction: an earlier credit of this file may have paid the same order.
  const orders = await ordersToPayByNumber(db, orderNumbers);
  const decision = decideCredit({ amount: credit.amount, currency: credit.currency, orderNumbers }, orders);
  const row = {
    importId,
    entryKey: entry.key,
    amount: credit.amount,
    currency: credit.currency,
    bookedOn: credit.bookedOn,
    accountIban: entry.accountIban,
    bankReference: credit.transactionBankReference ?? credit.entryBankReference,
    endToEndId: credit.endToEndId,
    referenceText:
      credit.remittanceLines.length > 0 ? credit.remittanceLines.join('\n') : credit.additionalEntryInfo,
    creditorReference: credit.creditorReference,
    debtorName: credit.debtorName,
    debtorIban: credit.debtorIban,
  };
  const forReview = (
    reason: BankCreditReviewReason,
    suggestedOrderId: number | null,
    detail: string | null,
  ) => ({
    creditId: 0,
    reason,
    detail,
    amount: credit.amount,
    currency: credit.currency,
    bookedOn: credit.bookedOn,
    orderNumbers,
    suggestedOrderId,
  });
  if (decision.outcome === 'review') {
    const suggestedOrderId = decision.order?.orderId ?? null;
    const creditId = await keepEntry(db, {
      ...row,
      state: 'review',
      reason: decision.reason,
      suggestedOrderId,
    });
    if (creditId === null) return alreadyImported(db, entry.key, report);
    report.review.push({ ...forReview(decision.reason, suggestedOrderId, null), creditId });
    return;
  }
  const { order } = decision;
  const creditId = await keepEntry(db, { ...row, state: 'booked', orderId: order.orderId });
  if (creditId === null) return alreadyImported(db, entry.key, report);
  try {
    // A savepoint: a booking the order's history refuses leaves the credit for a person, not the import failed.
    await db.transaction(async (savepoint) => {
      await bookPayment(savepoint, jobs, {
        orderId: order.orderId,
        eventId: bankEventId(entry.key),
        event: {
          type: 'payment',
          amount: credit.amount,
          currency: credit.currency,
          bookedOn: credit.bookedOn,
          reference: paymentReferenceOf(credit),
          source: 'bank_statement',
        },
        actor: { kind: 'bank_statement', id: String(importId), name: null },
      });
    });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    await db
      .update(bankStatementCredits)
      .set({
        state: 'review',
        reason: 'booking_refused',
        reasonDetail: error.message,
        orderId: null,
        suggestedOrderId: order.orderId,
      })
      .where(eq(bankStatementCredits.id, creditId));
    report.review.push({ ...forReview('booking_refused', order.orderId, error.message), creditId });
    return;
  }
  report.booked.push({
    creditId,
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    storeCode: order.storeCode,
    amount: credit.amount,
    currency: credit.currency,
    bookedOn: credit.bookedOn,
  });
}

export interface MatchedCredit {
  creditId: number;
  orderId: number;
  state: 'booked' | 'matched_by_staff';
  /** False when the credit was booked to this order before (a repeated request changes nothing). */
  matchedNow: boolean;
}

/**
 * A person books a credit waiting for review to an order of their choice, for whatever amount it has: a
 * partial payment is booked as one, an over-payment too (the order then shows it). Repeating the request
 * for the same order changes nothing; a credit booked to another order, or one that is no payment, is
 * refused (409), as is an order in another currency than the credit.
 */
export async function matchCredit(
  db: Database,
  jobs: JobQueue,
  creditId: number,
  orderId: number,
  actor: StaffActor,
  bookPayment: BookPayment,
): Promise<MatchedCredit> {
  return db.transaction(async (tx) => {
    // The row lock makes two people matching the same credit at once take turns; the second sees the first's.
    const [credit] = await tx
      .select()
      .from(bankStatementCredits)
      .where(eq(bankStatementCredits.id, creditId))
      .for('update');
    if (!credit) throw new HttpError(404, 'There is no such bank statement credit.');
    if (
      credit.state === 'ignored' ||
      credit.amount === null ||
      credit.currency === null ||
      credit.bookedOn === null
    ) {
      throw new HttpError(
        409,
        'This statement entry is no incoming payment; it cannot be booked to an order.',
        {
          reason: 'bank_credit_not_a_payment',
        },
      );
    }
    if (credit.state === 'booked' || credit.state === 'matched_by_staff') {
      if (credit.orderId === orderId) return { creditId, orderId, state: credit.state, matchedNow: false };
      throw new HttpError(409, 'This credit is booked to another order already.', {
        reason: 'bank_credit_already_booked',
      });
    }
    const order = await orderToPay(tx, orderId);
    if (!order) throw new HttpError(404, 'There is no such order.');
    if (order.currency !== credit.currency) {
      throw new HttpError(
        409,
        `The credit is in ${credit.currency} and the order in ${order.currency}; it cannot be booked to it.`,
        { reason: 'bank_credit_currency_mismatch' },
      );
    }
    await bookPayment(tx, jobs, {
      orderId,
      eventId: bankEventId(credit.entryKey),
      event: {
        type: 'payment',
        amount: credit.amount,
        currency: credit.currency,
        bookedOn: credit.bookedOn,
        reference: credit.referenceText ?? credit.creditorReference ?? credit.endToEndId ?? '',
        source: 'bank_statement',
      },
      actor: { kind: 'staff', id: String(actor.staffId), name: actor.name ?? null },
    });
    await tx
      .update(bankStatementCredits)
      .set({ state: 'matched_by_staff', orderId, matchedByStaffId: actor.staffId, matchedAt: sql`now()` })
      .where(and(eq(bankStatementCredits.id, creditId), eq(bankStatementCredits.state, 'review')));
    return { creditId, orderId, state: 'matched_by_staff', matchedNow: true };
  });
}

/** A credit waiting for a person, with the payer's data: only for staff with the orders role. */
export interface CreditToReview {
  creditId: number;
  reason: string | null;
  reasonDetail: string | null;
  amount: number | null;
  currency: string | null;
  bookedOn: string | null;
  referenceText: string | null;
  endToEndId: string | null;
  creditorReference: string | null;
  debtorName: string | null;
  debtorIban: string | null;
  suggestedOrderId: number | null;
}

/** The credits waiting for a person, oldest booking first. */
export async function creditsToReview(db: Database): Promise<CreditToReview[]> {
  return db
    .select({
      creditId: bankStatementCredits.id,
      reason: bankStatementCredits.reason,
      reasonDetail: bankStatementCredits.reasonDetail,
      amount: bankStatementCredits.amount,
      currency: bankStatementCredits.currency,
      bookedOn: bankStatementCredits.bookedOn,
      referenceText: bankStatementCredits.referenceText,
      endToEndId: bankStatementCredits.endToEndId,
      creditorReference: bankStatementCredits.creditorReference,
      debtorName: bankStatementCredits.debtorName,
      debtorIban: bankStatementCredits.debtorIban,
      suggestedOrderId: bankStatementCredits.suggestedOrderId,
    })
    .from(bankStatementCredits)
    .where(eq(bankStatementCredits.state, 'review'))
    .orderBy(bankStatementCredits.bookedOn, bankStatementCredits.id);
}
