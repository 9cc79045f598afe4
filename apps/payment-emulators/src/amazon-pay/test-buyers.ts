/** An address as Amazon Pay returns it (Get Checkout Session; provider facts 2.3). */
export interface AmazonAddress {
  name: string;
  addressLine1: string;
  addressLine2: string | null;
  addressLine3: string | null;
  city: string;
  county: string | null;
  district: string | null;
  stateOrRegion: string | null;
  postalCode: string;
  countryCode: string;
  phoneNumber: string | null;
}

export interface TestBuyer {
  buyerId: string;
  name: string;
  email: string;
  phoneNumber: string;
  addresses: AmazonAddress[];
}

/**
 * What a sandbox test card does (sandbox simulations page; facts 2.7): authorize normally, cancel or
 * decline the Checkout Session when the buyer pays, or leave the authorization pending for 30 seconds and
 * then authorize or hard-decline it.
 */
export type InstrumentOutcome =
  | 'Authorized'
  | 'BuyerCanceled'
  | 'Declined'
  | 'PendingAuthorized'
  | 'PendingHardDeclined';

export interface TestInstrument {
  id: string;
  paymentDescriptor: string;
  outcome: InstrumentOutcome;
}

function address(
  name: string,
  addressLine1: string,
  postalCode: string,
  city: string,
  countryCode: string,
  stateOrRegion: string | null = null,
): AmazonAddress {
  return {
    name,
    addressLine1,
    addressLine2: null,
    addressLine3: null,
    city,
    county: null,
    district: null,
    stateOrRegion,
    postalCode,
    countryCode,
    phoneNumber: '+49 30 1234567',
  };
}

/**
 * The sandbox's test buyers, each with address-book entries in several countries (inside and outside the
 * shop's delivery countries), so a button's address restriction has something to refuse.
 */
export const TEST_BUYERS: readonly TestBuyer[] = [
  {
    buyerId: 'amzn1.account.EMULATORBUYER0000000001',
    name: 'Erika Mustermann',
    email: 'erika.mustermann@example.com',
    phoneNumber: '+49 30 1234567',
    addresses: [
      address('Erika Mustermann', 'Heidestraße 17', '51147', 'Köln', 'DE'),
      address('Erika Mustermann', 'Mariahilfer Straße 1', '1060', 'Wien', 'AT'),
      address('Erika Mustermann', 'Bahnhofstrasse 10', '8001', 'Zürich', 'CH'),
    ],
  },
  {
    buyerId: 'amzn1.account.EMULATORBUYER0000000002',
    name: 'Jan Kowalski',
    email: 'jan.kowalski@example.com',
    phoneNumber: '+48 22 1234567',
    addresses: [
      address('Jan Kowalski', 'ul. Marszałkowska 1', '00-001', 'Warszawa', 'PL'),
      address('Jan Kowalski', '10 Downing Street', 'SW1A 2AA', 'London', 'GB'),
      address('Jan Kowalski', '410 Terry Ave N', '98109', 'Seattle', 'US', 'WA'),
    ],
  },
];

export const TEST_INSTRUMENTS: readonly TestInstrument[] = [
  { id: '1111', paymentDescriptor: 'Visa ****1111', outcome: 'Authorized' },
  { id: '4444', paymentDescriptor: 'Mastercard ****4444', outcome: 'Authorized' },
  { id: '3064', paymentDescriptor: 'Visa ****3064 (buyer cancels)', outcome: 'BuyerCanceled' },
  { id: '3434', paymentDescriptor: 'Visa ****3434 (declined)', outcome: 'Declined' },
  { id: '0701', paymentDescriptor: 'Visa ****0701 (pending, then authorized)', outcome: 'PendingAuthorized' },
  { id: '4354', paymentDescriptor: 'Visa ****4354 (pending, then declined)', outcome: 'PendingHardDeclined' },
];

/** An address-book entry's form value, `<buyer>:<address>`, and back. */
export const addressChoice = (buyerIndex: number, addressIndex: number) => `${buyerIndex}:${addressIndex}`;

export function chosenAddress(value: string | null): { buyer: TestBuyer; address: AmazonAddress } | null {
  const match = /^(\d+):(\d+)$/.exec(value ?? '');
  const buyer = match ? TEST_BUYERS[Number(match[1])] : undefined;
  const chosen = match ? buyer?.addresses[Number(match[2])] : undefined;
  return buyer && chosen ? { buyer, address: chosen } : null;
}

export const instrumentOf = (id: string | null) =>
  TEST_INSTRUMENTS.find((instrument) => instrument.id === id) ?? null;
