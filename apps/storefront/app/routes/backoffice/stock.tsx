import { decimalOfMinorUnits, STOCK_QTY_MAX, STORE_CODES } from '@hortus/core';
import { Form, Link, useNavigation } from 'react-router';
import { Field, SearchForm, SelectField } from '../../backoffice/BackOfficeForm';
import { requireSection, stockAndPrices } from '../../backoffice/catalogue.server';
import { DataTable } from '../../backoffice/DataTable';
import { ErrorHeading } from '../../backoffice/ErrorHeading';
import { amountIn, day } from '../../backoffice/formats';
import { backOfficeLanguage } from '../../backoffice/languages.server';
import { type TextKey, useBackOfficeTexts } from '../../backoffice/texts';
import { redirectInShop } from '../../lib/redirects';
import type { Route } from './+types/stock';

/** What a problem of the sheet's rules is called on the page (the API's code, the page's words). */
const PROBLEM_CODES = [
  'missing_value',
  'unknown_sku',
  'unknown_store',
  'wrong_currency',
  'bad_price',
  'bad_special_price',
  'bad_date',
  'dates_reversed',
  'bad_qty',
  'duplicate_row',
  'qty_differs',
] as const;
const problemText = (code: string): TextKey =>
  (PROBLEM_CODES as readonly string[]).includes(code) ? (`problem.${code}` as TextKey) : 'problem.other';

const PRICE_FIELDS = ['price', 'special_price', 'special_from', 'special_to'] as const;

