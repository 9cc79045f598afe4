/**
 * The pages' weight budgets (issue 28): each page's initial scripts and styles, in bytes as the server
 * sends them, against apps/storefront/page-budgets.json. Measured on the production build the shop of
 * this run was started from (global-setup.ts: `npm start` builds it when the sources changed), so a
 * clean clone is measured too. The computation: apps/storefront/scripts/page-weight.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  CLIENT_DIRECTORY,
  overBudget,
  pageWeights,
  readBudgets,
} from '../apps/storefront/scripts/page-weight';
import { baseUrl, useBrowser, waitForHydration } from './browser';

const browser = useBrowser();
const budgets = readBudgets();

describe('page weight budgets', () => {
  it('keeps every page within its budget of scripts and styles', () => {
    const problems = overBudget(pageWeights(CLIENT_DIRECTORY, budgets), budgets);
    expect(
      problems,
      'pages over their budgets in apps/storefront/page-budgets.json (figures: npx tsx ' +
        'apps/storefront/scripts/page-weight.ts; a build with STOREFRONT_NO_MINIFY=1 is over them all)',
    ).toEqual([]);
  });

  it('counts the scripts the product page loads before it is interactive', async () => {
    const counted = pageWeights(CLIENT_DIRECTORY, budgets).product?.scripts.files;
    const page = await browser.newPage();
    const loaded = new Set<string>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.resourceType() === 'script' && path.startsWith('/assets/')) loaded.add(path.slice(1));
    });
    await page.goto(`${baseUrl()}/de-de/p/aufbewahrungsbox-compact`);
    await waitForHydration(page);
    // A script the page needs at once but the budget does not count would let the page grow unseen.
    expect([...loaded].filter((file) => !counted?.includes(file))).toEqual([]);
  });
});
