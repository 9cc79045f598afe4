import type { CartItem } from '@hortus/api-contract';
import { describe, expect, it, vi } from 'vitest';
import { type CartStore, createCartStore, type SyncReply } from './cart-store';
import { cartLine, fakeBrowser, pricedCart } from './cart-test-support';

const line = cartLine;
/** The server's answer to a sync, at its own price (1200, above the client's 1000). */
const priced = (lines: { sku: string; qty: number }[], price = 1200) => pricedCart(lines, price);

type Sent = { lines: CartItem[]; force: boolean };

/** A stand-in for the storefront's /cart/sync: answers as told, remembering what it was sent. */
function server() {
  const sent: Sent[] = [];
  let mode: 'ok' | 'offline' | 'refuse' = 'ok';
  let hold: Promise<void> | null = null;
  const send = async (lines: CartItem[], force: boolean): Promise<SyncReply> => {
    sent.push({ lines, force });
    if (hold) await hold;
    if (mode === 'offline') return null;
    if (mode === 'refuse') return { status: 400, body: { notice: null } };
    return { status: 200, body: { cart: priced(lines) } };
  };
  return {
    sent,
    send,
    set: (next: typeof mode) => {
      mode = next;
    },
    holdUntil: (gate: Promise<void>) => {
      hold = gate;
    },
  };
}

const browser = fakeBrowser();

const skus = (store: CartStore) => Object.fromEntries(store.get().items.map((item) => [item.sku, item.qty]));

describe('the browser cart', () => {
  it('sends every change with the client state forced and takes the server priced answer', async () => {
    const api = server();
    const cart = createCartStore('de-de', api.send);
    expect(await cart.add(line('A', 1))).toBe('synced');
    expect(await cart.add(line('A', 2))).toBe('synced');
    expect(api.sent.at(-1)).toMatchObject({ force: true, lines: [{ sku: 'A', qty: 3 }] });
    expect(cart.get()).toMatchObject({ pending: false, items: [{ sku: 'A', qty: 3, price_incl_tax: 1200 }] });
    expect(cart.get().server?.grand_total).toBe(3600);
  });

  it('keeps a change made offline, across a reload, and sends it when the browser is back online', async () => {
    const api = server();
    const cart = createCartStore('de-de', api.send);
    await cart.add(line('A', 1));
    browser.online = false;
    expect(await cart.setQty('A', 4)).toBe('offline');
    expect(await cart.add(line('B', 1))).toBe('offline');
    expect(cart.get().pending).toBe(true);
    expect(api.sent).toHaveLength(1);

    // The page is reloaded while offline: the change is still there.
    const reloaded = createCartStore('de-de', api.send);
    expect(skus(reloaded)).toEqual({ A: 4, B: 1 });
    expect(reloaded.get().pending).toBe(true);

    browser.online = true;
    expect(await reloaded.sync()).toBe('synced');
    expect(api.sent.at(-1)?.lines.map(({ sku, qty }) => ({ sku, qty }))).toEqual([
      { sku: 'A', qty: 4 },
      { sku: 'B', qty: 1 },
    ]);
    expect(reloaded.get().pending).toBe(false);
  });

  it('sends nothing when offline edits undid each other, and is no longer pending once online', async () => {
    const api = server();
    const cart = createCartStore('de-de', api.send);
    await cart.add(line('A', 2));
    browser.online = false;
    await cart.setQty('A', 5);
    await cart.setQty('A', 2);
    expect(cart.get().pending).toBe(true);
    browser.online = true;
    expect(await cart.sync()).toBe('synced');
    expect(api.sent).toHaveLength(1);
    expect(cart.get()).toMatchObject({ pending: false, items: [{ sku: 'A', qty: 2 }] });
  });

  it('stays pending when the request fails on the network', async () => {
    const api = server();
    const cart = createCartStore('de-de', api.send);
    api.set('offline');
    expect(await cart.add(line('A', 2))).toBe('offline');
    expect(cart.get()).toMatchObject({ pending: true, syncing: false });
    api.set('ok');
    expect(await cart.sync()).toBe('synced');
    expect(skus(cart)).toEqual({ A: 2 });
  });

  it('brings back the last server cart when the server refuses a change (the quantity is restored)', async () => {
    const api = server();
    const cart = createCartStore('de-de', api.send);
    await cart.add(line('A', 2));
    api.set('refuse');
    expect(await cart.setQty('A', 9999)).toBe('refused');
    expect(skus(cart)).toEqual({ A: 2 });
    expect(await cart.add(line('B', 1))).toBe('refused');
    expect(skus(cart)).toEqual({ A: 2 });
    expect(cart.get().pending).toBe(false);
  });

  it('sends a change made while a sync is on its way right after it, so that none is lost', async () => {
    const api = server();
    const cart = createCartStore('de-de', api.send);
    let release = () => {};
    api.holdUntil(
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    );
    const first = cart.add(line('A', 1));
    const second = cart.add(line('B', 1));
    release();
    await first;
    await second;
    await vi.waitFor(() => expect(cart.get().pending).toBe(false));
    expect(skus(cart)).toEqual({ A: 1, B: 1 });
    expect(api.sent.at(-1)?.lines.map((entry) => entry.sku)).toEqual(['A', 'B']);
  });

  it("removes a line with its children and takes a page's server cart only when nothing is pending", async () => {
    const api = server();
    const cart = createCartStore('de-de', api.send);
    cart.adopt(priced([{ sku: 'A', qty: 1 }]));
    expect(skus(cart)).toEqual({ A: 1 });
    browser.online = false;
    await cart.add({ ...line('B', 1) });
    cart.adopt(priced([{ sku: 'C', qty: 5 }]));
    expect(skus(cart)).toEqual({ A: 1, B: 1 });
    await cart.remove('A');
    expect(skus(cart)).toEqual({ B: 1 });
  });

  it('forgets everything on reset (logout)', async () => {
    const api = server();
    const cart = createCartStore('de-de', api.send);
    await cart.add(line('A', 1));
    cart.reset();
    expect(cart.get().items).toEqual([]);
    expect(createCartStore('de-de', api.send).get().items).toEqual([]);
  });

  it("forces this browser's lines over a page's server cart while the shopper is in checkout (spec 4: 30 minutes)", async () => {
    const api = server();
    const cart = createCartStore('de-de', api.send);
    await cart.add(line('A', 2));
    expect(api.sent).toHaveLength(1);
    const now = Date.now();
    // The shopper changed the checkout a minute ago; another device left the server's cart with C only.
    const inCheckout = { values: {}, step: 'shipping', modifiedAt: now - 60_000, orderKey: 'k'.repeat(20) };
    localStorage.setItem('hortus.checkout.de-de', JSON.stringify(inCheckout));
    cart.adopt(priced([{ sku: 'C', qty: 5 }]));
    await vi.waitFor(() => expect(cart.get().pending).toBe(false));
    expect(api.sent).toHaveLength(2);
    expect(api.sent[1]).toMatchObject({ force: true, lines: [{ sku: 'A', qty: 2 }] });
    expect(skus(cart)).toEqual({ A: 2 });

    // Outside the window the server's cart is taken as it is.
    localStorage.setItem(
      'hortus.checkout.de-de',
      JSON.stringify({ ...inCheckout, modifiedAt: now - 1_800_001 }),
    );
    cart.adopt(priced([{ sku: 'C', qty: 5 }]));
    expect(skus(cart)).toEqual({ C: 5 });
    expect(api.sent).toHaveLength(2);
  });
});
