import { BLOG_NEWEST_COUNT, type StoreView } from '@hortus/core';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sanitizeCmsHtml } from './sanitize-cms-html';
import {
  blogCategories,
  blogPostCategories,
  blogPosts,
  blogPostTags,
  blogTags,
  cmsBlocks,
  cmsHierarchy,
  cmsPages,
  jobOffers,
} from './tables';

export type ContentType =
  | 'cms_page'
  | 'cms_block'
  | 'cms_hierarchy'
  | 'blog'
  | 'blog_tag'
  | 'blog_category'
  | 'job';

type CmsPageRow = typeof cmsPages.$inferSelect;
type CmsBlockRow = typeof cmsBlocks.$inferSelect;

function cmsPageDocument(page: CmsPageRow, storeId: number) {
  return {
    id: page.id,
    page_id: page.id,
    identifier: page.identifier,
    title: page.title,
    content_heading: page.contentHeading,
    content: sanitizeCmsHtml(page.content),
    meta_title: page.metaTitle ?? page.title,
    meta_description: page.metaDescription,
    store_id: storeId,
    updated_at: page.updatedAt.toISOString(),
  };
}

function cmsBlockDocument(block: CmsBlockRow, storeId: number) {
  return {
    id: block.id,
    identifier: block.identifier,
    title: block.title,
    content: sanitizeCmsHtml(block.content),
    store_id: storeId,
  };
}

/** An active CMS page of the store view by id or identifier; undefined when there is none. */
export async function findCmsPage(
  db: Database,
  storeView: StoreView,
  by: { id: number } | { identifier: string },
) {
  const match = 'id' in by ? eq(cmsPages.id, by.id) : eq(cmsPages.identifier, by.identifier);
  const [page] = await db
    .select()
    .from(cmsPages)
    .where(and(match, eq(cmsPages.storeCode, storeView.storeCode), eq(cmsPages.isActive, true)));
  return page && cmsPageDocument(page, storeView.storeId);
}

export async function findCmsBlock(
  db: Database,
  storeView: StoreView,
  by: { id: number } | { identifier: string },
) {
  const match = 'id' in by ? eq(cmsBlocks.id, by.id) : eq(cmsBlocks.identifier, by.identifier);
  const [block] = await db
    .select()
    .from(cmsBlocks)
    .where(and(match, eq(cmsBlocks.storeCode, storeView.storeCode), eq(cmsBlocks.isActive, true)));
  return block && cmsBlockDocument(block, storeView.storeId);
}

type BlogPostRow = typeof blogPosts.$inferSelect;

async function blogPostDocuments(db: Database, posts: BlogPostRow[]) {
  if (posts.length === 0) return [];
  const ids = posts.map((post) => post.id);
  const [categoryLinks, tagLinks] = await Promise.all([
    db.select().from(blogPostCategories).where(inArray(blogPostCategories.postId, ids)),
    db.select().from(blogPostTags).where(inArray(blogPostTags.postId, ids)),
  ]);
  return posts.map((post) => ({
    id: post.id,
    identifier: post.slug,
    slug: post.slug,
    title: post.title,
    short_content: sanitizeCmsHtml(post.shortContent),
    content: sanitizeCmsHtml(post.content),
    featured_image: post.featuredImage,
    author: post.author,
    top_blog: post.topBlog,
    meta_title: post.metaTitle ?? post.title,
    meta_description: post.metaDescription,
    publish_time: post.publishedAt.toISOString(),
    categories: categoryLinks.filter((link) => link.postId === post.id).map((link) => link.categoryId),
    tags: tagLinks.filter((link) => link.postId === post.id).map((link) => link.tagId),
  }));
}

export interface BlogListInput {
  categoryId?: number;
  tagId?: number;
  from: number;
  size: number;
}

/** Blog posts of the store language, top posts first, then newest first (spec 9). */
export async function listBlogPosts(db: Database, storeView: StoreView, input: BlogListInput) {
  const conditions: SQL[] = [eq(blogPosts.language, storeView.i18n.language), eq(blogPosts.isActive, true)];
  if (input.categoryId !== undefined) {
    conditions.push(
      inArray(
        blogPosts.id,
        db
          .select({ id: blogPostCategories.postId })
          .from(blogPostCategories)
          .where(eq(blogPostCategories.categoryId, input.categoryId)),
      ),
    );
  }
  if (input.tagId !== undefined) {
    conditions.push(
      inArray(
        blogPosts.id,
        db.select({ id: blogPostTags.postId }).from(blogPostTags).where(eq(blogPostTags.tagId, input.tagId)),
      ),
    );
  }
  const where = and(...conditions);
  const [posts, [total]] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.topBlog), desc(blogPosts.publishedAt), asc(blogPosts.id))
      .limit(input.size)
      .offset(input.from),
    db.select({ value: count() }).from(blogPosts).where(where),
  ]);
  return { items: await blogPostDocuments(db, posts), total: total?.value ?? 0 };
}

