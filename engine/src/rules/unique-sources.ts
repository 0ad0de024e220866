import type { Source } from './source.js';

/**
 * A result cites each source once, however many steps relied on it: two citations are the same when
 * their title and section are (the first one's address and check date are kept).
 */
export function uniqueSources(sources: readonly Source[]): Source[] {
  const seen = new Set<string>();
  return sources.filter((source) => {
    const key = `${source.title}|${source.section ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
