import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import type { KeyRole } from './auth';
import { brandOf, expiryEnd, hasValidLuhn, maskedCardNumber } from './cards';
import { refusal } from './errors';
import type { Json } from './http';
import { IDEAL_BANKS } from './ideal-banks';
import type { AccountState, PaymentType, TypeName } from './state';

/** What each type allows (facts 1.3, the SDK's traits) and what it asks of a transaction. */
export interface TypeRule {
  code: string;
  authorize: boolean;
  charge: boolean;
  /** The buyer leaves the shop for a page of the provider (or card issuer) before the payment completes. */
  redirects: boolean;
  /** Pay-later and secured types: customer with birth date and address, basket, risk data. */
  needsRiskProfile: boolean;
  /** Secured types: billing and shipping address must be one (API.330.100.106). */
  needsOneAddress: boolean;
}

const rule = (code: string, rest: Partial<TypeRule>): TypeRule => ({
  code,
  authorize: false,
  charge: true,
  redirects: false,
  needsRiskProfile: false,
  needsOneAddress: false,
  ...rest,
});

export const TYPE_RULES: Record<TypeName, TypeRule> = {
  card: rule('crd', { authorize: true, redirects: true }),
  'sepa-direct-debit': rule('sdd', {}),
  ideal: rule('idl', { redirects: true }),
  bancontact: rule('bct', { redirects: true }),
  paypal: rule('ppl', { authorize: true, redirects: true }),
  'openbanking-pis': rule('obp', { redirects: true }),
  // Paylater: authorize, then charge on the payment (facts 1.4 "Paylater").
  'paylater-invoice': rule('piv', { authorize: true, charge: false, needsRiskProfile: true }),
  'paylater-installment': rule('pit', { authorize: true, charge: false, needsRiskProfile: true }),
  // Deprecated but still served: charge only, authorize refused with API.320.000.004 (InvoiceSecuredTest).
  'invoice-secured': rule('ivs', { needsRiskProfile: true, needsOneAddress: true }),
};

export function isTypeName(name: string): name is TypeName {
  return Object.hasOwn(TYPE_RULES, name);
}

/** The type name of an id (`s-crd-…` is a card), or null for an id of no type. */
export function typeNameOfId(id: string): TypeName | null {
  const code = id.split('-')[1];
  const entry = Object.entries(TYPE_RULES).find(([, typeRule]) => typeRule.code === code);
  return entry ? (entry[0] as TypeName) : null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

function requiredText(body: Json, field: string, maxLength = 255): string {
  const value = text(body[field]);
  if (!value) throw refusal.fieldMissing(field);
  if (value.length > maxLength) throw refusal.invalidRequest(`The field ${field} is too long.`);
  return value;
}

function checkedIban(value: unknown): string {
  const iban = electronicFormatIBAN(typeof value === 'string' ? value : '');
  if (!iban || !isValidIBAN(iban)) throw refusal.ibanInvalid();
  return iban;
}

function optionalBic(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !isValidBIC(value)) throw refusal.bicInvalid();
  return value;
}

interface TypeContext {
  account: AccountState;
  now: Date;
}

/** The checked fields of a new type, what GET shows of it, and what the emulator keeps beside. */
type Checked = Omit<PaymentType, 'id' | 'method'>;

function checkCard(body: Json, now: Date): Checked {
  const number = typeof body.number === 'string' ? body.number.replace(/[\s-]/g, '') : '';
  if (!/^\d{12,19}$/.test(number) || !hasValidLuhn(number)) throw refusal.cardNumberInvalid();
  const expiry = typeof body.expiryDate === 'string' ? expiryEnd(body.expiryDate) : null;
  if (!expiry) throw refusal.invalidRequest('The expiryDate must be MM/YYYY.');
  if (expiry.getTime() < now.getTime()) throw refusal.cardExpired();
  const brand = brandOf(number);
  const cvc = typeof body.cvc === 'string' ? body.cvc : '';
  if (!(brand === 'AMEX' ? /^\d{4}$/ : /^\d{3}$/).test(cvc)) throw refusal.cvcInvalid();
  const [month, year] = (body.expiryDate as string).split('/');
  return {
    cardNumber: number,
    view: {
      number: maskedCardNumber(number),
      brand,
      cvc: '***',
      expiryDate: `${month}/${year?.length === 2 ? `20${year}` : year}`,
      cardHolder: text(body.cardHolder) ?? '',
      '3ds': body['3ds'] !== false,
      cardDetails: { cardType: 'CREDIT', account: 'CREDIT', countryIsoA2: 'DE', countryName: 'GERMANY' },
    },
  };
}

