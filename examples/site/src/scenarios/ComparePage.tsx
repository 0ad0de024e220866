import { useCallback, useEffect, useId, useState } from 'react';
import { useAuth } from '../account/auth.js';
import { useToast } from '../components/Toast.js';
import { Link, useRouter } from '../router.js';
import {
  CALCULATOR_LABELS,
  COMPARE_MAX,
  comparisonRows,
  deleteScenario,
  formatValue,
  headlineAmount,
  keepBrowserScenariosOnAccount,
  listAccountScenarios,
  openInCalculator,
  readBrowserScenarios,
  SCENARIOS_CHANGED,
  withResult,
  type ComparisonRow,
  type Scenario,
} from './scenarios.js';
import './scenarios.css';

const idOf = (scenario: Scenario) => `${scenario.where}:${scenario.key}`;

function useScenarios() {
  const { user } = useAuth();
  const [browser, setBrowser] = useState<Scenario[]>(() => readBrowserScenarios());
  const [account, setAccount] = useState<Scenario[] | 'loading' | 'failed'>([]);
  const reload = useCallback(() => {
    setBrowser(readBrowserScenarios());
    if (!user) {
      setAccount([]);
      return;
    }
    listAccountScenarios().then(setAccount, () => setAccount('failed'));
  }, [user]);
  useEffect(() => {
    if (user) setAccount('loading');
    reload();
    window.addEventListener(SCENARIOS_CHANGED, reload);
    return () => window.removeEventListener(SCENARIOS_CHANGED, reload);
  }, [reload, user]);
  return { browser, account, signedIn: Boolean(user) };
}

