import { describe, expect, it } from 'vitest';
import { initialUiState, uiReducer } from './ui-state';

describe('uiReducer', () => {
  it('turns the overlay on with any panel and off when it closes', () => {
    for (const panel of ['sidebar', 'microcart', 'wishlist', 'searchpanel', 'auth'] as const) {
      const opened = uiReducer(initialUiState, { type: 'open', panel });
      expect(opened).toMatchObject({ open: panel, overlay: true });
      expect(uiReducer(opened, { type: 'close' })).toMatchObject({ open: null, overlay: false });
    }
  });

  it('toggles the microcart, and switching panels keeps one open at a time', () => {
    const opened = uiReducer(initialUiState, { type: 'toggle', panel: 'microcart' });
    expect(opened.open).toBe('microcart');
    expect(uiReducer(opened, { type: 'toggle', panel: 'microcart' })).toMatchObject({
      open: null,
      overlay: false,
    });
    expect(uiReducer(opened, { type: 'toggle', panel: 'searchpanel' })).toMatchObject({
      open: 'searchpanel',
      overlay: true,
    });
  });

  it('keeps the submenu path to the opened depth and pops the innermost', () => {
    let state = uiReducer(initialUiState, { type: 'submenu-push', id: 14, depth: 0 });
    state = uiReducer(state, { type: 'submenu-push', id: 15, depth: 1 });
    expect(state.submenuPath).toEqual([14, 15]);
    expect(uiReducer(state, { type: 'submenu-push', id: 10, depth: 0 }).submenuPath).toEqual([10]);
    expect(uiReducer(state, { type: 'submenu-pop' }).submenuPath).toEqual([14]);
  });

  it('closes every submenu at once and leaves an open panel open', () => {
    let state = uiReducer(initialUiState, { type: 'open', panel: 'searchpanel' });
    state = uiReducer(state, { type: 'submenu-push', id: 14, depth: 0 });
    state = uiReducer(state, { type: 'submenu-push', id: 15, depth: 1 });
    expect(uiReducer(state, { type: 'submenu-close' })).toMatchObject({
      submenuPath: [],
      open: 'searchpanel',
      overlay: true,
    });
  });
});
