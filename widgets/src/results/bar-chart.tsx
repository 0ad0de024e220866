import { useId } from 'react';

export interface Bar {
  label: string;
  value: number;
  /** The figure written beside the bar (formatted by the caller: money, percent). */
  text: string;
  /** Fill: the primary colour (a), the second series (b), good or bad. */
  tone?: 'a' | 'b' | 'good' | 'bad';
}

const WIDTH = 320;
const ROW = 38;

/**
 * Horizontal bars, one a row, each labelled above its bar with its figure on the right, scaled to the
 * largest. `summary` is the chart in words: the svg's accessible name and the visible caption, so
 * nothing is told by the drawing alone. Labels sit on their own line, so a long one never pushes the
 * drawing past a 320 px screen.
 */
export function BarChart({ bars, summary }: { bars: readonly Bar[]; summary: string }) {
  const id = useId();
  const top = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <figure className="ss-chart" part="chart">
      <svg viewBox={`0 0 ${WIDTH} ${bars.length * ROW}`} role="img" aria-labelledby={`${id}-t`}>
        <title id={`${id}-t`}>{summary}</title>
        {bars.map((bar, index) => {
          const y = index * ROW;
          const width = bar.value > 0 ? Math.max(2, (WIDTH * bar.value) / top) : 0;
          return (
            <g key={`${index}-${bar.label}`}>
              <text x="0" y={y + 13}>
                {bar.label}
              </text>
              <text x={WIDTH} y={y + 13} textAnchor="end">
                {bar.text}
              </text>
              <rect x="0" y={y + 18} width={width} height="14" className={`ss-fill-${bar.tone ?? 'a'}`} />
            </g>
          );
        })}
      </svg>
      <figcaption>{summary}</figcaption>
    </figure>
  );
}
