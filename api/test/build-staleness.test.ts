import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newestModification, staleReason } from '../../scripts/build-staleness.mjs';

/** `npm start` rebuilds the widgets and the site with this check (scripts/start.mjs). */
describe('the start script’s build staleness check', () => {
  let root: string;
  const at = (path: string, secondsSinceEpoch: number) => utimesSync(join(root, path), secondsSinceEpoch, secondsSinceEpoch);
  const build = () => ({ sources: [join(root, 'src'), join(root, 'package.json')], outputs: [join(root, 'dist/embed.js'), join(root, 'dist/lib.js')] });

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'staleness-'));
    mkdirSync(join(root, 'src', 'elements'), { recursive: true });
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'src', 'elements', 'child-support.ts'), 'export {}');
    writeFileSync(join(root, 'package.json'), '{}');
    writeFileSync(join(root, 'dist', 'embed.js'), '');
    writeFileSync(join(root, 'dist', 'lib.js'), '');
    for (const path of ['src/elements/child-support.ts', 'src/elements', 'src', 'package.json']) at(path, 1_000);
    at('dist/embed.js', 2_000);
    at('dist/lib.js', 2_000);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is fresh when every output is newer than every source', () => {
    expect(staleReason(build())).toBeNull();
  });

  it('is stale when an output is missing', () => {
    rmSync(join(root, 'dist', 'lib.js'));
    expect(staleReason(build())).toBe(`${join(root, 'dist/lib.js')} is missing`);
  });

  it('is stale when a nested source file changed after the oldest output', () => {
    at('dist/lib.js', 1_500);
    at('src/elements/child-support.ts', 1_800);
    expect(staleReason(build())).toBe('a source changed after the last build');
  });

  it('is stale when a file was added to a source folder (the folder’s time changes)', () => {
    at('src/elements', 3_000);
    expect(staleReason(build())).not.toBeNull();
  });

  it('is stale when a source given as a file (package.json) changed', () => {
    at('package.json', 2_500);
    expect(staleReason(build())).not.toBeNull();
  });

  it('ignores build outputs and installed packages inside a source folder', () => {
    mkdirSync(join(root, 'src', 'node_modules'));
    writeFileSync(join(root, 'src', 'node_modules', 'x.js'), '');
    at('src/node_modules/x.js', 9_000);
    at('src/node_modules', 9_000);
    at('src', 1_000);
    expect(newestModification([join(root, 'src')])).toBe(1_000_000);
    expect(staleReason(build())).toBeNull();
  });

  it('counts a missing source as nothing rather than failing', () => {
    expect(newestModification([join(root, 'no-such-folder')])).toBe(0);
    expect(staleReason({ ...build(), sources: [...build().sources, join(root, 'public')] })).toBeNull();
  });
});
