import { createHash } from 'node:crypto';
import type { PlaceOrderBody } from '@hortus/api-contract';
import { stringify } from 'safe-stable-stringify';

/**
 * The fingerprint of what an order attempt asks for (ADR 0015): every detail the shopper chose (e-mail,
 * names, both addresses, delivery and payment method, comment, the lines they saw), as JSON with its keys
 * sorted and the lines in sku order, hashed. Left out: the key itself and the checkout log's id, which say
 * which attempt and which log, not what is ordered. A replay of a key whose fingerprint differs is refused.
 */
export function orderRequestHash(body: PlaceOrderBody): string {
  const details = {
    email: body.email,
    firstname: body.firstname,
    lastname: body.lastname,
    addressInformation: body.addressInformation,
    // No comment and an empty one are the same order (the order keeps neither).
    comment: body.comment || null,
    products: body.products
      ? [...body.products]
          .map(({ sku, qty }) => ({ sku, qty }))
          .sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : a.qty - b.qty))
      : null,
  };
  return createHash('sha256')
    .update(String(stringify(details)))
    .digest('base64url');
}
