import { type Language, ROOT_CATEGORY_ID, STORE_VIEWS } from '@hortus/core';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/database';
import { sanitizeCmsHtml } from '../content';
import { foundBySearch } from './product-search';
import { categories, categoryTranslations } from './tables';

export type CategoryDocument = Record<string, unknown> & {
  id: number;
  parent_id: number | null;
  parent_ids: number[];
  name: string;
  url_key: string;
  url_path: string;
  level: number;
  position: number;
  is_active: boolean;
  product_count: number;
};

/** The store views of a language, as a PostgreSQL array literal; the search rows are per store view. */
function storeCodesOf(language: Language): string {
  return `{${STORE_VIEWS.filter((view) => view.i18n.language === language)
    .map((view) => view.storeCode)
    .join(',')}}`;
}

/**
 * All categories below the catalogue root in one language, as the spec's category entity: parent ids
 * for breadcrumbs, children, and the number of listed products in the category and its subcategories.
 */
export async function loadCategoryDocuments(db: Database, language: Language): Promise<CategoryDocument[]> {
  const [categoryRows, translationRows, counts] = await Promise.all([
    db.select().from(categories).orderBy(categories.level, categories.position, categories.id),
    db.select().from(categoryTranslations).where(sql`${categoryTranslations.language} = ${language}`),
    queryRows<{ category_id: number; product_count: number }>(
      db,
      sql`
      SELECT category_id, count(DISTINCT d.product_id)::int AS product_count
      FROM product_search_documents d, unnest(d.category_ids) AS category_id
      WHERE d.store_code = ANY(${storeCodesOf(language)}::text[]) AND ${foundBySearch('d')}
      GROUP BY category_id`,
    ),
  ]);
  const translation = new Map(translationRows.map((row) => [row.categoryId, row]));
  const productCount = new Map(counts.map((row) => [row.category_id, row.product_count]));
  const childrenOf = new Map<number, number[]>();
  for (const row of categoryRows) {
    if (row.parentId === null) continue;
    if (!childrenOf.has(row.parentId)) childrenOf.set(row.parentId, []);
    childrenOf.get(row.parentId)?.push(row.id);
  }
  const documents = new Map<number, CategoryDocument>();
  for (const row of categoryRows) {
    const text = translation.get(row.id);
    if (!text) continue;
    // Ids from the shop root down to the parent; the catalogue roots (1, 2) are no breadcrumb.
    const parentIds = row.path
      .split('/')
      .map(Number)
      .filter((id) => id > ROOT_CATEGORY_ID && id !== row.id);
    documents.set(row.id, {
      id: row.id,
      parent_id: row.parentId,
      parent_ids: parentIds,
      name: text.name,
      subtitle: text.subtitle,
      level: row.level,
      path: row.path,
      position: row.position,
      is_active: row.isActive,
      include_in_menu: row.includeInMenu,
      product_count: productCount.get(row.id) ?? 0,
      children_count: childrenOf.get(row.id)?.length ?? 0,
      children_data: (childrenOf.get(row.id) ?? []).map((id) => ({ id })),
      url_key: text.urlKey,
      url_path: text.urlPath,
      slug: text.urlKey,
      canonical: text.urlPath,
      banner_image: row.bannerImage,
      hide_dealer_flap: row.hideDealerFlap,
      is_accessories_category: row.isAccessoriesCategory,
      meta_title: text.metaTitle ?? text.name,
      meta_description: text.metaDescription,
      // Back-office HTML leaves the API only through the CMS allow-list, as CMS pages do.
      content_before: text.contentBefore === null ? null : sanitizeCmsHtml(text.contentBefore),
      content_after: text.contentAfter === null ? null : sanitizeCmsHtml(text.contentAfter),
      filters: ['color', 'size', 'price'],
      updated_at: row.updatedAt.toISOString(),
    });
  }
  for (const doc of documents.values()) {
    doc.breadcrumbs = doc.parent_ids
      .map((id) => documents.get(id))
      .filter((parent): parent is CategoryDocument => parent !== undefined)
      .map((parent) => ({
        id: parent.id,
        name: parent.name,
        url_path: parent.url_path,
        slug: parent.url_key,
      }));
    doc.children_data = (childrenOf.get(doc.id) ?? [])
      .map((id) => documents.get(id))
      .filter((child): child is CategoryDocument => child !== undefined)
      .map((child) => ({
        id: child.id,
        name: child.name,
        url_path: child.url_path,
        slug: child.url_key,
        position: child.position,
      }));
  }
  return [...documents.values()];
}
