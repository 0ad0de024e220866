import { useEffect, useState, type ReactNode } from 'react';
import { LOADING_MESSAGE_INTERVAL_MS } from '../shared/constants.js';
import { LOADING_MESSAGES } from '../shared/messages.js';

export type PanelStatus = 'empty' | 'calculating' | 'result';

function RotatingMessage() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % LOADING_MESSAGES.length), LOADING_MESSAGE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  return <p>{LOADING_MESSAGES[index]}</p>;
}

/** The results panel's three states (spec part 1, section 2): calculating, empty, result. */
export function ResultsPanel({ status, title, emptyText, children }: { status: PanelStatus; title: string; emptyText: string; children?: ReactNode }) {
  return (
    <div className="ss-results" part="results" aria-live="polite" aria-busy={status === 'calculating'}>
      <h3>{title}</h3>
      {status === 'calculating' ? (
        <div className="ss-status" role="status">
          <span className="ss-spinner" aria-hidden="true" />
          <RotatingMessage />
        </div>
      ) : status === 'empty' ? (
        <p className="ss-hint">{emptyText}</p>
      ) : (
        children
      )}
    </div>
  );
}
