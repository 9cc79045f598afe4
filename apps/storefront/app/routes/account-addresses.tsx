import { PageMessage } from '../components/PageMessage';

export default function Page() {
  return <PageMessage title="account.addresses" text="account.loginRequired" />;
}
