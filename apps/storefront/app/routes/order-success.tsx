import { PageMessage } from '../components/PageMessage';

export default function Page() {
  return <PageMessage title="order.successTitle" text="order.successText" />;
}
