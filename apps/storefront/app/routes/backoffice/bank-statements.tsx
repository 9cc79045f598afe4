import {
  BANK_CREDIT_REVIEW_REASON_TEXTS,
  BANK_ENTRY_IGNORED_REASON_TEXTS,
  type BankCreditReviewReason,
  type BankEntryIgnoredReason,
  formatPrice,
  STORE_CODES,
  STORE_VIEWS,
  type StoreView,
} from '@hortus/core';
import { data, Form, Link } from 'react-router';
import { SelectField } from '../../backoffice/BackOfficeForm';
import { bankStatements } from '../../backoffice/bank-statements.server';
import { DataTable } from '../../backoffice/DataTable';
import { ErrorHeading } from '../../backoffice/ErrorHeading';
import { BACK_OFFICE_PAGES } from '../../backoffice/navigation';
import { requireStaff } from '../../backoffice/staff-session.server';
import { type TextKey, useBackOfficeTexts } from '../../backoffice/texts';
import { redirectInShop } from '../../lib/redirects';
import type { Route } from './+types/bank-statements';

const PAGE = '/backoffice/bank-statements';
const ROLES = BACK_OFFICE_PAGES.find((page) => page.section === 'bank-statements')?.roles ?? [];

const positive = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

async function staffOfPage(request: Request, clientAddress: string | undefined) {
  const signedIn = await requireStaff(request, clientAddress);
  if (!(ROLES as readonly string[]).includes(signedIn.staff.role)) throw data('Forbidden', { status: 403 });
  return signedIn;
}

/**
 * The bank statements page: upload a camt.053 file, the report of the import just made (or one chosen
 * from the list), the credits waiting for a person with a form to book each to an order, earlier imports.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = await staffOfPage(request, context.clientAddress);
  const url = new URL(request.url);
  const reportId = positive(url.searchParams.get('report'));
  const page = positive(url.searchParams.get('page')) ?? 1;
  const [imports, waiting, report] = await Promise.all([
    bankStatements.imports(token, context.clientAddress),
    bankStatements.waiting(token, context.clientAddress, page),
    reportId === null ? null : bankStatements.report(token, context.clientAddress, reportId),
  ]);
  const matchedNumber = url.searchParams.get('matched_order');
  const matchedStore = url.searchParams.get('matched_store');
  const matchedAmount = positive(url.searchParams.get('matched_amount'));
  return {
    imports: imports.status === 200 ? imports.result : { imports: [], total: 0 },
    waiting: waiting.status === 200 ? waiting.result : { credits: [], total: 0 },
    page,
    report: report?.status === 200 ? report.result : null,
    // The outcome of a match, carried by the redirect; only shapes that a match can give are shown.
    matched:
      matchedNumber &&
      /^\d{1,20}$/.test(matchedNumber) &&
      (STORE_CODES as readonly string[]).includes(matchedStore ?? '') &&
      matchedAmount !== null
        ? {
            order: matchedNumber,
            store: matchedStore as string,
            amount: matchedAmount,
            currency: url.searchParams.get('matched_currency') ?? '',
            again: url.searchParams.get('matched_again') === '1',
          }
        : null,
  };
}

type ActionData =
  | { form: 'upload'; error: TextKey; message?: string }
  | {
      form: 'match';
      creditId: number;
      orderNumber: string;
      storeCode: string;
      field?: TextKey;
      error?: TextKey;
      message?: string;
    };

export async function action({ request, context }: Route.ActionArgs) {
  const { token } = await staffOfPage(request, context.clientAddress);
  const form = await request.formData().catch(() => new FormData());
  if (form.get('intent') === 'upload') {
    const file = form.get('statement');
    if (!(file instanceof File) || file.size === 0)
      return data<ActionData>({ form: 'upload', error: 'bank.upload.missing' }, { status: 400 });
    const answer = await bankStatements.upload(token, context.clientAddress, file);
    if (answer.status === 200) {
      const { import_id: importId } = answer.result as { import_id: number };
      return redirectInShop(`${PAGE}?report=${importId}#report`);
    }
    if (answer.status === 413)
      return data<ActionData>({ form: 'upload', error: 'bank.upload.tooLarge' }, { status: 413 });
    if (answer.status === 400 && typeof answer.result === 'string')
      return data<ActionData>(
        { form: 'upload', error: 'bank.upload.invalid', message: answer.result },
        { status: 400 },
      );
    return data<ActionData>({ form: 'upload', error: 'bank.upload.failed' }, { status: 502 });
  }
  const creditId = positive(String(form.get('credit') ?? ''));
  const orderNumber = String(form.get('order_number') ?? '').trim();
  const storeCode = String(form.get('store_code') ?? '');
  if (creditId === null) throw data('Bad Request', { status: 400 });
  const entered = { form: 'match' as const, creditId, orderNumber, storeCode };
  if (!/^\d{1,20}$/.test(orderNumber) || !(STORE_CODES as readonly string[]).includes(storeCode))
    return data<ActionData>({ ...entered, field: 'bank.match.numberInvalid' }, { status: 400 });
  const answer = await bankStatements.match(token, context.clientAddress, creditId, {
    order_number: orderNumber,
    store_code: storeCode as (typeof STORE_CODES)[number],
  });
  if (answer.status === 200) {
    const credit = String(form.get('amount') ?? '');
    const query = new URLSearchParams({
      matched_order: answer.result.order.number,
      matched_store: answer.result.order.store_code,
      matched_amount: credit,
      matched_currency: String(form.get('currency') ?? ''),
      ...(answer.result.matched_now ? {} : { matched_again: '1' }),
    });
    return redirectInShop(`${PAGE}?${query}#outcome`);
  }
  const known: readonly string[] = [
    'not_found',
    'bank_credit_already_booked',
    'bank_credit_currency_mismatch',
    'bank_credit_not_a_payment',
  ];
  const reason = 'reason' in answer ? answer.reason : 'invalid_request';
  return data<ActionData>(
    known.includes(reason)
      ? { ...entered, error: `bank.match.error.${reason}` as TextKey }
      : { ...entered, error: 'bank.match.error.other', message: String(answer.result) },
    { status: answer.status },
  );
}

/** The store view that shows an amount: the order's, else one with the currency in the staff's language. */
function viewFor(currency: string, language: string, storeCode?: string): StoreView | undefined {
  const own = STORE_VIEWS.find((view) => view.storeCode === storeCode);
  if (own && own.i18n.currencyCode === currency) return own;
  const inCurrency = STORE_VIEWS.filter((view) => view.i18n.currencyCode === currency);
  return inCurrency.find((view) => view.i18n.language === language) ?? inCurrency[0];
}

