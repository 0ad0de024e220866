/** Path templates (`/api/v1/jurisdictions/{slug}`) matched against request paths. */

export interface CompiledPath {
  pattern: RegExp;
  paramNames: string[];
}

export function compilePath(path: string): CompiledPath {
  const paramNames: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      const param = /^\{([A-Za-z][A-Za-z0-9_]*)\}$/.exec(segment);
      if (param?.[1]) {
        paramNames.push(param[1]);
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { pattern: new RegExp(`^${source}/?$`), paramNames };
}

/**
 * Finds the entries whose template matches a path, in the order given. Templates without parameters
 * are looked up by the path itself (with or without one trailing slash, as the patterns allow), so a
 * request costs a map lookup plus one test per templated path, not one regular expression per route.
 */
export function pathIndex<Entry extends { path: string }>(
  entries: readonly Entry[],
): (path: string) => Array<{ entry: Entry; match: RegExpExecArray }> {
  const compiled = entries.map((entry, order) => ({ entry, order, ...compilePath(entry.path) }));
  const exact = new Map<string, typeof compiled>();
  const templated: typeof compiled = [];
  for (const item of compiled) {
    if (item.paramNames.length > 0) {
      templated.push(item);
      continue;
    }
    const list = exact.get(item.entry.path) ?? [];
    list.push(item);
    exact.set(item.entry.path, list);
  }
  return (path) => {
    const bare = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
    const found: Array<{ entry: Entry; match: RegExpExecArray; order: number }> = [];
    for (const item of exact.get(bare) ?? []) {
      const match = item.pattern.exec(path);
      if (match) found.push({ entry: item.entry, match, order: item.order });
    }
    for (const item of templated) {
      const match = item.pattern.exec(path);
      if (match) found.push({ entry: item.entry, match, order: item.order });
    }
    if (found.length > 1) found.sort((a, b) => a.order - b.order);
    return found;
  };
}
