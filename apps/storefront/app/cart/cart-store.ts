import type { CartItem, CartTotalsResult } from '@hortus/api-contract';
import {
  addLine,
  getStoreView,
  isInCheckout,
  itemsHash,
  removeLine,
  type StoreCode,
  setLineQty,
} from '@hortus/core';
import { useEffect, useSyncExternalStore } from 'react';
import { checkoutModifiedAt } from '../checkout/saved-details';
import { useTranslation } from '../lib/i18n';
import { backgroundTasks } from '../state/background-tasks';
import { notify } from '../state/notifications';
import { trackCartChange } from '../tracking';
import type { SyncAnswer } from '../wire/cart-sync';
import { LINE_REMOVED, UNDO_TIME_TO_LIVE_MS, undoRemoval } from './cart-notices';

/**
 * The browser's cart (spec 4 "Cart synchronisation"): the last priced cart from the server plus the
 * shopper's changes not yet confirmed, kept in local storage per store view, so that the cart can be
 * changed offline and survives a reload. Every change is sent as the whole set of lines with the client
 * state forced; a sync that fails for the network stays pending and runs again when the browser is back
 * online, and one the server refuses brings back the server's last cart (spec: the quantity is restored).
 * The merge itself runs on the storefront server with the rules of packages/core (cart.server.ts).
 */

export interface CartState {
  /** The lines as the shopper sees them: the server's, with pending changes applied. */
  items: CartItem[];
  /** The server's last priced cart (totals of `items` only when nothing is pending). */
  server: CartTotalsResult | null;
  /** Changes not yet confirmed by the server. */
  pending: boolean;
  /** itemsHash of the lines the server last confirmed (spec 4: only a changed cart is sent). */
  syncedHash: string | null;
  syncing: boolean;
  /** When the server's cart was last taken (ms), to tell it from an older page's count. */
  syncedAt: number;
}

const empty: CartState = {
  items: [],
  server: null,
  pending: false,
  syncedHash: null,
  syncing: false,
  syncedAt: 0,
};
const CHANNEL_KEY = (store: string) => `hortus.cart.${store}`;

type Listener = () => void;
/** offline: kept and sent when the browser is back online; refused: the server's last cart is back. */
export type SyncOutcome = 'synced' | 'offline' | 'refused';

/** What came back for a sync: the HTTP status and body, or null when it could not reach the server. */
export type SyncReply = { status: number; body: unknown } | null;
export type SendCart = (lines: CartItem[], force: boolean) => Promise<SyncReply>;

export interface CartStore {
  get(): CartState;
  subscribe(listener: Listener): () => void;
  /** The server's cart as a page loaded it: taken unless the shopper's own changes wait to be sent. */
  adopt(cart: CartTotalsResult | null): void;
  add(line: CartItem): Promise<SyncOutcome>;
  setQty(sku: string, qty: number): Promise<SyncOutcome>;
  remove(sku: string): Promise<SyncOutcome>;
  /** After logout: nothing of the last shopper's cart stays in this browser. */
  reset(): void;
  sync(): Promise<SyncOutcome>;
  /** A sync's reply that arrives later (sent by the task queue once the browser was back online). */
  settle(sent: readonly { sku: string; qty: number }[], reply: NonNullable<SyncReply>): SyncOutcome;
}

function read(store: string): CartState {
  try {
    const saved = localStorage.getItem(CHANNEL_KEY(store));
    if (!saved) return empty;
    const parsed = JSON.parse(saved) as Partial<CartState>;
    if (!Array.isArray(parsed.items)) return empty;
    return { ...empty, ...parsed, syncing: false };
  } catch {
    return empty;
  }
}

