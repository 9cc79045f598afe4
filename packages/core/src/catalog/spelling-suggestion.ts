import { foldSearchText } from './search-synonyms';

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours cost 1. */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const above = rows[i - 1] as number[];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = best;
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/** How many typing errors a word of this length may have and still be corrected: 1 up to 5 letters, else 2. */
function allowedErrors(length: number): number {
  return length <= 5 ? 1 : 2;
}

/**
 * "Did you mean": the search text with each word the vocabulary lacks replaced by its nearest vocabulary
 * word (fewest edits, accents ignored; ties go to the longer, then the alphabetically first word), or null
 * when no word changes. Words shorter than 3 letters and numbers are kept. Called only when a search found
 * nothing, so a linear pass over a few thousand words is cheap enough.
 */
export function suggestSpelling(words: readonly string[], vocabulary: Iterable<string>): string | null {
  const known = new Map<string, string>();
  for (const word of vocabulary) {
    const folded = foldSearchText(word);
    if (folded.length >= 3 && !/^\d+$/.test(folded) && !known.has(folded))
      known.set(folded, word.toLowerCase());
  }
  let changed = false;
  const suggested = words.map((word) => {
    const folded = foldSearchText(word);
    if (folded.length < 3 || /\d/.test(folded) || known.has(folded)) return word;
    let best: { word: string; distance: number } | null = null;
    for (const [candidate, original] of known) {
      if (Math.abs(candidate.length - folded.length) > allowedErrors(folded.length)) continue;
      const distance = editDistance(folded, candidate);
      if (distance > allowedErrors(folded.length)) continue;
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance &&
          (original.length > best.word.length ||
            (original.length === best.word.length && original < best.word)))
      ) {
        best = { word: original, distance };
      }
    }
    if (!best) return word;
    changed = true;
    return best.word;
  });
  return changed ? suggested.join(' ') : null;
}
