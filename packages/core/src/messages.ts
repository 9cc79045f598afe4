/**
 * The English messages of spec core sections 5, 6 and 8, verbatim. The spec's wording and typos are kept
 * ('Sucessfully', 'Out of the stock!') because translations and existing clients key on the exact English.
 */

// Validation (section 5)
export const PRODUCT_PRICE_UNKNOWN = 'Product price is unknown, product cannot be added to the cart!';
export const NO_AVAILABLE_VARIANTS = 'No available product variants';
export const NO_SUCH_CONFIGURATION =
  'No such configuration for the product. Please do choose another combination of attributes.';
export const SEARCH_KEY_MISSING = (key: string): string =>
  `Please provide the search key ${key} for product/single action!`;
export const PARENT_SKU_MISSING =
  "Product doesn't have parentSku, please check if this is configurable product";

// Permissions (section 6)
export const LOGIN_REQUIRED = 'You need to be logged in to see this page';

// Error catalogue (section 8)
export const TOKEN_REFRESH_UNAUTHORIZED =
  'Error refreshing user token. User is not authorized to access the resource';
/** The API's answer (413) to a body over API_BODY_LIMIT_BYTES, also given by the storefront's proxy. */
export const REQUEST_BODY_TOO_LARGE = 'Request body is too large';
export const RESPONSE_BAD_CONTENT_TYPE = 'Error with response - bad content-type!';
export const RESPONSE_WRONG_FORMAT = 'Unhandled error, wrong response format!';
export const OFFLINE_PAGE_UNAVAILABLE =
  'The product, category or CMS page is not available in Offline mode. Redirecting to Home.';
export const PRODUCT_ADDED_TO_CART = 'Product has been added to the cart!';
export const PRODUCT_QUANTITY_UPDATED = 'Product quantity has been updated!';
export const STOCK_VOLATILE =
  'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.';
export const PRODUCT_OUT_OF_STOCK = 'The product is out of stock and cannot be added to the cart!';
/** A translation key, not English text: the spec shows it untranslated. */
export const CART_PRODUCT_REMOVE_ERROR = 'cart.product.remove.error';
export const IN_STOCK = 'In stock!';
export const OUT_OF_THE_STOCK = 'Out of the stock!';
export const CATEGORY_NOT_SYNCHRONIZED =
  'No products synchronized for this category. Please come back while online!';
export const ACCOUNT_UPDATED = 'Account data has successfully been updated';
export const RESET_PASSWORD_OFFLINE = 'Reset password feature does not work while offline!';
export const PASSWORD_CHANGED = 'Sucessfully changed password';
export const PASSWORD_CHANGE_FAILED = 'Password change failed';
export const LOGGED_OUT = "You're logged out";
/** Reported together with the query's key and value. */
export const CATEGORY_EMPTY_RESULT = 'Category query returned empty result';

// Placing an order (the spec does not show these; the storefront shows each in the store's language)
export const ORDER_CART_EMPTY = 'The cart is empty: there is nothing to order.';
export const ORDER_CART_CHANGED =
  'The cart has changed since it was checked. Please check your order and place it again.';
/**
 * An order that wants more of a product than is left; the refusal names the product in its details
 * (reason not_enough_stock), which the storefront says in the shopper's language.
 */
export const notEnoughStockMessage = (name: string) =>
  `There is not enough stock left of ${name} for this order.`;
export const ORDER_KEY_REUSED = 'This order key was used for another order.';
/**
 * Too many open prepayment orders of one e-mail address or client address (ADR 0014): the order is refused
 * before it takes any stock, and the shopper is told how to go on.
 */
export const UNPAID_ORDERS_OPEN =
  'You already have open orders waiting for your bank transfer. Please pay them first, or choose another payment method.';
/**
 * A replay of an order key whose details (addresses, e-mail, names, methods, comment, products) differ from
 * the order the key placed: refused as Stripe refuses a reused key with other parameters (ADR 0015).
 */
export const ORDER_KEY_OTHER_REQUEST =
  'This order key already placed an order with other details. Your order was not changed; start a new checkout to order something else.';
/**
 * The order's total as priced now is not the one the shopper was shown beside the order button (its
 * `expected_grand_total`): nothing is placed, the shopper sees the new total (`{amount}`, written in the store
 * view's style) and places the order again.
 */
export const ORDER_TOTAL_CHANGED =
  'The total of your order has changed to {amount}. Please check it and place the order again.';
export const orderTotalChangedMessage = (amount: string) => ORDER_TOTAL_CHANGED.replace('{amount}', amount);
/** Payments spec section 5: the terms must be accepted before ordering. */
export const TERMS_NOT_ACCEPTED = 'You must accept the terms and conditions.';
/** Payments spec section 5: island postcodes are not deliverable; the message asks for a mainland address. */
export const ISLAND_NOT_DELIVERABLE =
  'We cannot deliver to islands. Please enter a delivery address on the mainland.';
/** A VAT number whose country format or checksum does not hold (payments spec 5: a valid VAT number). */
export const VAT_NUMBER_INVALID = 'Please enter a valid VAT number.';

/** Payments spec 5: the limits of a customer's names, street and password, and its messages. */
export const NAME_MAX_LENGTH = 40;
/** Payments spec 5 "Name at least 2 letters": letters (Unicode \p{L}), not characters; see customer-rules. */
export const NAME_MIN_LETTERS = 2;
export const STREET_MAX_LENGTH = 64;
export const PASSWORD_MIN_LENGTH = 8;
/** Argon2 reads every byte; a limit keeps a huge "password" from costing the server more than a login. */
export const PASSWORD_MAX_LENGTH = 256;
export const EMAIL_MAX_LENGTH = 254;

export const FIELD_REQUIRED = 'Field is required';
/** Payments spec 5's quantity messages: a quantity field's own, and the cart's refusal of a quantity below 1. */
export const MUST_BE_GREATER_THAN_ZERO = 'Must be greater than 0';
export const QUANTITY_NOT_ABOVE_ZERO = 'Quantity must be above 0';
/** Payments spec 5: a cart change the server refused (the English of 'cart.product.remove.error' for a removal). */
export const CART_UPDATE_FAILED = 'Cannot update cart';
export const CART_PRODUCT_REMOVE_FAILED = 'Cannot remove product from cart';
export const PASSWORDS_NOT_IDENTICAL = 'Passwords must be identical';
export const PASSWORD_TOO_SHORT = `Password must have at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_SPACES = 'Password must not begin or end with a space';
export const NAME_TOO_LONG = `At most ${NAME_MAX_LENGTH} characters`;
export const NAME_TOO_SHORT = `At least ${NAME_MIN_LETTERS} letters`;
export const STREET_TOO_LONG = `At most ${STREET_MAX_LENGTH} characters`;
export const EMAIL_INVALID = 'Please enter a valid e-mail address';
export const POSTCODE_TOO_SHORT = 'Postcode must have at least 3 characters';
export const PHONE_INVALID = 'Phone number must not contain special characters';
export const TAX_ID_TOO_SHORT = 'Tax ID must have at least 3 characters';

/** The contact page's limits and messages (the spec has none of its own beyond 'Field is required'). */
export const CONTACT_NAME_MAX_LENGTH = 80;
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;
export const CONTACT_NAME_TOO_LONG = `At most ${CONTACT_NAME_MAX_LENGTH} characters`;
export const CONTACT_MESSAGE_TOO_LONG = `At most ${CONTACT_MESSAGE_MAX_LENGTH} characters`;
export const ORDER_NUMBER_INVALID = 'Please enter a valid order number';
