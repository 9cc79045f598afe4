/**
 * The shop past one machine, on this one (issue 28): two API processes and two storefront processes on one
 * PostgreSQL and one Redis, behind HAProxy from Debian's package (`apt-get install -y haproxy`), without
 * containers. deploy/ holds the same topology as container images and a compose file.
 *
 *   browser -> HAProxy :8080 (shop) -> storefront-1 :3101 | storefront-2 :3102
 *   storefront -> HAProxy :8081 (API, loopback only) -> api-1 :4101 | api-2 :4102
 *   HAProxy :8082: its statistics page (each server's state)
 *
 * The storefronts reach the API through HAProxy too, not each its own API: HAProxy's health checks take a
 * killed API out for every storefront at once and its retries send a refused connection to the other API,
 * where a storefront with a fixed API would answer 502s until its API came back. Every process that dies
 * is started again (what compose's `restart:` does), and HAProxy takes it back once its health check
 * passes twice.
 *
 * Used by scripts/cluster.ts (the command) and bench/cluster/run.ts (the figures).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { openDatabase } from '../apps/api/src/db/database';
import { prepareDatabase } from '../apps/api/src/db/prepare';
import { openDemoStaffOwner } from '../apps/api/src/modules/staff';
import { ensureDatabase } from '../bench/load';
import { emulatedPayments } from './payment-emulators';
import { buildStorefrontWhenStale } from './storefront-build';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface ClusterOptions {
  /** The cluster's own database, created, migrated and seeded once by this script (not by the APIs). */
  databaseUrl: string;
  redisUrl: string;
  /** Where the HAProxy configuration and each API's mail outbox go. */
  dataDir: string;
  /** HAProxy's shop port; the API frontend is the next port, the statistics page the one after. */
  port: number;
  apiPorts: number[];
  storefrontPorts: number[];
  /** The API's LOG_LEVEL; their warnings and errors are shown prefixed with the process's name. */
  logLevel: string;
  /** More variables for every API process (ADDRESS_LIMIT_FACTOR, CATALOG_CACHE, ...). */
  apiEnv?: Record<string, string>;
}

export const CLUSTER_DEFAULTS: ClusterOptions = {
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/hortus_cluster',
  // A database index of its own: the cluster's login counters stay apart from the test runs' (index 0).
  redisUrl: 'redis://127.0.0.1:6379/1',
  dataDir: join(root, 'data/cluster'),
  port: 8080,
  apiPorts: [4101, 4102],
  storefrontPorts: [3101, 3102],
  logLevel: 'warn',
};

export interface ClusterProcess {
  name: string;
  port: number;
  /** The running process (a new one after each restart). */
  child: () => ChildProcess;
  /** Resolves when the process started after the next exit listens again. */
  restarted: () => Promise<void>;
}

export interface Cluster {
  /** The one URL a shopper needs (HAProxy's shop frontend). */
  url: string;
  /** HAProxy's API frontend, what the storefronts call. */
  apiUrl: string;
  /** HAProxy's statistics (`;csv` for the servers' states). */
  statsUrl: string;
  apis: ClusterProcess[];
  storefronts: ClusterProcess[];
  /** Each API's mail outbox (OUTBOX_DIR), in the order of `apis`: which process sent a mail shows there. */
  outboxes: string[];
  demoStaff: { email: string; password: string } | null;
  stop: () => Promise<void>;
}

/** Why the cluster cannot start here, or null: HAProxy must be installed, PostgreSQL and Redis reachable. */
export async function missingPrerequisite(options: ClusterOptions): Promise<string | null> {
  if (spawnSync('haproxy', ['-v']).error)
    return 'HAProxy is not installed: apt-get install -y haproxy (Debian 12: HAProxy 2.6)';
  const redis = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0 });
  try {
    await redis.connect();
    await redis.ping();
  } catch {
    return `Redis does not answer at ${options.redisUrl} (REDIS_URL)`;
  } finally {
    redis.disconnect();
  }
  return null;
}

/**
 * HAProxy's configuration for the ports. Health checks every second: two failed take a process out, two
 * passed bring it back. A connection refused (a process that died a moment ago, before its checks
 * failed) is tried again on the other server (`retries`, `redispatch`); a request that reached a process
 * which then died is not, since it may have placed an order: its client gets a 502 and sends it again
 * with its idempotency key (bench/orders).
 */
