/**
 * A load with wrk (Debian's `wrk`) that cycles through a list of requests, as `bench/load.ts` does with
 * autocannon: wrk's Lua script is written for each load with the requests in it. Each wrk thread takes its
 * own share of the list (every `threads`-th request), so two threads never send the same cart or session at
 * the same time. Every answer's body passes through the script's `response` hook on both servers alike;
 * a body containing one of the texts of `failWhen` counts as failed (GraphQL answers errors with 200).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface WrkRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface WrkOptions {
  url: string;
  threads: number;
  connections: number;
  seconds: number;
  /** How long wrk waits for an answer before it counts a timeout (and leaves it out of the percentiles). */
  timeoutSeconds: number;
}

export interface WrkResult {
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  requests: number;
  'non-2xx': number;
  'socket errors': number;
  timeouts: number;
  'failed bodies': number;
}

/** A Lua long string that cannot end early: its level has more `=` than any `]=*]` in the text. */
function luaString(text: string): string {
  let level = '';
  while (text.includes(`]${level}]`)) level += '=';
  // A long string drops a newline right after its opening bracket; this one keeps the text's first.
  return `[${level}[\n${text}]${level}]`;
}

function luaScript(requests: WrkRequest[], threads: number, failWhen: string[]): string {
  const entries = requests.map((request) => {
    const headers = Object.entries({ 'content-type': 'application/json', ...request.headers })
      .map(([name, value]) => `[ ${luaString(name)} ] = ${luaString(value)}`)
      .join(', ');
    return `{ ${luaString(request.method)}, ${luaString(request.path)}, { ${headers} }, ${
      request.body === undefined ? 'nil' : luaString(request.body)
    } }`;
  });
  return `
local all = {
${entries.join(',\n')}
}
local threads = {}
local next_id = 0
function setup(thread)
  thread:set("id", next_id)
  next_id = next_id + 1
  table.insert(threads, thread)
end
local mine = {}
local index = 0
failed = 0
function init(args)
  for i, r in ipairs(all) do
    if (i - 1) % ${threads} == id then
      table.insert(mine, wrk.format(r[1], r[2], r[3], r[4]))
    end
  end
  if #mine == 0 then
    for _, r in ipairs(all) do table.insert(mine, wrk.format(r[1], r[2], r[3], r[4])) end
  end
end
function request()
  index = index % #mine + 1
  return mine[index]
end
local fail_when = { ${failWhen.map(luaString).join(', ')} }
function response(status, headers, body)
  if body == nil then return end
  for _, text in ipairs(fail_when) do
    if string.find(body, text, 1, true) then
      failed = failed + 1
      return
    end
  end
end
function done(summary, latency, requests)
  local bodies = 0
  for _, thread in ipairs(threads) do bodies = bodies + thread:get("failed") end
  local e = summary.errors
  io.write(string.format("WRK-RESULT %d %d %d %d %d %d %d %d\\n", summary.requests, summary.duration,
    latency:percentile(50), latency:percentile(99), e.status, e.connect + e.read + e.write, e.timeout, bodies))
end
`;
}

/** Runs wrk against `options.url` with the requests, cycled, and reads its figures. */
export async function wrk(
  options: WrkOptions,
  requests: WrkRequest[],
  failWhen: string[] = [],
): Promise<WrkResult> {
  const dir = mkdtempSync(join(tmpdir(), 'hortus-wrk-'));
  const script = join(dir, 'load.lua');
  writeFileSync(script, luaScript(requests, options.threads, failWhen));
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(
        'wrk',
        [
          `-t${options.threads}`,
          `-c${options.connections}`,
          `-d${options.seconds}s`,
          '--timeout',
          `${options.timeoutSeconds}s`,
          '-s',
          script,
          options.url,
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      child.on('error', (error) =>
        reject(
          (error as NodeJS.ErrnoException).code === 'ENOENT'
            ? new Error('wrk is not installed: apt-get install -y wrk')
            : error,
        ),
      );
      child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}`))));
    });
    const line = output.split('\n').find((row) => row.startsWith('WRK-RESULT '));
    if (!line) throw new Error(`wrk printed no result:\n${output}`);
    const [count, durationUs, p50Us, p99Us, non2xx, socketErrors, timeouts, failedBodies] = line
      .split(' ')
      .slice(1)
      .map(Number) as [number, number, number, number, number, number, number, number];
    return {
      'req/s': Math.round(count / (durationUs / 1e6)),
      'p50 ms': Number((p50Us / 1000).toFixed(1)),
      'p99 ms': Number((p99Us / 1000).toFixed(1)),
      requests: count,
      'non-2xx': non2xx,
      'socket errors': socketErrors,
      timeouts,
      'failed bodies': failedBodies,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
