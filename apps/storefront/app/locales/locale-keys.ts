import { parse, type Token } from '@messageformat/parser';
import { flattenMessages, type MessageTree } from './message-tree';

/**
 * Completeness rules for the UI texts (ICU MessageFormat, as Lingui reads them): every English key must
 * exist in each locale, a plural message must give every plural category the locale's language has
 * (Intl.PluralRules), and the arguments ({name}) must be the English ones.
 */
export type LocaleMessages = MessageTree;

export function flattenKeys(messages: LocaleMessages): string[] {
  return Object.keys(flattenMessages(messages));
}

function tokensOf(message: string): Token[] | null {
  try {
    return parse(message);
  } catch {
    return null;
  }
}

function walk(tokens: Token[], visit: (token: Token) => void): void {
  for (const token of tokens) {
    visit(token);
    if ('cases' in token) for (const branch of token.cases) walk(branch.tokens, visit);
  }
}

/** The argument names a message uses ({price}, the count of a plural), without the plural's '#'. */
export function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  walk(tokensOf(message) ?? [], (token) => {
    if (
      token.type === 'argument' ||
      token.type === 'function' ||
      token.type === 'plural' ||
      token.type === 'select'
    ) {
      names.add(token.arg);
    }
  });
  return [...names].sort();
}

/** Plural categories a message's plural arguments lack for a language, e.g. ['few'] in Polish. */
function missingPluralCategories(message: string, language: string): string[] {
  const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const missing = new Set<string>();
  walk(tokensOf(message) ?? [], (token) => {
    if (token.type !== 'plural') return;
    const given = new Set(token.cases.map((branch) => branch.key));
    for (const category of needed) if (!given.has(category)) missing.add(category);
  });
  return [...missing];
}

/**
 * Every problem of one locale against English, as readable lines: keys it lacks, messages that do not
 * parse, and plural messages without all of the language's categories.
 */
export function missingKeys(english: LocaleMessages, other: LocaleMessages, language: string): string[] {
  const texts = flattenMessages(other);
  const problems: string[] = [];
  for (const key of flattenKeys(english)) {
    const text = texts[key];
    if (text === undefined) {
      problems.push(key);
      continue;
    }
    if (tokensOf(text) === null) {
      problems.push(`${key} (not valid ICU MessageFormat)`);
      continue;
    }
    for (const category of missingPluralCategories(text, language)) problems.push(`${key} {${category}}`);
  }
  return problems;
}

/** Keys whose arguments differ from the English text's. */
export function placeholderMismatches(
  english: LocaleMessages,
  other: LocaleMessages,
): { key: string; expected: string[]; actual: string[] }[] {
  const source = flattenMessages(english);
  const target = flattenMessages(other);
  const mismatches: { key: string; expected: string[]; actual: string[] }[] = [];
  for (const [key, text] of Object.entries(source)) {
    const translated = target[key];
    if (translated === undefined) continue;
    const expected = argumentsOf(text);
    const actual = argumentsOf(translated);
    if (expected.join() !== actual.join()) mismatches.push({ key, expected, actual });
  }
  return mismatches;
}
