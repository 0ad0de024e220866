import { BackToCalculators } from '../components/Layout.js';
import { SCHEDULING_URL, SUPPORT_EMAIL } from '../config.js';

export function CdfaReviewSuccessPage() {
  return (
    <div className="page">
      <h1>Your priority review is booked</h1>
      <p>Thank you. Your payment for the $99 priority review with a certified divorce financial analyst went through.</p>
      <div className="card-grid">
        <section className="card">
          <h2>What is included</h2>
          <ul>
            <li>A 45-minute video session with a certified divorce financial analyst</li>
            <li>A review of your calculator results and the assumptions behind them</li>
            <li>Questions to bring to your attorney or mediator</li>
            <li>A written summary of next steps after the session</li>
          </ul>
        </section>
        <section className="card">
          <h2>Schedule your session</h2>
          <p>
            {SCHEDULING_URL ? 'Choose a time below; we have also emailed you the link.' : 'We have emailed you a link to choose a time.'} If
            anything goes wrong, write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and we will schedule it with you.
          </p>
        </section>
      </div>
      {SCHEDULING_URL && <iframe className="scheduler-embed" title="Choose a time for your priority review" src={SCHEDULING_URL} />}
      <BackToCalculators />
    </div>
  );
}
