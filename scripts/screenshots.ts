/**
 * `npm run screenshots`: the shop's main pages in three store views at a phone's and a laptop's width,
 * written as PNG files, so anyone can look at the shop without driving a browser by hand.
 *
 * Starts the shop as `npm start` does (on a throw-away database, ports 3500/4500 unless SCREENSHOT_PORT and
 * SCREENSHOT_API_PORT say otherwise), drives Debian's Chromium, and writes `screenshots/<store>/<page>-<width>.png`
 * (the folder is not kept in git). The cart and the checkout are reached as a shopper reaches them, with a
 * product added on its page; catalog-mode stores have neither.
 *
 *   npm run screenshots                       # de-de, fr-fr, gb-en
 *   npm run screenshots -- --stores pl-pl,us-en
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { getStoreView, type StoreCode } from '@hortus/core';
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startShop } from './shop-process';

const { values: args } = parseArgs({
  options: { stores: { type: 'string', default: 'de-de,fr-fr,gb-en' } },
});
const stores = (args.stores ?? '').split(',').filter(Boolean) as StoreCode[];
const widths = [390, 1366];
const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'screenshots');

interface Listed {
  slug: string;
  type_id: string;
  final_price_incl_tax: number;
  stock?: { is_in_stock?: boolean };
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  return ((await response.json()) as { result: T }).result;
}

async function shoot(page: Page, store: string, name: string, width: number): Promise<void> {
  const file = join(outDir, store, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(`  ${file.slice(root.length)}`);
}

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForSelector('html[data-scripts]', { state: 'attached' });
}

/** Home, a category, a product, the cart, the checkout's first step and the login page of one store. */
async function browse(browser: Browser, base: string, store: StoreCode, width: number): Promise<void> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  const page = await context.newPage();
  const { items } = await json<{ items: Listed[] }>(
    `${base}/${store}/api/catalog?type=product&size=50&_sourceInclude=slug,type_id,final_price_incl_tax,stock`,
  );
  const categories = await json<{ items: { url_key: string; level: number }[] }>(
    `${base}/${store}/api/catalog?type=category&size=50&_sourceInclude=url_key,level`,
  );
  const category = categories.items.find((entry) => entry.level === 2);
  const product = items.find(
    (entry) => entry.type_id === 'simple' && entry.final_price_incl_tax > 0 && entry.stock?.is_in_stock,
  );
  const visit = async (path: string, name: string) => {
    await page.goto(`${base}/${store}${path}`);
    await settled(page);
    await shoot(page, store, name, width);
  };
  await visit('', 'home');
  if (category) await visit(`/c/${category.url_key}`, 'category');
  if (product) {
    await visit(`/p/${product.slug}`, 'product');
    if (!getStoreView(store).catalogMode) {
      await page.locator('form.add-to-cart button[type=submit]').first().click();
      await page.waitForTimeout(1000);
      await visit('/cart', 'cart');
      await visit('/checkout', 'checkout');
    }
  }
  await visit('/account', 'account-login');
  await visit('/404', 'not-found');
  await context.close();
}

mkdirSync(outDir, { recursive: true });
const shop = await startShop({
  STOREFRONT_PORT: process.env.SCREENSHOT_PORT ?? '3500',
  API_PORT: process.env.SCREENSHOT_API_PORT ?? '4500',
  DATABASE_URL: 'pglite://memory',
  LOG_LEVEL: 'warn',
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
try {
  for (const store of stores) {
    mkdirSync(join(outDir, store), { recursive: true });
    console.log(store);
    for (const width of widths) await browse(browser, shop.baseUrl, store, width);
  }
} finally {
  await browser.close();
  await shop.stop();
}
