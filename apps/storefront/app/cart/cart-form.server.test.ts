import { describe, expect, it } from 'vitest';
import type { Route } from '../routes/+types/cart';
import { cartAction } from './cart-form.server';

/** The cart action's answer to a form the page's script sends (`_data=1`: the outcome as data). */
async function post(fields: Record<string, string>) {
  const body = new URLSearchParams({ ...fields, _data: '1' });
  const request = new Request('http://localhost/de-de/cart', { method: 'POST', body });
  const answer = await cartAction({ params: { store: 'de-de' }, request, context: {} } as Route.ActionArgs);
  return (answer as { data: { notice: { id: string }; status: number } }).data;
}

describe('the cart form', () => {
  it.each(['0', '-2', '1.5', 'viele'])(
    "refuses to add a quantity of %s with the spec's 'Quantity must be above 0', asking the API nothing",
    async (qty) => {
      expect(await post({ intent: 'add', sku: 'SHED-1', qty })).toMatchObject({
        status: 400,
        notice: { type: 'error', id: 'cart.quantityAboveZero' },
      });
    },
  );

  it('answers any other malformed form as bad input', async () => {
    expect(await post({ intent: 'add', sku: '', qty: '1' })).toMatchObject({
      status: 400,
      notice: { id: 'cart.badInput' },
    });
  });
});
