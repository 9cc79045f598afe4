/**
 * The category page and the search results as a shopper uses them, in de-de: filter controls that follow
 * the URL after Back, two columns of cards on a phone, the filter drawer on a phone (with and without
 * JavaScript), price ranges that fit the sheds' prices, a sale badge only on really reduced prices, and
 * pagination that reaches page 2. Every page is axe-clean.
 */
import { getStoreView, type StoreCode } from '@hortus/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectAxeClean, useBrowser, waitForHydration } from './browser';
import { text } from './texts';

const browser = useBrowser();
const store: StoreCode = 'de-de';
const { language } = getStoreView(store).i18n;
const PHONE = { width: 390, height: 844 };
/** A word in every product's description: the search finds more products than a page holds (50). */
const BROAD_SEARCH = 'Garantie';

interface ApiProduct {
  sku: string;
  slug: string;
  category_ids: number[];
  final_price_incl_tax: number;
}

async function api<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return ((await response.json()) as { result: T }).result;
}

/** The sheds' category (the one every shed is in) with its address and the sheds' prices. */
async function shedCategory(): Promise<{ path: string; prices: number[] }> {
  const { items } = await api<{ items: ApiProduct[] }>(`/${store}/api/catalog`, {
    type: 'product',
    size: 200,
    _sourceInclude: ['sku', 'slug', 'category_ids', 'final_price_incl_tax'],
  });
  const sheds = items.filter((item) => item.sku.startsWith('GH-'));
  const id = sheds[0]?.category_ids.find((candidate) =>
    sheds.every((shed) => shed.category_ids.includes(candidate)),
  );
  const { items: categories } = await api<{ items: { id: number; slug: string }[] }>(
    `/${store}/api/catalog/categories?size=4000`,
  );
  const slug = categories.find((category) => category.id === id)?.slug;
  if (!slug) throw new Error('no category holds every shed');
  const { items: listed } = await api<{ items: ApiProduct[] }>(`/${store}/api/catalog`, {
    type: 'product',
    size: 200,
    filters: { category_ids: [id] },
    _sourceInclude: ['final_price_incl_tax'],
  });
  return { path: `/${store}/c/${slug}`, prices: listed.map((item) => item.final_price_incl_tax) };
}

const colourBoxes = (page: Page) => page.locator('input[type="checkbox"][name="color"]');
const cards = (page: Page) => page.locator('.listing-results .product-card');
const cardLinks = (page: Page) =>
  cards(page)
    .locator('a.card-link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
const shownCount = async (page: Page) =>
  (await page.locator('.listing-results > p.hint').textContent()) ?? '';

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await waitForHydration(page);
}

