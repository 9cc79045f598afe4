import { createHash } from 'node:crypto';

/**
 * The identity of a bank statement's entry across files, so that importing a file again, or a later file
 * that overlaps it (a statement sent as a copy, a month's export after the days' ones), books nothing twice.
 *
 * - The bank's own reference first: `AcctSvcrRef` of the transaction, else of the entry, with the account's
 *   IBAN (the references are unique per account servicer, not across banks). A batch entry ("Sammler")
 *   carries one entry reference for all its parts; a part without a reference of its own is told apart by
 *   its content (below) under that reference.
 * - Without bank references, a hash of what the entry says: account, booking date, amount, currency, the
 *   references (end-to-end id, remittance lines, creditor reference) and the debtor's name and IBAN.
 * - Entries that are the same in all of that get an ordinal in file order (the second is "#2").
 *
 * The limit: two identical transfers on one day (same payer, amount and text) without bank references are
 * told apart only by their ordinal. Across files that holds because a camt.053 is the day's end statement,
 * which lists a day's bookings whole; a bank that spread one day's entries over several statements, each
 * with one of the twins, would have the second twin taken for the first. Every German and Austrian bank
 * the fact sheet names sets `AcctSvcrRef`, so this is the fallback, not the rule.
 *
 * The key is a hash (never the debtor's data in clear): it goes into the order history's event id.
 */
export interface EntryIdentity {
  accountIban: string | null;
  transactionBankReference: string | null;
  entryBankReference: string | null;
  /** Whether the entry holds several transactions (a batch), so its reference alone names none of them. */
  partOfBatch: boolean;
  /** What the entry says of itself, for entries without a reference of their own. */
  content: readonly (string | number | null)[];
}

/** The keys of a file's entries, in the order given (which must be the file's order). */
export function entryKeysOf(identities: readonly EntryIdentity[]): string[] {
  const seen = new Map<string, number>();
  return identities.map((identity) => {
    const base = JSON.stringify(baseParts(identity));
    const ordinal = (seen.get(base) ?? 0) + 1;
    seen.set(base, ordinal);
    return createHash('sha256')
      .update(ordinal === 1 ? base : `${base}#${ordinal}`)
      .digest('base64url');
  });
}

function baseParts(identity: EntryIdentity): unknown[] {
  const account = identity.accountIban ?? '';
  if (identity.transactionBankReference !== null)
    return ['transaction', account, identity.transactionBankReference];
  if (identity.entryBankReference !== null) {
    return identity.partOfBatch
      ? ['batch', account, identity.entryBankReference, identity.content]
      : ['entry', account, identity.entryBankReference];
  }
  return ['content', account, identity.content];
}
