/** Latin letters that Unicode does not decompose into a base letter plus accent. */
const LETTERS_WITHOUT_DECOMPOSITION: Record<string, string> = {
  ß: 'ss',
  ẞ: 'SS',
  ł: 'l',
  Ł: 'L',
  ø: 'o',
  Ø: 'O',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
};

/**
 * Accented Latin letters to ASCII (ä to a, ő to o, ß to ss, ł to l; also ² to 2). Without this the spec's
 * rule removes them as non-word characters: 'Gerätehaus' would become 'gertehaus' and 'Szafa łódź' 'szafa-d'.
 */
function transliterate(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .replace(/[ßẞłŁøØæÆœŒđĐı]/g, (letter) => LETTERS_WITHOUT_DECOMPOSITION[letter] ?? letter);
}

/**
 * The URL slug of a name (spec section 5): lower case, spaces to hyphens, '&' to '-and-', other non-word
 * characters removed, repeated hyphens collapsed; also no leading or trailing hyphen.
 */
export function slugify(text: string): string {
  return transliterate(text)
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/&/g, '-and-')
    .replace(/[^\w-]+/g, '')
    .replace(/--+/g, '-')
    .replace(/^-+|-+$/g, '');
}
