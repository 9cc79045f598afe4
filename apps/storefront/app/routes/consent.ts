import { postOnly } from '../lib/http.server';
import { requireStoreView } from '../lib/store.server';
import { consentAction } from '../tracking/consent.server';
import type { Route } from './+types/consent';

/** The consent banner's accept and reject buttons post here (tracking/consent.server.ts). */
export function action({ request, params }: Route.ActionArgs) {
  return consentAction(request, requireStoreView(params));
}

export function loader() {
  return postOnly();
}
