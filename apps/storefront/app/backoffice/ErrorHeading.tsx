import { type TextKey, useBackOfficeTexts } from './texts';

/**
 * A back-office page's error as the page's heading: a role that may not use the page is told so (403), a
 * page with `notFound` says it for a 404, and any other error says `otherwise`.
 */
export function ErrorHeading({
  error,
  notFound,
  otherwise = 'error.page',
}: {
  error: unknown;
  notFound?: TextKey;
  otherwise?: TextKey;
}) {
  const { t } = useBackOfficeTexts();
  const status = (error as { status?: number } | undefined)?.status;
  return <h1>{t(status === 403 ? 'forbidden' : status === 404 && notFound ? notFound : otherwise)}</h1>;
}
