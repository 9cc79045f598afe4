import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { useLingui } from '@lingui/react';

export { I18nProvider } from '@lingui/react';
export type { Messages };

/**
 * UI texts through Lingui: catalogs are ICU MessageFormat JSON (app/locales), compiled on the server
 * (messages.server.ts) and sent for the page's language only, so the browser needs just Lingui's small
 * runtime to format them (ADR 0006).
 */
export function createI18n(locale: string, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}

export type Translate = (id: string, values?: Record<string, unknown>) => string;

/** `t('product.inStock')`, `t('category.products', { count })`: a message of the page's language. */
export function useTranslation(): { t: Translate } {
  const { i18n } = useLingui();
  return { t: (id, values) => i18n._(id, values) };
}
