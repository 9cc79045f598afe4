import type {
  BankCredit,
  BankCreditState,
  BankOrderRef,
  BankStatementImport,
  BankStatementReport,
} from '@hortus/api-contract';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError, notFound } from '../../http/envelope';
import { ordersToPayByNumber, orderToPay } from '../order';
import { staffNamesOf } from '../staff';
import type { ImportReport } from './import';
import { bankStatementCredits, bankStatementImports } from './tables';

/** What the back office's bank statement pages read: the imports, their reports, the credits. */

const IMPORT_NOT_FOUND = 'There is no such bank statement import.';
/** Shown for a staff account that no longer has a name to give (never expected: accounts are not deleted). */
const UNKNOWN_STAFF = '?';

/** The orders of these ids as the pages name them (number and store view); unknown ids are left out. */
async function orderRefsOf(
  db: Database,
  ids: readonly (number | null)[],
): Promise<Map<number, BankOrderRef>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const orders = await Promise.all(wanted.map((id) => orderToPay(db, id)));
  return new Map(
    orders
      .filter((order) => order !== null)
      .map((order) => [
        order.orderId,
        { id: order.orderId, number: order.orderNumber, store_code: order.storeCode },
      ]),
  );
}

/** The order a person names by its number and store view; 404 when that store view has none. */
export async function orderIdByNumber(db: Database, number: string, storeCode: string): Promise<number> {
  const [order] = (await ordersToPayByNumber(db, [number])).filter(
    (candidate) => candidate.storeCode === storeCode,
  );
  if (!order) throw notFound(`The store view ${storeCode} has no order ${number}.`);
  return order.orderId;
}

/** An import's report in the contract's words, from what import.ts answered (and the import row keeps). */
export async function reportOf(
  db: Database,
  report: ImportReport,
  upload: { fileName: string | null; importedAt: Date; staffId: number },
): Promise<BankStatementReport> {
  const [orders, names] = await Promise.all([
    orderRefsOf(db, [
      ...report.booked.map((booked) => booked.orderId),
      ...report.review.map((review) => review.suggestedOrderId),
    ]),
    staffNamesOf(db, [upload.staffId]),
  ]);
  return {
    import_id: report.importId,
    file_name: upload.fileName,
    imported_at: upload.importedAt.toISOString(),
    staff_name: names.get(upload.staffId) ?? UNKNOWN_STAFF,
    statements: report.statements.map((statement) => ({
      id: statement.id,
      account_iban: statement.accountIban,
      currency: statement.currency,
      from: statement.from,
      to: statement.to,
    })),
    booked: report.booked.map((booked) => ({
      credit_id: booked.creditId,
      order: { id: booked.orderId, number: booked.orderNumber, store_code: booked.storeCode },
      amount: booked.amount,
      currency: booked.currency,
      booked_on: booked.bookedOn,
    })),
    review: report.review.map((review) => ({
      credit_id: review.creditId,
      reason: review.reason,
      detail: review.detail,
      amount: review.amount,
      currency: review.currency,
      booked_on: review.bookedOn,
      order_numbers: review.orderNumbers,
      suggested_order:
        review.suggestedOrderId === null ? null : (orders.get(review.suggestedOrderId) ?? null),
    })),
    ignored: report.ignored.map((ignored) => ({
      credit_id: ignored.creditId,
      reason: ignored.reason,
      detail: ignored.detail,
      amount: ignored.amount,
      currency: ignored.currency,
      booked_on: ignored.bookedOn,
    })),
    already_imported: report.alreadyImported.map((entry) => ({
      credit_id: entry.creditId,
      state: entry.state,
      amount: entry.amount,
      currency: entry.currency,
      booked_on: entry.bookedOn,
    })),
  };
}

/** The report an import answered at its upload, kept with it. */
export async function storedReport(db: Database, importId: number): Promise<BankStatementReport> {
  const [row] = await db
    .select({
      report: bankStatementImports.report,
      fileName: bankStatementImports.fileName,
      importedAt: bankStatementImports.importedAt,
      staffId: bankStatementImports.staffId,
    })
    .from(bankStatementImports)
    .where(eq(bankStatementImports.id, importId));
  if (!row) throw notFound(IMPORT_NOT_FOUND);
  // Imports from before reports were kept have none to show.
  if (!row.report) throw new HttpError(404, 'This import kept no report.');
  return reportOf(db, row.report as ImportReport, row);
}

/** The imports, newest first. */
export async function importsPage(
  db: Database,
  page: { page: number; limit: number },
): Promise<{ imports: BankStatementImport[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(bankStatementImports)
      .orderBy(desc(bankStatementImports.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ total: count() }).from(bankStatementImports),
  ]);
  const names = await staffNamesOf(
    db,
    rows.map((row) => row.staffId),
  );
  return {
    total: counted?.total ?? 0,
    imports: rows.map((row) => ({
      id: row.id,
      file_name: row.fileName,
      imported_at: row.importedAt.toISOString(),
      staff_name: names.get(row.staffId) ?? UNKNOWN_STAFF,
      statement_ids: row.statementIds,
      period_from: row.periodFrom,
      period_to: row.periodTo,
      booked: row.bookedCount,
      review: row.reviewCount,
      ignored: row.ignoredCount,
      already_imported: row.alreadyImportedCount,
    })),
  };
}

/** The credits in one state, oldest booking first, with the payer's data (orders role only). */
export async function creditsPage(
  db: Database,
  query: { state: BankCreditState; page: number; limit: number },
): Promise<{ credits: BankCredit[]; total: number }> {
  const inState = eq(bankStatementCredits.state, query.state);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(bankStatementCredits)
      .where(inState)
      .orderBy(asc(bankStatementCredits.bookedOn), asc(bankStatementCredits.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(bankStatementCredits).where(inState),
  ]);
  const orders = await orderRefsOf(
    db,
    rows.flatMap((row) => [row.orderId, row.suggestedOrderId]),
  );
  return {
    total: counted?.total ?? 0,
    credits: rows.map((row) => ({
      id: row.id,
      state: row.state,
      reason: row.reason,
      reason_detail: row.reasonDetail,
      amount: row.amount,
      currency: row.currency,
      booked_on: row.bookedOn,
      payer_name: row.debtorName,
      payer_iban: row.debtorIban,
      reference_text: row.referenceText,
      creditor_reference: row.creditorReference,
      end_to_end_id: row.endToEndId,
      order: row.orderId === null ? null : (orders.get(row.orderId) ?? null),
      suggested_order: row.suggestedOrderId === null ? null : (orders.get(row.suggestedOrderId) ?? null),
    })),
  };
}

/** The order a matched credit is booked to, as the match answers it. */
export async function orderRefOf(db: Database, orderId: number): Promise<BankOrderRef> {
  const order = (await orderRefsOf(db, [orderId])).get(orderId);
  if (!order) throw notFound('There is no such order.');
  return order;
}
