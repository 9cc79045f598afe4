import type { StaffRole } from '@hortus/api-contract';
import { data, Form, Link } from 'react-router';
import { Field } from '../../backoffice/BackOfficeForm';
import { requireSection, staffAccounts } from '../../backoffice/catalogue.server';
import { DataTable } from '../../backoffice/DataTable';
import { ErrorHeading } from '../../backoffice/ErrorHeading';
import { moment } from '../../backoffice/formats';
import { type TextKey, useBackOfficeTexts } from '../../backoffice/texts';
import { redirectInShop } from '../../lib/redirects';
import type { Route } from './+types/staff';

const ROLES: StaffRole[] = ['owner', 'orders', 'content'];
const FIELDS = ['email', 'name', 'role', 'password'] as const;
type FieldName = (typeof FIELDS)[number];

/**
 * The owner's staff page: every account, a new one with its role and first password, block and unblock, and
 * a reset of someone's sign-in (`?reset=id`) when they lost their authenticator and recovery codes.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token, staff } = await requireSection(request, context.clientAddress, 'staff');
  const accounts = await staffAccounts.list({ token, clientAddress: context.clientAddress });
  const query = new URL(request.url).searchParams;
  const resetId = Number(query.get('reset'));
  const resetting = accounts.find((account) => account.id === resetId && account.id !== staff.id) ?? null;
  return { accounts, me: staff.id, done: query.get('done'), resetting };
}

type ActionData = {
  values: Partial<Record<FieldName, string>>;
  fields: Partial<Record<FieldName, TextKey>>;
  error: TextKey | undefined;
};

export async function action({ request, context }: Route.ActionArgs): Promise<ActionData | Response> {
  const { token } = await requireSection(request, context.clientAddress, 'staff');
  const caller = { token, clientAddress: context.clientAddress };
  const form = await request.formData().catch(() => new FormData());
  const intent = String(form.get('intent') ?? '');
  if (intent === 'block' || intent === 'unblock') {
    const id = Number(form.get('id'));
    if (!Number.isSafeInteger(id) || id <= 0) throw data('Bad Request', { status: 400 });
    const answer = await staffAccounts.block(caller, id, intent === 'unblock');
    if (answer.status === 409) return { values: {}, fields: {}, error: 'staff.cannotBlockOneself' };
    if (answer.status !== 200) throw data(answer.result, { status: answer.status === 404 ? 404 : 400 });
    return redirectInShop(`/backoffice/staff?done=${intent === 'block' ? 'blocked' : 'unblocked'}`, 303);
  }
  if (intent === 'reset') return resetSignIn(caller, form);
  const values = Object.fromEntries(
    FIELDS.map((name) => [name, String(form.get(name) ?? '').trim()]),
  ) as Record<FieldName, string>;
  values.password = String(form.get('password') ?? '');
  const fields: Partial<Record<FieldName, TextKey>> = {};
  for (const name of FIELDS) if (!values[name]) fields[name] = 'error.required';
  if (values.role && !ROLES.includes(values.role as StaffRole)) fields.role = 'error.required';
  if (Object.keys(fields).length > 0)
    return { values: { ...values, password: '' }, fields, error: undefined };
  const answer = await staffAccounts.create(caller, {
    email: values.email,
    name: values.name,
    role: values.role as StaffRole,
    password: values.password,
  });
  if (answer.status === 200) return redirectInShop('/backoffice/staff?done=created', 303);
  if (answer.status === 409) fields.email = 'staff.emailTaken';
  else if (answer.status === 400) {
    // The API names the field its rule refused ("body.password: ...").
    const field = FIELDS.find((name) => answer.result.includes(`body.${name}`)) ?? 'email';
    fields[field] =
      field === 'password' ? 'staff.passwordRule' : field === 'name' ? 'staff.nameRule' : 'staff.emailRule';
  } else throw data(answer.result, { status: answer.status });
  return { values: { ...values, password: '' }, fields, error: undefined };
}

async function resetSignIn(
  caller: { token: string; clientAddress: string | undefined },
  form: FormData,
): Promise<ActionData | Response> {
  const id = Number(form.get('id'));
  if (!Number.isSafeInteger(id) || id <= 0) throw data('Bad Request', { status: 400 });
  const password = String(form.get('password') ?? '');
  const refused = (field: TextKey): ActionData => ({
    values: {},
    fields: { password: field },
    error: undefined,
  });
  if (!password) return refused('error.required');
  const answer = await staffAccounts.resetSignIn(caller, id, password);
  if (answer.status === 200) return redirectInShop('/backoffice/staff?done=reset', 303);
  if (answer.status === 400) return refused('staff.passwordRule');
  if (answer.status === 409) return { values: {}, fields: {}, error: 'staff.cannotResetOneself' };
  throw data(answer.result, { status: answer.status === 404 ? 404 : 400 });
}

const DONE: Record<string, TextKey> = {
  created: 'staff.doneCreated',
  blocked: 'staff.doneBlocked',
  unblocked: 'staff.doneUnblocked',
  reset: 'staff.doneReset',
};

export default function StaffPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useBackOfficeTexts();
  const { accounts, me, done, resetting } = loaderData;
  const fields: ActionData['fields'] = actionData?.fields ?? {};
  const values: ActionData['values'] = actionData?.values ?? {};
  return (
    <>
      <h1>{t('nav.staff')}</h1>
      {done && DONE[done] && (
        <p className="bo-notice" role="status">
          {t(DONE[done])}
        </p>
      )}
      {actionData?.error && (
        <p className="bo-alert" role="alert">
          {t(actionData.error)}
        </p>
      )}
      <DataTable
        caption={t('staff.accounts')}
        columns={[
          { key: 'name', label: t('staff.name'), rowHeader: true },
          { key: 'email', label: t('staff.email'), className: 'bo-long' },
          { key: 'role', label: t('staff.role') },
          { key: 'lastSignIn', label: t('staff.lastSignIn') },
          { key: 'state', label: t('staff.state') },
          { key: 'action', label: t('staff.action') },
        ]}
        rows={accounts}
        rowKey={(account) => account.id}
        cells={(account) => ({
          name: account.name,
          email: account.email,
          role: t(`role.${account.role}`),
          lastSignIn: account.last_login_at ? moment(account.last_login_at, language) : t('staff.never'),
          state: account.blocked_at ? (
            <span className="bo-badge blocked">{t('staff.blocked')}</span>
          ) : account.second_factor_enrolled ? (
            t('staff.active')
          ) : (
            t('staff.notEnrolled')
          ),
          action:
            account.id === me ? (
              <span className="bo-muted">{t('staff.you')}</span>
            ) : (
              <div className="bo-actions">
                <Form method="post">
                  <input type="hidden" name="intent" value={account.blocked_at ? 'unblock' : 'block'} />
                  <input type="hidden" name="id" value={account.id} />
                  <button
                    type="submit"
                    className={account.blocked_at ? 'bo-button secondary' : 'bo-button danger'}
                    aria-label={t(account.blocked_at ? 'staff.unblockWho' : 'staff.blockWho', {
                      name: account.name,
                    })}
                  >
                    {account.blocked_at ? t('staff.unblock') : t('staff.block')}
                  </button>
                </Form>
                <Link
                  to={`?reset=${account.id}#reset-sign-in`}
                  aria-label={t('staff.resetWho', { name: account.name })}
                >
                  {t('staff.reset')}
                </Link>
              </div>
            ),
        })}
      />

      {resetting && (
        <section aria-labelledby="reset-sign-in" className="bo-section bo-card bo-narrow">
          <h2 id="reset-sign-in">{t('staff.resetWho', { name: resetting.name })}</h2>
          <p className="bo-hint">{t('staff.resetHint')}</p>
          <Form method="post" noValidate key={`reset-${resetting.id}`}>
            <input type="hidden" name="intent" value="reset" />
            <input type="hidden" name="id" value={resetting.id} />
            <Field
              name="password"
              id="reset-password"
              type="password"
              autoComplete="new-password"
              required
              label={t('staff.newPassword')}
              hint={t('staff.passwordHint')}
              error={fields.password && t(fields.password)}
            />
            <div className="bo-actions">
              <button type="submit" className="bo-button danger">
                {t('staff.resetConfirm')}
              </button>
              <Link to="/backoffice/staff">{t('staff.resetCancel')}</Link>
            </div>
          </Form>
        </section>
      )}

      <section aria-labelledby="new-staff" className="bo-section bo-card bo-narrow">
        <h2 id="new-staff">{t('staff.new')}</h2>
        <p className="bo-hint">{t('staff.newHint')}</p>
        {/* A new form after each change: what was typed (the password too) does not stay in it. */}
        <Form method="post" noValidate key={`${done}-${accounts.length}`}>
          <input type="hidden" name="intent" value="create" />
          <Field
            name="email"
            type="email"
            autoComplete="off"
            required
            label={t('staff.email')}
            defaultValue={values.email}
            error={fields.email && t(fields.email)}
          />
          <Field
            name="name"
            required
            autoComplete="off"
            label={t('staff.name')}
            defaultValue={values.name}
            error={fields.name && t(fields.name)}
          />
          <div className="bo-field">
            <label htmlFor="role">{t('staff.role')}</label>
            <select
              id="role"
              name="role"
              defaultValue={values.role ?? 'orders'}
              aria-invalid={fields.role ? true : undefined}
              aria-describedby={fields.role ? 'role-error' : undefined}
            >
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`role.${role}`)}
                </option>
              ))}
            </select>
            {fields.role && (
              <p id="role-error" className="bo-error">
                {t(fields.role)}
              </p>
            )}
          </div>
          <Field
            name="password"
            type="password"
            autoComplete="new-password"
            required
            label={t('staff.password')}
            hint={t('staff.passwordHint')}
            error={fields.password && t(fields.password)}
          />
          <button type="submit" className="bo-button">
            {t('staff.create')}
          </button>
        </Form>
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorHeading error={error} />;
}
