/**
 * The home page as a new shopper meets it (issue 17): hero banners with a headline, a line of text and a
 * call to action that leads to the banner's range, at 390 and 1366 px; category tiles with pictures that
 * lead to their category; the store's trust facts (de-de: warranty, delivery, withdrawal, its payment
 * methods; us-en, a catalog-mode store: none of delivery, withdrawal or payment). And a path outside every
 * store view: the shop's own 404 page in the browser's language. Axe-clean on every page.
 */
import { getStoreView, type StoreCode } from '@hortus/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectAxeClean, expectDocumentStatusMessage, useBrowser } from './browser';
import { text } from './texts';

const browser = useBrowser();

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };

async function openHome(page: Page, store: StoreCode): Promise<void> {
  const response = await page.goto(`${baseUrl()}/${store}`);
  expect(response?.status()).toBe(200);
  expect(await page.locator('h1').count()).toBe(1);
}

/** The category tiles' links: where each leads and the category name it shows. */
async function categoryTiles(page: Page): Promise<{ href: string; name: string }[]> {
  const section = page.getByRole('region', { name: text('de', 'home.categories') });
  return section.locator('a.category-tile').evaluateAll((links) =>
    links.map((link) => ({
      href: link.getAttribute('href') ?? '',
      name: link.textContent?.trim() ?? '',
    })),
  );
}

/** Whether every picture in the locator's elements has loaded (and is not a broken image). */
async function picturesLoaded(page: Page, selector: string): Promise<boolean[]> {
  const pictures = page.locator(selector);
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
  }
  await page.waitForFunction(
    (sel) => Array.from(document.querySelectorAll<HTMLImageElement>(sel)).every((image) => image.complete),
    selector,
  );
  return pictures.evaluateAll((images) =>
    images.map((image) => (image as HTMLImageElement).naturalWidth > 0),
  );
}

