import { PageMessage } from '../components/PageMessage';

export default function Page() {
  return <PageMessage title="checkout.title" text="checkout.text" />;
}