function useFormats() {
  const { t, language } = useBackOfficeTexts();
  const locale = language === 'de' ? 'de-DE' : 'en-GB';
  return {
    t,
    language,
    money: (amount: number | null, currency: string | null, storeCode?: string) => {
      if (amount === null || currency === null) return '–';
      const view = viewFor(currency, language, storeCode);
      return view ? formatPrice(amount, view) : `${formatPrice(amount)} ${currency}`;
    },
    day: (value: string | null) =>
      value
        ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
            new Date(`${value}T00:00:00Z`),
          )
        : '–',
    moment: (value: string) =>
      new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Europe/Berlin',
      }).format(new Date(value)),
    reviewReason: (reason: string | null) =>
      reason && reason in BANK_CREDIT_REVIEW_REASON_TEXTS
        ? BANK_CREDIT_REVIEW_REASON_TEXTS[reason as BankCreditReviewReason][language === 'de' ? 'de' : 'en']
        : (reason ?? ''),
    ignoredReason: (reason: string) =>
      reason in BANK_ENTRY_IGNORED_REASON_TEXTS
        ? BANK_ENTRY_IGNORED_REASON_TEXTS[reason as BankEntryIgnoredReason][language === 'de' ? 'de' : 'en']
        : reason,
  };
}

export default function BankStatementsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, money } = useFormats();
  const { imports, waiting, report, matched, page } = loaderData;
  const uploadError = actionData?.form === 'upload' ? actionData : null;
  const pages = Math.max(1, Math.ceil(waiting.total / 20));
  return (
    <div className="bo-bank">
      <h1>{t('bank.heading')}</h1>
      {matched && (
        <p className="bo-notice" role="status" id="outcome">
          {t(matched.again ? 'bank.match.alreadyBooked' : 'bank.match.booked', {
            amount: money(matched.amount, matched.currency, matched.store),
            order: matched.order,
            store: matched.store,
          })}
        </p>
      )}
      <section aria-labelledby="upload-heading" className="bo-panel">
        <h2 id="upload-heading">{t('bank.upload.heading')}</h2>
        <Form method="post" encType="multipart/form-data" noValidate>
          <input type="hidden" name="intent" value="upload" />
          <div className="bo-field">
            <label htmlFor="statement">{t('bank.upload.file')}</label>
            <p id="statement-hint" className="bo-hint">
              {t('bank.upload.hint')}
            </p>
            <input
              id="statement"
              name="statement"
              type="file"
              accept=".xml,application/xml,text/xml"
              required
              aria-invalid={uploadError ? true : undefined}
              aria-describedby={`statement-hint${uploadError ? ' statement-error' : ''}`}
            />
            {uploadError && (
              <p id="statement-error" className="bo-error" role="alert">
                {t(uploadError.error, { message: uploadError.message ?? '' })}
              </p>
            )}
          </div>
          <button type="submit" className="bo-button">
            {t('bank.upload.submit')}
          </button>
        </Form>
      </section>
      {report && <ImportReport report={report} />}
      <WaitingCredits waiting={waiting} page={page} pages={pages} actionData={actionData} />
      <EarlierImports imports={imports} />
    </div>
  );
}

