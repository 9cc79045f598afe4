import { allocateDiscount, goodsValuesOf, type PricedCartLine } from '../cart/cart-totals';
import { ancillaryParts, type RatedAmount } from '../pricing/ancillary-costs';
import { netFromGross } from '../pricing/tax';
import type { Language } from '../store-view/store-view';
import { EU_MEMBER_STATES } from './eu-member-states';

export { EU_MEMBER_STATES } from './eu-member-states';

/**
 * What VIES says of a VAT number: registered (`valid`), not registered or not even well-formed (`invalid`;
 * a number that fails its format or checksum is not sent), no answer now (`unavailable`: a member state's
 * registry or VIES is down, or slow), or a country VIES does not cover (`not_applicable`: CH, NO, GB).
 */
export const VIES_STATUSES = ['valid', 'invalid', 'unavailable', 'not_applicable'] as const;
export type ViesStatus = (typeof VIES_STATUSES)[number];

/** A VAT number of an invoice address as far as the rules need it. */
export interface VatNumberFacts {
  /** Its country's format and checksum hold. */
  valid: boolean;
  /** The prefix VIES takes ('EL' for Greece, 'XI' for Northern Ireland); null where VIES does not confirm. */
  viesCountry: string | null;
  vies: ViesStatus;
}

/** The facts of a sale that decide whether it is a tax-free intra-Community supply. */
export interface ReverseChargeFacts {
  /** ISO country the goods are dispatched from (the seller's, config SELLER_COUNTRY). */
  sellerCountry: string;
  /** The invoice address's VAT number; null when it has none. */
  vatNumber: VatNumberFacts | null;
  delivery: { countryId: string; postcode: string };
}

/**
 * Where a VAT number's holder is identified for VAT on goods: its member state (EL is Greece), or 'XI'
 * for Northern Ireland, whose goods stay in the EU's VAT rules (Windsor Framework).
 */
function vatStateOfNumber(viesCountry: string | null): string | null {
  if (viesCountry === 'EL') return 'GR';
  if (viesCountry === 'XI') return 'XI';
  return viesCountry && EU_MEMBER_STATES.has(viesCountry) ? viesCountry : null;
}

/** The member state goods are delivered to: 'XI' for a Northern Irish (BT) postcode, null outside the EU. */
function vatStateOfDelivery(delivery: { countryId: string; postcode: string }): string | null {
  const country = delivery.countryId.trim().toUpperCase();
  if (country === 'GB') return /^BT\d/i.test(delivery.postcode.trim()) ? 'XI' : null;
  return EU_MEMBER_STATES.has(country) ? country : null;
}

/**
 * A VAT number the shop relies on: its format and checksum hold and VIES confirms it is registered. While
 * VIES cannot answer, a number is not confirmed: VAT is charged (ADR 0011).
 */
export function isVatNumberConfirmed(vatNumber: VatNumberFacts | null): boolean {
  return vatNumber?.valid === true && vatNumber.vies === 'valid';
}

/**
 * Whether a sale is a tax-free intra-Community supply of goods (Art. 138(1) Directive 2006/112/EC; the
 * buyer accounts for the VAT, "reverse charge"): the invoice address has a VAT number that is confirmed
 * (`isVatNumberConfirmed`), of a member state other than the seller's, and the goods go to a member state
 * other than the seller's. A buyer with a number of the seller's country, none, one VIES cannot confirm
 * now, or goods delivered outside the EU or within the seller's country pay VAT as before. Called whenever
 * a cart's totals are computed and when its order is placed, so both agree (ADR 0011).
 */
export function isReverseCharge(facts: ReverseChargeFacts): boolean {
  if (!isVatNumberConfirmed(facts.vatNumber)) return false;
  const seller = facts.sellerCountry.trim().toUpperCase();
  const buyerState = vatStateOfNumber(facts.vatNumber?.viesCountry ?? null);
  const deliveryState = vatStateOfDelivery(facts.delivery);
  return buyerState !== null && deliveryState !== null && buyerState !== seller && deliveryState !== seller;
}

/** The facts that make a buyer a business customer. */
export interface BusinessCustomerFacts {
  /** A customer logged in (a guest never is one). */
  loggedIn: boolean;
  /** The invoice address's company name. */
  company: string | null;
  vatNumber: VatNumberFacts | null;
}

