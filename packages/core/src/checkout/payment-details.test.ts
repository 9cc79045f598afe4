import { describe, expect, it } from 'vitest';
import { FIELD_REQUIRED } from '../messages';
import { paymentStepSchema } from './checkout-form';
import {
  BIRTHDATE_INVALID,
  BIRTHDATE_UNDER_AGE,
  birthdateProblem,
  CARD_CVC_INVALID,
  CARD_EXPIRED,
  CARD_EXPIRY_INVALID,
  CARD_NUMBER_INVALID,
  cardEntryProblems,
  IBAN_INVALID,
  ibanOf,
  MONTHLY_RATE_REQUIRED,
  paymentMethodAdditionalOf,
} from './payment-details';

const today = new Date('2026-11-27T10:00:00Z');

/** The payment step's problems by field, as the checkout shows them. */
function problemsOf(method: string, details: Record<string, string>) {
  const result = paymentStepSchema.safeParse({ sameAsShipping: true, method, details });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the IBAN', () => {
  it('is taken with spaces and in lower case, and sent without them', () => {
    expect(ibanOf(' de89 3704 0044 0532 0130 00 ')).toBe('DE89370400440532013000');
    expect(ibanOf('NL91ABNA0417164300')).toBe('NL91ABNA0417164300');
  });

  it('is refused with a wrong check digit, a wrong length or an unknown country', () => {
    expect(ibanOf('DE88370400440532013000')).toBeNull();
    expect(ibanOf('DE8937040044053201300')).toBeNull();
    expect(ibanOf('XX89370400440532013000')).toBeNull();
    expect(ibanOf('')).toBeNull();
  });
});

describe('the date of birth', () => {
  it('is a real day, from 18 to 120 years ago', () => {
    expect(birthdateProblem('1980-02-29', today)).toBeNull();
    expect(birthdateProblem('2008-11-27', today)).toBeNull();
    expect(birthdateProblem('2008-11-28', today)).toBe(BIRTHDATE_UNDER_AGE);
    expect(birthdateProblem('1981-02-29', today)).toBe(BIRTHDATE_INVALID);
    expect(birthdateProblem('1900-01-01', today)).toBe(BIRTHDATE_INVALID);
    expect(birthdateProblem('2030-01-01', today)).toBe(BIRTHDATE_INVALID);
    expect(birthdateProblem('27.11.1980', today)).toBe(BIRTHDATE_INVALID);
  });
});

describe('the payment form area of each method', () => {
  it('asks a valid IBAN for direct debit', () => {
    expect(problemsOf('unzer_dd', {})).toEqual({ 'details.iban': FIELD_REQUIRED });
    expect(problemsOf('unzer_dd', { iban: 'DE00 1234' })).toEqual({ 'details.iban': IBAN_INVALID });
    expect(problemsOf('unzer_dd', { iban: 'DE89 3704 0044 0532 0130 00' })).toEqual({});
  });

  it('asks a monthly rate, holder, IBAN and date of birth for installment', () => {
    expect(problemsOf('unzer_installment', {})).toEqual({
      'details.iban': FIELD_REQUIRED,
      'details.holder': FIELD_REQUIRED,
      'details.number_of_rates': MONTHLY_RATE_REQUIRED,
      'details.birthdate': FIELD_REQUIRED,
    });
    expect(
      problemsOf('unzer_installment', {
        iban: 'DE89370400440532013000',
        holder: 'Erika Mustermann',
        inquiry_id: 'inq-1',
        number_of_rates: '6',
        birthdate: '1980-05-17',
      }),
    ).toEqual({});
  });

  it('asks the date of birth for the pay-later invoice, a bank for iDEAL, nothing for PayPal or a bank transfer', () => {
    expect(problemsOf('unzer_paylater_invoice', {})).toEqual({ 'details.birthdate': FIELD_REQUIRED });
    expect(problemsOf('unzer_ide', {})).toEqual({ 'details.bic': FIELD_REQUIRED });
    expect(problemsOf('unzer_paypal', {})).toEqual({});
    expect(problemsOf('banktransfer', { iban: 'nonsense' })).toEqual({});
  });

  it('sends only the fields the chosen method uses', () => {
    const entered = {
      iban: 'de89 3704 0044 0532 0130 00',
      holder: 'Erika Mustermann',
      bic: 'INGBNL2A',
      email: 'erika@example.org',
      birthdate: '1980-05-17',
      type_id: 's-crd-abc',
      threat_metrix_id: 'session-1',
    };
    expect(paymentMethodAdditionalOf('unzer_dd', entered)).toEqual({
      iban: 'DE89370400440532013000',
      holder: 'Erika Mustermann',
      threat_metrix_id: 'session-1',
    });
    expect(paymentMethodAdditionalOf('unzer_creditcard', entered)).toEqual({
      type_id: 's-crd-abc',
      threat_metrix_id: 'session-1',
    });
    expect(paymentMethodAdditionalOf('banktransfer', entered)).toEqual({ threat_metrix_id: 'session-1' });
  });
});

describe('the card fields', () => {
  it('take a number that passes Luhn, an expiry not past and a 3- or 4-digit code', () => {
    expect(cardEntryProblems({ number: '4444 3333 2222 1111', expiry: '12/28', cvc: '123' }, today)).toEqual(
      {},
    );
    expect(cardEntryProblems({ number: '4444333322221111', expiry: '11/2026', cvc: '1234' }, today)).toEqual(
      {},
    );
    expect(cardEntryProblems({ number: '4444 3333 2222 1112', expiry: '13/28', cvc: '12' }, today)).toEqual({
      number: CARD_NUMBER_INVALID,
      expiry: CARD_EXPIRY_INVALID,
      cvc: CARD_CVC_INVALID,
    });
    expect(cardEntryProblems({ number: '4444333322221111', expiry: '10/26', cvc: '123' }, today)).toEqual({
      expiry: CARD_EXPIRED,
    });
  });
});
