import { Readable } from 'node:stream';
import {
  ORDER_LIST_CURSOR,
  STAFF_ORDER_CSV_COLUMNS,
  staffOrder,
  staffOrderEvent,
  staffOrderExport,
  staffOrderList,
} from '@hortus/api-contract';
import { decimalOfMinorUnits, paymentStateOf } from '@hortus/core';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { HttpError, ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import type { JobQueue } from '../../jobs/job-queue';
import { textCell, writeCsvPages } from '../../spreadsheet/csv';
import { recordAudit, type StaffContext, staffOf } from '../staff';
import { recordOrderEvent } from './lifecycle';
import { type OrderListCursor, type OrderListFilter, orderListPage, ordersOfFilter } from './order-list';
import { orderEventOf, staffListRowOf, staffOrderDetail } from './staff-order';
import { orders } from './tables';

/** The query's filter as the order list takes it (the contract has split the lists already). */
function filterOf(query: {
  q?: string | undefined;
  store_code?: string[] | undefined;
  status?: string[] | undefined;
  payment_method?: string[] | undefined;
  placed_from?: string | undefined;
  placed_to?: string | undefined;
}): OrderListFilter {
  return {
    ...(query.q ? { query: query.q } : {}),
    ...(query.store_code?.length ? { storeCodes: query.store_code } : {}),
    ...(query.status?.length ? { statuses: query.status } : {}),
    ...(query.payment_method?.length ? { paymentMethods: query.payment_method } : {}),
    ...(query.placed_from ? { placedFrom: query.placed_from } : {}),
    ...(query.placed_to ? { placedTo: query.placed_to } : {}),
  };
}

/** Which filters an export used, for the audit log: their names only, never a searched name or address. */
const filterNames = (filter: OrderListFilter) => Object.keys(filter).sort();

const cursorText = (cursor: OrderListCursor | null) =>
  cursor ? `${cursor.direction}~${cursor.createdAt}~${cursor.id}` : null;

function cursorOf(text: string | undefined): OrderListCursor | null {
  const match = text ? ORDER_LIST_CURSOR.exec(text) : null;
  if (!match) return null;
  return { direction: match[1] as 'older' | 'newer', createdAt: match[2] as string, id: Number(match[3]) };
}

/** What a file's name says of its day: the export's moment in UTC, so two exports of a day sort. */
const fileMoment = (now: Date) => now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

/**
 * The back office's orders (roles owner and orders). Changes go through `recordOrderEvent` with the
 * staff member as the actor, never around it; every change and every export is in the audit log.
 */
export const staffOrderRoutes: FastifyPluginAsync<{
  db: Database;
  jobs: JobQueue;
  staff: StaffContext;
}> = async (fastify, { db, jobs, staff }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const roles = { staff: ['owner', 'orders'] } as const;

  app.get(staffOrderList.path, { schema: routeSchema(staffOrderList), config: roles }, async (request) => {
    const page = await orderListPage(db, filterOf(request.query), cursorOf(request.query.cursor));
    return ok({
      items: page.rows.map(staffListRowOf),
      total_count: page.total.count,
      total_more: page.total.more,
      older: cursorText(page.older),
      newer: cursorText(page.newer),
    });
  });

  // The file is not in the envelope: its 200 is left out of the response schema, so nothing serializes it.
  const exportSchema = routeSchema(staffOrderExport);
  const { 200: _file, ...exportRefusals } = exportSchema.response;
  app.get(
    staffOrderExport.path,
    { schema: { ...exportSchema, response: exportRefusals }, config: roles },
    async (request, reply) => {
      const filter = filterOf(request.query);
      const member = staffOf(request);
      await recordAudit(staff, {
        staff: member,
        action: 'order.export',
        object: { type: 'orders', id: 'csv' },
        details: { filters: filterNames(filter) },
        outcome: 'success',
        clientAddress: request.ip,
      });
      async function* pages() {
        for await (const rows of ordersOfFilter(db, filter))
          yield rows.map((row) => [
            row.incrementId,
            row.createdAt,
            row.storeCode,
            row.status,
            paymentStateOf({
              status: row.status as 'pending',
              grandTotal: row.grandTotal,
              paid: row.paidAmount,
              refunded: row.refundedAmount,
            }).state,
            row.paymentMethodCode ?? '',
            textCell(row.firstname),
            textCell(row.lastname),
            textCell(row.email),
            row.currencyCode,
            decimalOfMinorUnits(row.grandTotal),
            decimalOfMinorUnits(row.totalDue),
          ]);
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${fileMoment(new Date())}.csv"`)
        .send(Readable.from(writeCsvPages(STAFF_ORDER_CSV_COLUMNS, pages())));
    },
  );

  app.get(staffOrder.path, { schema: routeSchema(staffOrder), config: roles }, async (request) =>
    ok(await staffOrderDetail(db, request.params.id)),
  );

  app.post(staffOrderEvent.path, { schema: routeSchema(staffOrderEvent), config: roles }, async (request) => {
    const member = staffOf(request);
    const { id } = request.params;
    const { event_id: eventId, event: body } = request.body;
    const audit = (outcome: string, details: Record<string, unknown>) =>
      recordAudit(staff, {
        staff: member,
        action: `order.${body.type}`,
        object: { type: 'order', id: String(id) },
        details,
        outcome,
        clientAddress: request.ip,
      });
    const [order] = await db.select({ currency: orders.currencyCode }).from(orders).where(eq(orders.id, id));
    try {
      const recorded = await recordOrderEvent(db, jobs, {
        orderId: id,
        eventId: `staff:${eventId}`,
        event: orderEventOf(body, order?.currency ?? ''),
        actor: { kind: 'staff', id: String(member.id), name: member.name },
      });
      await audit('success', { outcome: recorded.outcome });
      return ok({
        outcome: recorded.outcome,
        status: recorded.order.status,
        payment: recorded.order.payment,
        stock_released: recorded.stockReleased,
      });
    } catch (error) {
      if (error instanceof HttpError)
        await audit('refused', { status: error.statusCode, reason: error.reason ?? null });
      throw error;
    }
  });
};
