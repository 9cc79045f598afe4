/**
 * Where a page's main thread goes while it loads and hydrates, on a phone-like CPU: Chromium at 4x CPU
 * slowdown (as Lighthouse's mobile run assumes) opens each page once with a JavaScript profile, and for
 * every main-thread task of 50 ms or more in its trace (the long tasks that make Total Blocking Time)
 * prints the functions the profile's samples in it were in. Function names are only readable in an unminified build:
 *
 *   STOREFRONT_NO_MINIFY=1 npm run build
 *   npx tsx bench/storefront/hydration-profile.ts [/de-de /de-de/p/aufbewahrungsbox-compact ...]
 *
 * Not a test and not a score: a finder of what to make cheaper (bench/README.md tells what it found).
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startShop } from '../../scripts/shop-process';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const LONG_TASK_MS = 50;
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/de-de', '/de-de/c/geratehauser'];

/** For each sample, its time (ms) and the names of the functions on its stack (innermost first). */
function stacksOf(profile: Profile): { at: number; stack: string[] }[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  let at = profile.startTime;
  return profile.samples.map((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    const stack: string[] = [];
    for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
      stack.push(byId.get(current)?.callFrame.functionName || '(anonymous)');
    }
    return { at: at / 1000, stack };
  });
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** The renderer main thread's tasks of 50 ms or more, as [start, end] in the profiler's clock (ms). */
function longTasks(events: TraceEvent[]): [number, number][] {
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  return events
    .filter(
      (event) =>
        event.ph === 'X' &&
        event.name === 'RunTask' &&
        (event.dur ?? 0) >= LONG_TASK_MS * 1000 &&
        mainThreads.has(`${event.pid}:${event.tid}`),
    )
    .map((event) => [event.ts / 1000, (event.ts + (event.dur ?? 0)) / 1000]);
}

const shop = await startShop({ STOREFRONT_PORT: '3400', API_PORT: '4400', DATABASE_URL: 'pglite://memory' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const path of paths) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline'] });
    await page.goto(`http://localhost:3400${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const samples = stacksOf(profile);
    const tasks = longTasks(trace.traceEvents);
    const blocking = tasks.reduce((sum, [from, to]) => sum + to - from - LONG_TASK_MS, 0);
    console.log(`\n${path}: ${tasks.length} long tasks, ${Math.round(blocking)} ms over 50 ms in all`);
    for (const [from, to] of tasks) {
      const stacks = samples.filter((sample) => sample.at >= from && sample.at <= to).map((s) => s.stack);
      const inclusive = new Map<string, number>();
      for (const stack of stacks) {
        for (const name of new Set(stack)) inclusive.set(name, (inclusive.get(name) ?? 0) + 1);
      }
      const top = [...inclusive.entries()]
        .filter(([name]) => !['(root)', '(anonymous)', '(program)'].includes(name))
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12)
        .map(([name, count]) => `${name} ${Math.round((count * 100) / stacks.length)}%`);
      console.log(
        `  ${Math.round(to - from)} ms: ${top.join(', ') || '(no JavaScript: parsing, style, layout)'}`,
      );
    }
    await page.close();
  }
} finally {
  await browser.close();
  await shop.stop();
}
