import {
  STAFF_ROLES,
  staffAccountBlock,
  staffAccountCreate,
  staffAccountList,
  staffAccountResetSignIn,
  staffAccountUnblock,
  staffAuditLog,
  staffEnrolment,
  staffLogin,
  staffLogout,
  staffMe,
  staffSecondFactor,
} from '@hortus/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken } from '../../http/access-token';
import { ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import {
  blockStaffAccount,
  listStaffAccounts,
  openStaffAccount,
  resetStaffSignIn,
  unblockStaffAccount,
} from './accounts';
import { auditLogPage, recordAudit } from './audit-log';
import type { StaffContext } from './context';
import { endStaffSession } from './sessions';
import { signInWithPassword, signInWithSecondFactor } from './sign-in';
import { staffOf } from './staff-routes';

/**
 * The staff's own routes: sign-in, session, accounts and the audit log. Each declares who may call it
 * (`config.staff`); the guard of staff-routes.ts does the rest. A new back-office endpoint is declared the
 * same way in its own module: `app.get(path, { schema, config: { staff: ['owner', 'orders'] } }, handler)`
 * and `staffOf(request)` for who called.
 */
export const staffRoutes: FastifyPluginAsync<{ context: StaffContext }> = async (fastify, { context }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const owner = { staff: ['owner'] } as const;

  app.post(
    staffLogin.path,
    { schema: routeSchema(staffLogin), config: { staff: 'signing-in' } },
    async (request) => ok(await signInWithPassword(context, { ...request.body, clientAddress: request.ip })),
  );

  app.post(
    staffSecondFactor.path,
    { schema: routeSchema(staffSecondFactor), config: { staff: 'signing-in' } },
    async (request) => {
      const { challenge, code, recovery_code } = request.body;
      const factor = code !== undefined ? { code } : { recoveryCode: recovery_code ?? '' };
      const signedIn = await signInWithSecondFactor(
        context,
        { challenge, factor, clientAddress: request.ip },
        'verify',
      );
      return ok({ session: signedIn.session, staff: signedIn.staff });
    },
  );

  app.post(
    staffEnrolment.path,
    { schema: routeSchema(staffEnrolment), config: { staff: 'signing-in' } },
    async (request) => {
      const { challenge, code } = request.body;
      const signedIn = await signInWithSecondFactor(
        context,
        { challenge, factor: { code }, clientAddress: request.ip },
        'enrol',
      );
      return ok({
        session: signedIn.session,
        staff: signedIn.staff,
        recovery_codes: signedIn.recoveryCodes ?? [],
      });
    },
  );

  app.post(
    staffLogout.path,
    { schema: routeSchema(staffLogout), config: { staff: STAFF_ROLES } },
    async (request) => {
      const token = bearerToken(request);
      if (token) await endStaffSession(context, token);
      await recordAudit(context, {
        staff: staffOf(request),
        action: 'sign_out',
        outcome: 'success',
        clientAddress: request.ip,
      });
      return ok('ok' as const);
    },
  );

  app.get(staffMe.path, { schema: routeSchema(staffMe), config: { staff: STAFF_ROLES } }, async (request) =>
    ok(staffOf(request)),
  );

  app.get(staffAccountList.path, { schema: routeSchema(staffAccountList), config: owner }, async () =>
    ok(await listStaffAccounts(context)),
  );

  app.post(
    staffAccountCreate.path,
    { schema: routeSchema(staffAccountCreate), config: owner },
    async (request) => ok(await openStaffAccount(context, staffOf(request), request.body, request.ip)),
  );

  app.post(
    staffAccountBlock.path,
    { schema: routeSchema(staffAccountBlock), config: owner },
    async (request) => ok(await blockStaffAccount(context, staffOf(request), request.params.id, request.ip)),
  );

  app.post(
    staffAccountUnblock.path,
    { schema: routeSchema(staffAccountUnblock), config: owner },
    async (request) =>
      ok(await unblockStaffAccount(context, staffOf(request), request.params.id, request.ip)),
  );

  app.post(
    staffAccountResetSignIn.path,
    { schema: routeSchema(staffAccountResetSignIn), config: owner },
    async (request) =>
      ok(
        await resetStaffSignIn(
          context,
          staffOf(request),
          request.params.id,
          request.body.password,
          request.ip,
        ),
      ),
  );

  app.get(staffAuditLog.path, { schema: routeSchema(staffAuditLog), config: owner }, async (request) =>
    ok(await auditLogPage(context, request.query)),
  );
};
