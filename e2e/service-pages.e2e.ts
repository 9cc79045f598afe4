/**
 * The service pages named by every store view (spec 2): the dealer search lists a country's dealers
 * nearest first from a postcode (de-de from Munich's 80331, fr-fr from Paris's 75001), says so at the field
 * when it cannot place a postcode, and works as a plain GET form without JavaScript; the contact page's
 * form shows 'Field is required' at each empty field in the store's language, keeps what was typed, and a
 * message sent shows the thank-you while its acknowledgement reaches the shop's outbox. Axe-clean.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getStoreView, type StoreCode } from '@hortus/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectAxeClean, useBrowser, waitForHydration } from './browser';
import { theShop } from './shop';
import { text } from './texts';

const browser = useBrowser();

/** The address of a store view's CMS page by id, as the footer links it. */
async function cmsPagePath(store: StoreCode, id: number): Promise<string> {
  const response = await fetch(`${baseUrl()}/${store}/api/catalog`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ type: 'cms_page', filters: { id: [id] }, _sourceInclude: ['identifier'] }),
  });
  const { result } = (await response.json()) as { result: { items: { identifier: string }[] } };
  const identifier = result.items[0]?.identifier;
  if (!identifier) throw new Error(`${store} has no CMS page ${id}`);
  return `/${store}/${identifier}`;
}

const dealerSearchPath = (store: StoreCode) => cmsPagePath(store, getStoreView(store).dealerSearchPageId);
const contactPath = (store: StoreCode) => cmsPagePath(store, getStoreView(store).contactPageId);

/** The cities and distances (in km, read back from the store's number style) of the listed dealers. */
async function listedDealers(page: Page) {
  const cards = page.locator('.dealer-card');
  const dealers: { city: string; km: number }[] = [];
  for (const card of await cards.all()) {
    const address = await card.locator('address').innerText();
    const distance = ((await card.locator('.dealer-distance').textContent()) ?? '').replace(/\s/g, '');
    dealers.push({
      city: address.split('\n').at(-1) ?? '',
      km: Number(distance.replace(/km$/, '').replace(/\./g, '').replace(',', '.')),
    });
  }
  return dealers;
}

const ascending = (values: number[]) =>
  values.every((value, index) => index === 0 || value >= (values[index - 1] ?? 0));

/** Searches from a postcode with the page's form, in the page's store language. */
async function searchFrom(page: Page, postcode: string): Promise<void> {
  const store = new URL(page.url()).pathname.split('/')[1] as StoreCode;
  const { language } = getStoreView(store).i18n;
  await page
    .locator('.dealer-search-form')
    .getByLabel(text(language, 'address.postcode'), { exact: true })
    .fill(postcode);
  await page.getByRole('button', { name: text(language, 'dealers.search'), exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('postcode') === postcode);
  // The address changes as the navigation commits; the list is read once it names the postcode.
  await expect.poll(() => page.locator('.dealer-count').textContent()).toContain(postcode);
}

describe('the dealer search', () => {
  it('lists the Munich dealers first from 80331 in de-de, distances ascending', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}${await dealerSearchPath('de-de')}`);
    await waitForHydration(page);
    expect(
      await page
        .locator('.dealer-search-form')
        .getByLabel(text('de', 'address.country'), { exact: true })
        .inputValue(),
    ).toBe('DE');
    await searchFrom(page, '80331');
    const dealers = await listedDealers(page);
    expect(dealers.length).toBeGreaterThan(5);
    expect(dealers.slice(0, 2).map((dealer) => dealer.city)).toEqual(['81371 München', '81241 München']);
    expect(ascending(dealers.map((dealer) => dealer.km))).toBe(true);
    // German number style: '3,6 km', a comma before the decimal.
    expect(await page.locator('.dealer-distance').first().textContent()).toMatch(/^\d+(,\d)?\skm$/);
    const phone = page.locator('.dealer-card').first().locator('a[href^="tel:"]');
    expect(await phone.getAttribute('href')).toMatch(/^tel:\+49\d+$/);
    await expectAxeClean(page, 'dealer search de-de');
  });

  it('lists the Paris dealers first from 75001 in fr-fr', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await page.goto(`${baseUrl()}${await dealerSearchPath('fr-fr')}`);
    await waitForHydration(page);
    expect(
      await page
        .locator('.dealer-search-form')
        .getByLabel(text('fr', 'address.country'), { exact: true })
        .inputValue(),
    ).toBe('FR');
    await searchFrom(page, '75001');
    const dealers = await listedDealers(page);
    expect(dealers[0]?.city).toBe('75001 Paris');
    expect(dealers[0]?.km).toBeLessThan(2);
    expect(ascending(dealers.map((dealer) => dealer.km))).toBe(true);
    await expectAxeClean(page, 'dealer search fr-fr at 390 px');
  });

  it('says at the field that it cannot place an unknown postcode, and still lists the country', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}${await dealerSearchPath('de-de')}?country=DE&postcode=00000`);
    const field = page
      .locator('.dealer-search-form')
      .getByLabel(text('de', 'address.postcode'), { exact: true });
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('.field-error').textContent()).toBe(text('de', 'dealers.postcodeUnknown'));
    expect(await field.inputValue()).toBe('00000');
    expect(await page.locator('.dealer-distance').count()).toBe(0);
    expect(await page.locator('.dealer-card').count()).toBeGreaterThan(5);
    await expectAxeClean(page, 'dealer search with an unknown postcode');
  });

  it('works without JavaScript: another country and its postcode, nearest first', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(`${baseUrl()}${await dealerSearchPath('de-de')}`);
    await page
      .locator('.dealer-search-form')
      .getByLabel(text('de', 'address.country'), { exact: true })
      .selectOption('AT');
    await page
      .locator('.dealer-search-form')
      .getByLabel(text('de', 'address.postcode'), { exact: true })
      .fill('1010');
    await page.getByRole('button', { name: text('de', 'dealers.search'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('country') === 'AT');
    const dealers = await listedDealers(page);
    expect(dealers[0]?.city).toBe('1220 Wien');
    expect(ascending(dealers.map((dealer) => dealer.km))).toBe(true);
  });
});

