import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
// The foreign keys name the order module's orders and the staff module's accounts; nothing else is read here.
import { orders } from '../order/tables';
import { staffAccounts } from '../staff/tables';

/** What became of a credit: booked on its own, waiting for a person, no payment, or booked by a person. */
export const BANK_CREDIT_STATES = ['booked', 'review', 'ignored', 'matched_by_staff'] as const;
export type BankCreditState = (typeof BANK_CREDIT_STATES)[number];

/**
 * One upload of a camt.053 file by a member of staff: which file (its SHA-256), which statements and
 * account, and what came of its entries. The same file uploaded again is a new import that finds all its
 * entries imported already; the row says who tried and when.
 */
export const bankStatementImports = pgTable(
  'bank_statement_imports',
  {
    id: serial('id').primaryKey(),
    fileSha256: text('file_sha256').notNull(),
    /** `GrpHdr/MsgId`. */
    messageId: text('message_id'),
    /** `Stmt/Id` of each statement in the file. */
    statementIds: text('statement_ids').array().notNull(),
    /** The shop's account(s) the statements are of (one per camt message by the DK rules). */
    accountIbans: text('account_ibans').array().notNull(),
    periodFrom: date('period_from', { mode: 'string' }),
    periodTo: date('period_to', { mode: 'string' }),
    /** The staff member who uploaded it. */
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    /** The file's name as the browser sent it, if it did. */
    fileName: text('file_name'),
    bookedCount: integer('booked_count').notNull(),
    reviewCount: integer('review_count').notNull(),
    ignoredCount: integer('ignored_count').notNull(),
    alreadyImportedCount: integer('already_imported_count').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    /** The import's report (import.ts `ImportReport`), without payers' data, to show it again. */
    report: jsonb('report'),
  },
  (t) => [index('bank_statement_imports_file_idx').on(t.fileSha256)],
);

/**
 * One booked entry of a statement (a transaction of a batch entry is one too), kept once whatever the
 * number of files it came in: `entry_key` (entry-key.ts) is unique, and the order history's event id is
 * `bank:<entry_key>`. Pending and informational entries are not kept: they come again once booked.
 * Debits and reversals are kept as 'ignored', without the counterparty.
 *
 * `debtor_name` and `debtor_iban` are the payer's personal data: only staff with the orders role read them.
 */
export const bankStatementCredits = pgTable(
  'bank_statement_credits',
  {
    id: serial('id').primaryKey(),
    /** The import that first brought the entry. */
    importId: integer('import_id')
      .notNull()
      .references(() => bankStatementImports.id),
    entryKey: text('entry_key').notNull(),
    state: text('state').$type<BankCreditState>().notNull(),
    /** Why it waits for a person (BANK_CREDIT_REVIEW_REASONS) or is no payment (BANK_ENTRY_IGNORED_REASONS); kept once matched. */
    reason: text('reason'),
    /** What was wrong with an unreadable entry, in words. */
    reasonDetail: text('reason_detail'),
    /** Minor units of `currency`; null only for an entry whose amount could not be read. */
    amount: bigint('amount', { mode: 'number' }),
    currency: text('currency'),
    bookedOn: date('booked_on', { mode: 'string' }),
    accountIban: text('account_iban'),
    /** The bank's reference (`AcctSvcrRef` of the transaction, else of the entry). */
    bankReference: text('bank_reference'),
    endToEndId: text('end_to_end_id'),
    /** The remittance lines (`Ustrd`), one per line, or the entry's additional text when it has no details. */
    referenceText: text('reference_text'),
    creditorReference: text('creditor_reference'),
    debtorName: text('debtor_name'),
    debtorIban: text('debtor_iban'),
    /** The order the credit was booked to ('booked', 'matched_by_staff'). */
    orderId: integer('order_id').references(() => orders.id),
    /** For 'review': the one order the credit most likely belongs to, when there is one. */
    suggestedOrderId: integer('suggested_order_id').references(() => orders.id),
    /** For 'matched_by_staff': who matched it and when. */
    matchedByStaffId: integer('matched_by_staff_id').references(() => staffAccounts.id),
    matchedAt: timestamp('matched_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bank_statement_credits_entry_key_idx').on(t.entryKey),
    index('bank_statement_credits_import_idx').on(t.importId),
    // The review list: the credits waiting for a person, oldest booking first.
    index('bank_statement_credits_review_idx').on(t.bookedOn, t.id).where(sql`state = 'review'`),
    index('bank_statement_credits_order_idx').on(t.orderId).where(sql`order_id IS NOT NULL`),
    check(
      'bank_statement_credits_state_check',
      sql.raw(`state IN (${BANK_CREDIT_STATES.map((state) => `'${state}'`).join(', ')})`),
    ),
    check('bank_statement_credits_amount_check', sql`amount > 0 OR (amount IS NULL AND state = 'ignored')`),
    check('bank_statement_credits_currency_check', sql`currency IS NULL OR currency ~ '^[A-Z]{3}$'`),
    check(
      'bank_statement_credits_order_check',
      sql`(order_id IS NOT NULL) = (state IN ('booked', 'matched_by_staff'))`,
    ),
    check('bank_statement_credits_reason_check', sql`state = 'booked' OR reason IS NOT NULL`),
    check(
      'bank_statement_credits_matched_check',
      sql`(state = 'matched_by_staff') = (matched_by_staff_id IS NOT NULL AND matched_at IS NOT NULL)`,
    ),
  ],
);
