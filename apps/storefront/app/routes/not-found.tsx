import type { RouteHandle } from '../lib/route-handle';
import { notFound, requireStoreView } from '../lib/store.server';
import type { Route } from './+types/not-found';

export const handle: RouteHandle = { storeChooser: true };

/** '/404' is the 404 page itself, answered with status 404 (the layout's boundary renders it). */
export async function loader({ params }: Route.LoaderArgs) {
  return notFound(requireStoreView(params));
}

export default function NotFound() {
  return null;
}
