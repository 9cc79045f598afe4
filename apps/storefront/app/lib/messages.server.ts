import type { Language } from '@hortus/core';
import {
  type CompiledIcuChoices,
  type CompiledMessage,
  type CompiledMessageToken,
  compileMessage,
} from '@lingui/message-utils/compileMessage';
import de from '../locales/de.json';
import en from '../locales/en.json';
import es from '../locales/es.json';
import fr from '../locales/fr.json';
import hu from '../locales/hu.json';
import it from '../locales/it.json';
import { flattenMessages, type MessageTree } from '../locales/message-tree';
import nl from '../locales/nl.json';
import pl from '../locales/pl.json';
import { countArgument, type Messages, pluralFormArgument } from './i18n';

const CATALOGS: Record<Language, MessageTree> = { de, en, es, fr, hu, it, nl, pl };
const compiled = new Map<Language, Messages>();

/** The compiled UI texts of one language; the server holds all eight, a page ships only its own. */
export function messagesFor(language: Language): Messages {
  let messages = compiled.get(language);
  if (!messages) {
    messages = Object.fromEntries(
      Object.entries(flattenMessages(CATALOGS[language])).map(([id, text]) => [
        id,
        pluralsAsSelects(compileMessage(text)),
      ]),
    );
    compiled.set(language, messages);
  }
  return messages;
}

const asJson = new Map<Language, string>();

/**
 * The compiled texts as one JSON string, as the root loader sends them: React Router's stream format
 * would otherwise rebuild every message's nested arrays in the browser at hydration (its slowest part
 * there), where one JSON.parse of a string is native and quick.
 */
export function messagesJsonFor(language: Language): string {
  let json = asJson.get(language);
  if (json === undefined) {
    json = JSON.stringify(messagesFor(language));
    asJson.set(language, json);
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
export function pluralsAsSelects(message: CompiledMessage, count?: string): CompiledMessage {
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
export function textFor(language: Language, id: string): string {
  return flattenMessages(CATALOGS[language])[id] ?? id;
}
