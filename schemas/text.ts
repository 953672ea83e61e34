/**
 * Text the database can store: PostgreSQL refuses NUL in text, and a lone UTF-16 surrogate has no
 * UTF-8 form. Both ends refuse such text before anything else looks at it (security.md row 33):
 * the API at its edge, the dashboard in the spreadsheet check.
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isStorableText = (text: string) => !UNSTORABLE.test(text);

/**
 * The dotted path of the first string (or object key) that is not storable, in document order,
 * or null. Iterative, so a deeply nested value cannot exhaust the stack; paths are spelled only
 * for what is found, so a large clean value costs one visit per node.
 */
export const unstorableTextAt = (value: unknown): string | null => {
  // Parallel stacks: the node, and how it was reached (its parent's slot and its own key).
  const nodes: unknown[] = [value];
  const parents: number[] = [-1];
  const keys: string[] = [''];
  const visited: { parent: number; key: string }[] = [];
  const pathOf = (parent: number, key: string) => {
    const parts = [key];
    for (let at = parent; at > 0; at = visited[at].parent) parts.push(visited[at].key);
    return parts.reverse().join('.');
  };
  while (nodes.length) {
    const node = nodes.pop();
    const parent = parents.pop() as number;
    const key = keys.pop() as string;
    const here = visited.push({ parent, key }) - 1;
    if (typeof node === 'string') {
      if (!isStorableText(node)) return pathOf(parent, key);
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) {
        nodes.push(node[i]);
        parents.push(here);
        keys.push(String(i));
      }
    } else if (node && typeof node === 'object') {
      const own = Object.keys(node);
      for (const k of own) if (!isStorableText(k)) return pathOf(here, k);
      for (let i = own.length - 1; i >= 0; i--) {
        nodes.push((node as Record<string, unknown>)[own[i]]);
        parents.push(here);
        keys.push(own[i]);
      }
    }
  }
  return null;
};
