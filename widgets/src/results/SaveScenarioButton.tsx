import { useWidget } from '../runtime/context.js';

/**
 * "Save as scenario" under a free calculator's result (issue 31 §3), shown only when the host keeps scenarios
 * (its `onSaveScenario`): the host asks for the name and says where the scenario went. Off a printed result.
 */
export function SaveScenarioButton({ calculator, input, result }: { calculator: string; input: Readonly<Record<string, unknown>>; result: unknown }) {
  const { onSaveScenario } = useWidget();
  if (!onSaveScenario) return null;
  return (
    <div className="ss-actions" data-no-print="">
      <button type="button" className="ss-btn" part="button" onClick={() => onSaveScenario({ calculator, input, result })}>
        Save as scenario
      </button>
    </div>
  );
}
