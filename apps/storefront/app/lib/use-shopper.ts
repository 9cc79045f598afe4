import { useRouteLoaderData } from 'react-router';

/** What the default layout's loader tells every page about the shopper (layouts/default.tsx). */
export interface ShopperData {
  customer: { firstname: string } | null;
  /** Pieces in the cart as of the last server answer (the cart cookie). */
  cartCount: number;
  /** How the count counts (spec 9 minicart count type: 'items' lines, else quantities). */
  cartCountType: string;
  /** The notice an action left for this page: a UI text id with its values. */
  notice: {
    type: 'success' | 'warning' | 'error';
    id: string;
    values?: Record<string, string | number> | undefined;
  } | null;
  /** When the loader ran (ms), to compare with the browser cart's last sync. */
  loadedAt: number;
}

const nobody: ShopperData = { customer: null, cartCount: 0, cartCountType: 'qty', notice: null, loadedAt: 0 };

/** The shopper's data of the page; nobody on an error page outside the default layout. */
export function useShopper(): ShopperData {
  return (useRouteLoaderData('layouts/default') as ShopperData | undefined) ?? nobody;
}
