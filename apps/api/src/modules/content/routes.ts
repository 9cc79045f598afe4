import {
  blogCategories,
  blogNewest,
  blogPostBySlug,
  blogPosts,
  blogTags,
  cmsDataById,
  cmsDataByIdentifier,
  jobOfferBySlug,
  jobOffers,
  storeConfig,
} from '@hortus/api-contract';
import { getStoreViewById, storeConfigForCountry } from '@hortus/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { badRequest, notFound, ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
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

function storeViewOfId(storeId: string) {
  const storeView = /^\d{1,4}$/.test(storeId) ? getStoreViewById(Number(storeId)) : undefined;
  if (!storeView) throw badRequest(`Unknown store id '${storeId}'`);
  return storeView;
}

export const contentRoutes: FastifyPluginAsync<{ db: Database }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(cmsDataById.path, { schema: routeSchema(cmsDataById) }, async (request) => {
    const storeView = requireStoreView(request);
    const { type, id: entityId } = request.params;
    const found =
      type === 'cmsPage'
        ? await findCmsPage(db, storeView, { id: entityId })
        : await findCmsBlock(db, storeView, { id: entityId });
    if (!found) throw notFound(`CMS ${type === 'cmsPage' ? 'page' : 'block'} ${entityId} not found`);
    return ok(found);
  });

  app.get(cmsDataByIdentifier.path, { schema: routeSchema(cmsDataByIdentifier) }, async (request) => {
    const { type, identifier, storeId } = request.params;
    const storeView = storeViewOfId(storeId);
    const found =
      type === 'cmsPageIdentifier'
        ? await findCmsPage(db, storeView, { identifier })
        : await findCmsBlock(db, storeView, { identifier });
    if (!found)
      throw notFound(`CMS ${type === 'cmsPageIdentifier' ? 'page' : 'block'} '${identifier}' not found`);
    return ok(found);
  });

  app.get(blogPosts.path, { schema: routeSchema(blogPosts) }, async (request) => {
    const { category, tag, from, size } = request.query;
    return ok(
      await listBlogPosts(db, requireStoreView(request), {
        ...(category === undefined ? {} : { categoryId: category }),
        ...(tag === undefined ? {} : { tagId: tag }),
        from,
        size,
      }),
    );
  });

  app.get(blogNewest.path, { schema: routeSchema(blogNewest) }, async (request) =>
    ok(await listNewestBlogPosts(db, requireStoreView(request))),
  );

  app.get(blogPostBySlug.path, { schema: routeSchema(blogPostBySlug) }, async (request) => {
    const post = await findBlogPost(db, requireStoreView(request), request.params.slug);
    if (!post) throw notFound(`Blog post '${request.params.slug}' not found`);
    return ok(post);
  });

  app.get(blogCategories.path, { schema: routeSchema(blogCategories) }, async (request) =>
    ok(await listBlogCategories(db, requireStoreView(request))),
  );

  app.get(blogTags.path, { schema: routeSchema(blogTags) }, async (request) =>
    ok(await listBlogTags(db, requireStoreView(request))),
  );

  app.get(jobOffers.path, { schema: routeSchema(jobOffers) }, async (request) =>
    ok(await listJobOffers(db, requireStoreView(request))),
  );

  app.get(jobOfferBySlug.path, { schema: routeSchema(jobOfferBySlug) }, async (request) => {
    const job = await findJobOffer(db, requireStoreView(request), request.params.slug);
    if (!job) throw notFound(`Job offer '${request.params.slug}' not found`);
    return ok(job);
  });

  app.get(storeConfig.path, { schema: routeSchema(storeConfig) }, async (request) =>
    ok(storeConfigForCountry(request.params.country)),
  );
};
