/**
 * The whole shop started as a user starts it (`npm start` from the repository root), for the e2e tests and
 * the benchmarks: in a process group of its own, so that stopping it stops npm, start.ts, the API and the
 * storefront together, and on a Chromium set up as this machine needs it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { fileURLToPath } from 'node:url';

export const CHROMIUM_PATH = '/usr/bin/chromium';
/** The flags that work for Debian's Chromium on these machines (shared/ARCHITECTURE.md, tooling facts). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const root = fileURLToPath(new URL('..', import.meta.url));
const READY_LINE = /Hortus is running at (http:\/\/\S+)/;
const START_TIMEOUT_MS = 200_000;

export interface RunningShop {
  /** The shop's URL without a trailing slash, e.g. http://localhost:3300. */
  baseUrl: string;
  /** What `npm start` printed until the shop was ready. */
  output: string;
  stop: () => Promise<void>;
}

export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM to the whole group, SIGKILL to whatever is left after 8 s. */
async function stopGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (pid === undefined || !groupAlive(pid)) return;
  process.kill(-pid, 'SIGTERM');
  const deadline = Date.now() + 8_000;
  while (groupAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
}

/**
 * The environment of the calling shell without what a test runner sets (NODE_ENV=test, TEST, VITEST*): the
 * shop must run as a user's `npm start` runs it.
 */
function shellEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  if (env.NODE_ENV === 'test') delete env.NODE_ENV;
  if (env.TEST === 'true') delete env.TEST;
  for (const key of Object.keys(env)) if (key === 'VITEST' || key.startsWith('VITEST_')) delete env[key];
  return env;
}

/**
 * Runs `npm start` with the given variables (ports, database, log level) and resolves once it prints its
 * one line. Fails with the shop's output when it stops or stays silent for 200 s. With `echo`, what the
 * shop prints afterwards (warnings and errors at the usual log level) goes to this process's output; with
 * `logFile`, everything it prints is also written to that file (emptied first).
 */
export async function startShop(
  env: Record<string, string>,
  options: { echo?: boolean; logFile?: string } = {},
) {
  const { logFile } = options;
  if (logFile) writeFileSync(logFile, '');
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...shellEnvironment(), ...env },
  });
  let output = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(
        new Error(
          `The shop did not print "Hortus is running at" within ${START_TIMEOUT_MS / 1000} s. Its output:\n${output}`,
        ),
      );
    }, START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (logFile) appendFileSync(logFile, chunk);
      const ready = READY_LINE.exec(output);
      if (ready?.[1]) {
        clearTimeout(timer);
        resolve(ready[1].replace(/\/$/, ''));
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`npm start could not be started: ${error.message}`));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(
        new Error(`npm start stopped (${code ?? signal}) before the shop was ready. Its output:\n${output}`),
      );
    });
  }).catch(async (error: unknown) => {
    await stopGroup(child);
    throw error;
  });
  // Keep draining the shop's output so a full pipe never blocks it.
  for (const [stream, echo] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    stream?.removeAllListeners('data');
    stream?.on('data', (chunk: Buffer) => {
      if (logFile) appendFileSync(logFile, chunk);
      if (options.echo) echo.write(chunk);
    });
  }
  child.removeAllListeners('exit');
  return { baseUrl, output, stop: () => stopGroup(child) } satisfies RunningShop;
}
