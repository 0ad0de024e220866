import type { ResultMeta } from '@securesplit/engine';
import { estimateSentence } from './estimate-reasons.js';
import { useSay } from '../runtime/i18n.js';

function Notes({ items }: { items: readonly string[] }) {
  return (
    <ul className="ss-notes">
      {items.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </ul>
  );
}

/**
 * Says plainly whether the figure follows the official guideline or is an estimate, and why. An estimate leads with
 * one plain sentence built from its approximations (how sure, and why); the approximations themselves, exact and
 * legal, wait behind "Why an estimate?" (issue 33: Pennsylvania opened with five dense bullets).
 */
export function ConfidenceNotice({ meta }: { meta: ResultMeta }) {
  const say = useSay();
  if (meta.confidence === 'estimate') {
    return (
      <div className="ss-estimate" role="note">
        <span className="ss-badge">{say('results.estimateBadge', 'Estimate')}</span> <strong data-testid="estimate-sentence">{estimateSentence(meta.jurisdictionName, meta.approximations)}</strong>
        {meta.approximations.length > 0 ? (
          <details className="ss-why">
            <summary>{say('results.whyEstimate', 'Why an estimate?')}</summary>
            <Notes items={meta.approximations} />
          </details>
        ) : null}
      </div>
    );
  }
  return (
    <div className="ss-official" role="note">
      <span className="ss-badge">{say('results.officialBadge', 'Official guideline')}</span>{' '}
      {say('results.official', `Calculated with ${meta.jurisdictionName}’s published guideline.`, { state: meta.jurisdictionName })}
      {meta.approximations.length > 0 ? <Notes items={meta.approximations} /> : null}
    </div>
  );
}
