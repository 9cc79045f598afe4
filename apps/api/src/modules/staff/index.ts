import type { FastifyPluginAsync } from 'fastify';
import type { StaffContext } from './context';
import { staffRoutes } from './routes';

export { createStaffAccount, DEMO_STAFF_EMAIL, openDemoStaffOwner, staffNamesOf } from './accounts';
export { type AuditEvent, recordAudit } from './audit-log';
export { createStaffContext, type StaffContext } from './context';
export { STAFF_SESSION_ABSOLUTE_MS, STAFF_SESSION_IDLE_MS, staffOfSession } from './sessions';
export { guardStaffRoutes, STAFF_PATH_PREFIX, type StaffAccess, staffOf } from './staff-routes';
export { totpCodeAt } from './totp';

/** Staff of the back office: accounts with roles, two-step sign-in with TOTP, sessions, the audit log. */
export const staffModule: FastifyPluginAsync<{ context: StaffContext }> = async (app, options) => {
  await app.register(staffRoutes, options);
};
