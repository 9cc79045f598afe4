import { describe, expect, it } from 'vitest';
import {
  CATEGORY_EMPTY_RESULT,
  LOGGED_OUT,
  NO_SUCH_CONFIGURATION,
  OUT_OF_THE_STOCK,
  orderTotalChangedMessage,
  PARENT_SKU_MISSING,
  PASSWORD_CHANGED,
  PRODUCT_PRICE_UNKNOWN,
  SEARCH_KEY_MISSING,
  STOCK_VOLATILE,
} from './messages';

describe('messages', () => {
  it('keeps the English text of the spec word for word', () => {
    expect(PRODUCT_PRICE_UNKNOWN).toBe('Product price is unknown, product cannot be added to the cart!');
    expect(NO_SUCH_CONFIGURATION).toBe(
      'No such configuration for the product. Please do choose another combination of attributes.',
    );
    expect(PARENT_SKU_MISSING).toBe(
      "Product doesn't have parentSku, please check if this is configurable product",
    );
    expect(STOCK_VOLATILE).toBe(
      'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
    );
    expect(LOGGED_OUT).toBe("You're logged out");
    expect(CATEGORY_EMPTY_RESULT).toBe('Category query returned empty result');
  });

  it("keeps the spec's typos because clients and translations key on the exact text", () => {
    expect(PASSWORD_CHANGED).toBe('Sucessfully changed password');
    expect(OUT_OF_THE_STOCK).toBe('Out of the stock!');
  });

  it('fills the name of the missing search key into the product/single message', () => {
    expect(SEARCH_KEY_MISSING('sku')).toBe('Please provide the search key sku for product/single action!');
  });

  it('names the new total of an order whose total changed', () => {
    const message = orderTotalChangedMessage('1.089,10 €');
    expect(message).toBe(
      'The total of your order has changed to 1.089,10 €. Please check it and place the order again.',
    );
  });
});
