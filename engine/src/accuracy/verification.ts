import { ALIMONY_RULES } from '../alimony/jurisdictions/index.js';
import { CHILD_SUPPORT_RULES } from '../child-support/jurisdictions/index.js';
import { JURISDICTION_SLUGS } from '../jurisdictions.js';
import { HHS_POVERTY_GUIDELINE_SOURCE } from '../rules/poverty-guideline.js';
import type { Source } from '../rules/source.js';
import { ALIMONY_SOURCES } from '../tax/alimony.js';
import { FEDERAL_PARAMETERS } from '../tax/federal/parameters.js';
import { TAX_TABLE_SOURCES } from '../tax/federal/tax-table.js';
import { FICA_PARAMETERS } from '../tax/fica.js';
import { stateTaxRulesFor } from '../tax/states/index.js';
import { TAX_YEARS } from '../tax/types.js';

/** One area of the engine's data, the sources it cites, and what its values rest on without a check date. */
export interface VerificationArea {
  name: string;
  sources: Source[];
  /** What the values rest on where no one has recorded a check against the source. */
  restsOn: string;
}

function distinct(sources: readonly Source[]): Source[] {
  const seen = new Map<string, Source>();
  for (const s of sources) seen.set(JSON.stringify([s.title, s.section, s.url, s.lastChecked]), s);
  return [...seen.values()];
}

/** Every source the engine cites, by area, with what the values rest on. */
export function verificationAreas(): VerificationArea[] {
  return [
    {
      name: 'Child support rules',
      sources: distinct([
        ...[...CHILD_SUPPORT_RULES.values()].flatMap((rules) => rules.versions.flatMap((v) => v.sources)),
        HHS_POVERTY_GUIDELINE_SOURCE,
      ]),
      restsOn:
        "the figures as transcribed into the rule files (engine/src/child-support/jurisdictions, each source naming its section, table or form), the worked examples above (an official example is the source's own numbers) and each state's rule tests",
    },
    {
      name: 'Alimony rules',
      sources: distinct([...ALIMONY_RULES.values()].flatMap((rules) => rules.versions.flatMap((v) => v.sources))),
      restsOn:
        'the statute and guideline text as transcribed into engine/src/alimony/jurisdictions and the formula tests (engine/src/alimony/formulas.test.ts), which work each rule from its text',
    },
    {
      name: 'Federal income tax, FICA and alimony tax treatment',
      sources: distinct([
        ...TAX_YEARS.flatMap((year) => [
          ...FEDERAL_PARAMETERS[year].sources,
          TAX_TABLE_SOURCES[year],
          ...FICA_PARAMETERS[year].sources,
        ]),
        ...ALIMONY_SOURCES,
      ]),
      restsOn:
        "the Rev. Proc. and statute figures as transcribed into engine/src/tax/federal/parameters.ts and engine/src/tax/fica.ts, the tests of each bracket's starting tax against the Rev. Proc. rate tables (federal.test.ts), and, under $100,000, the tests against rows printed in the 2024 and 2025 Tax Tables (tax-table.test.ts; 2026's table is built the same way until the IRS prints it)",
    },
    {
      name: 'State income tax',
      sources: distinct(
        JURISDICTION_SLUGS.flatMap((slug) => stateTaxRulesFor(slug).years.flatMap((y) => [...y.sources])),
      ),
      restsOn:
        'the figures as transcribed into engine/src/tax/states from the sources named for each state and year (some 2026 figures from the secondary compilations cited), and the state tax tests (state-tax.test.ts, state-corrections.test.ts)',
    },
  ];
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

/** The ACCURACY.md section on check dates: how many sources carry one, which, and what the rest rest on. */
export function renderVerificationSection(areas: VerificationArea[] = verificationAreas()): string[] {
  const lines = [
    '## Verification',
    '',
    'A source carries a check date (`lastChecked`) only where someone compared the engine\'s figures with that',
    'source on that day and wrote the date on it by hand; no helper applies one (a test fails if a function, a',
    'shared constant or a later assignment writes it). Where a source has no date, nobody has recorded such a',
    'check, and its values rest on what the table says.',
    '',
    '| Area | Sources cited | With a check date | Without one, the values rest on |',
    '| --- | --- | --- | --- |',
  ];
  for (const area of areas) {
    const dated = area.sources.filter((s) => s.lastChecked !== undefined).length;
    lines.push(`| ${area.name} | ${area.sources.length} | ${dated} | ${escapeCell(area.restsOn)} |`);
  }
  const dated = areas.flatMap((area) =>
    area.sources.filter((s) => s.lastChecked !== undefined).map((s) => ({ area: area.name, s })),
  );
  lines.push('');
  if (dated.length === 0) {
    lines.push('No source carries a check date.');
  } else {
    lines.push('Sources with a check date:', '');
    for (const { area, s } of dated.sort((a, b) => a.s.title.localeCompare(b.s.title))) {
      lines.push(`- ${s.lastChecked}: ${s.title}${s.section ? `, ${s.section}` : ''} (${area})`);
    }
  }
  return lines;
}
