import { requireSection, stockAndPrices } from '../../backoffice/catalogue.server';
import type { Route } from './+types/stock-sheet';

/** The stock and price sheet as a download (the API's CSV, streamed through with the staff session). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = await requireSection(request, context.clientAddress, 'stock');
  const url = new URL(request.url);
  const store = url.searchParams.get('store')?.slice(0, 10) || undefined;
  const language = url.searchParams.get('language') === 'de' ? 'de' : 'en';
  return stockAndPrices.sheet(
    { token, clientAddress: context.clientAddress },
    { language, ...(store ? { store } : {}) },
  );
}
