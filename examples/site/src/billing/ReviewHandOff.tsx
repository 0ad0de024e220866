import { useEffect, useId, useState } from 'react';
import { accountRequest } from '../account/auth.js';
import { describeAmount } from '../account/history-amount.js';
import type { ReviewHandOffInput } from './billing-api.js';

interface SavedCalculation {
  id: number;
  type: string;
  state: string | null;
  amount: number | null;
  createdAt: string;
}

interface SavedScenario {
  id: number;
  name: string;
  calculator: string;
}

const TYPE_NAMES: Record<string, string> = {
  'child-support': 'Child support',
  alimony: 'Alimony',
  budget: 'Budget',
  'income-tax': 'Income tax',
  'financial-wellness-quiz': 'Wellness quiz',
  'property-division': 'Property division',
  qdro: 'Retirement division (QDRO)',
  'tax-impact': 'Tax impact',
  'custody-costs': 'Custody costs',
};

const placeName = (slug: string) =>
  slug
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

export interface HandOffChoice {
  consent: boolean;
  calculationIds: number[];
  scenarioIds: number[];
}

export const NO_HAND_OFF: HandOffChoice = { consent: false, calculationIds: [], scenarioIds: [] };

/** What the checkout sends: a hand-off only with consent and something chosen; otherwise nothing is shared. */
export function handOffInput(choice: HandOffChoice): ReviewHandOffInput | undefined {
  if (!choice.consent || choice.calculationIds.length + choice.scenarioIds.length === 0) return undefined;
  return {
    consent: true,
    ...(choice.calculationIds.length > 0 ? { calculationIds: choice.calculationIds } : {}),
    ...(choice.scenarioIds.length > 0 ? { scenarioIds: choice.scenarioIds } : {}),
  };
}

/**
 * The review's hand-off (issue 32 §2), for a signed-in buyer with saved work: tick the calculations and scenarios
 * the analyst may see, and agree in one plain sentence. Nothing is shared unless the sentence is ticked.
 */
export function ReviewHandOff({
  choice,
  onChange,
  error,
}: {
  choice: HandOffChoice;
  onChange: (choice: HandOffChoice) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const [calculations, setCalculations] = useState<SavedCalculation[] | null>(null);
  const [scenarios, setScenarios] = useState<SavedScenario[]>([]);
  useEffect(() => {
    accountRequest<{ calculations: SavedCalculation[] }>('GET', '/api/v1/account/calculations')
      .then((body) => setCalculations(body.calculations))
      .catch(() => setCalculations([]));
    accountRequest<{ scenarios: SavedScenario[] }>('GET', '/api/v1/account/scenarios')
      .then((body) => setScenarios(Array.isArray(body.scenarios) ? body.scenarios : []))
      .catch(() => setScenarios([]));
  }, []);
  if (calculations === null || calculations.length + scenarios.length === 0) return null;

  const toggle = (list: 'calculationIds' | 'scenarioIds', value: number) => {
    const current = choice[list];
    onChange({
      ...choice,
      [list]: current.includes(value) ? current.filter((v) => v !== value) : [...current, value],
    });
  };

  return (
    <fieldset className="review-hand-off" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>Share your saved work with the analyst (optional)</legend>
      <p className="field-hint">
        Tick what the analyst should see before your call. They see it read-only; nothing else of your
        account.
      </p>
      {calculations.map((c) => (
        <label key={`c${c.id}`} className="checkbox-row">
          <input
            type="checkbox"
            checked={choice.calculationIds.includes(c.id)}
            onChange={() => toggle('calculationIds', c.id)}
          />{' '}
          {TYPE_NAMES[c.type] ?? c.type}
          {c.state ? ` (${placeName(c.state)})` : ''}: {describeAmount(c.type, c.amount)}, {day(c.createdAt)}
        </label>
      ))}
      {scenarios.map((s) => (
        <label key={`s${s.id}`} className="checkbox-row">
          <input
            type="checkbox"
            checked={choice.scenarioIds.includes(s.id)}
            onChange={() => toggle('scenarioIds', s.id)}
          />{' '}
          Scenario “{s.name}” ({TYPE_NAMES[s.calculator] ?? s.calculator})
        </label>
      ))}
      <label className="checkbox-row consent-row">
        <input
          type="checkbox"
          checked={choice.consent}
          onChange={(e) => onChange({ ...choice, consent: e.target.checked })}
        />{' '}
        I agree to share the calculations and scenarios I ticked with the analyst who reviews my case.
      </label>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
