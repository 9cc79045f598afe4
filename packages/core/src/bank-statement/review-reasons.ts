/**
 * Why a credit of a bank statement was not booked to an order on its own but waits for a person to match
 * it. The codes are stored with the credit and answered by the API; the back office shows the texts below.
 */
export const BANK_CREDIT_REVIEW_REASONS = [
  /** The reference names no order number. */
  'no_order_number',
  /** The reference names a number no order has. */
  'unknown_order_number',
  /** Several store views have an order with that number, and the amount does not single one out. */
  'several_orders',
  /** The reference names more than one order (one transfer for two orders). */
  'several_order_numbers',
  /** Less than the order's amount due arrived. */
  'partial_payment',
  /** More than the order's amount due arrived. */
  'over_payment',
  /** Nothing is due on the order any more: it is paid already. */
  'order_already_paid',
  /** The credit's currency is not the order's. */
  'other_currency',
  /** The order is canceled; the money is to be refunded or the order reopened. */
  'order_canceled',
  /** The order is paid another way (a payment provider, cash on delivery), not by transfer or on account. */
  'other_payment_method',
  /** The order's history refused the payment (the lifecycle's refusal is kept with the credit). */
  'booking_refused',
] as const;
export type BankCreditReviewReason = (typeof BANK_CREDIT_REVIEW_REASONS)[number];

/** Why an entry of a statement is no payment for an order at all. */
export const BANK_ENTRY_IGNORED_REASONS = [
  /** Money going out of the shop's account. */
  'debit',
  /** A reversal (a returned transfer or a taken-back direct debit), never a payment. */
  'reversal',
  /** Not booked yet (PDNG): it comes again, booked, in a later statement. */
  'pending',
  /** For information only (INFO or a bank's own status): not a booking. */
  'not_booked',
  /** The amount or the date could not be read exactly (for instance more decimals than the currency has). */
  'unreadable',
] as const;
export type BankEntryIgnoredReason = (typeof BANK_ENTRY_IGNORED_REASONS)[number];

/** The staff's languages (issue 26: English and German). */
type StaffTexts = Readonly<Record<'en' | 'de', string>>;

export const BANK_CREDIT_REVIEW_REASON_TEXTS: Readonly<Record<BankCreditReviewReason, StaffTexts>> = {
  no_order_number: {
    en: 'The reference names no order number.',
    de: 'Der Verwendungszweck nennt keine Bestellnummer.',
  },
  unknown_order_number: {
    en: 'No order has the number in the reference.',
    de: 'Keine Bestellung hat die Nummer aus dem Verwendungszweck.',
  },
  several_orders: {
    en: 'Several store views have an order with this number.',
    de: 'Mehrere Store-Views haben eine Bestellung mit dieser Nummer.',
  },
  several_order_numbers: {
    en: 'The reference names more than one order.',
    de: 'Der Verwendungszweck nennt mehr als eine Bestellung.',
  },
  partial_payment: {
    en: 'Less than the amount due arrived (partial payment).',
    de: 'Es ist weniger als der offene Betrag eingegangen (Teilzahlung).',
  },
  over_payment: {
    en: 'More than the amount due arrived (over-payment).',
    de: 'Es ist mehr als der offene Betrag eingegangen (Überzahlung).',
  },
  order_already_paid: {
    en: 'The order is already paid.',
    de: 'Die Bestellung ist bereits bezahlt.',
  },
  other_currency: {
    en: 'The credit is in another currency than the order.',
    de: 'Die Gutschrift ist in einer anderen Währung als die Bestellung.',
  },
  order_canceled: {
    en: 'The order is canceled.',
    de: 'Die Bestellung ist storniert.',
  },
  other_payment_method: {
    en: 'The order is paid another way than by transfer (provider, cash on delivery).',
    de: 'Die Bestellung wird nicht per Überweisung bezahlt (Zahlungsanbieter, Nachnahme).',
  },
  booking_refused: {
    en: "The order's history refused the payment.",
    de: 'Die Bestellhistorie hat die Zahlung abgelehnt.',
  },
};

export const BANK_ENTRY_IGNORED_REASON_TEXTS: Readonly<Record<BankEntryIgnoredReason, StaffTexts>> = {
  debit: { en: 'A debit (money going out).', de: 'Eine Lastschrift oder Belastung (Geldausgang).' },
  reversal: { en: 'A reversal or return.', de: 'Eine Stornobuchung oder Rückbuchung.' },
  pending: {
    en: 'Not booked yet; it comes again once booked.',
    de: 'Noch nicht gebucht; sie kommt gebucht erneut.',
  },
  not_booked: { en: 'For information only, not booked.', de: 'Nur zur Information, nicht gebucht.' },
  unreadable: {
    en: 'The amount or date could not be read exactly.',
    de: 'Betrag oder Datum konnten nicht genau gelesen werden.',
  },
};
