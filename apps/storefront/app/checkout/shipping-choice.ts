/**
 * A delivery method as the checkout's radio button names it: carrier and method in one value, read back
 * into the two codes the API's order body takes.
 */
export function shippingChoiceOf(method: { carrier_code: string; method_code: string }): string {
  return `${method.carrier_code}|${method.method_code}`;
}

export function carrierAndMethodOf(choice: string): { carrier: string; method: string } {
  const [carrier = '', method = ''] = choice.split('|');
  return { carrier, method };
}
