import { staffContactAnswered, staffContactMessages } from '@hortus/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { notFound, ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { recordAudit, type StaffContext, staffOf } from '../staff';
import { type InboxMessage, inboxMessage, inboxPage, markAnswered } from './inbox';

/** Customer service reads the inbox: the owner and order staff, not content editors. */
const customerService = { staff: ['owner', 'orders'] } as const;

const messageOf = (message: InboxMessage) => ({
  id: message.id,
  store_code: message.storeCode,
  name: message.name,
  email: message.email,
  subject: message.subject,
  order_number: message.orderNumber,
  message: message.message,
  created_at: message.createdAt,
  answered_at: message.answeredAt,
  answered_by: message.answeredBy,
});

/** The back office's inbox of the contact form. */
export const contactStaffRoutes: FastifyPluginAsync<{
  db: Database;
  staff: StaffContext;
  retentionDays: number;
  now: () => Date;
}> = async (fastify, { db, staff, retentionDays, now }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    staffContactMessages.path,
    { schema: routeSchema(staffContactMessages), config: customerService },
    async (request) => {
      const { show, older_than } = request.query;
      const page = await inboxPage(db, { open: show === 'open', olderThan: older_than ?? null });
      return ok({
        messages: page.messages.map(messageOf),
        older_than: page.olderThan,
        retention_days: retentionDays,
      });
    },
  );

  app.post(
    staffContactAnswered.path,
    { schema: routeSchema(staffContactAnswered), config: customerService },
    async (request) => {
      const { id } = request.params;
      const member = staffOf(request);
      const found = await markAnswered(db, id, request.body.answered ? { by: member.name, at: now() } : null);
      if (!found) throw notFound('There is no such message (messages are deleted after their retention).');
      await recordAudit(staff, {
        staff: member,
        action: request.body.answered ? 'contact_message.answered' : 'contact_message.reopened',
        object: { type: 'contact_message', id: String(id) },
        outcome: 'success',
        clientAddress: request.ip,
      });
      const message = await inboxMessage(db, id);
      if (!message) throw notFound('There is no such message.');
      return ok(messageOf(message));
    },
  );
};
