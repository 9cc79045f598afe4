import { constants, createHash, type KeyObject, sign } from 'node:crypto';

/**
 * Amazon Pay's current signature algorithm: RSASSA-PSS with SHA-256 and a salt of 32 bytes (signing
 * requests page; provider facts 2026-11-23, 2.1). The legacy name signs with a salt of 20 and is not used.
 */
export const SIGNATURE_ALGORITHM = 'AMZN-PAY-RSASSA-PSS-V2';
const SALT_LENGTH = 32;

/** `YYYYMMDDTHHMMSSZ` in UTC: the form of x-amz-pay-date. */
export function payDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 3986 percent-encoding: every byte but the unreserved characters (the PHP SDK's rawurlencode). */
function encodeRfc3986(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function canonicalQuery(query: URLSearchParams): string {
  return [...query]
    .map(([name, value]) => [encodeRfc3986(name), encodeRfc3986(value)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export interface RequestToSign {
  method: string;
  url: URL;
  /** Lower-case names; every one of them is signed. */
  headers: Record<string, string>;
  /** The exact body sent; '' when there is none. */
  body: string;
}

/**
 * The canonical request of Amazon's signing page: method, canonical URI (each path segment RFC 3986
 * encoded), canonical query (sorted by name), one `name:value` line per signed header (sorted, trimmed),
 * an empty line, the signed header names joined by `;`, and hex(SHA-256(body)).
 */
export function canonicalRequest(request: RequestToSign): string {
  const names = Object.keys(request.headers).sort();
  const path = request.url.pathname
    .split('/')
    .map((segment) => encodeRfc3986(decodeURIComponent(segment)))
    .join('/');
  return [
    request.method.toUpperCase(),
    path,
    canonicalQuery(request.url.searchParams),
    ...names.map((name) => `${name}:${(request.headers[name] ?? '').trim().replace(/\s+/g, ' ')}`),
    '',
    names.join(';'),
    sha256Hex(request.body),
  ].join('\n');
}

/** RSASSA-PSS (SHA-256, salt 32) over `<algorithm>\n` + hex(SHA-256(text)), Base64. */
function signText(text: string, privateKey: KeyObject): string {
  return sign('sha256', Buffer.from(`${SIGNATURE_ALGORITHM}\n${sha256Hex(text)}`, 'utf8'), {
    key: privateKey,
    padding: constants.RSA_PKCS1_PSS_PADDING,
    saltLength: SALT_LENGTH,
  }).toString('base64');
}

/**
 * The Authorization header of a request whose headers are all signed:
 * `AMZN-PAY-RSASSA-PSS-V2 PublicKeyId=…, SignedHeaders=…, Signature=…`.
 */
export function authorizationHeader(
  request: RequestToSign,
  publicKeyId: string,
  privateKey: KeyObject,
): string {
  const signedHeaders = Object.keys(request.headers).sort().join(';');
  const signature = signText(canonicalRequest(request), privateKey);
  return `${SIGNATURE_ALGORITHM} PublicKeyId=${publicKeyId}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

/**
 * The button's signature: the same algorithm over the payload string itself, no date involved, so the
 * browser must be given exactly this string (generateButtonSignature in Amazon's SDKs; facts 2.2).
 */
export function buttonSignature(payloadJSON: string, privateKey: KeyObject): string {
  return signText(payloadJSON, privateKey);
}
