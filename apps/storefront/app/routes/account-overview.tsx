import { Form, useNavigation } from 'react-router';
import { FormField } from '../components/FormField';
import { FormNotice } from '../components/FormNotice';
import { useTranslation } from '../lib/i18n';
import { profileAction } from '../session/account-forms.server';
import { useCustomer } from '../session/use-account';
import type { Route } from './+types/account-overview';

export const action = profileAction;

export default function AccountOverview({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const customer = useCustomer();
  const busy = useNavigation().state === 'submitting';
  const profile = actionData?.intent === 'profile' ? actionData : undefined;
  const password = actionData?.intent === 'password' ? actionData : undefined;
  return (
    <>
      <h1>{t('account.profile')}</h1>
      <Form method="post" className="account-form" aria-labelledby="profile-title">
        <h2 id="profile-title">{t('account.personalData')}</h2>
        <input type="hidden" name="intent" value="profile" />
        <FormField
          name="firstname"
          label={t('session.firstname')}
          autoComplete="given-name"
          maxLength={40}
          defaultValue={customer.firstname}
          errors={profile?.errors}
        />
        <FormField
          name="lastname"
          label={t('session.lastname')}
          autoComplete="family-name"
          maxLength={40}
          defaultValue={customer.lastname}
          errors={profile?.errors}
        />
        <FormField
          name="email"
          type="email"
          label={t('session.email')}
          autoComplete="email"
          maxLength={254}
          defaultValue={customer.email}
          errors={profile?.errors}
        />
        <FormField
          name="currentPassword"
          type="password"
          label={t('account.currentPasswordForEmail')}
          autoComplete="current-password"
          maxLength={256}
          required={false}
          errors={profile?.errors}
        />
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('account.save')}
        </button>
        <FormNotice notice={profile?.notice} />
      </Form>
      <Form method="post" className="account-form" aria-labelledby="password-title">
        <h2 id="password-title">{t('account.changePassword')}</h2>
        <input type="hidden" name="intent" value="password" />
        <FormField
          name="currentPassword"
          type="password"
          label={t('account.currentPassword')}
          autoComplete="current-password"
          maxLength={256}
          errors={password?.errors}
        />
        <FormField
          name="newPassword"
          type="password"
          label={t('session.newPassword')}
          autoComplete="new-password"
          minLength={8}
          maxLength={256}
          errors={password?.errors}
        />
        <button type="submit" className="button" disabled={busy}>
          {t('account.changePassword')}
        </button>
        <FormNotice notice={password?.notice} />
      </Form>
    </>
  );
}
