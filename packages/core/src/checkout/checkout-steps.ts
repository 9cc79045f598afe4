/**
 * The checkout's steps in their order. Apart from the step schemas (checkout-form.ts, which bring zod), so
 * the browser code every page loads (the cart store reads the saved checkout details) can name them.
 */
export const CHECKOUT_STEPS = ['details', 'shipping', 'payment', 'review'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];
