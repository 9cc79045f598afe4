import {
  type ConfigurableChild,
  isExactConfiguration,
  LINKED_PRODUCT_STATUS,
  listAvailableVariants,
  NO_AVAILABLE_VARIANTS,
  NO_SUCH_CONFIGURATION,
  PRODUCT_STATUS_UNAVAILABLE_FROM,
  SEARCH_KEY_MISSING,
  type StoreView,
  selectVariant,
} from '@hortus/core';
import { badRequest, notFound } from '../../http/envelope';
import { type CatalogContext, pricingContext } from './catalog-context';
import { findConfigurableParentId, loadPricedDocuments, type ProductDocument } from './product-documents';

export interface ProductLoadOptions {
  /** Attribute code -> option id chosen by the shopper (or taken from filters.sku). */
  selectedOptions?: Record<string, number>;
  /** A configurable child's sku to select. */
  selectedSku?: string;
  fallbackToDefaultWhenNoAvailable?: boolean;
  separateSelectedVariant?: boolean;
  assignProductConfiguration?: boolean;
  prefetchGroupProducts?: boolean;
  customerGroupId?: number | null;
}

export type ProductLoadResult =
  | { kind: 'product'; product: ProductDocument }
  | { kind: 'redirect'; parent: ProductDocument; childSku: string };

type Child = ProductDocument['configurable_children'][number];

async function pricedDocuments(
  context: CatalogContext,
  ids: number[],
  storeView: StoreView,
  customerGroupId: number | null,
): Promise<ProductDocument[]> {
  return loadPricedDocuments(
    context.db,
    ids,
    storeView.i18n.language,
    await pricingContext(context, storeView, customerGroupId),
    context.policiesOf(storeView).stock,
  );
}

/**
 * The product load rules of spec 4: a disabled product (status 2 or more) is an error; a product that is
 * not visible individually (visibility 1) leads to its configurable parent or is an error, by
 * configuration; a configurable product keeps only its available variants and selects one by best match.
 */
export async function loadProduct(
  context: CatalogContext,
  storeView: StoreView,
  productId: number,
  options: ProductLoadOptions = {},
): Promise<ProductLoadResult> {
  const customerGroupId = options.customerGroupId ?? null;
  const [product] = await pricedDocuments(context, [productId], storeView, customerGroupId);
  return loadProductFrom(context, storeView, product, options);
}

/** `loadProduct`'s rules on a priced document already read (undefined: the product has none). */
export async function loadProductFrom(
  context: CatalogContext,
  storeView: StoreView,
  product: ProductDocument | undefined,
  options: ProductLoadOptions = {},
): Promise<ProductLoadResult> {
  if (!product || product.status >= PRODUCT_STATUS_UNAVAILABLE_FROM || product.price_is_current !== true) {
    throw notFound('Product not found');
  }
  if (product.visibility === 1) {
    const parentId = await findConfigurableParentId(context.db, product.id);
    if (parentId === undefined || !context.config.redirectNotVisibleToParent)
      throw notFound('Product not found');
    const parent = await loadProduct(context, storeView, parentId, { ...options, selectedSku: product.sku });
    if (parent.kind !== 'product') throw notFound('Product not found');
    return { kind: 'redirect', parent: parent.product, childSku: product.sku };
  }
  return { kind: 'product', product: await configureProduct(context, storeView, product, options) };
}

async function configureProduct(
  context: CatalogContext,
  storeView: StoreView,
  product: ProductDocument,
  options: ProductLoadOptions,
): Promise<ProductDocument> {
  let configured: ProductDocument = product;
  if (product.type_id === 'configurable') configured = configureVariants(context, product, options);
  if (options.prefetchGroupProducts && (product.type_id === 'grouped' || product.type_id === 'bundle')) {
    configured = await attachLinkedProducts(context, storeView, configured, options.customerGroupId ?? null);
  }
  return configured;
}

