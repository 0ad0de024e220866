import { BackToCalculators } from '../components/Layout.js';
import { SUPPORT_EMAIL } from '../config.js';

/**
 * Where a paid priority review will land after checkout. Online payment is not open yet, so the page
 * says so to anyone who opens it instead of confirming a payment that never happened.
 */
export function CdfaReviewSuccessPage() {
  return (
    <div className="page">
      <h1>Priority review with a certified divorce financial analyst</h1>
      <p>
        Online payment for the $99 priority review is not open yet. Nothing has been charged, and no session has been
        booked from this page.
      </p>
      <div className="card-grid">
        <section className="card">
          <h2>What the review includes</h2>
          <ul>
            <li>A 45-minute video session with a certified divorce financial analyst</li>
            <li>A review of your calculator results and the assumptions behind them</li>
            <li>Questions to bring to your attorney or mediator</li>
            <li>A written summary of next steps after the session</li>
          </ul>
        </section>
        <section className="card">
          <h2>Talk to an analyst today</h2>
          <p>
            Ask for a free 30-minute consultation from any calculator result, or write to{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>; we answer within 24 business hours.
          </p>
        </section>
      </div>
      <BackToCalculators />
    </div>
  );
}
