import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { Field } from '../components/Field.js';
import { AccountProblem, accountRequest } from './auth.js';
import { describeAmount } from './history-amount.js';

/** A saved calculation as the history lists it. */
export interface SharableCalculation {
  id: number;
  type: string;
  state: string | null;
  amount: number | null;
  createdAt: string;
}

/** A named scenario of the account (issue 31 §3), as `GET /api/v1/account/scenarios` lists it. */
interface SharableScenario {
  id: number;
  name: string;
  calculator: string;
}

/** One share link as `GET /api/v1/account/shares` lists it (never the link itself). */
interface ShareSummary {
  id: number;
  calculationIds: number[];
  scenarioIds: number[];
  status: 'active' | 'expired' | 'revoked';
  createdAt: string;
  expiresAt: string;
  viewCount: number;
  lastViewedAt: string | null;
}

/** How long a link may last: the server takes 1–90 days, 14 by default. */
const EXPIRY_CHOICES = [
  { days: 1, label: '1 day' },
  { days: 7, label: '7 days' },
  { days: 14, label: '14 days' },
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
];

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

const placeName = (slug: string) =>
  slug
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

const count = (n: number, one: string) => (n === 1 ? `1 ${one}` : `${n} ${one}s`);

/** "2 calculations and 1 scenario", or only the part there is. */
const sharedWhat = (share: { calculationIds: number[]; scenarioIds: number[] }) =>
  [
    share.calculationIds.length > 0 ? count(share.calculationIds.length, 'calculation') : '',
    share.scenarioIds.length > 0 ? count(share.scenarioIds.length, 'scenario') : '',
  ]
    .filter(Boolean)
    .join(' and ');

const STATUS_WORDS: Record<ShareSummary['status'], string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
};

/**
 * "Share with your lawyer" (issue 32 §1): choose saved calculations and how long the link lasts, get a private
 * read-only link to copy (shown once: the server keeps only its digest), and see and revoke the links made.
 */
