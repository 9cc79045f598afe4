import {
  attributeList,
  catalogSearch,
  catalogSearchByBody,
  categoryById,
  categoryList,
  productRenderList,
  productSearch,
  productSingle,
  productVariant,
  urlAlternates as urlAlternatesEndpoint,
  urlMap,
  urlMapShort,
} from '@hortus/api-contract';
import { CATEGORY_EMPTY_RESULT, PARENT_SKU_MISSING } from '@hortus/core';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { VerifyAccessToken } from '../../http/access-token';
import { badRequest, notFound, ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { requireStoreView } from '../../http/store-view';
import { attributeDocument } from './attribute-catalog';
import { kindTag, productTag, setCacheTags } from './cache-tags';
import { attributeCatalog, type CatalogContext, categoryDocuments } from './catalog-context';
import { type CatalogQuery, catalogQuerySchema } from './catalog-query';
import { searchCatalog } from './catalog-search';
import { callerCustomerGroup } from './customer-group';
import { queryDocuments } from './document-query';
import { renderPriceList } from './price-render';
import { findProductIdBy } from './product-documents';
import { loadProduct, requireSearchKey } from './product-load';
import { urlAlternates } from './url-alternates';
import { mapUrl, splitStorePath } from './url-map';

const STORE_PARAMETER_NAMES = new Set(['store', 'storeCode', 'storeId']);

function parseCatalogQuery(input: unknown) {
  const parsed = catalogQuerySchema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    );
    throw badRequest(`Invalid catalogue query: ${problems.join('; ')}`);
  }
  return parsed.data;
}

/** GET parameters: the whole query as JSON in `request`, single fields as plain parameters on top. */
function queryFromParameters(parameters: z.output<typeof catalogSearch.query>, forcedType?: string) {
  let base: Record<string, unknown> = {};
  if (parameters.request !== undefined) {
    try {
      base = JSON.parse(parameters.request) as Record<string, unknown>;
    } catch {
      throw badRequest("Parameter 'request' is not valid JSON");
    }
    if (typeof base !== 'object' || base === null || Array.isArray(base)) {
      throw badRequest("Parameter 'request' must be a JSON object");
    }
  }
  const { request: _request, q, token: _token, ...plain } = parameters;
  const fields = Object.fromEntries(
    Object.entries({ ...plain, searchQuery: plain.searchQuery ?? q }).filter(
      ([name, value]) => value !== undefined && !STORE_PARAMETER_NAMES.has(name),
    ),
  );
  return parseCatalogQuery({ ...base, ...fields, ...(forcedType ? { type: forcedType } : {}) });
}

function withoutStoreFields(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([name]) => !STORE_PARAMETER_NAMES.has(name)));
}

