/**
 * `npx tsx scripts/cluster.ts`: the shop past one machine, here without containers (scripts/cluster-processes.ts
 * draws it): two API and two storefront processes on PostgreSQL and Redis behind HAProxy, printing the one URL.
 * Needs `apt-get install -y haproxy`. Variables: DATABASE_URL (postgres://postgres@127.0.0.1:5432/hortus_cluster,
 * created, migrated and seeded at the first start), REDIS_URL (redis://127.0.0.1:6379/1), CLUSTER_PORT (8080;
 * the API frontend is the next port, HAProxy's statistics the one after), LOG_LEVEL of the APIs (warn).
 */
import { CLUSTER_DEFAULTS, startCluster } from './cluster-processes';

const options = {
  ...CLUSTER_DEFAULTS,
  databaseUrl: process.env.DATABASE_URL || CLUSTER_DEFAULTS.databaseUrl,
  redisUrl: process.env.REDIS_URL || CLUSTER_DEFAULTS.redisUrl,
  port: Number(process.env.CLUSTER_PORT || CLUSTER_DEFAULTS.port),
  logLevel: process.env.LOG_LEVEL || CLUSTER_DEFAULTS.logLevel,
};

const cluster = await startCluster(options).catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cluster.stop().then(() => process.exit(0)));

if (cluster.demoStaff)
  console.log(
    `Back office demo account (shown once): ${cluster.demoStaff.email} / ${cluster.demoStaff.password} (second factor set up at the first sign-in)`,
  );
console.log(
  `API processes on ${cluster.apis.map((api) => api.port).join(' and ')}, storefronts on ${cluster.storefronts.map((storefront) => storefront.port).join(' and ')}, behind HAProxy (servers' states: ${cluster.statsUrl})`,
);
console.log(`Mails of each API process: ${cluster.outboxes.join(', ')}`);
console.log(`Hortus is running at ${cluster.url}/`);
