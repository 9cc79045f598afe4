import { describe, expect, it } from 'vitest';
import { NO_AVAILABLE_VARIANTS, NO_SUCH_CONFIGURATION } from '../messages';
import {
  type ConfigurableChild,
  chooseVariant,
  listAvailableVariants,
  selectVariant,
} from './variant-selection';

const GREEN = 49;
const GREY = 50;

function child(sku: string, overrides: Partial<ConfigurableChild> = {}): ConfigurableChild {
  return { sku, status: 1, isInStock: true, finalPriceMinor: 100000, attributeValues: {}, ...overrides };
}

const greenSmall = child('shed-green-s', {
  attributeValues: { color: GREEN, size: 'S' },
  finalPriceMinor: 90000,
});
const greenLarge = child('shed-green-l', {
  attributeValues: { color: GREEN, size: 'L' },
  finalPriceMinor: 120000,
});
const greySmall = child('shed-grey-s', {
  attributeValues: { color: GREY, size: 'S' },
  finalPriceMinor: 95000,
});
const greyLarge = child('shed-grey-l', {
  attributeValues: { color: GREY, size: 'L' },
  finalPriceMinor: 110000,
});
const children = [greenSmall, greenLarge, greySmall, greyLarge];

describe('listAvailableVariants', () => {
  it('excludes a child that is out of stock', () => {
    const soldOut = child('sold-out', { isInStock: false });
    expect(listAvailableVariants([greenSmall, soldOut], { listOutOfStock: false })).toEqual([greenSmall]);
  });

  it('keeps a child that is out of stock when out-of-stock products are listed', () => {
    const soldOut = child('sold-out', { isInStock: false });
    expect(listAvailableVariants([greenSmall, soldOut], { listOutOfStock: true })).toEqual([
      greenSmall,
      soldOut,
    ]);
  });

  it('excludes a child with status 2 or more, even when out-of-stock products are listed', () => {
    const disabled = child('disabled', { status: 2 });
    const unknown = child('unknown', { status: 3 });
    expect(listAvailableVariants([disabled, greenSmall, unknown], { listOutOfStock: true })).toEqual([
      greenSmall,
    ]);
  });
});

describe('selectVariant', () => {
  it('chooses the child matching the most selected attribute values', () => {
    expect(selectVariant(children, { color: GREY, size: 'L' })).toBe(greyLarge);
  });

  it('gives ties to the lower final price', () => {
    expect(selectVariant(children, { color: GREEN })).toBe(greenSmall);
    expect(selectVariant(children, { size: 'L' })).toBe(greyLarge);
    expect(selectVariant(children, {})).toBe(greenSmall);
  });

  it('matches attribute values given as text in the query string', () => {
    expect(selectVariant(children, { color: String(GREY), size: 'S' })).toBe(greySmall);
  });

  it('still chooses the best partial match when no child has the whole combination', () => {
    expect(selectVariant([greenSmall, greyLarge], { color: GREEN, size: 'L' })).toBe(greenSmall);
  });

  it('chooses nothing when there are no children', () => {
    expect(selectVariant([], { color: GREEN })).toBeUndefined();
  });
});

describe('chooseVariant', () => {
  it("sets the error 'No available product variants' when no child remains", () => {
    const soldOut = child('sold-out', { isInStock: false });
    expect(chooseVariant([soldOut], {}, { listOutOfStock: false })).toEqual({ error: NO_AVAILABLE_VARIANTS });
    expect(NO_AVAILABLE_VARIANTS).toBe('No available product variants');
  });

  it('chooses the best match among the available children', () => {
    const greyLargeSoldOut = { ...greyLarge, isInStock: false };
    const choice = chooseVariant(
      [greenSmall, greenLarge, greyLargeSoldOut],
      { color: GREY, size: 'L' },
      {
        listOutOfStock: false,
      },
    );
    expect(choice).toEqual({ variant: greenLarge });
  });

  it("reports 'No such configuration' when an exact match is required and no child has the combination", () => {
    const choice = chooseVariant(
      [greenSmall, greyLarge],
      { color: GREEN, size: 'L' },
      {
        listOutOfStock: false,
        requireExactMatch: true,
      },
    );
    expect(choice).toEqual({ error: NO_SUCH_CONFIGURATION });
  });
});
