import type { FastifyInstance } from 'fastify';
import { badRequest } from './envelope';

export const NUL_MESSAGE = 'Text must not contain the NUL character (\\u0000)';
export const LONE_SURROGATE_MESSAGE =
  'Text must not contain a lone UTF-16 surrogate (\\ud800 to \\udfff without its pair)';

/** A surrogate code unit that is not half of a pair: with the `u` flag, only those match `\p{Cs}`. */
const LONE_SURROGATE = /\p{Cs}/u;

function faultOfText(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return LONE_SURROGATE_MESSAGE;
  return undefined;
}

/**
 * The first text PostgreSQL would refuse anywhere in `value`, keys included, walked without recursion so
 * that no nesting depth hides one (a 1 MiB body nests a few hundred thousand levels). Bytes (a file sent as
 * the body: a CSV sheet) are no text yet: the file's reader decodes and checks them, and walking them here
 * byte by byte took 84 s and gigabytes for 20 MB.
 */
function faultOf(value: unknown): string | undefined {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      const fault = faultOfText(next);
      if (fault) return fault;
    } else if (next !== null && typeof next === 'object' && !ArrayBuffer.isView(next)) {
      for (const [key, entry] of Object.entries(next)) {
        const fault = faultOfText(key);
        if (fault) return fault;
        pending.push(entry);
      }
    }
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold NUL, and jsonb refuses a lone UTF-16 surrogate (`"\ud800"` is valid JSON but
 * no Unicode text): a query that binds one fails inside the database. So no route sees one: such a
 * character anywhere in the path, query or JSON body is the client's error, answered with a 400.
 */
export function registerTextInputRules(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const fault = faultOf(request.params) ?? faultOf(request.query) ?? faultOf(request.body);
    if (fault) throw badRequest(fault);
  });
}
