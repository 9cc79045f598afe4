import type { Language, StoreView } from '@hortus/core';
import {
  type CompiledIcuChoices,
  type CompiledMessage,
  type CompiledMessageToken,
  compileMessage,
} from '@lingui/message-utils/compileMessage';
import de from '../locales/de.json';
import deCH from '../locales/de-CH.json';
import en from '../locales/en.json';
import enUS from '../locales/en-US.json';
import es from '../locales/es.json';
import fr from '../locales/fr.json';
import hu from '../locales/hu.json';
import it from '../locales/it.json';
import { flattenMessages, type MessageTree } from '../locales/message-tree';
import nl from '../locales/nl.json';
import pl from '../locales/pl.json';
import { countArgument, type Messages, pluralFormArgument } from './i18n';

const CATALOGS: Record<Language, MessageTree> = { de, en, es, fr, hu, it, nl, pl };

/**
 * Markets that write their language differently: a variant file holds only the texts that differ and lies
 * over its language's file ('de-CH': ss for ß, MWST; 'en-US': US spelling, sales tax). Named
 * `{language}-{country}`: the store views of that country and language read it (ch-de, us-en); the
 * others of the language (ot-en too) read the language's file.
 */
const VARIANTS = {
  'de-CH': { language: 'de', messages: deCH },
  'en-US': { language: 'en', messages: enUS },
} satisfies Record<string, { language: Language; messages: MessageTree }>;

/** A set of UI texts: a language's, or a market's variant of it. */
export type TextCatalog = Language | keyof typeof VARIANTS;

function isVariant(name: string): name is keyof typeof VARIANTS {
  return Object.hasOwn(VARIANTS, name);
}

/** The texts a store view's pages read: its market's variant where there is one, else its language's. */
export function textCatalogOf(storeView: StoreView | undefined): TextCatalog {
  if (!storeView) return 'en';
  const variant = `${storeView.i18n.language}-${storeView.i18n.country}`;
  return isVariant(variant) ? variant : storeView.i18n.language;
}

const flattened = new Map<TextCatalog, Record<string, string>>();

function textsOf(catalog: TextCatalog): Record<string, string> {
  let texts = flattened.get(catalog);
  if (!texts) {
    texts = isVariant(catalog)
      ? {
          ...flattenMessages(CATALOGS[VARIANTS[catalog].language]),
          ...flattenMessages(VARIANTS[catalog].messages),
        }
      : flattenMessages(CATALOGS[catalog]);
    flattened.set(catalog, texts);
  }
  return texts;
}

const compiled = new Map<TextCatalog, Messages>();

/** The compiled UI texts of one language or variant; the server holds them all, a page ships only its own. */
export function messagesFor(catalog: TextCatalog): Messages {
  let messages = compiled.get(catalog);
  if (!messages) {
    messages = Object.fromEntries(
      Object.entries(textsOf(catalog)).map(([id, text]) => [id, pluralsAsSelects(compileMessage(text))]),
    );
    compiled.set(catalog, messages);
  }
  return messages;
}

const asJson = new Map<TextCatalog, string>();

/**
 * The compiled texts as one JSON string, as the root loader sends them: React Router's stream format
 * would otherwise rebuild every message's nested arrays in the browser at hydration (its slowest part
 * there), where one JSON.parse of a string is native and quick.
 */
export function messagesJsonFor(catalog: TextCatalog): string {
  let json = asJson.get(catalog);
  if (json === undefined) {
    json = JSON.stringify(messagesFor(catalog));
    asJson.set(catalog, json);
  }
  return json;
}

/**
 * Each plural becomes selects on arguments that `translate` (i18n.ts) adds: an exact `=N` branch on the
 * count itself, then the plural form from `Intl.PluralRules`, and `#` becomes the count in the store view's
 * number style. Lingui formats every plural's count with `Intl.NumberFormat`, whose first use in a page
 * costs Chromium ~45 ms of main thread (its number data) during hydration; plural rules cost ~1 ms. A plural
 * with an offset stays Lingui's (its `#` is the count minus the offset).
 */
function pluralsAsSelects(message: CompiledMessage, count?: string): CompiledMessage {
  return message.map((token): CompiledMessageToken => {
    if (token === '#' && count) return [countArgument(count)];
    if (typeof token === 'string') return token;
    const [name, type, format] = token;
    if (type !== 'plural' && type !== 'select') return token;
    const branches = format as CompiledIcuChoices;
    const inner = type === 'select' ? count : branches.offset ? undefined : name;
    // Lingui's compiled choices carry `offset` (undefined when the message has none) beside the branches.
    const rewritten = (keys: [string, unknown][]) =>
      Object.fromEntries(
        keys
          .filter(([key]) => key !== 'offset')
          .map(([key, branch]) => [key, Array.isArray(branch) ? pluralsAsSelects(branch, inner) : branch]),
      );
    if (type === 'select' || !inner)
      return [name, type, { ...branches, ...rewritten(Object.entries(branches)) }];
    const exact = Object.entries(branches).filter(([key]) => /^\d+$/.test(key));
    const forms: CompiledMessageToken = [
      pluralFormArgument(name),
      'select',
      rewritten(Object.entries(branches).filter(([key]) => !/^\d+$/.test(key))),
    ];
    return exact.length ? [name, 'select', { ...rewritten(exact), other: [forms] }] : forms;
  });
}

/** A text without arguments for server-side use (page titles and descriptions in loaders). */
export function textFor(catalog: TextCatalog, id: string): string {
  return textsOf(catalog)[id] ?? id;
}