/** /compare: the scenarios kept on the account and in this browser; two to four side by side, differences marked. */
export default function ComparePage() {
  const { browser, account, signedIn } = useScenarios();
  const { openDialog } = useAuth();
  const { navigate } = useRouter();
  const toast = useToast('scenario');
  const [chosen, setChosen] = useState<string[]>([]);
  const [compared, setCompared] = useState<Scenario[] | 'loading' | 'failed'>([]);
  const [keeping, setKeeping] = useState(false);
  const accountList = Array.isArray(account) ? account : [];
  const all = [...accountList, ...browser];

  // Read the chosen ones (with their results) whenever the choice changes.
  const chosenKey = chosen.join('|');
  useEffect(() => {
    const picked = chosen.map((id) => all.find((s) => idOf(s) === id)).filter((s): s is Scenario => s !== undefined);
    if (picked.length < 2) {
      setCompared([]);
      return undefined;
    }
    let current = true;
    setCompared('loading');
    Promise.all(picked.map(withResult)).then(
      (read) => current && setCompared(read),
      () => current && setCompared('failed'),
    );
    return () => {
      current = false;
    };
    // `all` is made from `browser` and `account`: with the choice, they decide what is read.
  }, [chosenKey, browser, account]);

  function toggle(scenario: Scenario, on: boolean) {
    const id = idOf(scenario);
    setChosen((previous) => (on ? (previous.includes(id) || previous.length >= COMPARE_MAX ? previous : [...previous, id]) : previous.filter((c) => c !== id)));
  }

  async function onDelete(scenario: Scenario) {
    try {
      await deleteScenario(scenario);
      setChosen((previous) => previous.filter((c) => c !== idOf(scenario)));
      toast({ title: `Deleted “${scenario.name}”`, variant: 'success' });
    } catch {
      toast({ title: 'The scenario could not be deleted', description: 'Please try again.', variant: 'destructive' });
    }
  }

  function onOpen(scenario: Scenario) {
    openInCalculator(scenario);
    navigate('/#calculators');
  }

  async function onKeepOnAccount() {
    setKeeping(true);
    try {
      const { moved, kept } = await keepBrowserScenariosOnAccount();
      setChosen([]);
      toast({
        title: moved === 1 ? 'One scenario is now on your account' : `${moved} scenarios are now on your account`,
        description: kept.length > 0 ? `Still in this browser: ${kept.map((k) => `“${k.name}” (${k.reason})`).join('; ')}` : undefined,
        variant: kept.length > 0 ? 'default' : 'success',
      });
    } finally {
      setKeeping(false);
    }
  }

  const listHeading = useId();
  return (
    <div className="page compare-page">
      <h1>Scenarios side by side</h1>
      <p>
        Save a result as a scenario (“My offer”, “Their offer”, “Court guideline”) with <strong>Save as scenario</strong> under any free
        calculator’s result, then choose two to four here to see them side by side. <Link to="/#calculators">Go to the calculators</Link>.
      </p>
      {!signedIn && (
        <p className="scenario-note">
          Signed out, scenarios are kept in this browser only and never sent to us.{' '}
          <button type="button" className="scenario-link-button" onClick={() => openDialog('login', { stay: true })}>
            Log in
          </button>{' '}
          to keep them on your account.
        </p>
      )}
      {signedIn && browser.length > 0 && (
        <div className="card scenario-keep" role="region" aria-label="Scenarios in this browser">
          <p>
            {browser.length === 1 ? 'One scenario is' : `${browser.length} scenarios are`} kept in this browser only. Keep them on your account
            so they are there on every device?
          </p>
          <button type="button" className="button button-primary" disabled={keeping} onClick={() => void onKeepOnAccount()}>
            {keeping ? 'Keeping...' : 'Keep them on my account'}
          </button>
        </div>
      )}

      <section aria-labelledby={listHeading}>
        <h2 id={listHeading}>Your scenarios</h2>
        {account === 'loading' && <p role="status">Loading your scenarios…</p>}
        {account === 'failed' && <p role="alert">Your account’s scenarios could not be loaded. Those in this browser are shown.</p>}
        {all.length === 0 && account !== 'loading' ? (
          <p>No scenarios yet. Calculate, then press Save as scenario under the result.</p>
        ) : (
          <>
            <p id={`${listHeading}-hint`} className="field-hint">
              Choose two to four to compare ({chosen.length} chosen).
            </p>
            <ul className="scenario-list">
              {all.map((scenario) => {
                const id = idOf(scenario);
                const isChosen = chosen.includes(id);
                const amount = headlineAmount(scenario);
                return (
                  <li key={id} className="scenario-item">
                    <label className="scenario-choose">
                      <input
                        type="checkbox"
                        checked={isChosen}
                        disabled={!isChosen && chosen.length >= COMPARE_MAX}
                        aria-describedby={`${listHeading}-hint`}
                        onChange={(event) => toggle(scenario, event.target.checked)}
                      />
                      <span className="scenario-name">{scenario.name}</span>
                    </label>
                    <span className="scenario-meta">
                      {CALCULATOR_LABELS[scenario.calculator]}
                      {amount !== undefined ? ` · ${formatValue(amount, true)} a month` : ''}
                      {' · '}
                      {scenario.where === 'browser' ? 'this browser' : 'your account'}
                    </span>
                    <span className="scenario-actions">
                      <button type="button" className="button button-secondary" onClick={() => onOpen(scenario)} aria-label={`Open ${scenario.name} in the calculator`}>
                        Open
                      </button>
                      <button type="button" className="button button-secondary" onClick={() => void onDelete(scenario)} aria-label={`Delete ${scenario.name}`}>
                        Delete
                      </button>
                    </span>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </section>

      {compared === 'loading' && <p role="status">Reading the scenarios…</p>}
      {compared === 'failed' && <p role="alert">The scenarios could not be read. Please try again.</p>}
      {Array.isArray(compared) && compared.length >= 2 && <Comparison scenarios={compared} />}
    </div>
  );
}

function Comparison({ scenarios }: { scenarios: Scenario[] }) {
  const headingId = useId();
  const { results, inputs } = comparisonRows(scenarios);
  const differing = [...results, ...inputs].filter((row) => row.differs).length;
  const headline = results[0];
  return (
    <section className="comparison" aria-labelledby={headingId}>
      <h2 id={headingId}>Comparison</h2>
      {/* The headline first, one scenario a line: readable at any width, before the table that may scroll. */}
      {headline && (
        <ul className="comparison-headline" aria-label={headline.label}>
          {scenarios.map((scenario, index) => (
            <li key={idOf(scenario)}>
              <span className="scenario-name">{scenario.name}</span>: <strong className="comparison-amount">{headline.values[index]}</strong>
            </li>
          ))}
        </ul>
      )}
      <p role="status">
        {differing === 0 ? 'These scenarios are the same in every figure.' : `${differing} ${differing === 1 ? 'line differs' : 'lines differ'}, marked “Differs”.`}
      </p>
      <div className="table-scroll comparison-frame" tabIndex={0} role="region" aria-label="Scenarios side by side (scrolls sideways on a narrow screen)">
        <table className="data-table comparison-table">
          <caption className="visually-hidden">Scenarios side by side: results first, then the entries; lines that differ are marked Differs</caption>
          <thead>
            <tr>
              <th scope="col">Line</th>
              {scenarios.map((scenario) => (
                <th key={idOf(scenario)} scope="col">
                  {scenario.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <GroupRows title="Result" rows={results} columns={scenarios.length} />
            <GroupRows title="Entries" rows={inputs} columns={scenarios.length} />
          </tbody>
        </table>
      </div>
    </section>
  );
}

function GroupRows({ title, rows, columns }: { title: string; rows: ComparisonRow[]; columns: number }) {
  return (
    <>
      <tr className="comparison-group">
        <th scope="colgroup" colSpan={columns + 1}>
          {title}
        </th>
      </tr>
      {rows.map((row) => (
        <tr key={row.key} className={row.differs ? 'differs' : undefined} data-differs={row.differs ? 'true' : 'false'}>
          <th scope="row">
            {row.label}
            {row.differs && <span className="differs-mark"> Differs</span>}
          </th>
          {row.values.map((value, index) => (
            <td key={index}>{row.differs ? <strong>{value}</strong> : value}</td>
          ))}
        </tr>
      ))}
    </>
  );
}
