/**
 * The product page as a shed buyer uses it (issue 17): beside the buy button the delivery time, the
 * delivery price to the store's country and the payment methods in de-de, none of that in the catalog-mode
 * us-en; the stars and their count on a rated product; the shed's floor plate and anchoring set as cards,
 * one added to the cart; on a phone the buy bar that appears once the buy button has scrolled away and
 * adds to the cart; the assembly instructions as a PDF. Axe-clean on every page it opens.
 */
import { formatPrice, getStoreView, type StoreCode } from '@hortus/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectAxeClean, useBrowser, waitForHydration } from './browser';
import { text } from './texts';

const browser = useBrowser();

interface ApiProduct {
  sku: string;
  slug: string;
  type_id: string;
  rating: number | null;
  rating_count: number;
}

async function products(store: StoreCode): Promise<ApiProduct[]> {
  const response = await fetch(
    `${baseUrl()}/${store}/api/catalog?type=product&size=100&_sourceInclude=sku,slug,type_id,rating,rating_count`,
    { headers: { accept: 'application/json' } },
  );
  return ((await response.json()) as { result: { items: ApiProduct[] } }).result.items;
}

/** The first configurable shed (Avantgarde: its floor plates and anchoring set are linked). */
async function shed(store: StoreCode): Promise<ApiProduct> {
  const found = (await products(store)).find(
    (item) => item.type_id === 'configurable' && item.sku.startsWith('GH-AVAN'),
  );
  if (!found) throw new Error(`no configurable shed in ${store}`);
  return found;
}

async function open(page: Page, store: StoreCode, product: ApiProduct): Promise<void> {
  await page.goto(`${baseUrl()}/${store}/p/${product.slug}`);
  await waitForHydration(page);
}

/** A locale text whose one ICU plural (`{count, plural, one {# x} other {# y}}`) is resolved for `count`. */
function pluralText(language: string, id: string, values: Record<string, string>, count: number): string {
  const category = new Intl.PluralRules(language).select(count);
  return text(language, id, values).replace(
    /\{count, plural,((?:\s*\w+ \{[^}]*\})+)\}/,
    (_, forms: string) => {
      const chosen = new RegExp(`${category} \\{([^}]*)\\}`).exec(forms) ?? /other \{([^}]*)\}/.exec(forms);
      return (chosen?.[1] ?? '').replace('#', String(count));
    },
  );
}

const notice = (page: Page) => page.locator('.notifications').innerText();

