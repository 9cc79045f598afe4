import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
/**
 * Browser helpers for the e2e tests: one Chromium per test file, a fresh context per page a test opens,
 * every console error and uncaught page error collected and turned into a failure of the test, and an axe
 * check that fails with each violation's id and the selectors of the elements it found.
 */
import AxeBuilder from '@axe-core/playwright';
import {
  type Browser,
  type BrowserContextOptions,
  type ConsoleMessage,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/shop-process';
import { theShop } from './shop';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The shop's URL without a trailing slash (global-setup.ts). */
export function baseUrl(): string {
  return theShop().baseUrl;
}

interface OpenPage {
  page: Page;
  problems: string[];
  /** Console errors a test expects (the browser's own report of a 404 document the test asked for). */
  expected: Array<(message: ConsoleMessage) => boolean>;
}

export interface PageOptions extends BrowserContextOptions {}

/**
 * Registers the hooks of a test file: Chromium starts once before its tests and closes after them; the
 * contexts a test opened close after it, and the test fails if any of its pages logged a console error
 * or threw an uncaught error.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  let open: OpenPage[] = [];

  beforeAll(async () => {
    // One renderer process for every context of the file: a page opened in a new context then costs
    // Chromium about 2.2 s of CPU instead of 2.9 (3 pages loaded 3 times each, two rounds, on this
    // machine), and the run opens hundreds; the contexts keep their own cookies and storage.
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...CHROMIUM_ARGS, '--renderer-process-limit=1'],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    const pages = open;
    open = [];
    const problems = pages.flatMap((entry) => entry.problems);
    await Promise.all(pages.map((entry) => entry.page.context().close()));
    if (problems.length > 0) {
      throw new Error(`The pages of this test reported errors in the browser:\n- ${problems.join('\n- ')}`);
    }
  });

  return {
    /** A page in a new context (axe needs pages from browser.newContext()). */
    async newPage(options: PageOptions = {}): Promise<Page> {
      if (!browser) throw new Error('Chromium is not running: call newPage() inside a test');
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
      const page = await context.newPage();
      const entry: OpenPage = { page, problems: [], expected: [] };
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (entry.expected.some((matches) => matches(message))) return;
        const where = message.location().url ? ` (${message.location().url})` : '';
        entry.problems.push(`console error on ${page.url()}: ${message.text()}${where}`);
      });
      page.on('pageerror', (error) => {
        entry.problems.push(`uncaught error on ${page.url()}: ${error.stack ?? error.message}`);
      });
      pages.set(page, entry);
      open.push(entry);
      return page;
    },
  };
}

const pages = new WeakMap<Page, OpenPage>();

/**
 * Chromium reports every document answered with an error status as a console error ("Failed to load
 * resource: ... 404"). A test that asks for a 404 page on purpose declares that one message as expected;
 * any other console error still fails it.
 */
export function expectDocumentStatusMessage(page: Page, url: string, status: number): void {
  const entry = pages.get(page);
  if (!entry) throw new Error('expectDocumentStatusMessage: the page was not opened with newPage()');
  entry.expected.push(
    (message) =>
      message.location().url === url &&
      message.text() ===
        `Failed to load resource: the server responded with a status of ${status} (Not Found)`,
  );
}

/**
 * Console errors a test brings about on purpose, e.g. the browser's reports of requests it could not make
 * while the test holds it offline; any other console error still fails the test.
 */
export function expectConsoleErrors(page: Page, matches: (text: string) => boolean): void {
  const entry = pages.get(page);
  if (!entry) throw new Error('expectConsoleErrors: the page was not opened with newPage()');
  entry.expected.push((message) => matches(message.text()));
}

/**
 * axe's best-practice rules the check adds to the WCAG tags: a skipped heading level (an h1, then h3 card
 * titles) reads to a screen reader as a missing section, and Lighthouse's accessibility score counts it.
 */
export const AXE_EXTRA_RULES = ['heading-order'];

/** axe's violations on the page as it is now, one line each: id, impact, help, the elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page's own frame: the default mode injects axe a second time into a blank
  // page of its own to merge the frames' results (0.8 s instead of 1.8 s a check here; the shop's pages
  // have no frames of another origin to merge).
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ rules: Object.fromEntries(AXE_EXTRA_RULES.map((rule) => [rule, { enabled: true }])) })
    .withTags(AXE_TAGS)
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n    ${violation.nodes
        .map(
          (node) =>
            `${node.target.join(' ')}${node.failureSummary ? ` -- ${node.failureSummary.replace(/\s+/g, ' ')}` : ''}`,
        )
        .join('\n    ')}`,
  );
}

/**
 * Runs axe (WCAG 2.0/2.1 A and AA, and the heading order) on the page as it is now and fails the test
 * listing every violation. The failure is soft: the test goes on, so one run reports every page's
 * violations and later steps.
 */
export async function expectAxeClean(page: Page, label = page.url()): Promise<void> {
  expect.soft(await axeViolations(page), `axe violations on ${label}`).toEqual([]);
}

/**
 * Resolves once React has hydrated the page (React marks the DOM nodes it owns), so a click reaches the
 * shop's event handlers and not only the server-rendered HTML.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
}

/** The viewport height that goes with a width: a laptop's, a tablet's, a phone's. */
const HEIGHT_OF_WIDTH: Record<number, number> = { 1366: 800, 768: 1024, 390: 844 };

/**
 * Full-page screenshots of `page` at each width, as `<name>-<width>.png` in E2E_SCREENSHOTS_DIR when it is
 * set (nothing otherwise): to look at the pages as a person does. The page is left at 1366 px.
 */
export async function shoot(page: Page, name: string, widths = [1366, 768]): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS_DIR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  for (const width of widths) {
    await page.setViewportSize({ width, height: HEIGHT_OF_WIDTH[width] ?? 900 });
    await page.screenshot({ path: join(folder, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 800 });
}
