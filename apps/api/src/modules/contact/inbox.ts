import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { contactMessages } from './tables';

/** Messages a page of the back office's inbox shows. */
export const INBOX_PAGE_SIZE = 50;

export interface InboxMessage {
  id: number;
  storeCode: string;
  name: string;
  email: string;
  subject: string;
  orderNumber: string | null;
  message: string;
  createdAt: string;
  answeredAt: string | null;
  answeredBy: string | null;
}

export interface InboxPage {
  messages: InboxMessage[];
  /** The id to read the next (older) page after; null on the last page. */
  olderThan: number | null;
}

/** A moment as ISO 8601 in UTC (null stays null). */
const iso = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const MESSAGE_COLUMNS = {
  id: contactMessages.id,
  storeCode: contactMessages.storeCode,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  orderNumber: contactMessages.orderNumber,
  message: contactMessages.message,
  createdAt: iso(contactMessages.createdAt),
  answeredAt: sql<
    string | null
  >`CASE WHEN ${contactMessages.answeredAt} IS NULL THEN NULL ELSE ${iso(contactMessages.answeredAt)} END`,
  answeredBy: contactMessages.answeredBy,
};

/**
 * A page of the contact form's inbox, newest first: all messages or only those nobody has answered yet. Ids
 * grow with time, so the page after one is the messages with a lower id.
 */
export async function inboxPage(
  db: Database,
  options: { open?: boolean; olderThan?: number | null },
): Promise<InboxPage> {
  const rows = await db
    .select(MESSAGE_COLUMNS)
    .from(contactMessages)
    .where(
      and(
        options.open ? isNull(contactMessages.answeredAt) : undefined,
        options.olderThan ? lt(contactMessages.id, options.olderThan) : undefined,
      ),
    )
    .orderBy(desc(contactMessages.id))
    .limit(INBOX_PAGE_SIZE + 1);
  const messages = rows.slice(0, INBOX_PAGE_SIZE);
  return { messages, olderThan: rows.length > INBOX_PAGE_SIZE ? (messages.at(-1)?.id ?? null) : null };
}

/** One message of the inbox; null for one that does not exist (or was deleted after its retention). */
export async function inboxMessage(db: Database, id: number): Promise<InboxMessage | null> {
  const [row] = await db.select(MESSAGE_COLUMNS).from(contactMessages).where(eq(contactMessages.id, id));
  return row ?? null;
}

/**
 * Marks a message answered by `staffName` (or open again). Answers whether the message exists; marking an
 * answered message answered again keeps the first answer's time and name.
 */
export async function markAnswered(
  db: Database,
  id: number,
  answered: { by: string; at: Date } | null,
): Promise<boolean> {
  const changed = await db
    .update(contactMessages)
    .set(
      answered
        ? {
            answeredAt: sql`coalesce(${contactMessages.answeredAt}, ${answered.at.toISOString()}::timestamptz)`,
            answeredBy: sql`coalesce(${contactMessages.answeredBy}, ${answered.by})`,
          }
        : { answeredAt: null, answeredBy: null },
    )
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return changed.length > 0;
}

/**
 * The retention period: messages older than `retentionDays` are deleted, answered or not (they hold a
 * person's name, address and words; an order's own records keep what bookkeeping needs). Answers how many
 * went.
 */
export async function deleteExpiredMessages(db: Database, now: Date, retentionDays: number): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  const deleted = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, before))
    .returning({ id: contactMessages.id });
  return deleted.length;
}
