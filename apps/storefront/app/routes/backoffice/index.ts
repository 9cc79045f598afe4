import { landingPathFor } from '../../backoffice/navigation';
import { requireStaff } from '../../backoffice/staff-session.server';
import { redirectInShop } from '../../lib/redirects';
import type { Route } from './+types/index';

/** /backoffice: the first page the staff member's role may use (the orders for owner and orders staff). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff } = await requireStaff(request, context.clientAddress);
  throw redirectInShop(landingPathFor(staff.role));
}
