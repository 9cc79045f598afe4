/**
 * The country and language chooser when the visitor chooses the store view they are in (payments spec 4:
 * "If the target equals the current URL the chooser closes"): with JavaScript the bar closes and the page
 * stays (same document, same URL); without it the form comes back to the same page with a 303 and no
 * `country_id` in the URL. Either way the choice is saved and the bar stays closed on the next page.
 * Choosing another store still goes there with `country_id` (shop.e2e.ts).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser, waitForHydration } from './browser';
import { text } from './texts';

const browser = useBrowser();
const path = '/ch-fr/blog?page=1';

const bar = (page: Page) => page.getByRole('region', { name: text('fr', 'a11y.storeSwitcher') });
const chooser = (page: Page, id: string) =>
  bar(page).getByRole('combobox', { name: new RegExp(`^${text('fr', id)}\\b`) });

async function chooseSwitzerlandInFrench(page: Page): Promise<void> {
  await chooser(page, 'chooser.country').selectOption('CH');
  await chooser(page, 'chooser.language').selectOption('fr');
  await bar(page)
    .getByRole('button', { name: text('fr', 'chooser.apply'), exact: true })
    .click();
}

async function savedChoice(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies();
  return Object.fromEntries(
    cookies
      .filter((cookie) => ['hortus_country', 'hortus_language'].includes(cookie.name))
      .map((cookie) => [cookie.name, cookie.value]),
  );
}

describe('choosing the store view one is in', () => {
  it('with JavaScript closes the chooser and stays on the page, and it stays closed', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}${path}`);
    await waitForHydration(page);
    await bar(page).waitFor();
    await page.evaluate(() => {
      (window as { hortusMark?: boolean }).hortusMark = true;
    });

    await chooseSwitzerlandInFrench(page);
    await bar(page).waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${baseUrl()}${path}`);
    expect(await page.evaluate(() => (window as { hortusMark?: boolean }).hortusMark)).toBe(true);
    await expect.poll(() => savedChoice(page)).toHaveProperty('hortus_country');

    await page.goto(`${baseUrl()}/ch-fr`);
    await waitForHydration(page);
    expect(await bar(page).count()).toBe(0);
  });

  it('without JavaScript comes back to the same page without country_id, and the bar stays closed', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    // An earlier choice of another store left country_id in the URL; choosing this one cleans it.
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/change-store')) answers.push(response.status());
    });
    await page.goto(`${baseUrl()}${path}&country_id=CH`);
    await chooseSwitzerlandInFrench(page);
    await page.waitForURL((url) => !url.pathname.startsWith('/change-store'));
    expect(answers).toEqual([303]);
    expect(page.url()).toBe(`${baseUrl()}${path}`);
    expect(await bar(page).count()).toBe(0);
    expect(Object.keys(await savedChoice(page)).sort()).toEqual(['hortus_country', 'hortus_language']);

    await page.goto(`${baseUrl()}/ch-fr`);
    expect(await bar(page).count()).toBe(0);
    // Another store view than the chosen one still offers the chooser.
    await page.goto(`${baseUrl()}/ch-de`);
    expect(await page.getByRole('region', { name: text('de', 'a11y.storeSwitcher') }).count()).toBe(1);
  });
});
