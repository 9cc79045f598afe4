/**
 * The footer's legal and service pages (issue 17), on a 390 px phone: in de-de, fr-fr and gb-en the footer
 * links to the imprint, terms, withdrawal, privacy, shipping and payment pages, each opens with its title as
 * h1 in the store's language (the demo's CMS texts, not copied here); us-en sells nothing, so its footer has
 * imprint, privacy and "where to buy" but no withdrawal, shipping or payment link. Every page is axe-clean,
 * the footer's links are tap targets of at least 24 px and the page is no wider than the phone.
 */
import { getStoreView, type StoreCode } from '@hortus/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CMS_PAGES, COUNTRY_PAGE_TITLES } from '../apps/api/src/demo/content-words';
import { baseUrl, expectAxeClean, useBrowser, waitForHydration } from './browser';
import { text } from './texts';

const browser = useBrowser();
const PHONE = { viewport: { width: 390, height: 844 } };

/** A CMS page of the demo data as a store shows it: its path, its footer link's text and its h1. */
function demoPage(store: StoreCode, key: string) {
  const page = CMS_PAGES.find((candidate) => candidate.key === key);
  if (!page) throw new Error(`no demo CMS page ${key}`);
  const { language } = getStoreView(store).i18n;
  const countryTitle = COUNTRY_PAGE_TITLES[store]?.[key];
  return {
    group: page.group ?? '',
    identifier: page.identifier[language],
    label: countryTitle ?? page.label?.[language] ?? page.title[language],
    title: countryTitle ?? page.title[language],
  };
}

const footerColumn = (page: Page, store: StoreCode, group: string) =>
  page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: text(getStoreView(store).i18n.language, `footer.${group}`) });

/** The footer's links are tap targets of at least 24 px, all inside the 390 px screen. */
async function expectPhoneFooter(page: Page, label: string): Promise<void> {
  const links = page.getByRole('contentinfo').getByRole('link');
  expect(await links.count()).toBeGreaterThan(5);
  for (const link of await links.all()) {
    const box = await link.boundingBox();
    const name = `${label}: "${await link.textContent()}"`;
    expect(box?.height ?? 0, `${name} is a tap target`).toBeGreaterThanOrEqual(24);
    expect((box?.x ?? 0) + (box?.width ?? 0), `${name} is on the screen`).toBeLessThanOrEqual(390);
  }
}

describe.each(['de-de', 'fr-fr', 'gb-en'] as const)('the footer of %s', (store) => {
  it('opens the imprint, terms, withdrawal, privacy, shipping and payment pages in the store language', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto(`${baseUrl()}/${store}`);
    await waitForHydration(page);
    await expectPhoneFooter(page, `${store} home`);
    await expectAxeClean(page, `${store} home with its footer`);
    for (const key of ['imprint', 'terms', 'withdrawal', 'privacy', 'shipping', 'payment']) {
      const expected = demoPage(store, key);
      // Each page is reached from the footer of the page before, as a shopper reads one after another.
      await footerColumn(page, store, expected.group)
        .getByRole('link', { name: expected.label, exact: true })
        .click();
      await page.waitForURL(`${baseUrl()}/${store}/${expected.identifier}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(expected.title);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await page.locator('.cms h2').count(), `${store} ${key} has sections`).toBeGreaterThanOrEqual(3);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${store} ${key} fits`).toBe(
        390,
      );
      await expectAxeClean(page, `${store} ${key}`);
    }
    await expectPhoneFooter(page, `${store} payment page`);
  });
});

describe('the footer of us-en (catalog mode)', () => {
  const store = 'us-en';

  it('links to the imprint, privacy and where to buy, and to no withdrawal, shipping or payment page', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto(`${baseUrl()}/${store}`);
    await waitForHydration(page);
    await expectPhoneFooter(page, store);
    const footer = page.getByRole('contentinfo');
    const hrefs = await footer
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const key of ['imprint', 'privacy', 'whereToBuy']) {
      expect(hrefs).toContain(`/${store}/${demoPage(store, key).identifier}`);
    }
    for (const key of ['terms', 'withdrawal', 'shipping', 'payment']) {
      expect(hrefs).not.toContain(`/${store}/${demoPage(store, key).identifier}`);
      expect(await footer.getByRole('link', { name: demoPage(store, key).label, exact: true }).count()).toBe(
        0,
      );
    }
    const whereToBuy = demoPage(store, 'whereToBuy');
    await footerColumn(page, store, whereToBuy.group)
      .getByRole('link', { name: whereToBuy.label, exact: true })
      .click();
    await page.waitForURL(`${baseUrl()}/${store}/${whereToBuy.identifier}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(whereToBuy.title);
    await expectAxeClean(page, `${store} where to buy`);
  });
});