export function ShareWithLawyer({
  calculations,
  typeName,
}: {
  calculations: SharableCalculation[];
  typeName: (type: string) => string;
}) {
  const headingId = useId();
  const [chosen, setChosen] = useState<number[]>([]);
  const [scenarios, setScenarios] = useState<SharableScenario[]>([]);
  const [chosenScenarios, setChosenScenarios] = useState<number[]>([]);
  const [days, setDays] = useState(14);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<{ url: string; expiresAt: string } | null>(null);
  const [copied, setCopied] = useState('');
  const [shares, setShares] = useState<ShareSummary[] | null>(null);
  const [listFailed, setListFailed] = useState(false);

  const reload = useCallback(() => {
    accountRequest<{ shares: ShareSummary[] }>('GET', '/api/v1/account/shares')
      .then((body) => {
        setShares(body.shares);
        setListFailed(false);
      })
      .catch(() => setListFailed(true));
  }, []);
  useEffect(reload, [reload]);
  useEffect(() => {
    accountRequest<{ scenarios: SharableScenario[] }>('GET', '/api/v1/account/scenarios')
      .then((body) => setScenarios(Array.isArray(body.scenarios) ? body.scenarios : []))
      .catch(() => setScenarios([]));
  }, []);

  const toggle = (id: number) =>
    setChosen((current) => (current.includes(id) ? current.filter((c) => c !== id) : [...current, id]));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length + chosenScenarios.length === 0) {
      setError('Choose at least one calculation or scenario to share.');
      return;
    }
    setError(undefined);
    setBusy(true);
    setCopied('');
    try {
      const share = await accountRequest<{ id: number; url: string; expiresAt: string }>(
        'POST',
        '/api/v1/account/shares',
        {
          ...(chosen.length > 0 ? { calculationIds: chosen } : {}),
          ...(chosenScenarios.length > 0 ? { scenarioIds: chosenScenarios } : {}),
          expiresInDays: days,
        },
      );
      setMade({ url: share.url, expiresAt: share.expiresAt });
      setChosen([]);
      setChosenScenarios([]);
      reload();
    } catch (failure) {
      setError(
        failure instanceof AccountProblem && failure.status > 0
          ? (failure.errors[0]?.message ?? failure.message)
          : 'The link could not be made. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made.url);
      setCopied('Link copied.');
    } catch {
      setCopied('Copying is not allowed here: select the link and copy it.');
    }
  };

  const revoke = async (id: number) => {
    try {
      await accountRequest('DELETE', `/api/v1/account/shares/${id}`);
    } finally {
      reload();
    }
  };

  const describe = (c: SharableCalculation) =>
    `${typeName(c.type)}${c.state ? ` (${placeName(c.state)})` : ''}: ${describeAmount(c.type, c.amount)}, ${day(c.createdAt)}`;

  return (
    <section className="card share-lawyer" aria-labelledby={headingId}>
      <h2 id={headingId}>Share with your lawyer</h2>
      <p>
        Make a private link that shows the chosen calculations read-only, with their worksheets and PDFs.
        Whoever has the link sees your first name, never your email or account. You can revoke it at any time.
      </p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <fieldset className="share-choices" aria-describedby={error ? `${headingId}-error` : undefined}>
          <legend>Calculations and scenarios to share</legend>
          {calculations.map((c) => (
            <label key={c.id} className="checkbox-row">
              <input type="checkbox" checked={chosen.includes(c.id)} onChange={() => toggle(c.id)} />{' '}
              {describe(c)}
            </label>
          ))}
          {scenarios.map((scenario) => (
            <label key={`scenario-${scenario.id}`} className="checkbox-row">
              <input
                type="checkbox"
                checked={chosenScenarios.includes(scenario.id)}
                onChange={() =>
                  setChosenScenarios((current) =>
                    current.includes(scenario.id) ? current.filter((id) => id !== scenario.id) : [...current, scenario.id],
                  )
                }
              />{' '}
              Scenario “{scenario.name}” ({typeName(scenario.calculator)})
            </label>
          ))}
        </fieldset>
        {error && (
          <p id={`${headingId}-error`} className="field-error" role="alert">
            {error}
          </p>
        )}
        <Field label="The link works for">
          {(p) => (
            <select {...p} value={days} onChange={(e) => setDays(Number(e.target.value))}>
              {EXPIRY_CHOICES.map((choice) => (
                <option key={choice.days} value={choice.days}>
                  {choice.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <p>
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? 'Making the link…' : 'Create link'}
          </button>
        </p>
      </form>
      {made && (
        <div className="share-made">
          <Field label="Your link" hint={`Shown only now. It works until ${day(made.expiresAt)}.`}>
            {(p) => <input {...p} readOnly value={made.url} onFocus={(e) => e.target.select()} />}
          </Field>
          <p className="inline-form">
            <button type="button" className="button button-secondary" onClick={() => void copy()}>
              Copy link
            </button>
            <span role="status">{copied}</span>
          </p>
        </div>
      )}
      <h3>Your share links</h3>
      {listFailed && <p>Your links could not be loaded. Please refresh to try again.</p>}
      {!listFailed && shares === null && <p role="status">Loading your links…</p>}
      {shares !== null && shares.length === 0 && <p>No links yet.</p>}
      {shares !== null && shares.length > 0 && (
        <ul className="share-list">
          {shares.map((share) => (
            <li key={share.id}>
              <span>
                {sharedWhat(share)}, made {day(share.createdAt)};{' '}
                {share.status === 'active' ? `expires ${day(share.expiresAt)}` : STATUS_WORDS[share.status]};
                opened {share.viewCount === 1 ? 'once' : `${share.viewCount} times`}
                {share.lastViewedAt ? `, last on ${day(share.lastViewedAt)}` : ''}
              </span>
              {share.status === 'active' && (
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => void revoke(share.id)}
                >
                  Revoke<span className="visually-hidden"> the link made {day(share.createdAt)}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