export const catalogRoutes: FastifyPluginAsync<{
  context: CatalogContext;
  priceSigningSecret: string;
  verifyAccessToken: VerifyAccessToken;
}> = async (fastify, { context, priceSigningSecret, verifyAccessToken }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** The query with the caller's customer group in place of the one it named, and no token in it. */
  async function withCallerGroup(
    request: FastifyRequest,
    query: CatalogQuery,
    token?: string,
  ): Promise<CatalogQuery> {
    const { groupToken, ...rest } = query;
    const groupId = await callerCustomerGroup(request, verifyAccessToken, {
      groupId: query.groupId,
      tokens: [token, groupToken],
    });
    return { ...rest, groupId: groupId ?? undefined };
  }

  /** The answer of a catalogue search, filed under its cache tags. */
  async function answerSearch(request: FastifyRequest, reply: FastifyReply, query: Promise<CatalogQuery>) {
    const answer = await searchCatalog(context, requireStoreView(request), await query);
    setCacheTags(reply, answer.cacheTags);
    if (answer.result) return ok(answer.result);
    // Joined from kept texts (product cards): sent as it is, the envelope around it.
    return reply.type('application/json; charset=utf-8').send(`{"code":200,"result":${answer.json}}`);
  }

  app.get(catalogSearch.path, { schema: routeSchema(catalogSearch) }, async (request, reply) =>
    answerSearch(
      request,
      reply,
      withCallerGroup(request, queryFromParameters(request.query), request.query.token),
    ),
  );

  app.post(catalogSearchByBody.path, { schema: routeSchema(catalogSearchByBody) }, async (request, reply) =>
    answerSearch(
      request,
      reply,
      withCallerGroup(request, parseCatalogQuery(withoutStoreFields(request.body))),
    ),
  );

  app.get(productSearch.path, { schema: routeSchema(productSearch) }, async (request, reply) =>
    answerSearch(
      request,
      reply,
      withCallerGroup(request, queryFromParameters(request.query, 'product'), request.query.token),
    ),
  );

  app.get(productSingle.path, { schema: routeSchema(productSingle) }, async (request, reply) => {
    const storeView = requireStoreView(request);
    const { key, groupId: named, groupToken, token } = request.query;
    const groupId = await callerCustomerGroup(request, verifyAccessToken, {
      groupId: named,
      tokens: [token, groupToken],
    });
    const value = requireSearchKey(key, request.query.value);
    const id = await findProductIdBy(context.db, key, value, storeView.i18n.language);
    if (id === undefined) throw notFound('Product not found');
    const loaded = await loadProduct(context, storeView, id, { customerGroupId: groupId ?? null });
    setCacheTags(reply, [
      kindTag('product'),
      productTag(loaded.kind === 'redirect' ? loaded.parent.id : loaded.product.id),
    ]);
    if (loaded.kind === 'redirect') {
      const location = `/${storeView.storeCode}/api/product/single?key=sku&value=${encodeURIComponent(loaded.parent.sku)}`;
      return reply
        .code(301)
        .header('location', location)
        .send({
          code: 301,
          result: { redirect: location, parentSku: loaded.parent.sku, sku: loaded.childSku },
        });
    }
    return ok(loaded.product);
  });

  app.get(productVariant.path, { schema: routeSchema(productVariant) }, async (request, reply) => {
    const storeView = requireStoreView(request);
    const {
      parentSku,
      sku,
      groupId: named,
      groupToken,
      token,
      fallbackToDefaultWhenNoAvailable,
      store,
      storeCode,
      storeId,
      ...chosen
    } = request.query;
    if (!parentSku) throw badRequest(PARENT_SKU_MISSING);
    const groupId = await callerCustomerGroup(request, verifyAccessToken, {
      groupId: named,
      tokens: [token, groupToken],
    });
    const id = await findProductIdBy(context.db, 'sku', parentSku, storeView.i18n.language);
    if (id === undefined) throw badRequest(PARENT_SKU_MISSING);
    const catalog = await attributeCatalog(context);
    const selectedOptions: Record<string, number> = {};
    for (const [code, value] of Object.entries(chosen)) {
      if (typeof value !== 'string') continue;
      if (!catalog.byCode.has(code) || !/^\d+$/.test(value)) {
        request.log.info({ attribute: code }, 'unknown configurable attribute ignored');
        continue;
      }
      selectedOptions[code] = Number(value);
    }
    const loaded = await loadProduct(context, storeView, id, {
      selectedOptions,
      ...(sku ? { selectedSku: sku } : {}),
      ...(fallbackToDefaultWhenNoAvailable === undefined ? {} : { fallbackToDefaultWhenNoAvailable }),
      customerGroupId: groupId ?? null,
    });
    const product = loaded.kind === 'redirect' ? loaded.parent : loaded.product;
    if (product.type_id !== 'configurable') throw badRequest(PARENT_SKU_MISSING);
    setCacheTags(reply, [kindTag('product'), productTag(product.id)]);
    return ok(product);
  });

  app.get(productRenderList.path, { schema: routeSchema(productRenderList) }, async (request, reply) => {
    const storeView = requireStoreView(request);
    const items = await renderPriceList(
      context,
      storeView,
      {
        skus: request.query.skus,
        currencyCode: request.query.currencyCode,
        customerGroupId: await callerCustomerGroup(request, verifyAccessToken, {
          groupId: request.query.userGroupId,
          tokens: [request.query.token],
        }),
      },
      priceSigningSecret,
    );
    setCacheTags(reply, [kindTag('product'), ...items.map((item) => productTag(item.id))]);
    return ok({ items });
  });

  app.get(categoryList.path, { schema: routeSchema(categoryList) }, async (request, reply) => {
    const storeView = requireStoreView(request);
    const { parent_id, level, is_active, product_count_gt, size, from } = request.query;
    const filters = {
      ...(parent_id === undefined ? {} : { parent_id }),
      ...(level === undefined ? {} : { level }),
      ...(is_active === undefined ? {} : { is_active }),
      ...(product_count_gt === undefined ? {} : { product_count: { gt: product_count_gt } }),
    };
    const documents = await categoryDocuments(context, storeView.i18n.language);
    const query = parseCatalogQuery({ type: 'category', filters, size, from, sort: 'position:asc' });
    const page = queryDocuments(documents, query, { textFields: ['name'] });
    setCacheTags(reply, [kindTag('category')]);
    return ok({ items: page.items, total: page.total, start: query.from, perPage: query.size });
  });

  app.get(categoryById.path, { schema: routeSchema(categoryById) }, async (request, reply) => {
    const storeView = requireStoreView(request);
    const category = (await categoryDocuments(context, storeView.i18n.language)).find(
      (doc) => doc.id === request.params.id,
    );
    if (!category) throw notFound(CATEGORY_EMPTY_RESULT);
    setCacheTags(reply, [kindTag('category')]);
    return ok(category);
  });

  app.get(attributeList.path, { schema: routeSchema(attributeList) }, async (request, reply) => {
    const storeView = requireStoreView(request);
    const catalog = await attributeCatalog(context);
    const codes = request.query.codes?.split(',').filter(Boolean);
    const known = codes ? codes.filter((code) => catalog.byCode.has(code)) : [...catalog.byCode.keys()];
    const items = known.map((code) => {
      const attribute = catalog.byCode.get(code);
      return attribute ? attributeDocument(attribute, storeView.i18n.language) : undefined;
    });
    setCacheTags(reply, [kindTag('attribute')]);
    return ok({
      items: items.filter((item) => item !== undefined),
      blacklist: codes ? codes.filter((code) => !catalog.byCode.has(code)) : [],
    });
  });

  for (const definition of [urlMap, urlMapShort]) {
    app.post(definition.path, { schema: routeSchema(definition) }, async (request, reply) => {
      const body = request.body;
      const { storeView, path: storePath } = splitStorePath(body.url, request.storeView);
      if (!storeView)
        throw badRequest("Please name a store view: a store prefix in the url or a 'store' parameter");
      const result = await mapUrl(context, storeView, storePath, {
        url: body.url,
        ...(body.includeFields ? { includeFields: body.includeFields } : {}),
        ...(body.excludeFields ? { excludeFields: body.excludeFields } : {}),
        options: {
          ...body.options,
          customerGroupId: await callerCustomerGroup(request, verifyAccessToken, {
            groupId: body.groupId,
            tokens: [body.groupToken],
          }),
        },
        filters: body.filters,
      });
      // Always, not only with populateRequestCacheTags: the storefront's output cache files every answer.
      setCacheTags(reply, result.cacheTags);
      return ok({ _type: result._type, _source: result._source });
    });
  }

  app.get(urlAlternatesEndpoint.path, { schema: routeSchema(urlAlternatesEndpoint) }, async (request) => {
    const { storeView, path } = splitStorePath(request.query.url, request.storeView);
    if (!storeView) throw badRequest('Please name a store view: a store prefix in the url');
    return ok({ items: await urlAlternates(context, storeView, path, request.query.url) });
  });
};
