/** What server/app.ts hands every loader and action besides the request. */
declare module 'react-router' {
  interface AppLoadContext {
    /** The CSP nonce of this response. */
    nonce?: string;
    /** The shopper's address, forwarded to the API so that its per-address limits count shoppers. */
    clientAddress?: string | undefined;
    /** The output cache renders the whole document before it answers (server/output-cache). */
    wholeDocument?: boolean;
  }
}

export {};