type LoaderData = Route.ComponentProps['loaderData'];

function ImportReport({ report }: { report: NonNullable<LoaderData['report']> }) {
  const { t, money, day, moment, reviewReason, ignoredReason } = useFormats();
  // A part's heading names its table too.
  const heading = {
    booked: t('bank.report.booked', { count: String(report.booked.length) }),
    review: t('bank.report.review', { count: String(report.review.length) }),
    ignored: t('bank.report.ignored', { count: String(report.ignored.length) }),
  };
  return (
    <section aria-labelledby="report-heading" className="bo-panel" id="report">
      <h2 id="report-heading" tabIndex={-1}>
        {t('bank.report.heading')}
      </h2>
      <p>
        {t('bank.report.summary', {
          file: report.file_name ?? t('bank.report.noFile'),
          date: moment(report.imported_at),
          name: report.staff_name,
        })}
      </p>
      <ul className="bo-plain">
        {report.statements.map((statement) => (
          <li key={statement.id}>
            {t('bank.report.statements', {
              id: statement.id,
              iban: statement.account_iban ?? '–',
              from: day(statement.from),
              to: day(statement.to),
            })}
          </li>
        ))}
      </ul>
      <h3>{heading.booked}</h3>
      {report.booked.length === 0 && <p>{t('bank.report.none')}</p>}
      <DataTable
        caption={heading.booked}
        captionHidden
        columns={[
          { key: 'order', label: t('bank.col.order'), rowHeader: true },
          { key: 'store', label: t('bank.col.storeView') },
          { key: 'amount', label: t('bank.col.amount'), numeric: true },
          { key: 'bookedOn', label: t('bank.col.bookedOn') },
        ]}
        rows={report.booked}
        rowKey={(booked) => booked.credit_id}
        cells={(booked) => ({
          order: booked.order.number,
          store: booked.order.store_code,
          amount: money(booked.amount, booked.currency, booked.order.store_code),
          bookedOn: day(booked.booked_on),
        })}
      />
      <h3>{heading.review}</h3>
      {report.review.length === 0 && <p>{t('bank.report.none')}</p>}
      <DataTable
        caption={heading.review}
        captionHidden
        columns={[
          { key: 'amount', label: t('bank.col.amount'), numeric: true },
          { key: 'bookedOn', label: t('bank.col.bookedOn') },
          { key: 'reason', label: t('bank.col.reason') },
          { key: 'orderNumbers', label: t('bank.col.orderNumbers') },
        ]}
        rows={report.review}
        rowKey={(credit) => credit.credit_id}
        cells={(credit) => ({
          amount: money(credit.amount, credit.currency),
          bookedOn: day(credit.booked_on),
          reason: (
            <>
              {reviewReason(credit.reason)}
              {credit.detail && <span className="bo-hint"> {credit.detail}</span>}
            </>
          ),
          orderNumbers: credit.order_numbers.join(', ') || '–',
        })}
      />
      <h3>{heading.ignored}</h3>
      {report.ignored.length === 0 && <p>{t('bank.report.none')}</p>}
      <DataTable
        caption={heading.ignored}
        captionHidden
        columns={[
          { key: 'amount', label: t('bank.col.amount'), numeric: true },
          { key: 'bookedOn', label: t('bank.col.bookedOn') },
          { key: 'reason', label: t('bank.col.reason') },
        ]}
        rows={report.ignored}
        rowKey={(entry, index) => entry.credit_id ?? `pending-${index}`}
        cells={(entry) => ({
          amount: money(entry.amount, entry.currency),
          bookedOn: day(entry.booked_on),
          reason: ignoredReason(entry.reason),
        })}
      />
      {report.already_imported.length > 0 && (
        <p className="bo-notice">
          {t('bank.report.already', { count: String(report.already_imported.length) })}
        </p>
      )}
    </section>
  );
}

