import { z } from 'zod';
import { endpoint, PATH_PARAMETER_TOO_LONG } from './endpoint';

/** Customer care in the back office: finding a customer, their record and orders, blocking, a reset link. */

export const staffCustomer = z.object({
  id: z.number().int(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  store_code: z.string().describe('The store view they registered in'),
  group_id: z.number().int(),
  created_at: z.string(),
  blocked_at: z.string().nullable(),
});
export type StaffCustomer = z.output<typeof staffCustomer>;

export const staffCustomerOrder = z.object({
  id: z.number().int(),
  increment_id: z.string(),
  store_code: z.string(),
  created_at: z.string(),
  status: z.string(),
  currency_code: z.string(),
  grand_total: z.number().int().describe('Minor units'),
  total_due: z.number().int().describe('Minor units'),
});

export const staffCustomerRecord = staffCustomer.extend({
  addresses: z.array(
    z.object({
      firstname: z.string(),
      lastname: z.string(),
      company: z.string().nullable(),
      street: z.array(z.string()),
      postcode: z.string(),
      city: z.string(),
      country_id: z.string(),
      telephone: z.string().nullable(),
      vat_id: z.string().nullable(),
      default_billing: z.boolean(),
      default_shipping: z.boolean(),
    }),
  ),
  orders: z.array(staffCustomerOrder).describe('Their newest orders (up to 50)'),
  more_orders: z.boolean().describe('Whether they have older orders than these'),
});
export type StaffCustomerRecord = z.output<typeof staffCustomerRecord>;

const customerId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict();

export const staffCustomerList = endpoint({
  method: 'GET',
  path: '/api/staff/customers',
  summary:
    'Customers whose e-mail address begins with `query` or whose name contains it (all without one), newest first; a page of accounts older than `older_than`',
  tags: ['staff', 'customers'],
  query: z
    .object({
      query: z.string().trim().max(254).optional(),
      older_than: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    })
    .strict(),
  results: {
    200: z.object({
      customers: z.array(staffCustomer),
      older_than: z.number().int().nullable().describe('The `older_than` of the next page; null on the last'),
    }),
  },
  errors: [400, 401, 403],
});

export const staffCustomerShow = endpoint({
  method: 'GET',
  path: '/api/staff/customers/:id',
  summary: 'A customer’s account, addresses and newest orders (audited: it shows personal data)',
  tags: ['staff', 'customers'],
  params: customerId,
  results: { 200: staffCustomerRecord },
  errors: [400, 401, 403, 404, PATH_PARAMETER_TOO_LONG],
});

export const staffCustomerBlock = endpoint({
  method: 'POST',
  path: '/api/staff/customers/:id/block',
  summary: 'Block a customer’s account (they cannot log in; their sessions end) or unblock it (audited)',
  tags: ['staff', 'customers'],
  params: customerId,
  body: z.object({ blocked: z.boolean() }).strict(),
  results: { 200: staffCustomer },
  errors: [400, 401, 403, 404, PATH_PARAMETER_TOO_LONG],
});

export const staffCustomerResetLink = endpoint({
  method: 'POST',
  path: '/api/staff/customers/:id/reset-link',
  summary:
    'Mail the customer a link to set a new password, in their store view’s language; earlier links end (audited)',
  tags: ['staff', 'customers'],
  params: customerId,
  results: { 200: z.literal('sent') },
  errors: [400, 401, 403, 404, PATH_PARAMETER_TOO_LONG],
});
