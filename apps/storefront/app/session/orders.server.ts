import { type OrderHistoryResult, userOrder, userOrderHistory } from '@hortus/api-contract';
import { ORDER_HISTORY_PAGE_SIZE } from '@hortus/core';
import { ApiError, callEndpoint } from '../lib/api.server';

/** A page of the customer's orders, newest first; null when the token is no longer taken. */
export async function loadOrderHistory(
  token: string,
  store: string,
  page: number,
): Promise<OrderHistoryResult | null> {
  const reply = await callEndpoint(userOrderHistory, {
    token,
    store,
    query: { pageSize: ORDER_HISTORY_PAGE_SIZE, currentPage: page },
  });
  if (reply.status === 401) return null;
  if (reply.status !== 200) throw new ApiError(reply.status, 'order history unavailable');
  return reply.result;
}

/** One of the customer's orders: 'missing' for another customer's, null when the token is not taken. */
export async function loadCustomerOrder(token: string, store: string, orderId: string) {
  const reply = await callEndpoint(userOrder, { token, store, params: { orderId } });
  if (reply.status === 404) return 'missing' as const;
  if (reply.status === 401) return null;
  if (reply.status !== 200) throw new ApiError(reply.status, 'order unavailable');
  return reply.result;
}
