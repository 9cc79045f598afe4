/**
 * The hostile values the robustness sweeps send (issues 24 and 26): each body field of a write call gets
 * each of these in turn. Shared by the shop's sweep (src/http/hostile-writes.sweep.test.ts) and the back
 * office's (src/http/hostile-staff.sweep.test.ts).
 */

/** JSON nested `depth` levels around `inner` (objects and arrays, alternately). */
export function nested(inner: unknown, depth: number): unknown {
  let value = inner;
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { deeper: value };
  return value;
}

export const HOSTILE: readonly (readonly [string, unknown])[] = [
  ['a lone surrogate', 'x\ud800'],
  ['a lone surrogate in a key', { '\udc00': 'x' }],
  ['a NUL 30 levels deep', nested('a\u0000', 30)],
  ['a very long string', 'ä'.repeat(200_000)],
  ['an empty string', ''],
  ['a number', 12345],
  ['a boolean', true],
  ['null', null],
  ['a huge number', 1e308],
  ['a number beyond 2^63', 2 ** 64],
  ['a negative number', -99_999_999_999],
  ['a fraction', 0.5],
  ['an array for an object', [[{}]]],
  ['an object for a string', { $gt: '' }],
  [
    'a prototype-polluting key',
    JSON.parse('{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}'),
  ],
];

/** Every path to a field of `body` (objects and arrays), the body itself first. */
export function fieldPaths(body: unknown, path: (string | number)[] = []): (string | number)[][] {
  const paths = [path];
  if (body !== null && typeof body === 'object')
    for (const [key, value] of Object.entries(body))
      paths.push(...fieldPaths(value, [...path, Array.isArray(body) ? Number(key) : key]));
  return paths;
}

/** A copy of `body` with the field at `path` set to `value` (the body itself replaced for the empty path). */
export function withValue(body: Record<string, unknown>, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(body);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[path.at(-1) as string | number] = value;
  return copy;
}

/**
 * Each hostile value in each field of `body`, as the JSON text to send, named by where it went; the valid
 * body first and, last, a body that is a string and one cut short.
 */
export function hostileBodies(
  body: Record<string, unknown>,
  values: readonly (readonly [string, unknown])[] = HOSTILE,
): [string, string][] {
  const variants: [string, string][] = [['the valid body', JSON.stringify(body)]];
  for (const path of fieldPaths(body))
    for (const [name, value] of values)
      variants.push([
        `${path.join('.') || 'the body'} = ${name}`,
        JSON.stringify(withValue(body, path, value)),
      ]);
  variants.push(['a body that is a string', '"x"'], ['a truncated body', '{"a":']);
  return variants;
}

/**
 * A client address of its own for each call, so that no per-address limit (sign-in, orders, contact)
 * decides an answer of a sweep.
 */
export function clientAddresses(): () => string {
  let counter = 0;
  return () => {
    counter += 1;
    return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
  };
}

/** `query` with `name` set to `value` (added when absent; left out for null), the others as they were. */
export function withQuery(query: string, name: string, value: string | null): string {
  const pairs = query ? query.split('&').filter((pair) => pair.split('=')[0] !== name) : [];
  return [...pairs, ...(value === null ? [] : [`${name}=${value}`])].join('&');
}

/** The query parameters of a route (`/api/x/:id`), from the app's OpenAPI document: the route's own schema. */
export function queryNamesOf(app: { swagger(): unknown }, method: string, pattern: string): string[] {
  const paths = (
    app.swagger() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    }
  ).paths;
  return (paths[pattern.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()]?.parameters ?? [])
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => parameter.name);
}

/**
 * Hostile query strings made from a valid `query`, named: each of `values` in each parameter of `names`,
 * each parameter twice, as an array and without '='; then an unknown parameter, prototype-polluting names,
 * a NUL in a name and a thousand parameters.
 */
export function hostileQueries(
  query: string,
  names: string[],
  values: readonly string[],
): [string, string][] {
  const queries: [string, string][] = [];
  for (const name of names) {
    for (const value of values)
      queries.push([`${name}=${value.slice(0, 40)}`, withQuery(query, name, value)]);
    queries.push(
      [`${name} twice`, `${withQuery(query, name, null)}&${name}=1&${name}=2`],
      [`${name}[]`, `${withQuery(query, name, null)}&${name}[]=1`],
      [`${name} without =`, `${withQuery(query, name, null)}&${name}`],
    );
  }
  queries.push(
    ['an unknown parameter', withQuery(query, 'unknown', 'x')],
    ['__proto__', withQuery(query, '__proto__', 'x')],
    ['constructor[prototype]', withQuery(query, 'constructor[prototype][polluted]', 'yes')],
    ['a NUL in a name', withQuery(query, 'a%00b', 'x')],
    ['a thousand parameters', Array.from({ length: 1_000 }, (_, index) => `p${index}=${index}`).join('&')],
  );
  return queries;
}

/**
 * Path parameter values no route takes as they are: escapes of NUL, of a lone surrogate and malformed ones,
 * an emoji, prototype names, dot segments, a slash, markup and SQL, one over the router's 100 characters.
 */
export const HOSTILE_PATH_ESCAPES: readonly string[] = [
  '%20',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%ZZ',
  '%F0%9F%8C%B1',
  '__proto__',
  'constructor',
  '..',
  '%2e%2e',
  'a%2Fb',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  "1'%20OR%20'1'%3D'1",
  '9'.repeat(101),
];
