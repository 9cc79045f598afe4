import type { PaymentAdditional } from './gateway';

/**
 * The checkout's `payment_method_additional` (payments spec 3 "Payment details": id, birthdate, holder,
 * iban, ...) as the gateways read it. Unknown keys are dropped; a number of rates that is no whole number
 * is left out (the provider then refuses the installment plan).
 */
export function paymentAdditionalOf(
  fields: Record<string, string>,
): PaymentAdditional & { threatMetrixId?: string } {
  const text = (key: string) => {
    const value = fields[key]?.trim();
    return value ? value : undefined;
  };
  const rates = Number(text('number_of_rates'));
  const additional: PaymentAdditional & { threatMetrixId?: string } = {
    typeId: text('type_id'),
    iban: text('iban')?.replace(/\s+/g, '').toUpperCase(),
    holder: text('holder'),
    bic: text('bic'),
    email: text('email'),
    birthDate: text('birthdate'),
    inquiryId: text('inquiry_id'),
    ...(Number.isSafeInteger(rates) && rates > 0 ? { numberOfRates: rates } : {}),
    checkoutSessionId: text('checkout_session_id'),
    threatMetrixId: text('threat_metrix_id'),
  };
  return Object.fromEntries(Object.entries(additional).filter(([, value]) => value !== undefined));
}
