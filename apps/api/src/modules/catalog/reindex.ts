import {
  LANGUAGES,
  type Language,
  PRODUCT_STATUSES_IN_SEARCH,
  PRODUCT_VISIBILITIES_IN_SEARCH,
  STORE_VIEWS,
} from '@hortus/core';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/database';
import { inIds } from '../../db/id-list';
import { sanitizeCmsHtml } from '../content';
import { analyzePriceTables, priceInStore, storePriceJoin } from '../pricing';
import { analyzeStockTables } from '../stock';
import {
  clearCategoryListings,
  forgetListingRefreshes,
  rebuildCategoryListings,
  rebuildCategoryListingsIn,
} from './category-listings';
import { cardText } from './product-cards';
import { textSearchConfigFor } from './search-language';
import {
  attributeLabels,
  attributeOptionLabels,
  attributeOptions,
  attributes,
  bundleOptions,
  bundleSelections,
  categories,
  categoryTranslations,
  configurableChildren,
  configurableOptions,
  productCategories,
  productLinks,
  productMedia,
  products,
  productTranslations,
} from './tables';

const BATCH_SIZE = 400;

type ProductRow = typeof products.$inferSelect;
type Labels = Map<number, Map<string, string>>;

/**
 * Rebuilds the search documents of the given products (all when none are named), in every language.
 * Runs after catalogue imports, price changes included (the search rows carry each store view's price);
 * it reads the catalogue tables in batches and writes one document per product and language and one search
 * row per product and store view, so its cost grows linearly with the catalogue.
 * A full rebuild ends with ANALYZE, so the planner's statistics describe the new rows. Listeners registered
 * with `onProductsReindexed` for the same database handle (the catalogue caches, the output-cache purges)
 * run when it is done, and it ends when they have.
 */
export async function reindexProducts(db: Database, productIds?: number[]): Promise<number> {
  try {
    // A variant's document is part of its configurable parent's (its picture, colour and size, its card's
    // swatch), so the parent is rebuilt with it.
    const ids = productIds
      ? [...new Set([...productIds, ...(await configurableParentsOf(db, productIds))])]
      : (await db.select({ id: products.id }).from(products).orderBy(products.id)).map((row) => row.id);
    const shared = await loadSharedLookups(db);
    // A full rebuild replaces every listing at its end; until then the search rows answer the listings.
    if (!productIds) await clearCategoryListings(db);
    for (let start = 0; start < ids.length; start += BATCH_SIZE) {
      await reindexBatch(db, ids.slice(start, start + BATCH_SIZE), shared, !productIds);
    }
    // A full rebuild replaced every row: VACUUM clears the old versions from the indexes (PGlite has no
    // autovacuum) and ANALYZE gives the planner statistics of the new rows. A full rebuild follows an
    // import, so the tables read with every search (prices of the page, stock) get fresh statistics too:
    // PostgreSQL's autovacuum may be off or late, and the planner then misjudges joins by orders of magnitude.
    if (!productIds) {
      await db.execute(sql`VACUUM (ANALYZE) product_search_documents, product_documents`);
      await db.execute(sql`ANALYZE products`);
      await analyzePriceTables(db);
      await analyzeStockTables(db);
      await rebuildCategoryListings(db, {}, new Date());
      await db.execute(sql`ANALYZE category_listings`);
    }
    return ids.length;
  } finally {
    forgetListingRefreshes(db);
    // Also after a failure: the batches written before it changed what searches find.
    // Awaited, so that a reindex's purges are announced before the change it follows is answered.
    await Promise.allSettled(
      [...(reindexListeners.get(db) ?? [])].map(async (listener) => listener(productIds)),
    );
  }
}

async function configurableParentsOf(db: Database, productIds: number[]): Promise<number[]> {
  if (productIds.length === 0) return [];
  // One array parameter (inIds): an import may name more products than a statement takes parameters.
  const rows = await db
    .selectDistinct({ id: configurableChildren.parentId })
    .from(configurableChildren)
    .where(inIds(configurableChildren.childId, productIds));
  return rows.map((row) => row.id);
}

/** Hears a reindex of the products it names, or of every product (undefined). */
type ReindexListener = (productIds: number[] | undefined) => void | Promise<void>;

const reindexListeners = new WeakMap<Database, Set<ReindexListener>>();

