import { useState } from 'react';
import { useI18n } from '../runtime/i18n.js';

/** A 1–5 rating; hovering previews a value without choosing it (spec part 1, section 4). */
export function StarRating({ value, onChange }: { value: number; onChange(value: number): void }) {
  const [hover, setHover] = useState<number | null>(null);
  const { t } = useI18n();
  const shown = hover ?? value;
  return (
    <fieldset className="ss-field ss-stars-field">
      <legend className="ss-label">{t('leads.rating.legend')}</legend>
      <div className="ss-stars" onMouseLeave={() => setHover(null)}>
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            className="ss-star"
            data-lit={n <= shown}
            aria-pressed={n === value}
            aria-label={t('leads.rating.star', { count: n })}
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
        {value > 0 ? t('leads.rating.chosen', { count: value }) : t('leads.rating.choose')}
      </span>
    </fieldset>
  );
}
