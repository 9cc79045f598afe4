import { describe, expect, it } from 'vitest';
import { formatLength, lengthUnitsOf } from './length';
import { findStoreView } from './store-views';

const view = (code: string) => {
  const found = findStoreView(code);
  if (!found) throw new Error(code);
  return found;
};

describe('formatLength', () => {
  it('writes centimetres with inches beside them for the US store', () => {
    expect(formatLength(200, view('us-en'))).toBe('200\u00a0cm (78.7\u00a0in)');
    expect(formatLength(254, view('us-en'))).toBe('254\u00a0cm (100\u00a0in)');
    expect(lengthUnitsOf(view('us-en'))).toBe('imperial');
  });

  it('writes centimetres alone elsewhere, in the store number style', () => {
    expect(formatLength(200, view('gb-en'))).toBe('200\u00a0cm');
    expect(formatLength(1250, view('de-de'))).toBe('1.250\u00a0cm');
    expect(formatLength(12.5, view('fr-fr'))).toBe('12,5\u00a0cm');
    expect(lengthUnitsOf(view('ot-en'))).toBe('metric');
  });
});
