import { SUBMENU_POP_DELAY_MS } from '@hortus/core';
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef } from 'react';

/**
 * The panels of spec 2's interface flags; opening any of them turns the overlay on. 'auth' is the auth
 * element (the login, registration and password-reset dialog).
 */
export type Panel = 'sidebar' | 'microcart' | 'wishlist' | 'searchpanel' | 'auth';

export interface UiState {
  open: Panel | null;
  overlay: boolean;
  /** Ids of the opened submenus, outermost first. */
  submenuPath: number[];
}

type UiAction =
  | { type: 'open'; panel: Panel }
  | { type: 'close' }
  | { type: 'toggle'; panel: Panel }
  | { type: 'submenu-push'; id: number; depth: number }
  | { type: 'submenu-pop' };

export const initialUiState: UiState = { open: null, overlay: false, submenuPath: [] };

export function uiReducer(state: UiState, action: UiAction): UiState {
  switch (action.type) {
    case 'open':
      return { ...state, open: action.panel, overlay: true };
    case 'close':
      return { ...state, open: null, overlay: false, submenuPath: [] };
    case 'toggle':
      return state.open === action.panel
        ? { ...state, open: null, overlay: false }
        : { ...state, open: action.panel, overlay: true };
    case 'submenu-push':
      return { ...state, submenuPath: [...state.submenuPath.slice(0, action.depth), action.id] };
    case 'submenu-pop':
      return { ...state, submenuPath: state.submenuPath.slice(0, -1) };
  }
}

interface UiStateApi {
  state: UiState;
  open(panel: Panel): void;
  close(): void;
  toggle(panel: Panel): void;
  openSubmenu(id: number, depth: number): void;
  /** Pops the innermost submenu after the spec's delay, so a pointer crossing a gap does not close it. */
  popSubmenuLater(): void;
}

const UiStateContext = createContext<UiStateApi | null>(null);

export function UiStateProvider({ children }: { children: React.ReactNode }) {
  const [state, dispatch] = useReducer(uiReducer, initialUiState);
  const popTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cancelPop = useCallback(() => clearTimeout(popTimer.current), []);
  useEffect(() => cancelPop, [cancelPop]);
  const api = useMemo<UiStateApi>(
    () => ({
      state,
      open: (panel) => dispatch({ type: 'open', panel }),
      close: () => dispatch({ type: 'close' }),
      toggle: (panel) => dispatch({ type: 'toggle', panel }),
      openSubmenu: (id, depth) => {
        cancelPop();
        dispatch({ type: 'submenu-push', id, depth });
      },
      popSubmenuLater: () => {
        cancelPop();
        popTimer.current = setTimeout(() => dispatch({ type: 'submenu-pop' }), SUBMENU_POP_DELAY_MS);
      },
    }),
    [state, cancelPop],
  );
  return <UiStateContext.Provider value={api}>{children}</UiStateContext.Provider>;
}

export function useUiState(): UiStateApi {
  const api = useContext(UiStateContext);
  if (!api) throw new Error('useUiState outside UiStateProvider');
  return api;
}
