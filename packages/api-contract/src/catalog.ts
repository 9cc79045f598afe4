import { z } from 'zod';
import { cmsPage } from './content';
import { endpoint, PATH_PARAMETER_TOO_LONG } from './endpoint';
import { storeParams, storeQuery } from './store';

/**
 * What `_sourceInclude` / `_sourceExclude` (or the url map's `includeFields` / `excludeFields`) leave of a
 * document: they take top-level and dotted fields alike, so any field, nested ones too, may be missing.
 */
export type Selected<T> = T extends readonly (infer E)[]
  ? Selected<E>[]
  : T extends object
    ? { [K in keyof T]?: Selected<T[K]> }
    : T;

/** The schema of a document after field selection: every field of every object optional, types kept. */
function selected<S extends z.ZodType>(schema: S): z.ZodType<Selected<z.output<S>>, Selected<z.input<S>>> {
  return optionalFields(schema) as z.ZodType<Selected<z.output<S>>, Selected<z.input<S>>>;
}

function optionalFields(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape: Record<string, z.ZodType> = {};
    for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      shape[name] = optionalFields(field).optional();
    }
    // extend keeps the object's handling of unknown keys, so a loose document stays loose.
    return schema.extend(shape);
  }
  if (schema instanceof z.ZodArray) return z.array(optionalFields(schema.element as z.ZodType));
  if (schema instanceof z.ZodNullable) return optionalFields(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodOptional) return optionalFields(schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodRecord) {
    return z.record(schema.keyType as z.ZodString, optionalFields(schema.valueType as z.ZodType));
  }
  return schema;
}

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');
const optionalInteger = z.coerce.number().int().min(0).optional();
const accessToken = z.string().max(4096).optional();

const catalogQueryParams = z
  .object({
    ...storeParams,
    type: z.string().optional(),
    request: z.string().max(20_000).optional().describe('The whole query as JSON (see ADR 0002)'),
    searchQuery: z.string().max(200).optional(),
    q: z.string().max(200).optional(),
    size: z.string().max(10).optional(),
    from: z.string().max(10).optional(),
    sort: z.string().max(100).optional(),
    _sourceInclude: z.string().max(2000).optional(),
    _sourceExclude: z.string().max(2000).optional(),
    groupId: z.string().max(10).optional(),
    groupToken: accessToken,
    token: accessToken,
    start: z.string().max(10).optional(),
  })
  .strict();

const productSingleParams = z
  .object({
    ...storeParams,
    key: z.enum(['sku', 'id', 'url_key']).default('sku'),
    value: z.string().max(200).optional(),
    groupId: optionalInteger,
    groupToken: accessToken,
    token: accessToken,
  })
  .strict();

/** Attribute codes of the shopper's choice come as extra parameters: ?parentSku=X&color=12&size=40. */
const productVariantParams = z
  .object({
    ...storeParams,
    parentSku: z.string().max(200).optional(),
    sku: z.string().max(200).optional(),
    groupId: optionalInteger,
    groupToken: accessToken,
    token: accessToken,
    fallbackToDefaultWhenNoAvailable: flag.optional(),
  })
  .catchall(z.string().max(50));

const renderListParams = z
  .object({
    ...storeParams,
    skus: z
      .string()
      .min(1, 'skus is required')
      .max(20_000)
      .transform((value) => [
        ...new Set(
          value
            .split(',')
            .map((sku) => sku.trim())
            .filter(Boolean),
        ),
      ])
      .refine((skus) => skus.length > 0 && skus.length <= 500, 'skus must list 1 to 500 skus'),
    currencyCode: z.string().length(3),
    userGroupId: optionalInteger,
    token: accessToken,
  })
  .strict();

const categoryListParams = z
  .object({
    ...storeParams,
    parent_id: optionalInteger,
    level: optionalInteger,
    is_active: flag.optional(),
    product_count_gt: optionalInteger,
    size: z.coerce.number().int().optional(),
    from: z.coerce.number().int().optional(),
  })
  .strict();

const fieldList = z
  .union([z.array(z.string().max(200)).max(200), z.string().max(2000)])
  .transform((value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value));

