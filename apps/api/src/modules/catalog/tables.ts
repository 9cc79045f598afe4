import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** PostgreSQL full-text vector; drizzle has no built-in column for it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const productType = pgEnum('product_type', [
  'simple',
  'configurable',
  'grouped',
  'bundle',
  'virtual',
  'downloadable',
]);

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    /** Ids from the tree's root down to this category, joined by '/', e.g. '1/2/14/31'. */
    path: text('path').notNull(),
    level: smallint('level').notNull(),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    includeInMenu: boolean('include_in_menu').notNull().default(true),
    isAccessoriesCategory: boolean('is_accessories_category').notNull().default(false),
    hideDealerFlap: boolean('hide_dealer_flap').notNull().default(false),
    bannerImage: text('banner_image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('categories_parent_position_idx').on(t.parentId, t.position)],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
    subtitle: text('subtitle'),
    urlKey: text('url_key').notNull(),
    urlPath: text('url_path').notNull(),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    contentBefore: text('content_before'),
    contentAfter: text('content_after'),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.language] }),
    uniqueIndex('category_translations_url_key_idx').on(t.language, t.urlKey),
  ],
);

export const attributes = pgTable('attributes', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  frontendInput: text('frontend_input').notNull(),
  isFilterable: boolean('is_filterable').notNull().default(false),
  isComparable: boolean('is_comparable').notNull().default(false),
  isUserDefined: boolean('is_user_defined').notNull().default(true),
  isVisible: boolean('is_visible').notNull().default(true),
  position: integer('position').notNull().default(0),
});

export const attributeLabels = pgTable(
  'attribute_labels',
  {
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.attributeId, t.language] })],
);

export const attributeOptions = pgTable(
  'attribute_options',
  {
    id: integer('id').primaryKey(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** Swatch colour (#rrggbb) or image for visual options. */
    swatch: text('swatch'),
  },
  (t) => [index('attribute_options_attribute_idx').on(t.attributeId, t.position)],
);

export const attributeOptionLabels = pgTable(
  'attribute_option_labels',
  {
    optionId: integer('option_id')
      .notNull()
      .references(() => attributeOptions.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.optionId, t.language] })],
);

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    sku: text('sku').notNull().unique(),
    typeId: productType('type_id').notNull(),
    /** 1 enabled, 2 disabled (Magento's numbering, which the spec's status rules use). */
    status: smallint('status').notNull().default(1),
    /** 1 not visible individually, 2 catalogue, 3 search, 4 catalogue and search. */
    visibility: smallint('visibility').notNull().default(4),
    taxClassId: integer('tax_class_id').notNull(),
    ean: text('ean'),
    amountUnit: text('amount_unit'),
    isNew: boolean('is_new').notNull().default(false),
    isSale: boolean('is_sale').notNull().default(false),
    dealerProduct: boolean('dealer_product').notNull().default(false),
    inquiryProduct: boolean('inquiry_product').notNull().default(false),
    configuratorOnly: boolean('configurator_only').notNull().default(false),
    rating: smallint('rating'),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Values of select attributes by attribute code (option ids) and of free attributes (text/number). */
    attributeValues: jsonb('attribute_values').$type<Record<string, number | string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('products_type_idx').on(t.typeId)],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
    nameWithTrademark: text('name_with_trademark'),
    shortDescription: text('short_description'),
    description: text('description'),
    urlKey: text('url_key').notNull(),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.language] }),
    uniqueIndex('product_translations_url_key_idx').on(t.language, t.urlKey),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId, t.position),
  ],
);

/** A configurable product's children (its variants). */
export const configurableChildren = pgTable(
  'configurable_children',
  {
    parentId: integer('parent_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.parentId, t.childId] }),
    index('configurable_children_child_idx').on(t.childId),
  ],
);

/** The attributes a configurable product varies by (colour, size, ...). */
export const configurableOptions = pgTable(
  'configurable_options',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.attributeId] })],
);

/** Grouped-product children ('associated') and related/up-sell/cross-sell links. */
export const productLinks = pgTable(
  'product_links',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    linkedProductId: integer('linked_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    linkType: text('link_type').notNull(),
    position: integer('position').notNull().default(0),
    qty: integer('qty').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.productId, t.linkType, t.linkedProductId] })],
);

export const bundleOptions = pgTable(
  'bundle_options',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** select, radio, checkbox or multi. */
    type: text('type').notNull(),
    required: boolean('required').notNull().default(true),
    position: integer('position').notNull().default(0),
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
  },
  (t) => [index('bundle_options_product_idx').on(t.productId)],
);

export const bundleSelections = pgTable(
  'bundle_selections',
  {
    optionId: integer('option_id')
      .notNull()
      .references(() => bundleOptions.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull().default(1),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.optionId, t.productId] })],
);

export const productMedia = pgTable(
  'product_media',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Path under the media base URL. */
    file: text('file').notNull(),
    mediaType: text('media_type').notNull().default('image'),
    /** Video id for mediaType 'video' (spec: media_gallery entry 'vid'). */
    videoId: text('video_id'),
    position: integer('position').notNull().default(0),
    label: text('label'),
  },
  (t) => [index('product_media_product_idx').on(t.productId, t.position)],
);

