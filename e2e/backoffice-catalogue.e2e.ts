/**
 * The back office's stock and prices, customers, contact messages, staff and audit log as staff use them:
 * a content editor changes a product's price on the page and the shop's product page shows it; the sheet is
 * downloaded, one row changed and imported with a report (and a broken file is refused whole, every problem
 * by line); customer service blocks a customer who then cannot log in, and marks a message sent through the
 * shop's contact page answered; the owner opens a staff account and reads the audit log. Axe-clean;
 * screenshots at 1366 and 768 px go to E2E_SCREENSHOTS_DIR when it is set.
 */
import { readFileSync } from 'node:fs';
import { formatPrice, getStoreView } from '@hortus/core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectAxeClean, shoot, useBrowser, waitForHydration } from './browser';
import { signedInPage } from './staff';
import { text } from './texts';

const browser = useBrowser();

/** A simple product the shop sells in de-de: its SKU and the path of its page. */
async function productForSale(): Promise<{ sku: string; path: string }> {
  const response = await fetch(
    `${baseUrl()}/de-de/api/catalog?type=product&size=100&_sourceInclude=sku,slug,type_id,final_price_incl_tax,stock,dealer_product,inquiry_product`,
    { headers: { accept: 'application/json' } },
  );
  const { result } = (await response.json()) as { result: { items: Record<string, unknown>[] } };
  const product = result.items.find(
    (item) =>
      item.type_id === 'simple' &&
      !item.dealer_product &&
      !item.inquiry_product &&
      Number(item.final_price_incl_tax) > 0 &&
      (item.stock as { is_in_stock?: boolean } | undefined)?.is_in_stock,
  );
  if (!product) throw new Error('no simple product in stock in de-de');
  return { sku: String(product.sku), path: `/de-de/p/${String(product.slug)}` };
}

/** The de-de contact page, as the footer links it (its CMS page's identifier). */
async function contactPagePath(): Promise<string> {
  const response = await fetch(`${baseUrl()}/de-de/api/catalog`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      type: 'cms_page',
      filters: { id: [getStoreView('de-de').contactPageId] },
      _sourceInclude: ['identifier'],
    }),
  });
  const { result } = (await response.json()) as { result: { items: { identifier: string }[] } };
  const identifier = result.items[0]?.identifier;
  if (!identifier) throw new Error('de-de has no contact page');
  return `/de-de/${identifier}`;
}

async function shopCall(path: string, body: object) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { result: unknown; reason?: string } };
}