/**
 * Stock and prices: find a product by SKU or name, set its stock and its price in each store view, download
 * the sheet of every price and stock (CSV), and import a changed sheet with a report of what changed, or
 * every problem by line (nothing is imported then).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token, staff } = await requireSection(request, context.clientAddress, 'stock');
  const caller = { token, clientAddress: context.clientAddress };
  const url = new URL(request.url);
  const query = url.searchParams.get('query')?.trim().slice(0, 100) ?? '';
  const after = url.searchParams.get('after')?.slice(0, 64) || undefined;
  const sku = url.searchParams.get('sku')?.slice(0, 64) || undefined;
  // Product names in the staff member's language where the catalogue has them (else English).
  const language = (await backOfficeLanguage(request)) === 'de' ? 'de' : 'en';
  const found = await stockAndPrices.find(caller, { query, language, ...(after ? { after } : {}) });
  const selected = sku
    ? ((await stockAndPrices.find(caller, { query: sku, language })).products.find(
        (product) => product.sku === sku,
      ) ?? null)
    : null;
  return {
    query,
    after: after ?? null,
    found,
    sku: sku ?? null,
    selected,
    saved: url.searchParams.get('saved'),
    role: staff.role,
  };
}

type PriceErrors = Partial<Record<(typeof PRICE_FIELDS)[number], TextKey>>;
type ActionData =
  | { intent: 'stock'; error: TextKey; qty: string }
  | { intent: 'price'; store: string; errors: PriceErrors; values: Record<string, string> }
  | {
      intent: 'import';
      report?: Awaited<ReturnType<typeof stockAndPrices.importSheet>> & { ok: true };
      problems?: { line: number | null; column: string | null; code: string; message: string }[];
      problemCount?: number;
      error?: TextKey;
      fileName?: string;
    };

export async function action({ request, context }: Route.ActionArgs): Promise<ActionData | Response> {
  const { token } = await requireSection(request, context.clientAddress, 'stock');
  const caller = { token, clientAddress: context.clientAddress };
  const form = await request.formData().catch(() => new FormData());
  const intent = String(form.get('intent') ?? '');
  const back = new URL(request.url);
  const sku = String(form.get('sku') ?? '').slice(0, 64);
  const backTo = (saved: string) => {
    back.searchParams.set('sku', sku);
    back.searchParams.set('saved', saved);
    return redirectInShop(`${back.pathname}${back.search}#product`, 303);
  };
  if (intent === 'stock') {
    const qty = String(form.get('qty') ?? '').trim();
    if (!/^\d{1,7}$/.test(qty) || Number(qty) > STOCK_QTY_MAX)
      return { intent, error: 'stock.qtyInvalid', qty };
    if (!sku) return { intent, error: 'stock.notFound', qty };
    const answer = await stockAndPrices.setStock(caller, sku, Number(qty));
    if (answer.status === 200) return backTo('stock');
    return { intent, error: answer.status === 404 ? 'stock.notFound' : 'stock.qtyInvalid', qty };
  }
  if (intent === 'price') {
    const store = String(form.get('store') ?? '').slice(0, 10);
    const values = Object.fromEntries(
      PRICE_FIELDS.map((field) => [field, String(form.get(field) ?? '').trim()]),
    );
    if (!sku || !store) return { intent, store, errors: { price: 'problem.missing_value' }, values };
    const answer = await stockAndPrices.setPrice(caller, sku, store, {
      price: values.price ?? '',
      special_price: values.special_price ?? '',
      special_from: values.special_from ?? '',
      special_to: values.special_to ?? '',
    });
    if (answer.status === 200) return backTo(`price-${store}`);
    const errors: PriceErrors = {};
    for (const problem of ('details' in answer ? answer.details?.problems : undefined) ?? []) {
      const field = PRICE_FIELDS.find((name) => name === problem.column) ?? 'price';
      errors[field] ??= problemText(problem.code);
    }
    if (Object.keys(errors).length === 0) errors.price = 'problem.other';
    return { intent, store, errors, values };
  }
  if (intent === 'import') {
    const file = form.get('sheet');
    if (!(file instanceof Blob) || file.size === 0) return { intent, error: 'sheet.noFile' };
    const fileName = file instanceof File ? file.name : undefined;
    const imported = await stockAndPrices.importSheet(caller, file);
    if (imported.ok) return { intent, report: imported, ...(fileName ? { fileName } : {}) };
    if (imported.status === 413) return { intent, error: 'sheet.tooLarge' };
    return {
      intent,
      problems: imported.problems,
      problemCount: imported.problemCount,
      ...(imported.problems.length === 0 ? { error: 'sheet.unreadable' as const } : {}),
      ...(fileName ? { fileName } : {}),
    };
  }
  return { intent: 'import', error: 'sheet.noFile' };
}

function SavedNotice({ text }: { text: string }) {
  return (
    <p className="bo-notice" role="status">
      {text}
    </p>
  );
}

export default function StockPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useBackOfficeTexts();
  const { found, selected, query, saved } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const stockError = actionData?.intent === 'stock' ? actionData : null;
  const priceError = actionData?.intent === 'price' ? actionData : null;
  const sheet = actionData?.intent === 'import' ? actionData : null;
  // A refusal for a product or store view this page shows no form of (a form posted from elsewhere) is
  // said at the top.
  const unshownError =
    stockError && !selected
      ? stockError.error
      : priceError && !selected?.prices.some((price) => price.store_code === priceError.store)
        ? (Object.values(priceError.errors)[0] ?? 'problem.other')
        : null;
  const linkTo = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;
  const sheetSection = (
    <section aria-labelledby="sheet-heading" className="bo-section">
      <h2 id="sheet-heading">{t('sheet.heading')}</h2>
      <p>{t('sheet.intro')}</p>
      <form method="get" action="/backoffice/stock/sheet.csv" className="bo-inline-form">
        <SelectField
          name="store"
          id="sheet-store"
          label={t('sheet.store')}
          any={t('sheet.allStores')}
          options={[...STORE_CODES].sort().map((store) => [store, store])}
          defaultValue=""
        />
        <input type="hidden" name="language" value={language} />
        <button type="submit" className="bo-button secondary">
          {t('sheet.download')}
        </button>
      </form>
      <Form method="post" encType="multipart/form-data" className="bo-inline-form" noValidate>
        <input type="hidden" name="intent" value="import" />
        <Field
          name="sheet"
          type="file"
          accept=".csv,text/csv"
          required
          label={t('sheet.file')}
          hint={t('sheet.fileHint')}
          error={sheet?.error && t(sheet.error)}
        />
        <button type="submit" className="bo-button" disabled={busy}>
          {t('sheet.import')}
        </button>
      </Form>
      {sheet?.report && <SheetReport report={sheet.report.report} fileName={sheet.fileName} />}
      {sheet?.problems && sheet.problems.length > 0 && (
        <p className="bo-alert" role="alert">
          {t('sheet.refused', {
            count: String(sheet.problemCount ?? sheet.problems.length),
            file: sheet.fileName ?? '',
          })}
          {(sheet.problemCount ?? 0) > sheet.problems.length &&
            ` ${t('sheet.firstProblems', { count: String(sheet.problems.length) })}`}
        </p>
      )}
      <DataTable
        caption={t('sheet.problems')}
        columns={[
          { key: 'line', label: t('sheet.line'), numeric: true },
          { key: 'column', label: t('sheet.column') },
          { key: 'problem', label: t('sheet.problem') },
        ]}
        rows={sheet?.problems ?? []}
        rowKey={(problem) => `${problem.line}-${problem.column}-${problem.code}`}
        cells={(problem) => ({
          line: problem.line ?? '–',
          column: problem.column ?? '–',
          problem: (
            <>
              {t(problemText(problem.code))} <span className="bo-muted">({problem.message})</span>
            </>
          ),
        })}
      />
    </section>
  );
  return (
    <>
      <h1>{t('nav.stock')}</h1>
      {unshownError && (
        <p className="bo-alert" role="alert">
          {t(unshownError)}
        </p>
      )}
      {/* After an import its report (or its problems) comes first, where the page opens. */}
      {sheet && sheetSection}
      <section aria-labelledby="find-heading" className="bo-section">
        <h2 id="find-heading">{t('stock.find')}</h2>
        <SearchForm label={t('stock.query')} hint={t('stock.queryHint')} query={query} />
        <DataTable
          caption={query ? t('stock.foundFor', { query }) : t('stock.all')}
          empty={t('stock.none')}
          columns={[
            { key: 'sku', label: t('stock.sku'), rowHeader: true },
            { key: 'name', label: t('stock.name') },
            { key: 'qty', label: t('stock.qty'), numeric: true },
            { key: 'prices', label: t('stock.prices') },
          ]}
          rows={found.products}
          rowKey={(product) => product.sku}
          current={(product) => product.sku === selected?.sku}
          cells={(product) => ({
            sku: <Link to={`${linkTo({ query, sku: product.sku })}#product`}>{product.sku}</Link>,
            name: product.name,
            qty: product.qty ?? '–',
            prices: (
              <>
                <span className="bo-price-count">
                  {t('stock.storeViews', { count: String(product.prices.length) })}
                </span>
                {product.prices[0] && (
                  <span className="bo-muted">
                    {' '}
                    ({product.prices[0].store_code}:{' '}
                    {amountIn(product.prices[0].price, product.prices[0].store_code)})
                  </span>
                )}
              </>
            ),
          })}
        />
        {found.next_after && (
          <p>
            <Link to={linkTo({ query, after: found.next_after })} className="bo-button secondary">
              {t('stock.next')}
            </Link>
          </p>
        )}
      </section>

      {loaderData.sku && !selected && <p className="bo-alert">{t('stock.notFound')}</p>}
      {selected && (
        <section id="product" aria-labelledby="product-heading" className="bo-section bo-card" tabIndex={-1}>
          <h2 id="product-heading">
            {selected.sku} – {selected.name}
          </h2>
          {saved === 'stock' && <SavedNotice text={t('stock.savedStock')} />}
          {saved?.startsWith('price-') && (
            <SavedNotice text={t('stock.savedPrice', { store: saved.slice('price-'.length) })} />
          )}
          <Form method="post" className="bo-inline-form" noValidate>
            <input type="hidden" name="intent" value="stock" />
            <input type="hidden" name="sku" value={selected.sku} />
            <Field
              name="qty"
              type="number"
              inputMode="numeric"
              min={0}
              max={STOCK_QTY_MAX}
              step={1}
              required
              label={t('stock.qtyLabel')}
              defaultValue={stockError?.qty ?? selected.qty ?? ''}
              error={stockError ? t(stockError.error) : undefined}
            />
            <button type="submit" className="bo-button" disabled={busy}>
              {t('stock.saveStock')}
            </button>
          </Form>
          <h3>{t('stock.pricesHeading')}</h3>
          <p className="bo-hint">{t('stock.priceHint')}</p>
          {selected.prices.length === 0 && <p className="bo-empty">{t('stock.noPrices')}</p>}
          {selected.prices.map((price) => {
            const failed = priceError?.store === price.store_code ? priceError : null;
            const id = (field: string) => `${field}-${price.store_code}`;
            const value = (field: (typeof PRICE_FIELDS)[number], current: string) =>
              failed ? failed.values[field] : current;
            return (
              <Form method="post" key={price.store_code} className="bo-price-form" noValidate>
                <fieldset>
                  <legend>
                    {price.store_code} ({price.currency}) – {amountIn(price.price, price.store_code)}
                    {price.special_price !== null && (
                      <>
                        {' · '}
                        {t('stock.specialNow', {
                          price: amountIn(price.special_price, price.store_code),
                          from: price.special_from ? day(price.special_from, language) : '…',
                          to: price.special_to ? day(price.special_to, language) : '…',
                        })}
                      </>
                    )}
                  </legend>
                  <input type="hidden" name="intent" value="price" />
                  <input type="hidden" name="sku" value={selected.sku} />
                  <input type="hidden" name="store" value={price.store_code} />
                  <Field
                    name="price"
                    id={id('price')}
                    label={t('stock.price', { currency: price.currency })}
                    inputMode="decimal"
                    required
                    defaultValue={value('price', decimalOfMinorUnits(price.price))}
                    error={failed?.errors.price && t(failed.errors.price)}
                  />
                  <Field
                    name="special_price"
                    id={id('special_price')}
                    label={t('stock.specialPrice', { currency: price.currency })}
                    inputMode="decimal"
                    defaultValue={value(
                      'special_price',
                      price.special_price === null ? '' : decimalOfMinorUnits(price.special_price),
                    )}
                    error={failed?.errors.special_price && t(failed.errors.special_price)}
                  />
                  <Field
                    name="special_from"
                    id={id('special_from')}
                    type="date"
                    label={t('stock.specialFrom')}
                    defaultValue={value('special_from', price.special_from ?? '')}
                    error={failed?.errors.special_from && t(failed.errors.special_from)}
                  />
                  <Field
                    name="special_to"
                    id={id('special_to')}
                    type="date"
                    label={t('stock.specialTo')}
                    defaultValue={value('special_to', price.special_to ?? '')}
                    error={failed?.errors.special_to && t(failed.errors.special_to)}
                  />
                  <button type="submit" className="bo-button" disabled={busy}>
                    {t('stock.savePrice', { store: price.store_code })}
                  </button>
                </fieldset>
              </Form>
            );
          })}
        </section>
      )}

      {!sheet && sheetSection}
    </>
  );
}

