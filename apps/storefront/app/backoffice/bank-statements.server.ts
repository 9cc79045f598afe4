import {
  BANK_STATEMENT_FILE_NAME_MAX,
  type EndpointBody,
  staffBankCreditMatch,
  staffBankCredits,
  staffBankStatementImports,
  staffBankStatementReport,
  staffBankStatementUpload,
} from '@hortus/api-contract';
import { type Answer, API_URL, callEndpoint, pathOf } from '../lib/api.server';

/** The camt.053 file as the API takes it; the API refuses more (413), this only keeps the upload finite. */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * The bank statement page's calls of the API (route modules reach the contract only through here). The
 * upload is the one call whose body is no JSON: the file's bytes go to the API as they came.
 */
export const bankStatements = {
  imports: (token: string, clientAddress: string | undefined) =>
    callEndpoint(staffBankStatementImports, { token, clientAddress, query: { page: 1, limit: 10 } }),
  report: (token: string, clientAddress: string | undefined, id: number) =>
    callEndpoint(staffBankStatementReport, { token, clientAddress, params: { id } }),
  waiting: (token: string, clientAddress: string | undefined, page: number) =>
    callEndpoint(staffBankCredits, { token, clientAddress, query: { state: 'review', page, limit: 20 } }),
  match: (
    token: string,
    clientAddress: string | undefined,
    id: number,
    body: EndpointBody<typeof staffBankCreditMatch>,
  ) => callEndpoint(staffBankCreditMatch, { token, clientAddress, params: { id }, body }),
  upload,
};

/** Sends the statement file to the API as the request body; answers the API's status, result and reason. */
async function upload(
  token: string,
  clientAddress: string | undefined,
  file: File,
): Promise<{ status: number; result: unknown; reason?: string }> {
  const url = new URL(pathOf(staffBankStatementUpload), API_URL);
  const name = file.name.slice(0, BANK_STATEMENT_FILE_NAME_MAX).trim();
  if (name) url.searchParams.set('file_name', name);
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      'content-type': 'application/octet-stream',
      ...(clientAddress ? { 'x-forwarded-for': clientAddress } : {}),
    },
    body: new Uint8Array(await file.arrayBuffer()),
  });
  const envelope = (await response.json().catch(() => null)) as {
    result?: unknown;
    reason?: string;
  } | null;
  return {
    status: response.status,
    result: envelope?.result ?? null,
    ...(envelope?.reason ? { reason: envelope.reason } : {}),
  };
}

export type UploadAnswer = Awaited<ReturnType<typeof upload>>;
export type MatchAnswer = Answer<typeof staffBankCreditMatch>;
