/**
 * Starts the whole shop as a user does (`npm start` from the repository root, README "The two commands")
 * on its own ports and a throw-away database, waits for its one line, hands the URL to the tests and stops
 * every process it started (the whole process group) when the run ends.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shop's URL without a trailing slash, e.g. http://localhost:3300. */
    baseUrl: string;
  }
}

export const CHROMIUM_PATH = '/usr/bin/chromium';
const STOREFRONT_PORT = 3300;
const API_PORT = 4300;
const READY_LINE = /Hortus is running at (http:\/\/\S+)/;
const START_TIMEOUT_MS = 200_000;
const root = fileURLToPath(new URL('..', import.meta.url));

function portInUse(port: number): Promise<boolean> {
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

/** SIGTERM to the whole group (npm, start.ts, API, storefront), SIGKILL to whatever is left after 8 s. */
async function stopGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (pid === undefined || !groupAlive(pid)) return;
  process.kill(-pid, 'SIGTERM');
  const deadline = Date.now() + 8_000;
  while (groupAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
}

/**
 * The environment of the shell that ran Vitest, without what Vitest itself sets (NODE_ENV=test, TEST,
 * VITEST): with NODE_ENV=test the storefront build that `npm start` may run would bundle React's
 * development build, and the API would not run as a user's `npm start` runs it.
 */
function shellEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  if (env.NODE_ENV === 'test') delete env.NODE_ENV;
  if (env.TEST === 'true') delete env.TEST;
  for (const key of Object.keys(env)) if (key === 'VITEST' || key.startsWith('VITEST_')) delete env[key];
  return env;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `The e2e tests drive Debian's Chromium at ${CHROMIUM_PATH}, which is missing: install it: apt-get install -y chromium`,
    );
  }
  for (const port of [STOREFRONT_PORT, API_PORT]) {
    if (await portInUse(port)) {
      throw new Error(
        `Port ${port} is already in use (a previous e2e run still running?); the e2e tests need it free.`,
      );
    }
  }

  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...shellEnvironment(),
      STOREFRONT_PORT: String(STOREFRONT_PORT),
      API_PORT: String(API_PORT),
      DATABASE_URL: 'pglite://memory',
      LOG_LEVEL: 'warn',
    },
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
  // Keep draining the shop's output so a full pipe never blocks it; show what it logs at warn and above.
  child.stdout?.removeAllListeners('data');
  child.stderr?.removeAllListeners('data');
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(chunk));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  child.removeAllListeners('exit');

  project.provide('baseUrl', baseUrl);
  return () => stopGroup(child);
}
