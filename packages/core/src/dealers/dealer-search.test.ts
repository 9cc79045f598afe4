import { describe, expect, it } from 'vitest';
import { getStoreView } from '../store-view/store-views';
import { formatDistance, rankDealersByDistance } from './dealer-search';

const munich = { lat: 48.1374, lon: 11.5755 };

describe('rankDealersByDistance', () => {
  it('puts the nearest dealer first, each with its distance in km to one decimal', () => {
    const ranked = rankDealersByDistance(munich, [
      { name: 'Berlin', lat: 52.52, lon: 13.405 },
      { name: 'Augsburg', lat: 48.3705, lon: 10.8978 },
      { name: 'Munich', lat: 48.1374, lon: 11.5755 },
    ]);
    expect(ranked.map((dealer) => dealer.name)).toEqual(['Munich', 'Augsburg', 'Berlin']);
    expect(ranked.map((dealer) => dealer.distanceKm)).toEqual([0, 56.5, 504.3]);
  });

  it('keeps the given order of dealers the same distance away', () => {
    const ranked = rankDealersByDistance(munich, [
      { name: 'B', lat: 48, lon: 11 },
      { name: 'A', lat: 48, lon: 11 },
    ]);
    expect(ranked.map((dealer) => dealer.name)).toEqual(['B', 'A']);
  });
});

describe('formatDistance', () => {
  it('writes kilometres in the store view’s number style, to a tenth below 10', () => {
    expect(formatDistance(3.24, getStoreView('de-de'))).toBe('3,2\u00a0km');
    expect(formatDistance(9.96, getStoreView('fr-fr'))).toBe('10\u00a0km');
    expect(formatDistance(1234.5, getStoreView('de-de'))).toBe('1.235\u00a0km');
    expect(formatDistance(12, getStoreView('gb-en'))).toBe('12\u00a0km');
  });

  it('writes miles in the US store', () => {
    expect(formatDistance(5, getStoreView('us-en'))).toBe('3.1\u00a0mi');
    expect(formatDistance(2615.6, getStoreView('us-en'))).toBe('1,625\u00a0mi');
  });
});
