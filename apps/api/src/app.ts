import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import { API_BODY_LIMIT_BYTES } from '@hortus/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { DatabaseConnection } from './db/database';
import { answerRouterError, registerErrorHandler } from './http/error-handler';
import { loggerOptions } from './http/logging';
import { answerInStoreSpelling } from './http/store-spelling';
import { registerStoreViewResolution, rewriteStorePrefix } from './http/store-view';
import { registerTextInputRules } from './http/text-input';
import { createJobQueue } from './jobs/job-queue';
import { createMailer } from './mail/mailer';
import { sendKeyedMailsOnce } from './mail/sent-mails';
import { assemblyManualModule } from './modules/assembly-manual';
import { bankStatementModule } from './modules/bank-statement';
import { cachePurgeModule, createPurgeBus } from './modules/cache-purge';
import { type CartContext, cartModule } from './modules/cart';
import {
  cartProducts,
  catalogModule,
  createCatalogContext,
  forgetCatalogCaches,
  onProductsReindexed,
  productIdsOfSkus,
  reindexPurgeTags,
} from './modules/catalog';
import {
  type CheckoutContext,
  checkoutModule,
  createClientAddressHash,
  createVatNumbers,
  expireReservation,
  totalsOfCart,
} from './modules/checkout';
import { companyModule } from './modules/company';
import {
  contactModule,
  contactStaffRoutes,
  runRetention,
  scheduleRetention,
  sendContactMails,
} from './modules/contact';
import { contentModule } from './modules/content';
import { createCustomerContext, customerEmail, customerModule, customerStanding } from './modules/customer';
import { customerCareRoutes } from './modules/customer-care';
import { dealerModule } from './modules/dealer';
import { healthModule } from './modules/health';
import { mediaModule } from './modules/media';
import { newsletterModule } from './modules/newsletter';
import {
  orderModule,
  recordOrderEvent,
  sendOrderConfirmation,
  sendOrderEventMail,
  staffOrderRoutes,
} from './modules/order';
import {
  captureAuthorization,
  type PaymentContext,
  paymentAdditionalOf,
  paymentModule,
  paymentProviders,
  paymentStatusOf,
  providerFlowsOf,
  releaseAuthorization,
  startPayment,
  syncPayment,
  syncPendingPaymentOf,
} from './modules/payment';
import { purchaseTermsModule } from './modules/purchase-terms';
import { shippingCountriesOf } from './modules/shipping';
import { resolveSigningSecrets } from './modules/signing-secrets';
import { createStaffContext, guardStaffRoutes, staffModule } from './modules/staff';
import { stockModule } from './modules/stock';
import { stockAndPricesRoutes } from './modules/stock-and-prices';
import { taxModule } from './modules/tax';
import { policiesFor } from './policies';
import { rateLimit } from './security/rate-limit';

export interface AppDependencies {
  config: Config;
  database: DatabaseConnection;
  /** Where the log goes (standard output when absent); tests read it. */
  logStream?: NodeJS.WritableStream;
}

