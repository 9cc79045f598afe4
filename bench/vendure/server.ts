/**
 * The Vendure server of the side-by-side run, in a process of its own (started by `bench/vendure/run.ts`):
 * Vendure from `bench/vendure/.server/` with `vendure-config.ts`, its in-memory job queue running in the
 * server as Vendure's default configuration has it. With `--populate <dir>` it first fills the database
 * with Vendure's own `populate` from `<dir>/initial-data.json` and `<dir>/products.csv`; the collections'
 * filters and the search index are then built by the job queue after "ready" is printed.
 *
 *   node --import tsx bench/vendure/server.ts --port 3300 --database postgres://... [--populate dir]
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type NestApp, type VendureCore, vendureConfig } from './vendure-config';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '3300' },
    database: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/vendure_bench' },
    populate: { type: 'string' },
  },
});

// Vendure 3 posts usage data to its makers 5 s after every start unless told not to; a benchmark's servers
// talk to nothing but this machine.
process.env.VENDURE_DISABLE_TELEMETRY = 'true';

const serverDir = fileURLToPath(new URL('./.server/', import.meta.url));
const requireVendure = createRequire(join(serverDir, 'package.json'));
const vendure = requireVendure('@vendure/core') as VendureCore;
const cli = requireVendure('@vendure/core/cli') as {
  populate(bootstrap: () => Promise<NestApp>, initialData: object, productsCsvPath: string): Promise<NestApp>;
};

const app = await vendure.bootstrap(
  vendureConfig(vendure, { port: Number(args.port), database: args.database }),
);
await (app.get(vendure.JobQueueService) as { start(): Promise<void> }).start();
if (args.populate) {
  const started = performance.now();
  const initialData = JSON.parse(readFileSync(join(args.populate, 'initial-data.json'), 'utf8'));
  await cli.populate(async () => app, initialData, join(args.populate, 'products.csv'));
  console.log(`vendure populated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
console.log('vendure ready');
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