/** Calls `listener` after every `reindexProducts` on this database handle; returns the unsubscribe. */
export function onProductsReindexed(db: Database, listener: ReindexListener): () => void {
  let listeners = reindexListeners.get(db);
  if (!listeners) {
    listeners = new Set();
    reindexListeners.set(db, listeners);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

interface SharedLookups {
  attributeById: Map<number, typeof attributes.$inferSelect>;
  attributeByCode: Map<string, typeof attributes.$inferSelect>;
  attributeLabel: Labels;
  optionLabel: Labels;
  optionSwatch: Map<number, string | null>;
  optionPosition: Map<number, number>;
  categoryById: Map<number, typeof categories.$inferSelect>;
  categoryName: Labels;
  categoryUrl: Map<number, Map<string, { urlKey: string; urlPath: string }>>;
}

async function loadSharedLookups(db: Database): Promise<SharedLookups> {
  const [
    attributeRows,
    attributeLabelRows,
    optionRows,
    optionLabelRows,
    categoryRows,
    categoryTranslationRows,
  ] = await Promise.all([
    db.select().from(attributes),
    db.select().from(attributeLabels),
    db.select().from(attributeOptions),
    db.select().from(attributeOptionLabels),
    db.select().from(categories),
    db.select().from(categoryTranslations),
  ]);
  const categoryUrl = new Map<number, Map<string, { urlKey: string; urlPath: string }>>();
  for (const row of categoryTranslationRows) {
    if (!categoryUrl.has(row.categoryId)) categoryUrl.set(row.categoryId, new Map());
    categoryUrl.get(row.categoryId)?.set(row.language, { urlKey: row.urlKey, urlPath: row.urlPath });
  }
  return {
    attributeById: new Map(attributeRows.map((row) => [row.id, row])),
    attributeByCode: new Map(attributeRows.map((row) => [row.code, row])),
    attributeLabel: groupLabels(attributeLabelRows.map((r) => [r.attributeId, r.language, r.label])),
    optionLabel: groupLabels(optionLabelRows.map((r) => [r.optionId, r.language, r.label])),
    optionSwatch: new Map(optionRows.map((row) => [row.id, row.swatch])),
    optionPosition: new Map(optionRows.map((row) => [row.id, row.position])),
    categoryById: new Map(categoryRows.map((row) => [row.id, row])),
    categoryName: groupLabels(categoryTranslationRows.map((r) => [r.categoryId, r.language, r.name])),
    categoryUrl,
  };
}

function groupLabels(rows: [number, string, string][]): Labels {
  const labels: Labels = new Map();
  for (const [id, language, label] of rows) {
    if (!labels.has(id)) labels.set(id, new Map());
    labels.get(id)?.set(language, label);
  }
  return labels;
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

async function reindexBatch(
  db: Database,
  batchIds: number[],
  shared: SharedLookups,
  fullRebuild: boolean,
): Promise<void> {
  const childLinks = await db
    .select()
    .from(configurableChildren)
    .where(inArray(configurableChildren.parentId, batchIds));
  const linkRows = await db.select().from(productLinks).where(inArray(productLinks.productId, batchIds));
  const bundleOptionRows = await db
    .select()
    .from(bundleOptions)
    .where(inArray(bundleOptions.productId, batchIds));
  const bundleSelectionRows = bundleOptionRows.length
    ? await db
        .select()
        .from(bundleSelections)
        .where(
          inArray(
            bundleSelections.optionId,
            bundleOptionRows.map((row) => row.id),
          ),
        )
    : [];
  const relatedIds = [
    ...new Set([
      ...batchIds,
      ...childLinks.map((row) => row.childId),
      ...linkRows.map((row) => row.linkedProductId),
      ...bundleSelectionRows.map((row) => row.productId),
    ]),
  ];
  const [productRows, translationRows, categoryRows, mediaRows, optionRows] = await Promise.all([
    db.select().from(products).where(inArray(products.id, relatedIds)),
    db.select().from(productTranslations).where(inArray(productTranslations.productId, relatedIds)),
    db.select().from(productCategories).where(inArray(productCategories.productId, batchIds)),
    db.select().from(productMedia).where(inArray(productMedia.productId, relatedIds)),
    db.select().from(configurableOptions).where(inArray(configurableOptions.productId, batchIds)),
  ]);
  const productById = new Map(productRows.map((row) => [row.id, row]));
  const translation = new Map(translationRows.map((row) => [`${row.productId}:${row.language}`, row]));
  const context: BatchContext = {
    shared,
    productById,
    translation,
    categoriesOf: groupBy(categoryRows, (row) => row.productId),
    mediaOf: groupBy(
      mediaRows.sort((a, b) => a.position - b.position),
      (row) => row.productId,
    ),
    optionsOf: groupBy(
      optionRows.sort((a, b) => a.position - b.position),
      (row) => row.productId,
    ),
    childrenOf: groupBy(
      childLinks.sort((a, b) => a.position - b.position),
      (row) => row.parentId,
    ),
    linksOf: groupBy(
      linkRows.sort((a, b) => a.position - b.position),
      (row) => row.productId,
    ),
    bundleOptionsOf: groupBy(
      bundleOptionRows.sort((a, b) => a.position - b.position),
      (row) => row.productId,
    ),
    selectionsOf: groupBy(
      bundleSelectionRows.sort((a, b) => a.position - b.position),
      (row) => row.optionId,
    ),
  };

  const rows: SearchRow[] = [];
  for (const id of batchIds) {
    const product = productById.get(id);
    if (!product) continue;
    for (const language of LANGUAGES) {
      const row = buildSearchRow(product, language, context);
      if (row) rows.push(row);
    }
  }
  // Documents are written in (language, product) order, the key they are read by.
  rows.sort((a, b) => a.language.localeCompare(b.language) || a.product_id - b.product_id);
  const documents = rows.map(({ product_id, language, source }) => ({ product_id, language, source }));
  const cards = rows.map(({ product_id, language, source }) => ({
    product_id,
    language,
    tax_class_id: source.tax_class_id,
    card: cardText(source),
  }));
  // Only what a shop search can find gets a search row (spec: visibility 2-4, status 0-1); configurable
  // children and disabled products are loaded by id from their documents only.
  const searchRows = rows
    .filter((row) => SEARCHABLE_VISIBILITIES.has(row.visibility) && SEARCHABLE_STATUSES.has(row.status))
    .map(({ source: _source, ...row }) => row);
  // The batch's old rows go and its new ones come in one transaction: a search sees either.
  const batch = sql`product_id = ANY(${`{${batchIds.join(',')}}`}::int[])`;
  // The documents and cards are keyed by (language, product): naming every language lets a statement
  // read the key's index instead of all of it (3.2 s a batch of 400 at 20,000 products, 13 ms with it).
  const byKey = sql`language = ANY(${`{${LANGUAGES.join(',')}}`}::text[]) AND ${batch}`;
  // Likewise the search rows, keyed by (store view, product) in a partition per store view.
  const byStoreKey = sql`store_code = ANY(${`{${STORE_VIEWS.map((view) => view.storeCode).join(',')}}`}::text[])
    AND ${batch}`;
  await db.transaction(async (tx) => {
    // One batch at a time, whoever runs it: two imports reindexing one product (or two variants of one
    // configurable) at once would each delete its rows and insert them again, and the second insert then
    // met the first's rows (a duplicate key; PostgreSQL only, PGlite runs one transaction at a time).
    await tx.execute(sql`SELECT ${REINDEX_LOCK}`);
    // The categories the batch's products leave or join: their kept listings change with this batch, in
    // its transaction, so no listing shows a page the search rows no longer hold.
    const touched = fullRebuild
      ? []
      : await queryRows<{ id: number }>(
          tx,
          sql`SELECT DISTINCT unnest(category_ids) AS id FROM product_search_documents WHERE ${byStoreKey}`,
        );
    await tx.execute(sql`DELETE FROM product_search_documents WHERE ${byStoreKey}`);
    await tx.execute(sql`DELETE FROM product_documents WHERE ${byKey}`);
    await tx.execute(sql`DELETE FROM product_cards WHERE ${byKey}`);
    if (searchRows.length > 0) await tx.execute(insertSearchRows(searchRows));
    if (documents.length > 0)
      await tx.execute(sql`
        INSERT INTO product_documents (product_id, language, source)
        SELECT r.product_id, r.language, r.source
        FROM jsonb_to_recordset(${JSON.stringify(documents)}::jsonb) AS r(product_id int, language text, source jsonb)`);
    if (cards.length > 0)
      await tx.execute(sql`
        INSERT INTO product_cards (product_id, language, tax_class_id, card)
        SELECT r.product_id, r.language, r.tax_class_id,
          CASE WHEN ${variantsVary(sql`r.language`, sql`r.product_id`)} THEN NULL ELSE r.card END
        FROM jsonb_to_recordset(${JSON.stringify(cards)}::jsonb)
          AS r(product_id int, language text, tax_class_id int, card text)`);
    if (!fullRebuild) {
      const categoryIds = new Set(touched.map((row) => row.id));
      for (const row of searchRows) for (const id of row.category_ids) categoryIds.add(id);
      await rebuildCategoryListingsIn(tx, [...categoryIds], new Date());
    }
  });
}

/**
 * True for a product (its document just written) whose variants are not all sold in every store view of
 * the language that sells the product: the answer lists only the variants priced in the shopper's store
 * view, so such a product keeps no card and is cut from its document per request (product-cards.ts).
 */
function variantsVary(language: SQL, productId: SQL) {
  return sql`EXISTS (
      SELECT 1 FROM product_documents d
        CROSS JOIN LATERAL jsonb_array_elements(d.source->'configurable_children') AS child
        JOIN jsonb_to_recordset(${STORE_LANGUAGES}::jsonb) AS s(store_code text, language text)
          ON s.language = d.language
      WHERE d.language = ${language} AND d.product_id = ${productId}
        AND ${priceInStore(sql`s.store_code`, productId)}
        AND NOT ${priceInStore(sql`s.store_code`, sql`(child->>'id')::int`)})`;
}

/** Taken by every reindex batch's transaction, before the listings' lock (category-listings.ts). */
const REINDEX_LOCK = sql`pg_advisory_xact_lock(hashtext('product_reindex'))`;

/** What a shop search can find (`foundBySearch`); visibility 1 is 'not visible individually'. */
const SEARCHABLE_VISIBILITIES = new Set<number>(PRODUCT_VISIBILITIES_IN_SEARCH);
const SEARCHABLE_STATUSES = new Set<number>(PRODUCT_STATUSES_IN_SEARCH);

/** Which store views show each language, for the search rows (one per product and store view). */
const STORE_LANGUAGES = JSON.stringify(
  STORE_VIEWS.map((view) => ({ store_code: view.storeCode, language: view.i18n.language })),
);

/**
 * The search rows of a batch: the text is analysed once per language (`by_language`), then copied to every
 * store view of that language that prices the product, with that store's price. A product without a price
 * in a store view is not sold there, so it gets no row there.
 */
function insertSearchRows(rows: Omit<SearchRow, 'source'>[]) {
  return sql`
    WITH by_language AS MATERIALIZED (
      SELECT r.product_id, r.language, r.sku, r.name,
        setweight(to_tsvector(r.config::regconfig, search_unaccent(r.name)), 'A')
          || setweight(to_tsvector('simple', r.sku), 'B')
          || setweight(to_tsvector(r.config::regconfig, search_unaccent(r.category_names)), 'C')
          || setweight(to_tsvector(r.config::regconfig, search_unaccent(r.description)), 'D') AS search_vector,
        lower(search_unaccent(r.name || ' ' || r.sku)) AS fuzzy_text,
        r.status, r.visibility, r.type_id::product_type AS type_id,
        ARRAY(SELECT jsonb_array_elements_text(r.category_ids)::int) AS category_ids,
        ARRAY(SELECT jsonb_array_elements_text(r.option_ids)::int) AS option_ids,
        r.created_at, r.updated_at, r.is_new, r.is_sale, r.dealer_product, r.inquiry_product
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(
        product_id int, language text, config text, sku text, name text, category_names text, description text,
        status smallint, visibility smallint, type_id text, category_ids jsonb, option_ids jsonb,
        created_at timestamptz, updated_at timestamptz, is_new boolean, is_sale boolean, dealer_product boolean,
        inquiry_product boolean)
    )
    INSERT INTO product_search_documents
      (product_id, store_code, sku, name, search_vector, fuzzy_text, status, visibility, type_id,
       category_ids, option_ids, created_at, updated_at, is_new, is_sale, dealer_product, inquiry_product,
       price_minor, special_price_minor, special_from_date, special_to_date)
    SELECT l.product_id, s.store_code, l.sku, l.name, l.search_vector, l.fuzzy_text, l.status, l.visibility,
      l.type_id, l.category_ids, l.option_ids, l.created_at, l.updated_at, l.is_new, l.is_sale,
      l.dealer_product, l.inquiry_product,
      p.price_minor, p.special_price_minor, p.special_from_date, p.special_to_date
    FROM by_language l
    JOIN jsonb_to_recordset(${STORE_LANGUAGES}::jsonb) AS s(store_code text, language text)
      ON s.language = l.language
    ${storePriceJoin('p', sql`s.store_code`, sql`l.product_id`)}
    ORDER BY s.store_code, l.product_id`;
}

type SearchRow = NonNullable<ReturnType<typeof buildSearchRow>>;

interface BatchContext {
  shared: SharedLookups;
  productById: Map<number, ProductRow>;
  translation: Map<string, typeof productTranslations.$inferSelect>;
  categoriesOf: Map<number, (typeof productCategories.$inferSelect)[]>;
  mediaOf: Map<number, (typeof productMedia.$inferSelect)[]>;
  optionsOf: Map<number, (typeof configurableOptions.$inferSelect)[]>;
  childrenOf: Map<number, (typeof configurableChildren.$inferSelect)[]>;
  linksOf: Map<number, (typeof productLinks.$inferSelect)[]>;
  bundleOptionsOf: Map<number, (typeof bundleOptions.$inferSelect)[]>;
  selectionsOf: Map<number, (typeof bundleSelections.$inferSelect)[]>;
}

function stripHtml(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Ancestors of a category below the shop root (ids 1 and 2 are the catalogue roots). */
function categoryWithAncestors(categoryId: number, shared: SharedLookups): number[] {
  const category = shared.categoryById.get(categoryId);
  if (!category) return [];
  return category.path
    .split('/')
    .map(Number)
    .filter((id) => id > 2);
}

function buildSearchRow(product: ProductRow, language: Language, context: BatchContext) {
  const own = context.translation.get(`${product.id}:${language}`);
  if (!own) return undefined;
  const source = buildProductSource(product, language, context);
  const directCategories = (context.categoriesOf.get(product.id) ?? []).map((row) => row.categoryId);
  const categoryIds = [
    ...new Set(directCategories.flatMap((id) => categoryWithAncestors(id, context.shared))),
  ];
  const categoryNames = directCategories
    .map((id) => context.shared.categoryName.get(id)?.get(language) ?? '')
    .join(' ');
  const children = (context.childrenOf.get(product.id) ?? [])
    .map((link) => context.productById.get(link.childId))
    .filter((child): child is ProductRow => child !== undefined);
  const optionIds = new Set<number>();
  for (const holder of [product, ...children]) {
    for (const [code, value] of Object.entries(holder.attributeValues)) {
      const attribute = context.shared.attributeByCode.get(code);
      if (attribute?.frontendInput === 'select' && typeof value === 'number') optionIds.add(value);
    }
  }
  return {
    product_id: product.id,
    language,
    config: textSearchConfigFor(language),
    sku: product.sku,
    name: own.name,
    category_names: categoryNames,
    description: `${stripHtml(own.shortDescription)} ${stripHtml(own.description)}`,
    status: product.status,
    visibility: product.visibility,
    type_id: product.typeId,
    category_ids: categoryIds,
    option_ids: [...optionIds],
    created_at: product.createdAt.toISOString(),
    updated_at: product.updatedAt.toISOString(),
    is_new: product.isNew,
    is_sale: product.isSale,
    dealer_product: product.dealerProduct,
    inquiry_product: product.inquiryProduct,
    source,
  };
}

function mediaEntries(productId: number, context: BatchContext) {
  return (context.mediaOf.get(productId) ?? []).map((row) => ({
    image: row.file,
    vid: row.mediaType === 'video' ? row.videoId : null,
    typ: row.mediaType,
    pos: row.position,
    lab: row.label,
  }));
}

function selectAttributeValues(product: ProductRow, language: Language, shared: SharedLookups) {
  const values: Record<string, number | string> = {};
  const labels: Record<string, string> = {};
  for (const [code, value] of Object.entries(product.attributeValues)) {
    values[code] = value;
    const attribute = shared.attributeByCode.get(code);
    if (attribute?.frontendInput === 'select' && typeof value === 'number') {
      labels[code] = shared.optionLabel.get(value)?.get(language) ?? '';
    }
  }
  return { values, labels };
}

function buildProductSource(product: ProductRow, language: Language, context: BatchContext) {
  const { shared } = context;
  const own = context.translation.get(`${product.id}:${language}`);
  const media = mediaEntries(product.id, context);
  const image = media.find((entry) => entry.typ === 'image')?.image ?? 'no_selection';
  const { values, labels } = selectAttributeValues(product, language, shared);
  const directCategories = (context.categoriesOf.get(product.id) ?? []).map((row) => row.categoryId);

  const children = (context.childrenOf.get(product.id) ?? [])
    .map((link) => context.productById.get(link.childId))
    .filter((child): child is ProductRow => child !== undefined)
    .map((child) => {
      const childTranslation = context.translation.get(`${child.id}:${language}`);
      const childMedia = mediaEntries(child.id, context);
      return {
        id: child.id,
        sku: child.sku,
        name: childTranslation?.name ?? own?.name ?? child.sku,
        status: child.status,
        visibility: child.visibility,
        type_id: child.typeId,
        image: childMedia[0]?.image ?? image,
        ...selectAttributeValues(child, language, shared).values,
      };
    });

  const configurableOptionsDoc = (context.optionsOf.get(product.id) ?? []).map((row) => {
    const attribute = shared.attributeById.get(row.attributeId);
    const code = attribute?.code ?? '';
    const used = [...new Set(children.map((child) => (child as Record<string, unknown>)[code]))].filter(
      (value): value is number => typeof value === 'number',
    );
    used.sort((a, b) => (shared.optionPosition.get(a) ?? 0) - (shared.optionPosition.get(b) ?? 0));
    return {
      attribute_id: row.attributeId,
      attribute_code: code,
      label: shared.attributeLabel.get(row.attributeId)?.get(language) ?? code,
      position: row.position,
      product_id: product.id,
      values: used.map((optionId) => ({
        value_index: optionId,
        label: shared.optionLabel.get(optionId)?.get(language) ?? String(optionId),
        value_data: shared.optionSwatch.get(optionId) ?? null,
      })),
    };
  });

  const linkedSku = (id: number) => context.productById.get(id)?.sku ?? null;
  return {
    id: product.id,
    sku: product.sku,
    type_id: product.typeId,
    product_type: product.typeId,
    status: product.status,
    visibility: product.visibility,
    tax_class_id: product.taxClassId,
    name: own?.name ?? product.sku,
    name_with_trademark: own?.nameWithTrademark ?? own?.name ?? product.sku,
    slug: own?.urlKey ?? '',
    url_key: own?.urlKey ?? '',
    url_path: own?.urlKey ?? '',
    short_description: own?.shortDescription ?? '',
    // Sanitised once here, so every answer that carries the document carries allow-listed HTML only.
    description: sanitizeCmsHtml(own?.description ?? ''),
    meta_title: own?.metaTitle ?? null,
    meta_description: own?.metaDescription ?? null,
    category_ids: directCategories,
    category: directCategories.map((id) => ({
      category_id: id,
      name: shared.categoryName.get(id)?.get(language) ?? '',
      slug: shared.categoryUrl.get(id)?.get(language)?.urlKey ?? '',
      url_path: shared.categoryUrl.get(id)?.get(language)?.urlPath ?? '',
    })),
    image,
    small_image: image,
    thumbnail: image,
    media_gallery: media,
    new: product.isNew,
    sale: product.isSale,
    rating: product.rating,
    rating_count: product.ratingCount,
    dealer_product: product.dealerProduct,
    inquiry_product: product.inquiryProduct,
    configurator_only: product.configuratorOnly,
    ean: product.ean,
    amount_unit: product.amountUnit,
    created_at: product.createdAt.toISOString(),
    updated_at: product.updatedAt.toISOString(),
    ...values,
    attribute_labels: labels,
    has_color_options: configurableOptionsDoc.some((option) => option.attribute_code === 'color'),
    configurable_options: configurableOptionsDoc,
    configurable_children: children,
    product_links: (context.linksOf.get(product.id) ?? []).map((link) => ({
      link_type: link.linkType,
      linked_product_id: link.linkedProductId,
      linked_product_sku: linkedSku(link.linkedProductId),
      linked_product_type: context.productById.get(link.linkedProductId)?.typeId ?? null,
      position: link.position,
      qty: link.qty,
    })),
    bundle_options: (context.bundleOptionsOf.get(product.id) ?? []).map((option) => ({
      option_id: option.id,
      title: option.titles[language] ?? option.titles.en ?? '',
      type: option.type,
      required: option.required,
      position: option.position,
      product_links: (context.selectionsOf.get(option.id) ?? []).map((selection) => ({
        id: selection.productId,
        sku: linkedSku(selection.productId),
        qty: selection.qty,
        is_default: selection.isDefault,
        position: selection.position,
      })),
    })),
  };
}
