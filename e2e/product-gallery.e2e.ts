/**
 * Product pictures drawn from the product's own model (ADR 0013), in de-de: the gallery of a configurable
 * shed shows the chosen colour's pictures as soon as the colour is picked (before the variant's page has
 * loaded), its thumbnails are tabs that arrow keys, Home and End move through, and a tap too; the main
 * picture opens a zoom dialog that Escape closes, focus back on the picture; axe-clean with and without
 * the dialog, at 1280 and 390 px.
 */
import { getStoreView, type StoreCode } from '@hortus/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectAxeClean, useBrowser, waitForHydration } from './browser';
import { text } from './texts';

const browser = useBrowser();
const store: StoreCode = 'de-de';
const { language } = getStoreView(store).i18n;

interface ApiShed {
  sku: string;
  slug: string;
  image: string;
  configurable_options: {
    attribute_code: string;
    values: { value_index: number; label: string; value_data: string | null }[];
  }[];
}

/** The first configurable shed of the catalogue, with its colours. */
async function configurableShed(): Promise<ApiShed> {
  const response = await fetch(
    `${baseUrl()}/${store}/api/catalog?type=product&size=100&_sourceInclude=sku,slug,type_id,image,configurable_options`,
    { headers: { accept: 'application/json' } },
  );
  const { result } = (await response.json()) as { result: { items: (ApiShed & { type_id: string })[] } };
  const shed = result.items.find((item) => item.type_id === 'configurable' && item.sku.startsWith('GH-'));
  if (!shed) throw new Error(`no configurable shed in ${store}`);
  return shed;
}

const mainPicture = (page: Page) => page.locator('.gallery-main img');
const thumbnails = (page: Page) =>
  page.getByRole('tablist', { name: text(language, 'gallery.thumbnails') }).getByRole('tab');
const viewName = (view: string, colour: string) =>
  text(language, 'gallery.withColour', { view: text(language, `gallery.view.${view}`), colour });

async function openShed(page: Page, shed: ApiShed): Promise<void> {
  await page.goto(`${baseUrl()}/${store}/p/${shed.slug}`);
  await waitForHydration(page);
}

describe('the product gallery', () => {
  it("swaps to the chosen colour's pictures at once", async () => {
    const shed = await configurableShed();
    const colours =
      shed.configurable_options.find((option) => option.attribute_code === 'color')?.values ?? [];
    const [first, other] = colours;
    if (!first?.value_data || !other?.value_data) throw new Error('the shed has fewer than two colours');
    const page = await browser.newPage();
    await openShed(page, shed);
    expect(await mainPicture(page).getAttribute('src')).toBe(`/media/${shed.image}`);
    expect(shed.image).toContain(`_${first.value_data.slice(1)}_`);
    await expectAxeClean(page, 'product page with gallery');

    // The picture changes while the variant's page is still on its way: hold its data back.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\.data(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('.variant-picker label', { hasText: other.label }).first().click();
    await expect
      .poll(() => mainPicture(page).getAttribute('src'))
      .toContain(`_${other.value_data.slice(1)}_`);
    release();
    await expect.poll(() => page.url()).toMatch(new RegExp(`/p/${shed.slug}/${shed.sku}-`));
    const src = (await mainPicture(page).getAttribute('src')) ?? '';
    expect(src).toContain(`_${other.value_data.slice(1)}_`);
    // The picture itself is painted in that colour.
    const svg = await (await fetch(`${baseUrl()}${src}`)).text();
    expect(svg).toContain(`fill="${other.value_data}"`);
    await expect
      .poll(() => thumbnails(page).first().getAttribute('aria-label'))
      .toBe(viewName('front', other.label));
  });

  it('moves between the thumbnails with the arrow keys and zooms with Enter, Escape closing', async () => {
    const shed = await configurableShed();
    const page = await browser.newPage();
    await openShed(page, shed);
    const count = await thumbnails(page).count();
    expect(count).toBe(4);
    await thumbnails(page).first().focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => mainPicture(page).getAttribute('src')).toMatch(/\/open\.svg$/);
    expect(await thumbnails(page).nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
    await page.keyboard.press('End');
    await expect.poll(() => mainPicture(page).getAttribute('src')).toMatch(/\/dimensions\.svg$/);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => mainPicture(page).getAttribute('src')).toMatch(/\/front\.svg$/);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => mainPicture(page).getAttribute('src')).toMatch(/\/dimensions\.svg$/);

    await page.locator('.gallery-zoom').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.locator('img').getAttribute('src')).toMatch(/\/dimensions\.svg$/);
    await expectAxeClean(page, 'gallery zoom dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.classList.contains('gallery-zoom'))).toBe(true);
  });

  it('switches the picture with a tap on a phone', async () => {
    const shed = await configurableShed();
    const page = await browser.newPage({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    await openShed(page, shed);
    await thumbnails(page).nth(2).tap();
    await expect.poll(() => mainPicture(page).getAttribute('src')).toMatch(/\/side\.svg$/);
    await expectAxeClean(page, 'product page with gallery at 390 px');
  });
});
