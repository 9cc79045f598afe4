/**
 * Product types that are never shipped (spec 3: virtual and downloadable are read): a service done on the
 * spot (virtual) or a file to download after payment (downloadable). They cost no shipping and promise no
 * delivery days.
 */
export const NOT_SHIPPED_PRODUCT_TYPES: ReadonlySet<string> = new Set(['virtual', 'downloadable']);

export function isShippedProductType(typeId: string): boolean {
  return !NOT_SHIPPED_PRODUCT_TYPES.has(typeId);
}

/**
 * Whether an order of products of these types needs a delivery (and pays for one): when any of them is
 * shipped. An order of only virtual and downloadable products has no shipping method to pay; one whose
 * products are not known yet (no lines) is taken to need one, so nothing is promised free too early.
 */
export function needsDelivery(typeIds: readonly string[]): boolean {
  return typeIds.length === 0 || typeIds.some(isShippedProductType);
}
