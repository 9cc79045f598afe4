/**
 * Bank statements: staff upload the bank's camt.053 end-of-day statement; credits naming one order and
 * paying what it owes are booked on it, the rest wait for a person to match them. The staff routes and
 * the upload page come with the staff module.
 */
export {
  type BankPayment,
  type BookPayment,
  bankEventId,
  creditsToReview,
  type ImportReport,
  importStatement,
  matchCredit,
  type StaffActor,
} from './import';
