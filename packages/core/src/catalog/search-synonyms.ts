import type { Language } from '../store-view/store-view';

/**
 * What shoppers type for the shop's products, per language, as data: each key is the term the catalogue
 * uses (a product noun or category name of the demo range, so the full-text search finds it), each value
 * the words and phrases shoppers use for it that the catalogue texts lack (the localizer's review of
 * 2026-11-23). A merchant rewords this list, not the search code.
 */
export const SEARCH_SYNONYMS: Record<Language, Record<string, readonly string[]>> = {
  de: {
    gerätehaus: [
      'gartenhaus',
      'gartenhäuser',
      'geräteschuppen',
      'schuppen',
      'gartenschuppen',
      'metallgerätehaus',
      'geräteschrank',
      'gartenhütte',
      'geräteschopf',
    ],
    aufbewahrungsbox: ['gartenbox', 'auflagenbox', 'kissenbox', 'gartentruhe', 'mülltonnenbox'],
    fahrradgarage: ['fahrradbox', 'fahrradschuppen', 'fahrradunterstand'],
    hochbeet: ['gemüsebeet', 'pflanzkasten'],
    bodenplatte: ['fundament', 'fundamentrahmen'],
    verankerungsset: ['bodenanker', 'erdanker', 'sturmsicherung', 'erdschrauben'],
  },
  en: {
    'garden shed': ['storage shed', 'metal shed', 'tool shed', 'garden storage'],
    'storage box': ['deck box', 'garden box', 'cushion box'],
    'bike shed': ['bike storage shed', 'bike storage', 'bicycle shed', 'bicycle storage'],
    'raised garden bed': ['planter box', 'planter', 'vegetable bed'],
    'floor plate': ['shed foundation kit', 'foundation kit', 'shed foundation', 'shed base'],
    'anchoring set': ['shed anchor kit', 'anchor kit', 'ground anchors'],
  },
  es: {
    'caseta de jardín': [
      'caseta metálica',
      'cobertizo',
      'caseta de herramientas',
      'trastero de jardín',
      'armario de jardín',
    ],
    'arcón de jardín': ['baúl de jardín', 'baúl para cojines', 'baúl'],
    'caseta para bicicletas': ['guardabicicletas', 'garaje para bicicletas'],
    'bancal elevado': ['huerto urbano', 'mesa de cultivo', 'jardinera elevada'],
    'suelo para caseta': ['base para caseta'],
    'kit de anclaje': ['anclajes al suelo', 'piquetas'],
  },
  fr: {
    'abri de jardin': ['cabane de jardin', 'abri métallique', 'abri à outils', 'cabanon', 'remise', 'abri'],
    'coffre de rangement': ['coffre de jardin', 'coffre à coussins', 'malle de jardin'],
    'abri vélo': ['abri à vélos', 'garage à vélos'],
    'potager surélevé': ['carré potager', 'bac potager', 'jardinière surélevée'],
    plancher: ['socle', 'kit de fondation', 'dalle'],
    "kit d'ancrage": ['kit de fixation au sol', "piquets d'ancrage"],
  },
  hu: {
    'kerti tároló': ['fém kerti tároló', 'szerszámtároló', 'szerszámoskamra', 'kerti ház'],
    tárolóláda: ['párnatartó láda', 'kukatároló'],
    kerékpártároló: ['biciklitároló', 'kerékpárgarázs'],
    magaságyás: ['emelt ágyás'],
    padlólemez: ['alapkeret', 'aljzat'],
    rögzítőkészlet: ['talajcsavar', 'földcsavar', 'viharrögzítő'],
  },
  it: {
    'casetta da giardino': [
      'casetta in lamiera',
      'casetta in metallo',
      'casetta porta attrezzi',
      'box da giardino',
      'capanno',
    ],
    baule: ['baule da giardino', 'cassapanca da esterno', 'baule portacuscini'],
    'box per biciclette': ['box bici', 'ricovero bici'],
    'orto rialzato': ['orto sopraelevato', 'cassone per orto', 'fioriera rialzata'],
    'pavimento per casetta': ['base per casetta', 'basamento'],
    'kit di ancoraggio': ['kit di fissaggio', 'picchetti'],
  },
  nl: {
    tuinhuis: ['berging', 'tuinberging', 'schuur', 'tuinschuur', 'tuinkast', 'berghok'],
    opbergbox: ['tuinbox', 'kussenbox', 'opbergkist', 'tuinkist'],
    fietsenberging: ['fietsenschuur', 'fietsenhok', 'fietsenkot'],
    'verhoogde moestuinbak': ['moestuinbak', 'kweekbak', 'plantenbak'],
    vloerplaat: ['fundering', 'funderingsframe'],
    verankeringsset: ['grondanker', 'ankerset'],
  },
  pl: {
    'domek narzędziowy': ['domek na narzędzia', 'szopa', 'komórka ogrodowa', 'blaszak', 'domek ogrodowy'],
    skrzynia: ['skrzynia ogrodowa', 'skrzynia na poduszki', 'kufer ogrodowy'],
    'garaż na rowery': ['wiata rowerowa', 'schowek na rowery', 'garaż rowerowy'],
    'grządka podwyższona': ['warzywnik', 'skrzynia warzywna'],
    'podłoga do domku': ['fundament', 'podstawa'],
    'zestaw do kotwienia': ['kotwy gruntowe', 'śruby gruntowe'],
  },
};

