import { z } from 'zod';
import { endpoint, PATH_PARAMETER_TOO_LONG } from './endpoint';
import { storeParams, storeQuery } from './store';

const id = z.coerce.number().int().min(1, 'id must be a positive integer').max(2_147_483_647);
const slug = z.string().min(1).max(200);

/** CMS HTML leaves the API only through its allow-list sanitiser. */
export const cmsPage = z.object({
  id: z.number().int(),
  page_id: z.number().int(),
  identifier: z.string(),
  title: z.string(),
  content_heading: z.string().nullable(),
  content: z.string().describe('Sanitised HTML'),
  meta_title: z.string(),
  meta_description: z.string().nullable(),
  store_id: z.number().int(),
  updated_at: z.string(),
});
export type CmsPage = z.output<typeof cmsPage>;

export const cmsBlock = z.object({
  id: z.number().int(),
  identifier: z.string(),
  title: z.string(),
  content: z.string().describe('Sanitised HTML'),
  store_id: z.number().int(),
});
export type CmsBlock = z.output<typeof cmsBlock>;

export const blogPost = z.object({
  id: z.number().int(),
  identifier: z.string(),
  slug: z.string(),
  title: z.string(),
  short_content: z.string(),
  content: z.string(),
  featured_image: z.string().nullable(),
  author: z.string().nullable(),
  top_blog: z.number().int().describe('1 for a post shown first'),
  meta_title: z.string(),
  meta_description: z.string().nullable(),
  publish_time: z.string(),
  categories: z.array(z.number().int()),
  tags: z.array(z.number().int()),
});
export type BlogPost = z.output<typeof blogPost>;

export const jobOffer = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  location: z.string(),
  employment_type: z.string(),
  summary: z.string(),
  content: z.string(),
  published_at: z.string(),
});
export type JobOffer = z.output<typeof jobOffer>;

const blogCategory = z.object({
  id: z.number().int(),
  slug: z.string(),
  identifier: z.string(),
  title: z.string(),
  position: z.number().int(),
});
const blogTag = z.object({
  id: z.number().int(),
  slug: z.string(),
  identifier: z.string(),
  title: z.string(),
});

const contentErrors = [400, 404] as const;
const contentByParamErrors = [400, 404, PATH_PARAMETER_TOO_LONG] as const;

export const cmsDataById = endpoint({
  method: 'GET',
  path: '/api/ext/cms-data/:type/:id',
  summary: 'A CMS page (cmsPage) or block (cmsBlock) by id; an empty result is an error',
  tags: ['content'],
  params: z.object({ type: z.enum(['cmsPage', 'cmsBlock']), id }),
  query: storeQuery,
  results: { 200: z.union([cmsPage, cmsBlock]) },
  errors: contentByParamErrors,
});

export const cmsDataByIdentifier = endpoint({
  method: 'GET',
  path: '/api/ext/cms-data/:type/:identifier/storeId/:storeId',
  summary: 'A CMS page (cmsPageIdentifier) or block (cmsBlockIdentifier) by identifier in a store',
  tags: ['content'],
  params: z.object({
    type: z.enum(['cmsPageIdentifier', 'cmsBlockIdentifier']),
    identifier: slug,
    storeId: z.string().max(10),
  }),
  results: { 200: z.union([cmsPage, cmsBlock]) },
  errors: contentByParamErrors,
});

export const blogPosts = endpoint({
  method: 'GET',
  path: '/api/ext/blog/posts',
  summary: 'Blog posts of the store language, top posts first, then newest first',
  tags: ['content'],
  query: z
    .object({
      ...storeParams,
      category: id.optional(),
      tag: id.optional(),
      from: z.coerce.number().int().min(0).default(0),
      size: z.coerce.number().int().min(1).max(100).default(20),
    })
    .strict(),
  results: { 200: z.object({ items: z.array(blogPost), total: z.number().int() }) },
  errors: contentErrors,
});

export const blogNewest = endpoint({
  method: 'GET',
  path: '/api/ext/blog/newest',
  summary: 'The five newest blog posts',
  tags: ['content'],
  query: storeQuery,
  results: { 200: z.array(blogPost) },
  errors: contentErrors,
});

export const blogPostBySlug = endpoint({
  method: 'GET',
  path: '/api/ext/blog/posts/:slug',
  summary: 'One blog post by slug',
  tags: ['content'],
  params: z.object({ slug }),
  query: storeQuery,
  results: { 200: blogPost },
  errors: contentByParamErrors,
});

export const blogCategories = endpoint({
  method: 'GET',
  path: '/api/ext/blog/categories',
  summary: 'Blog categories',
  tags: ['content'],
  query: storeQuery,
  results: { 200: z.array(blogCategory) },
  errors: contentErrors,
});

export const blogTags = endpoint({
  method: 'GET',
  path: '/api/ext/blog/tags',
  summary: 'Blog tags',
  tags: ['content'],
  query: storeQuery,
  results: { 200: z.array(blogTag) },
  errors: contentErrors,
});

export const jobOffers = endpoint({
  method: 'GET',
  path: '/api/ext/jobs',
  summary: 'Job offers in the store language',
  tags: ['content'],
  query: storeQuery,
  results: { 200: z.array(jobOffer) },
  errors: contentErrors,
});

export const jobOfferBySlug = endpoint({
  method: 'GET',
  path: '/api/ext/jobs/:slug',
  summary: 'One job offer by slug',
  tags: ['content'],
  params: z.object({ slug }),
  query: storeQuery,
  results: { 200: jobOffer },
  errors: contentByParamErrors,
});

export const storeConfig = endpoint({
  method: 'GET',
  path: '/api/ext/store-config/:country',
  summary: 'The store views of a country (unknown countries get the ot stores)',
  tags: ['content'],
  params: z.object({ country: z.string().regex(/^[A-Za-z]{2}$/, 'country must be a two-letter code') }),
  results: {
    200: z.looseObject({
      country: z.string(),
      isOther: z.boolean(),
      defaultStoreCode: z.string(),
      stores: z.array(z.looseObject({ storeCode: z.string() })),
    }),
  },
  errors: [400, PATH_PARAMETER_TOO_LONG],
});
