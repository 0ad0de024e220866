import type { PremiumAccess } from '../../api/client.js';
import type { PremiumNoticeState } from './use-premium-calculation.js';

/** Signed out (401) or out of free calculations (403): the server's words and the link that helps. */
export function PremiumNotice({ notice }: { notice: PremiumNoticeState | null }) {
  // The alert region stays in the page so a notice that appears in it is announced.
  return (
    <div className="ss-form-alert" role="alert">
      {notice ? (
        <>
          <strong>{notice.title}</strong>
          <span>{notice.message} </span>
          <a href={notice.href} className="ss-notice-link">
            {notice.kind === 'sign-in' ? 'Sign in' : 'Subscribe to Premium'}
          </a>
        </>
      ) : null}
    </div>
  );
}

/** Contract C6: a free account is told how many free premium calculations remain this month. */
export function FreeCalculationsLeft({ access }: { access: PremiumAccess | null }) {
  if (!access || access.kind !== 'free' || access.freeCalculationsRemaining === null) return null;
  const left = access.freeCalculationsRemaining;
  return (
    <p className="ss-hint" data-testid="free-calculations-left">
      {left === 0
        ? 'That was your last free premium calculation this month.'
        : `${left} free premium ${left === 1 ? 'calculation' : 'calculations'} left this month.`}
    </p>
  );
}
