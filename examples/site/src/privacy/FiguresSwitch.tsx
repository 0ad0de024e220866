import { useId } from 'react';
import { useSiteI18n } from '../locale/i18n.js';

/**
 * "Don't save my figures": a switch (a button with role=switch, so the calculators' first input stays the first input
 * of their section) placed below the calculators, and the one sentence that says what it does.
 */
export function FiguresSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const explanation = useId();
  const { t } = useSiteI18n();
  return (
    <div className="figures-switch">
      <button type="button" role="switch" aria-checked={on} aria-describedby={explanation} className="figures-switch-button" onClick={() => onChange(!on)}>
        <span className="figures-switch-track" aria-hidden="true">
          <span className="figures-switch-thumb" />
        </span>
        {t('site.figures.switch')}
      </button>
      <p id={explanation} className="figures-switch-explanation">
        {on ? t('site.figures.on') : t('site.figures.off')}
      </p>
    </div>
  );
}
