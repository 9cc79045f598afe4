import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectAxeClean, shoot, useBrowser, waitForHydration } from './browser';
import { theShop } from './shop';
import { newStaffMember, signedInPage, staffApi, totpCode } from './staff';

const browser = useBrowser();

/** Password, then the enrolment with a code of the key the page shows: the recovery codes it lists. */
async function signInAndEnrol(
  page: Page,
  email: string,
  password: string,
  name = 'owner',
): Promise<string[]> {
  await page.goto(`${baseUrl()}/backoffice/login`);
  await shoot(page, `${name}-login`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/backoffice\/login\/enrol$/);
  await expectAxeClean(page);
  await expect.poll(() => page.locator('.bo-qr svg').count()).toBe(1);
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await shoot(page, `${name}-enrol`);
  await page.getByLabel('Code', { exact: true }).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await page.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
  const codes = await page.locator('.bo-codes code').allTextContents();
  await shoot(page, `${name}-recovery-codes`);
  await page.getByRole('link', { name: 'I have kept them: continue' }).click();
  return codes;
}

async function navigation(page: Page): Promise<string[]> {
  return page.getByRole('navigation', { name: 'Back office' }).getByRole('link').allTextContents();
}

describe('the back office', () => {
  it('signs the owner in with password and TOTP, shows every page of the owner, and signs out', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
    const { email, password } = await newStaffMember('owner', { name: 'Olga Owner', enrolled: false });
    const recoveryCodes = await signInAndEnrol(page, email, password);
    expect(recoveryCodes).toHaveLength(10);
    await page.waitForURL(/\/backoffice\/orders$/);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Orders');
    expect(await navigation(page)).toEqual([
      'Orders',
      'Bank statements',
      'Stock & prices',
      'Customers',
      'Contact messages',
      'Staff',
      'Audit log',
    ]);
    await expectAxeClean(page);
    await shoot(page, 'owner-orders');

    // The owner opens an account for a content editor (through the API).
    const editor = { email: `editor.${Date.now()}@hortus.example`, password: 'Redaktion 2026 Hortus' };
    const created = await staffApi(
      baseUrl(),
      'POST',
      '/api/staff/accounts',
      { ...editor, name: 'Erika Editor', role: 'content' },
      theShop().staffOwner.session,
    );
    expect(created.status).toBe(200);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/backoffice\/login$/);
    await page.goto(`${baseUrl()}/backoffice/orders`);
    expect(page.url()).toBe(`${baseUrl()}/backoffice/login`);

    // German, as the browser asks for it; the content role sees only its pages, and not the orders.
    const german = await browser.newPage({ viewport: { width: 768, height: 1024 }, locale: 'de-DE' });
    await german.goto(`${baseUrl()}/backoffice/login`);
    await german.getByLabel('E-Mail-Adresse').fill(editor.email);
    await german.getByLabel('Passwort').fill(editor.password);
    await german.getByRole('button', { name: 'Weiter' }).click();
    await german.waitForURL(/\/backoffice\/login\/enrol$/);
    const secret = (await german.getByTestId('totp-secret').textContent()) ?? '';
    await german.getByLabel('Code', { exact: true }).fill(totpCode(secret));
    await german.getByRole('button', { name: 'Bestätigen und anmelden' }).click();
    await german.getByRole('link', { name: 'Ich habe sie aufbewahrt: weiter' }).click();
    await german.waitForURL(/\/backoffice\/stock$/);
    expect(
      await german.getByRole('navigation', { name: 'Backoffice' }).getByRole('link').allTextContents(),
    ).toEqual(['Bestand & Preise']);
    await expectAxeClean(german);
    await shoot(german, 'content-stock-de');
    const orders = await german.request.get(`${baseUrl()}/backoffice/orders`, { maxRedirects: 0 });
    expect(orders.status()).toBe(403);
  });

  it('signs the demo owner the start printed in with a recovery code', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
    const owner = theShop().staffOwner;
    await page.goto(`${baseUrl()}/backoffice/login`);
    await page.getByLabel('E-mail address').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/backoffice\/login\/code$/);
    await page.locator('summary', { hasText: 'Or a recovery code' }).click();
    await page.getByLabel('Or a recovery code').fill(owner.recoveryCodes.at(-1) ?? '');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    expect(page.url()).toBe(`${baseUrl()}/backoffice/orders`);
  });

  it('works without JavaScript: signs in, and a form post (the language) changes the page', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 800 }, javaScriptEnabled: false });
    await signedInPage(page, 'orders', 'Nora Nojs');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Orders');
    await page.getByLabel('Language').selectOption('de');
    await page.getByRole('button', { name: 'Change' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Bestellungen');
  });

  it('opens nothing for a shopper’s session cookie or without one', async () => {
    const page = await browser.newPage();
    const answer = await page.goto(`${baseUrl()}/backoffice/orders`);
    expect(page.url()).toBe(`${baseUrl()}/backoffice/login`);
    expect(answer?.status()).toBe(200);
    // A shopper's cookies (any of the shop's, even one named like a staff cookie without its prefix).
    await page.context().addCookies([
      { name: 'hortus_session', value: 'shopper', url: baseUrl() },
      { name: 'hortus_staff', value: 'shopper', url: baseUrl() },
    ]);
    await page.goto(`${baseUrl()}/backoffice/orders`);
    expect(page.url()).toBe(`${baseUrl()}/backoffice/login`);
  });

  it('answers every back-office page with the strict headers, and robots.txt keeps crawlers out', async () => {
    for (const path of ['/backoffice/login', '/backoffice/orders', '/backoffice/login/code']) {
      const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' });
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
      expect(response.headers.get('referrer-policy'), path).toBe('same-origin');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("default-src 'none'");
      expect(csp, path).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
    }
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /backoffice');
  });

  it('resets the sign-in of someone who lost their authenticator: they set up a new one with the new password', async () => {
    const owner = await browser.newPage({ viewport: { width: 1366, height: 800 } });
    await signedInPage(owner, 'owner', 'Otto Owner');
    const packer = await newStaffMember('orders', { name: 'Paul Packer' });
    await owner.goto(`${baseUrl()}/backoffice/staff`);
    await owner.getByRole('link', { name: 'Reset sign-in of Paul Packer' }).click();
    await owner.getByRole('heading', { name: 'Reset sign-in of Paul Packer' }).waitFor();
    await expectAxeClean(owner);
    await shoot(owner, 'owner-staff-reset');
    const fresh = 'Neuer Anfang 2026 Lager';
    await owner.getByLabel('New password').fill(fresh);
    await owner.getByRole('button', { name: 'Reset sign-in' }).click();
    await owner.getByRole('status').filter({ hasText: 'The sign-in was reset' }).waitFor();
    const row = owner.getByRole('row').filter({ hasText: packer.email });
    expect(await row.getByRole('cell').nth(3).textContent()).toBe('Not signed in yet');

    // Their old session ends; the new password leads to a new authenticator, not to the old code.
    expect((await staffApi(baseUrl(), 'GET', '/api/staff/me', undefined, packer.session)).status).toBe(401);
    const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
    await page.goto(`${baseUrl()}/backoffice/login`);
    await page.getByLabel('E-mail address').fill(packer.email);
    await page.getByLabel('Password').fill(fresh);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/backoffice\/login\/enrol$/);
    await page.getByTestId('totp-secret').waitFor();
  });
});
