import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { StoreOutsideError } from '../components/UnknownStorePage';
import { loadCmsPagesById, loadFooterTree, loadMenuCategories } from '../lib/catalog.server';
import { loadShopCompany } from '../lib/company.server';
import { footerColumns } from '../lib/footer-columns';
import type { RouteHandle } from '../lib/route-handle';
import { originOf, requireKnownStore } from '../lib/store.server';
import type { Route } from './+types/store';

/** Every page of the store shows the category menu and the footer's CMS pages. */
export const handle: RouteHandle = { cache: ['category', 'cmsPage'] };

/**
 * Everything a page of the store needs around it: the store view, the category menu, the footer pages and
 * the company that runs the shop (footer, thank-you page).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const storeView = requireKnownStore(params, request);
  const [categories, footerPages, footerTree, company] = await Promise.all([
    loadMenuCategories(storeView),
    loadCmsPagesById(storeView, [
      storeView.privacyPageId,
      storeView.contactPageId,
      storeView.dealerSearchPageId,
    ]),
    loadFooterTree(storeView),
    loadShopCompany(),
  ]);
  const pageOf = (id: number) => footerPages.find((page) => page.id === id)?.identifier ?? null;
  return {
    storeView,
    origin: originOf(request),
    company,
    menu: categories.map(({ id, parent_id, name, slug, level, position }) => ({
      id,
      parentId: parent_id,
      name,
      slug,
      level,
      position,
    })),
    footer: {
      privacy: pageOf(storeView.privacyPageId),
      contact: pageOf(storeView.contactPageId),
      dealerSearch: pageOf(storeView.dealerSearchPageId),
      columns: footerColumns(footerTree),
    },
  };
}

export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  // The menu and footer change with the store view only, not with every navigation inside it.
  return currentParams.store !== nextParams.store;
}

export default function Store() {
  return <Outlet />;
}

/** An unknown store prefix, or a store whose menu could not load: a page without the store's chrome. */
export const ErrorBoundary = StoreOutsideError;