/** The .eml files in the shop's outbox that are addressed to `email`. */
function mailsTo(email: string): string[] {
  const outbox = theShop().outboxDir;
  return readdirSync(outbox)
    .map((file) => readFileSync(join(outbox, file), 'utf8'))
    .filter((mail) => mail.split(/\r?\n/).includes(`To: ${email}`));
}

describe('the contact form', () => {
  it("shows 'Field is required' at each empty field without JavaScript, keeping what was typed", async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(`${baseUrl()}${await contactPath('fr-fr')}`);
    await page
      .locator('.contact-form')
      .getByLabel(text('fr', 'contact.name'), { exact: true })
      .fill('Camille Martin');
    await page.getByRole('button', { name: text('fr', 'contact.send'), exact: true }).click();
    await page.locator('.contact-form .field-error').first().waitFor({ timeout: 15_000 });
    const required = text('fr', 'form.required');
    for (const label of ['session.email', 'contact.subject', 'contact.message']) {
      const field = page.locator('.contact-form').getByLabel(text('fr', label), { exact: true });
      expect(await field.getAttribute('aria-invalid'), label).toBe('true');
      const errorId = await field.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${errorId}"]`).textContent(), label).toBe(required);
    }
    expect(
      await page
        .locator('.contact-form')
        .getByLabel(text('fr', 'contact.name'), { exact: true })
        .inputValue(),
    ).toBe('Camille Martin');
    expect(
      await page
        .locator('.contact-form')
        .getByLabel(text('fr', 'contact.name'), { exact: true })
        .getAttribute('aria-invalid'),
    ).toBeNull();
    // axe runs its script in the page, which this page does not allow: the next test checks this state.
  });

  it('sends a message: the thank-you on the page and the acknowledgement in the outbox', async () => {
    const email = `erika.${Date.now()}@example.de`;
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}${await contactPath('de-de')}`);
    await waitForHydration(page);
    await expectAxeClean(page, 'contact page');
    await page.getByRole('button', { name: text('de', 'contact.send'), exact: true }).click();
    const messageField = page
      .locator('.contact-form')
      .getByLabel(text('de', 'contact.message'), { exact: true });
    await expect.poll(() => messageField.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('.contact-form .field-error').allTextContents()).toEqual(
      Array(4).fill(text('de', 'form.required')),
    );
    await expectAxeClean(page, 'contact form with errors');
    await page
      .locator('.contact-form')
      .getByLabel(text('de', 'contact.name'), { exact: true })
      .fill('Erika Gärtner');
    await page.locator('.contact-form').getByLabel(text('de', 'session.email'), { exact: true }).fill(email);
    await page
      .locator('.contact-form')
      .getByLabel(text('de', 'contact.subject'), { exact: true })
      .selectOption('delivery');
    await page
      .locator('.contact-form')
      .getByLabel(text('de', 'contact.orderNumber'), { exact: true })
      .fill('100000007');
    await page
      .getByLabel(text('de', 'contact.message'), { exact: true })
      .fill('Wann wird mein Gerätehaus geliefert?');
    await page.getByRole('button', { name: text('de', 'contact.send'), exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: text('de', 'contact.sent') })
      .waitFor();
    expect(
      await page.locator('.contact-form').getByLabel(text('de', 'contact.message'), { exact: true }).count(),
    ).toBe(0);
    await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBe(1);
    expect(mailsTo(email)[0]).toContain('Content-Language: de');
  });
});