describe('the home page', () => {
  for (const viewport of [PHONE, LAPTOP]) {
    it(`shows hero banners that lead to their range at ${viewport.width} px`, async () => {
      const page = await browser.newPage({ viewport });
      await openHome(page, 'de-de');
      const banners = page.locator('.hero-banner');
      expect(await banners.count()).toBe(4);
      const tiles = await categoryTiles(page);
      const ranges: { href: string; name: string }[] = [];
      for (const banner of await banners.all()) {
        expect((await banner.getByRole('heading', { level: 2 }).textContent())?.trim()).toBeTruthy();
        expect((await banner.locator('p').textContent())?.trim()).toBeTruthy();
        const cta = banner.getByRole('link');
        const href = (await cta.getAttribute('href')) ?? '';
        const range = tiles.find((tile) => tile.href === href);
        expect(range, `the banner's call to action ${href} leads to a category`).toBeDefined();
        if (range) ranges.push(range);
      }
      expect(new Set(ranges.map((range) => range.href)).size).toBe(4);
      // The first banner is seen whole on arrival, its call to action big enough to tap.
      const box = await banners.first().getByRole('link').boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
      expect(await picturesLoaded(page, '.hero-banner img')).toEqual([true, true, true, true]);
      await expectAxeClean(page, `de-de home at ${viewport.width} px`);

      const nth = viewport === PHONE ? 0 : 3;
      const target = ranges[nth] as { href: string; name: string };
      await banners.nth(nth).getByRole('link').click();
      await page.waitForURL(`${baseUrl()}${target.href}`);
      await expect.poll(() => page.locator('h1').textContent()).toBe(target.name);
    });
  }

  it('shows a tile with a picture per category, each leading to its category', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await openHome(page, 'de-de');
    const tiles = await categoryTiles(page);
    expect(tiles.length).toBeGreaterThanOrEqual(5);
    expect(await picturesLoaded(page, '.category-tile img')).toEqual(tiles.map(() => true));
    const tile = tiles[1] as { href: string; name: string };
    await page.locator(`a.category-tile[href="${tile.href}"]`).click();
    await page.waitForURL(`${baseUrl()}${tile.href}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(tile.name);
  });

  it("states de-de's warranty, delivery, right of withdrawal and payment methods", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await openHome(page, 'de-de');
    const facts = page.getByRole('region', { name: text('de', 'home.trust.title') });
    const shown = (await facts.textContent()) ?? '';
    for (const id of ['warrantyTitle', 'returnsTitle', 'paymentTitle'])
      expect(shown).toContain(text('de', `home.trust.${id}`, { days: '14' }));
    const deliveryFrom = text('de', 'home.trust.deliveryFrom').split('{')[0] ?? '';
    expect(shown.includes(text('de', 'home.trust.deliveryFree')) || shown.includes(deliveryFrom)).toBe(true);
    const terms = (await (await fetch(`${baseUrl()}/de-de/api/purchase-terms`)).json()) as {
      result: { payment_methods: { title: string }[] };
    };
    expect(terms.result.payment_methods.length).toBeGreaterThan(0);
    for (const method of terms.result.payment_methods) expect(shown).toContain(method.title);
  });

  it('promises the 30 days of returns the Swiss stores grant, in the trust facts and the footer', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await openHome(page, 'ch-fr');
    const facts = page.getByRole('region', { name: text('fr', 'home.trust.title') });
    expect(await facts.textContent()).toContain(
      text('fr', 'home.trust.returnsTitleVoluntary', { days: '30' }),
    );
    expect(await facts.textContent()).not.toContain(text('fr', 'home.trust.returnsTitle', { days: '14' }));
    expect(await page.locator('footer').textContent()).toContain(
      text('fr', 'footer.promise', { days: '30' }),
    );
  });

  it('promises no delivery, returns or payment in the catalog-mode store us-en', async () => {
    const page = await browser.newPage({ viewport: LAPTOP });
    await openHome(page, 'us-en');
    const facts = page.getByRole('region', { name: text('en-US', 'home.trust.title') });
    const shown = (await facts.textContent()) ?? '';
    expect(shown).toContain(text('en-US', 'home.trust.warrantyTitle'));
    for (const id of ['deliveryFree', 'returnsTitle', 'paymentTitle'])
      expect(shown).not.toContain(text('en-US', `home.trust.${id}`, { days: '14' }));
    expect(shown).not.toContain(text('en-US', 'home.trust.deliveryFrom').split('{')[0]);
    expect(await page.locator('.hero-banner').count()).toBe(4);
    await expectAxeClean(page, 'us-en home');
  });
});

describe('a path outside every store view', () => {
  for (const { path, locale, language } of [
    { path: '/xx-yy/anything', locale: 'de-DE', language: 'de' },
    { path: '/garbage', locale: 'fr-FR', language: 'fr' },
  ]) {
    it(`answers 404 with the shop's page in the browser's language (${locale})`, async () => {
      const page = await browser.newPage({
        viewport: PHONE,
        locale,
        extraHTTPHeaders: { 'Accept-Language': `${locale},${language};q=0.9` },
      });
      const url = `${baseUrl()}${path}`;
      expectDocumentStatusMessage(page, url, 404);
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect.poll(() => page.locator('h1').textContent()).toBe(text(language, 'notFound.title'));
      expect(await page.locator('h1').count()).toBe(1);
      await expect
        .poll(() => page.locator('main').textContent())
        .toContain(text(language, 'notFound.unknownStore'));
      expect(
        await page.getByRole('link', { name: text(language, 'notFound.toShop') }).getAttribute('href'),
      ).toBe('/');
      const home = getStoreView(language === 'de' ? 'de-de' : 'fr-fr');
      const storeLinks = page
        .getByRole('region', { name: text(language, 'notFound.allStores') })
        .getByRole('link');
      expect(await storeLinks.count()).toBeGreaterThan(20);
      await expect
        .poll(() => storeLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
        .toContain(`/${home.storeCode}`);
      await expectAxeClean(page, `${path} in ${locale}`);
    });
  }

  it('speaks English to a browser whose languages the shop does not speak', async () => {
    const response = await fetch(`${baseUrl()}/zz-zz/`, { headers: { 'accept-language': 'ja-JP,ja;q=0.9' } });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(`>${text('en', 'notFound.title')}</h1>`);
  });
});
