import {
  PASSWORD_RESET_REQUESTED,
  userChangePassword,
  userCreate,
  userCreatePassword,
  userLogin,
  userLogout,
  userMe,
  userMeUpdate,
  userRefresh,
  userResetPassword,
} from '@hortus/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accessTokenOf } from '../../http/access-token';
import { ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { storeViewOrDefault } from '../../http/store-view';
import {
  type CustomerContext,
  changePassword,
  createPassword,
  customerProfile,
  logIn,
  registerCustomer,
  renewSession,
  requestPasswordReset,
  requireCustomer,
  updateProfile,
} from './service';

export const customerRoutes: FastifyPluginAsync<{ context: CustomerContext }> = async (
  fastify,
  { context },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(userCreate.path, { schema: routeSchema(userCreate) }, async (request) => {
    const { customer, password } = request.body;
    return ok(
      await registerCustomer(context, {
        ...customer,
        password,
        storeCode: storeViewOrDefault(request).storeCode,
        clientAddress: request.ip,
      }),
    );
  });

  app.post(userLogin.path, { schema: routeSchema(userLogin) }, async (request) =>
    ok(
      await logIn(context, {
        email: request.body.username,
        password: request.body.password,
        clientAddress: request.ip,
      }),
    ),
  );

  app.post(userRefresh.path, { schema: routeSchema(userRefresh) }, async (request) =>
    ok(await renewSession(context, request.body.refreshToken)),
  );

  app.post(userLogout.path, { schema: routeSchema(userLogout) }, async (request) => {
    await context.sessions.end(request.body.refreshToken);
    return ok('ok' as const);
  });

  app.get(userMe.path, { schema: routeSchema(userMe) }, async (request) => {
    const { customerId } = await requireCustomer(context, accessTokenOf(request));
    return ok(await customerProfile(context, customerId));
  });

  app.post(userMeUpdate.path, { schema: routeSchema(userMeUpdate) }, async (request) => {
    const { customerId } = await requireCustomer(context, accessTokenOf(request));
    return ok(
      await updateProfile(context, customerId, {
        changes: request.body.customer,
        currentPassword: request.body.currentPassword,
        storeView: storeViewOrDefault(request),
      }),
    );
  });

  app.post(userChangePassword.path, { schema: routeSchema(userChangePassword) }, async (request) => {
    const { customerId } = await requireCustomer(context, accessTokenOf(request));
    return ok(await changePassword(context, customerId, request.body));
  });
};

export const passwordResetRoutes: FastifyPluginAsync<{ context: CustomerContext }> = async (
  fastify,
  { context },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(userResetPassword.path, { schema: routeSchema(userResetPassword) }, async (request) => {
    await requestPasswordReset(context, {
      email: request.body.email,
      storeView: storeViewOrDefault(request),
      clientAddress: request.ip,
    });
    return ok(PASSWORD_RESET_REQUESTED);
  });

  app.post(userCreatePassword.path, { schema: routeSchema(userCreatePassword) }, async (request) => {
    await createPassword(context, request.body);
    return ok('ok' as const);
  });
};
