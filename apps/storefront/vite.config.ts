import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const appDirectory = fileURLToPath(new URL('./app/', import.meta.url));
const FRAME_ROUTES = ['root.tsx', 'routes/store.tsx', 'layouts/default.tsx'].map((file) =>
  join(appDirectory, file),
);
const APP_MODULE = /apps[\\/]storefront[\\/]app[\\/]/;
const ROUTE_MODULE_QUERY = '?__react-router-build-client-route';

interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

// Per chunking pass (the client's and the server's builds each have one).
const frames = new WeakMap<ChunkingContext, Set<string>>();
/**
 * The app's modules the frame's route modules import statically, closed over their own static imports;
 * not the route modules themselves (React Router loads each from its own file). What they use of core and
 * of packages joins the chunk as their dependencies (rolldown follows only the imports the bundle keeps):
 * the walk stops at core, whose index re-exports every rule, the checkout's zod schemas too.
 */
function frameModules(context: ChunkingContext): Set<string> {
  const known = frames.get(context);
  if (known) return known;
  const found = new Set<string>();
  const queue = FRAME_ROUTES.flatMap((file) => [file, `${file}${ROUTE_MODULE_QUERY}`]);
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (found.has(id)) continue;
    const info = context.getModuleInfo(id);
    if (!info || !APP_MODULE.test(id)) continue;
    found.add(id);
    queue.push(...info.importedIds);
  }
  const frame = new Set([...found].filter((id) => !FRAME_ROUTES.some((file) => id.startsWith(file))));
  frames.set(context, frame);
  return frame;
}

// In development Vite serves the storefront and forwards the API's paths, as the production server does.
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [
    reactRouter(),
    // The client's scripts and styles also as .br and .gz files, served as they are (server/app.ts), so no
    // request pays for compressing them. Brotli at its best level costs build time once, not per request.
    {
      ...compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|svg|json)$/ }),
      apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    },
  ],
  // STOREFRONT_NO_MINIFY=1: readable function names for bench/storefront/hydration-profile.ts.
  build: {
    minify: process.env.STOREFRONT_NO_MINIFY ? false : 'oxc',
    // Vite's manifest (build/client/.vite/manifest.json), which React Router deletes unless asked to keep
    // it: the page budgets read each chunk's imports and styles from it (scripts/page-weight.ts). The
    // server does not serve it (only the client directory's top-level files are public).
    manifest: true,
    // One chunk for the frame every catalogue page shows (root, store route, default layout and what they
    // import statically): a page asks for ~10 scripts instead of ~30, which a phone on a slow network
    // fetches in fewer round trips (Lighthouse mobile 90-93 -> 96, bench/README "Storefront look"). Only
    // the frame's modules: a group of everything shared by three chunks also took the back office's
    // texts, the dialogs' helpers and the account forms into every page (bench/README "Page weight, issue 28").
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: (id, context) => (frameModules(context).has(id) ? 'shop' : null) }],
        },
      },
    },
  },
  server: {
    port: 3000,
    proxy: {
      '^/([a-z]{2}-[a-z]{2}/)?api/': { target: apiUrl },
      '/media/': { target: apiUrl },
    },
  },
});
