import { describe, expect, it } from 'vitest';
import { isAddressAllowed, readCheckoutPayload } from './checkout-payload';
import { AmazonPayRefusal } from './errors';
import { TEST_BUYERS } from './test-buyers';

const STORE_ID = 'amzn1.application-oa2-client.hortusexample';
const [koeln, wien, zuerich] = TEST_BUYERS[0]?.addresses ?? [];
const seattle = TEST_BUYERS[1]?.addresses[2];

const payload = (extra: Record<string, unknown> = {}) => ({
  webCheckoutDetails: { checkoutReviewReturnUrl: 'https://hortus.example/review' },
  storeId: STORE_ID,
  ...extra,
});

const refusalOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AmazonPayRefusal) return `${error.reasonCode}: ${error.message}`;
    throw error;
  }
  return null;
};

describe('the address restriction of a button', () => {
  const restrict = (type: 'Allowed' | 'NotAllowed', restrictions: Record<string, unknown>) =>
    readCheckoutPayload(
      payload({ deliverySpecifications: { addressRestrictions: { type, restrictions } } }),
      STORE_ID,
    ).addressRestrictions;

  it('with type Allowed lets only the listed countries be chosen, an empty entry standing for the whole country', () => {
    const allowed = restrict('Allowed', { DE: {}, AT: {} });
    expect([koeln, wien, zuerich].map((address) => address && isAddressAllowed(allowed, address))).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('with states or zip codes narrows a country to them', () => {
    const westCoast = restrict('Allowed', { US: { statesOrRegions: ['WA', 'OR'] } });
    expect(seattle && isAddressAllowed(westCoast, seattle)).toBe(true);
    const elsewhere = restrict('Allowed', { US: { zipCodes: ['10001'] } });
    expect(seattle && isAddressAllowed(elsewhere, seattle)).toBe(false);
  });

  it('with type NotAllowed refuses the listed countries and lets the others be chosen', () => {
    const notSwitzerland = restrict('NotAllowed', { CH: {} });
    expect([koeln, zuerich].map((address) => address && isAddressAllowed(notSwitzerland, address))).toEqual([
      true,
      false,
    ]);
  });

  it('absent lets every address be chosen', () => {
    expect(zuerich && isAddressAllowed(null, zuerich)).toBe(true);
  });
});

describe('a Create Checkout Session payload', () => {
  it('must name the merchant store and an https review URL (http only on this machine)', () => {
    expect(
      refusalOf(() =>
        readCheckoutPayload(payload({ storeId: 'amzn1.application-oa2-client.other' }), STORE_ID),
      ),
    ).toBe('InvalidParameterValue: The value provided for storeId is invalid.');
    const plainHttp = { webCheckoutDetails: { checkoutReviewReturnUrl: 'http://hortus.example/review' } };
    expect(refusalOf(() => readCheckoutPayload(payload(plainHttp), STORE_ID))).toMatch(
      /checkoutReviewReturnUrl/,
    );
    const loopback = { webCheckoutDetails: { checkoutReviewReturnUrl: 'http://127.0.0.1:3000/review' } };
    expect(readCheckoutPayload(payload(loopback), STORE_ID).checkoutReviewReturnUrl).toBe(
      'http://127.0.0.1:3000/review',
    );
    expect(refusalOf(() => readCheckoutPayload({ storeId: STORE_ID }, STORE_ID))).toMatch(
      /^MissingParameterValue/,
    );
  });

  it('takes only the scopes Amazon knows, all of them when none are named', () => {
    expect(refusalOf(() => readCheckoutPayload(payload({ scopes: ['name', 'shoeSize'] }), STORE_ID))).toMatch(
      /scopes/,
    );
    expect(readCheckoutPayload(payload(), STORE_ID).scopes).toContain('shippingAddress');
  });

  it('refuses a restriction keyed by anything but an ISO country code, or of an unknown type', () => {
    const lowerCase = { addressRestrictions: { type: 'Allowed', restrictions: { de: {} } } };
    expect(
      refusalOf(() => readCheckoutPayload(payload({ deliverySpecifications: lowerCase }), STORE_ID)),
    ).toMatch(/restrictions\.de/);
    const unknownType = { addressRestrictions: { type: 'Only', restrictions: {} } };
    expect(
      refusalOf(() => readCheckoutPayload(payload({ deliverySpecifications: unknownType }), STORE_ID)),
    ).toMatch(/type/);
  });
});
