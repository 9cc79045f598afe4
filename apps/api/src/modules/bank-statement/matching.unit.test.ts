import { describe, expect, it } from 'vitest';
import { entryKeysOf } from './entry-key';
import { decideCredit, orderNumbersIn, type PaymentCandidate } from './matching';

describe('orderNumbersIn', () => {
  it.each([
    ['Bestellung 100000023 Mustermann', ['100000023']],
    ['Best.Nr.100000023', ['100000023']],
    ['#100000023-1', ['100000023']],
    ['RE 100000023/100000024', ['100000023', '100000024']],
    ['100000023 und nochmal 100000023', ['100000023']],
    ['Bestellung 100 000 023 Mustermann', ['100000023']],
    ['RF09 1000 0002 3', ['100000023']],
    ['rf09100000023', ['100000023']],
    ['Zahlung RF09 1000 0002 3 Mustermann', ['100000023']],
    // Wrong check digits add nothing, but the digits written plainly still count as any text's.
    ['RF10 1000 0002 3', []],
    ['RF00 100000023', ['100000023']],
    // Not order numbers: other lengths, other first digits, other separators, IBANs and dates.
    ['Kundennummer 1000000231', []],
    ['Rechnung 10000023', []],
    ['Bestellung 200000023', []],
    ['100-000-023', []],
    ['100.000.023', []],
    ['1 100 000 023', []],
    ['100 000 0234', []],
    ['IBAN DE89370400440532013000 vom 20261120', []],
    ['', []],
  ])('reads %j as %j', (text, numbers) => {
    expect(orderNumbersIn([text])).toEqual(numbers);
  });

  it("reads a structured RF reference, leading zeros dropped, and a structured reference of the creditor's own", () => {
    expect(orderNumbersIn([], 'RF090000000100000023')).toEqual(['100000023']);
    expect(orderNumbersIn(['Danke'], '100000023')).toEqual(['100000023']);
    expect(orderNumbersIn(['Bestellung 100000024'], 'RF09100000023')).toEqual(['100000023', '100000024']);
  });
});

const order = (overrides: Partial<PaymentCandidate> = {}): PaymentCandidate => ({
  orderId: 1,
  orderNumber: '100000023',
  storeCode: 'de-de',
  currency: 'EUR',
  totalDue: 24990,
  paymentMethodCode: 'banktransfer',
  canceled: false,
  ...overrides,
});
const credit = (amount: number, orderNumbers: string[], currency = 'EUR') => ({
  amount,
  currency,
  orderNumbers,
});

