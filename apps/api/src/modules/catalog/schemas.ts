import { storeParams } from '@hortus/api-contract';
import { z } from 'zod';

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');
const optionalInteger = z.coerce.number().int().min(0).optional();

export const catalogQueryParams = z
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
    groupToken: z.string().max(4096).optional(),
    token: z.string().max(4096).optional(),
    start: z.string().max(10).optional(),
  })
  .strict();

export const productSingleParams = z
  .object({
    ...storeParams,
    key: z.enum(['sku', 'id', 'url_key']).default('sku'),
    value: z.string().max(200).optional(),
    groupId: optionalInteger,
    groupToken: z.string().max(4096).optional(),
    token: z.string().max(4096).optional(),
  })
  .strict();

/** Attribute codes of the shopper's choice come as extra parameters: ?parentSku=X&color=12&size=40. */
export const productVariantParams = z
  .object({
    ...storeParams,
    parentSku: z.string().max(200).optional(),
    sku: z.string().max(200).optional(),
    groupId: optionalInteger,
    groupToken: z.string().max(4096).optional(),
    token: z.string().max(4096).optional(),
    fallbackToDefaultWhenNoAvailable: flag.optional(),
  })
  .catchall(z.string().max(50));

export const renderListParams = z
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
    token: z.string().max(4096).optional(),
  })
  .strict();

export const categoryListParams = z
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

export const categoryParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const attributeListParams = z
  .object({ ...storeParams, codes: z.string().max(5000).optional() })
  .strict();

const fieldList = z
  .union([z.array(z.string().max(200)).max(200), z.string().max(2000)])
  .transform((value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value));

export const urlMapBody = z
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
    groupToken: z.string().max(4096).optional(),
  })
  .strict();