export function createCartStore(store: string, send: SendCart): CartStore {
  let state = read(store);
  const listeners = new Set<Listener>();
  const set = (next: CartState) => {
    state = next;
    try {
      localStorage.setItem(CHANNEL_KEY(store), JSON.stringify({ ...next, syncing: false }));
    } catch {
      // Storage full or blocked: the cart still works for this page.
    }
    for (const listener of listeners) listener();
  };
  const fromServer = (cart: CartTotalsResult | null): CartState => ({
    items: cart?.items ?? [],
    server: cart,
    pending: false,
    syncedHash: itemsHash(cart?.items ?? []),
    syncing: false,
    syncedAt: Date.now(),
  });
  const change = (items: CartItem[]) => {
    set({ ...state, items, pending: true });
    return api.sync();
  };

  const api: CartStore = {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    adopt(cart) {
      if (state.pending) {
        void api.sync();
        return;
      }
      // Spec 4: while the shopper is in checkout, this browser's lines are the cart (client state forced),
      // so an order is never placed with lines another device changed meanwhile.
      const differs = itemsHash(state.items) !== itemsHash(cart?.items ?? []);
      if (differs && state.items.length > 0 && isInCheckout(checkoutModifiedAt(store), Date.now())) {
        // The server holds the page's lines now: what was last synced no longer says what it has.
        set({ ...state, server: cart, syncedHash: itemsHash(cart?.items ?? []), pending: true });
        void api.sync();
        return;
      }
      set(fromServer(cart));
    },
    add: (line) => change(addLine(state.items, line)),
    setQty: (sku, qty) => change(setLineQty(state.items, sku, qty)),
    remove: (sku) => change(removeLine(state.items, sku)),
    reset: () => set(empty),
    async sync() {
      if (!state.pending) return 'synced';
      // The sync on its way sends the newer lines after it (see below).
      if (state.syncing) return 'synced';
      if (!navigator.onLine) return 'offline';
      // The shopper's edits undid each other (offline, say): the server has these lines already.
      if (itemsHash(state.items) === state.syncedHash) {
        set({ ...state, pending: false });
        return 'synced';
      }
      const sent = state.items;
      set({ ...state, syncing: true });
      const reply = await send(sent, true).catch(() => null);
      if (!reply) {
        set({ ...state, syncing: false });
        return 'offline';
      }
      const outcome = api.settle(sent, reply);
      return state.pending ? api.sync() : outcome;
    },
    settle(sent, reply) {
      const answer = reply.body as SyncAnswer | null;
      if (reply.status !== 200 || !answer || !('cart' in answer)) {
        set(fromServer(state.server));
        return 'refused';
      }
      // Changes made while this sync was on its way stay pending and go out with the next one.
      const changedMeanwhile = itemsHash(state.items) !== itemsHash(sent);
      set({ ...fromServer(answer.cart), ...(changedMeanwhile ? { items: state.items, pending: true } : {}) });
      return 'synced';
    },
  };
  return api;
}

let current: CartStore | null = null;
let currentStore: string | null = null;

const SYNCED_EVENT = 'store:cart/synced';

/**
 * A cart sync as a background task (spec 4): kept in IndexedDB until it reaches the server, one waiting
 * task per store view (a newer state replaces an unsent one). The promise settles with the reply, or with
 * null when the browser could not send it now; the queue sends it when the browser is back online and
 * the reply then reaches the cart through the 'store:cart/synced' event.
 */
function queuedSync(store: string): SendCart {
  return (lines, force) => {
    const tasks = backgroundTasks();
    const body = JSON.stringify({
      force,
      lines: lines.map(({ sku, qty, price_incl_tax }) => ({ sku, qty, price_incl_tax })),
    });
    return new Promise((resolve) => {
      const stop = tasks.on((event, task) => {
        if (event !== SYNCED_EVENT || task.payload.body !== body) return;
        stop();
        resolve({ status: task.code ?? 0, body: task.result });
      });
      const notSent = () => {
        stop();
        resolve(null);
      };
      tasks
        .enqueue({
          task_id: `cart-sync:${store}`,
          url: `/${store}/cart/sync`,
          payload: {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body,
          },
          callback_event: SYNCED_EVENT,
          silent: true,
        })
        .then(() => tasks.process())
        .then(notSent, notSent);
    });
  };
}