describe('decideCredit', () => {
  it('books a credit naming one open bank-transfer or purchase-on-account order that owes exactly its amount', () => {
    expect(decideCredit(credit(24990, ['100000023']), [order()])).toEqual({
      outcome: 'book',
      order: order(),
    });
    const onAccount = order({ paymentMethodCode: 'purchaseonaccount' });
    expect(decideCredit(credit(24990, ['100000023']), [onAccount])).toEqual({
      outcome: 'book',
      order: onAccount,
    });
  });

  it.each([
    ['no number', credit(24990, []), [], 'no_order_number', null],
    ['a number no order has', credit(24990, ['100000099']), [], 'unknown_order_number', null],
    ['less than due', credit(10000, ['100000023']), [order()], 'partial_payment', 1],
    ['more than due', credit(30000, ['100000023']), [order()], 'over_payment', 1],
    ['a paid order', credit(24990, ['100000023']), [order({ totalDue: 0 })], 'order_already_paid', 1],
    ['another currency', credit(24990, ['100000023'], 'CHF'), [order()], 'other_currency', 1],
    ['a canceled order', credit(24990, ['100000023']), [order({ canceled: true })], 'order_canceled', 1],
    [
      'a cash-on-delivery order',
      credit(24990, ['100000023']),
      [order({ paymentMethodCode: 'cashondelivery' })],
      'other_payment_method',
      1,
    ],
    [
      'a card order',
      credit(24990, ['100000023']),
      [order({ paymentMethodCode: 'unzer_creditcard' })],
      'other_payment_method',
      1,
    ],
    [
      'an order without payment method',
      credit(24990, ['100000023']),
      [order({ paymentMethodCode: null })],
      'other_payment_method',
      1,
    ],
    [
      'two orders named',
      credit(24990, ['100000023', '100000024']),
      [order(), order({ orderId: 2, orderNumber: '100000024' })],
      'several_order_numbers',
      null,
    ],
    [
      'one number in two store views, neither owing the amount',
      credit(1000, ['100000023']),
      [order(), order({ orderId: 2, storeCode: 'at-de', totalDue: 5000 })],
      'several_orders',
      null,
    ],
    [
      'one number in two store views, both owing the amount',
      credit(24990, ['100000023']),
      [order(), order({ orderId: 2, storeCode: 'at-de' })],
      'several_orders',
      null,
    ],
  ])('sends %s to review', (_name, given, orders, reason, suggested) => {
    const decision = decideCredit(given, orders);
    expect(decision).toMatchObject({ outcome: 'review', reason });
    expect(decision.outcome === 'review' ? (decision.order?.orderId ?? null) : 'booked').toBe(suggested);
  });

  it('books the one order of several with the number that the credit pays exactly', () => {
    const atDe = order({ orderId: 2, storeCode: 'at-de', totalDue: 7990 });
    expect(decideCredit(credit(7990, ['100000023']), [order(), atDe])).toEqual({
      outcome: 'book',
      order: atDe,
    });
    const chDe = order({ orderId: 3, storeCode: 'ch-de', currency: 'CHF' });
    expect(decideCredit(credit(24990, ['100000023'], 'CHF'), [order(), chDe])).toEqual({
      outcome: 'book',
      order: chDe,
    });
    // A canceled twin does not make the open one ambiguous, nor is it ever booked.
    const canceledTwin = order({ orderId: 4, storeCode: 'at-de', canceled: true });
    expect(decideCredit(credit(24990, ['100000023']), [order(), canceledTwin])).toEqual({
      outcome: 'book',
      order: order(),
    });
  });

  it('leaves aside a 9-digit number that is no order beside one that is', () => {
    expect(decideCredit(credit(24990, ['123456789', '100000023']), [order()])).toEqual({
      outcome: 'book',
      order: order(),
    });
  });
});

describe('entryKeysOf', () => {
  const identity = (overrides: Partial<Parameters<typeof entryKeysOf>[0][number]> = {}) => ({
    accountIban: 'DE89370400440532013000',
    transactionBankReference: null,
    entryBankReference: null,
    partOfBatch: false,
    content: ['credit', '2026-11-20', 24990, 'EUR', 'Bestellung 100000023'],
    ...overrides,
  });

  it("keys an entry by the bank's reference and account, whatever else the file says of it", () => {
    const [first] = entryKeysOf([identity({ entryBankReference: 'R1' })]);
    const [again] = entryKeysOf([identity({ entryBankReference: 'R1', content: ['other text'] })]);
    const [otherAccount] = entryKeysOf([
      identity({ entryBankReference: 'R1', accountIban: 'AT611904300234573201' }),
    ]);
    expect(again).toBe(first);
    expect(otherAccount).not.toBe(first);
    expect(first).toMatch(/^[\w-]{43}$/);
  });

  it("tells a batch's parts apart by their content under the entry's reference, and the transaction's own reference first", () => {
    const keys = entryKeysOf([
      identity({ entryBankReference: 'B1', partOfBatch: true, content: ['a'] }),
      identity({ entryBankReference: 'B1', partOfBatch: true, content: ['b'] }),
      identity({ entryBankReference: 'B1', transactionBankReference: 'T1', partOfBatch: true }),
    ]);
    expect(new Set(keys).size).toBe(3);
    const [inAnotherFile] = entryKeysOf([identity({ transactionBankReference: 'T1', content: ['other'] })]);
    expect(inAnotherFile).toBe(keys[2]);
  });

  it('keys entries without bank references by content, twins by their ordinal, the same in every file that lists them', () => {
    const day = [identity(), identity(), identity({ content: ['another'] })];
    const keys = entryKeysOf(day);
    expect(new Set(keys).size).toBe(3);
    expect(entryKeysOf(day)).toEqual(keys);
    // The first twin alone (as in a file of that day with one of them) is the first twin.
    expect(entryKeysOf([identity()])).toEqual([keys[0]]);
  });
});
