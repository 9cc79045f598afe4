import type { Language } from '@hortus/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** The 404 page of a path outside every store view, written out in the visitor's language on the server. */
export interface UnknownStorePage {
  language: Language;
  title: string;
  text: string;
  toShop: string;
  allStores: string;
  stores: { href: string; country: string; language: string; lang: Language }[];
}

/**
 * The boundary of the store route: an unknown store prefix gets the shop's own 404 page in the visitor's
 * language, with the way to the store chooser ('/' picks the visitor's store) and to every store view;
 * any other failure before the store's chrome could load gets the plain error page.
 */
export function StoreOutsideError() {
  const error = useRouteError();
  const unknownStore = isRouteErrorResponse(error)
    ? (error.data as { unknownStore?: UnknownStorePage } | null)?.unknownStore
    : undefined;
  if (unknownStore) return <UnknownStore page={unknownStore} />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main id="main" className="container narrow">
      <h1>Something went wrong</h1>
      <p>
        <a href="/">Hortus</a>
      </p>
    </main>
  );
}

function UnknownStore({ page }: { page: UnknownStorePage }) {
  return (
    <div className="unknown-store" lang={page.language}>
      <title>{`${page.title} | Hortus`}</title>
      <meta name="robots" content="noindex" />
      <header className="unknown-store-header">
        <div className="container">
          <a href="/" className="logo">
            Hortus
          </a>
        </div>
      </header>
      <main id="main" className="container narrow page-message">
        <h1>{page.title}</h1>
        <p>{page.text}</p>
        <a href="/" className="button button-primary">
          {page.toShop}
        </a>
        <section aria-labelledby="all-stores" className="unknown-store-list">
          <h2 id="all-stores">{page.allStores}</h2>
          <ul>
            {page.stores.map((store) => (
              <li key={store.href}>
                <a href={store.href}>
                  {store.country} · <span lang={store.lang}>{store.language}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </div>
  );
}
