import { CURRENCIES, decimalOf, unitsOf } from './amounts';
import { refusal } from './errors';
import { isHttpUrl, isObject, type Json } from './http';
import type { Basket } from './state';

const ITEM_TYPES = new Set(['goods', 'digital', 'shipment', 'voucher']);

function checkItem(value: unknown, index: number, full: boolean, newReference: () => string) {
  const field = (name: string) => `basketItems[${index}].${name}`;
  if (!isObject(value)) throw refusal.invalidRequest(`The ${field('')} must be an object.`);
  const title = value.title;
  if (typeof title !== 'string' || !title.trim()) throw refusal.fieldMissing(field('title'));
  if (title.length > 255)
    throw refusal.invalidRequest(`The ${field('title')} must not exceed 255 characters.`);
  const quantity = value.quantity;
  if (!Number.isInteger(quantity) || (quantity as number) < 1) {
    throw refusal.invalidRequest(`The ${field('quantity')} must be a whole number of at least 1.`);
  }
  const gross = unitsOf(value.amountPerUnitGross);
  if (gross === null) throw refusal.fieldMissing(field('amountPerUnitGross'));
  const discount =
    value.amountDiscountPerUnitGross === undefined ? 0 : unitsOf(value.amountDiscountPerUnitGross);
  if (discount === null)
    throw refusal.invalidRequest(`The ${field('amountDiscountPerUnitGross')} is invalid.`);
  const vat = value.vat;
  if (typeof vat !== 'number' || vat < 0 || vat > 100) {
    throw refusal.invalidRequest(`The ${field('vat')} must be a percentage from 0 to 100.`);
  }
  const type = value.type;
  if (type === undefined ? full : !ITEM_TYPES.has(String(type))) {
    throw refusal.invalidRequest(`The ${field('type')} must be goods, digital, shipment or voucher.`);
  }
  if (value.imageUrl !== undefined && !isHttpUrl(value.imageUrl)) {
    throw refusal.basketItemImageInvalid();
  }
  const reference = value.basketItemReferenceId;
  if (reference !== undefined && (typeof reference !== 'string' || reference.length > 255)) {
    throw refusal.invalidRequest(`The ${field('basketItemReferenceId')} is invalid.`);
  }
  return {
    valueUnits: (quantity as number) * (gross - discount),
    view: {
      basketItemReferenceId: reference ?? newReference(),
      title,
      subTitle: typeof value.subTitle === 'string' ? value.subTitle : '',
      quantity,
      unit: typeof value.unit === 'string' ? value.unit : '',
      vat,
      amountPerUnitGross: decimalOf(gross),
      amountDiscountPerUnitGross: decimalOf(discount),
      type: type ?? '',
    },
  };
}

/**
 * Checks a v2 basket (facts 1.3 "Baskets v2"): a supported currency, at least one item, each with a title
 * of at most 255 characters, a whole quantity, a gross unit amount and a VAT percentage. A full basket
 * (one with `totalValueGross`) types every item, and its total must be the sum of quantity x (gross -
 * discount) of its items exactly; a minimal one (no total) serves every type but the secured ones.
 */
export function checkBasket(
  body: Json,
  id: string,
  newReference: () => string,
  newOrderId: () => string,
): Basket {
  const currencyCode = body.currencyCode;
  if (typeof currencyCode !== 'string' || !CURRENCIES.has(currencyCode)) {
    throw refusal.currencyNotSupported(String(currencyCode ?? ''));
  }
  const items = body.basketItems;
  if (!Array.isArray(items) || items.length === 0) throw refusal.fieldMissing('basketItems');
  const full = body.totalValueGross !== undefined;
  const checked = items.map((item, index) => checkItem(item, index, full, newReference));
  const sum = checked.reduce((total, item) => total + item.valueUnits, 0);
  let totalUnits: number | null = null;
  if (full) {
    totalUnits = unitsOf(body.totalValueGross);
    if (totalUnits === null) throw refusal.invalidRequest('The totalValueGross is invalid.');
    if (totalUnits !== sum) {
      throw refusal.basketTotalMismatch(
        `The totalValueGross ${decimalOf(totalUnits)} is not the sum of the items after discounts, ${decimalOf(sum)}.`,
      );
    }
  }
  const orderId = typeof body.orderId === 'string' && body.orderId ? body.orderId : newOrderId();
  return {
    id,
    currencyCode,
    totalUnits,
    view: {
      id,
      currencyCode,
      orderId,
      totalValueGross: totalUnits === null ? '' : decimalOf(totalUnits),
      note: typeof body.note === 'string' ? body.note : '',
      basketItems: checked.map((item) => item.view),
    },
  };
}
