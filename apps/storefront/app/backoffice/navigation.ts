import type { StaffRole } from '@hortus/api-contract';
import { pathInShop } from '../lib/redirects';
import type { TextKey } from './texts';

/**
 * The back office's pages, in the navigation's order, each with the roles that may use it: the one list
 * the navigation is drawn from and the pages check. A new page adds its line here and its route.
 */
export const BACK_OFFICE_PAGES = [
  { section: 'orders', label: 'nav.orders', roles: ['owner', 'orders'] },
  { section: 'bank-statements', label: 'nav.bank-statements', roles: ['owner', 'orders'] },
  { section: 'stock', label: 'nav.stock', roles: ['owner', 'orders', 'content'] },
  { section: 'customers', label: 'nav.customers', roles: ['owner', 'orders'] },
  { section: 'contact-messages', label: 'nav.contact-messages', roles: ['owner', 'orders'] },
  { section: 'staff', label: 'nav.staff', roles: ['owner'] },
  { section: 'audit-log', label: 'nav.audit-log', roles: ['owner'] },
] as const satisfies readonly { section: string; label: TextKey; roles: readonly StaffRole[] }[];

export type BackOfficeSection = (typeof BACK_OFFICE_PAGES)[number]['section'];

export function pagesFor(role: StaffRole) {
  return BACK_OFFICE_PAGES.filter((page) => (page.roles as readonly StaffRole[]).includes(role));
}

/** Where a staff member lands after signing in: the first page the role may use. */
export function landingPathFor(role: StaffRole): string {
  return `/backoffice/${pagesFor(role)[0]?.section ?? 'orders'}`;
}

/**
 * A target as a back-office page with its query (a filtered list stays filtered), resolved as a browser
 * would resolve it; the back office's start when it would lead anywhere else, the shop's pages included.
 */
export function pathInBackOffice(target: string): string {
  const path = pathInShop(target, '/backoffice');
  return /^\/backoffice([/?#]|$)/.test(path) ? path : '/backoffice';
}
