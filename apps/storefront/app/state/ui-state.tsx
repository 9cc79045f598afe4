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
  | { type: 'submenu-pop' }
  | { type: 'submenu-close' };

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
    case 'submenu-close':
      return { ...state, submenuPath: [] };
  }
}

interface UiStateApi {
  state: UiState;
  open(panel: Panel): void;
  close(): void;
  toggle(panel: Panel): void;
  /** Opens a submenu at a depth of the path; `toggle` is the button that controls it (Escape returns there). */
  openSubmenu(id: number, depth: number, toggle?: HTMLElement | null): void;
  /** Closes every open submenu, leaving the panels as they are. */
  closeSubmenus(): void;
  /** Pops the innermost submenu after the spec's delay, so a pointer crossing a gap does not close it. */
  popSubmenuLater(): void;
}

const UiStateContext = createContext<UiStateApi | null>(null);

export function UiStateProvider({ children }: { children: React.ReactNode }) {
  const [state, dispatch] = useReducer(uiReducer, initialUiState);
  const popTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const toggles = useRef<(HTMLElement | null)[]>([]);
  const cancelPop = useCallback(() => clearTimeout(popTimer.current), []);
  useEffect(() => cancelPop, [cancelPop]);
  const anySubmenuOpen = state.submenuPath.length > 0;
  useEffect(() => {
    if (!anySubmenuOpen) return;
    // The outermost toggle's entry holds every open submenu: the focus comes back to the toggle from there.
    const outermost = () => toggles.current[0];
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      cancelPop();
      dispatch({ type: 'submenu-close' });
      const toggle = outermost();
      if (toggle?.parentElement?.contains(document.activeElement)) toggle.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (outermost()?.parentElement?.contains(event.target as Node)) return;
      cancelPop();
      dispatch({ type: 'submenu-close' });
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [anySubmenuOpen, cancelPop]);
  const api = useMemo<UiStateApi>(
    () => ({
      state,
      open: (panel) => dispatch({ type: 'open', panel }),
      close: () => dispatch({ type: 'close' }),
      toggle: (panel) => dispatch({ type: 'toggle', panel }),
      openSubmenu: (id, depth, toggle = null) => {
        cancelPop();
        toggles.current = [...toggles.current.slice(0, depth), toggle];
        dispatch({ type: 'submenu-push', id, depth });
      },
      closeSubmenus: () => {
        cancelPop();
        dispatch({ type: 'submenu-close' });
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
