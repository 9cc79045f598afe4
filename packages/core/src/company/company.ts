/**
 * The company that runs the shop: who the shopper buys from and pays to. One record feeds every place that
 * names the seller (the imprint and legal pages of the demo, the mails' letterhead and payee, the
 * thank-you page, the footer, the seller's VAT number on a reverse-charge confirmation), so they cannot
 * disagree. The API reads it from its environment (COMPANY_*, SELLER_VAT_ID, BANK_*), with the demo
 * company as the default.
 */
export interface Company {
  /** The legal name, with its legal form; also the holder of the bank account payments go to. */
  name: string;
  street: string;
  postcode: string;
  city: string;
  /** ISO country code of the seat; each page names the country in its own language. */
  country: string;
  managingDirectors: string[];
  /** Where the company is registered and under which number (commercial register). */
  registerCourt: string;
  registerNumber: string;
  /** The VAT number, as written on invoices (upper case, no spaces). */
  vatId: string;
  phone: string;
  /** Customer service's address. */
  email: string;
  /** The account prepayment (bank transfer) orders are paid to; its holder is `name`. */
  bank: { iban: string; bic: string };
}

/** The fictitious maker of the demo shop; every number is sample data (the VAT number's checksum holds). */
export const DEMO_COMPANY: Company = {
  name: 'Hortus Gartenbau GmbH',
  street: 'Gartenstraße 1',
  postcode: '20457',
  city: 'Hamburg',
  country: 'DE',
  managingDirectors: ['Anna Berger', 'Tomasz Nowak'],
  registerCourt: 'Amtsgericht Hamburg',
  registerNumber: 'HRB 123456',
  vatId: 'DE298765435',
  phone: '+49 40 1234 5670',
  email: 'service@hortus.example',
  bank: { iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' },
};

/** The line with postcode and town, in the order most of Europe writes it ('20457 Hamburg'). */
export function postcodeAndCity(company: Pick<Company, 'postcode' | 'city'>): string {
  return `${company.postcode} ${company.city}`;
}

/** The phone number as a `tel:` link's target: '+' and digits only ('tel:+494012345670'). */
export function phoneLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
