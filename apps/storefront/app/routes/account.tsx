import { Outlet } from 'react-router';

/** The account area; sign-in and its pages come with the customer account issue. */
export default function Account() {
  return <Outlet />;
}
