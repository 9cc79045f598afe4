import { z } from 'zod';
import { endpoint } from './endpoint';

/** The company that runs the shop, as the storefront's footer and thank-you page name it (core's Company). */
export const shopCompany = z.object({
  name: z.string().describe('Legal name with its legal form; also the holder of the account payments go to'),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  country: z.string().describe('ISO country code of the seat'),
  managing_directors: z.array(z.string()),
  register_court: z.string(),
  register_number: z.string(),
  vat_id: z.string().describe('As written on invoices: upper case, no spaces'),
  phone: z.string().describe('International form, e.g. +49 40 1234 5670'),
  email: z.string().describe("Customer service's address"),
});
export type ShopCompany = z.output<typeof shopCompany>;

export const companyOfShop = endpoint({
  method: 'GET',
  path: '/api/company',
  summary:
    'The company that runs the shop (the API configuration COMPANY_*, SELLER_VAT_ID, SERVICE_EMAIL): the same record as the imprint, the mails and the payment instructions',
  tags: ['content'],
  results: { 200: shopCompany },
  errors: [],
});
