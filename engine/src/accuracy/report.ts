import type { WorkedExampleKind } from '../child-support/types.js';
import { runDisagreement, type JurisdictionCatalogEntry, type RuleVersionSummary } from './catalog.js';
import { PRINTED_EXAMPLE_SEARCHES } from './printed-example-search.js';
import { REPORTED_VERSIONS } from './reported-versions.js';
import { renderVerificationSection } from './verification.js';

function countKinds(examples: readonly { kind: WorkedExampleKind }[]): Record<WorkedExampleKind, number> {
  return {
    official: examples.filter((e) => e.kind === 'official').length,
    secondary: examples.filter((e) => e.kind === 'secondary').length,
    derived: examples.filter((e) => e.kind === 'derived').length,
  };
}

/** Worked examples by where they come from, per jurisdiction, and the states at official confidence without a printed one. */
function renderExampleKinds(catalog: JurisdictionCatalogEntry[]): string[] {
  const lines = [
    '## Worked examples by kind',
    '',
    '"Official printed": the example and its numbers are printed in the state’s own material (rule or statute',
    'text, court or agency worksheet instructions and guides). "Secondary printed": printed by others for the',
    'same rule (law firms, commentary). "Derived": worked out here from the rule text, the arithmetic shown.',
    '',
    '| Jurisdiction | Confidence (newest rules) | Official printed | Secondary printed | Derived |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const entry of catalog) {
    const counts = countKinds(entry.childSupport.examples);
    const newest = entry.childSupport.versions[entry.childSupport.versions.length - 1]!;
    lines.push(`| ${entry.name} | ${newest.confidence} | ${counts.official} | ${counts.secondary} | ${counts.derived} |`);
  }
  const newestOfficial = (entry: JurisdictionCatalogEntry) =>
    entry.childSupport.versions[entry.childSupport.versions.length - 1]!.confidence === 'official';
  const unprinted = catalog.filter((entry) => newestOfficial(entry) && entry.childSupport.examples.every((e) => e.kind === 'derived'));
  const noOfficialPrinted = catalog.filter((entry) => newestOfficial(entry) && !entry.childSupport.examples.some((e) => e.kind === 'official'));
  lines.push(
    '',
    `Jurisdictions at confidence official without any printed example yet: ${unprinted.length === 0 ? 'none' : unprinted.map((e) => e.name).join(', ')}.`,
    '',
    `Jurisdictions at confidence official without an example printed in official material (${noOfficialPrinted.length}): ${noOfficialPrinted.length === 0 ? 'none' : noOfficialPrinted.map((e) => e.name).join(', ')}. What the search for one found is recorded below.`,
    '',
  );
  return lines;
}

/** The search for officially printed examples, state by state, with the printed examples the engine does not reproduce. */
function renderPrintedExampleSearch(catalog: JurisdictionCatalogEntry[]): string[] {
  const name = (slug: string) => catalog.find((e) => e.slug === slug)?.name ?? slug;
  const lines = [
    '## Printed examples: search record',
    '',
    'For each jurisdiction at confidence official without an example printed in official material: what a search',
    'for one found, or where it looked. A printed example the engine does not reproduce is listed with the',
    'engine\'s figure of today and the reason, not changed to fit.',
    '',
    '| Jurisdiction | Status | Checked | What was found | Printed figures asserted | Sources |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const s of PRINTED_EXAMPLE_SEARCHES) {
    const sources = s.sources.map((src) => (src.url ? `[${src.title}](${src.url})` : src.title)).join('; ');
    lines.push(
      `| ${name(s.jurisdiction)} | ${s.status} | ${s.checked ?? '—'} | ${escapeCell(s.found)} | ${escapeCell(s.assertedFigures ?? '—')} | ${escapeCell(sources || '—')} |`,
    );
  }
  const disagreements = PRINTED_EXAMPLE_SEARCHES.flatMap((s) => (s.disagreements ?? []).map((d) => ({ s, d })));
  if (disagreements.length > 0) {
    lines.push('', '### Printed examples the engine does not reproduce', '');
    for (const { s, d } of disagreements) {
      const engine = runDisagreement(d);
      lines.push(
        `- ${name(s.jurisdiction)}: ${d.name} — printed $${d.printedMonthlyPayment.toFixed(2)}, engine $${engine === null ? 'error' : engine.toFixed(2)}. ${d.explanation}`,
      );
    }
  }
  lines.push('');
  return lines;
}

