import { companyOfShop, type ShopCompany } from '@hortus/api-contract';
import { requireEndpoint } from './api.server';

/** How long the server keeps the company: it changes only when the API restarts with other settings. */
const KEEP_MS = 5 * 60_000;
let kept: { company: ShopCompany; until: number } | undefined;

/**
 * The company that runs the shop (`GET /api/company`), which the footer and the thank-you page name: the
 * record the API's imprint, mails and payment instructions come from, never a text of the storefront.
 * Kept a few minutes in the process, as every page's `:store` loader asks for it.
 */
export async function loadShopCompany(now = Date.now()): Promise<ShopCompany> {
  if (kept && kept.until > now) return kept.company;
  const company = await requireEndpoint(companyOfShop, {});
  kept = { company, until: now + KEEP_MS };
  return company;
}
