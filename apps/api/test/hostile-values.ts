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
