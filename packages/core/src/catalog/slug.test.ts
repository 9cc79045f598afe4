import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('writes the slug in lower case', () => {
    expect(slugify('GARDEN Shed')).toBe('garden-shed');
  });

  it('turns spaces into hyphens', () => {
    expect(slugify('storage box  large\tgrey')).toBe('storage-box-large-grey');
  });

  it("turns an ampersand into '-and-'", () => {
    expect(slugify('Sheds & Boxes')).toBe('sheds-and-boxes');
    expect(slugify('Sheds&Boxes')).toBe('sheds-and-boxes');
  });

  it('removes other non-word characters', () => {
    expect(slugify('Shed "Classic" 2.5m² (grey)!')).toBe('shed-classic-25m2-grey');
    expect(slugify('snake_case stays')).toBe('snake_case-stays');
  });

  it('collapses repeated hyphens', () => {
    expect(slugify('shed -- box - - tool')).toBe('shed-box-tool');
  });

  it('trims leading and trailing hyphens', () => {
    expect(slugify(' - Shed! - ')).toBe('shed');
  });

  it('transliterates accented Latin letters to ASCII so German, Polish and Hungarian names stay readable', () => {
    expect(slugify('Gerätehaus Größe XL')).toBe('geratehaus-grosse-xl');
    expect(slugify('Skrzynia ogrodowa Łódź')).toBe('skrzynia-ogrodowa-lodz');
    expect(slugify('Kerti tároló ház – hőszigetelt')).toBe('kerti-tarolo-haz-hoszigetelt');
    expect(slugify('Abri de jardin Œuvre à côté')).toBe('abri-de-jardin-oeuvre-a-cote');
  });
});
