import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/** False in the server's HTML and during hydration, true after: for controls that only work with scripts. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
