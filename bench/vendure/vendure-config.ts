/**
 * The configuration of the stock Vendure server the side-by-side run loads: Vendure's own defaults, with what
 * its project template (`@vendure/create`) sets for a PostgreSQL shop, less what a shop API load never
 * touches (admin UI, e-mail, asset server: its image library needs an install script).
 *
 * Vendure is installed outside the repo's dependencies (`bench/vendure/.server/`), so this file cannot import
 * it: it is handed the module and names only the parts it uses.
 */

export interface NestApp {
  get(token: unknown): unknown;
  close(): Promise<void>;
}

export interface VendureCore {
  bootstrap(config: object): Promise<NestApp>;
  DefaultSearchPlugin: { init(options: { bufferUpdates: boolean; indexStockStatus: boolean }): unknown };
  DefaultLogger: new (options: { level: number; timestamp: boolean }) => unknown;
  LogLevel: { Warn: number; Info: number };
  dummyPaymentHandler: unknown;
  JobQueueService: unknown;
}

export const SUPERADMIN = { username: 'superadmin', password: 'superadmin' };

export function vendureConfig(vendure: VendureCore, options: { port: number; database: string }) {
  const database = new URL(options.database);
  return {
    apiOptions: {
      port: options.port,
      hostname: '127.0.0.1',
      adminApiPath: 'admin-api',
      shopApiPath: 'shop-api',
    },
    authOptions: {
      // As the project template: a shopper's session travels as a bearer token (or the cookie), so each
      // load connection can carry a session of its own.
      tokenMethod: ['bearer', 'cookie'],
      superadminCredentials: { identifier: SUPERADMIN.username, password: SUPERADMIN.password },
      cookieOptions: { secret: 'vendure-bench-cookie-secret' },
    },
    dbConnectionOptions: {
      type: 'postgres',
      // The template keeps migrations; a benchmark's throw-away database can let TypeORM make the schema.
      synchronize: true,
      logging: false,
      host: database.hostname,
      port: Number(database.port || 5432),
      username: decodeURIComponent(database.username || 'postgres'),
      password: decodeURIComponent(database.password),
      database: database.pathname.slice(1),
      schema: 'public',
    },
    paymentOptions: { paymentMethodHandlers: [vendure.dummyPaymentHandler] },
    logger: new vendure.DefaultLogger({ level: vendure.LogLevel.Warn, timestamp: false }),
    plugins: [vendure.DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: true })],
  };
}
