import { constants, createHash, type KeyObject, verify } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { refuse } from './errors';

/**
 * The signature algorithms Amazon Pay accepts and their RSASSA-PSS salt lengths: V2 with 32, the legacy name
 * with 20 (signing-requests page; provider facts 2.1).
 */
const SALT_LENGTHS: Record<string, number> = {
  'AMZN-PAY-RSASSA-PSS-V2': 32,
  'AMZN-PAY-RSASSA-PSS': 20,
};

/** The headers every request must sign (facts 2.1 "Signed headers in practice"). */
const REQUIRED_SIGNED_HEADERS = [
  'accept',
  'content-type',
  'x-amz-pay-date',
  'x-amz-pay-host',
  'x-amz-pay-region',
];

const AUTHORIZATION = /^(\S+) PublicKeyId=([^,\s]+), ?SignedHeaders=([^,\s]+), ?Signature=([A-Za-z0-9+/=]+)$/;

export interface AuthorizationHeader {
  algorithm: string;
  publicKeyId: string;
  signedHeaders: string[];
  signature: string;
}

/** `<algorithm> PublicKeyId=<id>, SignedHeaders=<a;b;c>, Signature=<base64>`, or InvalidHeaderValue. */
export function parseAuthorization(header: string): AuthorizationHeader {
  const match = AUTHORIZATION.exec(header.trim());
  if (!match) throw refuse.invalidHeaderValue('authorization', 'not in the AMZN-PAY-RSASSA-PSS-V2 format');
  const [, algorithm = '', publicKeyId = '', signedHeaders = '', signature = ''] = match;
  if (!(algorithm in SALT_LENGTHS))
    throw refuse.invalidHeaderValue('authorization', `unknown algorithm ${algorithm}`);
  return { algorithm, publicKeyId, signedHeaders: signedHeaders.split(';'), signature };
}

/** RFC 3986 percent-encoding: every byte but the unreserved characters (PHP's rawurlencode). */
function encodeRfc3986(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function decodeLeniently(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function canonicalPath(rawPath: string): string {
  return rawPath
    .split('/')
    .map((segment) => encodeRfc3986(decodeLeniently(segment)))
    .join('/');
}

function canonicalQuery(rawQuery: string): string {
  if (rawQuery === '') return '';
  return rawQuery
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      const value = equals < 0 ? '' : pair.slice(equals + 1);
      return [encodeRfc3986(decodeLeniently(name)), encodeRfc3986(decodeLeniently(value))] as const;
    })
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  if (value === undefined) return undefined;
  return (Array.isArray(value) ? value.join(',') : value).trim().replace(/\s+/g, ' ');
}

export interface SignedRequest {
  method: string;
  /** The path and query as the request line carries them. */
  target: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * The canonical request of Amazon's signing page, rebuilt from what arrived: method, canonical URI (each
 * segment RFC 3986-encoded), canonical query (sorted, encoded), one `name:value` line per signed header
 * (sorted, trimmed), an empty line, the signed header names, and hex(SHA-256(body)).
 */
function canonicalRequest(request: SignedRequest, signedHeaders: readonly string[]): string {
  const question = request.target.indexOf('?');
  const rawPath = question < 0 ? request.target : request.target.slice(0, question);
  const rawQuery = question < 0 ? '' : request.target.slice(question + 1);
  const names = [...signedHeaders].sort();
  return [
    request.method.toUpperCase(),
    canonicalPath(rawPath),
    canonicalQuery(rawQuery),
    ...names.map((name) => `${name}:${headerValue(request.headers, name) ?? ''}`),
    '',
    names.join(';'),
    createHash('sha256').update(request.body, 'utf8').digest('hex'),
  ].join('\n');
}

/** `<algorithm>\n` + hex(SHA-256(text)): what is signed, for a request and for a button payload alike. */
export function stringToSign(algorithm: string, text: string): string {
  return `${algorithm}\n${createHash('sha256').update(text, 'utf8').digest('hex')}`;
}

