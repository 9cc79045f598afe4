import type { InvoiceRejection } from '@hortus/core';

/** The texts of the reasons a provider refuses an invoice or installment (payments spec 8 "Shown"). */
const REJECTION_TEXTS: Record<InvoiceRejection, string> = {
  fields_wrong: 'payment.invoiceRejected.fieldsWrong',
  recent_move: 'payment.invoiceRejected.recentMove',
  name_change: 'payment.invoiceRejected.nameChange',
  not_a_residence: 'payment.invoiceRejected.notAResidence',
  risk_check: 'payment.invoiceRejected.riskCheck',
  overdue_invoice: 'payment.invoiceRejected.overdueInvoice',
};

export const invoiceRejectionText = (reason: InvoiceRejection): string => REJECTION_TEXTS[reason];
