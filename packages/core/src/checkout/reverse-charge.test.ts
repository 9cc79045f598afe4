import { describe, expect, it } from 'vitest';
import { cartTotals } from '../cart/cart-totals';
import { LANGUAGES } from '../store-view/store-view';
import {
  isBusinessCustomer,
  isReverseCharge,
  isVatNumberConfirmed,
  type ReverseChargeFacts,
  reverseChargeAmounts,
  reverseChargeInvoiceNote,
  type VatNumberFacts,
} from './reverse-charge';

const austrian: VatNumberFacts = { valid: true, viesCountry: 'AT', vies: 'valid' };
const toVienna = { countryId: 'AT', postcode: '1010' };
const sale = (facts: Partial<ReverseChargeFacts>): ReverseChargeFacts => ({
  sellerCountry: 'DE',
  vatNumber: austrian,
  delivery: toVienna,
  ...facts,
});

describe('isReverseCharge', () => {
  it('applies to goods delivered to another member state for a VIES-confirmed VAT number of another member state', () => {
    expect(isReverseCharge(sale({}))).toBe(true);
    // Art. 138 asks for a number of a state other than the dispatch state, not of the state of arrival.
    expect(isReverseCharge(sale({ delivery: { countryId: 'fr', postcode: '75001' } }))).toBe(true);
  });

  it('does not apply without a VAT number, with one that fails its checksum, or one VIES says is not registered', () => {
    expect(isReverseCharge(sale({ vatNumber: null }))).toBe(false);
    expect(isReverseCharge(sale({ vatNumber: { ...austrian, valid: false } }))).toBe(false);
    expect(isReverseCharge(sale({ vatNumber: { ...austrian, vies: 'invalid' } }))).toBe(false);
  });

  it('does not apply while VIES cannot confirm the number: VAT is charged', () => {
    expect(isReverseCharge(sale({ vatNumber: { ...austrian, vies: 'unavailable' } }))).toBe(false);
  });

  it("does not apply to a VAT number of the seller's own country, nor to goods delivered there", () => {
    expect(isReverseCharge(sale({ vatNumber: { ...austrian, viesCountry: 'DE' } }))).toBe(false);
    expect(isReverseCharge(sale({ delivery: { countryId: 'DE', postcode: '10115' } }))).toBe(false);
    expect(isReverseCharge(sale({ sellerCountry: 'AT' }))).toBe(false);
  });

  it('does not apply to goods delivered outside the EU, or to numbers VIES does not cover', () => {
    expect(isReverseCharge(sale({ delivery: { countryId: 'CH', postcode: '8001' } }))).toBe(false);
    expect(isReverseCharge(sale({ delivery: { countryId: 'GB', postcode: 'SW1A 1AA' } }))).toBe(false);
    expect(
      isReverseCharge(sale({ vatNumber: { valid: true, viesCountry: null, vies: 'not_applicable' } })),
    ).toBe(false);
  });

  it("takes Greece's EL numbers as Greek, and Northern Ireland's XI numbers for goods delivered to a BT postcode", () => {
    const greek: VatNumberFacts = { valid: true, viesCountry: 'EL', vies: 'valid' };
    expect(
      isReverseCharge(sale({ vatNumber: greek, delivery: { countryId: 'GR', postcode: '10431' } })),
    ).toBe(true);
    const northernIrish: VatNumberFacts = { valid: true, viesCountry: 'XI', vies: 'valid' };
    expect(
      isReverseCharge(sale({ vatNumber: northernIrish, delivery: { countryId: 'GB', postcode: 'BT1 5GS' } })),
    ).toBe(true);
    expect(
      isReverseCharge(sale({ vatNumber: northernIrish, delivery: { countryId: 'GB', postcode: 'M1 1AE' } })),
    ).toBe(false);
  });
});

describe('isVatNumberConfirmed', () => {
  it('needs the checksum and VIES both', () => {
    expect(isVatNumberConfirmed(austrian)).toBe(true);
    expect(isVatNumberConfirmed({ ...austrian, vies: 'not_applicable' })).toBe(false);
    expect(isVatNumberConfirmed(null)).toBe(false);
  });
});

