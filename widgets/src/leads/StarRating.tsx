import { useState } from 'react';

/** A 1–5 rating; hovering previews a value without choosing it (spec part 1, section 4). */
export function StarRating({ value, onChange }: { value: number; onChange(value: number): void }) {
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value;
  return (
    <fieldset className="ss-field ss-stars-field">
      <legend className="ss-label">Your rating *</legend>
      <div className="ss-stars" onMouseLeave={() => setHover(null)}>
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            className="ss-star"
            data-lit={n <= shown}
            aria-pressed={n === value}
            aria-label={`${n} star${n === 1 ? '' : 's'}`}
            onMouseEnter={() => setHover(n)}
            onFocus={() => setHover(n)}
            onBlur={() => setHover(null)}
            onClick={() => onChange(n)}
          >
            ★
          </button>
        ))}
      </div>
      <span className="ss-hint" aria-live="polite">
        {value > 0 ? `You chose ${value} of 5.` : 'Choose from 1 to 5 stars.'}
      </span>
    </fieldset>
  );
}
