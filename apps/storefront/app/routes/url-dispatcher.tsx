import { mapUrl } from '../lib/catalog.server';
import { resolveDispatched } from '../lib/dispatch.server';
import type { RouteHandle } from '../lib/route-handle';
import { notFound, requireStoreView } from '../lib/store.server';
import type { Route } from './+types/url-dispatcher';

export const handle: RouteHandle = { cache: ['product', 'category', 'cmsPage'], storeChooser: true };

export async function loader({ params }: Route.LoaderArgs) {
  const storeView = requireStoreView(params);
  const path = `/${params['*'] ?? ''}`;
  const target = await mapUrl(storeView, path).catch(() => null);
  if (target) return resolveDispatched(storeView, target);
  return notFound(storeView);
}

export default function UrlDispatcher() {
  return null;
}
