import { CHECKOUT_ACTIVITY_WINDOW_MS, MINICART_COUNT_TYPE_ITEMS } from '../constants';

/** What the sync needs of a client cart line; the storefront's line type extends it (name, image, url...). */
export interface SyncLine {
  sku: string;
  qty: number;
  price_incl_tax: number;
  parentSku?: string | null;
}

/** A line as the server's cart/pull answers it. */
export interface ServerLine {
  sku: string;
  qty: number;
  item_id: number;
  price_incl_tax: number;
}

export interface MergeOptions {
  /** The user acted (add, change, remove) or is in checkout: the client's lines are the truth. */
  forceClientState: boolean;
  /** Spec: a line the server lacks is removed locally "if allowed". Default false: it is added to the server. */
  serverCanRemoveLocalItems?: boolean;
  /** Quantity mismatch without forceClientState: true (default) takes the server's quantity, false pushes the client's. */
  serverMergeByDefault?: boolean;
}

export interface MergePlan<L extends SyncLine> {
  /** The client's lines after the merge, in the client's order, then server-only lines in the server's order. */
  lines: L[];
  /** Lines to put on the server with this quantity (cart/update-many: sets the quantity, does not add). */
  update: { sku: string; qty: number }[];
  /** Server lines to delete (cart/delete by item_id). */
  remove: { sku: string; item_id: number }[];
}

/**
 * Spec 4 "Merge": reconciles the browser cart with the server's cart/pull answer and says which server calls
 * make both sides equal. Applying the plan (update sets the quantity, remove deletes) to the server leaves it
 * holding exactly the sku/qty pairs of `lines` (save extra server lines of one sku, below), so merging again
 * right after gives an empty plan.
 *
 * Skus are matched one to one because the server keeps one line per sku and update-many sets, not adds:
 * - a sku listed twice on the client keeps its first line; later ones are dropped, since pushing both would
 *   leave the server with whichever came last and the two sides would never agree;
 * - a sku listed twice on the server is matched with its first line; the others are deleted when the client
 *   is the truth and otherwise left alone (the client never sees them, so they cannot be judged).
 *
 * `fromServer` builds the client line of a server-only sku; its sku, qty and price are then taken from the
 * server line so the plan's promise above does not depend on the caller's mapping.
 */
export function mergeCart<L extends SyncLine>(
  client: readonly L[],
  server: readonly ServerLine[],
  options: MergeOptions,
  fromServer: (line: ServerLine) => L,
): MergePlan<L> {
  const force = options.forceClientState;
  const dropLocalOnly = (options.serverCanRemoveLocalItems ?? false) && !force;
  const takeServerQty = (options.serverMergeByDefault ?? true) && !force;

  const serverBySku = new Map<string, ServerLine>();
  for (const line of server) if (!serverBySku.has(line.sku)) serverBySku.set(line.sku, line);

  const lines: L[] = [];
  const update: MergePlan<L>['update'] = [];
  const clientSkus = new Set<string>();
  for (const line of client) {
    if (clientSkus.has(line.sku)) continue;
    clientSkus.add(line.sku);
    const onServer = serverBySku.get(line.sku);
    if (onServer === undefined) {
      if (dropLocalOnly) continue;
      update.push({ sku: line.sku, qty: line.qty });
      lines.push(line);
      continue;
    }
    let qty = line.qty;
    if (onServer.qty !== line.qty) {
      if (takeServerQty) qty = onServer.qty;
      else update.push({ sku: line.sku, qty: line.qty });
    }
    // Keeping the same object when nothing changed lets the storefront skip re-rendering untouched lines.
    lines.push(
      qty === line.qty && onServer.price_incl_tax === line.price_incl_tax
        ? line
        : { ...line, qty, price_incl_tax: onServer.price_incl_tax },
    );
  }

  const remove: MergePlan<L>['remove'] = [];
  for (const line of server) {
    const { sku } = line;
    const first = serverBySku.get(sku) === line;
    if (first && clientSkus.has(sku)) continue;
    // A later server line of a matched sku reaches here too: only a forced sync may judge (delete) it.
    if (force) {
      remove.push({ sku, item_id: line.item_id });
    } else if (first) {
      lines.push({ ...fromServer(line), sku, qty: line.qty, price_incl_tax: line.price_incl_tax });
    }
  }
  return { lines, update, remove };
}