const urlMapBody = z
  .object({
    url: z.string().min(1, 'url is required').max(2000),
    store: z.string().max(10).optional(),
    storeCode: z.string().max(10).optional(),
    includeFields: fieldList.optional(),
    excludeFields: fieldList.optional(),
    options: z
      .object({
        prefetchGroupProducts: z.boolean(),
        assignProductConfiguration: z.boolean(),
        populateRequestCacheTags: z.boolean(),
        setProductErrors: z.boolean(),
        fallbackToDefaultWhenNoAvailable: z.boolean(),
        separateSelectedVariant: z.boolean(),
        setConfigurableProductOptions: z.boolean(),
        filterUnavailableVariants: z.boolean(),
      })
      .partial()
      .strict()
      .default({}),
    filters: z
      .object({ sku: z.string().max(200).optional() })
      .strict()
      .default({}),
    groupId: z.number().int().min(0).optional(),
    groupToken: accessToken,
  })
  .strict();

// Products carry an open set of attributes (colour, size, measures, ...), so their documents are loose
// objects: the known fields are checked, the attribute values pass.

const PRODUCT_TYPES = ['simple', 'configurable', 'grouped', 'bundle', 'virtual', 'downloadable'] as const;
export const productType = z.enum(PRODUCT_TYPES);
const money = z.number().int();
/** A select attribute's value is an option id, a free attribute's a number or a text. */
const attributeValue = z.union([z.number(), z.string()]);

export const tierPrice = z.object({
  qty: z.number().int(),
  customer_group_id: z.number().int().nullable().describe('null: every customer group'),
  price: money.describe('Gross unit price from this quantity'),
});
export type TierPrice = z.output<typeof tierPrice>;

export const documentStock = z.object({
  product_id: z.number().int(),
  qty: z.number().int(),
  is_in_stock: z.boolean(),
  manage_stock: z.boolean(),
  min_sale_qty: z.number().int(),
  max_sale_qty: z.number().int(),
});
export type DocumentStock = z.output<typeof documentStock>;

/** The store view's price of a product (integer minor units; `*_incl_tax` gross, the others net). */
const priceShape = {
  currency: z.string(),
  price: money,
  price_incl_tax: money,
  original_price: money,
  original_price_incl_tax: money,
  final_price: money,
  final_price_incl_tax: money.describe('What the shopper pays for one, gross'),
  special_price: money,
  special_price_incl_tax: money.describe('0 when no special price applies now'),
  special_from_date: z.string().nullable(),
  special_to_date: z.string().nullable(),
  tier_prices: z.array(tierPrice),
  tax_rate: z.number().describe('Percent'),
  priceInclTax: money,
  originalPrice: money,
  originalPriceInclTax: money,
  finalPrice: money,
  finalPriceInclTax: money,
  specialPrice: money,
  specialPriceInclTax: money,
};

export const pricedFields = z.object({ ...priceShape, stock: documentStock });
export type PricedFields = z.output<typeof pricedFields>;

export const mediaItem = z.object({
  image: z.string().describe('Path under the media base URL'),
  vid: z.string().nullable().describe('Video id of a video'),
  typ: z.string().describe('image or video'),
  pos: z.number().int(),
  lab: z.string().nullable(),
});
export type MediaItem = z.output<typeof mediaItem>;

export const categoryRef = z.object({
  category_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  url_path: z.string(),
});
export type CategoryRef = z.output<typeof categoryRef>;

export const configurableOptionValue = z.object({
  value_index: z.number().int().describe('The option id'),
  label: z.string(),
  value_data: z.string().nullable().describe('Swatch (#rrggbb) or image'),
});
export type ConfigurableOptionValue = z.output<typeof configurableOptionValue>;

export const configurableOption = z.object({
  attribute_id: z.number().int(),
  attribute_code: z.string(),
  label: z.string(),
  position: z.number().int(),
  product_id: z.number().int(),
  values: z.array(configurableOptionValue),
});
export type ConfigurableOption = z.output<typeof configurableOption>;

/** A configurable product's variant: its attribute values (by attribute code) are among the extra fields. */
export const productChild = z.looseObject({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  status: z.number().int(),
  visibility: z.number().int(),
  type_id: productType,
  image: z.string(),
  ...priceShape,
  stock: documentStock,
});
export type ProductChild = z.output<typeof productChild>;

const productLink = z.object({
  link_type: z.string().describe('associated (a grouped product), related, upsell or crosssell'),
  linked_product_id: z.number().int(),
  linked_product_sku: z.string().nullable(),
  linked_product_type: productType.nullable(),
  position: z.number().int(),
  qty: z.number().int(),
});

const bundleSelection = z.object({
  id: z.number().int().describe('The product id'),
  sku: z.string().nullable(),
  qty: z.number().int(),
  is_default: z.boolean(),
  position: z.number().int(),
});

const bundleOption = z.object({
  option_id: z.number().int(),
  title: z.string(),
  type: z.string().describe('select, radio, checkbox or multi'),
  required: z.boolean(),
  position: z.number().int(),
  product_links: z.array(bundleSelection),
});

