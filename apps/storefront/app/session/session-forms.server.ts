import { userCreate, userLogin, userLogout, userMe, userResetPassword } from '@hortus/api-contract';
import { FIELD_REQUIRED, PASSWORDS_NOT_IDENTICAL } from '@hortus/core';
import {
  emailSchema,
  firstnameSchema,
  givenPasswordSchema,
  lastnameSchema,
  newPasswordSchema,
} from '@hortus/core/customer';
import { z } from 'zod';
import { adoptGuestCart } from '../cart/cart.server';
import { callEndpoint } from '../lib/api.server';
import { fieldErrors } from '../lib/form-errors';
import { postOnly } from '../lib/http.server';
import { requireStoreView } from '../lib/store.server';
import { urls } from '../lib/urls';
import type { Route } from '../routes/+types/session';
import { answerForm, returnPath } from './respond.server';
import { type Notice, openSession, type Session } from './session.server';

/** The session's forms (login, registration, password reset request, logout), each with the spec's rules. */
const sessionForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('login'), email: emailSchema, password: givenPasswordSchema }),
  z
    .object({
      intent: z.literal('register'),
      email: emailSchema,
      firstname: firstnameSchema,
      lastname: lastnameSchema,
      password: newPasswordSchema,
      retypePassword: z.string({ error: FIELD_REQUIRED }).min(1, FIELD_REQUIRED),
    })
    .refine((form) => form.password === form.retypePassword, {
      message: PASSWORDS_NOT_IDENTICAL,
      path: ['retypePassword'],
    }),
  z.object({ intent: z.literal('reset'), email: emailSchema }),
  z.object({ intent: z.literal('logout') }),
]);

type SessionForm = z.output<typeof sessionForm>;

export interface Outcome {
  notice: Notice;
  status: number;
  /** Where a plain form post goes next. */
  next?: string;
}

async function logIn(session: Session, email: string, password: string): Promise<Outcome> {
  const store = session.store;
  const login = await callEndpoint(userLogin, {
    store,
    body: { username: email, password },
    clientAddress: session.clientAddress,
  });
  if (login.status === 429) return { notice: { type: 'error', id: 'session.tooManyAttempts' }, status: 429 };
  if (login.status === 403 && login.reason === 'account_blocked') {
    return { notice: { type: 'error', id: 'session.accountBlocked' }, status: 403 };
  }
  if (login.status !== 200) {
    return { notice: { type: 'error', id: 'session.loginFailed' }, status: 401 };
  }
  const me = await callEndpoint(userMe, { store, token: login.result.token });
  session.logIn(login.result, me.status === 200 ? me.result.firstname : '');
  // Spec 4 "Session": login authorises the cart; this store view's guest cart becomes the customer's.
  await adoptGuestCart(session).catch(() => undefined);
  return {
    notice: { type: 'success', id: 'session.loggedIn', values: { name: session.customer?.firstname ?? '' } },
    status: 200,
  };
}

/** Creates the customer's account and logs them in (the guest cart becomes theirs); also the checkout's. */
export async function register(
  session: Session,
  form: { email: string; firstname: string; lastname: string; password: string },
): Promise<Outcome> {
  const created = await callEndpoint(userCreate, {
    store: session.store,
    body: {
      customer: { email: form.email, firstname: form.firstname, lastname: form.lastname },
      password: form.password,
    },
    clientAddress: session.clientAddress,
  });
  if (created.status === 409) return { notice: { type: 'error', id: 'session.emailTaken' }, status: 409 };
  if (created.status === 429) {
    return { notice: { type: 'error', id: 'session.tooManyAttempts' }, status: 429 };
  }
  if (created.status !== 200) return { notice: { type: 'error', id: 'form.invalid' }, status: 400 };
  const loggedIn = await logIn(session, form.email, form.password);
  return loggedIn.status === 200
    ? { ...loggedIn, notice: { type: 'success', id: 'session.registered', values: { name: form.firstname } } }
    : loggedIn;
}

async function handle(session: Session, form: SessionForm): Promise<Outcome> {
  const store = session.store;
  switch (form.intent) {
    case 'login':
      return logIn(session, form.email, form.password);
    case 'register':
      return register(session, form);
    case 'reset': {
      const reply = await callEndpoint(userResetPassword, {
        store,
        body: { email: form.email },
        clientAddress: session.clientAddress,
      });
      if (reply.status === 429)
        return { notice: { type: 'error', id: 'session.tooManyAttempts' }, status: 429 };
      return { notice: { type: 'success', id: 'session.resetRequested' }, status: 200 };
    }
    case 'logout': {
      const refreshToken = session.customer?.refreshToken;
      if (refreshToken) {
        await callEndpoint(userLogout, { store, body: { refreshToken } }).catch(() => undefined);
      }
      session.logOut();
      return {
        notice: { type: 'success', id: 'session.loggedOut' },
        status: 200,
        next: urls.home(session.store),
      };
    }
  }
}

/** The session route's action (routes/session.ts). */
export async function sessionAction({ request, params, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return postOnly();
  const storeView = requireStoreView(params);
  const store = storeView.storeCode;
  const form = await request.formData().catch(() => new FormData());
  const session = await openSession(request, store, context.clientAddress);
  const next = returnPath(form, store, urls.account(store));
  const parsed = sessionForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues);
    return answerForm(session, form, {
      notice: { type: 'error', id: Object.values(errors)[0] ?? 'form.invalid' },
      result: { errors },
      status: 400,
      next,
    });
  }
  const outcome = await handle(session, parsed.data);
  return answerForm(session, form, {
    notice: outcome.notice,
    result: { ok: outcome.status === 200, loggedOut: parsed.data.intent === 'logout' },
    status: outcome.status,
    next: outcome.next ?? next,
  });
}
