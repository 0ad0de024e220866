import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { PremiumCalculatorResults } from '../../api/client.js';
import { ResultsPanel } from '../../results/ResultsPanel.js';
import { FreeCalculationsLeft } from './PremiumNotice.js';
import type { PremiumCalculation, PremiumCalculatorName } from './use-premium-calculation.js';

export interface PremiumResultsPanelProps<K extends PremiumCalculatorName> {
  calculation: PremiumCalculation<K>;
  title: string;
  emptyText: string;
  /** The host page says how many free calculations remain (PremiumCalculatorProps.hideFreeCalculationsLeft). */
  hideFreeCalculationsLeft?: boolean | undefined;
  /** The calculator's own results for the last answer. */
  children(result: PremiumCalculatorResults[K]): ReactNode;
}

/** A premium calculator's results panel: the free calculations left (unless the host page shows them), then the results. */
export function PremiumResultsPanel<K extends PremiumCalculatorName>({ calculation, title, emptyText, hideFreeCalculationsLeft, children }: PremiumResultsPanelProps<K>) {
  useSignals();
  const result = calculation.result.value;
  const input = calculation.input.value;
  return (
    <ResultsPanel status={calculation.status.value} result={result} title={title} emptyText={emptyText} worksheet={result && input ? { calculator: calculation.calculator, input } : null}>
      {result ? (
        <>
          {hideFreeCalculationsLeft ? null : <FreeCalculationsLeft access={calculation.access.value} />}
          {children(result)}
        </>
      ) : null}
    </ResultsPanel>
  );
}
