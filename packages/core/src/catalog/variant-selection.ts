import { PRODUCT_STATUS_UNAVAILABLE_FROM } from '../constants';
import { NO_AVAILABLE_VARIANTS, NO_SUCH_CONFIGURATION } from '../messages';

/** The facts about a configurable child that variant selection needs. */
export interface ConfigurableChild {
  sku: string;
  /** Product status; 2 or more means not sold. */
  status: number;
  isInStock: boolean;
  finalPriceMinor: number;
  /** The child's configurable attribute values by attribute code, e.g. { color: 49, size: 'L' }. */
  attributeValues: Record<string, number | string>;
}

/** The attribute values the shopper chose, by attribute code (from the query string or the option picker). */
export type SelectedOptions = Record<string, number | string>;

export interface VariantListing {
  /** Whether out-of-stock products are listed (a shop setting). */
  listOutOfStock: boolean;
}

/**
 * True when the child can be offered: status below 2, and in stock unless out-of-stock products are listed.
 */
export function isVariantAvailable(child: ConfigurableChild, { listOutOfStock }: VariantListing): boolean {
  return child.status < PRODUCT_STATUS_UNAVAILABLE_FROM && (child.isInStock || listOutOfStock);
}

/** The configurable children that can be offered, in their order. */
export function listAvailableVariants<Child extends ConfigurableChild>(
  children: readonly Child[],
  listing: VariantListing,
): Child[] {
  return children.filter((child) => isVariantAvailable(child, listing));
}

/** Query strings carry numbers as text, so '49' and 49 are the same attribute value. */
function countMatchingOptions(child: ConfigurableChild, selectedOptions: SelectedOptions): number {
  let matches = 0;
  for (const [code, value] of Object.entries(selectedOptions)) {
    const childValue = child.attributeValues[code];
    if (childValue !== undefined && String(childValue) === String(value)) matches += 1;
  }
  return matches;
}

/**
 * The child that matches the most selected attribute values; ties go to the lower final price, then to the
 * earlier child. Undefined when there are no children.
 */
export function selectVariant<Child extends ConfigurableChild>(
  children: readonly Child[],
  selectedOptions: SelectedOptions,
): Child | undefined {
  let best: Child | undefined;
  let bestMatches = -1;
  for (const child of children) {
    const matches = countMatchingOptions(child, selectedOptions);
    const isBetter =
      matches > bestMatches ||
      (matches === bestMatches && best !== undefined && child.finalPriceMinor < best.finalPriceMinor);
    if (isBetter) {
      best = child;
      bestMatches = matches;
    }
  }
  return best;
}

/** True when the child has every selected attribute value. */
export function isExactConfiguration(child: ConfigurableChild, selectedOptions: SelectedOptions): boolean {
  return countMatchingOptions(child, selectedOptions) === Object.keys(selectedOptions).length;
}

export type VariantChoice<Child> =
  | { variant: Child; error?: undefined }
  | { variant?: undefined; error: typeof NO_AVAILABLE_VARIANTS | typeof NO_SUCH_CONFIGURATION };

/**
 * Product load's choice of a configurable product's variant: the best match among the available children,
 * or the spec's error 'No available product variants' when none is available. With `requireExactMatch`
 * (adding to the cart) a best match that lacks a selected value is the error 'No such configuration ...'.
 */
export function chooseVariant<Child extends ConfigurableChild>(
  children: readonly Child[],
  selectedOptions: SelectedOptions,
  options: VariantListing & { requireExactMatch?: boolean },
): VariantChoice<Child> {
  const variant = selectVariant(listAvailableVariants(children, options), selectedOptions);
  if (!variant) return { error: NO_AVAILABLE_VARIANTS };
  if (options.requireExactMatch && !isExactConfiguration(variant, selectedOptions)) {
    return { error: NO_SUCH_CONFIGURATION };
  }
  return { variant };
}
