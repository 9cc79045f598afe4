import { describe, expect, it } from 'vitest';
import { returnsPolicyOf } from './returns';
import { getStoreView } from './store-views';

describe('returnsPolicyOf', () => {
  it('gives the 14-day right of withdrawal in the EU and the UK', () => {
    for (const code of ['de-de', 'at-de', 'fr-fr', 'gb-en', 'pl-pl'] as const) {
      expect(returnsPolicyOf(getStoreView(code))).toEqual({ days: 14, statutory: true });
    }
  });

  it('grants 30 days of its own accord in every Swiss store view', () => {
    for (const code of ['ch-de', 'ch-fr', 'ch-it'] as const) {
      expect(returnsPolicyOf(getStoreView(code))).toEqual({ days: 30, statutory: false });
    }
  });
});
