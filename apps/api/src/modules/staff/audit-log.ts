import type { StaffAuditEntry } from '@hortus/api-contract';
import { desc, lt } from 'drizzle-orm';
import type { StaffContext } from './context';
import { staffAuditLog } from './tables';

/** What the audit log says of one attempt or action. */
export interface AuditEvent {
  /** Who, as far as known: null for a caller without a session or a sign-in of an unknown account. */
  staff: { id: number; email: string } | null;
  /** e.g. 'sign_in.password', 'sign_in.second_factor', 'access', 'staff_account.block'. */
  action: string;
  object?: { type: string; id: string };
  /** No personal data and no secret: a factor's type, a role, a route. */
  details?: Record<string, unknown>;
  /** 'success', 'failed', 'rate_limited', 'denied_anonymous', 'denied_role', ... */
  outcome: string;
  clientAddress?: string;
}

/** Appends one entry; entries are never changed or removed by the application. */
export async function recordAudit(context: StaffContext, event: AuditEvent): Promise<void> {
  await context.db.insert(staffAuditLog).values({
    at: context.now(),
    staffId: event.staff?.id ?? null,
    staffEmail: event.staff?.email ?? null,
    action: event.action,
    objectType: event.object?.type ?? null,
    objectId: event.object?.id ?? null,
    details: event.details ?? {},
    clientAddressHash: event.clientAddress ? context.clientAddressHash(event.clientAddress) : null,
    outcome: event.outcome,
  });
}

/** A page of the audit log, newest first, keyed by id so a page costs the same however deep it is. */
export async function auditLogPage(
  context: StaffContext,
  page: { before?: number | undefined; limit: number },
): Promise<{ entries: StaffAuditEntry[]; next_before: number | null }> {
  const rows = await context.db
    .select()
    .from(staffAuditLog)
    .where(page.before === undefined ? undefined : lt(staffAuditLog.id, page.before))
    .orderBy(desc(staffAuditLog.id))
    .limit(page.limit + 1);
  const entries = rows.slice(0, page.limit).map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    staff_id: row.staffId,
    staff_email: row.staffEmail,
    action: row.action,
    object_type: row.objectType,
    object_id: row.objectId,
    details: row.details,
    outcome: row.outcome,
  }));
  return { entries, next_before: rows.length > page.limit ? (entries.at(-1)?.id ?? null) : null };
}
