/**
 * Business constants and limits of spec core section 9, named so that searching the business word finds them.
 * Values that belong to one rule (price ranges, store views, messages) live next to that rule instead.
 */

/** How long rendered pages and API answers may be served from the output cache. */
export const OUTPUT_CACHE_TTL_SECONDS = 7200;

/**
 * The largest request body the API reads (1 MiB); the storefront's /api proxy refuses larger ones with the
 * same answer before forwarding them.
 */
export const API_BODY_LIMIT_BYTES = 1_048_576;
/** The most units of one product a cart line takes (payments spec 5: "below the available maximum"). */
export const MAX_LINE_QUANTITY = 10_000;

/** The score a product search hit needs (the API's score is 10 x PostgreSQL's ts_rank). */
export const SEARCH_MIN_SCORE = 0.02;
/** Share of the search words a product must match (the spec's "minimum match 75%"). */
export const SEARCH_MINIMUM_SHOULD_MATCH = 0.75;
/** How much a match in each field counts, relative to each other. */
export const SEARCH_BOOSTS = { name: 4, sku: 2, categoryName: 1 } as const;
export const SEARCH_CLIENT_TIMEOUT_MS = 5000;
/** Size of a catalogue search that asks for none, or for one at or below 0. */
export const DEFAULT_SEARCH_SIZE = 50;
export const CATEGORY_PAGE_SIZE = 50;

export const CATEGORY_FETCH_SIZE = 4000;
export const ROOT_CATEGORY_ID = 2;

interface ImageSize {
  width: number;
  height: number;
}
export const CART_THUMBNAIL_SIZE: ImageSize = { width: 150, height: 150 };
export const GALLERY_IMAGE_SIZE: ImageSize = { width: 650, height: 650 };
export const LIST_THUMBNAIL_SIZE: ImageSize = { width: 310, height: 300 };

export const DEFAULT_SORT = { field: 'updated_at', direction: 'desc' } as const;
export const SORT_OPTIONS = ['latest', 'price-low-to-high', 'price-high-to-low'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_FILTERS = ['color', 'price', 'size'] as const;
export const AGGREGATION_SIZE = 10;
export const MAX_FILTER_QUERY = 999;

/** Searches in the shop always filter on these visibilities (2 catalog, 3 search, 4 both) and statuses. */
export const PRODUCT_VISIBILITIES_IN_SEARCH = [2, 3, 4] as const;
export const PRODUCT_STATUSES_IN_SEARCH = [0, 1] as const;
/** Linked products (grouped children, bundle selections) are only loaded with this status. */
export const LINKED_PRODUCT_STATUS = 1;
/** A product or configurable child with this status or higher is not sold (spec "Product load"). */
export const PRODUCT_STATUS_UNAVAILABLE_FROM = 2;

export const ORDER_HISTORY_PAGE_SIZE = 20;
export const ORDER_HISTORY_FIRST_PAGE = 1;

/** Notifications disappear after this long unless they carry their own timeToLive. */
export const NOTIFICATION_TTL_MS = 5000;
/** The user counts as in checkout while the checkout was modified within this window (30 minutes). */
export const CHECKOUT_ACTIVITY_WINDOW_MS = 1_800_000;
export const SUBMENU_POP_DELAY_MS = 300;

/** Date format of the spec (tokens as in day.js): shown by `formatDate`. */
export const DATE_FORMAT = 'HH:mm D-M-YYYY';
export const DEFAULT_LOCALE = 'en-US';
/** Fraction digits of a price formatted without a store view ("without i18n"). */
export const PRICE_FRACTION_DIGITS_WITHOUT_I18N = 2;

/** With this minicart count type the minicart counts cart lines; with any other it sums their quantities. */
export const MINICART_COUNT_TYPE_ITEMS = 'items';

/** Country the tax calculation uses when a store view names none (the ot-* store views). */
export const TAX_DEFAULT_COUNTRY_FALLBACK = 'PL';

export const BLOG_NEWEST_COUNT = 5;
export const HOMEPAGE_LIST_SIZE = 8;

export const TRACKING_EVENTS = [
  'addToCart',
  'removeFromCart',
  'view_item',
  'begin_checkout',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
] as const;
export type TrackingEvent = (typeof TRACKING_EVENTS)[number];
export const ANALYTICS_SHIPPING_TIER = 'flatrate';

/**
 * The most a product may be given in stock by staff (the stock and price sheet, the stock form): a typo of
 * three zeros is refused, not stored.
 */
export const STOCK_QTY_MAX = 1_000_000;
