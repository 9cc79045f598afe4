import type { CheckoutStep } from '@hortus/core';
import type { LogAnswer } from '../wire/checkout-calls';

/**
 * The checkout log (spec 4, payments spec 3 "Order / transaction log"): made at the first step and updated
 * at each step through the storefront's checkout/log call; the order marks it completed or failed. A
 * failed call costs the shopper nothing: the log is for the shop, the order does not depend on it.
 * Answers the log's id (null when it could not be written).
 */
export async function logCheckoutStep(
  store: string,
  step: CheckoutStep,
  form: HTMLFormElement | null,
  logId: string | undefined,
): Promise<string | null> {
  const body = new URLSearchParams(form ? [...new FormData(form)].filter(isLogged) : []);
  body.set('step', step);
  if (logId) body.set('logId', logId);
  try {
    const response = await fetch(`/${store}/checkout/log`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
    });
    const answer = (await response.json()) as Partial<LogAnswer>;
    return answer.logged ?? null;
  } catch {
    return null;
  }
}

/** Passwords and the order key stay out of the log. */
function isLogged(entry: [string, FormDataEntryValue]): entry is [string, string] {
  return typeof entry[1] === 'string' && !/password/i.test(entry[0]) && entry[0] !== 'orderKey';
}
