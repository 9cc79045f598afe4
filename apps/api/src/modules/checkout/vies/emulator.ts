import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkVatNumber, VIES_COUNTRY_CODES } from '@hortus/core/vat-number';

/**
 * The error codes of VIES and what the EC's WSDL says they mean (checkout facts 2026-11-23, 1.1); every one
 * of them asks the caller to try again later, except the two about the request itself.
 */
const ERROR_MESSAGES: Record<string, string> = {
  INVALID_INPUT: 'The provided CountryCode is invalid or the VAT number is empty',
  INVALID_REQUESTER_INFO: 'The requester member state code or number is invalid',
  SERVICE_UNAVAILABLE: 'An error was encountered either at the network level or the Web application level',
  MS_UNAVAILABLE: 'The application at the Member State is not replying or not available',
  TIMEOUT: 'The application did not receive a reply within the allocated time period',
  VAT_BLOCKED: 'The VAT number is blocked',
  IP_BLOCKED: 'The IP address is blocked',
  GLOBAL_MAX_CONCURRENT_REQ: 'The number of concurrent requests has reached the maximum',
  GLOBAL_MAX_CONCURRENT_REQ_TIME: 'The number of concurrent requests has reached the maximum',
  MS_MAX_CONCURRENT_REQ: 'The number of concurrent requests for this Member State has reached the maximum',
  MS_MAX_CONCURRENT_REQ_TIME:
    'The number of concurrent requests for this Member State has reached the maximum',
};

/** Errors about the request itself; VIES's swagger declares its error body for 400 and 500. */
const REQUEST_ERRORS = new Set(['INVALID_INPUT', 'INVALID_REQUESTER_INFO']);

/**
 * The fixed numbers of the EC's test service (checkVatTestService WSDL, checkout facts 1.2), with any
 * country prefix: 100 is registered, 200 is not, the others answer their error.
 */
const TEST_NUMBERS: Record<string, { valid: boolean } | { error: string }> = {
  '100': { valid: true },
  '200': { valid: false },
  '201': { error: 'INVALID_INPUT' },
  '202': { error: 'INVALID_REQUESTER_INFO' },
  '300': { error: 'SERVICE_UNAVAILABLE' },
  '301': { error: 'MS_UNAVAILABLE' },
  '302': { error: 'TIMEOUT' },
  '400': { error: 'VAT_BLOCKED' },
  '401': { error: 'IP_BLOCKED' },
  '500': { error: 'GLOBAL_MAX_CONCURRENT_REQ' },
  '501': { error: 'GLOBAL_MAX_CONCURRENT_REQ_TIME' },
  '600': { error: 'MS_MAX_CONCURRENT_REQ' },
  '601': { error: 'MS_MAX_CONCURRENT_REQ_TIME' },
};

/** The WSDL's pattern of a VAT number without its prefix. */
const VAT_NUMBER_PATTERN = /^[0-9A-Za-z+*.]{2,12}$/;

/** Member states that do not disclose name and address: VIES answers '---' for them (facts 1.4). */
const UNDISCLOSED = new Set(['DE', 'ES']);

const BODY_LIMIT_BYTES = 16 * 1024;

export interface ViesEmulatorOptions {
  /** Member states whose registry is down from the start. */
  unavailableMemberStates?: Iterable<string>;
  /** How long each answer takes, in milliseconds: a slow registry. */
  latencyMs?: number;
}

/** A running emulator of the VIES REST API. */
export interface ViesEmulator {
  /** Its base URL, the one VIES_URL names for the real service. */
  url: string;
  /** Member states whose registry is down now: their numbers answer MS_UNAVAILABLE. */
  unavailableMemberStates: Set<string>;
  /** Numbers (prefix and number, 'ATU13585627') no longer registered, though their checksum holds. */
  deregistered: Set<string>;
  latencyMs: number;
  /** How many checks it has answered (registered or not, errors too). */
  checks: number;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

class ViesError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

function send(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

function sendError(response: ServerResponse, code: string): void {
  send(response, REQUEST_ERRORS.has(code) ? 400 : 500, {
    actionSucceed: false,
    errorWrappers: [{ error: code, message: ERROR_MESSAGES[code] ?? code }],
  });
}

async function readJson(request: IncomingMessage): Promise<Json> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT_BYTES) throw new ViesError('INVALID_INPUT');
    chunks.push(chunk as Buffer);
  }
  try {
    const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Json;
  } catch {
    // Not JSON at all: refused below like any other malformed request.
  }
  throw new ViesError('INVALID_INPUT');
}

const isCountryCode = (value: unknown): value is string =>
  typeof value === 'string' && VIES_COUNTRY_CODES.has(value);

