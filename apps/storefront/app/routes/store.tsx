import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { loadCmsPagesById, loadMenuCategories } from '../lib/catalog.server';
import { originOf, requireStoreView } from '../lib/store.server';
import type { Route } from './+types/store';

/** Everything a page of the store needs around it: the store view, the category menu, the footer pages. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const storeView = requireStoreView(params);
  const [categories, footerPages] = await Promise.all([
    loadMenuCategories(storeView),
    loadCmsPagesById(storeView, [
      storeView.privacyPageId,
      storeView.contactPageId,
      storeView.dealerSearchPageId,
    ]),
  ]);
  const pageOf = (id: number) => footerPages.find((page) => page.id === id)?.identifier ?? null;
  return {
    storeView,
    origin: originOf(request),
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
