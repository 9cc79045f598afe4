/**
 * The storefront's production build, made when its sources are newer than the last one: `npm start` and
 * the cluster (scripts/cluster.ts) both serve `apps/storefront/build`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const storefront = join(root, 'apps/storefront');

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

function buildIsCurrent(): boolean {
  const built = join(storefront, 'build/server/index.js');
  if (!existsSync(built)) return false;
  const sources = [
    join(storefront, 'app'),
    join(storefront, 'public'),
    // The chunking and compression are the config's: the page budgets measure what it makes.
    join(storefront, 'vite.config.ts'),
    join(root, 'packages/core/src'),
  ];
  return statSync(built).mtimeMs > Math.max(...sources.map(newestChange));
}

/** Builds the storefront unless its build is current; exits the process when the build fails. */
export function buildStorefrontWhenStale(): void {
  if (buildIsCurrent()) return;
  console.log('Building the storefront ...');
  // Always React's production bundle, whatever NODE_ENV the shell (or a test runner) has.
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@hortus/storefront'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
