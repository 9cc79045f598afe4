import type { InvoiceRejection } from '@hortus/core';

/**
 * Unzer's codes for each reason. Unzer does not publish which code its risk check answers for which
 * reason (UNCONFIRMED in the facts, 1.6-1.7): these are the emulator's, within Unzer's risk (`SDM.*`) and
 * core codes, and should be checked against Unzer's sandbox before going live.
 */
const REASONS: Record<string, InvoiceRejection> = {
  'SDM.DATA_FORMAT_ERROR': 'fields_wrong',
  'SDM.NEGATIVE_TRAIT_FOUND': 'recent_move',
  'SDM.LIMIT_EXCEEDED': 'name_change',
  'COR.400.100.101': 'not_a_residence',
  'SDM.INCREASED_RISK': 'risk_check',
  'SDM.CURRENT_INSURANCE_EVENT': 'overdue_invoice',
  // A birth date Unzer cannot read: the shopper's own details are wrong.
  'API.410.200.011': 'fields_wrong',
};

/**
 * Why a pay-later invoice or installment was rejected, for the message the shopper sees; any code without
 * a reason of its own reads as the risk check's "choose another payment method".
 */
export function invoiceRejectionReasonOf(code: string): InvoiceRejection {
  return REASONS[code] ?? 'risk_check';
}
