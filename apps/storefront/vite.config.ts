import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

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
    // The shop's small shared modules (texts, state, cart, layout parts, core rules) in one chunk with the
    // router runtime: a page asks for ~12 scripts instead of ~30, which a phone on a slow network fetches
    // in fewer round trips (Lighthouse mobile 90-93 -> 96, bench/README "Storefront look").
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'shop',
              test: /apps[\\/]storefront[\\/]app[\\/]|packages[\\/]core[\\/]/,
              minShareCount: 3,
              maxModuleSize: 8000,
            },
          ],
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
