import { describe, expect, it } from 'vitest';
import {
  FIELD_REQUIRED,
  ISLAND_NOT_DELIVERABLE,
  NAME_TOO_LONG,
  NAME_TOO_SHORT,
  PASSWORDS_NOT_IDENTICAL,
  PHONE_INVALID,
  POSTCODE_TOO_SHORT,
  STREET_TOO_LONG,
  TAX_ID_TOO_SHORT,
  TERMS_NOT_ACCEPTED,
  VAT_NUMBER_INVALID,
} from '../messages';
import {
  checkoutFormSchema,
  detailsStepSchema,
  invoiceAddressOf,
  paymentStepSchema,
  reviewStepSchema,
  shippingStepSchema,
} from './checkout-form';

const problems = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const delivery = {
  firstname: 'Anna',
  lastname: 'Grün',
  street1: 'Gartenweg 1',
  postcode: '10115',
  city: 'Berlin',
  country_id: 'de',
  telephone: '+49 30 1234567',
};

describe('checkout form (payments spec 5)', () => {
  it('personal details: names at most 40 characters, a required e-mail, identical passwords for an account', () => {
    expect(
      detailsStepSchema.safeParse({ email: 'a@example.de', firstname: 'Al', lastname: 'Bo' }).success,
    ).toBe(true);
    expect(problems(detailsStepSchema.safeParse({ firstname: 'x'.repeat(41), lastname: 'Bo' }))).toEqual({
      email: FIELD_REQUIRED,
      firstname: NAME_TOO_LONG,
    });
    expect(
      problems(detailsStepSchema.safeParse({ email: 'a@example.de', firstname: 'J', lastname: 'J.' })),
    ).toEqual({ firstname: NAME_TOO_SHORT, lastname: NAME_TOO_SHORT });
    expect(
      problems(
        shippingStepSchema.safeParse({
          address: { ...delivery, firstname: 'J', lastname: 'Jo' },
          method: 'a|b',
        }),
      ),
    ).toEqual({ 'address.firstname': NAME_TOO_SHORT });
    const account = { email: 'a@example.de', firstname: 'Al', lastname: 'Bo', createAccount: true };
    expect(
      problems(
        detailsStepSchema.safeParse({
          ...account,
          password: 'Gartenhaus-1',
          passwordConfirm: 'Gartenhaus-2',
        }),
      ),
    ).toEqual({
      passwordConfirm: PASSWORDS_NOT_IDENTICAL,
    });
    expect(problems(detailsStepSchema.safeParse(account))).toEqual({ password: FIELD_REQUIRED });
    // Without an account the password fields are not looked at.
    expect(detailsStepSchema.safeParse({ ...account, createAccount: false, password: 'x' }).success).toBe(
      true,
    );
  });

  it('delivery address: street 64, postcode at least 3, phone without special characters, no islands', () => {
    expect(shippingStepSchema.safeParse({ address: delivery, method: 'flatrate|flatrate' }).success).toBe(
      true,
    );
    expect(
      problems(
        shippingStepSchema.safeParse({
          address: { ...delivery, street1: 'x'.repeat(65), postcode: '10', telephone: '030/123-45' },
        }),
      ),
    ).toEqual({
      'address.street1': STREET_TOO_LONG,
      'address.postcode': POSTCODE_TOO_SHORT,
      'address.telephone': PHONE_INVALID,
      method: FIELD_REQUIRED,
    });
    // Sylt, an island of the German carriers' list.
    expect(
      problems(shippingStepSchema.safeParse({ address: { ...delivery, postcode: '25980' }, method: 'a|b' })),
    ).toEqual({ 'address.postcode': ISLAND_NOT_DELIVERABLE });
    expect(
      problems(
        shippingStepSchema.safeParse({ address: { ...delivery, telephone: undefined }, method: 'a|b' }),
      ),
    ).toEqual({
      'address.telephone': FIELD_REQUIRED,
    });
  });

  it('invoice: its own address only when asked for, the VAT number checked by its country', () => {
    expect(paymentStepSchema.safeParse({ sameAsShipping: true, method: 'banktransfer' }).success).toBe(true);
    expect(problems(paymentStepSchema.safeParse({ address: { firstname: 'A' } }))).toEqual({
      method: FIELD_REQUIRED,
      'address.firstname': NAME_TOO_SHORT,
      'address.lastname': FIELD_REQUIRED,
      'address.street1': FIELD_REQUIRED,
      'address.postcode': FIELD_REQUIRED,
      'address.city': FIELD_REQUIRED,
      'address.country_id': FIELD_REQUIRED,
    });
    const business = { sameAsShipping: true, method: 'banktransfer', company: 'Grün GmbH' };
    expect(problems(paymentStepSchema.safeParse({ ...business, vat_id: 'FR' }))).toEqual({
      vat_id: TAX_ID_TOO_SHORT,
    });
    expect(problems(paymentStepSchema.safeParse({ ...business, vat_id: 'FR12345678901' }))).toEqual({
      vat_id: VAT_NUMBER_INVALID,
    });
    expect(paymentStepSchema.safeParse({ ...business, vat_id: 'FR40303265045' }).success).toBe(true);
  });

  it('review: the terms must be accepted', () => {
    expect(problems(reviewStepSchema.safeParse({}))).toEqual({ terms: TERMS_NOT_ACCEPTED });
    expect(problems(reviewStepSchema.safeParse({ terms: false }))).toEqual({ terms: TERMS_NOT_ACCEPTED });
    expect(reviewStepSchema.safeParse({ terms: true }).success).toBe(true);
  });

  it('the invoice goes to the delivery address unless another is given', () => {
    const form = checkoutFormSchema.parse({
      details: { email: 'a@example.de', firstname: 'Al', lastname: 'Bo' },
      shipping: { address: delivery, method: 'flatrate|flatrate' },
      payment: { sameAsShipping: true, method: 'banktransfer' },
      review: { terms: true },
    });
    expect(invoiceAddressOf(form)).toMatchObject({ city: 'Berlin', country_id: 'DE' });
    const other = {
      ...form,
      payment: { ...form.payment, sameAsShipping: false, address: { ...delivery, city: 'Köln' } },
    };
    expect(invoiceAddressOf(other)).toMatchObject({ city: 'Köln' });
  });
});
