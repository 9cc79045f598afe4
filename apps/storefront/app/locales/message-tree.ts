/** A locale file: nested groups of ICU MessageFormat texts, addressed as 'group.key'. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

export function flattenMessages(tree: MessageTree, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[id] = value;
    else Object.assign(flat, flattenMessages(value, id));
  }
  return flat;
}
