/**
 * The answer of a resource route (robots.txt, a sitemap, the store choice) to a method it does not serve:
 * its `action`. Without one, React Router answers such a POST as an unexpected server error and logs a
 * stack trace for every request a client chooses to send.
 */
export function methodNotAllowed(allow: readonly string[] = ['GET', 'HEAD']): Response {
  return new Response('Method Not Allowed', {
    status: 405,
    headers: { Allow: allow.join(', '), 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
