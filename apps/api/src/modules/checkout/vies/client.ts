import { z } from 'zod';

/** VIES's answer to a check (`CheckVatResponse` of the EC's swagger, the fields the shop reads). */
const checkVatResponse = z.object({
  countryCode: z.string(),
  vatNumber: z.string(),
  requestDate: z.string().optional(),
  valid: z.boolean(),
  requestIdentifier: z.string().optional(),
  name: z.string().nullish(),
  address: z.string().nullish(),
});

/** VIES's error body (`CommonResponse`): its codes say "try again later" (MS_UNAVAILABLE, TIMEOUT, ...). */
const commonResponse = z.object({
  actionSucceed: z.boolean().optional(),
  errorWrappers: z.array(z.object({ error: z.string(), message: z.string().nullish() })).min(1),
});

/** What VIES said of a number: registered or not (name and address where disclosed), or an error code. */
export type ViesCheck =
  | { valid: boolean; name: string | null; address: string | null; requestDate: string | null }
  | { error: string };

/** The client's own failures, beside VIES's codes: no answer in time, no connection, an answer it cannot read. */
export const NO_ANSWER_IN_TIME = 'NO_ANSWER_IN_TIME';
export const UNREACHABLE = 'UNREACHABLE';
export const UNEXPECTED_ANSWER = 'UNEXPECTED_ANSWER';

export interface ViesClient {
  /** Asks VIES whether a number is registered: `countryCode` is VIES's prefix (EL, XI), `vatNumber` the rest. */
  checkVatNumber(countryCode: string, vatNumber: string): Promise<ViesCheck>;
}

/** VIES writes '---' where a member state does not disclose a name or an address (facts 1.4). */
function disclosed(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text && text !== '---' ? text : null;
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * A client of the EU's VIES REST API (`POST {baseUrl}/check-vat-number`, EC swagger "Vies on-the-Web
 * Endpoint" 1.0.0; checkout facts 2026-11-23, 1.1). An error body is read whatever the HTTP status it
 * comes with (which status VIES sends with which error is not documented), so MS_UNAVAILABLE is never
 * taken for "not registered"; an answer later than `timeoutMs`, a failed connection or an answer of
 * another shape are errors of their own. It never throws.
 */
export function createViesClient(options: { baseUrl: string; timeoutMs: number }): ViesClient {
  const url = `${options.baseUrl.replace(/\/$/, '')}/check-vat-number`;
  return {
    async checkVatNumber(countryCode, vatNumber) {
      let status: number;
      let body: unknown;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ countryCode, vatNumber }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        status = response.status;
        // Read as text under the same time limit; a body that is no JSON is an answer of another shape.
        body = parsedJson(await response.text());
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        return { error: timedOut ? NO_ANSWER_IN_TIME : UNREACHABLE };
      }
      const failure = commonResponse.safeParse(body);
      if (failure.success) return { error: failure.data.errorWrappers[0]?.error ?? UNEXPECTED_ANSWER };
      const answer = checkVatResponse.safeParse(body);
      if (status !== 200 || !answer.success) return { error: UNEXPECTED_ANSWER };
      return {
        valid: answer.data.valid,
        name: disclosed(answer.data.name),
        address: disclosed(answer.data.address),
        requestDate: answer.data.requestDate ?? null,
      };
    },
  };
}
