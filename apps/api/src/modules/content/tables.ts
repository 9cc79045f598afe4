import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A CMS page of one store view; its identifier is the URL slug (/{store}/{identifier}). */
export const cmsPages = pgTable(
  'cms_pages',
  {
    id: integer('id').primaryKey(),
    storeCode: text('store_code').notNull(),
    identifier: text('identifier').notNull(),
    title: text('title').notNull(),
    contentHeading: text('content_heading'),
    /** Sanitised HTML (sanitised when written, so readers can trust it). */
    content: text('content').notNull(),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cms_pages_store_identifier_idx').on(t.storeCode, t.identifier)],
);

export const cmsBlocks = pgTable(
  'cms_blocks',
  {
    id: integer('id').primaryKey(),
    storeCode: text('store_code').notNull(),
    identifier: text('identifier').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cms_blocks_store_identifier_idx').on(t.storeCode, t.identifier)],
);

/** The CMS page tree of a store view (navigation of content pages). */
export const cmsHierarchy = pgTable(
  'cms_hierarchy',
  {
    id: integer('id').primaryKey(),
    storeCode: text('store_code').notNull(),
    parentId: integer('parent_id'),
    pageId: integer('page_id').references(() => cmsPages.id, { onDelete: 'cascade' }),
    identifier: text('identifier').notNull(),
    label: text('label').notNull(),
    requestUrl: text('request_url').notNull(),
    level: smallint('level').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('cms_hierarchy_store_idx').on(t.storeCode, t.parentId, t.position)],
);

export const blogCategories = pgTable(
  'blog_categories',
  {
    id: integer('id').primaryKey(),
    language: text('language').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('blog_categories_slug_idx').on(t.language, t.slug)],
);

export const blogTags = pgTable(
  'blog_tags',
  {
    id: integer('id').primaryKey(),
    language: text('language').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
  },
  (t) => [uniqueIndex('blog_tags_slug_idx').on(t.language, t.slug)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer('id').primaryKey(),
    language: text('language').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    shortContent: text('short_content').notNull(),
    content: text('content').notNull(),
    featuredImage: text('featured_image'),
    author: text('author'),
    /** Higher first in the blog list (spec: list sorted by top_blog desc, then date desc). */
    topBlog: smallint('top_blog').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_idx').on(t.language, t.slug),
    index('blog_posts_list_idx').on(t.language, t.topBlog, t.publishedAt),
  ],
);

export const blogPostCategories = pgTable(
  'blog_post_categories',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.categoryId] })],
);

export const blogPostTags = pgTable(
  'blog_post_tags',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => blogTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] })],
);

/** A job offer, shown on /j/{slug} in its language. */
export const jobOffers = pgTable(
  'job_offers',
  {
    id: serial('id').primaryKey(),
    language: text('language').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    location: text('location').notNull(),
    employmentType: text('employment_type').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('job_offers_slug_idx').on(t.language, t.slug)],
);