/** A product's document in one language as every catalogue read loads it: with its stock, prices apart. */
const productShape = {
  id: z.number().int(),
  sku: z.string(),
  type_id: productType,
  product_type: productType,
  status: z.number().int().describe('1 enabled, 2 disabled'),
  visibility: z.number().int().describe('1 not individually, 2 catalogue, 3 search, 4 both'),
  tax_class_id: z.number().int(),
  name: z.string(),
  name_with_trademark: z.string(),
  slug: z.string(),
  url_key: z.string(),
  url_path: z.string(),
  short_description: z.string(),
  description: z.string().describe('Sanitised HTML'),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  category_ids: z.array(z.number().int()),
  category: z.array(categoryRef),
  image: z.string().describe("Path under the media base URL; 'no_selection' without an image"),
  small_image: z.string(),
  thumbnail: z.string(),
  media_gallery: z.array(mediaItem),
  new: z.boolean(),
  sale: z.boolean(),
  rating: z.number().int().nullable(),
  rating_count: z.number().int(),
  dealer_product: z.boolean(),
  inquiry_product: z.boolean(),
  configurator_only: z.boolean(),
  ean: z.string().nullable(),
  amount_unit: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  // Free attributes the product page shows, where the product has them.
  width_cm: attributeValue.optional(),
  depth_cm: attributeValue.optional(),
  height_cm: attributeValue.optional(),
  attribute_labels: z.record(z.string(), z.string()).describe('Option label of each select attribute'),
  has_color_options: z.boolean(),
  configurable_options: z.array(configurableOption),
  configurable_children: z.array(productChild).describe('Only variants with a price in the store view'),
  price_is_current: z.boolean().describe('false: no price in the store view, and no price fields'),
  price_refreshed_at: z.string(),
  stock: documentStock,
};

/** A grouped product's or bundle's part (prefetchGroupProducts); a part without a store price has none. */
const linkedProduct = z.looseObject({
  ...productShape,
  ...z.object(priceShape).partial().shape,
  product_links: z.array(productLink),
  bundle_options: z.array(bundleOption),
});

/** A product as product/single and product/variant answer it: always priced (else it is not found). */
export const productDocument = z.looseObject({
  ...productShape,
  ...priceShape,
  product_links: z.array(productLink.extend({ product: linkedProduct.nullable().optional() })),
  bundle_options: z.array(
    bundleOption.extend({
      product_links: z.array(bundleSelection.extend({ product: linkedProduct.nullable().optional() })),
    }),
  ),
  errors: z
    .record(z.string(), z.string())
    .optional()
    .describe('A configurable product: { variants: message } when no variant can be offered'),
  configuration: z
    .record(
      z.string(),
      z.object({
        attribute_code: z.string(),
        id: attributeValue.nullable(),
        label: z.string().nullable(),
      }),
    )
    .optional()
    .describe("The selected variant's value of each configurable option"),
  selected_variant: productChild.optional(),
});
export type Product = z.output<typeof productDocument>;

export const categoryDocument = z.looseObject({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  parent_ids: z.array(z.number().int()).describe('From the shop root down to the parent, for breadcrumbs'),
  name: z.string(),
  subtitle: z.string().nullable(),
  level: z.number().int(),
  path: z.string(),
  position: z.number().int(),
  is_active: z.boolean(),
  include_in_menu: z.boolean(),
  product_count: z.number().int().describe('Listed products in the category and its subcategories'),
  children_count: z.number().int(),
  children_data: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      url_path: z.string(),
      slug: z.string(),
      position: z.number().int(),
    }),
  ),
  url_key: z.string(),
  url_path: z.string(),
  slug: z.string(),
  canonical: z.string(),
  banner_image: z.string().nullable(),
  hide_dealer_flap: z.boolean(),
  is_accessories_category: z.boolean(),
  meta_title: z.string(),
  meta_description: z.string().nullable(),
  content_before: z.string().nullable().describe('Sanitised HTML'),
  content_after: z.string().nullable().describe('Sanitised HTML'),
  filters: z.array(z.string()),
  updated_at: z.string(),
  breadcrumbs: z.array(
    z.object({ id: z.number().int(), name: z.string(), url_path: z.string(), slug: z.string() }),
  ),
});
export type Category = z.output<typeof categoryDocument>;

