import { useRouteLoaderData } from 'react-router';
import type { loader } from '../routes/store';

export type StoreData = Awaited<ReturnType<typeof loader>>;
export type MenuCategory = StoreData['menu'][number];

/** The store view and store-wide data of the page, from the `:store` route's loader. */
export function useStore(): StoreData {
  const data = useRouteLoaderData<typeof loader>('routes/store');
  if (!data) throw new Error('useStore outside a store route');
  return data;
}
