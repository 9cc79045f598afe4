/**
 * What the API benchmarks share: their database created when missing, the API started in its own process as
 * `npm start` starts it, and an autocannon load that cycles through a list of requests and reports req/s
 * and latency percentiles.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Creates the PostgreSQL database of a URL when it does not exist yet (a benchmark's own database). */
export async function ensureDatabase(url: string): Promise<void> {
  if (!url.startsWith('postgres')) return;
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name.replaceAll('"', '')}"`);
  } finally {
    await client.end();
  }
}

/**
 * Starts apps/api on a port with the given variables and resolves once it listens. `BENCH_API_NODE_FLAGS`
 * adds flags to the API's Node (`--cpu-prof --cpu-prof-dir=/tmp/prof` for a profile of a run).
 */
export function startApi(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const flags = process.env.BENCH_API_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  // Node itself with tsx's loader, not `npx tsx`: a wrapper process would not pass SIGTERM on to the API.
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', DEMO_DATA: 'false', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`API exited with ${code}`)));
  });
}

export function stopApi(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export interface Scenario {
  name: string;
  requests: { method: 'GET' | 'POST'; path: string; body?: string }[];
}

/** Loads the API with a scenario's requests, cycled, from `connections` connections for `seconds`. */
export async function load(
  options: { port: number; connections: number; seconds: number },
  scenario: Scenario,
) {
  const latencies: number[] = [];
  let next = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${options.port}`,
        connections: options.connections,
        duration: options.seconds,
        requests: [
          {
            setupRequest: (request) => {
              const chosen = scenario.requests[next++ % scenario.requests.length];
              return {
                ...request,
                method: chosen?.method ?? 'GET',
                path: chosen?.path ?? '/',
                ...(chosen?.body
                  ? { body: chosen.body, headers: { 'content-type': 'application/json' } }
                  : {}),
              };
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return {
    scenario: scenario.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': Number(at(0.5).toFixed(1)),
    'p95 ms': Number(at(0.95).toFixed(1)),
    'p99 ms': Number(at(0.99).toFixed(1)),
    requests: result.requests.total,
    'non-2xx': result.non2xx,
    errors: result.errors,
  };
}