export const urlRewrites = pgTable(
  'url_rewrites',
  {
    id: serial('id').primaryKey(),
    storeCode: text('store_code').notNull(),
    /** Path without the store prefix and without a leading slash, e.g. 'geraetehaeuser/gartenhaus-avantgarde'. */
    requestPath: text('request_path').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    /** 0 serves the entity at this path; 301/302 redirect to targetPath. */
    redirectType: smallint('redirect_type').notNull().default(0),
    targetPath: text('target_path'),
  },
  (t) => [
    uniqueIndex('url_rewrites_store_path_idx').on(t.storeCode, t.requestPath),
    index('url_rewrites_entity_idx').on(t.entityType, t.entityId),
  ],
);

/**
 * The catalogue search index: one narrow row per product and store view (in the store language, with the
 * store's price), rebuilt from the tables above by `reindexProducts`. Only what a search filters, ranks,
 * sorts and counts on lives here; the documents returned for a page are in `productDocuments`. In the
 * database the table is partitioned by store view (migration 0003), so a search reads one store view's rows
 * and indexes only and needs no join for prices (ADR 0003). drizzle-kit does not model partitions: the
 * migrations that create them are hand-edited.
 */
export const productSearchDocuments = pgTable(
  'product_search_documents',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storeCode: text('store_code').notNull(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    /** Weighted vector: name A, sku B, category names C, description D. */
    searchVector: tsvector('search_vector').notNull(),
    /** Lower-cased, unaccented name and sku for trigram fuzzy matching. */
    fuzzyText: text('fuzzy_text').notNull(),
    status: smallint('status').notNull(),
    visibility: smallint('visibility').notNull(),
    typeId: productType('type_id').notNull(),
    categoryIds: integer('category_ids').array().notNull(),
    /** Option ids of every filterable select attribute, own and of the children (colour, size, ...). */
    optionIds: integer('option_ids').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** The product flags the catalogue query filters on (spec fields new, sale, dealer_product, inquiry_product). */
    isNew: boolean('is_new').notNull().default(false),
    isSale: boolean('is_sale').notNull().default(false),
    dealerProduct: boolean('dealer_product').notNull().default(false),
    inquiryProduct: boolean('inquiry_product').notNull().default(false),
    /** The store view's price (product_prices), here so that a search filters, sorts and counts without a join. */
    priceMinor: integer('price_minor').notNull(),
    specialPriceMinor: integer('special_price_minor'),
    specialFromDate: date('special_from_date'),
    specialToDate: date('special_to_date'),
  },
  (t) => [
    primaryKey({ columns: [t.storeCode, t.productId] }),
    index('product_search_vector_idx').using('gin', t.searchVector),
    index('product_search_fuzzy_idx').using('gist', sql`${t.fuzzyText} gist_trgm_ops`),
    index('product_search_categories_idx').using('gin', t.categoryIds),
    index('product_search_options_idx').using('gin', t.optionIds),
  ],
);

/**
 * The product's store-independent document in one language, as the catalogue returns it; prices and stock
 * are added per request. Read by primary key for the page of a search or one product, never scanned.
 */
export const productDocuments = pgTable(
  'product_documents',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    source: jsonb('source').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.language, t.productId] })],
);

/**
 * A product's card in one language (the fields of `CARD_FIELDS` but its prices and stock, which are added
 * per request) as the JSON text the catalogue answers with, so that a list of cards is read and answered
 * without parsing or serialising documents (ADR 0003). Written with the product's documents. `card` is null
 * where the store views of the language differ in the product's variants (a variant without a price in one
 * of them is not sold there): such a product's card is cut from its document per request.
 */
export const productCards = pgTable(
  'product_cards',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    taxClassId: integer('tax_class_id').notNull(),
    card: text('card'),
  },
  (t) => [primaryKey({ columns: [t.language, t.productId] })],
);

/**
 * What an unfiltered category listing needs, per store view and category (ADR 0003): the total, the
 * option counts and price buckets of its facets, and its product ids in each sort order, so that a page
 * is one primary-key read of a slice. Rebuilt from the search rows by `reindexProducts` (the categories a
 * partial reindex touches, all after a full one). The price order and buckets hold from `priced_on` until
 * `valid_until`, the first day a special price of the listing starts or ends; outside that the listing is
 * answered from the search rows and rebuilt.
 */
export const categoryListings = pgTable(
  'category_listings',
  {
    storeCode: text('store_code').notNull(),
    categoryId: integer('category_id').notNull(),
    total: integer('total').notNull(),
    /** [[option id, products], ...] */
    optionCounts: jsonb('option_counts').$type<[number, number][]>().notNull(),
    /** [[price slot, products], ...] over the round bounds of the price facet */
    priceSlots: jsonb('price_slots').$type<[number, number][]>().notNull(),
    byLatest: integer('by_latest').array().notNull(),
    byUpdated: integer('by_updated').array().notNull(),
    byPriceAsc: integer('by_price_asc').array().notNull(),
    byPriceDesc: integer('by_price_desc').array().notNull(),
    pricedOn: date('priced_on').notNull(),
    validUntil: date('valid_until'),
  },
  (t) => [primaryKey({ columns: [t.storeCode, t.categoryId] })],
);
