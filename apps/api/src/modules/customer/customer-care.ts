import { DEFAULT_STORE_CODE, getStoreView, isStoreCode } from '@hortus/core';
import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type CustomerContext, issueResetLink } from './service';
import { customerAddresses, customers } from './tables';

/**
 * The back office's side of the accounts: finding a customer, reading their record, blocking an account
 * and sending a reset link. Who may do it is the staff module's concern; this module only does it.
 */

/** Customers a page of the back office's search shows. */
export const CUSTOMER_PAGE_SIZE = 50;

export interface CustomerSummary {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  storeCode: string;
  groupId: number;
  createdAt: string;
  blockedAt: string | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const iso = (column: typeof customers.createdAt | typeof customers.blockedAt) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const SUMMARY = {
  id: customers.id,
  email: customers.email,
  firstname: customers.firstname,
  lastname: customers.lastname,
  storeCode: customers.storeCode,
  groupId: customers.groupId,
  createdAt: iso(customers.createdAt),
  blockedAt: sql<string | null>`${iso(customers.blockedAt)}`,
};

/**
 * Customers whose e-mail address begins with `query` or whose name contains it (all, without one), newest
 * accounts first, a page after the account `olderThan`.
 */
export async function findCustomers(
  db: Database,
  options: { query?: string; olderThan?: number | null },
): Promise<{ customers: CustomerSummary[]; olderThan: number | null }> {
  const query = options.query?.trim().toLowerCase() ?? '';
  const matches: SQL | undefined = query
    ? sql`(${customers.email} LIKE ${`${escapeLike(query)}%`}
        OR lower(${customers.firstname} || ' ' || ${customers.lastname}) LIKE ${`%${escapeLike(query)}%`})`
    : undefined;
  const rows = await db
    .select(SUMMARY)
    .from(customers)
    .where(and(matches, options.olderThan ? lt(customers.id, options.olderThan) : undefined))
    .orderBy(desc(customers.id))
    .limit(CUSTOMER_PAGE_SIZE + 1);
  const page = rows.slice(0, CUSTOMER_PAGE_SIZE);
  return { customers: page, olderThan: rows.length > CUSTOMER_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null };
}

export interface CustomerRecord extends CustomerSummary {
  addresses: {
    firstname: string;
    lastname: string;
    company: string | null;
    street: string[];
    postcode: string;
    city: string;
    countryId: string;
    telephone: string | null;
    vatId: string | null;
    defaultBilling: boolean;
    defaultShipping: boolean;
  }[];
}

/** A customer's account with their addresses; null for an account that does not exist. */
export async function customerRecord(db: Database, id: number): Promise<CustomerRecord | null> {
  const [row] = await db.select(SUMMARY).from(customers).where(eq(customers.id, id));
  if (!row) return null;
  const addresses = await db
    .select({
      firstname: customerAddresses.firstname,
      lastname: customerAddresses.lastname,
      company: customerAddresses.company,
      street: customerAddresses.street,
      postcode: customerAddresses.postcode,
      city: customerAddresses.city,
      countryId: customerAddresses.countryId,
      telephone: customerAddresses.telephone,
      vatId: customerAddresses.vatId,
      defaultBilling: customerAddresses.defaultBilling,
      defaultShipping: customerAddresses.defaultShipping,
    })
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, id))
    .orderBy(customerAddresses.id);
  return { ...row, addresses };
}

/**
 * Blocks an account (or unblocks it): a blocked customer cannot log in, and every session of theirs ends
 * now (its refresh tokens are revoked; an access token already handed out lives its last minutes, at most
 * ACCESS_TOKEN_TTL_SECONDS). Answers whether the account exists.
 */
export async function setCustomerBlocked(
  context: Pick<CustomerContext, 'db' | 'sessions'>,
  id: number,
  blocked: boolean,
  now = new Date(),
): Promise<boolean> {
  const changed = await context.db
    .update(customers)
    .set({
      blockedAt: blocked ? sql`coalesce(${customers.blockedAt}, ${now.toISOString()}::timestamptz)` : null,
    })
    .where(eq(customers.id, id))
    .returning({ id: customers.id });
  if (changed.length === 0) return false;
  if (blocked) await context.sessions.endAll(id, now);
  return true;
}

/**
 * Mails the customer a link to set a new password, in the language of the store view they registered in,
 * as the shop's own "forgot password" does (every earlier link ends). Answers whether the account exists.
 */
export async function sendResetLinkTo(context: CustomerContext, id: number): Promise<boolean> {
  const [row] = await context.db
    .select({ storeCode: customers.storeCode })
    .from(customers)
    .where(eq(customers.id, id));
  if (!row) return false;
  return issueResetLink(
    context,
    { id },
    getStoreView(isStoreCode(row.storeCode) ? row.storeCode : DEFAULT_STORE_CODE),
  );
}
