import type { IncomingMessage, ServerResponse } from 'node:http';
import { AmazonPayRefusal, refuse } from './errors';

/** Amazon Pay's bodies are small JSON documents; a larger one is refused before it is read whole. */
const BODY_LIMIT_BYTES = 64 * 1024;

export async function readBody(request: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT_BYTES)
      throw new AmazonPayRefusal(413, 'InvalidRequest', 'The request body is too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export type JsonObject = Record<string, unknown>;

export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A request body as a JSON object, or Amazon's InvalidRequestFormat. An empty body is an empty object. */
export function parseJsonObject(text: string): JsonObject {
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    if (isJsonObject(value)) return value;
  } catch {
    // Refused below, like any body that is not an object.
  }
  throw refuse.invalidRequestFormat();
}

export function sendJson(response: ServerResponse, status: number, text: string, requestId: string): void {
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'x-amz-pay-request-id': requestId,
  });
  response.end(text);
}

export function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    // The buyer pages stand in for Amazon's: they are never cached and never framed by the shop.
    'cache-control': 'no-store',
    'x-frame-options': 'DENY',
  });
  response.end(html);
}

/** 303: the browser follows with a GET whatever the method of the form it posted. */
export function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { location, 'content-length': 0 });
  response.end();
}

/** A form post (application/x-www-form-urlencoded) as its fields. */
export async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readBody(request));
}