export function haproxyConfig(options: ClusterOptions): string {
  const server = (name: string, port: number) => `  server ${name} 127.0.0.1:${port} check`;
  return `# Made by scripts/cluster-processes.ts at each start; deploy/haproxy.cfg is the containers' twin.
global
  maxconn 4096

defaults
  mode http
  option forwardfor
  option redispatch 1
  retries 2
  timeout connect 2s
  timeout client 65s
  timeout server 30s
  timeout http-keep-alive 60s
  default-server inter 1s fall 2 rise 2

frontend shop
  bind 127.0.0.1:${options.port}
  default_backend storefronts

frontend api
  bind 127.0.0.1:${options.port + 1}
  default_backend apis

backend storefronts
  balance roundrobin
  option httpchk
  # The storefront answers only the hosts it knows; its /api/health is the API's, through this proxy.
  http-check send meth GET uri /api/health hdr Host localhost
  http-check expect status 200
${options.storefrontPorts.map((port, index) => server(`storefront-${index + 1}`, port)).join('\n')}

backend apis
  balance roundrobin
  option httpchk
  http-check send meth GET uri /api/health
  http-check expect status 200
  # Which process answered, for bench/cluster (the containers' configuration does not say it).
  http-response set-header X-Served-By %s
${options.apiPorts.map((port, index) => server(`api-${index + 1}`, port)).join('\n')}

listen stats
  bind 127.0.0.1:${options.port + 2}
  stats enable
  stats uri /
`;
}

/**
 * Starts a process and starts it again whenever it stops, until `stopping()`; resolves once it printed
 * `readyText` (at once for null). Its output's warnings and errors (and any line that is not JSON) are shown with its name.
 */
