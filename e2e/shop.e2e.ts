/**
 * The shop as a shopper meets it, in five store views: the way from the home page through the main
 * navigation, a filter, a product and a variant; the store's language, locale and price format; catalog
 * mode; content pages; the 404 page; the choice of store with and without JavaScript; the search panel.
 * Every page a test opens must log no console error, and the main pages must be axe-clean.
 */
import { formatPrice, getStoreView, type StoreCode } from '@hortus/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  baseUrl,
  expectAxeClean,
  expectDocumentStatusMessage,
  useBrowser,
  waitForHydration,
} from './browser';
import { inTurn } from './in-turn';
import { expectNoMessageIds, text } from './texts';

interface StoreCase {
  code: StoreCode;
  /** `<html lang>` */
  locale: string;
  language: string;
  catalogMode: boolean;
  /** How a price looks there, written out by hand: sign, its place, decimal and group separators. */
  price: RegExp;
}

const NBSP = '\u00a0';
const STORES: StoreCase[] = [
  {
    code: 'de-de',
    locale: 'de-DE',
    language: 'de',
    catalogMode: false,
    price: new RegExp(`^\\d{1,3}(?:\\.\\d{3})*,\\d{2}${NBSP}€$`),
  },
  {
    code: 'ch-fr',
    locale: 'fr-CH',
    language: 'fr',
    catalogMode: false,
    price: new RegExp(`^\\d{1,3}(?:${NBSP}\\d{3})*\\.\\d{2}${NBSP}CHF$`),
  },
  {
    code: 'pl-pl',
    locale: 'pl-PL',
    language: 'pl',
    catalogMode: false,
    price: new RegExp(`^\\d{1,3}(?:${NBSP}\\d{3})*,\\d{2}${NBSP}zł$`),
  },
  {
    code: 'gb-en',
    locale: 'en-GB',
    language: 'en',
    catalogMode: false,
    price: /^£\d{1,3}(?:,\d{3})*\.\d{2}$/,
  },
  {
    code: 'us-en',
    locale: 'en-US',
    // US English: the English texts with en-US.json laid over them.
    language: 'en-US',
    catalogMode: true,
    price: /^\$\d{1,3}(?:,\d{3})*\.\d{2}$/,
  },
];

interface ApiProduct {
  sku: string;
  slug: string;
  name: string;
  type_id: string;
  dealer_product?: boolean;
  inquiry_product?: boolean;
  final_price_incl_tax: number;
  configurable_children?: Array<
    { sku: string; name: string; final_price_incl_tax: number } & Record<string, unknown>
  >;
}

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return ((await response.json()) as { result: T }).result;
}

/** The prices a shopper sees on the page (the special and the struck-through regular price included). */
async function shownPrices(page: Page): Promise<string[]> {
  const texts = await page.locator('.price > span:not(.visually-hidden), .price > del').allTextContents();
  return texts.map((value) => value.trim());
}

async function expectPricesInStoreFormat(page: Page, store: StoreCase): Promise<void> {
  const prices = await shownPrices(page);
  expect(prices.length, `prices shown on ${page.url()}`).toBeGreaterThan(0);
  for (const price of prices) expect(price, `a price on ${page.url()}`).toMatch(store.price);
}

const browser = useBrowser();

