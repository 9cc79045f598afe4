import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Budgets, overBudget, pageWeights } from './page-weight';

/**
 * A made-up client build: React Router's manifest (entry, root -> layout -> product, and a checkout
 * route on the root), Vite's manifest, and each file with its .br as the compression plugin writes it
 * (`sizes`: the brotli size of each file; the plain file is ten times that, so a wrong choice shows).
 */
function fakeBuild(sizes: Record<string, number>, options: { withoutBrotli?: string[] } = {}): string {
  const directory = mkdtempSync(join(tmpdir(), 'hortus-page-weight-'));
  directories.push(directory);
  const write = (file: string, content: string) => {
    mkdirSync(dirname(join(directory, file)), { recursive: true });
    writeFileSync(join(directory, file), content);
  };
  for (const [file, size] of Object.entries(sizes)) {
    write(file, 'x'.repeat(size * 10));
    if (!options.withoutBrotli?.includes(file)) write(`${file}.br`, 'b'.repeat(size));
  }
  const routes = {
    root: { module: '/assets/root.js', imports: ['/assets/shop.js'] },
    'layouts/default': { module: '/assets/default.js', parentId: 'root', imports: ['/assets/shop.js'] },
    product: { module: '/assets/product.js', parentId: 'layouts/default', imports: ['/assets/gallery.js'] },
    'routes/checkout': { module: '/assets/checkout.js', parentId: 'root', css: ['/assets/checkout.css'] },
  };
  write(
    'assets/manifest-1a2b3c4d.js',
    `window.__reactRouterManifest=${JSON.stringify({ entry: { module: '/assets/entry.js', imports: ['/assets/shop.js'] }, routes, version: '1a2b3c4d' })};`,
  );
  write(
    '.vite/manifest.json',
    JSON.stringify({
      'entry.client.tsx': { file: 'assets/entry.js', imports: ['_shop.js'] },
      '_shop.js': { file: 'assets/shop.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      'app/root.tsx?route': { file: 'assets/root.js', imports: ['_shop.js'], assets: ['assets/styles.css'] },
      'app/layouts/default.tsx?route': { file: 'assets/default.js', imports: ['_shop.js'] },
      'app/routes/product.tsx?route': {
        file: 'assets/product.js',
        imports: ['_gallery.js'],
        dynamicImports: ['_zoom.js'],
      },
      '_gallery.js': { file: 'assets/gallery.js', imports: ['_shop.js'], css: ['assets/gallery.css'] },
      '_zoom.js': { file: 'assets/zoom.js' },
      'app/routes/checkout.tsx?route': { file: 'assets/checkout.js', imports: ['_shop.js'] },
    }),
  );
  return directory;
}

const directories: string[] = [];
afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

const SIZES = {
  'assets/entry.js': 1000,
  'assets/shop.js': 500,
  'assets/react.js': 300,
  'assets/root.js': 20,
  'assets/default.js': 30,
  'assets/product.js': 40,
  'assets/gallery.js': 50,
  'assets/zoom.js': 9000,
  'assets/checkout.js': 60,
  'assets/styles.css': 70,
  'assets/gallery.css': 8,
  'assets/checkout.css': 9,
};

const budgets = (product: Partial<Budgets['pages'][string]> = {}): Budgets => ({
  pages: {
    product: { route: 'product', scripts: 2000, styles: 100, ...product },
    checkout: { route: 'routes/checkout', scripts: 2000, styles: 100 },
  },
});

describe('page weights', () => {
  it("counts the entry, the route chain's chunks and their static imports once each, brotli as served, without dynamic imports", () => {
    const weights = pageWeights(fakeBuild(SIZES), budgets());
    expect(weights.product?.scripts).toEqual({
      files: [
        'assets/default.js',
        'assets/entry.js',
        'assets/gallery.js',
        'assets/product.js',
        'assets/react.js',
        'assets/root.js',
        'assets/shop.js',
      ],
      bytes: 1000 + 500 + 300 + 20 + 30 + 40 + 50,
    });
    // The root's stylesheet linked through a ?url import, and the gallery's imported CSS.
    expect(weights.product?.styles).toEqual({
      files: ['assets/gallery.css', 'assets/styles.css'],
      bytes: 78,
    });
    // Another parent chain: no default layout, no gallery; the route's own CSS from React Router's manifest.
    expect(weights.checkout?.scripts.bytes).toBe(1000 + 500 + 300 + 20 + 60);
    expect(weights.checkout?.styles).toEqual({
      files: ['assets/checkout.css', 'assets/styles.css'],
      bytes: 79,
    });
  });

  it('counts a file the build did not compress at its own size, as the server sends it', () => {
    const weights = pageWeights(fakeBuild(SIZES, { withoutBrotli: ['assets/root.js'] }), budgets());
    expect(weights.product?.scripts.bytes).toBe(1000 + 500 + 300 + 200 + 30 + 40 + 50);
  });

  it('passes pages within their budgets', () => {
    const build = fakeBuild(SIZES);
    expect(overBudget(pageWeights(build, budgets()), budgets())).toEqual([]);
  });

  it('names the page, the kind of file and the bytes against the budget of each page over it', () => {
    const tight = budgets({ scripts: 1900, styles: 77 });
    const problems = overBudget(pageWeights(fakeBuild(SIZES), tight), tight);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /^product page scripts: 1940 bytes \(brotli\) over its budget of 1900 bytes by 40 \(7 files: assets\/default\.js, /,
    );
    expect(problems[1]).toMatch(
      /^product page styles: 78 bytes \(brotli\) over its budget of 77 bytes by 1 /,
    );
  });

  it('fails on a route the client manifest does not have', () => {
    const wrong = { pages: { product: { route: 'routes/product', scripts: 1, styles: 1 } } };
    expect(() => pageWeights(fakeBuild(SIZES), wrong)).toThrow(
      'Page product: the client manifest has no route routes/product',
    );
  });
});
