import { useId } from 'react';

/**
 * "Don't save my figures": a switch (a button with role=switch, so the calculators' first input stays the first input
 * of their section) placed below the calculators, and the one sentence that says what it does.
 */
export function FiguresSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const explanation = useId();
  return (
    <div className="figures-switch">
      <button type="button" role="switch" aria-checked={on} aria-describedby={explanation} className="figures-switch-button" onClick={() => onChange(!on)}>
        <span className="figures-switch-track" aria-hidden="true">
          <span className="figures-switch-thumb" />
        </span>
        Don’t save my figures
      </button>
      <p id={explanation} className="figures-switch-explanation">
        {on
          ? 'On: the free calculators above work out your results in this browser, and your figures are never sent to us or stored.'
          : 'Turn on to have the free calculators above work out your results in this browser, without sending or storing your figures.'}
      </p>
    </div>
  );
}
