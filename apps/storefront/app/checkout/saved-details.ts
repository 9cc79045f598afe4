import { CHECKOUT_STEPS, type CheckoutStep } from '@hortus/core';

/**
 * The shopper's checkout details as typed so far (spec 4: saved personal, shipping and payment details
 * that can be cleared), kept in this browser per store view so that a reload or a lost connection loses
 * nothing. Passwords are never stored. `modifiedAt` says whether the shopper counts as in checkout (spec 4:
 * within 30 minutes), and `orderKey` is the idempotency key of the current order attempt: made once, sent
 * with every try of that attempt, dropped with the details once the order is placed.
 * The key starts with 'hortus.' so that a logout clears it with the shopper's other data.
 */
export interface SavedCheckout {
  values: Record<string, unknown>;
  step: CheckoutStep;
  modifiedAt: number;
  orderKey: string;
  /** The checkout log made at the first step (checkout-log.ts). */
  logId?: string | undefined;
}

const keyOf = (store: string) => `hortus.checkout.${store}`;
/**
 * Never kept in the browser: passwords, the IBAN, and what belongs to one payment attempt only (a card's
 * payment type, an installment inquiry and its plan, an Amazon Pay session).
 */
const SECRET_FIELDS = new Set([
  'password',
  'passwordConfirm',
  'iban',
  'type_id',
  'inquiry_id',
  'number_of_rates',
  'checkout_session_id',
]);

export function newOrderKey(): string {
  return crypto.randomUUID();
}

export function readSavedCheckout(store: string): SavedCheckout | null {
  try {
    const saved = JSON.parse(localStorage.getItem(keyOf(store)) ?? 'null') as Partial<SavedCheckout> | null;
    if (!saved || typeof saved.orderKey !== 'string' || typeof saved.modifiedAt !== 'number') return null;
    const step = CHECKOUT_STEPS.includes(saved.step as CheckoutStep)
      ? (saved.step as CheckoutStep)
      : 'details';
    const values = typeof saved.values === 'object' && saved.values ? saved.values : {};
    const logId = typeof saved.logId === 'string' ? saved.logId : undefined;
    return { values, step, modifiedAt: saved.modifiedAt, orderKey: saved.orderKey, logId };
  } catch {
    return null;
  }
}

/** The form's values without its passwords, as nested objects (`details.email` -> details: { email }). */
export function savedValuesOf(formData: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of formData) {
    if (typeof value !== 'string' || !/^(details|shipping|payment)\./.test(name)) continue;
    const path = name.split('.');
    const field = path.at(-1) ?? '';
    if (SECRET_FIELDS.has(field)) continue;
    let target = values;
    for (const part of path.slice(0, -1)) {
      target[part] ??= {};
      target = target[part] as Record<string, unknown>;
    }
    target[field] = value;
  }
  return values;
}

export function saveCheckout(store: string, saved: SavedCheckout): void {
  try {
    localStorage.setItem(keyOf(store), JSON.stringify(saved));
  } catch {
    // Storage full or blocked: the details live on in the page.
  }
}

/**
 * A new order attempt for the saved details, to be paid another way: after the provider refused or the buyer
 * abandoned a payment, the shop has undone that order (its key would answer it again), and the checkout
 * opens at the payment step.
 */
export function renewOrderKey(store: string): void {
  const saved = readSavedCheckout(store);
  if (saved) saveCheckout(store, { ...saved, step: 'payment', orderKey: newOrderKey(), logId: undefined });
}

export function clearSavedCheckout(store: string): void {
  try {
    localStorage.removeItem(keyOf(store));
  } catch {
    // Nothing stored.
  }
}

/** When the shopper last changed the checkout in this browser (ms), for spec 4's "in checkout". */
export function checkoutModifiedAt(store: string): number | null {
  return readSavedCheckout(store)?.modifiedAt ?? null;
}
