import type { Customer } from '@hortus/api-contract';
import { ApiError, callApi } from '../lib/api.server';
import type { Session } from './session.server';

/** The logged-in customer's profile; null for a guest or a session that has ended. */
export async function currentCustomer(session: Session): Promise<Customer | null> {
  const token = await session.accessToken();
  if (!token) return null;
  const me = await callApi<Customer>('/api/user/me', { token, query: { storeCode: session.store } });
  if (me.status === 401 || me.status === 404) {
    session.logOut();
    return null;
  }
  if (me.status !== 200) throw new ApiError(me.status, 'profile unavailable');
  return me.result;
}
