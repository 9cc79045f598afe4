import { describe, expect, it } from 'vitest';
import { paymentFlowOf } from './payment-flows';

describe('payment flow of a method code (payments spec 4)', () => {
  it.each([
    ['amazon_pay', 'amazon_pay'],
    ['banktransfer', 'bank_transfer'],
    ['banktransfer_sepa', 'bank_transfer'],
    ['bancontact', 'bancontact'],
    ['unzer_creditcard', 'card'],
    ['unzer_creditcard_3ds', 'card'],
    ['unzer_dd', 'direct_debit'],
    ['unzer_ide', 'ideal'],
    ['unzer_installment_12', 'installment'],
    ['unzer_ivsec', 'secured_invoice'],
    ['unzer_paylater_invoice_b2b', 'paylater_invoice'],
    ['unzer_paypal', 'paypal'],
    ['unzer_su', 'instant_bank'],
    ['unzer_su_klarna', 'instant_bank'],
    ['cashondelivery', 'offline'],
    ['purchaseonaccount', 'offline'],
  ])('%s runs the %s flow', (code, flow) => {
    expect(paymentFlowOf(code)).toBe(flow);
  });

  it('exact codes are not matched as prefixes: unzer_dd_x is no direct debit', () => {
    expect(paymentFlowOf('unzer_dd_x')).toBe('offline');
    expect(paymentFlowOf('bancontact_pro')).toBe('offline');
  });
});