describe('stock and prices', () => {
  it('a content editor changes a price on the page, and the shop’s cached product page shows it', async () => {
    const product = await productForSale();
    // The product page as shoppers without a session get it: from the output cache after its first render.
    const shop = await browser.newPage();
    await shop.goto(`${baseUrl()}${product.path}`);
    expect((await shop.reload())?.headers()['x-cache']).toBe('HIT');
    const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
    await signedInPage(page, 'content', 'Erika Editor');
    await page.goto(`${baseUrl()}/backoffice/stock`);
    await page.getByLabel('SKU or name begins with').fill(product.sku);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: product.sku, exact: true }).click();
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Save price in de-de' }) });
    await form.getByLabel('Price (EUR)', { exact: true }).fill('4321.98');
    await form.getByLabel('Special price (EUR)').fill('');
    await form.getByLabel('Special price from').fill('');
    await form.getByLabel('Special price until').fill('');
    await form.getByRole('button', { name: 'Save price in de-de' }).click();
    await page.getByRole('status').filter({ hasText: 'The price in de-de was saved.' }).waitFor();
    await expectAxeClean(page, 'stock page with a product');
    await shoot(page, 'stock-product');

    // The purge reaches the storefront over the API's purge stream a moment after the API answered.
    const shown = formatPrice(432_198, getStoreView('de-de'));
    await expect
      .poll(async () => {
        await shop.reload();
        return shop.locator('main').innerText();
      })
      .toContain(shown);

    // A price the sheet's rules refuse: said at its field, nothing saved.
    await form.getByLabel('Price (EUR)', { exact: true }).fill('12,5x');
    await form.getByRole('button', { name: 'Save price in de-de' }).click();
    const priceField = page.locator('#price-de-de');
    await expect.poll(() => priceField.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#price-de-de-error').textContent()).toBe(
      'Enter a price above 0, like 1299.00.',
    );
    await expectAxeClean(page, 'price form with an error');
    await shoot(page, 'stock-price-error');
    await shop.reload();
    expect(await shop.locator('main').innerText()).toContain(shown);
  });

  it('the sheet is downloaded, one row changed and imported with a report; a broken file imports nothing', async () => {
    const product = await productForSale();
    const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
    await signedInPage(page, 'content', 'Erika Editor');
    await page.goto(`${baseUrl()}/backoffice/stock`);
    await page.getByLabel('Store view').selectOption('de-de');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download sheet' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('stock-and-prices-de-de.csv');
    const sheet = readFileSync((await download.path()) as string, 'utf8');
    const lines = sheet
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split(/\r?\n/);
    expect(lines[0]).toBe('sku,name,store_code,currency,price,special_price,special_from,special_to,qty');
    const index = lines.findIndex((line) => line.startsWith(`${product.sku},`));
    const cells = (lines[index] ?? '').split(',');
    cells[cells.length - 1] = '321';
    lines[index] = cells.join(',');

    await page.getByLabel('Sheet to import').setInputFiles({
      name: 'changed.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${lines.join('\n')}\n`),
    });
    await page.getByRole('button', { name: 'Import sheet' }).click();
    const report = page.getByRole('status').filter({ hasText: 'changed.csv imported' });
    await report.waitFor();
    expect(await report.textContent()).toContain('1 stock level(s) changed');
    const stockChanges = page.getByRole('table', { name: 'Changed stock' });
    expect(await stockChanges.getByRole('row').nth(1).innerText()).toMatch(
      new RegExp(`${index + 1}\\s+${product.sku}\\s+\\d+\\s+321`),
    );
    await expectAxeClean(page, 'import report');
    await shoot(page, 'stock-import-report');

    await page.getByLabel('Sheet to import').setInputFiles({
      name: 'broken.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `${lines[0]}\n${product.sku},x,de-de,EUR,0,,,,5\nNO-SUCH-SKU,x,de-de,EUR,10.00,,,,5\n`,
      ),
    });
    await page.getByRole('button', { name: 'Import sheet' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Nothing was imported: 2 problem(s) in broken.csv' })
      .waitFor();
    const problems = page.getByRole('table', { name: 'Problems in the file' });
    expect(await problems.getByRole('row').count()).toBe(3);
    expect(await problems.getByRole('row').nth(2).innerText()).toContain('No product has this SKU.');
    await expectAxeClean(page, 'import problems');
    await shoot(page, 'stock-import-problems');
    // The stock of the first row is still the imported 321.
    await page.goto(
      `${baseUrl()}/backoffice/stock?query=${encodeURIComponent(product.sku)}&sku=${encodeURIComponent(product.sku)}`,
    );
    expect(await page.getByLabel('In stock (units counted)').inputValue()).toBe('321');
  });
});

describe('in German', () => {
  it('the stock page speaks the staff member’s language, amounts in the store view’s style', async () => {
    const product = await productForSale();
    const page = await browser.newPage({ viewport: { width: 768, height: 1024 } });
    await signedInPage(page, 'content', 'Erika Editor');
    await page.getByLabel('Language').selectOption('de');
    await page.getByRole('button', { name: 'Change' }).click();
    await page.getByRole('button', { name: 'Abmelden' }).waitFor();
    await page.goto(
      `${baseUrl()}/backoffice/stock?query=${encodeURIComponent(product.sku)}&sku=${encodeURIComponent(product.sku)}`,
    );
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Bestand & Preise');
    await page.getByRole('button', { name: 'Preis in de-de speichern' }).waitFor();
    expect(await page.locator('#product').innerText()).toContain(formatPrice(432_198, getStoreView('de-de')));
    await expectAxeClean(page, 'stock page in German');
    await shoot(page, 'stock-product-de');
  });
});

