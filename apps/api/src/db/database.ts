import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database handle every service receives: the same API on PGlite and on PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseConnection {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PGlite only: the whole database as a tarball, to start copies from. */
  dump?: () => Promise<Blob>;
  /**
   * SQL text with $1..$n parameters, run as the driver runs it (without parameters it may hold several
   * statements): for libraries that bring their own SQL, such as the job queue.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  migrate(): Promise<void>;
  /**
   * Hears the database's NOTIFY messages on `channel` (every process on the database hears every one, after
   * the sender's commit). `onGap` runs when messages may have been missed: the listening connection was
   * lost and is open again. Resolves once listening; the function it gives stops.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onGap: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** How long a lost listening connection waits before it connects again. */
const LISTEN_RETRY_MS = 1000;

/**
 * LISTEN needs a connection of its own (a pooled one would hand the session to other queries); it is
 * opened again whenever it is lost, the server restarting, say.
 */
async function listenOnServer(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onGap: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => {});
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = undefined;
      reconnectLater();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  const reconnectLater = () => {
    retry = setTimeout(() => {
      connect().then(onGap, () => {
        if (!stopped) reconnectLater();
      });
    }, LISTEN_RETRY_MS);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens the database named by `url`: `postgres://...` for a PostgreSQL server, `pglite://<dir>` for an
 * embedded PGlite with its files in <dir>, or `pglite://memory` for a throw-away one (tests), which
 * `loadDataDir` may start from a dump of another (PGlite's `dumpDataDir`).
 */
export async function openDatabase(
  url: string,
  options: { poolSize?: number; loadDataDir?: Blob } = {},
): Promise<DatabaseConnection> {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
    // An idle client's error (server restart) must not crash the process; the pool replaces the client.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      executeSql: async (text, values) => ({ rows: (await pool.query(text, values)).rows }),
      migrate: () => migrateNodePg(drizzleNodePg(pool), { migrationsFolder }),
      listen: (channel, onMessage, onGap) => listenOnServer(url, channel, onMessage, onGap),
      close: () => pool.end(),
    };
  }
  if (url.startsWith('pglite://')) {
    const location = url.slice('pglite://'.length);
    const dataDir = location === 'memory' || location === '' ? undefined : location;
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    const client = await PGlite.create({
      dataDir,
      extensions: { pg_trgm, unaccent },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      executeSql: async (text, values) => {
        if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
      migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
      dump: async () => (await client.dumpDataDir('none')) as Blob,
      // One process holds an embedded database: its notifications are never lost on the way.
      listen: (channel, onMessage) => client.listen(channel, onMessage),
      close: () => client.close(),
    };
  }
  throw new Error('DATABASE_URL must start with postgres://, postgresql:// or pglite://');
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const dialect = new PgDialect();
const preparedStatements = new WeakMap<Database, WeakMap<object, PgPreparedQuery<PreparedQueryConfig>>>();
let preparedCount = 0;

/**
 * A statement prepared once per database handle under a name of its own: PostgreSQL parses it once per
 * connection and, after a few runs, keeps its generic plan, which saves the planning a hot read would pay on
 * every call (PGlite ignores the name). `key` stands for the statement: the same key must always build the
 * same SQL.
 */
export function preparedStatement(
  db: Database,
  key: object,
  build: () => SQL,
  namePrefix: string,
): PgPreparedQuery<PreparedQueryConfig> {
  let ofDatabase = preparedStatements.get(db);
  if (!ofDatabase) {
    ofDatabase = new WeakMap();
    preparedStatements.set(db, ofDatabase);
  }
  let statement = ofDatabase.get(key);
  if (!statement) {
    preparedCount += 1;
    statement = db._.session.prepareQuery(
      dialect.sqlToQuery(build()),
      undefined,
      `${namePrefix}_${preparedCount}`,
      false,
    );
    ofDatabase.set(key, statement);
  }
  return statement;
}
