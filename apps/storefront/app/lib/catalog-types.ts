/**
 * The shapes of the API's answers the storefront reads (spec section 7). Those the API's contract
 * describes come from it (@hortus/api-contract); the catalogue's documents are still written out here
 * until the catalogue's endpoints move into the contract.
 */
export type { BlogPost, CmsPage, JobOffer } from '@hortus/api-contract';

export interface StockInfo {
  qty: number;
  is_in_stock: boolean;
  min_sale_qty: number;
  max_sale_qty: number;
}

export interface TierPriceEntry {
  qty: number;
  customer_group_id: number | null;
  price: number;
  price_incl_tax?: number;
}

export interface PricedFields {
  price: number;
  price_incl_tax: number;
  original_price_incl_tax: number;
  final_price: number;
  final_price_incl_tax: number;
  special_price_incl_tax: number;
  special_from_date: string | null;
  special_to_date: string | null;
  tier_prices: TierPriceEntry[];
  tax_rate: number;
  stock: StockInfo;
}

export interface ConfigurableOptionValue {
  label: string;
  value_index: number;
  value_data: string | null;
}

export interface ConfigurableOption {
  attribute_code: string;
  label: string;
  position: number;
  values: ConfigurableOptionValue[];
}

export interface ProductChild extends PricedFields {
  id: number;
  sku: string;
  name: string;
  image: string | null;
  [attribute: string]: unknown;
}

export interface MediaItem {
  image: string;
  lab: string | null;
  pos: number;
}

export interface CategoryRef {
  category_id: number;
  name: string;
  slug: string;
  url_path: string;
}

export interface Product extends PricedFields {
  id: number;
  sku: string;
  name: string;
  slug: string;
  url_path: string;
  type_id: 'simple' | 'configurable' | 'grouped' | 'bundle' | 'virtual' | 'downloadable';
  image: string | null;
  media_gallery: MediaItem[];
  description: string;
  short_description: string | null;
  meta_title: string | null;
  meta_description: string | null;
  category: CategoryRef[];
  category_ids: number[];
  new: boolean;
  sale: boolean;
  dealer_product: boolean;
  inquiry_product: boolean;
  rating: number | null;
  rating_count: number | null;
  ean: string | null;
  width_cm?: number | null;
  depth_cm?: number | null;
  height_cm?: number | null;
  configurable_options?: ConfigurableOption[];
  configurable_children?: ProductChild[];
  product_links?: { sku: string; name?: string; qty?: number }[];
  bundle_options?: { title: string; product_links: { sku: string; name?: string; qty?: number }[] }[];
  [attribute: string]: unknown;
}

export interface Category {
  id: number;
  parent_id: number;
  parent_ids: number[];
  name: string;
  level: number;
  position: number;
  is_active: boolean;
  include_in_menu: boolean;
  product_count: number;
  url_key: string;
  url_path: string;
  slug: string;
  banner_image: string | null;
  meta_title: string | null;
  meta_description: string | null;
  content_before: string | null;
  content_after: string | null;
}

export interface Bucket {
  key: string | number;
  label: string;
  doc_count: number;
}

export interface ProductSearchResult {
  items: Product[];
  total: number;
  start: number;
  perPage: number;
  aggregations: Record<string, { buckets: Bucket[] }>;
  attributeMetadata: { attribute_code: string; frontend_label: string }[];
}
