/**
 * What a page of the production build makes the browser download before it can run: its scripts and
 * styles, in bytes as the server sends them (the build's .br file, which the storefront server prefers;
 * else .gz; else the file itself), and the check of those bytes against `page-budgets.json`.
 *
 *   npm run build && npx tsx apps/storefront/scripts/page-weight.ts     # prints every page's figures
 *
 * A page's files: the client entry, and for the page's route and each of its parents (layout, store
 * route, root) the route's chunk, the chunks it imports statically (closed over their own imports, each
 * file counted once) and their styles. Dynamic imports (lazy parts loaded on a click) are not counted:
 * they are not needed for the first paint. The route chain comes from React Router's client manifest
 * (`assets/manifest-*.js`); the chunks' imports and styles from Vite's (`.vite/manifest.json`, kept
 * because vite.config.ts sets `build.manifest`), which also knows the stylesheets a route links through a
 * `?url` import.
 *
 * The e2e project runs the check on the build the shop it starts was made from (e2e/page-budgets.e2e.ts);
 * this file's unit test checks the computation on a made-up build.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BUDGETS_FILE = fileURLToPath(new URL('../page-budgets.json', import.meta.url));
export const CLIENT_DIRECTORY = fileURLToPath(new URL('../build/client', import.meta.url));

export type Kind = 'scripts' | 'styles';
export const KINDS: readonly Kind[] = ['scripts', 'styles'];

export interface PageBudget {
  /** The React Router route id of the page (app/routes.ts: the file without extension, or its `id`). */
  route: string;
  /** Bytes as served (brotli), all of the page's initial scripts / stylesheets together. */
  scripts: number;
  styles: number;
}
export interface Budgets {
  pages: Record<string, PageBudget>;
}

interface RouterManifestEntry {
  module: string;
  imports?: string[];
  css?: string[];
  parentId?: string;
}
interface RouterManifest {
  entry: RouterManifestEntry;
  routes: Record<string, RouterManifestEntry>;
}
interface ViteChunk {
  file: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
}
type ViteManifest = Record<string, ViteChunk>;

export interface Weight {
  /** Paths under the client directory (`assets/x.js`), sorted. */
  files: string[];
  bytes: number;
}
export type PageWeight = Record<Kind, Weight>;

/** React Router's client manifest: `window.__reactRouterManifest={...}` in `assets/manifest-<hash>.js`. */
function readRouterManifest(clientDirectory: string): RouterManifest {
  const assets = join(clientDirectory, 'assets');
  // The build empties its directory first, so there is one; the newest if a copy left others.
  const file = readdirSync(assets)
    .filter((name) => /^manifest-[\w-]+\.js$/.test(name))
    .map((name) => join(assets, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (!file) throw new Error(`No React Router manifest (manifest-*.js) in ${assets}: build the storefront.`);
  const source = readFileSync(file, 'utf8');
  return JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) as RouterManifest;
}

function readViteManifest(clientDirectory: string): ViteManifest {
  const file = join(clientDirectory, '.vite/manifest.json');
  if (!existsSync(file)) {
    throw new Error(
      `No ${file}: the page budgets read Vite's manifest, which React Router deletes unless ` +
        'apps/storefront/vite.config.ts sets build.manifest.',
    );
  }
  return JSON.parse(readFileSync(file, 'utf8')) as ViteManifest;
}

/** The size the storefront server sends: the precompressed brotli file, else gzip, else the file. */
export function servedSize(clientDirectory: string, file: string): number {
  const path = join(clientDirectory, file);
  for (const candidate of [`${path}.br`, `${path}.gz`, path]) {
    if (existsSync(candidate)) return statSync(candidate).size;
  }
  throw new Error(`${file} is named by the manifest but missing from ${clientDirectory}`);
}

/** Every page's initial scripts and styles, for the pages of `budgets` (by their route ids). */
export function pageWeights(clientDirectory: string, budgets: Budgets): Record<string, PageWeight> {
  const router = readRouterManifest(clientDirectory);
  const vite = readViteManifest(clientDirectory);
  const chunkOfFile = new Map(Object.entries(vite).map(([key, chunk]) => [chunk.file, key]));

  const weigh = (files: Set<string>): Weight => {
    const sorted = [...files].sort();
    return { files: sorted, bytes: sorted.reduce((sum, file) => sum + servedSize(clientDirectory, file), 0) };
  };

  const weights: Record<string, PageWeight> = {};
  for (const [page, { route }] of Object.entries(budgets.pages)) {
    const chain: RouterManifestEntry[] = [router.entry];
    for (let id: string | undefined = route; id !== undefined; id = router.routes[id]?.parentId) {
      const entry = router.routes[id];
      if (!entry) throw new Error(`Page ${page}: the client manifest has no route ${id}`);
      chain.push(entry);
    }
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const queue: string[] = [];
    for (const entry of chain) {
      for (const module of [entry.module, ...(entry.imports ?? [])]) {
        const key = chunkOfFile.get(module.replace(/^\//, ''));
        if (!key) throw new Error(`Page ${page}: ${module} is not in Vite's manifest`);
        queue.push(key);
      }
      for (const css of entry.css ?? []) styles.add(css.replace(/^\//, ''));
    }
    const seen = new Set<string>();
    while (queue.length > 0) {
      const key = queue.pop() as string;
      if (seen.has(key)) continue;
      seen.add(key);
      const chunk = vite[key];
      if (!chunk) throw new Error(`Page ${page}: Vite's manifest names ${key} but has no entry for it`);
      scripts.add(chunk.file);
      for (const css of [...(chunk.css ?? []), ...(chunk.assets ?? []).filter((a) => a.endsWith('.css'))]) {
        styles.add(css);
      }
      queue.push(...(chunk.imports ?? []));
    }
    weights[page] = { scripts: weigh(scripts), styles: weigh(styles) };
  }
  return weights;
}

/** One line per page and kind over its budget (empty when every page fits), naming the files. */
export function overBudget(weights: Record<string, PageWeight>, budgets: Budgets): string[] {
  const problems: string[] = [];
  for (const [page, budget] of Object.entries(budgets.pages)) {
    const weight = weights[page];
    if (!weight) {
      problems.push(`${page}: not measured`);
      continue;
    }
    for (const kind of KINDS) {
      const { bytes, files } = weight[kind];
      if (bytes > budget[kind]) {
        problems.push(
          `${page} page ${kind}: ${bytes} bytes (brotli) over its budget of ${budget[kind]} bytes by ` +
            `${bytes - budget[kind]} (${files.length} files: ${files.join(', ')})`,
        );
      }
    }
  }
  return problems;
}

export function readBudgets(file = BUDGETS_FILE): Budgets {
  return JSON.parse(readFileSync(file, 'utf8')) as Budgets;
}

// Run directly: the figures, for setting the budgets after a change.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const budgets = readBudgets();
  const weights = pageWeights(CLIENT_DIRECTORY, budgets);
  console.table(
    Object.entries(weights).map(([page, weight]) => ({
      page,
      'script files': weight.scripts.files.length,
      'scripts B': weight.scripts.bytes,
      'scripts budget': budgets.pages[page]?.scripts,
      'styles B': weight.styles.bytes,
      'styles budget': budgets.pages[page]?.styles,
    })),
  );
  const problems = overBudget(weights, budgets);
  for (const problem of problems) console.log(problem);
  process.exitCode = problems.length > 0 ? 1 : 0;
}