/** The cart store of the page's store view, made on first use in the browser. */
export function cartStoreOf(store: string): CartStore {
  if (current && currentStore === store) return current;
  currentStore = store;
  const made = createCartStore(store, queuedSync(store));
  current = made;
  // A sync queued on an earlier page (or before a reload) that went out once the browser was online.
  backgroundTasks().registerStoreAction('cart/synced', (task) => {
    if (made.get().syncing || !task.url.startsWith(`/${store}/`)) return;
    const sent = (JSON.parse(task.payload.body ?? '{}') as { lines?: { sku: string; qty: number }[] }).lines;
    made.settle(sent ?? [], { status: task.code ?? 0, body: task.result });
  });
  window.addEventListener('online', () => void made.sync());
  return made;
}

/** The browser's cart, or the page's server cart before hydration (same markup on both sides). */
export function useCart(store: string, serverCart: CartTotalsResult | null | undefined): CartState {
  const state = useSyncExternalStore(
    (listener) => cartStoreOf(store).subscribe(listener),
    () => cartStoreOf(store).get(),
    () => fromServerSnapshot(serverCart),
  );
  useEffect(() => {
    if (serverCart !== undefined) cartStoreOf(store).adopt(serverCart);
  }, [store, serverCart]);
  return state;
}

const snapshots = new WeakMap<object, CartState>();
function fromServerSnapshot(cart: CartTotalsResult | null | undefined): CartState {
  if (!cart) return empty;
  const known = snapshots.get(cart);
  if (known) return known;
  const snapshot: CartState = { ...empty, items: cart.items, server: cart };
  snapshots.set(cart, snapshot);
  return snapshot;
}

/**
 * The cart's changes for a component: the browser's cart takes them at once, then they are synchronised;
 * the shopper hears how it went (spec 8 notices). A quantity is at least 1 (the line's field says so);
 * taking a line out is the remove button's, whose notice offers to put it back.
 */
export function useCartActions(store: StoreCode) {
  const { t } = useTranslation();
  const tell = (outcome: SyncOutcome, success: string, refused = 'cart.refusedRestored') => {
    if (outcome === 'synced') notify({ type: 'success', message: success });
    else if (outcome === 'offline') notify({ type: 'warning', message: t('cart.savedOffline') });
    else notify({ type: refused === 'cart.refusedRestored' ? 'error' : 'warning', message: t(refused) });
  };
  const lineOf = (sku: string) =>
    cartStoreOf(store)
      .get()
      .items.find((item) => item.sku === sku);
  // Spec 9 addToCart / removeFromCart: the pieces the shopper added or took out, once the cart took them.
  const tracked = async (line: CartItem | undefined, qty: number, change: () => Promise<SyncOutcome>) => {
    const outcome = await change();
    if (line && outcome !== 'refused') trackCartChange(line, line.qty, qty, getStoreView(store));
    return outcome;
  };
  const restore = async (line: CartItem) => {
    const outcome = await cartStoreOf(store).add(line);
    if (outcome !== 'refused') trackCartChange(line, 0, line.qty, getStoreView(store));
    tell(outcome, t('cart.restored', { name: line.name }));
  };
  return {
    setQty: async (sku: string, qty: number) =>
      tell(
        await tracked(lineOf(sku), qty, () => cartStoreOf(store).setQty(sku, qty)),
        t('cart.quantityUpdated'),
      ),
    // Spec 4: a failed server deletion warns 'cart.product.remove.error'; the refused sync has already
    // brought back the server's cart.
    remove: async (sku: string) => {
      const line = lineOf(sku);
      const outcome = await tracked(line, 0, () => cartStoreOf(store).remove(sku));
      if (outcome !== 'synced' || !line) return tell(outcome, t('cart.removed'), 'cart.product.remove.error');
      notify({
        type: 'success',
        message: t(LINE_REMOVED, { name: line.name }),
        action: undoRemoval(store, line, t('cart.undo'), () => void restore(line)),
        timeToLive: UNDO_TIME_TO_LIVE_MS,
      });
    },
  };
}
