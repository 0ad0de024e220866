// Whether a front-end build is out of date, for `npm start` (scripts/start.mjs): a build is stale when
// one of its outputs is missing, or when a source (a file, or a folder whose entries were added or
// removed) changed after the oldest output was written.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Folders that are never a build's source: outputs, installed packages, caches. */
const NOT_SOURCES = new Set(['node_modules', 'dist', 'coverage', 'storybook-static', 'temp']);

/**
 * The newest modification time (ms) among `paths` and everything below them, 0 when none exists.
 * A folder's own time counts: deleting or adding a file changes it.
 * @param {readonly string[]} paths
 * @returns {number}
 */
export function newestModification(paths) {
  let newest = 0;
  for (const path of paths) {
    let info;
    try {
      info = statSync(path);
    } catch {
      continue;
    }
    newest = Math.max(newest, info.mtimeMs);
    if (!info.isDirectory()) continue;
    const children = readdirSync(path).filter((name) => !NOT_SOURCES.has(name) && !name.startsWith('.'));
    newest = Math.max(newest, newestModification(children.map((name) => join(path, name))));
  }
  return newest;
}

/**
 * Why a build must run, or null when its outputs are newer than every source.
 * @param {{ sources: readonly string[]; outputs: readonly string[] }} build
 * @returns {string | null}
 */
export function staleReason({ sources, outputs }) {
  let oldestOutput = Infinity;
  for (const output of outputs) {
    try {
      oldestOutput = Math.min(oldestOutput, statSync(output).mtimeMs);
    } catch {
      return `${output} is missing`;
    }
  }
  return newestModification(sources) > oldestOutput ? 'a source changed after the last build' : null;
}
