/**
 * The shapes of the API's answers the storefront reads (spec section 7), all from the API's contract
 * (@hortus/api-contract), taken as types only: no zod reaches the browser.
 */
import type { Product, ProductSearchResult as SelectedProductSearchResult } from '@hortus/api-contract';

export type {
  BlogPost,
  Category,
  CategoryRef,
  CmsPage,
  ConfigurableOption,
  ConfigurableOptionValue,
  DocumentStock as StockInfo,
  JobOffer,
  MediaItem,
  PricedFields,
  Product,
  ProductChild,
  SearchBucket as Bucket,
  TierPrice as TierPriceEntry,
} from '@hortus/api-contract';

/**
 * A product search as the storefront makes it: its `_sourceInclude` names every field the page reads
 * (CARD_FIELDS), so the items are read as products where the contract, which cannot know the selection,
 * makes every field optional.
 */
export type ProductSearchResult = Omit<SelectedProductSearchResult, 'items'> & {
  items: (Product & { _score: number })[];
};
