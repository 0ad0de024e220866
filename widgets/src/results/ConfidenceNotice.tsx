import type { ResultMeta } from '@securesplit/engine';

/** Says plainly whether the figure follows the official guideline or is an estimate, and why. */
export function ConfidenceNotice({ meta }: { meta: ResultMeta }) {
  if (meta.confidence === 'estimate') {
    return (
      <div className="ss-estimate" role="note">
        <span className="ss-badge">Estimate</span>{' '}
        <strong>This is an estimate for {meta.jurisdictionName}, not the official guideline amount.</strong>
        {meta.approximations.length > 0 ? (
          <ul className="ss-notes">
            {meta.approximations.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  }
  return (
    <div className="ss-official" role="note">
      <span className="ss-badge">Official guideline</span> Calculated with {meta.jurisdictionName}’s published guideline.
      {meta.approximations.length > 0 ? (
        <ul className="ss-notes">
          {meta.approximations.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
