import {
  type EndpointBody,
  type EndpointQuery,
  staffOrder,
  staffOrderEvent,
  staffOrderExport,
  staffOrderList,
} from '@hortus/api-contract';
import { data } from 'react-router';
import { API_URL, callEndpoint, pathOf } from '../lib/api.server';
import { BACK_OFFICE_PAGES } from './navigation';
import { requireStaff } from './staff-session.server';

/** The back office's calls of the orders endpoints, with the staff session as the Bearer token. */
export const staffOrders = {
  list: (token: string, query: EndpointQuery<typeof staffOrderList>, clientAddress: string | undefined) =>
    callEndpoint(staffOrderList, { token, query, clientAddress }),
  order: (token: string, id: number, clientAddress: string | undefined) =>
    callEndpoint(staffOrder, { token, params: { id }, clientAddress }),
  event: (
    token: string,
    id: number,
    body: EndpointBody<typeof staffOrderEvent>,
    clientAddress: string | undefined,
  ) => callEndpoint(staffOrderEvent, { token, params: { id }, body, clientAddress }),
};

/**
 * The CSV export as the API streams it, passed through to the browser as it comes (the file of 100,000
 * orders is never whole in this server's memory). Only the file's own headers travel on; a refusal is
 * answered with its status.
 */
export async function orderExport(
  token: string,
  search: URLSearchParams,
  clientAddress: string | undefined,
): Promise<Response> {
  const url = new URL(pathOf(staffOrderExport), API_URL);
  url.search = search.toString();
  const answer = await fetch(url, {
    headers: {
      authorization: `Bearer ${token}`,
      ...(clientAddress ? { 'x-forwarded-for': clientAddress } : {}),
    },
  });
  if (!answer.ok || !answer.body) return new Response('The export failed.', { status: answer.status });
  return new Response(answer.body, {
    status: 200,
    headers: {
      'content-type': answer.headers.get('content-type') ?? 'text/csv; charset=utf-8',
      'content-disposition': answer.headers.get('content-disposition') ?? 'attachment; filename="orders.csv"',
      'cache-control': 'no-store',
    },
  });
}

/** Staff of the role's pages only: another role gets the 403 of the navigation's list. */
export async function requireOrdersRole(request: Request, clientAddress: string | undefined) {
  const signedIn = await requireStaff(request, clientAddress);
  const page = BACK_OFFICE_PAGES.find((candidate) => candidate.section === 'orders');
  if (!(page?.roles as readonly string[] | undefined)?.includes(signedIn.staff.role))
    throw data('Forbidden', { status: 403 });
  return signedIn;
}
