import type { IncomingHttpHeaders } from 'node:http';
import { refuse } from './errors';

/**
 * The sandbox simulation codes each operation takes in `x-amz-pay-simulation-code` (sandbox simulations
 * page, Amazon's Magento tests, WooCommerce; facts 2.7): Complete Checkout Session cancels the session
 * (BuyerCanceled) or declines it (Declined); Create Charge declines (HardDeclined, SoftDeclined,
 * AmazonRejected); Capture Charge stays pending (CaptureInitiated) or is rejected after pending
 * (AmazonRejected); Create Refund is rejected after pending (AmazonRejected).
 */
const CODES = {
  completeCheckoutSession: ['BuyerCanceled', 'Declined'],
  createCharge: ['HardDeclined', 'SoftDeclined', 'AmazonRejected'],
  captureCharge: ['CaptureInitiated', 'AmazonRejected'],
  createRefund: ['AmazonRejected'],
} as const;

export type SimulatedOperation = keyof typeof CODES;

/**
 * The simulation the request asks for, or null. Only the sandbox simulates, and the header need not be
 * signed (the PHP SDK sends it unsigned); a code the operation does not know is refused.
 */
export function simulationOf(
  headers: IncomingHttpHeaders,
  operation: SimulatedOperation | null,
  sandbox: boolean,
): string | null {
  const code = headers['x-amz-pay-simulation-code'];
  if (!sandbox || code === undefined) return null;
  const text = Array.isArray(code) ? code.join(',') : code;
  if (operation === null || !(CODES[operation] as readonly string[]).includes(text)) {
    throw refuse.invalidSandboxSimulation(text);
  }
  return text;
}