describe('isBusinessCustomer', () => {
  const buyer = { loggedIn: true, company: 'Gartenbau GmbH', vatNumber: austrian };

  it('is a logged-in customer with a company name and a VIES-confirmed VAT number', () => {
    expect(isBusinessCustomer(buyer)).toBe(true);
  });

  it('is not a buyer whose number VIES does not cover (CH, NO, GB): a valid checksum names no real company', () => {
    const british: VatNumberFacts = { valid: true, viesCountry: null, vies: 'not_applicable' };
    expect(isBusinessCustomer({ ...buyer, company: 'Any Ltd', vatNumber: british })).toBe(false);
    expect(isBusinessCustomer({ ...buyer, vatNumber: { ...british, valid: false } })).toBe(false);
  });

  it('is never a guest, nor a buyer without a company name or a confirmed number', () => {
    expect(isBusinessCustomer({ ...buyer, loggedIn: false })).toBe(false);
    expect(isBusinessCustomer({ ...buyer, company: '  ' })).toBe(false);
    expect(isBusinessCustomer({ ...buyer, company: null })).toBe(false);
    expect(isBusinessCustomer({ ...buyer, vatNumber: null })).toBe(false);
    expect(isBusinessCustomer({ ...buyer, vatNumber: { ...austrian, vies: 'invalid' } })).toBe(false);
    expect(isBusinessCustomer({ ...buyer, vatNumber: { ...austrian, vies: 'unavailable' } })).toBe(false);
  });
});

describe('reverseChargeAmounts', () => {
  it('takes each line at its net unit price and rate 0, so the totals carry no tax', () => {
    const { lines, extras } = reverseChargeAmounts(
      [
        { qty: 3, unitPriceInclTax: 119_99, taxRateBp: 2000 },
        { qty: 1, unitPriceInclTax: 10_00, taxRateBp: 2000 },
      ],
      { shippingInclTax: 49_00, paymentFeeInclTax: 6_00, discountInclTax: 0 },
    );
    // 119.99 / 1.2 = 99.9916 -> 99.99; 10.00 / 1.2 = 8.333 -> 8.33; 49 / 1.2 = 40.833 -> 40.83; 6 / 1.2 = 5.00
    expect(lines).toEqual([
      { qty: 3, unitPriceInclTax: 99_99, taxRateBp: 0 },
      { qty: 1, unitPriceInclTax: 8_33, taxRateBp: 0 },
    ]);
    expect(extras).toEqual({ shippingInclTax: 40_83, paymentFeeInclTax: 5_00, discountInclTax: 0 });
    const totals = cartTotals(lines, extras);
    expect(totals).toMatchObject({
      subtotal: 308_30,
      subtotalInclTax: 308_30,
      taxAmount: 0,
      grandTotal: 308_30 + 40_83 + 5_00,
    });
  });

  it('takes shipping and the fee at the net of their parts at the goods’ rates, and each share of a discount at its line rate', () => {
    const { extras } = reverseChargeAmounts(
      [
        { qty: 1, unitPriceInclTax: 107_00, taxRateBp: 700 },
        { qty: 1, unitPriceInclTax: 119_00, taxRateBp: 1900 },
      ],
      { shippingInclTax: 11_90, paymentFeeInclTax: 0, discountInclTax: 22_60 },
    );
    // The discount splits 10.70 / 11.90 over the lines by their gross totals: nets 10.00 + 10.00. The goods
    // paid are 96.30 at 7 % and 107.10 at 19 %: the shipping's 5.63 and 6.27 of them are 5.26 + 5.27 net.
    expect(extras).toEqual({ shippingInclTax: 10_53, paymentFeeInclTax: 0, discountInclTax: 20_00 });
  });

  it('leaves an empty cart at zero', () => {
    expect(
      reverseChargeAmounts([], { shippingInclTax: 0, paymentFeeInclTax: 0, discountInclTax: 0 }),
    ).toEqual({ lines: [], extras: { shippingInclTax: 0, paymentFeeInclTax: 0, discountInclTax: 0 } });
  });
});

describe('reverseChargeInvoiceNote', () => {
  it("names the exemption and the reverse charge in each shop language's own words", () => {
    expect(reverseChargeInvoiceNote('de')).toBe(
      'Steuerfreie innergemeinschaftliche Lieferung (Art. 138 Richtlinie 2006/112/EG) / Steuerschuldnerschaft des Leistungsempfängers',
    );
    expect(reverseChargeInvoiceNote('en')).toContain('Reverse charge');
    expect(reverseChargeInvoiceNote('fr')).toContain('Autoliquidation');
    for (const language of LANGUAGES) expect(reverseChargeInvoiceNote(language)).toMatch(/138/);
    expect(new Set(LANGUAGES.map(reverseChargeInvoiceNote)).size).toBe(LANGUAGES.length);
  });
});
