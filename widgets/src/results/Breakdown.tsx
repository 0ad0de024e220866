import { HelpTip } from '../ui/HelpTip.js';

export interface BreakdownRow {
  label: string;
  value: string;
  help?: string;
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
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
