import { PageMessage } from '../components/PageMessage';

export default function Page() {
  return <PageMessage title="configurator.title" text="configurator.text" />;
}