describe('the product page', () => {
  it('shows delivery time, delivery price and payment methods in de-de, and none of them in us-en', async () => {
    const store: StoreCode = 'de-de';
    const { language } = getStoreView(store).i18n;
    const terms = (await (await fetch(`${baseUrl()}/${store}/api/purchase-terms`)).json()) as {
      result: { shipping_methods: { price_incl_tax: number }[]; payment_methods: { title: string }[] };
    };
    const page = await browser.newPage();
    await open(page, store, await shed(store));
    const promise = page.locator('.purchase-promise');
    // A shed travels by freight carrier: 5 to 8 working days.
    expect(await promise.innerText()).toContain(
      text(language, 'product.deliveryTime', { min: '5', max: '8' }),
    );
    const standard = terms.result.shipping_methods[0]?.price_incl_tax ?? 0;
    expect(standard).toBeGreaterThan(0);
    expect(await promise.innerText()).toContain(
      text(language, 'product.shippingCost', { price: formatPrice(standard, getStoreView(store)) }),
    );
    const methods = promise.getByRole('list', { name: text(language, 'product.paymentMethods') });
    expect(await methods.getByRole('listitem').allInnerTexts()).toEqual(
      terms.result.payment_methods.map((method) => method.title),
    );
    await expectAxeClean(page, 'product page in de-de');

    const catalogOnly: StoreCode = 'us-en';
    const usPage = await browser.newPage();
    await open(usPage, catalogOnly, await shed(catalogOnly));
    expect(await usPage.locator('.purchase-promise').count()).toBe(0);
    expect(await usPage.locator('form.add-to-cart').count()).toBe(0);
    expect(await usPage.locator('.buy-bar').count()).toBe(0);
    const body = await usPage.locator('main').innerText();
    expect(body).not.toContain(text('en-US', 'product.deliveryTime', { min: '5', max: '8' }));
    expect(body).not.toContain(text('en-US', 'product.paymentMethods'));
    await expectAxeClean(usPage, 'product page in us-en');
  });

  it('shows the stars with their count on a rated product', async () => {
    const store: StoreCode = 'de-de';
    const { language } = getStoreView(store).i18n;
    const rated = (await products(store)).find((item) => item.rating && item.rating_count > 0);
    if (!rated?.rating) throw new Error('no rated product in de-de');
    const page = await browser.newPage();
    await open(page, store, rated);
    const stars = page.locator('.rating').getByRole('img');
    expect(await stars.getAttribute('aria-label')).toBe(
      pluralText(language, 'product.rating', { rating: String(rated.rating) }, rated.rating_count),
    );
    expect(await page.locator('.rating-count').innerText()).toBe(
      pluralText(language, 'product.ratingCount', {}, rated.rating_count),
    );
    expect(await page.locator('.rating .star-full').count()).toBe(rated.rating);
    await expectAxeClean(page, 'rated product');
  });

  it("lists the shed's floor plate and anchoring set and adds the plate to the cart", async () => {
    const store: StoreCode = 'de-de';
    const { language } = getStoreView(store).i18n;
    const page = await browser.newPage();
    await open(page, store, await shed(store));
    const section = page.getByRole('region', { name: text(language, 'product.accessories') });
    const cards = section.locator('.accessory-card');
    expect(await cards.count()).toBe(2);
    const names = await section.locator('.accessory-name').allInnerTexts();
    expect(names[0]).toMatch(/^Bodenplatte .* S$/);
    expect(names[1]).toMatch(/^Verankerungsset /);
    await cards.first().getByRole('button').click();
    await expect.poll(() => notice(page)).toContain(text(language, 'product.addedToCart'));
    await expect
      .poll(async () => (await page.locator('.cart-link').getAttribute('aria-label')) ?? '')
      .toContain('1');
    await expectAxeClean(page, 'product page with accessories');

    // A larger size shows the plate of that size.
    await page.locator('.variant-picker label', { hasText: /^L$/ }).first().click();
    await expect.poll(() => section.locator('.accessory-name').first().innerText()).toMatch(/ L$/);
  });

  it('keeps a buy bar at the bottom of a phone once the buy button has scrolled away', async () => {
    const store: StoreCode = 'de-de';
    const { language } = getStoreView(store).i18n;
    const page = await browser.newPage({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    await open(page, store, await shed(store));
    const bar = page.locator('.buy-bar');
    expect(await bar.isVisible()).toBe(false);
    await page.locator('#description-title').scrollIntoViewIfNeeded();
    await expect.poll(() => bar.getAttribute('data-shown')).toBe('true');
    await expect.poll(() => bar.isVisible()).toBe(true);
    // It slides in and then sits on the bottom edge of the screen.
    await expect
      .poll(async () => {
        const box = await bar.boundingBox();
        return box && Math.round(box.y + box.height);
      })
      .toBe(844);
    await expectAxeClean(page, 'product page with the buy bar at 390 px');
    await bar.getByRole('button', { name: text(language, 'product.addToCart') }).click();
    await expect.poll(() => notice(page)).toContain(text(language, 'product.addedToCart'));
    // At the end of the page the footer's last link stays clear of the bar.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const lastLink = await page.locator('.site-footer a').last().boundingBox();
    const barTop = (await bar.boundingBox())?.y ?? 0;
    expect(lastLink && lastLink.y + lastLink.height).toBeLessThanOrEqual(barTop);
  });

  it('links the assembly instructions as a PDF with its size', async () => {
    const store: StoreCode = 'de-de';
    const { language } = getStoreView(store).i18n;
    const product = await shed(store);
    const page = await browser.newPage();
    await open(page, store, product);
    const link = page.getByRole('link', { name: text(language, 'product.assemblyInstructions') });
    const href = (await link.getAttribute('href')) ?? '';
    const response = await fetch(`${baseUrl()}${href}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    // The manual of the variant shown (a shed page opens on its first colour and size).
    const shownSku = decodeURIComponent(href.split('/').pop() ?? '');
    expect(shownSku.startsWith(product.sku)).toBe(true);
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="${text(language, 'product.assemblyInstructions').toLowerCase()}-${shownSku}.pdf"`,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const size = String(Math.max(1, Math.round(bytes.length / 1024)));
    expect(await page.locator('.downloads').innerText()).toContain(
      text(language, 'product.pdfSize', { size }),
    );
    expect(
      (await fetch(`${baseUrl()}/${store}/api/documents/assembly-instructions/NO-SUCH-SKU`)).status,
    ).toBe(404);
  });
});
