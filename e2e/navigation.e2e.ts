/**
 * The header and its menus: one line at any width and in the languages with the longest category names
 * (with and without JavaScript), the categories that do not fit in a "more" menu that navigates, Escape
 * closing every submenu with the focus back on its toggle, a header that stays on screen while the
 * shopper scrolls, and a mobile menu that reaches a sub-category without JavaScript.
 */
import { getStoreView, ROOT_CATEGORY_ID, type StoreCode } from '@hortus/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectAxeClean, useBrowser, waitForHydration } from './browser';
import { text } from './texts';

const browser = useBrowser();
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const laptop = { viewport: { width: 1024, height: 768 } };
// Wide enough that fr-fr's line keeps a category with a submenu beside "more" (at 1024 px it moves into "more").
const desktop = { viewport: { width: 1280, height: 800 } };

interface ApiCategory {
  id: number;
  parent_id: number;
  name: string;
  slug: string;
  position: number;
  include_in_menu: boolean;
}

/** The store's top categories in menu order, from the API. */
async function topCategories(store: StoreCode): Promise<ApiCategory[]> {
  const response = await fetch(`${baseUrl()}/${store}/api/catalog/categories?is_active=true&size=4000`, {
    headers: { accept: 'application/json' },
  });
  const { result } = (await response.json()) as { result: { items: ApiCategory[] } };
  return result.items
    .filter((category) => category.include_in_menu && category.parent_id === ROOT_CATEGORY_ID)
    .sort((a, b) => a.position - b.position);
}

const languageOf = (store: StoreCode) => getStoreView(store).i18n.language;
const mainNavigation = (page: Page, store: StoreCode) =>
  page.getByRole('navigation', { name: text(languageOf(store), 'a11y.mainNavigation') });

/**
 * Waits until the browser has measured which entries of the menu line fit and moved the others into "more"
 * (CategoryMenu's `is-fitted`): nothing in the line moves after it.
 */
const menuMeasured = (page: Page, store: StoreCode) =>
  mainNavigation(page, store).and(page.locator('.is-fitted')).waitFor();

/**
 * How the header row lies on screen: whether everything shown in it (its parts and the menu's entries)
 * sits on one line, entries cut by the menu's edge, and whether anything reaches beyond the viewport.
 */
async function headerLayout(page: Page) {
  return page.evaluate(() => {
    const row = document.querySelector('.header-row');
    if (!row) throw new Error('no header row');
    const shown = (element: Element) => element.getBoundingClientRect().width > 0;
    const rowBox = row.getBoundingClientRect();
    const middle = (box: DOMRect) => Math.round(box.top + box.height / 2);
    const parts = Array.from(row.children).filter(shown);
    const entries = Array.from(row.querySelectorAll('.menu-level-1 > li')).filter(shown);
    const menuBox = row.querySelector('.menu-level-1')?.getBoundingClientRect();
    return {
      rowHeight: Math.round(rowBox.height),
      offLine: [...parts, ...entries]
        .filter((element) => Math.abs(middle(element.getBoundingClientRect()) - middle(rowBox)) > 1)
        .map((element) => element.outerHTML.slice(0, 80)),
      cut: entries
        .filter((entry) => menuBox && entry.getBoundingClientRect().right > menuBox.right + 0.5)
        .map((entry) => entry.textContent),
      pageWidth: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    };
  });
}

