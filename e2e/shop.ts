/**
 * The shop a test file drives. The e2e run has E2E_WORKERS workers (workers.ts), each running its files one
 * after the other against a shop of its own (global-setup.ts starts them): files that change stock, prices
 * or the cache never race a file of another worker.
 */
import { inject } from 'vitest';
import type { StaffMember } from './staff';

export interface ShopOfWorker {
  /** The shop's URL without a trailing slash, e.g. http://localhost:3300. */
  baseUrl: string;
  /** The file that holds everything the shop logged (API and storefront, LOG_LEVEL info). */
  shopLog: string;
  /** Where the shop writes its mails (.eml files), as the embedded default does under ./data. */
  outboxDir: string;
  /**
   * The shop's demo owner, as its start printed it (the embedded defaults open one), signed in once with
   * its second factor enrolled: its session opens the accounts the files use (e2e/staff.ts), its recovery
   * codes sign it in where a test shows the owner's own sign-in.
   */
  staffOwner: StaffMember;
}

/** This worker's shop (VITEST_POOL_ID counts the workers from 1). */
export function theShop(): ShopOfWorker {
  const shops = inject('shops');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const shop = shops[(worker - 1) % shops.length];
  if (!shop) throw new Error('The e2e global setup started no shop.');
  return shop;
}