describe('customer service', () => {
  it('blocks a customer, who then cannot log in to the shop', async () => {
    const email = `blocked.${Date.now()}@example.de`;
    const password = 'Rasenmäher 2026 Blau';
    const created = await shopCall('/de-de/api/user/create', {
      customer: { email, firstname: 'Bruno', lastname: 'Brennnessel' },
      password,
    });
    expect(created.status).toBe(200);
    expect((await shopCall('/api/user/login', { username: email, password })).status).toBe(200);

    const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
    await signedInPage(page, 'orders', 'Olga Orders');
    await page.goto(`${baseUrl()}/backoffice/customers`);
    await page.getByLabel('E-mail address begins with, or name contains').fill(email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expectAxeClean(page, 'customer search');
    await shoot(page, 'customers');
    await page.getByRole('link', { name: 'Bruno Brennnessel' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bruno Brennnessel' }).waitFor();
    await page.getByRole('button', { name: 'Block account' }).click();
    await page.getByRole('status').filter({ hasText: 'The account is blocked.' }).waitFor();
    await expectAxeClean(page, 'blocked customer');
    await shoot(page, 'customer-blocked');

    const refused = await shopCall('/api/user/login', { username: email, password });
    expect([refused.status, refused.body.reason]).toEqual([403, 'account_blocked']);
  });

  it('sees a message sent through the shop’s contact page, and marks it answered', async () => {
    const email = `contact.${Date.now()}@example.de`;
    const shop = await browser.newPage();
    await shop.goto(`${baseUrl()}${await contactPagePath()}`);
    await waitForHydration(shop);
    const form = shop.locator('.contact-form');
    await form.getByLabel(text('de', 'contact.name'), { exact: true }).fill('Clara Clematis');
    await form.getByLabel(text('de', 'session.email'), { exact: true }).fill(email);
    await form.getByLabel(text('de', 'contact.subject'), { exact: true }).selectOption('product');
    await form
      .getByLabel(text('de', 'contact.message'), { exact: true })
      .fill('Ist das Hochbeet aus Lärche\nauch in 2 m lieferbar?');
    await shop.getByRole('button', { name: text('de', 'contact.send'), exact: true }).click();
    await shop
      .getByRole('status')
      .filter({ hasText: text('de', 'contact.sent') })
      .waitFor();

    const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
    await signedInPage(page, 'orders', 'Olga Orders');
    await page.goto(`${baseUrl()}/backoffice/contact-messages`);
    const message = page.getByRole('article').filter({ hasText: email });
    expect(await message.innerText()).toContain('Ist das Hochbeet aus Lärche\nauch in 2 m lieferbar?');
    expect(await page.locator('main').innerText()).toMatch(/Messages are deleted \d+ days after they arrive/);
    await expectAxeClean(page, 'contact inbox');
    await shoot(page, 'contact-messages');
    await message.getByRole('button', { name: 'Mark answered' }).click();
    await page.getByRole('status').filter({ hasText: 'The message is marked answered.' }).waitFor();
    expect(await page.getByRole('article').filter({ hasText: email }).count()).toBe(0);
    await page.getByRole('link', { name: 'All', exact: true }).click();
    await page.waitForURL(/show=all/);
    expect(await page.getByRole('article').filter({ hasText: email }).innerText()).toContain(
      'Answered by Olga Orders',
    );
    await shoot(page, 'contact-messages-all');
  });

  it('is not open to a content editor', async () => {
    const page = await browser.newPage();
    await signedInPage(page, 'content');
    for (const path of ['/backoffice/customers', '/backoffice/contact-messages', '/backoffice/staff']) {
      const answer = await page.request.get(`${baseUrl()}${path}`, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(403);
    }
  });
});

describe('the owner', () => {
  it('opens a staff account on the staff page and reads the audit log', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
    await signedInPage(page, 'owner', 'Otto Owner');
    await page.goto(`${baseUrl()}/backoffice/staff`);
    const email = `packer.${Date.now()}@hortus.example`;
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Name').fill('Paula Packer');
    await page.getByLabel('Role').selectOption('orders');
    await page.getByLabel('First password').fill('Paketband 2026 Rot');
    await page.getByRole('button', { name: 'Open account' }).click();
    await page.getByRole('status').filter({ hasText: 'The account was opened.' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: email });
    expect(await row.innerText()).toContain('Not signed in yet');
    await row.getByRole('button', { name: 'Block Paula Packer' }).click();
    await page.getByRole('status').filter({ hasText: 'The account is blocked' }).waitFor();
    await expectAxeClean(page, 'staff page');
    await shoot(page, 'staff');
    await page
      .getByRole('row')
      .filter({ hasText: email })
      .getByRole('button', { name: 'Unblock Paula Packer' })
      .click();
    await page.getByRole('status').filter({ hasText: 'The account is unblocked.' }).waitFor();

    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    await page.waitForURL(/\/backoffice\/audit-log$/);
    const log = page.getByRole('table', { name: 'Newest entries' });
    expect(await log.getByRole('row').nth(1).innerText()).toContain('staff_account.unblock');
    await expectAxeClean(page, 'audit log');
    await shoot(page, 'audit-log');
  });
});