describe.each(STORES)('store view $code', (store) => {
  it('home -> category -> filter -> product -> variant, in the store language and price format, axe-clean', async () => {
    const base = baseUrl();
    const page = await browser.newPage();
    const language = store.language;

    // Home
    const home = await page.goto(`${base}/${store.code}`);
    expect(home?.status()).toBe(200);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(store.locale);
    const newCollection = text(language, 'home.newCollection');
    if (!language.startsWith('en')) {
      expect(newCollection, `${language}.json translates home.newCollection`).not.toBe(
        text('en', 'home.newCollection'),
      );
    }
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: newCollection, exact: true }).count())
      .toBe(1);
    await expectPricesInStoreFormat(page, store);
    await expectNoMessageIds(page);
    await waitForHydration(page);
    await expectAxeClean(page, `${store.code} home`);

    // A category from the main navigation
    const navigation = page.getByRole('navigation', { name: text(language, 'a11y.mainNavigation') });
    const categoryLink = navigation.locator(':scope > ul > li > a').first();
    const categoryName = (await categoryLink.textContent())?.trim() ?? '';
    expect(categoryName).not.toBe('');
    await categoryLink.click();
    await page.waitForURL(new RegExp(`/${store.code}/c/[^/?]+$`));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(categoryName);
    await expectPricesInStoreFormat(page, store);
    await expectAxeClean(page, `${store.code} category ${page.url()}`);

    // Filter by the first colour: with JavaScript the form submits on change
    const resultCount = page.locator('.listing-results > p.hint');
    const countBefore = (await resultCount.textContent())?.trim();
    const colourOption = page
      .locator('label.filter-option')
      .filter({ has: page.locator('input[type="checkbox"][name="color"]') })
      .first();
    const colour = colourOption.locator('input');
    const expectedCount = Number(/\((\d+)\)/.exec((await colourOption.textContent()) ?? '')?.[1]);
    expect(expectedCount).toBeGreaterThan(0);
    await colour.check();
    await page.waitForURL(/[?&]color=\d+/);
    await expect.poll(async () => (await resultCount.textContent())?.trim()).not.toBe(countBefore);
    expect(await resultCount.textContent()).toContain(String(expectedCount));
    await expect.poll(() => colour.isChecked()).toBe(true);
    const cards = page.locator('.listing-results .product-card');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    await expectNoMessageIds(page);

    // A configurable product from the filtered list (the catalogue API tells which are configurable)
    const catalogue = await api<{ items: ApiProduct[] }>(
      `/${store.code}/api/catalog?type=product&size=200&_sourceInclude=slug,type_id,dealer_product,inquiry_product`,
    );
    const configurable = new Set(
      catalogue.items
        .filter((item) => item.type_id === 'configurable' && !item.dealer_product && !item.inquiry_product)
        .map((item) => item.slug),
    );
    const hrefs = await cards
      .locator('a.card-link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const href = hrefs.find((candidate) => configurable.has(candidate.split('/').pop() ?? ''));
    expect(href, `a configurable product in the filtered list ${hrefs.join(', ')}`).toBeDefined();
    const slug = href?.split('/').pop() ?? '';
    await cards.locator(`a.card-link[href="${href}"]`).click();
    await page.waitForURL(new RegExp(`/${store.code}/p/${slug}$`));
    const product = await api<ApiProduct>(
      `/${store.code}/api/product/single?key=url_key&value=${encodeURIComponent(slug)}`,
    );
    const title = page.getByRole('heading', { level: 1 });
    await expect.poll(() => title.textContent()).toMatch(product.name);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(store.locale);
    await expectPricesInStoreFormat(page, store);
    // The buy form's own button (accessories and the phone's buy bar have buttons of the same name).
    const addToCart = page
      .locator('form.add-to-cart')
      .getByRole('button', { name: text(language, 'product.addToCart') });
    if (store.catalogMode) {
      expect(await page.getByRole('button', { name: text(language, 'product.addToCart') }).count()).toBe(0);
      expect(await page.locator('form.add-to-cart').count()).toBe(0);
      await expect.poll(() => page.getByText(text(language, 'product.catalogMode')).isVisible()).toBe(true);
    } else {
      await expect.poll(() => addToCart.isVisible()).toBe(true);
    }
    await expectNoMessageIds(page);
    await expectAxeClean(page, `${store.code} product ${page.url()}`);

    // Another variant: a radio of the last option (size) that is not chosen yet
    const titleBefore = await title.textContent();
    const options = page.locator('form.variant-picker fieldset');
    const swatch = options
      .last()
      .locator('label.swatch')
      .filter({ has: page.locator('input[type="radio"]:not(:checked)') })
      .first();
    const radio = swatch.locator('input[type="radio"]');
    const optionName = (await radio.getAttribute('name')) ?? '';
    const optionValue = Number(await radio.getAttribute('value'));
    await swatch.click();
    await page.waitForURL(new RegExp(`/${store.code}/p/${slug}/[^/?#]+$`));
    const sku = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    const child = product.configurable_children?.find((candidate) => candidate.sku === sku);
    expect(child, `the variant ${sku} of ${product.sku}`).toBeDefined();
    expect(child?.[optionName]).toBe(optionValue);
    await expect.poll(() => title.textContent()).not.toBe(titleBefore);
    await expect.poll(() => title.textContent()).toBe(child?.name);
    await expect
      .poll(() => page.getByText(text(language, 'product.sku', { sku }), { exact: true }).count())
      .toBe(1);
    await expect
      .poll(async () => (await shownPrices(page))[0])
      .toBe(formatPrice(child?.final_price_incl_tax ?? -1, getStoreView(store.code)));
    await expect
      .poll(() =>
        page.locator(`form.variant-picker input[name="${optionName}"][value="${optionValue}"]`).isChecked(),
      )
      .toBe(true);
  });
});