describe('the category page', () => {
  it('shows the filters of the URL after Back and Forward', async () => {
    const { path } = await shedCategory();
    const page = await browser.newPage();
    await open(page, path);
    const [first, second] = await colourBoxes(page).evaluateAll((boxes) =>
      boxes.map((box) => (box as HTMLInputElement).value),
    );
    if (!first || !second) throw new Error('the sheds come in fewer than two colours');
    const box = (value: string) => page.locator(`input[name="color"][value="${value}"]`);

    await box(first).check();
    await page.waitForURL((url) => url.searchParams.getAll('color').join() === first);
    await box(second).check();
    await page.waitForURL(
      (url) => url.searchParams.getAll('color').sort().join() === [first, second].sort().join(),
    );
    await expectAxeClean(page, 'category with two colours chosen');

    await page.goBack();
    await page.waitForURL((url) => url.searchParams.getAll('color').join() === first);
    await expect.poll(() => box(second).isChecked()).toBe(false);
    expect(await box(first).isChecked()).toBe(true);

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('color'));
    await expect.poll(() => box(first).isChecked()).toBe(false);

    await page.goForward();
    await page.waitForURL((url) => url.searchParams.getAll('color').join() === first);
    await expect.poll(() => box(first).isChecked()).toBe(true);
    // The chip of the chosen colour removes it.
    const chip = page
      .getByRole('list', { name: text(language, 'category.activeFilters') })
      .getByRole('link')
      .first();
    await chip.click();
    await page.waitForURL((url) => !url.searchParams.has('color'));
    await expect.poll(() => box(first).isChecked()).toBe(false);
  });

  it('shows two columns of cards on a phone and more on a wide screen', async () => {
    const { path } = await shedCategory();
    for (const [viewport, columns] of [
      [PHONE, 2],
      [{ width: 1366, height: 900 }, 4],
    ] as const) {
      const page = await browser.newPage({ viewport });
      await open(page, path);
      const boxes = await cards(page).evaluateAll((elements) =>
        elements.map((element) => element.getBoundingClientRect().top),
      );
      const firstRow = boxes.filter((top) => Math.abs(top - (boxes[0] ?? 0)) < 2).length;
      if (viewport === PHONE) expect(firstRow, 'cards in the first row at 390 px').toBe(columns);
      else expect(firstRow, 'cards in the first row at 1366 px').toBeGreaterThanOrEqual(columns);
      // Nothing is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await expectAxeClean(page, `category at ${viewport.width} px`);
    }
  });

  it('opens the filters in a drawer on a phone, applies a colour and closes', async () => {
    const { path } = await shedCategory();
    const page = await browser.newPage({ viewport: PHONE });
    await open(page, path);
    const drawer = page.getByRole('dialog', { name: text(language, 'category.filters') });
    await expect.poll(() => colourBoxes(page).first().isVisible()).toBe(false);
    const countBefore = await shownCount(page);

    await page
      .locator('.listing-toolbar')
      .getByRole('button', { name: text(language, 'category.filters') })
      .click();
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await expectAxeClean(page, 'category at 390 px with the filter drawer open');
    const option = drawer
      .locator('label.filter-option')
      .filter({ has: page.locator('input[name="color"]') })
      .first();
    const colourName = ((await option.locator('span').nth(1).textContent()) ?? '').trim();
    const promised = Number(/\((\d+)\)/.exec((await option.textContent()) ?? '')?.[1]);
    await option.locator('input').check();
    await page.waitForURL(/[?&]color=\d+/);
    await expect.poll(() => shownCount(page)).not.toBe(countBefore);
    expect(await shownCount(page)).toContain(String(promised));
    expect(await drawer.isVisible()).toBe(true);

    const show = drawer.locator('.drawer-foot').getByRole('button');
    expect(await show.textContent()).toContain(String(promised));
    await show.click();
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await expect.poll(() => cards(page).count()).toBe(promised);
    const chips = page.getByRole('list', { name: text(language, 'category.activeFilters') });
    expect(await chips.textContent()).toContain(colourName);
    await expectAxeClean(page, 'category at 390 px with a colour chosen');
  });

  it('lets a phone without JavaScript open the filters and apply them', async () => {
    const { path } = await shedCategory();
    const page = await browser.newPage({ viewport: PHONE, javaScriptEnabled: false });
    await page.goto(`${baseUrl()}${path}`);
    await expect.poll(() => colourBoxes(page).first().isVisible()).toBe(false);
    await page
      .locator('.listing-toolbar')
      .getByRole('link', { name: text(language, 'category.filters') })
      .click();
    await expect.poll(() => colourBoxes(page).first().isVisible()).toBe(true);
    await colourBoxes(page).first().check();
    await page.locator('.drawer-foot button[type="submit"]').click();
    await page.waitForURL(/[?&]color=\d+/);
    expect(await cards(page).count()).toBeGreaterThan(0);
    // The drawer closed with the page that shows the choice (axe needs scripts: the page with them is checked above).
    await expect.poll(() => colourBoxes(page).first().isVisible()).toBe(false);
    expect(await colourBoxes(page).first().isChecked()).toBe(true);
  });

  it("offers price ranges that fit the sheds' prices", async () => {
    const { path, prices } = await shedCategory();
    const page = await browser.newPage();
    await open(page, path);
    const ranges = await page
      .locator('input[type="checkbox"][name="price"]')
      .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));
    expect(ranges.length, `price ranges ${ranges.join(', ')}`).toBeGreaterThan(1);
    const bounds = ranges.map((key) => {
      const [from = '', to = ''] = key.split('-');
      return { from: Number(from) * 100, to: to === '*' ? Number.POSITIVE_INFINITY : Number(to) * 100 };
    });
    for (const price of prices) {
      expect(
        bounds.filter((range) => price >= range.from && price < range.to),
        `ranges of ${price}`,
      ).toHaveLength(1);
    }
    for (const range of bounds) {
      expect(
        prices.some((price) => price >= range.from && price < range.to),
        `a shed in ${range.from}`,
      ).toBe(true);
    }
    const labels = await page.locator('label.filter-option:has(input[name="price"])').allInnerTexts();
    expect(labels[0]).toMatch(/^< .*€/);
    expect(labels.at(-1)).toMatch(/^> .*€/);
    await expectAxeClean(page, 'shed category');
  });
});

