import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_ACTIVITY_WINDOW_MS, MINICART_COUNT_TYPE_ITEMS } from '../constants';
import {
  addLine,
  cartCount,
  isInCheckout,
  itemsHash,
  type MergeOptions,
  type MergePlan,
  mergeCart,
  removeLine,
  type ServerLine,
  type SyncLine,
  setLineQty,
} from './cart-sync';

/** The storefront's lines carry more than the sync needs; the extra field shows it survives the merge. */
interface Line extends SyncLine {
  name: string;
}

const line = (sku: string, qty: number, price = 10_00, extra: Partial<Line> = {}): Line => ({
  sku,
  qty,
  price_incl_tax: price,
  name: `name of ${sku}`,
  ...extra,
});
const serverLine = (sku: string, qty: number, item_id: number, price = 10_00): ServerLine => ({
  sku,
  qty,
  item_id,
  price_incl_tax: price,
});
const fromServer = (s: ServerLine): Line => line(s.sku, s.qty, s.price_incl_tax, { name: `server ${s.sku}` });

const skuQty = (lines: readonly { sku: string; qty: number }[]) => lines.map(({ sku, qty }) => [sku, qty]);

/** What the server holds after the plan's calls: update-many sets the quantity, delete drops the item. */
function applyPlan(server: readonly ServerLine[], plan: MergePlan<SyncLine>): ServerLine[] {
  const removed = new Set(plan.remove.map((r) => r.item_id));
  let next = server.filter((s) => !removed.has(s.item_id));
  let nextId = Math.max(0, ...server.map((s) => s.item_id)) + 1;
  for (const { sku, qty } of plan.update) {
    if (next.some((s) => s.sku === sku)) next = next.map((s) => (s.sku === sku ? { ...s, qty } : s));
    else next = [...next, serverLine(sku, qty, nextId++)];
  }
  return next;
}

const asMap = (lines: readonly { sku: string; qty: number }[]) =>
  new Map(lines.map(({ sku, qty }) => [sku, qty]));

