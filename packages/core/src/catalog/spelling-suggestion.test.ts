import { describe, expect, it } from 'vitest';
import { editDistance, suggestSpelling } from './spelling-suggestion';

const VOCABULARY = ['Gerätehaus', 'Hochbeet', 'Avantgarde', 'Anthrazit', 'Regal', 'Regentonne'];

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours as one edit each', () => {
    expect(editDistance('regal', 'regal')).toBe(0);
    expect(editDistance('regl', 'regal')).toBe(1);
    expect(editDistance('rigal', 'regal')).toBe(1);
    expect(editDistance('hochbete', 'hochbeet')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('suggestSpelling', () => {
  it('replaces a misspelt word by the nearest word of the vocabulary, with its accents', () => {
    expect(suggestSpelling(['gertehaus'], VOCABULARY)).toBe('gerätehaus');
    expect(suggestSpelling(['hochbet', 'antrazit'], VOCABULARY)).toBe('hochbeet anthrazit');
  });

  it('keeps known, short and numeric words and suggests nothing when no word changes', () => {
    expect(suggestSpelling(['hochbeet', 'xl'], VOCABULARY)).toBeNull();
    expect(suggestSpelling(['200'], VOCABULARY)).toBeNull();
    expect(suggestSpelling(['gerätehaus', 'avantgrde'], VOCABULARY)).toBe('gerätehaus avantgarde');
  });

  it('allows one error in words up to 5 letters and two in longer ones', () => {
    expect(suggestSpelling(['rgl'], VOCABULARY)).toBeNull();
    expect(suggestSpelling(['regl'], VOCABULARY)).toBe('regal');
    expect(suggestSpelling(['zzzzzzzz'], VOCABULARY)).toBeNull();
  });
});
