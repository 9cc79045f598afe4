import {
  type NewsletterStatus,
  newsletterConfirm,
  newsletterSubscribe,
  userNewsletter,
  userNewsletterUpdate,
} from '@hortus/api-contract';
import { emailSchema } from '@hortus/core/customer';
import { data } from 'react-router';
import type { FormNoticeData } from '../components/FormNotice';
import { ApiError, callEndpoint } from '../lib/api.server';
import { requireStoreView } from '../lib/store.server';
import type { Session } from './session.server';
import { openSession } from './session.server';

export interface NewsletterAnswer {
  notice: FormNoticeData;
  status?: NewsletterStatus;
}

/** The newsletter status of the logged-in customer's e-mail address; null for a guest. */
export async function newsletterStatus(session: Session): Promise<NewsletterStatus | null> {
  const token = await session.accessToken();
  if (!token) return null;
  const reply = await callEndpoint(userNewsletter, { token, store: session.store });
  if (reply.status === 401) return null;
  if (reply.status !== 200) throw new ApiError(reply.status, 'newsletter status unavailable');
  return reply.result.status;
}

type ActionArgs = {
  request: Request;
  params: { store?: string };
  context: { clientAddress?: string | undefined };
};

/** The account's newsletter page: subscribe (a confirmation mail goes out) or unsubscribe at once. */
export async function accountNewsletterAction({ request, params, context }: ActionArgs) {
  const storeView = requireStoreView(params);
  const session = await openSession(request, storeView.storeCode, context.clientAddress);
  const form = await request.formData().catch(() => new FormData());
  const answer = async (value: NewsletterAnswer) => data(value, { headers: await session.headers() });
  const token = await session.accessToken();
  if (!token) return answer({ notice: { type: 'error', id: 'account.loginRequired' } });
  const subscribed = form.get('subscribed') === '1';
  const reply = await callEndpoint(userNewsletterUpdate, {
    token,
    store: storeView.storeCode,
    body: { subscribed },
    clientAddress: session.clientAddress,
  });
  if (reply.status === 429) return answer({ notice: { type: 'error', id: 'session.tooManyAttempts' } });
  if (reply.status !== 200) return answer({ notice: { type: 'error', id: 'newsletter.failed' } });
  const status = reply.result.status;
  return answer({
    status,
    notice: {
      type: 'success',
      id:
        status === 'pending'
          ? 'newsletter.confirmSent'
          : status === 'subscribed'
            ? 'newsletter.subscribed'
            : 'newsletter.unsubscribed',
    },
  });
}

/** The newsletter page's sign-up form, for anyone: the answer never says whether the address was known. */
export async function newsletterSignupAction({ request, params, context }: ActionArgs) {
  const storeView = requireStoreView(params);
  const form = await request.formData().catch(() => new FormData());
  if (form.get('intent') === 'confirm') return confirmSubscription(storeView.storeCode, form);
  const email = emailSchema.safeParse(form.get('email'));
  if (!email.success) return { notice: { type: 'error', id: 'form.email' } } satisfies NewsletterAnswer;
  const reply = await callEndpoint(newsletterSubscribe, {
    store: storeView.storeCode,
    body: { email: email.data },
    clientAddress: context.clientAddress,
  });
  if (reply.status === 429)
    return { notice: { type: 'error', id: 'session.tooManyAttempts' } } satisfies NewsletterAnswer;
  if (reply.status !== 200)
    return { notice: { type: 'error', id: 'newsletter.failed' } } satisfies NewsletterAnswer;
  return { notice: { type: 'success', id: 'newsletter.confirmSent' } } satisfies NewsletterAnswer;
}

/**
 * The confirmation is a button on the page the mail's link opens, not the link itself: mail scanners
 * open links, and a subscription must be the reader's own act.
 */
async function confirmSubscription(store: string, form: FormData): Promise<NewsletterAnswer> {
  const token = form.get('token');
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,200}$/.test(token)) {
    return { notice: { type: 'error', id: 'newsletter.linkInvalid' } };
  }
  const reply = await callEndpoint(newsletterConfirm, { store, body: { token } });
  if (reply.status !== 200) return { notice: { type: 'error', id: 'newsletter.linkInvalid' } };
  return { notice: { type: 'success', id: 'newsletter.subscribed' }, status: 'subscribed' };
}