/** The newest five posts of the store language (spec 9). */
export async function listNewestBlogPosts(db: Database, storeView: StoreView) {
  const posts = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.language, storeView.i18n.language), eq(blogPosts.isActive, true)))
    .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.id))
    .limit(BLOG_NEWEST_COUNT);
  return blogPostDocuments(db, posts);
}

export async function findBlogPost(db: Database, storeView: StoreView, slug: string) {
  const posts = await db
    .select()
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.language, storeView.i18n.language),
        eq(blogPosts.slug, slug),
        eq(blogPosts.isActive, true),
      ),
    );
  const [post] = await blogPostDocuments(db, posts);
  return post;
}

export async function listBlogCategories(db: Database, storeView: StoreView) {
  const rows = await db
    .select()
    .from(blogCategories)
    .where(eq(blogCategories.language, storeView.i18n.language))
    .orderBy(asc(blogCategories.position), asc(blogCategories.id));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    identifier: row.slug,
    title: row.title,
    position: row.position,
  }));
}

export async function listBlogTags(db: Database, storeView: StoreView) {
  const rows = await db
    .select()
    .from(blogTags)
    .where(eq(blogTags.language, storeView.i18n.language))
    .orderBy(asc(blogTags.title));
  return rows.map((row) => ({ id: row.id, slug: row.slug, identifier: row.slug, title: row.title }));
}

type JobRow = typeof jobOffers.$inferSelect;

function jobDocument(job: JobRow) {
  return {
    id: job.id,
    slug: job.slug,
    title: job.title,
    location: job.location,
    employment_type: job.employmentType,
    summary: job.summary,
    content: sanitizeCmsHtml(job.content),
    published_at: job.publishedAt.toISOString(),
  };
}

export async function listJobOffers(db: Database, storeView: StoreView) {
  const rows = await db
    .select()
    .from(jobOffers)
    .where(and(eq(jobOffers.language, storeView.i18n.language), eq(jobOffers.isActive, true)))
    .orderBy(desc(jobOffers.publishedAt), asc(jobOffers.id));
  return rows.map(jobDocument);
}

/** The job offer of that slug in the store language (spec: job lookup size 1). */
export async function findJobOffer(db: Database, storeView: StoreView, slug: string) {
  const [job] = await db
    .select()
    .from(jobOffers)
    .where(
      and(
        eq(jobOffers.language, storeView.i18n.language),
        eq(jobOffers.slug, slug),
        eq(jobOffers.isActive, true),
      ),
    )
    .limit(1);
  return job && jobDocument(job);
}

/** Documents of one content type for the catalogue search of a store view. */
export async function loadContentDocuments(
  db: Database,
  type: ContentType,
  storeView: StoreView,
): Promise<Record<string, unknown>[]> {
  switch (type) {
    case 'cms_page': {
      const rows = await db
        .select()
        .from(cmsPages)
        .where(and(eq(cmsPages.storeCode, storeView.storeCode), eq(cmsPages.isActive, true)))
        .orderBy(asc(cmsPages.id));
      return rows.map((row) => cmsPageDocument(row, storeView.storeId));
    }
    case 'cms_block': {
      const rows = await db
        .select()
        .from(cmsBlocks)
        .where(and(eq(cmsBlocks.storeCode, storeView.storeCode), eq(cmsBlocks.isActive, true)))
        .orderBy(asc(cmsBlocks.id));
      return rows.map((row) => cmsBlockDocument(row, storeView.storeId));
    }
    case 'cms_hierarchy': {
      const rows = await db
        .select()
        .from(cmsHierarchy)
        .where(eq(cmsHierarchy.storeCode, storeView.storeCode))
        .orderBy(asc(cmsHierarchy.level), asc(cmsHierarchy.position));
      return rows.map((row) => ({
        node_id: row.id,
        parent_node_id: row.parentId,
        page_id: row.pageId,
        identifier: row.identifier,
        label: row.label,
        request_url: row.requestUrl,
        level: row.level,
        position: row.position,
      }));
    }
    case 'blog': {
      const posts = await db
        .select()
        .from(blogPosts)
        .where(and(eq(blogPosts.language, storeView.i18n.language), eq(blogPosts.isActive, true)));
      return blogPostDocuments(db, posts);
    }
    case 'blog_tag':
      return listBlogTags(db, storeView);
    case 'blog_category':
      return listBlogCategories(db, storeView);
    case 'job':
      return listJobOffers(db, storeView);
  }
}
