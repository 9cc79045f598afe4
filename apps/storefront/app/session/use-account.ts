import type { Customer } from '@hortus/api-contract';
import { useRouteLoaderData } from 'react-router';

/** The logged-in customer of an account page (the account route renders its pages only for one). */
export function useCustomer(): Customer {
  const data = useRouteLoaderData('routes/account') as { customer: Customer | null } | undefined;
  if (!data?.customer) throw new Error('useCustomer outside a logged-in account page');
  return data.customer;
}
