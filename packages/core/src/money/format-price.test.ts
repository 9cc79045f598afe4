import { describe, expect, it } from 'vitest';
import { findStoreView, STORE_VIEWS } from '../store-view/store-views';
import { formatCount, formatNumber, formatPrice } from './format-price';

const NBSP = '\u00a0';

function storeView(code: string) {
  const view = findStoreView(code);
  if (!view) throw new Error(`no store view ${code}`);
  return view;
}

describe('formatPrice', () => {
  it('prints two decimals with a dot, no grouping and no sign without a store view', () => {
    expect(formatPrice(129900)).toBe('1299.00');
    expect(formatPrice(123456789)).toBe('1234567.89');
    expect(formatPrice(5)).toBe('0.05');
    expect(formatPrice(0)).toBe('0.00');
  });

  it('puts a leading minus before a negative amount without a store view', () => {
    expect(formatPrice(-129900)).toBe('-1299.00');
  });

  it("uses the store's separators and puts the euro sign after the amount in de-de", () => {
    const deDe = storeView('de-de');
    expect(formatPrice(129900, deDe)).toBe(`1.299,00${NBSP}€`);
    expect(formatPrice(0, deDe)).toBe(`0,00${NBSP}€`);
    expect(formatPrice(99, deDe)).toBe(`0,99${NBSP}€`);
    expect(formatPrice(123456789012, deDe)).toBe(`1.234.567.890,12${NBSP}€`);
  });

  it('puts the leading minus before everything, sign included', () => {
    expect(formatPrice(-129900, storeView('de-de'))).toBe(`-1.299,00${NBSP}€`);
    expect(formatPrice(-129900, storeView('gb-en'))).toBe('-£1,299.00');
    expect(formatPrice(-129900, storeView('ch-de'))).toBe(`-CHF${NBSP}1'299.00`);
  });

  it('groups with a no-break space and prints CHF after the amount in ch-fr', () => {
    const chFr = storeView('ch-fr');
    expect(formatPrice(129950, chFr)).toBe(`1${NBSP}299.50${NBSP}CHF`);
    expect(formatPrice(-5, chFr)).toBe(`-0.05${NBSP}CHF`);
    expect(formatPrice(100000000, chFr)).toBe(`1${NBSP}000${NBSP}000.00${NBSP}CHF`);
  });

  it('puts the pound sign right before the amount in gb-en', () => {
    const gbEn = storeView('gb-en');
    expect(formatPrice(129900, gbEn)).toBe('£1,299.00');
    expect(formatPrice(0, gbEn)).toBe('£0.00');
    expect(formatPrice(99999999999, gbEn)).toBe('£999,999,999.99');
  });

  it('prints złoty after the amount with space groups in pl-pl, grouping four-digit amounts too', () => {
    const plPl = storeView('pl-pl');
    expect(formatPrice(129900, plPl)).toBe(`1${NBSP}299,00${NBSP}zł`);
    expect(formatPrice(-99900, plPl)).toBe(`-999,00${NBSP}zł`);
    expect(formatPrice(0, plPl)).toBe(`0,00${NBSP}zł`);
  });

  it('prints kronor after the amount in se-en', () => {
    const seEn = storeView('se-en');
    expect(formatPrice(1249900, seEn)).toBe(`12${NBSP}499,00${NBSP}kr`);
    expect(formatPrice(-1249900, seEn)).toBe(`-12${NBSP}499,00${NBSP}kr`);
  });

  it('puts the dollar sign right before the amount in us-en', () => {
    const usEn = storeView('us-en');
    expect(formatPrice(129900, usEn)).toBe('$1,299.00');
    expect(formatPrice(-1, usEn)).toBe('-$0.01');
    expect(formatPrice(0, usEn)).toBe('$0.00');
  });

  it("uses the store's fraction digits", () => {
    const deDe = storeView('de-de');
    const wholeEuros = { ...deDe, i18n: { ...deDe.i18n, fractionDigits: 0 } };
    expect(formatPrice(129950, wholeEuros)).toBe(`1.300${NBSP}€`);
    expect(formatPrice(129949, wholeEuros)).toBe(`1.299${NBSP}€`);
  });

  it.each(STORE_VIEWS.map((view) => [view.storeCode, view] as const))(
    '%s prints positive prices as Intl does for its locale and currency',
    (_, view) => {
      const intl = new Intl.NumberFormat(view.i18n.locale, {
        style: 'currency',
        currency: view.i18n.currencyCode,
        currencyDisplay: 'narrowSymbol',
      });
      const expected = intl
        .format(1234567.5)
        .replace(/[\u202f ]/g, NBSP)
        .replace(/\u2019/g, "'");
      expect(formatPrice(123456750, view)).toBe(expected);
    },
  );

  it('rejects an amount that is not an integer number of minor units with a RangeError', () => {
    expect(() => formatPrice(12.5)).toThrow(RangeError);
    expect(() => formatPrice(Number.NaN, storeView('de-de'))).toThrow(RangeError);
  });
});

describe('formatCount', () => {
  it("groups a count's digits as the store view groups its prices", () => {
    expect(formatCount(11112, storeView('de-de'))).toBe('11.112');
    expect(formatCount(-2500, storeView('de-de'))).toBe('-2.500');
    expect(formatCount(999, storeView('de-de'))).toBe('999');
  });

  it('writes plain digits without a store view', () => {
    expect(formatCount(11112)).toBe('11112');
  });
});

describe('formatNumber', () => {
  const view = (code: string) => findStoreView(code);

  it("writes a rate in the store's style of plain numbers", () => {
    expect(formatNumber(8.1, view('ch-fr'))).toBe('8,1');
    expect(formatNumber(8.1, view('ch-de'))).toBe('8.1');
    expect(formatNumber(19, view('de-de'))).toBe('19');
  });

  it('groups thousands and drops trailing zeros of the fraction', () => {
    expect(formatNumber(1299.5, view('fi-en'))).toBe('1,299.5');
    expect(formatNumber(1299.5, view('de-de'))).toBe('1.299,5');
    expect(formatNumber(2.5, view('de-de'), 1)).toBe('2,5');
  });

  it('writes the number as JavaScript does without a store view', () => {
    expect(formatNumber(8.1)).toBe('8.1');
  });
});
