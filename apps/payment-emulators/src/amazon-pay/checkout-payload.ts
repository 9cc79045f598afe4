import { refuse } from './errors';
import { isJsonObject, type JsonObject } from './http';
import type { AmazonAddress } from './test-buyers';

/** The buyer data a Checkout Session may share (the .NET SDK's CheckoutSessionScope; facts 2.3). */
const SCOPES = [
  'name',
  'email',
  'postalCode',
  'shippingAddress',
  'phoneNumber',
  'primeStatus',
  'billingAddress',
] as const;
export type Scope = (typeof SCOPES)[number];

interface CountryRestriction {
  statesOrRegions: string[];
  zipCodes: string[];
}

export interface AddressRestrictions {
  type: 'Allowed' | 'NotAllowed';
  restrictions: Record<string, CountryRestriction>;
}

/** A Create Checkout Session payload (the button's payloadJSON) as the emulator keeps it. */
export interface CheckoutPayload {
  checkoutReviewReturnUrl: string;
  checkoutResultReturnUrl: string | null;
  checkoutCancelUrl: string | null;
  storeId: string;
  scopes: Scope[];
  addressRestrictions: AddressRestrictions | null;
}

const LOOPBACK_HOSTS = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/**
 * A return URL Amazon would send a buyer to: absolute and https; plain http only on this machine's
 * loopback, where the shop runs without TLS in development and tests.
 */
export function readReturnUrl(value: unknown, field: string): string {
  if (typeof value !== 'string') throw refuse.invalidParameterValue(field);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse.invalidParameterValue(field);
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.test(url.hostname));
  if (!secure) throw refuse.invalidParameterValue(field);
  return value;
}

const optionalUrl = (value: unknown, field: string) => (value == null ? null : readReturnUrl(value, field));

function readStrings(value: unknown, field: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((entry) => typeof entry === 'string')) {
    throw refuse.invalidParameterValue(field);
  }
  return value;
}

function readAddressRestrictions(value: unknown): AddressRestrictions | null {
  if (value === undefined) return null;
  const field = 'deliverySpecifications.addressRestrictions';
  if (!isJsonObject(value) || (value.type !== 'Allowed' && value.type !== 'NotAllowed')) {
    throw refuse.invalidParameterValue(`${field}.type`);
  }
  if (!isJsonObject(value.restrictions)) throw refuse.invalidParameterValue(`${field}.restrictions`);
  const restrictions: Record<string, CountryRestriction> = {};
  for (const [country, restriction] of Object.entries(value.restrictions)) {
    if (!/^[A-Z]{2}$/.test(country) || !isJsonObject(restriction)) {
      throw refuse.invalidParameterValue(`${field}.restrictions.${country}`);
    }
    restrictions[country] = {
      statesOrRegions: readStrings(
        restriction.statesOrRegions,
        `${field}.restrictions.${country}.statesOrRegions`,
      ),
      zipCodes: readStrings(restriction.zipCodes, `${field}.restrictions.${country}.zipCodes`),
    };
  }
  return { type: value.type, restrictions };
}

/**
 * Reads a Create Checkout Session payload as Amazon checks it: the merchant's own store id, a review
 * return URL, known scopes and a well-formed address restriction. Only one-time checkouts are emulated.
 */
export function readCheckoutPayload(payload: JsonObject, storeId: string): CheckoutPayload {
  const details = payload.webCheckoutDetails;
  if (!isJsonObject(details)) throw refuse.missingParameterValue('webCheckoutDetails');
  if (details.checkoutReviewReturnUrl == null) {
    throw refuse.missingParameterValue('webCheckoutDetails.checkoutReviewReturnUrl');
  }
  if (payload.storeId !== storeId) throw refuse.invalidParameterValue('storeId');
  const scopes = readStrings(payload.scopes, 'scopes');
  if (!scopes.every((scope): scope is Scope => (SCOPES as readonly string[]).includes(scope))) {
    throw refuse.invalidParameterValue('scopes');
  }
  if (payload.chargePermissionType !== undefined && payload.chargePermissionType !== 'OneTime') {
    throw refuse.invalidParameterValue('chargePermissionType');
  }
  const delivery = payload.deliverySpecifications;
  if (delivery !== undefined && !isJsonObject(delivery))
    throw refuse.invalidParameterValue('deliverySpecifications');
  return {
    checkoutReviewReturnUrl: readReturnUrl(
      details.checkoutReviewReturnUrl,
      'webCheckoutDetails.checkoutReviewReturnUrl',
    ),
    checkoutResultReturnUrl: optionalUrl(
      details.checkoutResultReturnUrl,
      'webCheckoutDetails.checkoutResultReturnUrl',
    ),
    checkoutCancelUrl: optionalUrl(details.checkoutCancelUrl, 'webCheckoutDetails.checkoutCancelUrl'),
    storeId,
    scopes: scopes.length > 0 ? scopes : [...SCOPES],
    addressRestrictions: readAddressRestrictions(delivery?.addressRestrictions),
  };
}

/**
 * Whether the buyer may choose an address under the button's restriction: a country listed with no states
 * or zip codes stands for the whole country (address restriction samples; facts 2.6).
 */
export function isAddressAllowed(restrictions: AddressRestrictions | null, address: AmazonAddress): boolean {
  if (!restrictions) return true;
  const entry = restrictions.restrictions[address.countryCode];
  const listed =
    entry !== undefined &&
    ((entry.statesOrRegions.length === 0 && entry.zipCodes.length === 0) ||
      (address.stateOrRegion !== null && entry.statesOrRegions.includes(address.stateOrRegion)) ||
      entry.zipCodes.includes(address.postalCode));
  return restrictions.type === 'Allowed' ? listed : !listed;
}
