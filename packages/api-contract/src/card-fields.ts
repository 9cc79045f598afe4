/**
 * The fields of a product card: every list of the storefront (home, category, search, cross-sells) asks the
 * catalogue for these and nothing more, and the API keeps each product's card ready for exactly this
 * selection (apps/api product-cards.ts). A module without imports, so the catalogue benchmark asks for the
 * same fields.
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
