import type { Order } from '@hortus/api-contract';
import type { Company } from '@hortus/core';

/** Whom a bank transfer goes to: the company (its legal name is the account's holder) and its account. */
export type Payee = Pick<Company, 'name' | 'bank'>;

/**
 * A prepayment order still to be paid tells the shopper how (the thank-you page, the order page): the
 * shop's account, the order number as the transfer's reference and the amount due. The account is the
 * shop's configuration, so it is added where the order is answered rather than stored with each order.
 */
export function withPaymentInstructions<O extends Order>(order: O, payee: Payee): O {
  const due =
    order.payment_method_code?.startsWith('banktransfer') === true &&
    order.total_due > 0 &&
    order.status !== 'canceled';
  return {
    ...order,
    payment_instructions: due
      ? {
          account_holder: payee.name,
          iban: payee.bank.iban,
          bic: payee.bank.bic,
          reference: order.increment_id,
          amount: order.total_due,
        }
      : null,
  };
}
