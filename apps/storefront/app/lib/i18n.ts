import { formatCount, formatNumber, type StoreView } from '@hortus/core';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { createContext, createElement, type ReactNode, useContext } from 'react';

export type { Messages };

/**
 * UI texts through Lingui: catalogs are ICU MessageFormat JSON (app/locales), compiled on the server
 * (messages.server.ts) and sent for the page's language only, so the browser needs just Lingui's small
 * runtime to format them (ADR 0006).
 */
export function createI18n(locale: string, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}

/**
 * The arguments that stand for a plural in a compiled message (messages.server.ts `pluralsAsSelects`): the
 * count as the page writes numbers, for its `#`, and the count's plural form in the page's language.
 */
export function countArgument(name: string): string {
  return `${name}#`;
}
export function pluralFormArgument(name: string): string {
  return `${name}:plural`;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralForm(locale: string, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

const CountStyle = createContext<StoreView | undefined>(undefined);

/** Lingui's provider and the store view whose number style the texts' counts take (as its prices do). */
export function TextsProvider({
  i18n,
  storeView,
  children,
}: {
  i18n: I18n;
  storeView: StoreView | undefined;
  children: ReactNode;
}) {
  return createElement(
    I18nProvider,
    { i18n },
    createElement(CountStyle.Provider, { value: storeView }, children),
  );
}

export type Translate = (id: string, values?: Record<string, unknown>) => string;

/** `t('product.inStock')`, `t('category.products', { count })`: a message of the page's language. */
export function useTranslation(): { t: Translate } {
  const { i18n } = useLingui();
  const storeView = useContext(CountStyle);
  return { t: (id, values) => translate(i18n, storeView, id, values) };
}

/**
 * A message with its arguments; every whole-number argument also as its plural's count and form, and every
 * other number (a tax rate such as 8.1) in the store view's number style ('8,1' in fr-CH).
 */
export function translate(
  i18n: I18n,
  storeView: StoreView | undefined,
  id: string,
  values?: Record<string, unknown>,
): string {
  if (!values) return i18n._(id);
  const withCounts: Record<string, unknown> = { ...values };
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'number' && Number.isInteger(value)) {
      withCounts[countArgument(name)] = formatCount(value, storeView);
      withCounts[pluralFormArgument(name)] = pluralForm(i18n.locale, value);
    } else if (typeof value === 'number' && Number.isFinite(value)) {
      withCounts[name] = formatNumber(value, storeView);
    }
  }
  return i18n._(id, withCounts);
}