function supervised(
  name: string,
  command: string[],
  env: Record<string, string>,
  readyText: string | null,
  stopping: () => boolean,
): Promise<ClusterProcess & { stop: () => Promise<void> }> {
  let child: ChildProcess;
  let readyWaiters: (() => void)[] = [];
  const launch = () => {
    child = spawn(command[0] as string, command.slice(1), {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let rest = '';
    const read = (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        if (readyText !== null && line.includes(readyText)) {
          for (const resolve of readyWaiters.splice(0)) resolve();
          continue;
        }
        // pino's levels: 40 warn, 50 error, 60 fatal; info and below stay quiet.
        if (line.trim() && (!line.startsWith('{') || /"level":(4|5|6)\d/.test(line)))
          console.error(`[${name}] ${line.slice(0, 600)}`);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code, signal) => {
      if (stopping()) return;
      console.error(`[${name}] stopped (${signal ?? code}); starting it again`);
      setTimeout(launch, 200);
    });
  };
  const ready = () => new Promise<void>((resolve) => readyWaiters.push(resolve));
  const first = ready();
  launch();
  // A process that prints nothing when ready (HAProxy): its servers' states say more (serversUp).
  if (readyText === null) for (const resolve of readyWaiters.splice(0)) resolve();
  const handle = {
    name,
    port: Number(env.PORT),
    child: () => child,
    restarted: ready,
    stop: () =>
      new Promise<void>((resolve) => {
        readyWaiters = [];
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
  return first.then(() => handle);
}

/** Starts the cluster as the module's comment draws it and resolves once every process listens. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const problem = await missingPrerequisite(options);
  if (problem) throw new Error(problem);
  buildStorefrontWhenStale();

  // Migrated and seeded here, once: the APIs then start on a database that is ready (DEMO_DATA=false), as
  // deploy/compose.yaml's `migrate` service does before its APIs.
  await ensureDatabase(options.databaseUrl);
  const database = await openDatabase(options.databaseUrl);
  let demoStaff: Cluster['demoStaff'];
  try {
    await prepareDatabase(database, { demoData: true, log: { info: () => {} } });
    demoStaff = await openDemoStaffOwner(database.db);
  } finally {
    await database.close();
  }

  mkdirSync(options.dataDir, { recursive: true });
  const configFile = join(options.dataDir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig(options));
  const check = spawnSync('haproxy', ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`HAProxy refuses ${configFile}:\n${check.stderr}`);

  const url = `http://localhost:${options.port}`;
  const apiUrl = `http://127.0.0.1:${options.port + 1}`;
  let stopping = false;
  const isStopping = () => stopping;
  const started: (ClusterProcess & { stop: () => Promise<void> })[] = [];
  const node = (entry: string) => [process.execPath, '--import', 'tsx', entry];
  // Every storefront streams the output caches' purges from whichever API HAProxy gives it (ADR 0024).
  const cachePurgeToken = randomBytes(32).toString('base64url');
  try {
    // The emulators take their ports from the first API's (+10, +20); one of each serves both APIs.
    const payments = emulatedPayments(process.env, { apiPort: options.apiPorts[0] ?? 4101, shopUrl: url });
    if (payments.providers.length > 0)
      started.push(
        await supervised(
          'payment-emulators',
          node('apps/payment-emulators/src/main.ts'),
          payments.emulators,
          payments.readyLines.at(-1) ?? '',
          isStopping,
        ),
      );
    const outboxes = options.apiPorts.map((_, index) => join(options.dataDir, `outbox-api-${index + 1}`));
    // One after the other: each registers the Unzer webhook at its start, and two at once would both find
    // it missing (the later one's registration is refused as a duplicate and logged; harmless).
    const apis: Awaited<ReturnType<typeof supervised>>[] = [];
    for (const [index, port] of options.apiPorts.entries()) {
      apis.push(
        await supervised(
          `api-${index + 1}`,
          node('apps/api/src/main.ts'),
          {
            PORT: String(port),
            DATABASE_URL: options.databaseUrl,
            REDIS_URL: options.redisUrl,
            DEMO_DATA: 'false',
            SHOP_URL: url,
            OUTBOX_DIR: outboxes[index] as string,
            LOG_LEVEL: options.logLevel,
            CACHE_PURGE_TOKEN: cachePurgeToken,
            ...payments.api,
            ...options.apiEnv,
          },
          'Hortus API listening',
          isStopping,
        ),
      );
      started.push(apis.at(-1) as (typeof apis)[number]);
    }
    const storefronts = await Promise.all(
      options.storefrontPorts.map((port, index) =>
        supervised(
          `storefront-${index + 1}`,
          node('apps/storefront/server/main.ts'),
          {
            PORT: String(port),
            API_URL: apiUrl,
            NODE_ENV: 'production',
            CACHE_PURGE_TOKEN: cachePurgeToken,
            // The kept pages shared by both storefronts.
            REDIS_URL: options.redisUrl,
            ...payments.storefront,
          },
          'Hortus storefront listening',
          isStopping,
        ),
      ),
    );
    started.push(...storefronts);
    // Last: started before its servers, it would first count each of them down.
    started.push(await supervised('haproxy', ['haproxy', '-db', '-f', configFile], {}, null, isStopping));
    const cluster: Cluster = {
      url,
      apiUrl,
      statsUrl: `http://127.0.0.1:${options.port + 2}/`,
      apis,
      storefronts,
      outboxes,
      demoStaff,
      stop: async () => {
        stopping = true;
        // HAProxy first, then each tier in front of the next: no health check or request meets a stopped one.
        for (const process of started.reverse()) await process.stop();
      },
    };
    await serversUp(cluster);
    return cluster;
  } catch (error) {
    stopping = true;
    await Promise.all(started.map((process) => process.stop()));
    throw error;
  }
}

/** The servers HAProxy has in rotation now (state UP), from its statistics page. */
export async function serversInRotation(cluster: Cluster): Promise<string[]> {
  const csv = await (await fetch(`${cluster.statsUrl};csv`)).text();
  return csv
    .split('\n')
    .map((line) => line.split(','))
    .filter((fields) => fields[1] !== 'FRONTEND' && fields[1] !== 'BACKEND' && fields[17] === 'UP')
    .map((fields) => fields[1] as string);
}

/** Waits until HAProxy has every API and storefront in rotation (their health checks passed). */
export async function serversUp(cluster: Cluster, timeoutMs = 30_000): Promise<void> {
  const all = [...cluster.apis, ...cluster.storefronts].map((process) => process.name);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const up = await serversInRotation(cluster).catch((): string[] => []);
    if (all.every((name) => up.includes(name))) return;
    if (Date.now() > deadline) throw new Error(`HAProxy has only ${up.join(', ') || 'none'} in rotation`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
