/**
 * `npm start`: the whole shop on one command. Builds the storefront when its sources are newer than the
 * last build, starts the API (which creates, migrates and fills the embedded database on first start),
 * then the storefront server in front of it, and prints the one URL a shopper needs.
 *
 * STOREFRONT_PORT (3000) and API_PORT (4000) choose the ports; every other variable reaches both apps.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const storefront = join(root, 'apps/storefront');
const storefrontPort = process.env.STOREFRONT_PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '4000';
const apiUrl = `http://127.0.0.1:${apiPort}`;

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

function buildIsCurrent(): boolean {
  const built = join(storefront, 'build/server/index.js');
  if (!existsSync(built)) return false;
  const sources = [join(storefront, 'app'), join(storefront, 'public'), join(root, 'packages/core/src')];
  return statSync(built).mtimeMs > Math.max(...sources.map(newestChange));
}

if (!buildIsCurrent()) {
  console.log('Building the storefront ...');
  // Always React's production bundle, whatever NODE_ENV the shell (or a test runner) has.
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@hortus/storefront'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children: ChildProcess[] = [];

function start(name: string, entry: string, env: Record<string, string>, ready: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  child.on('exit', (code) => {
    console.error(`${name} stopped (${code ?? 'signal'})`);
    shutDown(code ?? 1);
  });
  return new Promise((resolve) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      // The apps' own startup lines are replaced by the one line below; their logs (and the API's line
      // with the back office's demo account) pass through, also when they arrive in the same chunk.
      for (const line of chunk.toString().split(/(?<=\n)/)) {
        if (line.includes(ready)) resolve();
        else process.stdout.write(line);
      }
    });
  });
}

let stopping = false;
function shutDown(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
}
process.once('SIGINT', () => shutDown(0));
process.once('SIGTERM', () => shutDown(0));

await start('API', 'apps/api/src/main.ts', { PORT: apiPort }, 'Hortus API listening');
await start(
  'storefront',
  'apps/storefront/server/main.ts',
  { PORT: storefrontPort, API_URL: apiUrl, NODE_ENV: 'production' },
  'Hortus storefront listening',
);
console.log(`Hortus is running at http://localhost:${storefrontPort}/`);
console.log(`Back office: http://localhost:${storefrontPort}/backoffice`);
