import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { jurisdictionCatalog } from './catalog.js';
import { renderAccuracyReport } from './report.js';

const ACCURACY_FILE = fileURLToPath(new URL('../../ACCURACY.md', import.meta.url));

describe('ACCURACY.md', () => {
  it('is current with the rule data (run `npm run accuracy -w @securesplit/engine` to refresh)', () => {
    const committed = readFileSync(ACCURACY_FILE, 'utf8');
    expect(committed).toBe(renderAccuracyReport(jurisdictionCatalog()));
  });

  it('lists all 51 jurisdictions and every example passes', () => {
    const catalog = jurisdictionCatalog();
    expect(catalog).toHaveLength(51);
    const failing = catalog.flatMap((e) => e.childSupport.examples.filter((x) => !x.passed).map((x) => `${e.slug}: ${x.name}`));
    expect(failing).toEqual([]);
  });

  it('says what every estimate approximates', () => {
    for (const entry of jurisdictionCatalog()) {
      for (const version of entry.childSupport.versions) {
        if (version.confidence === 'estimate') expect(version.approximations.length).toBeGreaterThan(0);
      }
    }
  });

  it('separates official printed, secondary printed and derived examples, with counts per jurisdiction', () => {
    const catalog = jurisdictionCatalog();
    const report = renderAccuracyReport(catalog);
    expect(report).toContain('## Worked examples by kind');
    const pennsylvania = catalog.find((e) => e.slug === 'pennsylvania')!;
    const official = pennsylvania.childSupport.examples.filter((e) => e.kind === 'official').length;
    expect(official).toBeGreaterThanOrEqual(1);
    expect(report).toMatch(new RegExp(`\\| Pennsylvania \\| estimate \\| ${official} \\| 0 \\| \\d+ \\|`));
    for (const entry of catalog) for (const e of entry.childSupport.examples) expect(['official', 'secondary', 'derived']).toContain(e.kind);
  });

  it('records each rule change reported as due with what a check found', () => {
    const report = renderAccuracyReport(jurisdictionCatalog());
    expect(report).toContain('## Rule changes reported as due');
    for (const state of ['Connecticut', 'Illinois', 'New York']) expect(report).toMatch(new RegExp(`\\| ${state} \\|.*\\| 2026-11-26 \\|`));
  });
});
