import { type Customer, userMe } from '@hortus/api-contract';
import { ApiError, callEndpoint } from '../lib/api.server';
import type { Session } from './session.server';

/** The logged-in customer's profile; null for a guest or a session that has ended. */
export async function currentCustomer(session: Session): Promise<Customer | null> {
  const token = await session.accessToken();
  if (!token) return null;
  const me = await callEndpoint(userMe, { token, store: session.store });
  if (me.status === 401) {
    session.logOut();
    return null;
  }
  if (me.status !== 200) throw new ApiError(me.status, 'profile unavailable');
  return me.result;
}
