/**
 * The answer of a resource route (robots.txt, a sitemap, the store choice) to a method it does not serve:
 * its `action`. Without one, React Router answers such a POST as an unexpected server error and logs a
 * stack trace for every request a client chooses to send.
 */
export function methodNotAllowed(): Response {
  return notAllowed('GET, HEAD');
}

/** The same for the routes that only take form posts (the session's and the cart's). */
export function postOnly(): Response {
  return notAllowed('POST');
}

function notAllowed(allow: string): Response {
  return new Response('Method Not Allowed', {
    status: 405,
    headers: { Allow: allow, 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
