/**
 * A category page the shop cannot load because the browser went offline (spec 8 "empty or failed
 * listing"): the shopper reads the spec's 'No products synchronized for this category. Please come back
 * while online!' in the store's language, inside the shop, instead of the error page.
 */
import { getStoreView, type StoreCode } from '@hortus/core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectConsoleErrors, useBrowser, waitForHydration } from './browser';
import { text } from './texts';

const browser = useBrowser();
const store: StoreCode = 'de-de';
const { language } = getStoreView(store).i18n;

type RouterWindow = Window & { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } };

async function categorySlug(): Promise<string> {
  const response = await fetch(`${baseUrl()}/${store}/api/catalog?type=category&size=50`, {
    headers: { accept: 'application/json' },
  });
  const { result } = (await response.json()) as {
    result: { items: { slug: string; level: number; product_count: number }[] };
  };
  const category = result.items.find((item) => item.level === 2 && item.product_count > 0);
  if (!category) throw new Error(`no category with products in ${store}`);
  return category.slug;
}

describe('a category page while offline', () => {
  it("says the spec's 'No products synchronized for this category' and keeps the shop around it", async () => {
    const page = await browser.newPage();
    const path = `/${store}/c/${await categorySlug()}`;
    await page.goto(`${baseUrl()}${path}`);
    await waitForHydration(page);
    // The browser and React Router's route discovery report the requests they could not make offline.
    expectConsoleErrors(
      page,
      (message) => message.includes('net::ERR_INTERNET_DISCONNECTED') || message.includes('Failed to fetch'),
    );
    await page.context().setOffline(true);
    // The page learns of it a moment later (navigator.onLine and the offline event): the premise is a browser
    // that knows it is offline.
    await page.waitForFunction(() => !navigator.onLine);
    await page.evaluate(
      (to) => void (window as unknown as RouterWindow).__reactRouterDataRouter.navigate(to),
      `${path}?page=2`,
    );
    await expect
      .poll(async () => (await page.locator('main').textContent()) ?? '', { timeout: 5000 })
      .toContain(text(language, 'category.notSynchronized'));
    expect(await page.locator('header').count()).toBeGreaterThan(0);
  });
});