describe.each(STORES)('content pages in $code', (store) => {
  const it = inTurn(STORES, store, 2);
  it('the privacy page linked in the footer is axe-clean', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/${store.code}`);
    // React Router replaces the history entry when it starts; a click on a link just before that can lose
    // the navigation it began, so the test clicks once the page is hydrated, as the other tests do.
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: text(store.language, 'footer.privacy'), exact: true }).click();
    await page.waitForURL(new RegExp(`/${store.code}/[^/]+$`));
    const identifier = new URL(page.url()).pathname.split('/').pop() ?? '';
    const pages = await api<{ items: Array<{ identifier: string; title: string }> }>(
      `/${store.code}/api/catalog?type=cms_page&_sourceInclude=identifier,title`,
    );
    const cms = pages.items.find((item) => item.identifier === identifier);
    expect(cms, `a CMS page ${identifier}`).toBeDefined();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(cms?.title);
    await expectAxeClean(page, `${store.code} CMS page ${identifier}`);
  });

  it('the blog list leads to a blog post', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${baseUrl()}/${store.code}/blog`);
    expect(response?.status()).toBe(200);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(text(store.language, 'meta.blogTitle'));
    await waitForHydration(page);
    await expectAxeClean(page, `${store.code} blog list`);
    const postLink = page
      .locator('main article')
      .getByRole('heading', { level: 2 })
      .getByRole('link')
      .first();
    const postTitle = (await postLink.textContent())?.trim();
    expect(postTitle).toBeTruthy();
    await postLink.click();
    await page.waitForURL(new RegExp(`/${store.code}/b/[^/]+$`));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(postTitle);
    await expectAxeClean(page, `${store.code} blog post ${page.url()}`);
  });

  it('a job offer has share links for WhatsApp, Facebook, e-mail and LinkedIn', async () => {
    const jobs = await api<Array<{ slug: string; title: string }>>(`/${store.code}/api/ext/jobs`);
    const job = jobs[0];
    expect(job, `a job offer in ${store.code}`).toBeDefined();
    const page = await browser.newPage();
    const response = await page.goto(`${baseUrl()}/${store.code}/j/${job?.slug}`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(job?.title);
    const pageUrl = page.url();
    const share = async (key: string) => {
      const link = page.getByRole('link', { name: text(store.language, `job.${key}`), exact: true });
      expect(await link.count(), `the share link job.${key}`).toBe(1);
      return new URL((await link.getAttribute('href')) ?? '');
    };
    const whatsapp = await share('shareWhatsapp');
    expect(whatsapp.origin).toBe('https://wa.me');
    expect(whatsapp.searchParams.get('text')).toBe(`${job?.title} ${pageUrl}`);
    const facebook = await share('shareFacebook');
    expect(`${facebook.origin}${facebook.pathname}`).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(facebook.searchParams.get('u')).toBe(pageUrl);
    const mail = await share('shareMail');
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toContain(job?.title);
    expect(mail.searchParams.get('body')).toBe(pageUrl);
    const linkedin = await share('shareLinkedin');
    expect(`${linkedin.origin}${linkedin.pathname}`).toBe('https://www.linkedin.com/sharing/share-offsite/');
    expect(linkedin.searchParams.get('url')).toBe(pageUrl);
    await expectAxeClean(page, `${store.code} job offer ${job?.slug}`);
  });

  it('an unknown path answers 404 with an axe-clean 404 page inside the shop', async () => {
    const page = await browser.newPage();
    const url = `${baseUrl()}/${store.code}/diese-seite-gibt-es-nicht`;
    expectDocumentStatusMessage(page, url, 404);
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    const pages = await api<{ items: Array<{ identifier: string; title: string }> }>(
      `/${store.code}/api/catalog?type=cms_page&_sourceInclude=identifier,title`,
    );
    const notFound = pages.items.find((item) => item.identifier === 'page-not-found');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(notFound?.title ?? text(store.language, 'notFound.title'));
    expect(await page.locator('html').getAttribute('lang')).toBe(store.locale);
    expect(
      await page.getByRole('navigation', { name: text(store.language, 'a11y.mainNavigation') }).count(),
    ).toBe(1);
    await expectAxeClean(page, `${store.code} 404 page`);
  });
});

