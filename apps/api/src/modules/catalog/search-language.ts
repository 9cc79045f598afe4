import type { Language } from '@hortus/core';

/**
 * PostgreSQL text-search configuration per shop language. PostgreSQL ships no Polish stemmer, so Polish
 * uses 'simple' (no stemming; the trigram fallback covers inflected forms).
 */
const TEXT_SEARCH_CONFIG: Record<Language, string> = {
  de: 'german',
  en: 'english',
  es: 'spanish',
  fr: 'french',
  hu: 'hungarian',
  it: 'italian',
  nl: 'dutch',
  pl: 'simple',
};

export function textSearchConfigFor(language: Language): string {
  return TEXT_SEARCH_CONFIG[language];
}
