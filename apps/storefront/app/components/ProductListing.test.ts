import { describe, expect, it } from 'vitest';
import { listingQuery, readListingState } from './ProductListing';

describe('the listing query string', () => {
  it('reads filters, sort and page', () => {
    const state = readListingState(
      new URL('http://x/c/a?color=101&color=102&price=0-50&sort=price-high-to-low&page=3'),
    );
    expect(state).toEqual({
      sort: 'price-high-to-low',
      page: 3,
      filters: { color: ['101', '102'], size: [], price: ['0-50'] },
    });
    expect(listingQuery(state)).toEqual({
      filters: { color: ['101', '102'], price: ['0-50'] },
      sort: 'price_desc',
      from: 100,
      size: 50,
      aggregations: ['color', 'size', 'price'],
    });
  });

  it('falls back to the first page and the latest sort for values it does not know', () => {
    const state = readListingState(
      new URL(
        'http://x/c/a?sort=cheapest&page=-2&color=%3Cscript%3E&color=abc&size=1.5&price=999-1000&price=150-*',
      ),
    );
    expect(state.sort).toBe('latest');
    expect(state.page).toBe(1);
    expect(state.filters).toEqual({ color: [], size: [], price: ['150-*'] });
  });
});
