import type { ScenarioCandidate } from '@securesplit/widgets';
import { useId, useState, type FormEvent } from 'react';
import { AccountProblem, useAuth } from '../account/auth.js';
import { Field } from '../components/Field.js';
import { SiteDialog } from '../components/SiteDialog.js';
import { useToast } from '../components/Toast.js';
import { isFreeCalculator, listAccountScenarios, nameProblem, readBrowserScenarios, saveScenario, SCENARIO_NAME_MAX } from './scenarios.js';

/**
 * "Save as scenario": asks for a name ("My offer", "Their offer", "Court guideline") and keeps the result's input
 * under it, on the account when signed in, else in this browser only. A refused name is said at the field (read out
 * as an alert); the field keeps what was typed.
 */
export function SaveScenarioDialog({ candidate, browserOnly = false, onClose }: { candidate: ScenarioCandidate; browserOnly?: boolean; onClose(): void }) {
  const { user } = useAuth();
  // "Don't save my figures" keeps them off the server: then a scenario stays in this browser, signed in or not.
  const signedIn = Boolean(user) && !browserOnly;
  const titleId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const toast = useToast('scenario');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isFreeCalculator(candidate.calculator)) return;
    setBusy(true);
    try {
      const taken = signedIn ? await listAccountScenarios() : readBrowserScenarios();
      const problem = nameProblem(name, taken);
      if (problem) {
        setError(problem);
        return;
      }
      const saved = await saveScenario({ name, calculator: candidate.calculator, input: candidate.input, result: candidate.result }, signedIn);
      toast({
        title: `Saved “${saved.name}”`,
        description: signedIn ? 'Kept on your account. Compare it under Scenarios.' : 'Kept in this browser only. Compare it under Scenarios.',
        variant: 'success',
      });
      onClose();
    } catch (failure) {
      const fieldMessage = failure instanceof AccountProblem ? failure.errors.find((e) => e.path === 'name')?.message : undefined;
      setError(fieldMessage ?? (failure instanceof Error ? failure.message : 'The scenario could not be saved. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SiteDialog open labelledBy={titleId} onClose={onClose} className="scenario-dialog">
      <h2 id={titleId}>Save as scenario</h2>
      <p>
        {signedIn
          ? 'The figures you entered are kept on your account under this name, to compare with other scenarios.'
          : user
            ? 'The figures you entered are kept in this browser only: “Don’t save my figures” is on, so nothing is sent to us.'
            : 'The figures you entered are kept in this browser only (nothing is sent to us). Sign in to keep them on your account.'}
      </p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Field label="Scenario name" hint="For example: My offer, Their offer, Court guideline" error={error}>
          {(props) => (
            <input
              {...props}
              type="text"
              name="scenario-name"
              autoComplete="off"
              maxLength={SCENARIO_NAME_MAX + 20}
              // The dialog's one field: focus goes where the typing starts.
              autoFocus
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </Field>
        <p className="inline-form">
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? 'Saving...' : 'Save scenario'}
          </button>
        </p>
      </form>
    </SiteDialog>
  );
}
