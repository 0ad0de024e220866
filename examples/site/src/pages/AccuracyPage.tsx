import { useEffect, useId, useMemo, useState } from 'react';
import { JURISDICTIONS } from '@securesplit/engine/jurisdictions';
import { BackToCalculators } from '../components/Layout.js';
import { Link, useRouter } from '../router.js';
import { formatUsd } from '../format.js';
import {
  exampleKinds,
  fetchCatalog,
  fetchScenario,
  type Catalog,
  type Jurisdiction,
  type ScenarioOutcome,
} from './accuracy/catalog.js';
import { incomeBasisName, modelName } from './accuracy/model-names.js';
import './accuracy/accuracy.css';

const PAGE_PATH = '/calculator-accuracy';
const STATE_PARAMETER = 'state';

/** The state a link names (`?state=texas`, `?state=New York`), or '' when it names none we know. */
function stateFromQuery(search: string): string {
  const asked = new URLSearchParams(search).get(STATE_PARAMETER)?.trim().toLowerCase().replace(/\s+/g, '-') ?? '';
  return JURISDICTIONS.some((j) => j.slug === asked) ? asked : '';
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const longDate = (isoDay: string) => LONG_DATE.format(new Date(`${isoDay}T00:00:00Z`));

/** A state's report: its rules, how sure the figure is, the standard scenario and the worked examples. */
function StateReport({ entry }: { entry: Jurisdiction }) {
  const headingId = useId();
  const [scenario, setScenario] = useState<ScenarioOutcome | 'loading'>('loading');
  useEffect(() => {
    const controller = new AbortController();
    setScenario('loading');
    fetchScenario(entry.slug, controller.signal).then(setScenario, (error: unknown) => {
      if (!controller.signal.aborted) setScenario({ error: `The calculator could not be reached (${(error as Error).message}).` });
    });
    return () => controller.abort();
  }, [entry.slug]);

  const current = entry.childSupport.current;
  const examples = entry.childSupport.examples;
  const passed = examples.filter((e) => e.passed).length;
  const official = current.confidence === 'official';

  return (
    <section className="card accuracy-state" aria-labelledby={headingId}>
      <h3 id={headingId}>{entry.name}</h3>
      <p>
        {official
          ? `The calculator follows ${entry.name}’s official guideline as published.`
          : `The calculator estimates ${entry.name}’s guideline: it approximates parts of the official method (listed below), so treat its figure as a guide.`}
      </p>
      <dl className="accuracy-facts">
        <dt>Guideline</dt>
        <dd>
          {modelName(current.model)}, from {incomeBasisName(current.incomeBasis)}
        </dd>
        <dt>Rules in force</dt>
        <dd>
          since {longDate(current.effective.from)}
          {current.effective.to ? `, until ${longDate(current.effective.to)}` : ''}
        </dd>
        <dt>Confidence</dt>
        <dd>
          <span className={`badge badge-${current.confidence}`}>{official ? 'official' : 'estimate'}</span>
        </dd>
        <dt>Standard scenario</dt>
        <dd aria-live="polite">
          {scenario === 'loading' ? (
            'computing…'
          ) : 'error' in scenario ? (
            <span className="field-error">{scenario.error}</span>
          ) : (
            <>
              {formatUsd(scenario.monthlyPayment)} a month{scenario.confidence === 'estimate' ? ' (estimate)' : ''}
            </>
          )}
        </dd>
        <dt>Worked examples</dt>
        <dd>
          {examples.length === 0
            ? 'none yet'
            : `${passed} of ${examples.length} reproduced: ${exampleKinds(examples)}`}
        </dd>
        <dt>Source</dt>
        <dd>
          <ul className="accuracy-sources">
            {current.sources.map((s) => (
              <li key={`${s.title}${s.section ?? ''}`}>
                {s.url ? (
                  <a href={s.url} rel="noreferrer" target="_blank">
                    {s.title}
                    {s.section ? `, ${s.section}` : ''}
                  </a>
                ) : (
                  <>
                    {s.title}
                    {s.section ? `, ${s.section}` : ''}
                  </>
                )}
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      <p>{current.summary}</p>
      {examples.length > 0 && (
        <>
          <h4>Worked examples</h4>
          <ul className="accuracy-examples">
            {examples.map((e) => (
              <li key={e.name}>
                <span className={`badge ${e.passed ? 'badge-official' : 'badge-fail'}`}>{e.passed ? 'passes' : 'fails'}</span>{' '}
                {e.name}: expected {formatUsd(e.expectedMonthlyPayment)}, calculator{' '}
                {e.actualMonthlyPayment === null ? 'error' : formatUsd(e.actualMonthlyPayment)} — <em>{e.source}</em>
              </li>
            ))}
          </ul>
        </>
      )}
      {!official && current.approximations.length > 0 && (
        <>
          <h4>What the estimate approximates</h4>
          <ul>
            {current.approximations.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </>
      )}
      <p className="accuracy-try">
        <Link to={`/?calculator=child-support&state=${entry.slug}#calculators`}>Calculate child support in {entry.name}</Link>
      </p>
    </section>
  );
}

export default function AccuracyPage() {
  const [catalog, setCatalog] = useState<Catalog | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState(() => stateFromQuery(window.location.search));
  // A link to this page (the header's, or back and forward) names its state again, or none.
  const { navigation } = useRouter();
  useEffect(() => setState(stateFromQuery(window.location.search)), [navigation]);

  useEffect(() => {
    const controller = new AbortController();
    setLoadError(null);
    fetchCatalog(controller.signal).then(setCatalog, (error: unknown) => {
      if (!controller.signal.aborted) setLoadError((error as Error).message || 'The report could not be loaded.');
    });
    return () => controller.abort();
  }, [attempt]);

  const jurisdictions = useMemo(() => catalog?.jurisdictions ?? [], [catalog]);
  const official = jurisdictions.filter((j) => j.childSupport.current.confidence === 'official');
  const estimates = jurisdictions.filter((j) => j.childSupport.current.confidence !== 'official');
  const examples = jurisdictions.flatMap((j) => j.childSupport.examples);
  const passed = examples.filter((e) => e.passed);
  const selected = jurisdictions.find((j) => j.slug === state);

  const choose = (slug: string) => {
    setState(slug);
    // Deep-linkable without a new history entry per pick: the address always names the state shown.
    window.history.replaceState(null, '', slug ? `${PAGE_PATH}?${STATE_PARAMETER}=${slug}` : PAGE_PATH);
  };

  return (
    <div className="page">
      <h1>Calculator accuracy</h1>
      <p>
        This report is generated from the rules the calculators run, so it cannot drift from them. For each state it
        shows the guideline, the date its rules took effect, the source, whether the state’s official tables or formula
        are implemented (“official”) or approximated (“estimate”), and the worked examples the calculator reproduces:
        printed in the state’s own material, printed by others (law firms, legal-information sites, courts), or worked by
        us from the rule text. Everything here is measured; nothing is claimed that is not.
      </p>

      <h2>Summary</h2>
      {loadError ? (
        <div role="alert">
          <p className="field-error">{loadError}</p>
          <button type="button" className="button button-primary" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </div>
      ) : !catalog ? (
        <p role="status">Loading the report…</p>
      ) : (
        <>
          <ul className="stat-list">
            <li>
              <strong>{official.length}</strong> of {jurisdictions.length} jurisdictions follow the official guideline
            </li>
            <li>
              <strong>
                {passed.length} of {examples.length}
              </strong>{' '}
              worked examples reproduced: {exampleKinds(examples)}
            </li>
          </ul>
          {estimates.length > 0 && (
            <p>
              Estimates ({estimates.length}): {estimates.map((j) => j.name).join(', ')}. Each state’s report below says what
              its estimate approximates.
            </p>
          )}
        </>
      )}
      <p>
        <strong>Testing standard:</strong> every state is run with the same scenario, a custodial parent earning $3,000
        and a noncustodial parent $4,000 gross a month, 2 children, primary custody with the custodial parent, under the
        rules in force today. A state that starts from net income estimates taxes from gross income, and its result is
        then labelled an estimate.
      </p>

      <h2>One state at a time</h2>
      <div className="field accuracy-picker">
        <label htmlFor="accuracy-state">State</label>
        <select id="accuracy-state" value={state} onChange={(e) => choose(e.target.value)}>
          <option value="">Choose a state</option>
          {JURISDICTIONS.map((j) => (
            <option key={j.slug} value={j.slug}>
              {j.name}
            </option>
          ))}
        </select>
      </div>
      {selected ? (
        <StateReport key={selected.slug} entry={selected} />
      ) : (
        catalog && <p className="field-hint">Choose a state to see its rules, sources, the standard scenario and its worked examples.</p>
      )}
      <BackToCalculators />
    </div>
  );
}