export function isSignatureValid(
  algorithm: string,
  signed: string,
  signature: string,
  publicKey: KeyObject,
): boolean {
  const saltLength = SALT_LENGTHS[algorithm];
  if (saltLength === undefined) return false;
  return verify(
    'sha256',
    Buffer.from(signed, 'utf8'),
    { key: publicKey, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength },
    Buffer.from(signature, 'base64'),
  );
}

/**
 * x-amz-pay-date in UTC, basic (`20190923T231908Z`, the PHP and .NET SDKs) or extended
 * (`2019-09-23T23:19:08Z`, the Node SDK) ISO 8601: Amazon's own SDKs send both.
 */
const PAY_DATE = /^(\d{4})-?(\d{2})-?(\d{2})T(\d{2}):?(\d{2}):?(\d{2})Z$/;

function parsePayDate(text: string): Date | null {
  const match = PAY_DATE.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const date = new Date(Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 0, h ?? 0, mi ?? 0, s ?? 0));
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The allowed distance between x-amz-pay-date and the emulator's clock. Amazon does not publish its skew
 * (facts 2.1, unconfirmed): 15 minutes is AWS's rule for signed requests.
 */
const ALLOWED_SKEW_MS = 15 * 60 * 1000;

export interface SignatureCheck {
  request: SignedRequest;
  authorization: AuthorizationHeader;
  publicKey: KeyObject;
  /** What x-amz-pay-host and x-amz-pay-region must say: the host the request came to, the emulator's region. */
  host: string;
  region: string;
  now: Date;
}

/**
 * Checks a request as Amazon Pay does before anything else: the core headers are signed and present with
 * the values they must have, the date is near, and the RSASSA-PSS signature over the canonical request
 * verifies with the registered key. Throws Amazon's refusal.
 */
export function checkRequestSignature(check: SignatureCheck): void {
  const { request, authorization } = check;
  const signed = new Set(authorization.signedHeaders);
  for (const name of REQUIRED_SIGNED_HEADERS) {
    if (!signed.has(name)) throw refuse.invalidRequestSignature(`The header ${name} must be signed.`);
  }
  if (
    request.headers['x-amz-pay-idempotency-key'] !== undefined &&
    !signed.has('x-amz-pay-idempotency-key')
  ) {
    throw refuse.invalidRequestSignature('The header x-amz-pay-idempotency-key must be signed.');
  }
  for (const name of signed) {
    if (headerValue(request.headers, name) === undefined) throw refuse.missingHeader(name);
  }
  const date = parsePayDate(headerValue(request.headers, 'x-amz-pay-date') ?? '');
  if (!date) throw refuse.invalidHeaderValue('x-amz-pay-date', 'not a UTC time as YYYYMMDDTHHMMSSZ');
  if (Math.abs(date.getTime() - check.now.getTime()) > ALLOWED_SKEW_MS) {
    throw refuse.invalidRequestSignature(
      'The request time in x-amz-pay-date is too far from the current time.',
    );
  }
  if (headerValue(request.headers, 'x-amz-pay-host') !== check.host) {
    throw refuse.invalidHeaderValue('x-amz-pay-host', `the request was sent to ${check.host}`);
  }
  if (headerValue(request.headers, 'x-amz-pay-region') !== check.region) {
    throw refuse.invalidHeaderValue('x-amz-pay-region', `this endpoint serves region ${check.region}`);
  }
  for (const name of ['accept', 'content-type']) {
    if (!headerValue(request.headers, name)?.startsWith('application/json')) {
      throw refuse.invalidHeaderValue(name, 'must be application/json');
    }
  }
  const signedText = stringToSign(
    authorization.algorithm,
    canonicalRequest(request, authorization.signedHeaders),
  );
  if (!isSignatureValid(authorization.algorithm, signedText, authorization.signature, check.publicKey)) {
    throw refuse.invalidRequestSignature(
      'The signature in the Authorization header of your API call is invalid.',
    );
  }
}
