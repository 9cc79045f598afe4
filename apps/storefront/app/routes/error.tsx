import { ErrorContent } from '../components/StoreErrorPage';

// The title comes from ErrorContent, in the store language; a second one here would be the one shown.
export const meta = () => [{ name: 'robots', content: 'noindex' }];

/** The error page of the route table (minimal layout: its main is the container), for failed flows. */
export default function ErrorPage() {
  return <ErrorContent className="page-message" />;
}