function WaitingCredits({
  waiting,
  page,
  pages,
  actionData,
}: {
  waiting: LoaderData['waiting'];
  page: number;
  pages: number;
  actionData: Route.ComponentProps['actionData'];
}) {
  const { t, money, day, reviewReason } = useFormats();
  const failed = actionData?.form === 'match' ? actionData : null;
  return (
    <section aria-labelledby="review-heading" className="bo-panel">
      <h2 id="review-heading">{t('bank.review.heading', { count: String(waiting.total) })}</h2>
      {waiting.credits.length === 0 ? (
        <p className="bo-empty">{t('bank.review.empty')}</p>
      ) : (
        <ul className="bo-credits">
          {waiting.credits.map((credit) => {
            const error = failed?.creditId === credit.id ? failed : null;
            const numberId = `order-number-${credit.id}`;
            const errorId = `match-error-${credit.id}`;
            const suggested = credit.suggested_order;
            return (
              <li key={credit.id} className="bo-credit" aria-labelledby={`credit-${credit.id}`}>
                <h3 id={`credit-${credit.id}`} className="bo-credit-amount">
                  {money(credit.amount, credit.currency)} · {day(credit.booked_on)}
                </h3>
                <dl className="bo-facts">
                  <dt>{t('bank.col.payer')}</dt>
                  <dd>
                    {credit.payer_name ?? '–'}
                    {credit.payer_iban && <span className="bo-iban"> {credit.payer_iban}</span>}
                  </dd>
                  <dt>{t('bank.col.reference')}</dt>
                  <dd>{credit.reference_text ?? credit.creditor_reference ?? credit.end_to_end_id ?? '–'}</dd>
                  <dt>{t('bank.col.reason')}</dt>
                  <dd>
                    {reviewReason(credit.reason)}
                    {credit.reason_detail && <span className="bo-hint"> {credit.reason_detail}</span>}
                    {suggested && (
                      <span className="bo-suggested">
                        {' '}
                        {t('bank.review.suggested', {
                          order: `${suggested.number} (${suggested.store_code})`,
                        })}
                      </span>
                    )}
                  </dd>
                </dl>
                <Form method="post" noValidate className="bo-match" aria-label={t('bank.col.action')}>
                  <input type="hidden" name="intent" value="match" />
                  <input type="hidden" name="credit" value={credit.id} />
                  <input type="hidden" name="amount" value={credit.amount ?? ''} />
                  <input type="hidden" name="currency" value={credit.currency ?? ''} />
                  <div className="bo-field">
                    <label htmlFor={numberId}>{t('bank.match.number')}</label>
                    <input
                      id={numberId}
                      name="order_number"
                      inputMode="numeric"
                      autoComplete="off"
                      defaultValue={error?.orderNumber ?? suggested?.number ?? ''}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                    />
                  </div>
                  <SelectField
                    name="store_code"
                    id={`store-${credit.id}`}
                    label={t('bank.match.store')}
                    options={STORE_VIEWS.map((view) => [view.storeCode, `${view.storeCode} – ${view.name}`])}
                    defaultValue={error?.storeCode ?? suggested?.store_code ?? 'de-de'}
                  />
                  <button type="submit" className="bo-button">
                    {t('bank.match.submit')}
                  </button>
                  {error && (
                    <p id={errorId} className="bo-error" role="alert">
                      {t(error.field ?? error.error ?? 'bank.match.error.other', {
                        message: error.message ?? '',
                      })}
                    </p>
                  )}
                </Form>
              </li>
            );
          })}
        </ul>
      )}
      {pages > 1 && (
        <nav
          className="bo-pages"
          aria-label={t('bank.page.of', { page: String(page), pages: String(pages) })}
        >
          {page > 1 && <Link to={`${PAGE}?page=${page - 1}`}>{t('bank.page.previous')}</Link>}
          <span>{t('bank.page.of', { page: String(page), pages: String(pages) })}</span>
          {page < pages && <Link to={`${PAGE}?page=${page + 1}`}>{t('bank.page.next')}</Link>}
        </nav>
      )}
    </section>
  );
}

function EarlierImports({ imports }: { imports: LoaderData['imports'] }) {
  const { t, day, moment } = useFormats();
  return (
    <section aria-labelledby="imports-heading" className="bo-panel">
      <h2 id="imports-heading">{t('bank.imports.heading')}</h2>
      <DataTable
        caption={t('bank.imports.caption')}
        empty={t('bank.imports.empty')}
        columns={[
          { key: 'date', label: t('bank.col.date'), rowHeader: true },
          { key: 'file', label: t('bank.col.file'), className: 'bo-file' },
          { key: 'who', label: t('bank.col.who') },
          { key: 'period', label: t('bank.col.period') },
          { key: 'counts', label: t('bank.col.counts') },
          { key: 'report' },
        ]}
        rows={imports.imports}
        rowKey={(row) => row.id}
        cells={(row) => ({
          date: moment(row.imported_at),
          file: row.file_name ?? '–',
          who: row.staff_name,
          period:
            row.period_from === row.period_to
              ? day(row.period_from)
              : `${day(row.period_from)} – ${day(row.period_to)}`,
          counts: (
            <>
              {row.booked} / {row.review} / {row.ignored} / {row.already_imported}
            </>
          ),
          report: <Link to={`${PAGE}?report=${row.id}#report`}>{t('bank.imports.show')}</Link>,
        })}
      />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorHeading error={error} otherwise="bank.upload.failed" />;
}
