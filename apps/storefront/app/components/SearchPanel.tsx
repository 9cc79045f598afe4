import { SEARCH_CLIENT_TIMEOUT_MS } from '@hortus/core';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useRef, useState } from 'react';
import { Form, Link } from 'react-router';
import type { Product } from '../lib/catalog-types';
import { shareNonceWithDialogs } from '../lib/dialog-nonce';
import { price } from '../lib/format';
import { useTranslation } from '../lib/i18n';
import { mediaUrl, urls } from '../lib/urls';
import { useStore } from '../lib/use-store';
import { useUiState } from '../state/ui-state';
import { Icon } from './Icon';
import { SEARCH_MIN_LENGTH } from './search-rules';

const LIVE_RESULTS = 6;
const TYPING_PAUSE_MS = 200;

type LiveState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done'; term: string; items: Product[]; total: number; suggestion?: string };

/** The search panel: a modal dialog with live results from the catalogue API as the shopper types. */
shareNonceWithDialogs();

export default function SearchPanel({ returnFocus }: { returnFocus: React.RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const ui = useUiState();
  const [term, setTerm] = useState('');
  const [live, setLive] = useState<LiveState>({ kind: 'idle' });
  const resultsId = useId();
  const input = useRef<HTMLInputElement>(null);
  const store = storeView.storeCode;

  useEffect(() => {
    const trimmed = term.trim();
    if (trimmed.length < SEARCH_MIN_LENGTH) {
      setLive({ kind: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setLive({ kind: 'loading' });
      try {
        const response = await fetch(`/${store}/api/catalog`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            type: 'product',
            searchQuery: trimmed,
            size: LIVE_RESULTS,
            aggregations: [],
            _sourceInclude: ['id', 'sku', 'name', 'slug', 'image', 'final_price_incl_tax'],
          }),
          signal: AbortSignal.any([controller.signal, AbortSignal.timeout(SEARCH_CLIENT_TIMEOUT_MS)]),
        });
        const envelope = (await response.json()) as {
          result: { items: Product[]; total: number; suggestion?: string };
        };
        const { items, total, suggestion } = envelope.result;
        setLive({ kind: 'done', term: trimmed, items, total, suggestion });
      } catch (error) {
        if (!controller.signal.aborted) setLive({ kind: 'done', term: trimmed, items: [], total: 0 });
        if (!(error instanceof DOMException)) console.warn('live search failed', error);
      }
    }, TYPING_PAUSE_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [term, store]);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && ui.close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content
          className="panel panel-top"
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            // The shopper opened the panel to type: the field, not the close button, gets the focus.
            event.preventDefault();
            input.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            // The panel opens from a header link, not a Radix trigger: give the focus back to it.
            event.preventDefault();
            returnFocus.current?.focus();
          }}
        >
          <div className="panel-head">
            <Dialog.Title className="panel-title">{t('search.label')}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('a11y.closeDialog')}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <Form action={urls.search(store)} role="search" className="search-form" onSubmit={() => ui.close()}>
            <label htmlFor="search-panel-input" className="visually-hidden">
              {t('search.label')}
            </label>
            <input
              ref={input}
              id="search-panel-input"
              name="q"
              type="search"
              autoComplete="off"
              placeholder={t('search.placeholder')}
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              aria-describedby={resultsId}
            />
            <button type="submit" className="button">
              {t('search.submit')}
            </button>
          </Form>
          <div id={resultsId} aria-live="polite" className="live-results">
            {term.trim().length > 0 && term.trim().length < SEARCH_MIN_LENGTH && (
              <p className="hint">{t('search.minLength', { count: SEARCH_MIN_LENGTH })}</p>
            )}
            {live.kind === 'loading' && <p className="hint">{t('search.loading')}</p>}
            {live.kind === 'done' && live.suggestion && (
              <p className="search-suggestion">
                {t('search.didYouMean')}{' '}
                <Link
                  to={`${urls.search(store)}?${new URLSearchParams({ q: live.suggestion })}`}
                  onClick={(event) => {
                    // With scripts the panel searches the suggestion itself; the link is the fallback.
                    event.preventDefault();
                    setTerm(live.suggestion ?? '');
                    input.current?.focus();
                  }}
                >
                  {live.suggestion}
                </Link>
              </p>
            )}
            {live.kind === 'done' && live.items.length === 0 && (
              <p>{t('search.noResults', { term: live.term })}</p>
            )}
            {live.kind === 'done' && live.items.length > 0 && (
              <>
                <p className="hint">{t('search.results', { count: live.total })}</p>
                <ul className="live-list">
                  {live.items.map((product) => (
                    <li key={product.id}>
                      <Link to={urls.product(store, product.slug)} onClick={() => ui.close()}>
                        {product.image && (
                          <img
                            src={mediaUrl(product.image) ?? ''}
                            alt=""
                            width="56"
                            height="54"
                            loading="lazy"
                          />
                        )}
                        <span>{product.name}</span>
                        <span className="price">{price(product.final_price_incl_tax, storeView)}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
                <Link
                  to={`${urls.search(store)}?q=${encodeURIComponent(live.term)}`}
                  onClick={() => ui.close()}
                  className="button button-secondary"
                >
                  {t('search.showAll')}
                </Link>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
