import { data, Form, Link } from 'react-router';
import { contactInbox, requireSection } from '../../backoffice/catalogue.server';
import { ErrorHeading } from '../../backoffice/ErrorHeading';
import { moment } from '../../backoffice/formats';
import { type TextKey, useBackOfficeTexts } from '../../backoffice/texts';
import { redirectInShop } from '../../lib/redirects';
import type { Route } from './+types/contact-messages';

// core's CONTACT_SUBJECTS (its module carries zod, which page code takes only as types).
const SUBJECTS = ['order', 'product', 'delivery', 'other'];
const subjectText = (subject: string): TextKey =>
  SUBJECTS.includes(subject) ? (`contact.subject.${subject}` as TextKey) : 'contact.subject.other';

/**
 * The contact form's inbox: open messages (or all), newest first, each readable in full; customer service
 * marks one answered or reopens it. Messages are deleted after the retention period, which the page says.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = await requireSection(request, context.clientAddress, 'contact-messages');
  const url = new URL(request.url);
  const show = url.searchParams.get('show') === 'all' ? 'all' : 'open';
  const olderThan = Number(url.searchParams.get('older_than'));
  const page = await contactInbox.page(
    { token, clientAddress: context.clientAddress },
    { show, ...(Number.isSafeInteger(olderThan) && olderThan > 0 ? { older_than: olderThan } : {}) },
  );
  return { show, page, done: url.searchParams.get('done') };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { token } = await requireSection(request, context.clientAddress, 'contact-messages');
  const form = await request.formData().catch(() => new FormData());
  const id = Number(form.get('id'));
  if (!Number.isSafeInteger(id) || id <= 0) throw data('Bad Request', { status: 400 });
  const answered = form.get('answered') === 'true';
  const answer = await contactInbox.answered({ token, clientAddress: context.clientAddress }, id, answered);
  if (answer.status !== 200) throw data(answer.result, { status: answer.status === 404 ? 404 : 400 });
  const show = form.get('show') === 'all' ? 'all' : 'open';
  return redirectInShop(
    `/backoffice/contact-messages?show=${show}&done=${answered ? 'answered' : 'reopened'}`,
    303,
  );
}

export default function ContactMessagesPage({ loaderData }: Route.ComponentProps) {
  const { t, language } = useBackOfficeTexts();
  const { show, page, done } = loaderData;
  return (
    <>
      <h1>{t('nav.contact-messages')}</h1>
      <p className="bo-hint">{t('contact.retention', { days: String(page.retention_days) })}</p>
      <nav aria-label={t('contact.filter')} className="bo-tabs">
        <Link to="?show=open" aria-current={show === 'open' ? 'page' : undefined}>
          {t('contact.open')}
        </Link>
        <Link to="?show=all" aria-current={show === 'all' ? 'page' : undefined}>
          {t('contact.all')}
        </Link>
      </nav>
      {done && (
        <p className="bo-notice" role="status">
          {done === 'answered' ? t('contact.doneAnswered') : t('contact.doneReopened')}
        </p>
      )}
      {page.messages.length === 0 ? (
        <p className="bo-empty">{show === 'open' ? t('contact.noneOpen') : t('contact.none')}</p>
      ) : (
        <ol className="bo-messages" aria-label={show === 'open' ? t('contact.open') : t('contact.all')}>
          {page.messages.map((message) => (
            <li key={message.id}>
              <article aria-labelledby={`message-${message.id}`} className="bo-card">
                <h2 id={`message-${message.id}`}>
                  {t(subjectText(message.subject))}
                  {message.order_number && ` · ${t('contact.order', { number: message.order_number })}`}
                </h2>
                <p className="bo-muted">
                  {t('contact.from', {
                    name: message.name,
                    email: message.email,
                    when: moment(message.created_at, language),
                    store: message.store_code,
                  })}
                </p>
                <p className="bo-message-text">{message.message}</p>
                <div className="bo-actions">
                  {message.answered_at ? (
                    <p className="bo-badge answered">
                      {t('contact.answeredBy', {
                        name: message.answered_by ?? '',
                        when: moment(message.answered_at, language),
                      })}
                    </p>
                  ) : (
                    <a className="bo-button secondary" href={`mailto:${message.email}`}>
                      {t('contact.reply')}
                    </a>
                  )}
                  <Form method="post">
                    <input type="hidden" name="id" value={message.id} />
                    <input type="hidden" name="show" value={show} />
                    <input type="hidden" name="answered" value={message.answered_at ? 'false' : 'true'} />
                    <button
                      type="submit"
                      className={message.answered_at ? 'bo-button secondary' : 'bo-button'}
                      aria-describedby={`message-${message.id}`}
                    >
                      {message.answered_at ? t('contact.reopen') : t('contact.markAnswered')}
                    </button>
                  </Form>
                </div>
              </article>
            </li>
          ))}
        </ol>
      )}
      {page.older_than && (
        <p>
          <Link className="bo-button secondary" to={`?show=${show}&older_than=${page.older_than}`}>
            {t('contact.older')}
          </Link>
        </p>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorHeading error={error} />;
}