describe('the search results', () => {
  it('page through more products than a page holds, with the page links', async () => {
    const { total } = await api<{ total: number }>(`/${store}/api/catalog`, {
      type: 'product',
      size: 1,
      searchQuery: BROAD_SEARCH,
    });
    expect(total, `products found for ${BROAD_SEARCH}`).toBeGreaterThan(50);
    const page = await browser.newPage();
    await open(page, `/${store}/search?q=${BROAD_SEARCH}`);
    const pagination = page.getByRole('navigation', { name: text(language, 'a11y.pagination') });
    expect(await cards(page).count()).toBe(50);
    expect(await shownCount(page)).toContain(String(total));
    expect(await pagination.locator('[aria-current="page"]').textContent()).toBe('1');
    const firstPage = await cardLinks(page);

    await pagination.locator('a[rel="next"]').click();
    await page.waitForURL(
      (url) => url.searchParams.get('page') === '2' && url.searchParams.get('q') === BROAD_SEARCH,
    );
    await expect.poll(() => cards(page).count()).toBe(total - 50);
    const secondPage = await cardLinks(page);
    expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);
    expect(await pagination.locator('[aria-current="page"]').textContent()).toBe('2');
    expect(await pagination.locator('a[rel="prev"]').count()).toBe(1);
    expect(await pagination.locator('a[rel="next"]').count()).toBe(0);
    await expectAxeClean(page, 'search results, page 2');

    await pagination.getByRole('link', { name: text(language, 'category.page', { page: '1' }) }).click();
    await page.waitForURL((url) => !url.searchParams.has('page'));
    await expect.poll(() => cardLinks(page)).toEqual(firstPage);
  });

  it('shows the sale badge only on cards whose price is reduced', async () => {
    let reduced = 0;
    const page = await browser.newPage();
    for (const pageNumber of [1, 2]) {
      await open(page, `/${store}/search?q=${BROAD_SEARCH}&page=${pageNumber}`);
      const shown = await cards(page).evaluateAll((elements) =>
        elements.map((card) => ({
          name: card.querySelector('.card-title')?.textContent ?? '',
          badge: card.querySelector('.badge-sale') !== null,
          struckThrough: card.querySelector('.price del') !== null,
        })),
      );
      for (const card of shown) expect(card.badge, `the sale badge of ${card.name}`).toBe(card.struckThrough);
      reduced += shown.filter((card) => card.struckThrough).length;
    }
    expect(reduced, 'cards with a reduced price').toBeGreaterThan(0);
    expect(await page.locator('.badge-sale').first().textContent()).toContain(text(language, 'product.sale'));
  });
});