function SheetReport({
  report,
  fileName,
}: {
  report: NonNullable<Extract<ActionData, { intent: 'import' }>['report']>['report'];
  fileName: string | undefined;
}) {
  const { t } = useBackOfficeTexts();
  const priceText = (
    fields: { price: number; special_price: number | null } | null,
    store: string,
  ): string =>
    fields
      ? `${amountIn(fields.price, store)}${fields.special_price === null ? '' : ` (${t('stock.special')} ${amountIn(fields.special_price, store)})`}`
      : '–';
  return (
    <div id="sheet-report" className="bo-report">
      <p className="bo-notice" role="status">
        {t('sheet.imported', {
          file: fileName ?? '',
          rows: String(report.rows),
          prices: String(report.price_changes),
          stock: String(report.stock_changes),
          unchanged: String(report.unchanged),
        })}
      </p>
      <DataTable
        caption={t('sheet.priceChanges')}
        columns={[
          { key: 'line', label: t('sheet.line'), numeric: true },
          { key: 'sku', label: t('stock.sku') },
          { key: 'store', label: t('sheet.storeView') },
          { key: 'before', label: t('sheet.before') },
          { key: 'after', label: t('sheet.after') },
        ]}
        rows={report.changes.prices}
        rowKey={(change) => `${change.sku}-${change.store_code}`}
        cells={(change) => ({
          line: change.line,
          sku: change.sku,
          store: change.store_code,
          before: priceText(change.before, change.store_code),
          after: priceText(change.after, change.store_code),
        })}
      />
      <DataTable
        caption={t('sheet.stockChanges')}
        columns={[
          { key: 'line', label: t('sheet.line'), numeric: true },
          { key: 'sku', label: t('stock.sku') },
          { key: 'before', label: t('sheet.before'), numeric: true },
          { key: 'after', label: t('sheet.after'), numeric: true },
        ]}
        rows={report.changes.stock}
        rowKey={(change) => change.sku}
        cells={(change) => ({
          line: change.line,
          sku: change.sku,
          before: change.before ?? '–',
          after: change.after,
        })}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorHeading error={error} />;
}
