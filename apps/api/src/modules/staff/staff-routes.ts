import type { StaffMember, StaffRole } from '@hortus/api-contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import { bearerToken } from '../../http/access-token';
import { HttpError, unauthorized } from '../../http/envelope';
import { recordAudit } from './audit-log';
import type { StaffContext } from './context';
import { staffOfSession } from './sessions';

/**
 * Who may call a staff route: the roles that may (at least one), or 'signing-in' for the sign-in steps,
 * which are called before there is a session.
 */
export type StaffAccess = readonly StaffRole[] | 'signing-in';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every route under /api/staff: the app refuses to start with one that lacks it. */
    staff?: StaffAccess;
  }
  interface FastifyRequest {
    /** The signed-in staff member of a staff route (set by its guard). */
    staffMember?: StaffMember;
  }
}

/** Every staff route lives under this path, without a store prefix. */
export const STAFF_PATH_PREFIX = '/api/staff';
const SIGN_IN_REQUIRED = 'Please sign in to the back office.';
const ROLE_MISSING = 'Your role does not allow this.';

/** The staff member of a request that passed its route's guard. */
export function staffOf(request: FastifyRequest): StaffMember {
  if (!request.staffMember) throw new Error(`${request.routeOptions.url} ran without its staff guard`);
  return request.staffMember;
}

/**
 * Guards every route under /api/staff, wherever it is registered: one that does not declare who may call
 * it (`config: { staff: [...] }`) fails to register, so the app does not start with an open staff route;
 * one with roles gets a guard that answers 401 without a staff session (a customer's token is none) and
 * 403 for another role, both audited. Every answer under /api/staff, a 404 too, is `Cache-Control:
 * no-store`. Called by app.ts before any module registers a route.
 */
export function guardStaffRoutes(app: FastifyInstance, context: StaffContext): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isStaffPath(route.url)) return;
    const access = route.config?.staff;
    if (access !== 'signing-in' && (!Array.isArray(access) || access.length === 0))
      throw new Error(
        `The staff route ${String(route.method)} ${route.url} does not say which roles may call it: give it config: { staff: [roles] }`,
      );
    if (access === 'signing-in') return;
    const guard = requireStaff(access, context);
    route.onRequest = [guard, ...asList(route.onRequest)];
  });
  app.addHook('onSend', async (request, reply) => {
    if (isStaffPath(request.url)) reply.header('cache-control', 'no-store');
  });
}

function isStaffPath(url: string): boolean {
  return (
    url === STAFF_PATH_PREFIX ||
    url.startsWith(`${STAFF_PATH_PREFIX}/`) ||
    url.startsWith(`${STAFF_PATH_PREFIX}?`)
  );
}

function asList<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

function requireStaff(roles: readonly StaffRole[], context: StaffContext): onRequestHookHandler {
  return async function staffGuard(request: FastifyRequest, _reply: FastifyReply) {
    const route = `${request.method} ${request.routeOptions.url}`;
    const token = bearerToken(request);
    const member = token ? await staffOfSession(context, token) : null;
    if (!member) {
      await recordAudit(context, {
        staff: null,
        action: 'access',
        object: { type: 'route', id: route },
        outcome: 'denied_anonymous',
        clientAddress: request.ip,
      });
      throw unauthorized(SIGN_IN_REQUIRED);
    }
    if (!roles.includes(member.role)) {
      await recordAudit(context, {
        staff: member,
        action: 'access',
        object: { type: 'route', id: route },
        details: { role: member.role },
        outcome: 'denied_role',
        clientAddress: request.ip,
      });
      throw new HttpError(403, ROLE_MISSING);
    }
    request.staffMember = member;
  };
}