export const attributeDocument = z.object({
  attribute_id: z.number().int(),
  attribute_code: z.string(),
  frontend_input: z.string(),
  frontend_label: z.string(),
  default_frontend_label: z.string(),
  is_filterable: z.boolean(),
  is_comparable: z.boolean(),
  is_user_defined: z.boolean(),
  is_visible: z.boolean(),
  position: z.number().int(),
  options: z.array(
    z.object({
      value: z.number().int(),
      label: z.string(),
      sort_order: z.number().int(),
      swatch: z.string().nullable(),
    }),
  ),
});
export type Attribute = z.output<typeof attributeDocument>;

export const taxRule = z.object({
  id: z.number().int(),
  code: z.string(),
  priority: z.number().int(),
  product_tax_class_ids: z.array(z.number().int()),
  customer_tax_class_ids: z.array(z.number().int()),
  rates: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      rate: z.number().describe('Percent (19, 8.1)'),
      rate_bp: z.number().int().describe('Basis points (1900, 810)'),
      tax_country_id: z.string(),
      region_name: z.string().nullable(),
      tax_region_id: z.number().int(),
      tax_postcode: z.string(),
    }),
  ),
});
export type TaxRule = z.output<typeof taxRule>;

const page = {
  total: z.number().int(),
  start: z.number().int(),
  perPage: z.number().int(),
};

export const searchBucket = z.object({
  key: z.union([z.string(), z.number()]).describe('An option id, or a price bucket key'),
  label: z.string(),
  doc_count: z.number().int(),
  from: money.optional().describe('A price bucket: its lower bound, gross'),
  to: money.nullable().optional().describe('A price bucket: its upper bound (null: none)'),
  swatch: z.string().optional().describe("An option's swatch colour (#rrggbb), where it has one"),
});
export type SearchBucket = z.output<typeof searchBucket>;

export const productSearchResult = z.object({
  // The score is added after field selection, so every product carries it.
  items: z.array(z.intersection(selected(productDocument), z.object({ _score: z.number() }))),
  ...page,
  aggregations: z
    .record(z.string(), z.object({ buckets: z.array(searchBucket) }))
    .describe('agg_range_price and agg_terms_{attribute code}'),
  attributeMetadata: z.array(
    z.object({
      attribute_id: z.number().int(),
      attribute_code: z.string(),
      frontend_label: z.string(),
      options: z.array(z.object({ value: z.number().int(), label: z.string() })),
    }),
  ),
  suggestion: z
    .string()
    .optional()
    .describe(
      '"Did you mean": only when the text as typed found no product (the items are then look-alikes): the text with each misspelt word replaced by the nearest word of the catalogue',
    ),
});
export type ProductSearchResult = z.output<typeof productSearchResult>;

/**
 * A search of another entity type (category, cms_page, attribute, taxrule, blog, ...): its documents as
 * selected. Only products carry a `_score`, which keeps a product search from passing as this answer.
 */
const documentSearchResult = z.object({
  items: z.array(z.looseObject({ _score: z.never().optional() })),
  ...page,
  aggregations: z.record(
    z.string(),
    z.object({ buckets: z.array(z.object({ key: z.unknown(), doc_count: z.number().int() })) }),
  ),
  attributeMetadata: z.array(z.never()),
});

const catalogSearchResult = z.union([productSearchResult, documentSearchResult]);

const priceAmounts = z.object({
  final_price: money,
  regular_price: money,
  special_price: money,
  minimal_price: money,
});

export const renderedPrice = z.object({
  id: z.number().int(),
  sku: z.string(),
  sgn: z.string().describe('Signs the final price, so the cart can tell it from one a client made up'),
  price_info: priceAmounts.extend({
    currency_code: z.string(),
    extension_attributes: z.object({ tax_adjustments: priceAmounts.describe('The amounts with tax') }),
  }),
});
export type RenderedPrice = z.output<typeof renderedPrice>;

export const urlAlternate = z.object({
  storeCode: z.string(),
  language: z.string(),
  country: z.string().describe("Upper case; 'OT' for the store views of other countries"),
  url: z.string().describe("The page's path in that store view, with its prefix"),
});
export type UrlAlternate = z.output<typeof urlAlternate>;

const urlMapResult = z.discriminatedUnion('_type', [
  z.object({ _type: z.literal('product'), _source: selected(productDocument) }),
  z.object({ _type: z.literal('category'), _source: selected(categoryDocument) }),
  z.object({ _type: z.literal('cms_page'), _source: selected(cmsPage) }),
]);
export type UrlMapResult = z.output<typeof urlMapResult>;

/**
 * Calls that price for the caller's customer group: an invalid token is a 401 (the client refreshes it),
 * naming a group the caller does not belong to a 403.
 */
