import { useMemo } from 'react';
import {
  calculateChildSupport,
  jurisdictionCatalog,
  type JurisdictionCatalogEntry,
} from '@securesplit/engine';
import { BackToCalculators } from '../components/Layout.js';
import { formatUsd } from '../format.js';
import { ScrollTable } from '../components/ScrollTable.js';

/** The spec's testing standard scenario (part 2, section 2): 3,000 and 4,000 a month, 2 children. */
const SCENARIO = {
  custodialParentIncome: 3000,
  nonCustodialParentIncome: 4000,
  numberOfChildren: 2,
  custodyArrangement: 'primary',
  custodialParentTime: 100,
  nonCustodialParentTime: 0,
} as const;

interface Row {
  entry: JurisdictionCatalogEntry;
  scenario: { monthlyPayment: number; confidence: string } | { error: string };
}

function computeRows(): Row[] {
  return jurisdictionCatalog().map((entry) => {
    try {
      const result = calculateChildSupport({ ...SCENARIO, state: entry.slug });
      return {
        entry,
        scenario: { monthlyPayment: result.monthlyPayment, confidence: result.meta.confidence },
      };
    } catch (error) {
      return { entry, scenario: { error: (error as Error).message } };
    }
  });
}

type WorkedExample = JurisdictionCatalogEntry['childSupport']['examples'][number];

function countKinds(examples: readonly WorkedExample[]): Record<WorkedExample['kind'], number> {
  const count = (kind: WorkedExample['kind']) => examples.filter((e) => e.kind === kind).length;
  return { official: count('official'), secondary: count('secondary'), derived: count('derived') };
}

/** How many examples of each kind: printed in official material, printed by others, derived from the rule text. */
function exampleKinds(examples: readonly WorkedExample[]): string {
  const kinds = countKinds(examples);
  return `${kinds.official} printed in official material, ${kinds.secondary} printed by others, ${kinds.derived} derived from the rule text`;
}

/** The same, short enough for a table cell. */
function exampleKindsShort(examples: readonly WorkedExample[]): string {
  const kinds = countKinds(examples);
  return `official ${kinds.official} · others ${kinds.secondary} · derived ${kinds.derived}`;
}

export default function AccuracyPage() {
  const rows = useMemo(computeRows, []);
  const official = rows.filter((r) => r.entry.childSupport.current.confidence === 'official');
  const examples = rows.flatMap((r) => r.entry.childSupport.examples);
  const passed = examples.filter((e) => e.passed);

  return (
    <div className="page">
      <h1>Calculator accuracy</h1>
      <p>
        This report is generated from the rules the calculators run, so it cannot drift from them. For each
        state it shows the guideline model, the date its rules took effect, the source, whether the state’s
        official tables or formula are implemented (“official”) or approximated (“estimate”), and the worked
        examples the engine reproduces: printed in the state’s own material, printed by others (law firms,
        legal-information sites, courts), or worked by us from the rule text. Everything here is measured;
        nothing is claimed that is not.
      </p>
      <ul className="stat-list">
        <li>
          <strong>{official.length}</strong> of {rows.length} jurisdictions follow the official guideline
        </li>
        <li>
          <strong>
            {passed.length} of {examples.length}
          </strong>{' '}
          worked examples reproduced: {exampleKinds(examples)}
        </li>
      </ul>
      <h2>The standard scenario, computed live</h2>
      <p>
        Custodial parent $3,000 and noncustodial parent $4,000 gross a month, 2 children, primary custody with
        the custodial parent, under the rules in force today. A state that starts from net income estimates
        taxes from gross income, and its result is then labelled an estimate.
      </p>
      <ScrollTable
        name={{ label: 'Accuracy by state' }}
        caption="Child support rules and the standard scenario by state"
        columns={[
          'State',
          'Model',
          'Rules in force',
          'Confidence',
          'Examples passed',
          'Scenario result',
          'Source',
        ]}
      >
        {rows.map(({ entry, scenario }) => {
          const current = entry.childSupport.current;
          const ex = entry.childSupport.examples;
          return (
            <tr key={entry.slug}>
              <th scope="row">{entry.name}</th>
              <td>{current.model}</td>
              <td>
                from {current.effective.from}
                {current.effective.to ? ` to ${current.effective.to}` : ''}
              </td>
              <td>
                <span className={`badge badge-${current.confidence}`}>{current.confidence}</span>
              </td>
              <td>
                {ex.filter((e) => e.passed).length} / {ex.length}
                <span className="accuracy-kinds">{exampleKindsShort(ex)}</span>
              </td>
              <td>
                {'error' in scenario ? (
                  <span className="field-error">{scenario.error}</span>
                ) : (
                  <>
                    {formatUsd(scenario.monthlyPayment)}/mo
                    {scenario.confidence === 'estimate' ? ' (estimate)' : ''}
                  </>
                )}
              </td>
              <td>
                {current.sources.slice(0, 1).map((s) =>
                  s.url ? (
                    <a key={s.title} href={s.url} rel="noreferrer" target="_blank">
                      {s.title}
                      {s.section ? `, ${s.section}` : ''}
                    </a>
                  ) : (
                    <span key={s.title}>
                      {s.title}
                      {s.section ? `, ${s.section}` : ''}
                    </span>
                  ),
                )}
              </td>
            </tr>
          );
        })}
      </ScrollTable>
      <h2>Worked examples</h2>
      {rows
        .filter((r) => r.entry.childSupport.examples.length > 0)
        .map(({ entry }) => (
          <section key={entry.slug} className="example-group">
            <h3>{entry.name}</h3>
            <ul>
              {entry.childSupport.examples.map((e) => (
                <li key={e.name}>
                  <span className={`badge ${e.passed ? 'badge-official' : 'badge-fail'}`}>
                    {e.passed ? 'passes' : 'fails'}
                  </span>{' '}
                  {e.name}: expected {formatUsd(e.expectedMonthlyPayment)}, engine{' '}
                  {e.actualMonthlyPayment === null ? 'error' : formatUsd(e.actualMonthlyPayment)} —{' '}
                  <em>{e.source}</em>
                </li>
              ))}
            </ul>
          </section>
        ))}
      <h2>What the estimates approximate</h2>
      {rows
        .filter((r) => r.entry.childSupport.current.confidence === 'estimate')
        .map(({ entry }) => (
          <details key={entry.slug} className="faq-item">
            <summary>{entry.name}</summary>
            <ul>
              {entry.childSupport.current.approximations.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          </details>
        ))}
      <BackToCalculators />
    </div>
  );
}
