import { orderExport, requireOrdersRole } from '../../backoffice/staff-orders.server';
import type { Route } from './+types/orders-csv';

/**
 * The order list's "Export CSV" link: the same filter's file, streamed from the API with the staff
 * session (the browser never holds the token). The API writes the audit log's entry.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = await requireOrdersRole(request, context.clientAddress);
  const search = new URLSearchParams();
  for (const [name, value] of new URL(request.url).searchParams)
    if (value.trim() && name !== 'cursor') search.set(name, value.trim());
  return orderExport(token, search, context.clientAddress);
}
