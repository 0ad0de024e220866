import { useState } from 'react';
import { ConsultationDialog } from '../leads/ConsultationDialog.js';
import { GuidanceDialog } from '../leads/GuidanceDialog.js';
import { ProWaitlistDialog } from '../leads/ProWaitlist.js';
import type { ConsultationType } from '../leads/tags.js';
import { useWidget } from '../runtime/context.js';
import { useSay } from '../runtime/i18n.js';

/** The priority review offer, shown only in the panel's priority-review mode (host's `onPriorityReview`). */
function PriorityReview({ start }: { start: () => Promise<void> }) {
  const [processing, setProcessing] = useState(false);
  const onClick = async () => {
    setProcessing(true);
    try {
      await start();
    } catch {
      // The host reports its own failures (its toast); the button only stops processing.
    } finally {
      setProcessing(false);
    }
  };
  return (
    <div className="ss-card">
      <h4>Priority CDFA review — $99</h4>
      <p className="ss-hint">A 45-minute review of these results with a certified divorce financial analyst; Full Access subscribers get priority booking.</p>
      <button type="button" className="ss-btn ss-btn-primary" part="button" disabled={processing} onClick={() => void onClick()}>
        {processing ? 'Processing...' : 'Book Priority CDFA Review ($99)'}
      </button>
    </div>
  );
}

interface ResultActionsProps {
  calculationType: string;
  calculationId: number | string | null;
  guidanceLabel?: string;
  schedulingUrl?: string | undefined;
}

/**
 * What follows a result: expert guidance, the Divorce Clarity Package with its two booking buttons, and
 * the professional-reports box. (The spec's box scrolls to the page's waitlist; an embedded widget cannot
 * know where that is, so it opens the waitlist dialog itself.)
 */
export function ResultActions({ calculationType, calculationId, guidanceLabel: givenGuidanceLabel, schedulingUrl }: ResultActionsProps) {
  const say = useSay();
  const guidanceLabel = givenGuidanceLabel ?? say('offers.guidance', 'Get Expert Guidance');
  const [guidanceOpen, setGuidanceOpen] = useState(false);
  const [booking, setBooking] = useState<ConsultationType | null>(null);
  const [waitlistOpen, setWaitlistOpen] = useState(false);
  const { onPriorityReview } = useWidget();
  return (
    // The offers (ss-offers) stay off a printed result.
    <div className="ss-offers">
      <div className="ss-actions">
        <button type="button" className="ss-btn ss-btn-primary" part="button" onClick={() => setGuidanceOpen(true)}>
          {guidanceLabel}
        </button>
      </div>
      {onPriorityReview ? <PriorityReview start={onPriorityReview} /> : null}
      <div className="ss-card">
        <h4>{say('offers.package.title', 'Divorce Clarity Package — $1,997 flat fee')}</h4>
        <p className="ss-hint">
          {say('offers.package.text', 'A complete financial plan from a certified divorce financial analyst in 14 days, with 30 days of follow-up. Limited to 3–4 clients a month.')}
        </p>
        <div className="ss-actions">
          <button type="button" className="ss-btn" part="button" onClick={() => setBooking('strategy-session')}>
            {say('offers.package.strategy', 'Book Your Strategy Session')}
          </button>
          <button type="button" className="ss-btn" part="button" onClick={() => setBooking('professional-consultation')}>
            {say('offers.package.consultation', 'Book Professional Consultation')}
          </button>
        </div>
      </div>
      <div className="ss-card">
        <h4>{say('offers.pro.title', 'Professional reports')}</h4>
        <p className="ss-hint">{say('offers.pro.text', 'Attorneys, mediators and financial professionals: client-ready reports are coming with SecureSplit Pro.')}</p>
        <button type="button" className="ss-btn" part="button" onClick={() => setWaitlistOpen(true)}>
          {say('offers.pro.join', 'Join Pro Waitlist')}
        </button>
      </div>
      <ProWaitlistDialog open={waitlistOpen} onClose={() => setWaitlistOpen(false)} />
      <GuidanceDialog open={guidanceOpen} onClose={() => setGuidanceOpen(false)} calculationType={calculationType} calculationId={calculationId} title={guidanceLabel} />
      <ConsultationDialog open={booking !== null} type={booking ?? 'strategy-session'} onClose={() => setBooking(null)} schedulingUrl={schedulingUrl} source="calculator-results" />
    </div>
  );
}
