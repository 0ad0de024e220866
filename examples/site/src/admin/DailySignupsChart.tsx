import { formatDay } from './admin-api.js';

/**
 * The last days' signups as bars. The chart is one image with a text alternative naming every bar,
 * and the same numbers are in the table beside it, so nothing is conveyed by the drawing alone.
 */
export function DailySignupsChart({ days }: { days: readonly { date: string; count: number }[] }) {
  const tallest = Math.max(0, ...days.map((d) => d.count));
  // Scaled to the tallest bar; with no signups at all there is nothing to scale, and the caption says so.
  const max = Math.max(1, tallest);
  const label = `Daily signups: ${days.map((d) => `${formatDay(d.date)}, ${d.count}`).join('; ')}`;
  const barWidth = 100 / Math.max(1, days.length);
  return (
    <figure className="admin-chart">
      <svg viewBox="0 0 100 60" preserveAspectRatio="none" role="img" aria-label={label} focusable="false">
        {days.map((day, i) => {
          const height = (day.count / max) * 52;
          return (
            <rect
              key={day.date}
              x={i * barWidth + barWidth * 0.15}
              y={56 - height}
              width={barWidth * 0.7}
              height={Math.max(height, 0.5)}
            />
          );
        })}
        <line x1="0" y1="56.25" x2="100" y2="56.25" />
      </svg>
      <figcaption>
        Signups per day, {days[0] ? formatDay(days[0].date) : ''} to{' '}
        {days.at(-1) ? formatDay(days.at(-1)?.date ?? '') : ''} (UTC);{' '}
        {tallest === 0 ? 'no signups on any of these days.' : `the most in one day is ${tallest}.`}
      </figcaption>
    </figure>
  );
}