/** Rule changes reported as due and what a check found, so a missing version is a recorded finding. */
function renderReportedVersions(): string[] {
  const lines = [
    '## Rule changes reported as due',
    '',
    '| Jurisdiction | Change | Reported from | Status | Checked | What was found |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of REPORTED_VERSIONS) {
    const sources = r.sources.map((s) => (s.url ? `[${s.title}](${s.url})` : s.title)).join('; ');
    lines.push(
      `| ${r.jurisdiction} | ${escapeCell(r.change)} | ${r.reportedFrom} | ${r.status} | ${r.checked} | ${escapeCell(`${r.found} Sources: ${sources}`)} |`,
    );
  }
  lines.push('');
  return lines;
}

function range(version: RuleVersionSummary): string {
  return version.effective.to ? `${version.effective.from} to ${version.effective.to}` : `from ${version.effective.from}`;
}

function cite(version: RuleVersionSummary): string {
  return version.sources
    .map((s) => {
      const text = `${s.title}${s.section ? `, ${s.section}` : ''}`;
      return s.url ? `[${text}](${s.url})` : text;
    })
    .join('; ');
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

/**
 * ACCURACY.md, generated from the rule data and the worked examples so it cannot drift: what each
 * jurisdiction's calculation follows, and what it merely approximates.
 */
export function renderAccuracyReport(catalog: JurisdictionCatalogEntry[]): string {
  const versions = catalog.flatMap((entry) => entry.childSupport.versions.map((v) => ({ entry, v })));
  const newest = (entry: JurisdictionCatalogEntry) => entry.childSupport.versions[entry.childSupport.versions.length - 1]!;
  const official = catalog.filter((entry) => newest(entry).confidence === 'official');
  const examples = catalog.flatMap((entry) => entry.childSupport.examples);
  const passed = examples.filter((e) => e.passed).length;
  const kinds = countKinds(examples);

  const lines = [
    '# Child support accuracy report',
    '',
    '<!-- Generated by `npm run accuracy -w @securesplit/engine` from the rule data; do not edit. -->',
    '',
    'What each jurisdiction\'s calculation follows, the rules\' effective dates and sources, and the worked',
    'examples the engine reproduces. "official" means the state\'s own guideline formula and tables are',
    'implemented; "estimate" means part of the rule is approximated, and the approximation is listed.',
    'A calculation from gross income in a state whose guideline starts from net income also estimates taxes,',
    'and says so in its result.',
    '',
    `- Jurisdictions at confidence official (newest rules): **${official.length} of ${catalog.length}**`,
    `- Worked examples reproduced: **${passed} of ${examples.length}** (${kinds.official} printed in official material, ${kinds.secondary} printed in secondary material, ${kinds.derived} derived from the rule text)`,
    `- Rule versions held: ${versions.length}`,
    '',
    '| Jurisdiction | Model | Income basis | Rules in force | Confidence | Examples passed | Source |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const { entry, v } of versions) {
    const ex = entry.childSupport.examples;
    lines.push(
      `| ${entry.name} | ${v.model} | ${v.incomeBasis} | ${range(v)} | ${v.confidence} | ${ex.filter((e) => e.passed).length} / ${ex.length} | ${escapeCell(cite(v))} |`,
    );
  }
  lines.push('', '## Worked examples', '');
  for (const entry of catalog) {
    if (entry.childSupport.examples.length === 0) continue;
    lines.push(`### ${entry.name}`, '');
    for (const e of entry.childSupport.examples) {
      lines.push(
        `- ${e.passed ? 'passes' : 'FAILS'} (${e.kind}): ${e.name} — expected $${e.expectedMonthlyPayment.toFixed(2)}, engine $${e.actualMonthlyPayment === null ? 'error' : e.actualMonthlyPayment.toFixed(2)}. Source: ${e.source}`,
      );
    }
    lines.push('');
  }
  lines.push(...renderExampleKinds(catalog));
  lines.push(...renderPrintedExampleSearch(catalog));
  lines.push(...renderReportedVersions());
  lines.push('## What the estimates approximate', '');
  for (const entry of catalog) {
    const approximated = entry.childSupport.versions.filter((v) => v.confidence === 'estimate');
    if (approximated.length === 0) continue;
    lines.push(`### ${entry.name}`, '');
    for (const v of approximated) {
      lines.push(`Rules ${range(v)}: ${v.summary}`, '');
      for (const a of v.approximations) lines.push(`- ${a}`);
      lines.push('');
    }
  }
  lines.push(...renderVerificationSection());
  return `${lines.join('\n').trimEnd()}\n`;
}