const pricedErrors = [400, 401, 403] as const;

export const catalogSearch = endpoint({
  method: 'GET',
  path: '/api/catalog',
  summary: 'Search any entity type (product, category, cms_page, ...) with the catalogue query model',
  tags: ['catalog'],
  query: catalogQueryParams,
  results: { 200: catalogSearchResult },
  errors: pricedErrors,
});

export const catalogSearchByBody = endpoint({
  method: 'POST',
  path: '/api/catalog',
  summary: 'Search with the query as a JSON body',
  tags: ['catalog'],
  // Read by the catalogue query model (ADR 0002), whose messages name the query's problems.
  body: z.record(z.string(), z.unknown()),
  results: { 200: catalogSearchResult },
  errors: pricedErrors,
});

export const productSearch = endpoint({
  method: 'GET',
  path: '/api/product',
  summary: 'Product search',
  tags: ['product'],
  query: catalogQueryParams,
  results: { 200: productSearchResult },
  errors: pricedErrors,
});

export const productSingle = endpoint({
  method: 'GET',
  path: '/api/product/single',
  summary: 'One product by sku, id or url_key, with the product load rules of the spec',
  tags: ['product'],
  query: productSingleParams,
  results: {
    200: productDocument,
    301: z
      .object({
        redirect: z.string().describe("The parent's product/single call (also the Location header)"),
        parentSku: z.string(),
        sku: z.string().describe("The child's sku"),
      })
      .describe('A configurable child leads to its parent'),
  },
  errors: [...pricedErrors, 404],
});

export const productVariant = endpoint({
  method: 'GET',
  path: '/api/product/variant',
  summary: 'A configurable product with the variant that best matches the chosen attribute values',
  tags: ['product'],
  query: productVariantParams,
  results: { 200: productDocument },
  errors: [...pricedErrors, 404],
});

export const productRenderList = endpoint({
  method: 'GET',
  path: '/api/product/render-list',
  summary: 'Current prices of a list of skus in a store view (net in price_info, gross in tax_adjustments)',
  tags: ['product'],
  query: renderListParams,
  results: { 200: z.object({ items: z.array(renderedPrice) }) },
  errors: pricedErrors,
});

export const categoryList = endpoint({
  method: 'GET',
  path: '/api/catalog/categories',
  summary: 'Categories filtered by parent_id, level, is_active and product_count, sorted by position',
  tags: ['catalog'],
  query: categoryListParams,
  results: { 200: z.object({ items: z.array(categoryDocument), ...page }) },
  errors: [400],
});

export const categoryById = endpoint({
  method: 'GET',
  path: '/api/catalog/categories/:id',
  summary: 'One category with its breadcrumbs (from its parent ids) and children',
  tags: ['catalog'],
  params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
  query: storeQuery,
  results: { 200: categoryDocument },
  errors: [400, 404, PATH_PARAMETER_TOO_LONG],
});

export const attributeList = endpoint({
  method: 'GET',
  path: '/api/catalog/attributes',
  summary: 'Attributes by code; unknown codes come back in the blacklist',
  tags: ['catalog'],
  query: z.object({ ...storeParams, codes: z.string().max(5000).optional() }).strict(),
  results: { 200: z.object({ items: z.array(attributeDocument), blacklist: z.array(z.string()) }) },
  errors: [400],
});

export const urlMap = endpoint({
  method: 'POST',
  path: '/api/url/map',
  summary: 'Resolve a storefront URL to { _type, _source } (product, category or cms_page)',
  tags: ['url'],
  body: urlMapBody,
  results: { 200: urlMapResult },
  errors: [...pricedErrors, 404],
});

/** The spec's shorter name of the url map. */
export const urlMapShort = endpoint({ ...urlMap, path: '/api/url' });

export const urlAlternates = endpoint({
  method: 'GET',
  path: '/api/url/alternates',
  summary: 'The same page in every store view that shows it (hreflang, the language chooser)',
  tags: ['url'],
  query: z.object({ url: z.string().min(1, 'url is required').max(2000) }).strict(),
  results: { 200: z.object({ items: z.array(urlAlternate) }) },
  errors: [400, 404],
});

export const taxRules = endpoint({
  method: 'GET',
  path: '/api/tax/rules',
  summary: 'Tax rules with their rates (percent and basis points), optionally of one country',
  tags: ['tax'],
  query: z
    .object({
      country: z
        .string()
        .regex(/^[A-Za-z]{2}$/, 'country must be a two-letter ISO code')
        .optional(),
    })
    .strict(),
  results: { 200: z.array(taxRule) },
  errors: [400],
});
