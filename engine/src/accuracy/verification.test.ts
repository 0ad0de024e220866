import { describe, expect, it } from 'vitest';
import { todayIso } from '../rules/versions.js';
import { renderVerificationSection, verificationAreas } from './verification.js';

describe('ACCURACY.md verification section', () => {
  const areas = verificationAreas();

  it('covers child support, alimony, federal and state tax sources', () => {
    expect(areas.map((a) => a.name)).toEqual([
      'Child support rules',
      'Alimony rules',
      'Federal income tax, FICA and alimony tax treatment',
      'State income tax',
    ]);
    for (const area of areas) {
      expect(area.sources.length, area.name).toBeGreaterThan(0);
      expect(area.restsOn.length, area.name).toBeGreaterThan(40);
    }
    const federal = areas[2]!.sources.map((s) => s.title);
    expect(federal.some((t) => t.includes('2024 Instructions for Form 1040, Tax Table'))).toBe(true);
  });

  it('counts the dated sources in each row and lists each one with its date', () => {
    const lines = renderVerificationSection(areas);
    for (const area of areas) {
      const dated = area.sources.filter((s) => s.lastChecked).length;
      expect(lines).toContain(
        `| ${area.name} | ${area.sources.length} | ${dated} | ${area.restsOn.replace(/\|/g, '\\|')} |`,
      );
      for (const s of area.sources.filter((x) => x.lastChecked)) {
        expect(lines.some((l) => l.startsWith(`- ${s.lastChecked}: ${s.title}`))).toBe(true);
      }
    }
  });

  it('says so when nothing carries a date', () => {
    const undated = areas.map((a) => ({ ...a, sources: a.sources.map(({ lastChecked: _unused, ...s }) => s) }));
    expect(renderVerificationSection(undated)).toContain('No source carries a check date.');
  });

  it('holds no check date in the future', () => {
    const today = todayIso();
    for (const s of areas.flatMap((a) => a.sources)) {
      if (s.lastChecked) expect(s.lastChecked <= today, `${s.title}: ${s.lastChecked}`).toBe(true);
    }
  });
});
