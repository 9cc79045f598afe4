import {
  BANK_CREDIT_REVIEW_REASONS,
  BANK_ENTRY_IGNORED_REASONS,
  FIELD_REQUIRED,
  STORE_CODES,
} from '@hortus/core';
import { z } from 'zod';
import { endpoint, PATH_PARAMETER_TOO_LONG } from './endpoint';

/**
 * The back office's bank statements (roles owner and orders): staff upload the bank's camt.053 statement,
 * credits naming one order and paying what it owes are booked on it, the others wait for a person to book
 * them to an order. Amounts are integer minor units of `currency`; days are YYYY-MM-DD.
 */

export const bankCreditReviewReason = z.enum(BANK_CREDIT_REVIEW_REASONS);
export const bankEntryIgnoredReason = z.enum(BANK_ENTRY_IGNORED_REASONS);
export const bankCreditState = z.enum(['booked', 'review', 'ignored', 'matched_by_staff']);
export type BankCreditState = z.output<typeof bankCreditState>;

/** An order as the bank pages name it: the number the customer sees and its store view. */
export const bankOrderRef = z.object({
  id: z.number().int(),
  number: z.string(),
  store_code: z.string(),
});
export type BankOrderRef = z.output<typeof bankOrderRef>;

const day = z.string().describe('YYYY-MM-DD');

/** What an import did: no payer's name or IBAN in it (those are in the review list only). */
export const bankStatementReport = z.object({
  import_id: z.number().int(),
  file_name: z.string().nullable(),
  imported_at: z.string(),
  staff_name: z.string(),
  statements: z.array(
    z.object({
      id: z.string(),
      account_iban: z.string().nullable(),
      currency: z.string().nullable(),
      from: day.nullable(),
      to: day.nullable(),
    }),
  ),
  booked: z.array(
    z.object({
      credit_id: z.number().int(),
      order: bankOrderRef,
      amount: z.number().int(),
      currency: z.string(),
      booked_on: day,
    }),
  ),
  review: z.array(
    z.object({
      credit_id: z.number().int(),
      reason: bankCreditReviewReason,
      detail: z.string().nullable().describe("The order history's refusal, for booking_refused"),
      amount: z.number().int(),
      currency: z.string(),
      booked_on: day,
      order_numbers: z.array(z.string()).describe('The order numbers the reference names'),
      suggested_order: bankOrderRef.nullable(),
    }),
  ),
  ignored: z.array(
    z.object({
      credit_id: z.number().int().nullable().describe('Null for a pending entry, which is not kept'),
      reason: bankEntryIgnoredReason,
      detail: z.string().nullable(),
      amount: z.number().int().nullable(),
      currency: z.string().nullable(),
      booked_on: day.nullable(),
    }),
  ),
  already_imported: z.array(
    z.object({
      credit_id: z.number().int(),
      state: bankCreditState,
      amount: z.number().int().nullable(),
      currency: z.string().nullable(),
      booked_on: day.nullable(),
    }),
  ),
});
export type BankStatementReport = z.output<typeof bankStatementReport>;

/** The longest file name kept with an import. */
export const BANK_STATEMENT_FILE_NAME_MAX = 200;

export const staffBankStatementUpload = endpoint({
  method: 'POST',
  path: '/api/staff/bank-statements',
  summary:
    'Import a camt.053 bank statement, sent as the request body (application/xml, text/xml or application/octet-stream, up to 20 MB): new credits are booked on the orders they pay or kept for review; entries imported before change nothing. Answers the report (owner, orders)',
  tags: ['staff', 'bank statements'],
  query: z
    .object({
      file_name: z
        .string()
        .trim()
        .max(BANK_STATEMENT_FILE_NAME_MAX)
        .optional()
        .describe('The file’s name, to list the import by'),
    })
    .strict(),
  results: { 200: bankStatementReport },
  errors: [400, 401, 403, 413, 415],
});

export const bankStatementImport = z.object({
  id: z.number().int(),
  file_name: z.string().nullable(),
  imported_at: z.string(),
  staff_name: z.string(),
  statement_ids: z.array(z.string()),
  period_from: day.nullable(),
  period_to: day.nullable(),
  booked: z.number().int(),
  review: z.number().int(),
  ignored: z.number().int(),
  already_imported: z.number().int(),
});
export type BankStatementImport = z.output<typeof bankStatementImport>;

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const limit = z.coerce.number().int().min(1).max(100).default(25);

export const staffBankStatementImports = endpoint({
  method: 'GET',
  path: '/api/staff/bank-statements',
  summary: 'The imported statements, newest first, a page at a time (owner, orders)',
  tags: ['staff', 'bank statements'],
  query: z.object({ page, limit }).strict(),
  results: {
    200: z.object({ imports: z.array(bankStatementImport), total: z.number().int() }),
  },
  errors: [400, 401, 403],
});

const importId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict();

export const staffBankStatementReport = endpoint({
  method: 'GET',
  path: '/api/staff/bank-statements/:id',
  summary: 'The report of one import, as it was answered at its upload (owner, orders)',
  tags: ['staff', 'bank statements'],
  params: importId,
  results: { 200: bankStatementReport },
  errors: [400, 401, 403, 404, PATH_PARAMETER_TOO_LONG],
});

/** A credit of a statement with the payer's data: for staff with the orders role only. */
export const bankCredit = z.object({
  id: z.number().int(),
  state: bankCreditState,
  reason: z.string().nullable().describe('A review reason, or why an entry is no payment'),
  reason_detail: z.string().nullable(),
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  booked_on: day.nullable(),
  payer_name: z.string().nullable(),
  payer_iban: z.string().nullable(),
  reference_text: z.string().nullable(),
  creditor_reference: z.string().nullable(),
  end_to_end_id: z.string().nullable(),
  order: bankOrderRef.nullable().describe('The order it is booked to'),
  suggested_order: bankOrderRef.nullable(),
});
export type BankCredit = z.output<typeof bankCredit>;

export const staffBankCredits = endpoint({
  method: 'GET',
  path: '/api/staff/bank-credits',
  summary:
    'Credits of the imported statements in one state (review by default: those waiting for a person), oldest booking first, a page at a time (owner, orders)',
  tags: ['staff', 'bank statements'],
  query: z.object({ state: bankCreditState.default('review'), page, limit }).strict(),
  results: { 200: z.object({ credits: z.array(bankCredit), total: z.number().int() }) },
  errors: [400, 401, 403],
});

export const staffBankCreditMatch = endpoint({
  method: 'POST',
  path: '/api/staff/bank-credits/:id/match',
  summary:
    'Book a credit waiting for review to an order, named by its id or by its number and store view, for the credit’s amount; repeating it for the same order changes nothing (owner, orders)',
  tags: ['staff', 'bank statements'],
  params: importId,
  body: z.union([
    z.object({ order_id: z.number().int().positive().max(2_147_483_647) }).strict(),
    z
      .object({
        order_number: z
          .string({ error: FIELD_REQUIRED })
          .trim()
          .min(1, FIELD_REQUIRED)
          .regex(/^\d{1,20}$/, 'An order number is digits only.'),
        store_code: z.enum(STORE_CODES, { error: 'Choose the store view of the order.' }),
      })
      .strict(),
  ]),
  results: {
    200: z.object({
      credit_id: z.number().int(),
      order: bankOrderRef,
      state: z.enum(['booked', 'matched_by_staff']),
      matched_now: z.boolean().describe('False when the credit was booked to this order before'),
    }),
  },
  errors: [400, 401, 403, 404, 409, PATH_PARAMETER_TOO_LONG],
});
