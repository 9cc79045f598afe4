import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import type { StaffContext } from '../staff';
import type { BookPayment } from './import';
import { bankStatementRoutes } from './routes';

export {
  type BankPayment,
  type BankPaymentActor,
  type BookPayment,
  bankEventId,
  creditsToReview,
  type ImportReport,
  importStatement,
  matchCredit,
  type StaffActor,
} from './import';

/**
 * Bank statements: staff upload the bank's camt.053 end-of-day statement; credits naming one order and
 * paying what it owes are booked on it (`bookPayment`: the order lifecycle's `recordOrderEvent`), the rest
 * wait for a person to match them. Its routes are the back office's, for the owner and orders roles.
 */
export const bankStatementModule: FastifyPluginAsync<{
  db: Database;
  jobs: JobQueue;
  staff: StaffContext;
  bookPayment: BookPayment;
}> = async (app, options) => {
  await app.register(bankStatementRoutes, options);
};