describe('mergeCart', () => {
  const merged = { forceClientState: false };
  const forced = { forceClientState: true };

  it('adds a line the server lacks to the server', () => {
    const plan = mergeCart([line('A', 2)], [], merged, fromServer);
    expect(plan.update).toEqual([{ sku: 'A', qty: 2 }]);
    expect(skuQty(plan.lines)).toEqual([['A', 2]]);
    expect(plan.remove).toEqual([]);
  });

  it('drops a line the server lacks locally when that is allowed, but not when the client is the truth', () => {
    const allowed = { forceClientState: false, serverCanRemoveLocalItems: true };
    const plan = mergeCart([line('A', 2), line('B', 1)], [serverLine('B', 1, 7)], allowed, fromServer);
    expect(skuQty(plan.lines)).toEqual([['B', 1]]);
    expect(plan.update).toEqual([]);

    const forcedAllowed = { ...allowed, forceClientState: true };
    const kept = mergeCart([line('A', 2)], [], forcedAllowed, fromServer);
    expect(skuQty(kept.lines)).toEqual([['A', 2]]);
    expect(kept.update).toEqual([{ sku: 'A', qty: 2 }]);
  });

  it("takes the server's quantity on a mismatch by default", () => {
    const plan = mergeCart([line('A', 2)], [serverLine('A', 5, 7)], merged, fromServer);
    expect(skuQty(plan.lines)).toEqual([['A', 5]]);
    expect(plan.update).toEqual([]);
  });

  it("pushes the client's quantity on a mismatch when forced or when the server does not win by default", () => {
    for (const options of [forced, { forceClientState: false, serverMergeByDefault: false }]) {
      const plan = mergeCart([line('A', 2)], [serverLine('A', 5, 7)], options, fromServer);
      expect(skuQty(plan.lines)).toEqual([['A', 2]]);
      expect(plan.update).toEqual([{ sku: 'A', qty: 2 }]);
    }
  });

  it("takes the server's price whenever the server has the line, and keeps the client's other fields", () => {
    for (const options of [merged, forced]) {
      const plan = mergeCart([line('A', 2, 10_00)], [serverLine('A', 2, 7, 12_50)], options, fromServer);
      expect(plan.lines).toEqual([line('A', 2, 12_50)]);
      expect(plan.update).toEqual([]);
    }
    const onlyLocal = mergeCart([line('A', 2, 10_00)], [], merged, fromServer);
    expect(onlyLocal.lines[0]?.price_incl_tax).toBe(10_00);
  });

  it('keeps an untouched line as the same object', () => {
    const client = [line('A', 2), line('B', 1)];
    const plan = mergeCart(client, [serverLine('A', 2, 7)], merged, fromServer);
    expect(plan.lines[0]).toBe(client[0]);
    expect(plan.lines[1]).toBe(client[1]);
  });

  it("gives a server-only line the server's sku, qty and price whatever fromServer maps", () => {
    const sloppy = (s: ServerLine): Line => line(`${s.sku}?`, 1, 0, { name: 'mapped' });
    const plan = mergeCart([], [serverLine('B', 3, 8, 20_00)], merged, sloppy);
    expect(plan.lines).toEqual([line('B', 3, 20_00, { name: 'mapped' })]);
  });

  it('deletes a server line the client lacks when forced, and otherwise adds it to the client', () => {
    const server = [serverLine('A', 1, 7), serverLine('B', 3, 8, 20_00)];
    const deleted = mergeCart([line('A', 1)], server, forced, fromServer);
    expect(deleted.remove).toEqual([{ sku: 'B', item_id: 8 }]);
    expect(skuQty(deleted.lines)).toEqual([['A', 1]]);

    const added = mergeCart([line('A', 1)], server, merged, fromServer);
    expect(added.remove).toEqual([]);
    expect(added.lines).toEqual([line('A', 1), line('B', 3, 20_00, { name: 'server B' })]);
  });

  it("orders the client's lines first, then the server-only ones in the server's order", () => {
    const plan = mergeCart(
      [line('C', 1), line('A', 1)],
      [serverLine('Z', 1, 1), serverLine('A', 1, 2), serverLine('Y', 1, 3)],
      merged,
      fromServer,
    );
    expect(plan.lines.map((l) => l.sku)).toEqual(['C', 'A', 'Z', 'Y']);
  });

  it('makes one update per sku when the client lists a sku twice: the first line counts', () => {
    const plan = mergeCart([line('A', 2), line('A', 5)], [], forced, fromServer);
    expect(plan.update).toEqual([{ sku: 'A', qty: 2 }]);
    expect(skuQty(plan.lines)).toEqual([['A', 2]]);
  });

  it('matches a sku listed twice on the server with its first line; the others go only when forced', () => {
    const server = [serverLine('A', 2, 7), serverLine('A', 4, 8)];
    expect(mergeCart([line('A', 2)], server, forced, fromServer)).toMatchObject({
      update: [],
      remove: [{ sku: 'A', item_id: 8 }],
    });
    const merging = mergeCart([line('A', 2)], server, merged, fromServer);
    expect(merging.remove).toEqual([]);
    expect(skuQty(merging.lines)).toEqual([['A', 2]]);
  });

  it('does not mutate its inputs', () => {
    const client = [line('A', 2, 10_00)];
    const server = [serverLine('A', 5, 7, 12_00), serverLine('B', 1, 8)];
    const before = structuredClone([client, server]);
    mergeCart(client, server, merged, fromServer);
    mergeCart(client, server, forced, fromServer);
    expect([client, server]).toEqual(before);
  });

  describe('properties', () => {
    const skus = fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F');
    const qty = fc.integer({ min: 1, max: 20 });
    const price = fc.integer({ min: 1, max: 100_000 });
    const clientArb = fc
      .uniqueArray(fc.record({ sku: skus, qty, price }), { selector: (r) => r.sku, maxLength: 6 })
      .map((rows) => rows.map((r) => line(r.sku, r.qty, r.price)));
    const serverArb = fc
      .uniqueArray(fc.record({ sku: skus, qty, price }), { selector: (r) => r.sku, maxLength: 6 })
      .map((rows) => rows.map((r, i) => serverLine(r.sku, r.qty, 100 + i, r.price)));
    const optionsArb: fc.Arbitrary<MergeOptions> = fc.record({
      forceClientState: fc.boolean(),
      serverCanRemoveLocalItems: fc.boolean(),
      serverMergeByDefault: fc.boolean(),
    });

    it('forced: the lines are the client’s and the plan makes the server hold exactly them', () => {
      fc.assert(
        fc.property(
          clientArb,
          serverArb,
          optionsArb.map((o) => ({ ...o, forceClientState: true })),
          (client, server, options) => {
            const plan = mergeCart(client, server, options, fromServer);
            expect(skuQty(plan.lines)).toEqual(skuQty(client));
            expect(asMap(applyPlan(server, plan))).toEqual(asMap(client));
          },
        ),
      );
    });

    it('merged with defaults: the union of skus, no quantity above either side, the server ends equal', () => {
      fc.assert(
        fc.property(clientArb, serverArb, (client, server) => {
          const plan = mergeCart(client, server, { forceClientState: false }, fromServer);
          const union = new Set([...client, ...server].map((l) => l.sku));
          expect(new Set(plan.lines.map((l) => l.sku))).toEqual(union);
          expect(plan.lines).toHaveLength(union.size);
          for (const merged of plan.lines) {
            const sides = [...client, ...server].filter((l) => l.sku === merged.sku).map((l) => l.qty);
            expect(merged.qty).toBeLessThanOrEqual(Math.max(...sides));
          }
          expect(asMap(applyPlan(server, plan))).toEqual(asMap(plan.lines));
        }),
      );
    });

    it('any options: the server ends equal to the lines, and merging again plans nothing', () => {
      fc.assert(
        fc.property(clientArb, serverArb, optionsArb, (client, server, options) => {
          const plan = mergeCart(client, server, options, fromServer);
          const updated = applyPlan(server, plan);
          expect(asMap(updated)).toEqual(asMap(plan.lines));
          const again = mergeCart(plan.lines, updated, options, fromServer);
          expect(again.update).toEqual([]);
          expect(again.remove).toEqual([]);
          expect(skuQty(again.lines)).toEqual(skuQty(plan.lines));
        }),
      );
    });
  });
});

