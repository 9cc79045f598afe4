import type { StoreView } from '@hortus/core';
import { parsePicturePath } from '@hortus/core/pictures';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../http/envelope';
import { requireStoreView } from '../../http/store-view';
import type { cartProducts } from '../catalog';
import type { ManualProduct } from './assembly-manual';
import { MANUAL_WORDS } from './instruction-texts';
import { ManualCache } from './manual-cache';
import { createManualRenderer } from './manual-renderer';

/**
 * Manuals made or waiting at once (each ~100 ms on the worker): more are answered 503 with Retry-After,
 * so a burst of uncached requests cannot queue without bound.
 */
const RENDERS_AT_ONCE = 16;
const manualsBusy = () =>
  new HttpError(503, 'Too many manuals are being made. Please try again in a few seconds.', {
    headers: { 'Retry-After': '2' },
  });

/** The catalogue's read of a few products by sku (a variant too), with the store view's prices. */
export type ProductsOf = (
  storeView: StoreView,
  query: Parameters<typeof cartProducts>[2],
) => ReturnType<typeof cartProducts>;

/** The catalogue read of one sku: the same object every call, so it is prepared once. */
const MANUAL_PRODUCT_READ: Parameters<typeof cartProducts>[2]['read'] = {
  with: sql`asked AS (SELECT ${sql.placeholder('manualSku')}::text AS sku)`,
  skus: sql`(SELECT array_agg(sku) FROM asked)`,
  columns: sql`(SELECT sku FROM asked) AS asked_sku`,
};

/**
 * `GET /{store}/api/documents/assembly-instructions/:sku`: the product's assembly manual as a PDF in the
 * store view's language and units. Its measures and family come from its picture model (the media path
 * names them, ADR 0013). A product the store view does not sell, or no such sku, is a 404.
 */
export const assemblyManualRoutes: FastifyPluginAsync<{ productsOf: ProductsOf }> = async (
  app,
  { productsOf },
) => {
  const cache = new ManualCache(500);
  const renderer = createManualRenderer({ limit: RENDERS_AT_ONCE });
  app.addHook('onClose', () => renderer.close());
  /** Manuals being made, so that requests for the same one share it. */
  const making = new Map<string, Promise<Uint8Array>>();

  async function manualOf(key: string, product: ManualProduct, storeView: StoreView): Promise<Uint8Array> {
    const ready = cache.get(key) ?? (await making.get(key));
    if (ready) return ready;
    if (renderer.isFull()) throw manualsBusy();
    const made = renderer.render(product, storeView.storeCode);
    making.set(key, made);
    try {
      return cache.put(key, await made);
    } finally {
      making.delete(key);
    }
  }

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/documents/assembly-instructions/:sku',
    {
      schema: {
        tags: ['assembly-manual'],
        summary: "A product's assembly instructions as a PDF in the store view's language and length units",
        params: z.object({ sku: z.string().min(1).max(64) }),
      },
    },
    async (request, reply) => {
      const storeView = requireStoreView(request);
      const { sku } = request.params;
      const { products } = await productsOf(storeView, {
        read: MANUAL_PRODUCT_READ,
        values: { manualSku: sku },
      });
      const product = products.get(sku);
      if (!product?.enabled || !product.priced) throw notFound('Product not found');
      const picture = product.image ? parsePicturePath(product.image) : undefined;
      const key = `${storeView.storeCode}\n${product.sku}\n${product.name}\n${product.image ?? ''}`;
      const pdf = await manualOf(
        key,
        { name: product.name, sku: product.sku, family: picture?.model.family, measures: picture?.model },
        storeView,
      );
      const fileName = `${MANUAL_WORDS[storeView.i18n.language].fileWord}-${product.sku}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
        .header('cache-control', 'public, max-age=3600')
        .send(Buffer.from(pdf));
    },
  );
};
