import {
  staffBankCreditMatch,
  staffBankCredits,
  staffBankStatementImports,
  staffBankStatementReport,
  staffBankStatementUpload,
} from '@hortus/api-contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { HttpError, ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import type { JobQueue } from '../../jobs/job-queue';
import { recordAudit, type StaffContext, staffOf } from '../staff';
import { creditsPage, importsPage, orderIdByNumber, orderRefOf, storedReport } from './back-office';
import { CAMT_FILE_MAX_BYTES } from './camt053';
import { type BookPayment, importStatement, matchCredit } from './import';

/** The content types a statement may be sent as: what browsers and banks' exports name an XML file. */
const STATEMENT_TYPES = ['application/xml', 'text/xml', 'application/octet-stream'];
const NOT_A_STATEMENT_BODY =
  'Send the camt.053 file itself as the request body (application/xml, text/xml or application/octet-stream).';

/**
 * The uploaded file's bytes, out of sight of the hooks that walk a parsed body's every value (the text
 * input rules would visit each of 20 million bytes): a non-enumerable field.
 */
class StatementFile {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }
  get bytes(): Buffer {
    return this.#bytes;
  }
}

/** Who may see and book bank statements: the payers' names and IBANs are for the orders role. */
const BANK_ROLES = { staff: ['owner', 'orders'] } as const;

/**
 * The back office's bank statements: the upload of a camt.053 file, the imports and their reports, the
 * credits waiting for a person and their match to an order. The upload and each match are audited.
 */
export const bankStatementRoutes: FastifyPluginAsync<{
  db: Database;
  jobs: JobQueue;
  staff: StaffContext;
  bookPayment: BookPayment;
}> = async (fastify, { db, jobs, staff, bookPayment }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // In this plugin only: other routes keep refusing XML bodies.
  app.addContentTypeParser(STATEMENT_TYPES, { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, new StatementFile(body as Buffer));
  });

  const audit = (
    request: FastifyRequest,
    action: string,
    object: { type: string; id: string } | undefined,
    outcome: string,
    details: Record<string, unknown>,
  ) =>
    recordAudit(staff, {
      staff: staffOf(request),
      action,
      ...(object ? { object } : {}),
      details,
      outcome,
      clientAddress: request.ip,
    });

  app.post(
    staffBankStatementUpload.path,
    {
      schema: routeSchema(staffBankStatementUpload),
      config: BANK_ROLES,
      // A day's statement of a busy account is a few MB; the reader refuses more than this anyway.
      bodyLimit: CAMT_FILE_MAX_BYTES,
    },
    async (request) => {
      const body: unknown = request.body;
      // An empty body reaches no parser; it is an empty file, which the reader refuses with its message.
      const file =
        body instanceof StatementFile
          ? body.bytes
          : body === undefined && STATEMENT_TYPES.includes(request.headers['content-type'] ?? '')
            ? Buffer.alloc(0)
            : null;
      if (!file) throw new HttpError(415, NOT_A_STATEMENT_BODY);
      const member = staffOf(request);
      const fileName = request.query.file_name || null;
      let importId: number;
      try {
        ({ importId } = await importStatement(
          db,
          jobs,
          file,
          { staffId: member.id, name: member.name },
          bookPayment,
          { fileName },
        ));
      } catch (error) {
        if (error instanceof HttpError)
          await audit(request, 'bank_statement.import', undefined, 'refused', {
            reason: error.reason,
            bytes: file.byteLength,
          });
        throw error;
      }
      const report = await storedReport(db, importId);
      await audit(
        request,
        'bank_statement.import',
        { type: 'bank_statement_import', id: String(importId) },
        'success',
        {
          booked: report.booked.length,
          review: report.review.length,
          ignored: report.ignored.length,
          already_imported: report.already_imported.length,
        },
      );
      return ok(report);
    },
  );

  app.get(
    staffBankStatementImports.path,
    { schema: routeSchema(staffBankStatementImports), config: BANK_ROLES },
    async (request) => ok(await importsPage(db, request.query)),
  );

  app.get(
    staffBankStatementReport.path,
    { schema: routeSchema(staffBankStatementReport), config: BANK_ROLES },
    async (request) => ok(await storedReport(db, request.params.id)),
  );

  app.get(
    staffBankCredits.path,
    { schema: routeSchema(staffBankCredits), config: BANK_ROLES },
    async (request) => ok(await creditsPage(db, request.query)),
  );

  app.post(
    staffBankCreditMatch.path,
    { schema: routeSchema(staffBankCreditMatch), config: BANK_ROLES },
    async (request) => {
      const member = staffOf(request);
      const creditId = request.params.id;
      const object = { type: 'bank_credit', id: String(creditId) };
      try {
        const { body } = request;
        const orderId =
          'order_id' in body ? body.order_id : await orderIdByNumber(db, body.order_number, body.store_code);
        const matched = await matchCredit(
          db,
          jobs,
          creditId,
          orderId,
          { staffId: member.id, name: member.name },
          bookPayment,
        );
        await audit(request, 'bank_credit.match', object, 'success', {
          order_id: orderId,
          matched_now: matched.matchedNow,
        });
        return ok({
          credit_id: matched.creditId,
          order: await orderRefOf(db, matched.orderId),
          state: matched.state,
          matched_now: matched.matchedNow,
        });
      } catch (error) {
        if (error instanceof HttpError)
          await audit(request, 'bank_credit.match', object, 'refused', { reason: error.reason });
        throw error;
      }
    },
  );
};
