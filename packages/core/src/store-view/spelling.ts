import type { StoreView } from './store-view';

/**
 * The catalogue keeps one text per language; two store views write their language differently: Swiss
 * German never uses 'ß' (always 'ss'), and the US store reads American spelling. The difference is a
 * small closed set of words in a shed maker's texts, kept here as data rather than as a second copy of
 * every product text.
 */
const AMERICAN_STEMS: ReadonlyArray<readonly [british: string, american: string]> = [
  ['aluminium', 'aluminum'],
  ['analys', 'analyz'],
  ['catalogue', 'catalog'],
  ['centimetre', 'centimeter'],
  ['centre', 'center'],
  ['colour', 'color'],
  ['enquir', 'inquir'],
  ['favourite', 'favorite'],
  ['grey', 'gray'],
  ['kerbside', 'curbside'],
  ['licence', 'license'],
  ['litre', 'liter'],
  ['metre', 'meter'],
  ['millimetre', 'millimeter'],
  ['organis', 'organiz'],
  ['personalis', 'personaliz'],
  ['programme', 'program'],
  ['realis', 'realiz'],
  ['tyre', 'tire'],
];

// A stem with the endings English gives it ('colours', 'organised', 'organisation'), never inside another
// word ('greyhound') and never in a slug or path ('new-colours-for-the-season' is an address, not prose).
const americanWord = new RegExp(
  `(?<![\\w/-])(${AMERICAN_STEMS.map(([british]) => british).join('|')})(?=(?:s|d|ed|ing|ish|ful|e|es|er|ers|ation|ations)?\\b(?![/-]))`,
  'gi',
);
const american = new Map(AMERICAN_STEMS);

function keepCase(original: string, replacement: string): string {
  return original[0] === original[0]?.toUpperCase()
    ? `${replacement[0]?.toUpperCase()}${replacement.slice(1)}`
    : replacement;
}

function toAmerican(text: string): string {
  return text.replace(americanWord, (word) => keepCase(word, american.get(word.toLowerCase()) ?? word));
}

function toSwiss(text: string): string {
  return text.replaceAll('ß', 'ss').replaceAll('ẞ', 'SS');
}

/**
 * How a store view's texts differ from its language's catalogue texts, or null when they do not: Swiss
 * German for the Swiss German store, American English for the US store.
 */
export function spellingOf(storeView: StoreView): ((text: string) => string) | null {
  const { language, country } = storeView.i18n;
  if (language === 'de' && country === 'CH') return toSwiss;
  if (language === 'en' && country === 'US') return toAmerican;
  return null;
}
