import type { Order } from '@hortus/api-contract';
import type { BankAccount } from '../../config';

/**
 * A prepayment order still to be paid tells the shopper how (the thank-you page, the order page): the
 * shop's account, the order number as the transfer's reference and the amount due. The account is the
 * shop's configuration, so it is added where the order is answered rather than stored with each order.
 */
export function withPaymentInstructions(order: Order, bank: BankAccount): Order {
  const due =
    order.payment_method_code?.startsWith('banktransfer') === true &&
    order.total_due > 0 &&
    order.status !== 'canceled';
  return {
    ...order,
    payment_instructions: due
      ? {
          account_holder: bank.holder,
          iban: bank.iban,
          bic: bank.bic,
          reference: order.increment_id,
          amount: order.total_due,
        }
      : null,
  };
}
