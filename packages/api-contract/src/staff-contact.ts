import { z } from 'zod';
import { endpoint, PATH_PARAMETER_TOO_LONG } from './endpoint';

/** The contact form's inbox in the back office. */

export const staffContactMessage = z.object({
  id: z.number().int(),
  store_code: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  order_number: z.string().nullable(),
  message: z.string(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
  answered_by: z.string().nullable().describe('The staff member who marked it answered'),
});
export type StaffContactMessage = z.output<typeof staffContactMessage>;

export const staffContactMessages = endpoint({
  method: 'GET',
  path: '/api/staff/contact-messages',
  summary:
    'The contact form’s messages, newest first: all or only the open ones; a page of messages older than `older_than`. Messages are deleted after the retention period',
  tags: ['staff', 'contact'],
  query: z
    .object({
      show: z.enum(['open', 'all']).default('open'),
      older_than: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    })
    .strict(),
  results: {
    200: z.object({
      messages: z.array(staffContactMessage),
      older_than: z.number().int().nullable().describe('The `older_than` of the next page; null on the last'),
      retention_days: z.number().int().describe('Messages older than this many days are deleted'),
    }),
  },
  errors: [400, 401, 403],
});

export const staffContactAnswered = endpoint({
  method: 'POST',
  path: '/api/staff/contact-messages/:id/answered',
  summary:
    'Mark a message answered (by the signed-in staff member; marking it again keeps the first) or open again (audited)',
  tags: ['staff', 'contact'],
  params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict(),
  body: z.object({ answered: z.boolean() }).strict(),
  results: { 200: staffContactMessage },
  errors: [400, 401, 403, 404, PATH_PARAMETER_TOO_LONG],
});