function checkInstallment(body: Json, account: AccountState): Checked {
  const inquiryId = requiredText(body, 'inquiryId');
  const inquiry = account.inquiries.get(inquiryId);
  if (!inquiry) throw refusal.invalidRequest(`The inquiryId ${inquiryId} is unknown: fetch the plans first.`);
  const numberOfRates = body.numberOfRates;
  if (!inquiry.plans.some((plan) => plan.numberOfRates === numberOfRates)) {
    throw refusal.invalidRequest(`No plan of inquiry ${inquiryId} has ${String(numberOfRates)} rates.`);
  }
  const iban = checkedIban(body.iban);
  const holder = requiredText(body, 'holder', 100);
  const country = requiredText(body, 'country', 2);
  return { iban, inquiryId, view: { inquiryId, numberOfRates, iban, holder, country } };
}

function checkType(name: TypeName, body: Json, context: TypeContext): Checked {
  switch (name) {
    case 'card':
      return checkCard(body, context.now);
    case 'sepa-direct-debit': {
      const iban = checkedIban(body.iban);
      return { iban, view: { iban, bic: optionalBic(body.bic) ?? '', holder: text(body.holder) ?? '' } };
    }
    case 'ideal': {
      const bic = optionalBic(body.bic);
      if (bic && !IDEAL_BANKS.some((bank) => bank.bic === bic)) throw refusal.bicInvalid();
      return { view: { bic: bic ?? '' } };
    }
    case 'bancontact':
      return { view: { holder: text(body.holder) ?? '' } };
    case 'paypal': {
      const email = body.email;
      if (email !== undefined && (typeof email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))) {
        throw refusal.invalidRequest('The email has an invalid format.');
      }
      return { view: { email: email ?? '' } };
    }
    case 'openbanking-pis': {
      const ibanCountry = body.ibanCountry;
      if (ibanCountry !== undefined && (typeof ibanCountry !== 'string' || !/^[A-Z]{2}$/.test(ibanCountry))) {
        throw refusal.invalidRequest('The ibanCountry must be an ISO 3166 alpha-2 code.');
      }
      return { view: { ibanCountry: ibanCountry ?? '' } };
    }
    case 'paylater-installment':
      return checkInstallment(body, context.account);
    case 'paylater-invoice':
    case 'invoice-secured':
      return { view: {} };
  }
}

/**
 * Creates a payment type as `POST /v1/types/{name}` does. Card types take the public key only: a card
 * number sent with the private key has passed the merchant's server, which Unzer refuses to merchants
 * without PCI permission (API.710.000.003); the browser creates them directly.
 */
export function createPaymentType(
  name: TypeName,
  body: Json,
  role: KeyRole,
  context: TypeContext & { newId: (code: string) => string },
): PaymentType {
  if (name === 'card' && role !== 'public') throw refusal.noPciPermission();
  const checked = checkType(name, body, context);
  const type: PaymentType = { id: context.newId(TYPE_RULES[name].code), method: name, ...checked };
  context.account.types.set(type.id, type);
  return type;
}

/** A type as Unzer answers it (facts 1.3: id, method, recurring, geoLocation, then its own fields). */
export function typeView(type: PaymentType): Json {
  return {
    id: type.id,
    method: type.method,
    recurring: false,
    geoLocation: { clientIp: '127.0.0.1', countryIsoA2: '' },
    ...type.view,
  };
}
