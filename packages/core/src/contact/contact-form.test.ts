import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_TOO_LONG, EMAIL_INVALID, FIELD_REQUIRED, ORDER_NUMBER_INVALID } from '../messages';
import { contactMessageSchema } from './contact-form';

const message = {
  name: 'Anna Grün',
  email: 'Anna.Gruen@Example.DE',
  subject: 'delivery',
  message: 'Wann kommt mein Gerätehaus?',
  store: 'de-de',
};

const problems = (input: unknown) =>
  Object.fromEntries(
    (contactMessageSchema.safeParse(input).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('contactMessageSchema', () => {
  it('takes a message with the address in lower case and without an order number', () => {
    expect(contactMessageSchema.parse({ ...message, orderNumber: '' })).toEqual({
      ...message,
      email: 'anna.gruen@example.de',
      orderNumber: undefined,
    });
  });

  it("says 'Field is required' for each empty or missing field", () => {
    expect(problems({ store: 'de-de', name: '  ', message: '' })).toEqual({
      name: FIELD_REQUIRED,
      email: FIELD_REQUIRED,
      subject: FIELD_REQUIRED,
      message: FIELD_REQUIRED,
    });
  });

  it('refuses a wrong e-mail address, an order number with other characters and a message over 2000 characters', () => {
    expect(
      problems({ ...message, email: 'anna@', orderNumber: '12;DROP', message: 'x'.repeat(2001) }),
    ).toEqual({ email: EMAIL_INVALID, orderNumber: ORDER_NUMBER_INVALID, message: CONTACT_MESSAGE_TOO_LONG });
  });

  it('refuses an unknown subject and store', () => {
    expect(Object.keys(problems({ ...message, subject: 'spam', store: 'xx-xx' }))).toEqual([
      'subject',
      'store',
    ]);
  });
});
