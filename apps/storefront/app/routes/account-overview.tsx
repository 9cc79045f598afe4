import { PageMessage } from '../components/PageMessage';

export default function Page() {
  return <PageMessage title="account.title" text="account.loginRequired" />;
}