/** Builds the API without listening, so tests drive the same app through `inject` or a real port. */
export async function buildApp({ config, database, logStream }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    rewriteUrl: rewriteStorePrefix,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: API_BODY_LIMIT_BYTES,
    frameworkErrors: answerRouterError,
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(config.responseValidation ? serializerCompiler : () => JSON.stringify);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  registerTextInputRules(app);
  await app.register(helmet, { global: true });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Hortus API',
        description:
          'Catalogue, cart, stock, customer and content API of the Hortus shop. Every response is `{ code, result }`; money is in integer minor units of the store view currency.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  registerStoreViewResolution(app);

  // What the modules that need nothing else are registered with.
  const databaseAndConfig = { db: database.db, config };
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.error({ err: error }, 'Redis is unreachable'));
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }
  // The database must be migrated by now: without configured secrets the app signs with those kept there.
  const secrets = await resolveSigningSecrets(database.db, {
    accessToken: config.customer.tokenSigningSecret,
    price: config.catalog.priceSigningSecret,
  });
  // Before any module registers a route: a staff route without its roles must fail to register.
  const staff = createStaffContext(database.db, {
    signingSecret: secrets.accessToken,
    clientAddressHash: createClientAddressHash(secrets.accessToken),
    redis,
    addressLimitFactor: config.customer.addressLimitFactor,
  });
  guardStaffRoutes(app, staff);
  const customers = createCustomerContext(database.db, config.customer, {
    mailer: sendKeyedMailsOnce(database.db, createMailer(config.mail)),
    shopUrl: config.shopUrl,
    serviceEmail: config.company.email,
    log: app.log,
    redis,
    tokenSigningSecret: secrets.accessToken,
  });
  await app.register(healthModule, { database });
  const catalog = createCatalogContext(database.db, config.catalog, policiesFor);
  // Output-cache purges (ADR 0024): heard from every API process on the database, passed to this one's
  // catalogue caches and to the storefront servers that stream them.
  const purges = createPurgeBus(database);
  purges.subscribe((purge) =>
    forgetCatalogCaches(catalog, 'everything' in purge ? 'everything' : purge.tags),
  );
  onProductsReindexed(database.db, (productIds) =>
    reindexPurgeTags(database.db, productIds)
      .then((tags) => purges.announce(tags))
      .catch((error: unknown) => app.log.error({ err: error }, 'a reindex could not announce its purges')),
  );
  app.addHook('onReady', () => purges.start());
  app.addHook('onClose', () => purges.stop());
  await app.register(cachePurgeModule, { bus: purges, token: config.cachePurgeToken });
  const verifyAccessToken = customers.tokens.verify;
  // The catalogue's and content's answers in the store view's spelling; other modules' data never.
  await app.register(async (texts) => {
    texts.addHook('onSend', answerInStoreSpelling);
    await texts.register(catalogModule, {
      context: catalog,
      verifyAccessToken,
      priceSigningSecret: secrets.price,
    });
    await texts.register(contentModule, databaseAndConfig);
  });
  // VIES, or its emulator when no VIES_URL is set: started when the app is ready, stopped when it closes.
  const vatNumbers = createVatNumbers({ db: database.db, vies: config.vies, log: app.log });
  app.addHook('onReady', async () => {
    await vatNumbers.start();
  });
  app.addHook('onClose', async () => {
    await vatNumbers.stop();
  });
  const cartContext: CartContext = {
    db: database.db,
    now: () => new Date(),
    productsOf: (storeView, skus, customerGroupId) => cartProducts(catalog, storeView, skus, customerGroupId),
    policiesOf: policiesFor,
  };
  const providers = paymentProviders(config.payments);
  const providerFlows = providerFlowsOf(providers.gateways);
  const checkoutContext: CheckoutContext = {
    cart: cartContext,
    confirmVatNumber: (check) => vatNumbers.confirm(check),
    sellerCountry: config.seller.country,
    providerFlows,
  };
  await app.register(cartModule, {
    verifyAccessToken,
    context: cartContext,
    totalsOf: (cart, storeView, caller) => totalsOfCart(checkoutContext, cart, storeView, caller),
  });
  // The queue starts when the app is ready: main.ts migrates the database (the queue's tables too) between.
  const jobs = createJobQueue(database, { log: app.log });
  app.addHook('onReady', async () => {
    await jobs.start();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
  });
  const payments: PaymentContext = {
    db: database.db,
    jobs,
    gateways: providers.gateways,
    shopUrl: config.shopUrl,
    now: () => new Date(),
    log: app.log,
    customerOf: (customerId) => customerStanding(customers, customerId),
  };
  await app.register(paymentModule, {
    context: payments,
    providers,
    shippingCountriesOf: (storeCode) => shippingCountriesOf(database.db, storeCode),
  });
  await jobs.work('payment-sync', async ({ attemptId }) => {
    await syncPayment(payments, attemptId);
  });
  await jobs.work('payment-capture', ({ orderId }) => captureAuthorization(payments, orderId));
  await jobs.work('payment-release', ({ orderId }) => releaseAuthorization(payments, orderId));
  await app.register(checkoutModule, {
    verifyAccessToken,
    context: {
      ...checkoutContext,
      db: database.db,
      jobs,
      now: () => new Date(),
      clientAddressHash: createClientAddressHash(secrets.accessToken),
      addressLimitFactor: config.customer.addressLimitFactor,
    },
    vatNumbers,
    payee: config.company,
    startPayment: async (orderId, methodCode, additional) =>
      paymentStatusOf(await startPayment(payments, orderId, methodCode, paymentAdditionalOf(additional))),
  });
  await jobs.work('order-confirmation-mail', ({ orderId }) =>
    sendOrderConfirmation(
      {
        db: database.db,
        mailer: customers.mailer,
        company: config.company,
      },
      orderId,
    ),
  );
  await jobs.work('order-event-mail', ({ orderEventId }) =>
    sendOrderEventMail({ db: database.db, mailer: customers.mailer }, orderEventId),
  );
  await jobs.work('stock-reservation-expiry', async ({ orderId }) => {
    // A payment still pending at its provider is read first: paid at the last minute, the order stays.
    await syncPendingPaymentOf(payments, orderId);
    await expireReservation(database.db, jobs, orderId, new Date());
  });
  await app.register(taxModule, databaseAndConfig);
  await app.register(mediaModule, databaseAndConfig);
  await app.register(purchaseTermsModule, { db: database.db, providerFlows });
  await app.register(assemblyManualModule, {
    productsOf: (storeView, query) => cartProducts(catalog, storeView, query, null),
  });
  await app.register(customerModule, { context: customers });
  await app.register(orderModule, {
    db: database.db,
    verifyAccessToken,
    payee: config.company,
    lookupsByAddress: rateLimit(
      'order-lookup-address',
      20 * config.customer.addressLimitFactor,
      15 * 60,
      redis,
    ),
  });
  // The back office's orders: after guardStaffRoutes above, so each route gets its roles' guard.
  await app.register(staffOrderRoutes, { db: database.db, jobs, staff });
  await app.register(newsletterModule, {
    db: database.db,
    mailer: customers.mailer,
    shopUrl: config.shopUrl,
    redis,
    verifyAccessToken,
    customerEmail: (customerId) => customerEmail(customers, customerId),
  });
  await app.register(dealerModule, { db: database.db });
  await app.register(companyModule, { company: config.company });
  await app.register(contactModule, {
    db: database.db,
    jobs,
    addressLimitFactor: config.customer.addressLimitFactor,
    redis,
  });
  await jobs.work('contact-message-mail', ({ contactMessageId }) =>
    sendContactMails(
      { db: database.db, mailer: customers.mailer, serviceAddress: config.company.email },
      contactMessageId,
    ),
  );
  const retention = {
    db: database.db,
    jobs,
    retentionDays: config.contactRetentionDays,
    now: () => new Date(),
  };
  await jobs.work('contact-message-retention', async () => {
    const deleted = await runRetention(retention);
    if (deleted > 0) app.log.info({ deleted }, 'contact messages past their retention deleted');
  });
  await scheduleRetention(retention);
  await app.register(stockModule, {
    db: database.db,
    productIdsOfSkus: (skus) => productIdsOfSkus(database.db, skus),
    policiesOf: policiesFor,
  });

  await app.register(staffModule, { context: staff });
  // A statement's credits are booked through the order's history, like every other payment.
  await app.register(bankStatementModule, {
    db: database.db,
    jobs,
    staff,
    bookPayment: recordOrderEvent,
  });
  // The back office's stock and prices, customer care and inbox (each route declares its staff roles).
  await app.register(stockAndPricesRoutes, { db: database.db, staff });
  await app.register(customerCareRoutes, { customers, staff });
  await app.register(contactStaffRoutes, {
    db: database.db,
    staff,
    retentionDays: config.contactRetentionDays,
    now: () => new Date(),
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  return app;
}
