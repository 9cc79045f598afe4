import { setNonce } from 'get-nonce';

let shared = false;

/**
 * Radix dialogs lock page scrolling by inserting a <style> element (react-remove-scroll), which the
 * storefront's CSP allows only with the response's nonce. Scripts may read a nonce (browsers hide only
 * the attribute), so the one React Router's own scripts carry is handed on once, before the first dialog.
 */
export function shareNonceWithDialogs(): void {
  if (shared || typeof document === 'undefined') return;
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) setNonce(nonce);
  shared = true;
}
