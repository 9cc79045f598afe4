import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../store-view/store-view';
import { groupSearchTerms, SEARCH_SYNONYMS, synonymVocabulary } from './search-synonyms';

describe('groupSearchTerms', () => {
  it("gives a shopper's word the catalogue's term as its alternative", () => {
    expect(groupSearchTerms('de', ['gartenhaus'])).toEqual([
      { words: ['gartenhaus'], alternatives: ['gerätehaus'] },
    ]);
    expect(groupSearchTerms('fr', ['abri'])).toEqual([{ words: ['abri'], alternatives: ['abri de jardin'] }]);
  });

  it('takes the longest phrase of the list, so "bike storage shed" is a bike shed', () => {
    expect(groupSearchTerms('en', ['bike', 'storage', 'shed'])).toEqual([
      { words: ['bike', 'storage', 'shed'], alternatives: ['bike shed'] },
    ]);
    expect(groupSearchTerms('en', ['metal', 'storage', 'shed'])).toEqual([
      { words: ['metal'], alternatives: [] },
      { words: ['storage', 'shed'], alternatives: ['garden shed'] },
    ]);
  });

  it('ignores accents and keeps words that are no synonym as groups of their own', () => {
    expect(groupSearchTerms('de', ['gerateschuppen', 'anthrazit'])).toEqual([
      { words: ['gerateschuppen'], alternatives: ['gerätehaus'] },
      { words: ['anthrazit'], alternatives: [] },
    ]);
    expect(groupSearchTerms('es', ['cobertizo', 'metalico'])[0]?.alternatives).toEqual(['caseta de jardín']);
  });

  it("reads only the store language's list", () => {
    expect(groupSearchTerms('fr', ['gartenhaus'])).toEqual([{ words: ['gartenhaus'], alternatives: [] }]);
  });

  it('has a list for every shop language, in lower case', () => {
    for (const language of LANGUAGES) {
      const entries = Object.entries(SEARCH_SYNONYMS[language]);
      expect(entries.length).toBeGreaterThan(4);
      for (const [term, synonyms] of entries) {
        expect(term).toBe(term.toLowerCase());
        for (const synonym of synonyms) expect(synonym).toBe(synonym.toLowerCase());
      }
      expect(synonymVocabulary(language).length).toBeGreaterThan(10);
    }
  });
});