describe('the header', () => {
  for (const store of ['fr-fr', 'es-es', 'nl-nl'] as const) {
    it(`keeps to one line in ${store} at 1024 and 390 px, before and after the menu is measured`, async () => {
      for (const [options, javaScriptEnabled] of [
        [laptop, true],
        [laptop, false],
        [phone, true],
      ] as const) {
        const page = await browser.newPage({ ...options, javaScriptEnabled });
        await page.goto(`${baseUrl()}/${store}`);
        if (javaScriptEnabled) await waitForHydration(page);
        const where = `${store} at ${options.viewport.width} px${javaScriptEnabled ? '' : ' without JavaScript'}`;
        // Once measured, an entry is shown whole or moved into "more".
        if (javaScriptEnabled) await expect.poll(async () => (await headerLayout(page)).cut).toEqual([]);
        const layout = await headerLayout(page);
        expect(layout.offLine, `header parts off the line in ${where}`).toEqual([]);
        expect(layout.rowHeight, where).toBeLessThanOrEqual(64);
        expect(layout.pageWidth, where).toBeLessThanOrEqual(layout.viewport);
        // axe cannot run in a page whose scripts are off; the same server HTML was checked with them on.
        if (javaScriptEnabled) await expectAxeClean(page, `${store} home ${where}`);
        await page.context().close();
      }
    });
  }

  it('lists the categories that do not fit under "more", and they navigate', async () => {
    const store = 'fr-fr';
    const language = languageOf(store);
    const categories = (await topCategories(store)).map((category) => category.name);
    const page = await browser.newPage(laptop);
    await page.goto(`${baseUrl()}/${store}`);
    await waitForHydration(page);
    const navigation = mainNavigation(page, store);
    const more = navigation.getByRole('button', { name: text(language, 'header.more'), exact: true });
    await more.waitFor();
    const inLine = (await navigation.locator(':scope > ul > li:visible > a').allTextContents()).map((name) =>
      name.trim(),
    );
    await more.click();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    const moreList = page.locator(`#${await more.getAttribute('aria-controls')}`);
    const moved = (await moreList.locator(':scope > li > a').allTextContents()).map((name) => name.trim());
    expect(moved.length).toBeGreaterThan(0);
    expect([...inLine, ...moved]).toEqual(categories);
    await expectAxeClean(page, `${store} home with "more" open`);

    const last = moved.at(-1) ?? '';
    await moreList.getByRole('link', { name: last, exact: true }).click();
    await page.waitForURL(new RegExp(`/${store}/c/[^/?]+$`));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(last);
    await expectAxeClean(page, `${store} category from "more"`);
  });

  it('closes a submenu, the "more" menu and the mobile menu with Escape, focus back on the toggle', async () => {
    const store = 'fr-fr';
    const language = languageOf(store);
    const page = await browser.newPage(desktop);
    await page.goto(`${baseUrl()}/${store}`);
    await waitForHydration(page);
    const navigation = mainNavigation(page, store);
    // A toggle visible before the menu is measured may move into "more" right after: pick one once the
    // line is settled, as the shopper sees it.
    await menuMeasured(page, store);

    const toggle = navigation.locator('.menu-level-1 > li:not(.menu-more) > .submenu-toggle:visible').first();
    const more = navigation.getByRole('button', { name: text(language, 'header.more'), exact: true });
    for (const button of [toggle, more]) {
      await button.click();
      const submenu = page.locator(`#${await button.getAttribute('aria-controls')}`);
      await submenu.getByRole('link').first().waitFor();
      await page.keyboard.press('Tab');
      expect(await submenu.evaluate((list) => list.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await submenu.waitFor({ state: 'hidden' });
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    }

    const phonePage = await browser.newPage(phone);
    await phonePage.goto(`${baseUrl()}/${store}`);
    await waitForHydration(phonePage);
    const menuButton = phonePage.getByLabel(text(language, 'header.menu'), { exact: true }).first();
    await menuButton.click();
    const dialog = phonePage.getByRole('dialog');
    await dialog.waitFor();
    await expectAxeClean(phonePage, `${store} mobile menu`);
    await phonePage.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await menuButton.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('stays on screen with the cart while the shopper scrolls down a category page', async () => {
    const store = 'de-de';
    const [first] = await topCategories(store);
    for (const options of [phone, laptop]) {
      const page = await browser.newPage(options);
      await page.goto(`${baseUrl()}/${store}/c/${encodeURIComponent(first?.slug ?? '')}`);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      const header = await page.locator('.site-header').boundingBox();
      const cart = await page.locator('.cart-link').boundingBox();
      expect(header?.y).toBe(0);
      expect(cart && header && cart.y >= 0 && cart.y + cart.height <= header.height).toBe(true);
      await expectAxeClean(page, `${store} category scrolled down at ${options.viewport.width} px`);
    }
  });

  it('reaches a sub-category from the mobile menu without JavaScript', async () => {
    const store = 'de-de';
    const language = languageOf(store);
    const page = await browser.newPage({ ...phone, javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/${store}`);
    await page.getByLabel(text(language, 'header.menu'), { exact: true }).first().click();
    const menu = page.getByRole('navigation', { name: text(language, 'header.menu'), exact: true });
    const subCategory = menu.locator('ul ul a').first();
    await subCategory.waitFor();
    const name = (await subCategory.textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    await subCategory.click();
    await page.waitForURL(new RegExp(`/${store}/c/[^/?]+$`));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(name);

    // axe cannot run in a page whose scripts are off: the same server HTML, menu open, with them on.
    const checked = await browser.newPage(phone);
    await checked.goto(`${baseUrl()}/${store}`);
    await checked.locator('details.mobile-menu').evaluate((menu) => {
      (menu as HTMLDetailsElement).open = true;
    });
    await checked.getByRole('navigation', { name: text(language, 'header.menu'), exact: true }).waitFor();
    await expectAxeClean(checked, `${store} mobile menu as served without JavaScript`);
    await checked.goto(page.url());
    await expectAxeClean(checked, `${store} sub-category ${page.url()}`);
  });
});