/**
 * A business customer, who may buy on account: logged in, with a company name and a VAT number on the
 * invoice address that VIES confirms (`isVatNumberConfirmed`). A number VIES does not cover (CH, NO, GB)
 * proves nothing but its checksum, which anyone can compute for a made-up company, and one VIES cannot
 * confirm now does not count either: such buyers pay before or on delivery (ADR 0011, issue 24).
 */
export function isBusinessCustomer(facts: BusinessCustomerFacts): boolean {
  return facts.loggedIn && Boolean(facts.company?.trim()) && isVatNumberConfirmed(facts.vatNumber);
}

/** A cart's amounts besides its lines, gross as the shop prices them. */
export interface SaleExtras {
  shippingInclTax: number;
  paymentFeeInclTax: number;
  /** A coupon's gross discount, taken off the goods. */
  discountInclTax: number;
}

/**
 * A cart's amounts for a reverse-charge sale, for `cartTotals`: every gross amount at its net part
 * (gross / (1 + rate), half-up to the minor unit, as `netFromGross`), so the sale carries no tax. A line
 * at its net unit price (what the product page shows as `final_price`) and rate 0; shipping and the
 * payment fee are split over the goods' rates as `cartTotals` splits them (`ancillaryParts`), each part at
 * its net; the gross discount is split over the lines as `cartTotals` splits it, each share at its line's
 * rate. So no tax is charged on shipping either.
 */
export function reverseChargeAmounts(
  lines: readonly PricedCartLine[],
  extras: SaleExtras,
): { lines: PricedCartLine[]; extras: SaleExtras } {
  const rows = lines.map((line) => line.unitPriceInclTax * line.qty);
  const shares = allocateDiscount(rows, extras.discountInclTax);
  const goods = goodsValuesOf(
    lines,
    rows.map((row, index) => row - (shares[index] ?? 0)),
  );
  const netOf = (parts: RatedAmount[]) =>
    parts.reduce((sum, part) => sum + netFromGross(part.grossMinor, part.rateBp), 0);
  return {
    lines: lines.map((line) => ({
      qty: line.qty,
      unitPriceInclTax: netFromGross(line.unitPriceInclTax, line.taxRateBp),
      taxRateBp: 0,
    })),
    extras: {
      shippingInclTax: netOf(ancillaryParts(extras.shippingInclTax, goods)),
      paymentFeeInclTax: netOf(ancillaryParts(extras.paymentFeeInclTax, goods)),
      discountInclTax: lines.reduce(
        (sum, line, index) => sum + netFromGross(shares[index] ?? 0, line.taxRateBp),
        0,
      ),
    },
  };
}

const INVOICE_NOTES: Record<Language, string> = {
  de: 'Steuerfreie innergemeinschaftliche Lieferung (Art. 138 Richtlinie 2006/112/EG) / Steuerschuldnerschaft des Leistungsempfängers',
  en: 'Tax-exempt intra-Community supply of goods (Art. 138 Directive 2006/112/EC) / Reverse charge',
  es: 'Entrega intracomunitaria de bienes exenta (art. 138 Directiva 2006/112/CE) / Inversión del sujeto pasivo',
  fr: 'Livraison intracommunautaire de biens exonérée (art. 138 directive 2006/112/CE) / Autoliquidation',
  hu: 'Adómentes Közösségen belüli termékértékesítés (2006/112/EK irányelv 138. cikk) / Fordított adózás',
  it: 'Cessione intracomunitaria di beni non imponibile (art. 138 direttiva 2006/112/CE) / Inversione contabile',
  nl: 'Vrijgestelde intracommunautaire levering van goederen (art. 138 Richtlijn 2006/112/EG) / Btw verlegd',
  pl: 'Wewnątrzwspólnotowa dostawa towarów zwolniona z VAT (art. 138 dyrektywy 2006/112/WE) / Odwrotne obciążenie',
};

/**
 * The invoice's note for a reverse-charge sale, in the store view's language: the exemption with its
 * article (Art. 226(11) Directive 2006/112/EC, required for goods) and the wording "Reverse charge" of
 * Art. 226(11a) in that language's version of the Directive (checkout facts 2026-11-23, section 2).
 */
export function reverseChargeInvoiceNote(language: Language): string {
  return INVOICE_NOTES[language];
}