describe('choosing the store', () => {
  it('/ redirects to the store view of the browser language (fr-CH -> /ch-fr)', async () => {
    const page = await browser.newPage({ locale: 'fr-CH', extraHTTPHeaders: { 'Accept-Language': 'fr-CH' } });
    const response = await page.goto(`${baseUrl()}/`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/ch-fr');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-CH');
  });

  it('the country and language chooser works without JavaScript (Poland -> /pl-pl)', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/de-de`);
    // No script of the page ran: React Router's manifest, set by an inline script, is not there.
    expect(
      await page.evaluate(() => typeof (window as { __reactRouterManifest?: unknown }).__reactRouterManifest),
    ).toBe('undefined');
    // A select's accessible name from its wrapping label also holds the chosen option: 'Land Deutschland'.
    const chooser = (label: string) => page.getByRole('combobox', { name: new RegExp(`^${label}\\b`) });
    // Only the country is chosen: without JavaScript the language list still offers the current
    // country's languages, and the server picks Poland's store view whatever language comes with it.
    await chooser(text('de', 'chooser.country')).selectOption('PL');
    expect(await chooser(text('de', 'chooser.language')).count()).toBe(1);
    await page.getByRole('button', { name: text('de', 'chooser.apply'), exact: true }).click();
    await page.waitForURL(/\/pl-pl(?:\?|$)/);
    expect(await page.locator('html').getAttribute('lang')).toBe('pl-PL');
    expect(
      await page
        .getByRole('heading', { level: 2, name: text('pl', 'home.newCollection'), exact: true })
        .count(),
    ).toBe(1);
  });
});

describe('route switches', () => {
  // React Router's own router, as its framework mode exposes it to the page: the way any in-app link or
  // redirect navigates, without needing a link to another store on a page.
  type RouterWindow = Window & { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } };
  const marked = (page: Page) =>
    page.evaluate(() => (window as { hortusMark?: boolean }).hortusMark === true);

  it('stays in the document within a store and loads a new document for another store (spec 2)', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/de-de`);
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as { hortusMark?: boolean }).hortusMark = true;
    });
    await page.evaluate(() =>
      (window as unknown as RouterWindow).__reactRouterDataRouter.navigate('/de-de/blog'),
    );
    await page.waitForURL(/\/de-de\/blog$/);
    expect(await marked(page), 'a route switch within the store keeps the document').toBe(true);

    await page.evaluate(() => {
      void (window as unknown as RouterWindow).__reactRouterDataRouter.navigate('/ch-fr/blog');
    });
    await page.waitForURL(/\/ch-fr\/blog$/);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('fr-CH');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(text('fr', 'meta.blogTitle'));
    expect(await marked(page), 'another store view comes as a new document').toBe(false);
  });
});

describe('search panel (de-de)', () => {
  it('opens from the header, shows live results, closes on Escape and gives focus back', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/de-de`);
    await waitForHydration(page);
    const searchButton = page
      .getByRole('banner')
      .getByRole('link', { name: text('de', 'header.search'), exact: true });
    await searchButton.click();
    const dialog = page.getByRole('dialog', { name: text('de', 'search.label') });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null))
      .toBe(true);
    const term = 'Hochbeet';
    await dialog.getByRole('searchbox').fill(term);
    const results = dialog.locator('.live-list li');
    await expect.poll(() => results.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    for (const name of await results.allTextContents()) expect(name).toContain(term);
    await expectAxeClean(page, 'de-de search panel with live results');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(text('de', 'header.search'));
  });

  it("puts the focus in the search field and finds the sheds for 'Gartenhaus', a word the catalogue does not use", async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/de-de`);
    await waitForHydration(page);
    await page
      .getByRole('banner')
      .getByRole('link', { name: text('de', 'header.search'), exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: text('de', 'search.label') });
    const field = dialog.getByRole('searchbox');
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
    // Typed where the focus is, as a shopper types: no click into the field first.
    await page.keyboard.type('Gartenhaus');
    const results = dialog.locator('.live-list li');
    await expect.poll(() => results.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    for (const name of await results.allTextContents()) expect(name).toMatch(/^Gerätehaus /);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/de-de\/search\?/);
    const cards = page.locator('.product-card .card-title');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    expect(
      (await cards.allTextContents()).filter((name) => name.startsWith('Gerätehaus')).length,
    ).toBeGreaterThan(0);
    await expectAxeClean(page, 'de-de search results page');
  });
});

describe('the axe check', () => {
  it('fails on a skipped heading level (an h1, then h3 card titles)', async () => {
    const page = await browser.newPage();
    await page.setContent(
      '<!doctype html><html lang="en"><title>t</title><main><h1>Sheds</h1><ul><li><h3>Shed</h3></li></ul></main></html>',
    );
    expect((await axeViolations(page)).map((line) => line.split(' ')[0])).toEqual(['heading-order']);
  });
});
