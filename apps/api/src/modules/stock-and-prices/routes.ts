import { Readable } from 'node:stream';
import {
  staffProductList,
  staffProductPrice,
  staffProductSheet,
  staffProductSheetImport,
  staffProductStock,
} from '@hortus/api-contract';
import { findStoreView } from '@hortus/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { badRequest, ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { CSV_MAX_BYTES } from '../../spreadsheet/csv';
import { reindexProducts } from '../catalog';
import { recordAudit, type StaffContext, staffOf } from '../staff';
import { findProducts, setProductPrice, setProductStock } from './products';
import { exportSheet, importSheet, type SheetReport } from './sheet';

/** Every role keeps stock and prices: the owner, order staff (stock) and content editors (prices). */
const stockStaff = { staff: ['owner', 'orders', 'content'] } as const;

const priceFields = (price: SheetReport['changes']['prices'][number]['after']) => ({
  price: price.priceMinor,
  special_price: price.specialPriceMinor,
  special_from: price.specialFromDate,
  special_to: price.specialToDate,
});

/** The report in the contract's words. */
function reportOf(report: SheetReport) {
  return {
    rows: report.rows,
    price_changes: report.priceChanges,
    stock_changes: report.stockChanges,
    unchanged: report.unchanged,
    changes: {
      prices: report.changes.prices.map((change) => ({
        line: change.line,
        sku: change.sku,
        store_code: change.storeCode,
        currency: change.currency,
        before: change.before ? priceFields(change.before) : null,
        after: priceFields(change.after),
      })),
      stock: report.changes.stock,
    },
  };
}

/** A refused sheet's problems listed one by one (a file of 100,000 wrong rows is counted, not listed). */
const LISTED_PROBLEMS = 1000;

/** The back office's stock and price endpoints; each write and the sheet's export is audited. */
export const stockAndPricesRoutes: FastifyPluginAsync<{ db: Database; staff: StaffContext }> = async (
  fastify,
  { db, staff },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The sheet comes as the file itself; only its import route is in this plugin's scope of the parser.
  app.addContentTypeParser('text/csv', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.get(
    staffProductList.path,
    { schema: routeSchema(staffProductList), config: stockStaff },
    async (request) => ok(await findProducts(db, request.query)),
  );

  app.post(
    staffProductStock.path,
    { schema: routeSchema(staffProductStock), config: stockStaff },
    async (request) => {
      const { before, product } = await setProductStock(db, request.params.sku, request.body.qty);
      await recordAudit(staff, {
        staff: staffOf(request),
        action: 'product.stock',
        object: { type: 'product', id: product.sku },
        details: { before, after: product.qty },
        outcome: 'success',
        clientAddress: request.ip,
      });
      return ok(product);
    },
  );

  app.post(
    staffProductPrice.path,
    { schema: routeSchema(staffProductPrice), config: stockStaff },
    async (request) => {
      const { sku, store } = request.params;
      const { before, product } = await setProductPrice(db, sku, store, request.body);
      await recordAudit(staff, {
        staff: staffOf(request),
        action: 'product.price',
        object: { type: 'product', id: product.sku },
        details: { store, before, after: product.prices.find((price) => price.store_code === store) },
        outcome: 'success',
        clientAddress: request.ip,
      });
      return ok(product);
    },
  );

  app.get(
    staffProductSheet.path,
    { schema: routeSchema(staffProductSheet), config: stockStaff },
    async (request, reply) => {
      const { store, language } = request.query;
      const storeView = store === undefined ? undefined : findStoreView(store);
      if (store !== undefined && !storeView) throw badRequest(`There is no store view ${store}.`);
      await recordAudit(staff, {
        staff: staffOf(request),
        action: 'stock_sheet.export',
        details: { store: storeView?.storeCode ?? null },
        outcome: 'success',
        clientAddress: request.ip,
      });
      const name = `stock-and-prices${storeView ? `-${storeView.storeCode}` : ''}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(
          Readable.from(
            exportSheet(db, { language, ...(storeView ? { storeCode: storeView.storeCode } : {}) }),
          ),
        );
    },
  );

  app.post(
    staffProductSheetImport.path,
    { schema: routeSchema(staffProductSheetImport), config: stockStaff, bodyLimit: CSV_MAX_BYTES },
    async (request) => {
      const file = request.body;
      if (!Buffer.isBuffer(file)) throw badRequest('Send the sheet as a CSV file (Content-Type: text/csv).');
      const imported = await importSheet(db, file, (ids) => reindexProducts(db, ids));
      await recordAudit(staff, {
        staff: staffOf(request),
        action: 'stock_sheet.import',
        details: imported.ok
          ? {
              rows: imported.report.rows,
              price_changes: imported.report.priceChanges,
              stock_changes: imported.report.stockChanges,
            }
          : { problems: imported.problems.length },
        outcome: imported.ok ? 'success' : 'refused',
        clientAddress: request.ip,
      });
      if (!imported.ok) {
        throw badRequest(imported.message, {
          reason: 'stock_sheet_invalid',
          details: {
            problems: imported.problems.slice(0, LISTED_PROBLEMS),
            problem_count: imported.problems.length,
          },
        });
      }
      return ok(reportOf(imported.report));
    },
  );
};
