import {
  staffCustomerBlock,
  staffCustomerList,
  staffCustomerResetLink,
  staffCustomerShow,
} from '@hortus/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound, ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import {
  type CustomerContext,
  type CustomerSummary,
  customerRecord,
  findCustomers,
  sendResetLinkTo,
  setCustomerBlocked,
} from '../customer';
import { orderListPage } from '../order';
import { recordAudit, type StaffContext, staffOf } from '../staff';

/** Customer service: the owner and order staff; content editors never see customers. */
const customerService = { staff: ['owner', 'orders'] } as const;

const customerOf = (customer: CustomerSummary) => ({
  id: customer.id,
  email: customer.email,
  firstname: customer.firstname,
  lastname: customer.lastname,
  store_code: customer.storeCode,
  group_id: customer.groupId,
  created_at: customer.createdAt,
  blocked_at: customer.blockedAt,
});

/**
 * The back office's customer care: search, a customer's record with their orders, blocking and a reset link.
 * Reading a record shows personal data and is audited, as is every change.
 */
export const customerCareRoutes: FastifyPluginAsync<{
  customers: CustomerContext;
  staff: StaffContext;
}> = async (fastify, { customers, staff }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = customers;

  app.get(
    staffCustomerList.path,
    { schema: routeSchema(staffCustomerList), config: customerService },
    async (request) => {
      const found = await findCustomers(db, {
        query: request.query.query ?? '',
        olderThan: request.query.older_than ?? null,
      });
      return ok({ customers: found.customers.map(customerOf), older_than: found.olderThan });
    },
  );

  app.get(
    staffCustomerShow.path,
    { schema: routeSchema(staffCustomerShow), config: customerService },
    async (request) => {
      const { id } = request.params;
      const record = await customerRecord(db, id);
      if (!record) throw notFound('There is no such customer.');
      const orders = await orderListPage(db, { customerId: id }, null);
      await recordAudit(staff, {
        staff: staffOf(request),
        action: 'customer.read',
        object: { type: 'customer', id: String(id) },
        outcome: 'success',
        clientAddress: request.ip,
      });
      return ok({
        ...customerOf(record),
        addresses: record.addresses.map((address) => ({
          firstname: address.firstname,
          lastname: address.lastname,
          company: address.company,
          street: address.street,
          postcode: address.postcode,
          city: address.city,
          country_id: address.countryId,
          telephone: address.telephone,
          vat_id: address.vatId,
          default_billing: address.defaultBilling,
          default_shipping: address.defaultShipping,
        })),
        orders: orders.rows.map((order) => ({
          id: order.id,
          increment_id: order.incrementId,
          store_code: order.storeCode,
          created_at: order.createdAt,
          status: order.status,
          currency_code: order.currencyCode,
          grand_total: order.grandTotal,
          total_due: order.totalDue,
        })),
        more_orders: orders.older !== null,
      });
    },
  );

  app.post(
    staffCustomerBlock.path,
    { schema: routeSchema(staffCustomerBlock), config: customerService },
    async (request) => {
      const { id } = request.params;
      const { blocked } = request.body;
      if (!(await setCustomerBlocked(customers, id, blocked))) throw notFound('There is no such customer.');
      await recordAudit(staff, {
        staff: staffOf(request),
        action: blocked ? 'customer.block' : 'customer.unblock',
        object: { type: 'customer', id: String(id) },
        outcome: 'success',
        clientAddress: request.ip,
      });
      const record = await customerRecord(db, id);
      if (!record) throw notFound('There is no such customer.');
      return ok(customerOf(record));
    },
  );

  app.post(
    staffCustomerResetLink.path,
    { schema: routeSchema(staffCustomerResetLink), config: customerService },
    async (request) => {
      const { id } = request.params;
      if (!(await sendResetLinkTo(customers, id))) throw notFound('There is no such customer.');
      await recordAudit(staff, {
        staff: staffOf(request),
        action: 'customer.reset_link',
        object: { type: 'customer', id: String(id) },
        outcome: 'success',
        clientAddress: request.ip,
      });
      return ok('sent' as const);
    },
  );
};
