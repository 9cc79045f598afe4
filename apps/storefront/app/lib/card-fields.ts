/**
 * The fields of a product card: every list (home, category, search, cross-sells) asks the API for these and
 * nothing more. A module of its own, without imports, so the catalogue benchmark asks for the same fields.
 */
export const CARD_FIELDS = [
  'id',
  'sku',
  'name',
  'slug',
  'url_path',
  'type_id',
  'image',
  'new',
  'sale',
  'final_price_incl_tax',
  'original_price_incl_tax',
  'special_price_incl_tax',
  'price_incl_tax',
  'final_price',
  'stock',
  'dealer_product',
  'inquiry_product',
  'rating',
  'rating_count',
  // The colour swatches: each colour with its first variant's sku and picture.
  'configurable_options.attribute_code',
  'configurable_options.values',
  'configurable_children.sku',
  'configurable_children.color',
  'configurable_children.image',
];
