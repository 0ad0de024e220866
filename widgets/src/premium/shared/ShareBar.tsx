import { useId } from 'react';
import { formatPercent } from '../../ui/format.js';

/**
 * A whole split in two as one bar (SVG), with the same figures in words as its title and caption,
 * so the chart says nothing the text does not.
 */
export function ShareBar({ first, second, firstPercent, description }: { first: string; second: string; firstPercent: number; description: string }) {
  const id = useId();
  const width = 320;
  const share = Math.min(100, Math.max(0, firstPercent));
  const split = (width * share) / 100;
  const rest = Math.round((100 - share) * 10) / 10;
  return (
    <figure className="ss-chart" part="chart">
      <svg viewBox={`0 0 ${width} 52`} role="img" aria-labelledby={`${id}-t`}>
        <title id={`${id}-t`}>{description}</title>
        <rect x="0" y="0" width={split} height="24" className="ss-fill-a" />
        <rect x={split} y="0" width={width - split} height="24" className="ss-fill-b" />
        <text x="0" y="44">
          {first} {formatPercent(share)}
        </text>
        <text x={width} y="44" textAnchor="end">
          {second} {formatPercent(rest)}
        </text>
      </svg>
      <figcaption>{description}</figcaption>
    </figure>
  );
}