describe('itemsHash', () => {
  it('is 8 hex chars of FNV-1a 32-bit', () => {
    // Expected values computed independently (Python) over the UTF-8 bytes of the joined, sorted entries.
    expect(itemsHash([])).toBe('811c9dc5');
    expect(itemsHash([{ sku: 'A', qty: 1 }])).toBe('431d5a0f');
    expect(
      itemsHash([
        { sku: 'ä', qty: 1 },
        { sku: 'B', qty: 2 },
      ]),
    ).toBe('86341da5');
    expect(itemsHash([{ sku: 'ä', qty: 1 }])).not.toBe(itemsHash([{ sku: 'a', qty: 1 }]));
  });

  it('tells sku and qty apart', () => {
    expect(itemsHash([{ sku: 'A1', qty: 2 }])).not.toBe(itemsHash([{ sku: 'A', qty: 12 }]));
    expect(itemsHash([{ sku: 'A', qty: 1 }])).not.toBe(itemsHash([{ sku: 'A', qty: 2 }]));
  });

  it('is independent of order and changes when any quantity changes', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ sku: fc.string({ minLength: 1, maxLength: 8 }), qty: fc.nat(999) }), {
          selector: (r) => r.sku,
          minLength: 1,
          maxLength: 10,
        }),
        fc.nat(),
        fc.integer({ min: 1, max: 50 }),
        (lines, pick, delta) => {
          const hash = itemsHash(lines);
          expect(itemsHash([...lines].reverse())).toBe(hash);
          const index = pick % lines.length;
          const changed = lines.map((l, i) => (i === index ? { ...l, qty: l.qty + delta } : l));
          expect(itemsHash(changed)).not.toBe(hash);
        },
      ),
    );
  });
});

describe('isInCheckout', () => {
  const now = 1_700_000_000_000;

  it('counts activity within the window before now, its end included', () => {
    expect(isInCheckout(now, now)).toBe(true);
    expect(isInCheckout(now - CHECKOUT_ACTIVITY_WINDOW_MS, now)).toBe(true);
    expect(isInCheckout(now - CHECKOUT_ACTIVITY_WINDOW_MS - 1, now)).toBe(false);
  });

  it('is false without a modification or for one after now', () => {
    expect(isInCheckout(null, now)).toBe(false);
    expect(isInCheckout(now + 1, now)).toBe(false);
  });
});

describe('addLine', () => {
  it('appends a new sku and raises the quantity of an existing one, keeping the existing line', () => {
    const lines = [line('A', 1, 10_00, { name: 'kept' })];
    expect(addLine(lines, line('B', 2))).toEqual([lines[0], line('B', 2)]);
    expect(addLine(lines, line('A', 3, 99_00, { name: 'new' }))).toEqual([
      line('A', 4, 10_00, { name: 'kept' }),
    ]);
    expect(lines).toEqual([line('A', 1, 10_00, { name: 'kept' })]);
  });
});

describe('setLineQty', () => {
  const lines = [line('P', 1), line('C', 1, 10_00, { parentSku: 'P' }), line('B', 2)];

  it('sets the quantity without touching the other lines', () => {
    const next = setLineQty(lines, 'B', 5);
    expect(skuQty(next)).toEqual([
      ['P', 1],
      ['C', 1],
      ['B', 5],
    ]);
    expect(next[0]).toBe(lines[0]);
    expect(lines[2]?.qty).toBe(2);
  });

  it('removes the line and its children at a quantity of 0 or less', () => {
    expect(skuQty(setLineQty(lines, 'P', 0))).toEqual([['B', 2]]);
    expect(skuQty(setLineQty(lines, 'B', -1))).toEqual([
      ['P', 1],
      ['C', 1],
    ]);
  });
});

describe('removeLine', () => {
  it('removes the sku and its children, and only those', () => {
    const lines = [
      line('P', 1),
      line('C', 1, 10_00, { parentSku: 'P' }),
      line('B', 2, 10_00, { parentSku: null }),
    ];
    expect(skuQty(removeLine(lines, 'P'))).toEqual([['B', 2]]);
    expect(skuQty(removeLine(lines, 'C'))).toEqual([
      ['P', 1],
      ['B', 2],
    ]);
    expect(lines).toHaveLength(3);
  });
});

describe('cartCount', () => {
  it("counts lines for the 'items' type and sums quantities otherwise", () => {
    const lines = [{ qty: 2 }, { qty: 3 }];
    expect(cartCount(lines, MINICART_COUNT_TYPE_ITEMS)).toBe(2);
    expect(cartCount(lines, 'qty')).toBe(5);
    expect(cartCount([], MINICART_COUNT_TYPE_ITEMS)).toBe(0);
  });
});
