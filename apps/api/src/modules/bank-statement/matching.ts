import { type BankCreditReviewReason, paymentFlowOf } from '@hortus/core';
import { parse as referenceOfCreditorReference } from 'node-iso11649';
import type { OrderToPay } from '../order';

/**
 * Which order a credit of a bank statement pays, from what the payer wrote. Pure: the import service reads
 * the orders the references name and books what this decides.
 *
 * Order numbers are 9 digits starting with 1 ('100000023'), the thank-you page's transfer reference. What is
 * read as one (each tested in matching.unit.test.ts):
 * - the 9 digits anywhere in the text when no digit touches them: "Bestellung 100000023 Mustermann",
 *   "Best.Nr.100000023", "RE 100000023/100000024" (two numbers), "#100000023-1";
 * - the same digits grouped by threes with single spaces, as some banking apps print long numbers:
 *   "100 000 023";
 * - an ISO 11649 creditor reference (RF) whose check digits are right, in the structured reference or in
 *   the text, with or without the usual spaces every four characters ("RF71 1000 0002 3"): its reference
 *   part (leading zeros dropped) is read as a text is. An RF reference with wrong check digits adds nothing,
 *   but its text is still read as any text ("RF00 100000023" names 100000023, as a person would read it).
 * Not read: longer or shorter digit runs (an IBAN, a date, a customer number of 10 digits), numbers with
 * other separators ("100-000-023", "100.000.023" could be an amount).
 */

const ORDER_NUMBER = /(?<!\d)1\d{8}(?!\d)/g;
const GROUPED_ORDER_NUMBER = /(?<!\d)(?<!\d )(1\d\d) (\d{3}) (\d{3})(?! ?\d)/g;
/** "RF", two check digits, then up to 21 letters or digits, possibly in groups of four. */
const CREDITOR_REFERENCE = /(?<![0-9A-Za-z])RF\d\d((?: ?[0-9A-Z]{1,4}){1,6})/g;

/** The order numbers the texts and the structured creditor reference name, each once, in order found. */
export function orderNumbersIn(texts: readonly string[], creditorReference: string | null = null): string[] {
  const found = new Set<string>();
  const scan = (text: string) => {
    for (const match of text.matchAll(ORDER_NUMBER)) found.add(match[0]);
    for (const match of text.matchAll(GROUPED_ORDER_NUMBER)) found.add(`${match[1]}${match[2]}${match[3]}`);
  };
  const scanCreditorReferences = (text: string) => {
    for (const match of text.toUpperCase().matchAll(CREDITOR_REFERENCE)) {
      const reference = validCreditorReference(match[0]);
      if (reference !== null) scan(reference.replace(/^0+/, ''));
    }
  };
  for (const text of creditorReference === null ? texts : [creditorReference, ...texts]) {
    scanCreditorReferences(text);
    scan(text);
  }
  return [...found];
}

/**
 * The reference part of a valid RF reference; for text that runs on after it ("RF71 1000 0002 3 M"), the
 * longest valid prefix in whole groups.
 */
function validCreditorReference(candidate: string): string | null {
  const groups = candidate.trim().toUpperCase().split(/\s+/);
  for (let count = groups.length; count >= 1; count -= 1) {
    const reference = referenceOfCreditorReference(groups.slice(0, count).join(''));
    if (reference !== null) return reference;
  }
  return null;
}

/** What the matching needs to know of an order a reference names (the order module's answer). */
export type PaymentCandidate = OrderToPay;

/** A credit as the matching sees it. */
export interface CreditToMatch {
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  /** The order numbers its references name (`orderNumbersIn`). */
  orderNumbers: readonly string[];
}

export type CreditDecision =
  | { outcome: 'book'; order: PaymentCandidate }
  | {
      outcome: 'review';
      reason: BankCreditReviewReason;
      /** The one order the credit most likely belongs to, for the person matching it; null when unclear. */
      order: PaymentCandidate | null;
    };

const review = (reason: BankCreditReviewReason, order: PaymentCandidate | null = null): CreditDecision => ({
  outcome: 'review',
  reason,
  order,
});

/** Purchase on account: the business customer pays the invoice by transfer, naming the order as well. */
const PURCHASE_ON_ACCOUNT = 'purchaseonaccount';

/**
 * The orders that wait for a transfer: bank transfer (prepayment) and purchase on account. Other methods
 * are paid through their provider or to the courier, so a transfer naming such an order is for a person.
 */
const isPaidByTransfer = (order: PaymentCandidate) =>
  order.paymentMethodCode !== null &&
  (paymentFlowOf(order.paymentMethodCode) === 'bank_transfer' ||
    order.paymentMethodCode === PURCHASE_ON_ACCOUNT);

/** Whether the credit pays exactly what the open order paid by transfer owes, in its currency. */
const paysExactly = (credit: CreditToMatch, order: PaymentCandidate) =>
  !order.canceled &&
  order.currency === credit.currency &&
  isPaidByTransfer(order) &&
  order.totalDue > 0 &&
  order.totalDue === credit.amount;

/**
 * Books a credit to an order when the reference names exactly one order number and that order is an open
 * order paid by transfer (bank transfer, purchase on account) in the credit's currency owing exactly the
 * amount; anything else goes to a person with the reason. `orders` are the orders with any of the credit's numbers (from every store view).
 *
 * Each store view counts its own order numbers, so early on most numbers exist in several store views; of
 * those, the one order the credit pays exactly (currency, open, amount due) is booked, as a person would:
 * a payer who wrote another view's number and by chance its exact amount is the case this accepts. When no
 * order or several fit exactly, a person decides.
 */
export function decideCredit(credit: CreditToMatch, orders: readonly PaymentCandidate[]): CreditDecision {
  if (credit.orderNumbers.length === 0) return review('no_order_number');
  // A number that is no order (a customer or invoice number of 9 digits) does not count against one that is.
  const named = credit.orderNumbers.filter((number) => orders.some((order) => order.orderNumber === number));
  if (named.length === 0) return review('unknown_order_number');
  if (named.length > 1) return review('several_order_numbers');
  const withNumber = orders.filter((order) => order.orderNumber === named[0]);
  const [order] = withNumber;
  if (withNumber.length > 1 || order === undefined) {
    const fitting = withNumber.filter((candidate) => paysExactly(credit, candidate));
    const [only] = fitting;
    return fitting.length === 1 && only ? { outcome: 'book', order: only } : review('several_orders');
  }
  if (order.canceled) return review('order_canceled', order);
  if (order.currency !== credit.currency) return review('other_currency', order);
  if (!isPaidByTransfer(order)) return review('other_payment_method', order);
  if (order.totalDue === 0) return review('order_already_paid', order);
  if (credit.amount < order.totalDue) return review('partial_payment', order);
  if (credit.amount > order.totalDue) return review('over_payment', order);
  return { outcome: 'book', order };
}
