import type { Language } from '@hortus/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import de from '../locales/de.json';
import en from '../locales/en.json';
import es from '../locales/es.json';
import fr from '../locales/fr.json';
import hu from '../locales/hu.json';
import it from '../locales/it.json';
import { flattenMessages, type MessageTree } from '../locales/message-tree';
import nl from '../locales/nl.json';
import pl from '../locales/pl.json';
import type { Messages } from './i18n';

const CATALOGS: Record<Language, MessageTree> = { de, en, es, fr, hu, it, nl, pl };
const compiled = new Map<Language, Messages>();

/** The compiled UI texts of one language; the server holds all eight, a page ships only its own. */
export function messagesFor(language: Language): Messages {
  let messages = compiled.get(language);
  if (!messages) {
    messages = Object.fromEntries(
      Object.entries(flattenMessages(CATALOGS[language])).map(([id, text]) => [id, compileMessage(text)]),
    );
    compiled.set(language, messages);
  }
  return messages;
}

/** A text without arguments for server-side use (page titles and descriptions in loaders). */
export function textFor(language: Language, id: string): string {
  return flattenMessages(CATALOGS[language])[id] ?? id;
}
