import { userCreatePassword } from '@hortus/api-contract';
import { FIELD_REQUIRED, PASSWORDS_NOT_IDENTICAL } from '@hortus/core';
import { newPasswordSchema } from '@hortus/core/customer';
import { data } from 'react-router';
import { z } from 'zod';
import type { FormNoticeData } from '../components/FormNotice';
import { callEndpoint } from '../lib/api.server';
import type { FieldErrors } from '../lib/form-errors';
import { fieldErrors } from '../lib/form-errors';
import { requireStoreView } from '../lib/store.server';
import type { Route } from '../routes/+types/reset-password';

const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/** Spec 5: create-password needs the password twice and the reset token of the mail's link. */
const createPasswordForm = z
  .object({
    resetToken: z.string().regex(TOKEN),
    password: newPasswordSchema,
    retypePassword: z.string({ error: FIELD_REQUIRED }).min(1, FIELD_REQUIRED),
  })
  .refine((form) => form.password === form.retypePassword, {
    message: PASSWORDS_NOT_IDENTICAL,
    path: ['retypePassword'],
  });

/** The token of the mail's link (`?resetToken=`), when it looks like one. */
export function resetTokenOf(request: Request): string | null {
  const token = new URL(request.url).searchParams.get('resetToken');
  return token && TOKEN.test(token) ? token : null;
}

export interface CreatePasswordAnswer {
  notice: FormNoticeData;
  errors?: FieldErrors;
  done?: boolean;
}

/** The reset-password page's action: the new password, with the token of the mail's link. */
export async function createPasswordAction({ params, request, context }: Route.ActionArgs) {
  const storeView = requireStoreView(params);
  const parsed = createPasswordForm.safeParse(
    Object.fromEntries(await request.formData().catch(() => new FormData())),
  );
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues);
    return data<CreatePasswordAnswer>({
      notice: { type: 'error', id: errors.resetToken ? 'session.resetLinkInvalid' : 'form.fixErrors' },
      errors,
    });
  }
  const reply = await callEndpoint(userCreatePassword, {
    store: storeView.storeCode,
    body: parsed.data,
    clientAddress: context.clientAddress,
  });
  if (reply.status !== 200) {
    return data<CreatePasswordAnswer>({ notice: { type: 'error', id: 'session.resetLinkInvalid' } });
  }
  return data<CreatePasswordAnswer>({
    notice: { type: 'success', id: 'session.passwordCreated' },
    done: true,
  });
}
