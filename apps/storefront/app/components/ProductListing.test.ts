import { describe, expect, it } from 'vitest';
import { listingHref, listingQuery, pageLinks, readListingState } from './ProductListing';

describe('the listing query string', () => {
  it('reads filters, sort and page', () => {
    const state = readListingState(
      new URL('http://x/c/a?color=101&color=102&price=0-50&price=1000-1500&sort=price-high-to-low&page=3'),
    );
    expect(state).toEqual({
      sort: 'price-high-to-low',
      page: 3,
      filters: { color: ['101', '102'], size: [], price: ['0-50', '1000-1500'] },
    });
    expect(listingQuery(state)).toEqual({
      filters: { color: ['101', '102'], price: ['0-50', '1000-1500'] },
      sort: 'price_desc',
      from: 100,
      size: 50,
      aggregations: ['color', 'size', 'price'],
    });
  });

  it('falls back to the first page and the latest sort for values it does not know', () => {
    const state = readListingState(
      new URL(
        'http://x/c/a?sort=cheapest&page=-2&color=%3Cscript%3E&color=abc&size=1.5&price=1000-999&price=1.5-2&price=150-*',
      ),
    );
    expect(state.sort).toBe('latest');
    expect(state.page).toBe(1);
    expect(state.filters).toEqual({ color: [], size: [], price: ['150-*'] });
  });

  it('writes the state back as the address it was read from, with the kept search term first', () => {
    const state = readListingState(new URL('http://x/s?color=101&price=0-50&sort=price-low-to-high&page=2'));
    expect(listingHref('/de-de/search', { ...state, keep: { q: 'box' } })).toBe(
      '/de-de/search?q=box&color=101&price=0-50&sort=price-low-to-high&page=2',
    );
    expect(listingHref('/de-de/c/a', { ...state, page: 1, sort: 'latest' })).toBe(
      '/de-de/c/a?color=101&price=0-50',
    );
    expect(listingHref('/de-de/c/a', readListingState(new URL('http://x/c/a')))).toBe('/de-de/c/a');
  });
});

describe('the page links', () => {
  it('shows every page of a short list', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(2, 2)).toEqual([1, 2]);
    expect(pageLinks(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('shows the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pageLinks(1, 12)).toEqual([1, 2, null, 12]);
    expect(pageLinks(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pageLinks(12, 12)).toEqual([1, null, 11, 12]);
    expect(pageLinks(3, 12)).toEqual([1, 2, 3, 4, null, 12]);
  });
});
