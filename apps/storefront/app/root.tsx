import { findStoreView, type Language } from '@hortus/core';
import { useEffect, useMemo } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { backOfficeLanguage } from './backoffice/languages.server';
import { createI18n, type Messages, TextsProvider } from './lib/i18n';
import { messagesJsonFor, textCatalogOf } from './lib/messages.server';
import { useNonce } from './lib/nonce';
import { UiStateProvider } from './state/ui-state';
import stylesheet from './styles.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** The language of the page comes from the store view in the URL; paths outside a store are English. */
export async function loader({ params, request }: Route.LoaderArgs) {
  // The back office has its own texts and the staff member's language; none of the shop's are sent.
  if (new URL(request.url).pathname.startsWith('/backoffice')) {
    const language = await backOfficeLanguage(request);
    return { language: 'en' as Language, storeCode: undefined, locale: language, messages: '{}' };
  }
  const storeView = params.store ? findStoreView(params.store) : undefined;
  const language: Language = storeView?.i18n.language ?? 'en';
  return {
    language,
    storeCode: storeView?.storeCode,
    locale: storeView?.i18n.locale ?? 'en',
    messages: messagesJsonFor(textCatalogOf(storeView)),
  };
}

export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.store !== nextParams.store;
}

/**
 * Runs in the browser only when the store view changes (see shouldRevalidate; not at hydration). Spec 2:
 * a route switch that lands on another store's URL is a browser navigation, so the new store view's
 * language, currency and cookies come with a new document, not on top of the old one.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  const i18n = useMemo(
    () => createI18n(data?.language ?? 'en', JSON.parse(data?.messages ?? '{}') as Messages),
    [data?.language, data?.messages],
  );
  // Styles show browser-only controls from here on, without a second render of every one of them.
  useEffect(() => {
    document.documentElement.dataset.scripts = '';
  }, []);
  return (
    <html lang={data?.locale ?? 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f4d3a" />
        <Meta />
        <Links />
      </head>
      <body>
        <TextsProvider i18n={i18n} storeView={data?.storeCode ? findStoreView(data.storeCode) : undefined}>
          <UiStateProvider>{children}</UiStateProvider>
        </TextsProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Last resort when even the store's own boundary could not render: plain, without the store's chrome. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="main" className="container narrow">
      <h1>{status === 404 ? 'Page not found' : 'Something went wrong'}</h1>
      <p>
        <a href="/">Hortus</a>
      </p>
    </main>
  );
}
