import {
  type EndpointBody,
  type EndpointQuery,
  type RefusalDetails,
  type StaffRole,
  type StaffSheetReport,
  staffAccountBlock,
  staffAccountCreate,
  staffAccountList,
  staffAccountResetSignIn,
  staffAccountUnblock,
  staffAuditLog,
  staffContactAnswered,
  staffContactMessages,
  staffCustomerBlock,
  staffCustomerList,
  staffCustomerResetLink,
  staffCustomerShow,
  staffProductList,
  staffProductPrice,
  staffProductSheet,
  staffProductSheetImport,
  staffProductStock,
} from '@hortus/api-contract';
import { data } from 'react-router';
import { API_URL, callEndpoint, pathOf, requireEndpoint } from '../lib/api.server';
import { BACK_OFFICE_PAGES, type BackOfficeSection } from './navigation';
import { requireStaff } from './staff-session.server';

/**
 * The API calls of the back office's stock and prices, customers, contact messages, staff and audit-log
 * pages (route modules reach the contract only through here), and the check that the signed-in staff
 * member's role may use a page.
 */

/** The signed-in staff member, if their role may use the page; a 403 page otherwise. */
export async function requireSection(
  request: Request,
  clientAddress: string | undefined,
  section: BackOfficeSection,
) {
  const signedIn = await requireStaff(request, clientAddress);
  const page = BACK_OFFICE_PAGES.find((candidate) => candidate.section === section);
  if (!page || !(page.roles as readonly StaffRole[]).includes(signedIn.staff.role)) {
    throw data('Forbidden', { status: 403 });
  }
  return signedIn;
}

type Caller = { token: string; clientAddress: string | undefined };

export const stockAndPrices = {
  find: (caller: Caller, query: EndpointQuery<typeof staffProductList>) =>
    requireEndpoint(staffProductList, { ...caller, query }),
  setStock: (caller: Caller, sku: string, qty: number) =>
    callEndpoint(staffProductStock, { ...caller, params: { sku }, body: { qty } }),
  setPrice: (caller: Caller, sku: string, store: string, body: EndpointBody<typeof staffProductPrice>) =>
    callEndpoint(staffProductPrice, { ...caller, params: { sku, store }, body }),
  /** The sheet as the API writes it, streamed through to the browser as a download. */
  async sheet(caller: Caller, query: EndpointQuery<typeof staffProductSheet>): Promise<Response> {
    const url = new URL(pathOf(staffProductSheet), API_URL);
    for (const [key, value] of Object.entries(query)) if (value) url.searchParams.set(key, String(value));
    const answer = await fetch(url, {
      headers: {
        authorization: `Bearer ${caller.token}`,
        ...(caller.clientAddress ? { 'x-forwarded-for': caller.clientAddress } : {}),
      },
    });
    if (!answer.ok || !answer.body) throw data('The sheet could not be exported', { status: answer.status });
    return new Response(answer.body, {
      headers: {
        'Content-Type': answer.headers.get('content-type') ?? 'text/csv; charset=utf-8',
        'Content-Disposition': answer.headers.get('content-disposition') ?? 'attachment',
      },
    });
  },
  /** The import of a sheet: its report, or the API's refusal with every problem. */
  async importSheet(
    caller: Caller,
    file: Blob,
  ): Promise<
    | { ok: true; report: StaffSheetReport }
    | {
        ok: false;
        status: number;
        message: string;
        problems: NonNullable<RefusalDetails['problems']>;
        /** How many there are in all; `problems` lists the first 1,000. */
        problemCount: number;
      }
  > {
    const answer = await fetch(new URL(pathOf(staffProductSheetImport), API_URL), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${caller.token}`,
        'content-type': 'text/csv',
        ...(caller.clientAddress ? { 'x-forwarded-for': caller.clientAddress } : {}),
      },
      body: await file.arrayBuffer(),
    });
    const envelope = (await answer.json().catch(() => null)) as {
      result?: unknown;
      details?: RefusalDetails;
    } | null;
    if (answer.status === 200 && envelope?.result) {
      return { ok: true, report: envelope.result as StaffSheetReport };
    }
    if (answer.status >= 500 || !envelope) throw data('The sheet could not be imported', { status: 502 });
    return {
      ok: false,
      status: answer.status,
      message: typeof envelope.result === 'string' ? envelope.result : '',
      problems: envelope.details?.problems ?? [],
      problemCount: envelope.details?.problem_count ?? envelope.details?.problems?.length ?? 0,
    };
  },
};

export const customerCare = {
  find: (caller: Caller, query: EndpointQuery<typeof staffCustomerList>) =>
    requireEndpoint(staffCustomerList, { ...caller, query }),
  show: (caller: Caller, id: number) => requireEndpoint(staffCustomerShow, { ...caller, params: { id } }),
  block: (caller: Caller, id: number, blocked: boolean) =>
    callEndpoint(staffCustomerBlock, { ...caller, params: { id }, body: { blocked } }),
  resetLink: (caller: Caller, id: number) =>
    callEndpoint(staffCustomerResetLink, { ...caller, params: { id } }),
};

export const contactInbox = {
  page: (caller: Caller, query: EndpointQuery<typeof staffContactMessages>) =>
    requireEndpoint(staffContactMessages, { ...caller, query }),
  answered: (caller: Caller, id: number, answered: boolean) =>
    callEndpoint(staffContactAnswered, { ...caller, params: { id }, body: { answered } }),
};

export const staffAccounts = {
  list: (caller: Caller) => requireEndpoint(staffAccountList, caller),
  create: (caller: Caller, body: EndpointBody<typeof staffAccountCreate>) =>
    callEndpoint(staffAccountCreate, { ...caller, body }),
  /** Blocks the account, or unblocks it. */
  block: (caller: Caller, id: number, unblock = false) =>
    unblock
      ? callEndpoint(staffAccountUnblock, { ...caller, params: { id } })
      : callEndpoint(staffAccountBlock, { ...caller, params: { id } }),
  resetSignIn: (caller: Caller, id: number, password: string) =>
    callEndpoint(staffAccountResetSignIn, { ...caller, params: { id }, body: { password } }),
  auditLog: (caller: Caller, query: EndpointQuery<typeof staffAuditLog>) =>
    requireEndpoint(staffAuditLog, { ...caller, query }),
};
