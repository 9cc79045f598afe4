import { type RefusalReason, userChangePassword, userMeUpdate } from '@hortus/api-contract';
import {
  emailSchema,
  firstnameSchema,
  givenPasswordSchema,
  lastnameSchema,
  newPasswordSchema,
} from '@hortus/core/customer';
import { data } from 'react-router';
import { z } from 'zod';
import type { FormNoticeData } from '../components/FormNotice';
import { callEndpoint } from '../lib/api.server';
import type { FieldErrors } from '../lib/form-errors';
import { fieldErrors } from '../lib/form-errors';
import { requireStoreView } from '../lib/store.server';
import type { Route } from '../routes/+types/account-overview';
import { openSession } from './session.server';

const accountForm = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('profile'),
    firstname: firstnameSchema,
    lastname: lastnameSchema,
    email: emailSchema,
    // Asked for by the API only when the e-mail address changes; an empty field is no password.
    currentPassword: z
      .string()
      .optional()
      .transform((password) => password || undefined)
      .pipe(givenPasswordSchema.optional()),
  }),
  z.object({
    intent: z.literal('password'),
    currentPassword: givenPasswordSchema,
    newPassword: newPasswordSchema,
  }),
]);

/** The API's refusals of a new e-mail address, shown at the current-password field. */
const PROFILE_PASSWORD_ERRORS: Partial<Record<RefusalReason, string>> = {
  current_password_required: 'account.currentPasswordNeeded',
  current_password_wrong: 'account.currentPasswordWrong',
};

interface Answer {
  intent: string;
  notice: FormNoticeData;
  errors?: FieldErrors;
}

/** Spec 5: a profile edit changes only firstname, lastname and e-mail here (addresses have their page). */
/** The profile page's action: name and e-mail, or a new password. */
export async function profileAction({ params, request, context }: Route.ActionArgs) {
  const storeView = requireStoreView(params);
  const session = await openSession(request, storeView.storeCode, context.clientAddress);
  const form = Object.fromEntries(await request.formData().catch(() => new FormData()));
  // A refusal re-renders the form with its messages; the status stays 200 so that the page's script, which
  // posts the form, does not report a failed request for what the shopper is shown anyway.
  const answer = async (value: Answer) => data(value, { headers: await session.headers() });
  const intent = String(form.intent ?? '');
  const parsed = accountForm.safeParse(form);
  if (!parsed.success) {
    return answer({
      intent,
      notice: { type: 'error', id: 'form.fixErrors' },
      errors: fieldErrors(parsed.error.issues),
    });
  }
  const token = await session.accessToken();
  if (!token) return answer({ intent, notice: { type: 'error', id: 'account.loginRequired' } });
  const store = storeView.storeCode;
  if (parsed.data.intent === 'profile') {
    const { firstname, lastname, email, currentPassword } = parsed.data;
    const reply = await callEndpoint(userMeUpdate, {
      token,
      store,
      body: { customer: { firstname, lastname, email }, ...(currentPassword ? { currentPassword } : {}) },
      clientAddress: session.clientAddress,
    });
    if (reply.status === 409) {
      return answer({
        intent,
        notice: { type: 'error', id: 'session.emailTaken' },
        errors: { email: 'session.emailTaken' },
      });
    }
    const passwordError = reply.status === 400 ? PROFILE_PASSWORD_ERRORS[reply.reason] : undefined;
    if (passwordError) {
      return answer({
        intent,
        notice: { type: 'error', id: 'form.fixErrors' },
        errors: { currentPassword: passwordError },
      });
    }
    if (reply.status === 429)
      return answer({ intent, notice: { type: 'error', id: 'session.tooManyAttempts' } });
    if (reply.status !== 200) {
      return answer({ intent, notice: { type: 'error', id: 'form.invalid' } });
    }
    if (!reply.result.session) {
      session.rename(reply.result.firstname);
      return answer({ intent, notice: { type: 'success', id: 'account.updated' } });
    }
    // A new e-mail address ended every session; the API answers this device's new one.
    session.logIn(reply.result.session, reply.result.firstname);
    return answer({ intent, notice: { type: 'success', id: 'account.emailChanged' } });
  }
  const reply = await callEndpoint(userChangePassword, {
    token,
    store,
    body: { currentPassword: parsed.data.currentPassword, newPassword: parsed.data.newPassword },
    clientAddress: session.clientAddress,
  });
  if (reply.status !== 200) {
    return answer({
      intent,
      notice: { type: 'error', id: 'account.passwordChangeFailed' },
      // The new password passed the rules above, so the API's refusal is about the current one.
      ...(reply.reason === 'password_change_failed'
        ? { errors: { currentPassword: 'account.currentPasswordWrong' } }
        : {}),
    });
  }
  // The API ended every other session and answers this device's new one.
  session.logIn(reply.result, session.customer?.firstname ?? '');
  return answer({ intent, notice: { type: 'success', id: 'account.passwordChanged' } });
}
