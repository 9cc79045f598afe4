import type { IncomingMessage, ServerResponse } from 'node:http';
import { refusal } from './errors';

/** Unzer's bodies are small (a basket of a few hundred lines stays far below); anything bigger is refused unread. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export type Json = Record<string, unknown>;

export async function readText(request: IncomingMessage): Promise<string> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > BODY_LIMIT_BYTES) throw refusal.bodyTooLarge();
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT_BYTES) throw refusal.bodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A JSON object body, as Unzer takes it. An empty body reads as `{}` (the SDKs post `{}` or nothing for
 * paylater-invoice types and cancels); a body of another media type is refused with 415, broken JSON or a
 * non-object with 400.
 */
export async function readJsonObject(request: IncomingMessage): Promise<Json> {
  const text = await readText(request);
  if (text.trim() === '') return {};
  const mediaType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') throw refusal.unsupportedMediaType();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw refusal.invalidRequest('The request body is not valid JSON.');
  }
  if (!isObject(body)) throw refusal.invalidRequest('The request body must be a JSON object.');
  return body;
}

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function send(
  response: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string>,
): void {
  response.writeHead(status, { ...headers, 'content-length': String(Buffer.byteLength(body)) });
  response.end(body);
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  send(response, status, JSON.stringify(body), { ...headers, 'content-type': 'application/json' });
}

/** Unzer's date notation in answers: `yyyy-MM-dd HH:mm:ss` (UTC here). */
export function unzerDate(at: Date): string {
  return at.toISOString().slice(0, 19).replace('T', ' ');
}

export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