/** A word or phrase of a search and the catalogue's terms that mean the same. */
export interface SearchTermGroup {
  /** The shopper's words, lower case. */
  words: string[];
  /** The catalogue's terms for them (empty when the words are not a known synonym). */
  alternatives: string[];
}

/** Lower case without accents, for comparing what a shopper typed with the list. */
export function foldSearchText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
}

function wordsOf(text: string): string[] {
  return foldSearchText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

interface Phrase {
  words: string[];
  term: string;
}

const phrasesByLanguage = new Map<Language, Phrase[]>();

/** The language's synonym phrases, longest first, so 'bike storage shed' wins over 'storage shed'. */
function phrasesOf(language: Language): Phrase[] {
  let phrases = phrasesByLanguage.get(language);
  if (!phrases) {
    phrases = Object.entries(SEARCH_SYNONYMS[language])
      .flatMap(([term, synonyms]) => synonyms.map((synonym) => ({ words: wordsOf(synonym), term })))
      .sort((a, b) => b.words.length - a.words.length);
    phrasesByLanguage.set(language, phrases);
  }
  return phrases;
}

/**
 * Groups a search's words (lower case, as the search splits them) into the synonyms of the language's
 * list, longest phrase first, each with the catalogue's term as its alternative; any other word stays a
 * group of its own. Accents do not matter ('Gerateschuppen' is 'Geräteschuppen').
 */
export function groupSearchTerms(language: Language, words: readonly string[]): SearchTermGroup[] {
  const folded = words.map(foldSearchText);
  const groups: SearchTermGroup[] = [];
  let index = 0;
  while (index < words.length) {
    const phrase = phrasesOf(language).find((candidate) =>
      candidate.words.every((word, offset) => folded[index + offset] === word),
    );
    if (phrase) {
      groups.push({ words: words.slice(index, index + phrase.words.length), alternatives: [phrase.term] });
      index += phrase.words.length;
    } else {
      groups.push({ words: [words[index] as string], alternatives: [] });
      index += 1;
    }
  }
  return groups;
}

/** Every word of the language's synonym list and its terms, for spelling suggestions. */
export function synonymVocabulary(language: Language): string[] {
  return Object.entries(SEARCH_SYNONYMS[language]).flatMap(([term, synonyms]) =>
    [term, ...synonyms].flatMap((phrase) => phrase.toLowerCase().split(/[^\p{L}\p{N}]+/u)),
  );
}
