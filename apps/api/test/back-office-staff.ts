import type { StaffRole } from '@hortus/api-contract';
import { createStaffAccount, totpCodeAt } from '../src/modules/staff';
import type { TestApp } from './build-app';
import type { Answer } from './shop-calls';

const PASSWORD = 'Gewächshaus 2026 Tür';
let counter = 0;

/**
 * A staff member of `role` signed in through the API as the back office does it (password, then the
 * enrolment of a TOTP secret), and calls of the API with their session, each from an address of its own so
 * the sign-in limits per address never bite.
 */
export async function signedInStaff(
  testApp: TestApp,
  role: StaffRole,
  name = `Staff ${role} ${counter + 1}`,
) {
  counter += 1;
  const email = `bo.${role}.${counter}.${Date.now()}@hortus.example`;
  const account = await createStaffAccount(testApp.database.db, { email, name, role, password: PASSWORD });
  const remoteAddress = `203.0.113.${(counter % 250) + 1}`;
  const login = await testApp.app.inject({
    method: 'POST',
    url: '/api/staff/login',
    remoteAddress,
    payload: { email, password: PASSWORD },
  });
  const { challenge, secret } = login.json().result;
  const enrol = await testApp.app.inject({
    method: 'POST',
    url: '/api/staff/login/enrol',
    remoteAddress,
    payload: { challenge, code: totpCodeAt(secret, new Date()) },
  });
  const session = enrol.json().result.session as string;
  if (!session) throw new Error(`the ${role} staff member could not sign in`);
  const call = async (
    method: 'GET' | 'POST',
    url: string,
    body?: object,
  ): Promise<Answer & { headers: Record<string, unknown>; text: string }> => {
    const response = await testApp.app.inject({
      method,
      url,
      remoteAddress,
      headers: { authorization: `Bearer ${session}` },
      ...(body ? { payload: body } : {}),
    });
    const isJson = String(response.headers['content-type']).includes('json');
    return {
      status: response.statusCode,
      body: isJson ? response.json() : { code: response.statusCode, result: undefined },
      headers: response.headers,
      text: response.body,
    };
  };
  return { id: account.id, email, name, session, remoteAddress, call };
}