const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/**
 * Order-independent fingerprint of sku+qty pairs (spec "items hash"): FNV-1a 32-bit over the UTF-8 bytes of
 * the sorted `sku\u0000qty` entries joined by `\u0000`, as 8 hex chars. Sorting makes reordering the cart
 * not count as a change; NUL cannot occur in a sku or a number, so the joined text reads back unambiguously.
 * Only sku and qty go in because only they are pushed to the server; a price change alone needs no sync.
 */
export function itemsHash(lines: readonly { sku: string; qty: number }[]): string {
  const entries = lines.map((line) => `${line.sku}\u0000${line.qty}`).sort();
  let hash = FNV_OFFSET_BASIS;
  for (const byte of utf8Bytes(entries.join('\u0000'))) {
    hash ^= byte;
    hash = Math.imul(hash, FNV_PRIME) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** UTF-8 by hand: TextEncoder is a host API, and core runs only on the language itself. */
function* utf8Bytes(text: string): Generator<number> {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) {
      yield code;
    } else if (code < 0x800) {
      yield 0xc0 | (code >> 6);
      yield 0x80 | (code & 0x3f);
    } else if (code < 0x10000) {
      yield 0xe0 | (code >> 12);
      yield 0x80 | ((code >> 6) & 0x3f);
      yield 0x80 | (code & 0x3f);
    } else {
      yield 0xf0 | (code >> 18);
      yield 0x80 | ((code >> 12) & 0x3f);
      yield 0x80 | ((code >> 6) & 0x3f);
      yield 0x80 | (code & 0x3f);
    }
  }
}

/**
 * Spec 4 Checkout: in checkout while modifiedAt (ms) lies within CHECKOUT_ACTIVITY_WINDOW_MS before now, the
 * window's end included. null -> false. A modifiedAt after now (the clock was set back) is not trusted: being
 * in checkout makes the sync delete server lines, so doubt must not count as checkout.
 */
export function isInCheckout(modifiedAt: number | null, now: number): boolean {
  if (modifiedAt === null) return false;
  const elapsed = now - modifiedAt;
  return elapsed >= 0 && elapsed <= CHECKOUT_ACTIVITY_WINDOW_MS;
}

/**
 * Spec "Add to cart" 4: adding an existing sku raises its quantity (returns a new array, the input is not
 * mutated). The existing line is kept with the summed quantity rather than replaced by the new one, because
 * it may carry what the server gave it (item ids); the next sync refreshes its price.
 */
export function addLine<L extends SyncLine>(lines: readonly L[], line: L): L[] {
  const index = lines.findIndex((existing) => existing.sku === line.sku);
  if (index === -1) return [...lines, line];
  return lines.map((existing, i) => (i === index ? { ...existing, qty: existing.qty + line.qty } : existing));
}

/** Sets a line's quantity (qty <= 0 removes it, with its children). */
export function setLineQty<L extends SyncLine>(lines: readonly L[], sku: string, qty: number): L[] {
  if (qty <= 0) return removeLine(lines, sku);
  return lines.map((line) => (line.sku === sku && line.qty !== qty ? { ...line, qty } : line));
}

/** Removes by sku and also the children whose parentSku is that sku. */
export function removeLine<L extends SyncLine>(lines: readonly L[], sku: string): L[] {
  return lines.filter((line) => line.sku !== sku && line.parentSku !== sku);
}

/** Spec 9: count type 'items' counts lines, otherwise sums quantities. */
export function cartCount(lines: readonly { qty: number }[], countType: string): number {
  if (countType === MINICART_COUNT_TYPE_ITEMS) return lines.length;
  return lines.reduce((sum, line) => sum + line.qty, 0);
}
