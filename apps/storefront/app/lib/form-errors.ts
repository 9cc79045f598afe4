/** A form's problems by field name, each a UI text id (made on the server by form-errors.server.ts). */
export type FieldErrors = Record<string, string>;