/**
 * Checks a request as VIES does: a country code VIES knows (upper case; EL for Greece, XI for Northern
 * Ireland; GR and GB are refused), a number of 2 to 12 of the WSDL's characters, the optional fields
 * strings, and a requester (for a consultation number) that is itself a valid VAT number.
 */
function checkRequest(body: Json): { countryCode: string; vatNumber: string; requester: boolean } {
  const { countryCode, vatNumber, requesterMemberStateCode, requesterNumber } = body;
  if (!isCountryCode(countryCode)) throw new ViesError('INVALID_INPUT');
  if (typeof vatNumber !== 'string' || !VAT_NUMBER_PATTERN.test(vatNumber))
    throw new ViesError('INVALID_INPUT');
  for (const field of ['traderName', 'traderStreet', 'traderPostalCode', 'traderCity', 'traderCompanyType']) {
    if (body[field] !== undefined && typeof body[field] !== 'string') throw new ViesError('INVALID_INPUT');
  }
  const requester = requesterMemberStateCode !== undefined || requesterNumber !== undefined;
  if (
    requester &&
    (!isCountryCode(requesterMemberStateCode) ||
      typeof requesterNumber !== 'string' ||
      !checkVatNumber(`${requesterMemberStateCode}${requesterNumber}`).valid)
  ) {
    throw new ViesError('INVALID_REQUESTER_INFO');
  }
  return { countryCode, vatNumber, requester };
}

/**
 * An emulator of the EU's VIES REST API (`POST /check-vat-number`, the same at `/check-vat-test-service`,
 * and `GET /check-status`), for the embedded default and the tests (ADR 0011). It refuses what VIES
 * refuses (`checkRequest`) with VIES's error body. It answers the test service's fixed numbers (100
 * registered, 200 not, 201-601 their errors) with any prefix, like the EC's test service; any other
 * number is registered when its country's format and checksum hold (jsvat, the shop's own offline check)
 * and not registered otherwise (or when set deregistered), where the test service would answer
 * SERVICE_UNAVAILABLE. A member state set down answers MS_UNAVAILABLE. Names and addresses are made up; DE and ES disclose none ('---').
 */
export async function startViesEmulator(options: ViesEmulatorOptions = {}): Promise<ViesEmulator> {
  const emulator = {
    url: '',
    unavailableMemberStates: new Set(options.unavailableMemberStates ?? []),
    deregistered: new Set<string>(),
    latencyMs: options.latencyMs ?? 0,
    checks: 0,
    close: async () => {},
  };

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://vies').pathname;
    if (request.method === 'GET' && path === '/check-status') {
      send(response, 200, {
        vow: { available: true },
        countries: [...VIES_COUNTRY_CODES].map((countryCode) => ({
          countryCode,
          availability: emulator.unavailableMemberStates.has(countryCode) ? 'Unavailable' : 'Available',
        })),
      });
      return;
    }
    if (request.method !== 'POST' || (path !== '/check-vat-number' && path !== '/check-vat-test-service')) {
      send(response, 404, { actionSucceed: false, errorWrappers: [{ error: 'NOT_FOUND' }] });
      return;
    }
    emulator.checks += 1;
    const { countryCode, vatNumber, requester } = checkRequest(await readJson(request));
    if (emulator.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, emulator.latencyMs));
    const fixed = TEST_NUMBERS[vatNumber];
    if (fixed && 'error' in fixed) throw new ViesError(fixed.error);
    if (!fixed && emulator.unavailableMemberStates.has(countryCode)) throw new ViesError('MS_UNAVAILABLE');
    const vatId = `${countryCode}${vatNumber}`.toUpperCase();
    const valid = fixed ? fixed.valid : checkVatNumber(vatId).valid && !emulator.deregistered.has(vatId);
    const disclosed = valid && (fixed !== undefined || !UNDISCLOSED.has(countryCode));
    send(response, 200, {
      countryCode,
      vatNumber,
      requestDate: new Date().toISOString(),
      valid,
      requestIdentifier: requester ? `WAPI${randomBytes(6).toString('hex').toUpperCase()}` : '',
      // The test service's recorded answer for 100 (facts 1.2); any other registered number a made-up one.
      name: !disclosed ? '---' : fixed ? 'John Doe' : `Test trader ${countryCode}${vatNumber}`,
      address: !disclosed ? '---' : fixed ? '123 Main St, Anytown, UK' : 'Test Street 1\n1000 Test City',
    });
  }

  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      if (response.headersSent) return;
      sendError(response, error instanceof ViesError ? error.code : 'SERVICE_UNAVAILABLE');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  emulator.url = `http://127.0.0.1:${port}`;
  emulator.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return emulator;
}
