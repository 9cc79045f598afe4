import { refusal } from './errors';
import { isObject, type Json } from './http';
import type { AccountState, Customer } from './state';

const SHIPPING_TYPES = new Set([
  'equals-billing',
  'different-address',
  'branch-pickup',
  'post-office-pickup',
  'pack-station',
]);
const REGISTRATION_TYPES = new Set(['registered', 'not_registered']);
const COMPANY_TYPES = new Set(['authority', 'association', 'sole', 'company', 'other']);
const PHONE = /^[0-9 +]{1,20}$/;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** A birth date in one of Unzer's two notations (API.410.200.011's text), as yyyy-MM-dd; null otherwise. */
export function isoBirthDate(value: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const german = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : german ? [german[3], german[2], german[1]] : [];
  if (!year || !month || !day) return null;
  const date = new Date(`${year}-${month}-${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== `${year}-${month}-${day}`
    ? null
    : `${year}-${month}-${day}`;
}

function optionalText(body: Json, field: string, maxLength: number): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > maxLength) {
    throw refusal.invalidRequest(`The field ${field} must be text of at most ${maxLength} characters.`);
  }
  return value;
}

function checkAddress(value: unknown, field: string, shipping: boolean): Json | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isObject(value)) throw refusal.invalidRequest(`The ${field} must be an object.`);
  const address: Json = {};
  for (const [name, maxLength] of [
    ['name', 100],
    ['street', 50],
    ['state', 40],
    ['zip', 20],
    ['city', 60],
    ['company', 100],
  ] as const) {
    address[name] = optionalText(value, name, maxLength) ?? '';
  }
  const country = value.country;
  if (country !== undefined && (typeof country !== 'string' || !/^[A-Z]{2}$/.test(country))) {
    throw refusal.invalidRequest(`The ${field}.country must be an ISO 3166 alpha-2 code.`);
  }
  address.country = country ?? '';
  if (shipping) {
    const shippingType = value.shippingType;
    if (shippingType !== undefined && !SHIPPING_TYPES.has(String(shippingType))) {
      throw refusal.invalidRequest(`The ${field}.shippingType is invalid.`);
    }
    address.shippingType = shippingType ?? '';
  }
  return address;
}

function checkCompanyInfo(value: unknown): Json | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isObject(value)) throw refusal.invalidRequest('The companyInfo must be an object.');
  if (value.registrationType !== undefined && !REGISTRATION_TYPES.has(String(value.registrationType))) {
    throw refusal.invalidRequest('The companyInfo.registrationType must be registered or not_registered.');
  }
  if (value.companyType !== undefined && !COMPANY_TYPES.has(String(value.companyType))) {
    throw refusal.invalidRequest('The companyInfo.companyType is invalid.');
  }
  return { ...value };
}

/**
 * Checks a customer as `POST /v1/customers` does (facts 1.3 "Customers"): names of at most 40 characters
 * (both required but for a registered company), salutation, birth date, e-mail and phone formats, addresses;
 * a company not in a register needs a birth date and an e-mail.
 */
export function checkCustomer(body: Json, today: string): Json {
  const companyInfo = checkCompanyInfo(body.companyInfo);
  const registered = companyInfo?.registrationType === 'registered';
  const firstname = body.firstname;
  const lastname = body.lastname;
  if (!registered && (typeof lastname !== 'string' || !lastname.trim())) throw refusal.lastNameMissing();
  if (typeof lastname === 'string' && lastname.length > 40) throw refusal.lastNameTooLong();
  if (!registered && (typeof firstname !== 'string' || !firstname.trim())) throw refusal.firstNameMissing();
  if (typeof firstname === 'string' && firstname.length > 40) throw refusal.firstNameTooLong();
  const salutation = body.salutation ?? 'unknown';
  if (!['mr', 'mrs', 'unknown'].includes(String(salutation))) throw refusal.salutationInvalid();
  let birthDate = '';
  if (body.birthDate !== undefined && body.birthDate !== null && body.birthDate !== '') {
    birthDate = typeof body.birthDate === 'string' ? (isoBirthDate(body.birthDate) ?? '') : '';
    if (!birthDate || birthDate >= today) throw refusal.birthDateInvalid();
  }
  const email = optionalText(body, 'email', 100);
  if (email !== undefined && !EMAIL.test(email)) throw refusal.emailInvalid();
  for (const field of ['phone', 'mobile']) {
    const phone = optionalText(body, field, 20);
    if (phone !== undefined && phone !== '' && !PHONE.test(phone)) {
      throw refusal.invalidRequest(`The ${field} may hold only digits, spaces and a plus.`);
    }
  }
  if (companyInfo?.registrationType === 'not_registered' && (!birthDate || !email)) {
    throw refusal.invalidRequest('A company not in a register needs birthDate and email.');
  }
  return {
    firstname: firstname ?? '',
    lastname: lastname ?? '',
    salutation,
    birthDate,
    company: optionalText(body, 'company', 40) ?? '',
    email: email ?? '',
    phone: body.phone ?? '',
    mobile: body.mobile ?? '',
    customerId: optionalText(body, 'customerId', 256) ?? '',
    language: optionalText(body, 'language', 5) ?? '',
    billingAddress: checkAddress(body.billingAddress, 'billingAddress', false) ?? {},
    shippingAddress: checkAddress(body.shippingAddress, 'shippingAddress', true) ?? {},
    ...(companyInfo ? { companyInfo } : {}),
  };
}

/** A customer by Unzer's id (`s-cst-…`) or by the merchant's own `customerId` (the SDK's external id). */
export function findCustomer(account: AccountState, id: string): Customer | undefined {
  return account.customers.get(id) ?? account.customersByCustomerId.get(id);
}

/** Stores a new or updated customer; the merchant's `customerId` stays unique (API.410.200.010). */
export function saveCustomer(account: AccountState, id: string, view: Json, previous?: Customer): Customer {
  const customerId = String(view.customerId ?? '');
  const holder = customerId ? account.customersByCustomerId.get(customerId) : undefined;
  if (holder && holder.id !== id) throw refusal.customerIdInUse(customerId);
  const previousCustomerId = String(previous?.view.customerId ?? '');
  if (previousCustomerId && previousCustomerId !== customerId) {
    account.customersByCustomerId.delete(previousCustomerId);
  }
  const customer: Customer = { id, view: { id, ...view } };
  account.customers.set(id, customer);
  if (customerId) account.customersByCustomerId.set(customerId, customer);
  return customer;
}

/** Whether a customer has what pay-later and secured types need: a birth date and a full address. */
export function riskProfileGap(customer: Customer): string | null {
  const view = customer.view;
  const registered = isObject(view.companyInfo) && view.companyInfo.registrationType === 'registered';
  if (!registered && !view.birthDate) return 'the customer has no birthDate';
  const billing = isObject(view.billingAddress) ? view.billingAddress : {};
  const shipping = isObject(view.shippingAddress) ? view.shippingAddress : {};
  const complete = (address: Json) => ['street', 'zip', 'city', 'country'].every((field) => address[field]);
  // "Only one address is mandatory" (api-manage-customer): either will do.
  return complete(billing) || complete(shipping)
    ? null
    : 'the customer has no address with street, zip, city and country';
}

/** Secured types: shipping to the billing address only (facts 1.3, API.330.100.106). */
export function addressesMatch(customer: Customer): boolean {
  const billing = isObject(customer.view.billingAddress) ? customer.view.billingAddress : {};
  const shipping = isObject(customer.view.shippingAddress) ? customer.view.shippingAddress : {};
  if (shipping.shippingType === 'equals-billing') return true;
  const fields = ['name', 'street', 'zip', 'city', 'country'];
  if (fields.every((field) => !shipping[field])) return true;
  return fields.every((field) => String(billing[field] ?? '') === String(shipping[field] ?? ''));
}
