/**
 * The query parameters the spec's calls carry secrets in (spec 6: tokens travel in query strings), and the
 * back office's searches, which carry a person's e-mail address or name (`q`, `query`, `email`). Matched
 * on the decoded name and without regard to case, so `%74oken` or `TOKEN` is as secret as `token`: a
 * server may read either spelling as the parameter, and a log must never keep what it read.
 */
export const SECRET_PARAMETERS: readonly string[] = [
  'token',
  'refreshtoken',
  'resettoken',
  'cartid',
  'grouptoken',
  'password',
  'q',
  'query',
  'email',
];

export const REDACTED = '[redacted]';

/** A query parameter's name as a server reads it: '+' is a space, percent escapes decoded where valid. */
function decodedName(raw: string): string {
  const spaced = raw.replaceAll('+', ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    // A malformed escape (%ZZ) stays as it is, escape by escape, as lenient query parsers keep it.
    return spaced.replace(/%[0-9a-f]{2}/gi, (sequence) => {
      try {
        return decodeURIComponent(sequence);
      } catch {
        return sequence;
      }
    });
  }
}

/** Whether a query parameter name, as sent, names a secret once decoded. */
export function isSecretParameter(rawName: string): boolean {
  return SECRET_PARAMETERS.includes(decodedName(rawName).trim().toLowerCase());
}

/**
 * A request URL (path and query, or an absolute URL) fit for a log line: the value of every secret query
 * parameter replaced by `[redacted]`, everything else kept as sent.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const hashStart = url.indexOf('#', queryStart);
  const query = url.slice(queryStart + 1, hashStart === -1 ? undefined : hashStart);
  const redacted = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return isSecretParameter(name) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart + 1)}${redacted}${hashStart === -1 ? '' : url.slice(hashStart)}`;
}
