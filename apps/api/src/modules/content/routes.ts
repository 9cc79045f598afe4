import { storeParams } from '@hortus/api-contract';
import { getStoreViewById, storeConfigForCountry } from '@hortus/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { badRequest, notFound, ok } from '../../http/envelope';
import { requireStoreView } from '../../http/store-view';
import {
  findBlogPost,
  findCmsBlock,
  findCmsPage,
  findJobOffer,
  listBlogCategories,
  listBlogPosts,
  listBlogTags,
  listJobOffers,
  listNewestBlogPosts,
} from './service';

const id = z.coerce.number().int().min(1, 'id must be a positive integer').max(2_147_483_647);
const slug = z.string().min(1).max(200);
const storeQuery = z.object(storeParams).strict();
const cmsType = z.enum(['cmsPage', 'cmsBlock']);

function storeViewOfId(storeId: string) {
  const storeView = /^\d{1,4}$/.test(storeId) ? getStoreViewById(Number(storeId)) : undefined;
  if (!storeView) throw badRequest(`Unknown store id '${storeId}'`);
  return storeView;
}

export const contentRoutes: FastifyPluginAsync<{ db: Database }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/ext/cms-data/:type/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'A CMS page (cmsPage) or block (cmsBlock) by id; an empty result is an error',
        params: z.object({ type: cmsType, id }),
        querystring: storeQuery,
      },
    },
    async (request) => {
      const storeView = requireStoreView(request);
      const { type, id: entityId } = request.params;
      const found =
        type === 'cmsPage'
          ? await findCmsPage(db, storeView, { id: entityId })
          : await findCmsBlock(db, storeView, { id: entityId });
      if (!found) throw notFound(`CMS ${type === 'cmsPage' ? 'page' : 'block'} ${entityId} not found`);
      return ok(found);
    },
  );

  app.get(
    '/api/ext/cms-data/:type/:identifier/storeId/:storeId',
    {
      schema: {
        tags: ['content'],
        summary: 'A CMS page (cmsPageIdentifier) or block (cmsBlockIdentifier) by identifier in a store',
        params: z.object({
          type: z.enum(['cmsPageIdentifier', 'cmsBlockIdentifier']),
          identifier: slug,
          storeId: z.string().max(10),
        }),
      },
    },
    async (request) => {
      const { type, identifier, storeId } = request.params;
      const storeView = storeViewOfId(storeId);
      const found =
        type === 'cmsPageIdentifier'
          ? await findCmsPage(db, storeView, { identifier })
          : await findCmsBlock(db, storeView, { identifier });
      if (!found)
        throw notFound(`CMS ${type === 'cmsPageIdentifier' ? 'page' : 'block'} '${identifier}' not found`);
      return ok(found);
    },
  );

  app.get(
    '/api/ext/blog/posts',
    {
      schema: {
        tags: ['content'],
        summary: 'Blog posts of the store language, top posts first, then newest first',
        querystring: z
          .object({
            ...storeParams,
            category: id.optional(),
            tag: id.optional(),
            from: z.coerce.number().int().min(0).default(0),
            size: z.coerce.number().int().min(1).max(100).default(20),
          })
          .strict(),
      },
    },
    async (request) => {
      const { category, tag, from, size } = request.query;
      return ok(
        await listBlogPosts(db, requireStoreView(request), {
          ...(category === undefined ? {} : { categoryId: category }),
          ...(tag === undefined ? {} : { tagId: tag }),
          from,
          size,
        }),
      );
    },
  );

  app.get(
    '/api/ext/blog/newest',
    { schema: { tags: ['content'], summary: 'The five newest blog posts', querystring: storeQuery } },
    async (request) => ok(await listNewestBlogPosts(db, requireStoreView(request))),
  );

  app.get(
    '/api/ext/blog/posts/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'One blog post by slug',
        params: z.object({ slug }),
        querystring: storeQuery,
      },
    },
    async (request) => {
      const post = await findBlogPost(db, requireStoreView(request), request.params.slug);
      if (!post) throw notFound(`Blog post '${request.params.slug}' not found`);
      return ok(post);
    },
  );

  app.get(
    '/api/ext/blog/categories',
    { schema: { tags: ['content'], summary: 'Blog categories', querystring: storeQuery } },
    async (request) => ok(await listBlogCategories(db, requireStoreView(request))),
  );

  app.get(
    '/api/ext/blog/tags',
    { schema: { tags: ['content'], summary: 'Blog tags', querystring: storeQuery } },
    async (request) => ok(await listBlogTags(db, requireStoreView(request))),
  );

  app.get(
    '/api/ext/jobs',
    { schema: { tags: ['content'], summary: 'Job offers in the store language', querystring: storeQuery } },
    async (request) => ok(await listJobOffers(db, requireStoreView(request))),
  );

  app.get(
    '/api/ext/jobs/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'One job offer by slug',
        params: z.object({ slug }),
        querystring: storeQuery,
      },
    },
    async (request) => {
      const job = await findJobOffer(db, requireStoreView(request), request.params.slug);
      if (!job) throw notFound(`Job offer '${request.params.slug}' not found`);
      return ok(job);
    },
  );

  app.get(
    '/api/ext/store-config/:country',
    {
      schema: {
        tags: ['content'],
        summary: 'The store views of a country (unknown countries get the ot stores)',
        params: z.object({ country: z.string().regex(/^[A-Za-z]{2}$/, 'country must be a two-letter code') }),
      },
    },
    async (request) => ok(storeConfigForCountry(request.params.country)),
  );
};
