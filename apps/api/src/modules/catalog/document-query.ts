import { badRequest } from '../../http/envelope';
import { type CatalogQuery, type FilterValue, isRangeFilter, type RangeFilter } from './catalog-query';

export type SourceDocument = Record<string, unknown>;

export interface DocumentPage {
  items: SourceDocument[];
  total: number;
  aggregations: Record<string, { buckets: { key: unknown; doc_count: number }[] }>;
}

function valueAt(document: SourceDocument, path: string): unknown {
  let current: unknown = document;
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

function sameValue(actual: unknown, wanted: unknown): boolean {
  if (actual === wanted) return true;
  if (actual === null || actual === undefined) return false;
  return String(actual) === String(wanted);
}

function matchesRange(actual: unknown, range: RangeFilter): boolean {
  const comparable =
    typeof actual === 'number' ? actual : typeof actual === 'string' ? Date.parse(actual) : Number.NaN;
  if (Number.isNaN(comparable)) return false;
  return (
    (range.gt === undefined || comparable > range.gt) &&
    (range.gte === undefined || comparable >= range.gte) &&
    (range.lt === undefined || comparable < range.lt) &&
    (range.lte === undefined || comparable <= range.lte)
  );
}

function matchesFilter(document: SourceDocument, field: string, filter: FilterValue): boolean {
  const actual = valueAt(document, field);
  if (isRangeFilter(filter)) return matchesRange(actual, filter);
  const wanted = Array.isArray(filter) ? filter : [filter];
  if (wanted.length === 0) return true;
  const actualValues = Array.isArray(actual) ? actual : [actual];
  return actualValues.some((value) => wanted.some((candidate) => sameValue(value, candidate)));
}

function parseSort(
  sort: string | undefined,
  fields: ReadonlySet<string>,
): { field: string; direction: 1 | -1 }[] {
  if (!sort) return [];
  return sort.split(',').map((part) => {
    const [field = '', direction = 'asc'] = part.trim().split(':');
    if (!fields.has(field.split('.')[0] ?? '')) throw badRequest(`Unknown sort field '${field}'`);
    if (direction !== 'asc' && direction !== 'desc') throw badRequest(`Sort direction must be asc or desc`);
    return { field, direction: direction === 'asc' ? 1 : -1 };
  });
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/**
 * Filters, sorts, pages and aggregates a small set of documents (categories, CMS, blog, attributes, tax
 * rules) by the catalogue query model. Filter fields must exist on the documents, so typos are a 400.
 */
export function queryDocuments(
  documents: SourceDocument[],
  query: Pick<CatalogQuery, 'filters' | 'sort' | 'from' | 'size' | 'searchQuery' | 'aggregations'>,
  options: { textFields: string[]; defaultSort?: string },
): DocumentPage {
  const fields = new Set(documents.flatMap((document) => Object.keys(document)));
  for (const field of Object.keys(query.filters)) {
    const root = field.split('.')[0] ?? '';
    if (documents.length > 0 && !fields.has(root)) throw badRequest(`Unknown filter '${field}'`);
  }
  const text = query.searchQuery?.trim().toLowerCase();
  let hits = documents.filter((document) =>
    Object.entries(query.filters).every(([field, filter]) => matchesFilter(document, field, filter)),
  );
  if (text) {
    hits = hits.filter((document) =>
      options.textFields.some((field) =>
        String(valueAt(document, field) ?? '')
          .toLowerCase()
          .includes(text),
      ),
    );
  }
  const sort = parseSort(query.sort ?? options.defaultSort, fields);
  if (sort.length) {
    hits = [...hits].sort((a, b) => {
      for (const { field, direction } of sort) {
        const order = compare(valueAt(a, field), valueAt(b, field));
        if (order !== 0) return order * direction;
      }
      return 0;
    });
  }
  const aggregations: DocumentPage['aggregations'] = {};
  for (const field of query.aggregations ?? []) {
    const counts = new Map<unknown, number>();
    for (const document of hits) {
      const value = valueAt(document, field);
      for (const key of Array.isArray(value) ? value : [value]) {
        if (key !== undefined && key !== null) counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
    aggregations[`agg_terms_${field}`] = {
      buckets: [...counts]
        .map(([key, doc_count]) => ({ key, doc_count }))
        .sort((a, b) => b.doc_count - a.doc_count),
    };
  }
  return { items: hits.slice(query.from, query.from + query.size), total: hits.length, aggregations };
}

/** Applies `_sourceInclude` / `_sourceExclude` (top-level or dotted field names) to a document. */
export function pickSourceFields(
  document: SourceDocument,
  include: string[] | undefined,
  exclude: string[] | undefined,
): SourceDocument {
  let result: SourceDocument = document;
  if (include && include.length > 0) {
    result = {};
    for (const path of include) copyPath(document, result, path.split('.'));
  }
  if (exclude && exclude.length > 0) {
    result = structuredClone(result);
    for (const path of exclude) deletePath(result, path.split('.'));
  }
  return result;
}

function copyPath(from: unknown, to: SourceDocument, parts: string[]): void {
  const [head, ...rest] = parts;
  if (head === undefined || typeof from !== 'object' || from === null) return;
  const value = (from as Record<string, unknown>)[head];
  if (value === undefined) return;
  if (rest.length === 0) {
    to[head] = value;
  } else if (Array.isArray(value)) {
    const existing = Array.isArray(to[head]) ? (to[head] as SourceDocument[]) : value.map(() => ({}));
    for (const [index, entry] of value.entries()) copyPath(entry, existing[index] as SourceDocument, rest);
    to[head] = existing;
  } else {
    const target = (typeof to[head] === 'object' && to[head] !== null ? to[head] : {}) as SourceDocument;
    copyPath(value, target, rest);
    to[head] = target;
  }
}

function deletePath(target: unknown, parts: string[]): void {
  const [head, ...rest] = parts;
  if (head === undefined || typeof target !== 'object' || target === null) return;
  if (Array.isArray(target)) {
    for (const entry of target) deletePath(entry, parts);
    return;
  }
  const record = target as Record<string, unknown>;
  if (rest.length === 0) delete record[head];
  else deletePath(record[head], rest);
}
