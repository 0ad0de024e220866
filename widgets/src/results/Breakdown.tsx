import { HelpTip } from '../ui/HelpTip.js';

export interface BreakdownRow {
  label: string;
  value: string;
  help?: string;
  /**
   * `amount` (default): a short figure kept on one line beside its label. `text`: a sentence (such as
   * a duration rule) that wraps on its own line under the label, so it never widens the row.
   */
  kind?: 'amount' | 'text';
}

export function Breakdown({ rows }: { rows: readonly BreakdownRow[] }) {
  return (
    <dl className="ss-breakdown" part="breakdown">
      {rows.map((row) => (
        <div key={row.label} className="ss-breakdown-row">
          <dt>
            {row.label}
            {row.help ? <HelpTip topic={row.label} text={row.help} /> : null}
          </dt>
          <dd data-kind={row.kind ?? 'amount'}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
