import { PageMessage } from '../components/PageMessage';

export default function Page() {
  return <PageMessage title="account.newsletter" text="account.loginRequired" />;
}