/** A child document in the shape core's variant rules read. */
function asConfigurableChild(child: Child, optionCodes: string[]): VariantCandidate {
  const stock = child.stock as { is_in_stock?: boolean } | undefined;
  const attributeValues: Record<string, number | string> = {};
  for (const code of optionCodes) {
    const value = child[code];
    if (typeof value === 'number' || typeof value === 'string') attributeValues[code] = value;
  }
  return {
    document: child,
    sku: child.sku,
    status: child.status,
    isInStock: stock?.is_in_stock === true,
    finalPriceMinor: Number(child.final_price_incl_tax ?? 0),
    attributeValues,
  };
}

type VariantCandidate = ConfigurableChild & { document: Child };

function configureVariants(
  context: CatalogContext,
  product: ProductDocument,
  options: ProductLoadOptions,
): ProductDocument {
  const optionCodes = ((product.configurable_options ?? []) as { attribute_code: string }[]).map(
    (option) => option.attribute_code,
  );
  const candidates = product.configurable_children.map((child) => asConfigurableChild(child, optionCodes));
  const available = listAvailableVariants(candidates, {
    listOutOfStock: context.config.listOutOfStockProducts,
  });
  const children = available.map((candidate) => candidate.document);
  if (available.length === 0) {
    return { ...product, configurable_children: [], errors: { variants: NO_AVAILABLE_VARIANTS } };
  }
  const selection = selectionFor(available, options)?.document;
  if (!selection) return { ...product, configurable_children: children, errors: {} };
  const configuration = configurationOf(product, selection);
  return {
    ...product,
    configurable_children: children,
    ...(options.assignProductConfiguration === false && !options.separateSelectedVariant
      ? {}
      : { configuration }),
    selected_variant: selection,
    errors: {},
  };
}

/**
 * The variant to show: the one named by sku, else the best match of the chosen attribute values (ties to
 * the lower price). Without an exact match it is an error unless falling back to the best match is allowed.
 */
function selectionFor(
  available: VariantCandidate[],
  options: ProductLoadOptions,
): VariantCandidate | undefined {
  const fallback = options.fallbackToDefaultWhenNoAvailable !== false;
  if (options.selectedSku) {
    const named = available.find((candidate) => candidate.sku === options.selectedSku);
    if (named) return named;
    if (!fallback) throw notFound(NO_SUCH_CONFIGURATION);
  }
  const selected = options.selectedOptions ?? {};
  const best = selectVariant(available, selected);
  if (best && !isExactConfiguration(best, selected) && !fallback) throw notFound(NO_SUCH_CONFIGURATION);
  return best;
}

function configurationOf(product: ProductDocument, child: Child) {
  const options = (product.configurable_options ?? []) as {
    attribute_code: string;
    values: { value_index: number; label: string }[];
  }[];
  return Object.fromEntries(
    options.map((option) => {
      const value = child[option.attribute_code];
      const label = option.values.find((entry) => entry.value_index === value)?.label ?? null;
      return [option.attribute_code, { attribute_code: option.attribute_code, id: value ?? null, label }];
    }),
  );
}

async function attachLinkedProducts(
  context: CatalogContext,
  storeView: StoreView,
  product: ProductDocument,
  customerGroupId: number | null,
): Promise<ProductDocument> {
  const links = (product.product_links ?? []) as { linked_product_id: number; link_type: string }[];
  const bundles = (product.bundle_options ?? []) as { product_links: { id: number }[] }[];
  const ids = [
    ...links.filter((link) => link.link_type === 'associated').map((link) => link.linked_product_id),
    ...bundles.flatMap((option) => option.product_links.map((link) => link.id)),
  ];
  const linked = new Map(
    (await pricedDocuments(context, [...new Set(ids)], storeView, customerGroupId))
      .filter((doc) => doc.status === LINKED_PRODUCT_STATUS)
      .map((doc) => [doc.id, doc]),
  );
  return {
    ...product,
    product_links: links.map((link) => ({ ...link, product: linked.get(link.linked_product_id) ?? null })),
    bundle_options: bundles.map((option) => ({
      ...option,
      product_links: option.product_links.map((link) => ({ ...link, product: linked.get(link.id) ?? null })),
    })),
  };
}

export function requireSearchKey(key: string, value: string | undefined): string {
  if (value === undefined || value.trim() === '') {
    throw badRequest(SEARCH_KEY_MISSING(key));
  }
  return value;
}
