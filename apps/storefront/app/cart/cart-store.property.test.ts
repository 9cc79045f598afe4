import type { CartItem } from '@hortus/api-contract';
import { mergeCart } from '@hortus/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCartStore, type SyncReply } from './cart-store';
import { cartLine, fakeBrowser, pricedCart } from './cart-test-support';

/**
 * The browser cart against a server that merges as the storefront server does (mergeCart of packages/core,
 * client state forced): whatever the order of the shopper's edits, lost connections, refusals and
 * reconnects, once the browser is back online and synchronised, the browser and the server hold the same
 * lines, no sku twice, and no quantity above what the shopper ever asked for.
 */

const SKUS = ['A', 'B', 'C', 'D'] as const;

const PRICE = 100;
const line = (sku: string, qty: number) => cartLine(sku, qty, PRICE);

type Command =
  | { kind: 'add'; sku: string; qty: number }
  | { kind: 'set'; sku: string; qty: number }
  | { kind: 'remove'; sku: string }
  | { kind: 'offline' }
  | { kind: 'online' }
  | { kind: 'refuse-next' }
  | { kind: 'reload' };

const sku = fc.constantFrom(...SKUS);
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), sku, qty: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('set' as const), sku, qty: fc.integer({ min: 0, max: 5 }) }),
  fc.record({ kind: fc.constant('remove' as const), sku }),
  fc.constant({ kind: 'offline' as const }),
  fc.constant({ kind: 'online' as const }),
  fc.constant({ kind: 'refuse-next' as const }),
  fc.constant({ kind: 'reload' as const }),
);

const browser = fakeBrowser();

describe('the browser cart and the server', () => {
  it('end with the same lines after any run of edits, outages, refusals and reloads', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { maxLength: 25 }), async (commands) => {
        browser.storage.clear();
        browser.online = true;
        let server: { sku: string; qty: number; item_id: number }[] = [];
        let refuseNext = false;
        /** The largest quantity the shopper ever had for each sku. */
        const asked = new Map<string, number>();
        const send = async (lines: CartItem[], force: boolean): Promise<SyncReply> => {
          if (!browser.online) return null;
          if (refuseNext) {
            refuseNext = false;
            return { status: 400, body: { notice: null } };
          }
          const plan = mergeCart(
            lines.map(({ sku: s, qty, price_incl_tax }) => ({ sku: s, qty, price_incl_tax })),
            server.map((entry) => ({ ...entry, price_incl_tax: PRICE })),
            { forceClientState: force },
            (entry) => entry,
          );
          server = plan.lines.map((entry, index) => ({ sku: entry.sku, qty: entry.qty, item_id: index + 1 }));
          return { status: 200, body: { cart: pricedCart(server, PRICE) } };
        };
        let cart = createCartStore('de-de', send);
        const note = () => {
          for (const item of cart.get().items) {
            asked.set(item.sku, Math.max(asked.get(item.sku) ?? 0, item.qty));
          }
        };
        for (const step of commands) {
          if (step.kind === 'add') await cart.add(line(step.sku, step.qty));
          else if (step.kind === 'set') await cart.setQty(step.sku, step.qty);
          else if (step.kind === 'remove') await cart.remove(step.sku);
          else if (step.kind === 'offline') browser.online = false;
          else if (step.kind === 'online') {
            browser.online = true;
            await cart.sync();
          } else if (step.kind === 'refuse-next') refuseNext = true;
          else cart = createCartStore('de-de', send);
          note();
        }
        browser.online = true;
        refuseNext = false;
        await cart.sync();
        const client = cart.get();
        expect(client.pending).toBe(false);
        const clientLines = client.items.map(({ sku: s, qty }) => ({ sku: s, qty }));
        expect(clientLines).toEqual(server.map(({ sku: s, qty }) => ({ sku: s, qty })));
        expect(new Set(clientLines.map((entry) => entry.sku)).size).toBe(clientLines.length);
        for (const entry of clientLines) expect(entry.qty).toBeLessThanOrEqual(asked.get(entry.sku) ?? 0);
      }),
      { numRuns: 300 },
    );
  });
});
