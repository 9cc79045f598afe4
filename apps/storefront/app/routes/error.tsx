import { ErrorContent } from '../components/StoreErrorPage';

export const meta = () => [{ title: 'Hortus' }, { name: 'robots', content: 'noindex' }];

/** The error page of the route table (minimal layout: its main is the container), for failed flows. */
export default function ErrorPage() {
  return <ErrorContent className="page-message" />;
}
