import { useSignals } from '@preact/signals-react/runtime';
import { ErrorSummary } from './ErrorSummary.js';
import { PremiumNotice } from './PremiumNotice.js';
import type { PremiumCalculation, PremiumCalculatorName } from './use-premium-calculation.js';

export interface PremiumFormActionsProps<K extends PremiumCalculatorName> {
  errors: Readonly<Record<string, string | undefined>>;
  /** Names a field in the error summary (`vehicles.0.value` → "Vehicle 1 value"). */
  labelOf(path: string): string;
  calculation: PremiumCalculation<K>;
  /** The submit button's words, e.g. "Calculate Tax Impact". */
  submitLabel: string;
  /** Empties the form; the calculation's result and notice are cleared with it. */
  onClear(): void;
}

/**
 * The end of every premium form: the error summary, the sign-in or subscribe notice, and the submit
 * button (disabled and saying so while calculating) beside Clear.
 */
export function PremiumFormActions<K extends PremiumCalculatorName>({ errors, labelOf, calculation, submitLabel, onClear }: PremiumFormActionsProps<K>) {
  useSignals();
  const calculating = calculation.status.value === 'calculating';
  return (
    <>
      <ErrorSummary errors={errors} labelOf={labelOf} />
      <PremiumNotice notice={calculation.notice.value} />
      <div className="ss-actions">
        <button type="submit" className="ss-btn ss-btn-primary" part="button" disabled={calculating}>
          {calculating ? 'Calculating...' : submitLabel}
        </button>
        <button
          type="button"
          className="ss-btn"
          part="button"
          onClick={() => {
            onClear();
            calculation.clear();
          }}
        >
          Clear
        </button>
      </div>
    </>
  );
}
