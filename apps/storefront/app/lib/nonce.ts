import { createContext, useContext } from 'react';

/** The per-response CSP nonce, set by entry.server for the inline scripts React Router writes. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
