import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../child-support/calculate.js';
import { jurisdictionCatalog } from './catalog.js';
import { PRINTED_EXAMPLE_SEARCHES } from './printed-example-search.js';
import { renderAccuracyReport } from './report.js';

describe('search record for officially printed examples', () => {
  const catalog = jurisdictionCatalog();
  const newestIsOfficial = (slug: string) => {
    const entry = catalog.find((e) => e.slug === slug)!;
    return entry.childSupport.versions[entry.childSupport.versions.length - 1]!.confidence === 'official';
  };
  const hasOfficialExample = (slug: string) =>
    catalog.find((e) => e.slug === slug)!.childSupport.examples.some((e) => e.kind === 'official');

  it('covers exactly the jurisdictions at confidence official without an official printed example', () => {
    const expected = catalog.filter((e) => newestIsOfficial(e.slug) && !hasOfficialExample(e.slug)).map((e) => e.slug);
    const recorded = PRINTED_EXAMPLE_SEARCHES.map((s) => s.jurisdiction);
    expect(new Set(recorded).size).toBe(recorded.length);
    expect([...recorded].sort()).toEqual([...expected].sort());
  });

  it('keeps each status consistent with what it records', () => {
    for (const search of PRINTED_EXAMPLE_SEARCHES) {
      // A search has the day it was made; no date is written where none was made.
      if (search.status === 'not searched') expect(search.checked).toBeUndefined();
      else expect(search.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(search.found.length).toBeGreaterThan(20);
      // A found example is registered with the rules, and the jurisdiction then leaves this record.
      expect(search.status).not.toBe('found');
      expect((search.disagreements ?? []).length > 0).toBe(search.status === 'disagrees');
      if (search.status === 'printed figures only') expect(search.assertedFigures).toBeTruthy();
    }
  });

  it('runs every printed example the engine disagrees with, and they still disagree (else register them as examples)', () => {
    for (const search of PRINTED_EXAMPLE_SEARCHES) {
      for (const d of search.disagreements ?? []) {
        expect(d.input.state).toBe(search.jurisdiction);
        const result = calculateChildSupport(d.input);
        expect(result.monthlyPayment).not.toBe(d.printedMonthlyPayment);
      }
    }
  });

  it('Missouri: the Form 14 split-custody Exhibit 2 differs only by its basic amount ($1,040 printed, $1,131 in the schedule)', () => {
    const missouri = PRINTED_EXAMPLE_SEARCHES.find((s) => s.jurisdiction === 'missouri')!;
    const exhibit = missouri.disagreements![0]!;
    const result = calculateChildSupport(exhibit.input);
    const line = (label: string) => result.steps.find((s) => s.label === label)?.value;
    expect(line('5. Basic child support amount')).toBe(1131);
    expect(line('7. Total additional child-rearing costs')).toBe(500);
    expect(line('10. Credit for additional child-rearing costs paid')).toBe(400);
    expect(result.monthlyPayment).toBe(765);
    // The printed worksheet's own lines from its line 5: (1,040 + 500) × 71.4% = 1,099.56 → 1,100; 1,100 − 400.
    expect(Math.round((1040 + 500) * 0.714) - 400).toBe(exhibit.printedMonthlyPayment);
  });

  it('Missouri: Exhibit 1 differs by the same cell ($1,131 read where the exhibit prints $1,040)', () => {
    const missouri = PRINTED_EXAMPLE_SEARCHES.find((s) => s.jurisdiction === 'missouri')!;
    const exhibit = missouri.disagreements!.find((d) => d.name.includes('Exhibit 1'))!;
    const result = calculateChildSupport(exhibit.input);
    const line = (label: string) => result.steps.find((s) => s.label === label)?.value;
    expect(line('5. Basic child support amount')).toBe(1131);
    expect(line('7. Total additional child-rearing costs')).toBe(350);
    expect(line("9. Paying parent's support obligation")).toBe(424);
    expect(line('10. Credit for additional child-rearing costs paid')).toBe(100);
    expect(result.monthlyPayment).toBe(324);
    // The printed worksheet's own lines from its line 5: (1,040 + 350) × 28.6% = 397.54 → 398; 398 − 100.
    expect(Math.round((1040 + 350) * 0.286) - 100).toBe(exhibit.printedMonthlyPayment);
  });

  it('is rendered in ACCURACY.md with the engine figure beside each disagreement', () => {
    const report = renderAccuracyReport(catalog);
    expect(report).toContain('## Printed examples: search record');
    expect(report).toMatch(/\| Missouri \| disagrees \| 2026-11-27 \|/);
    expect(report).toContain('printed $700.00, engine $765.00');
  });
});
