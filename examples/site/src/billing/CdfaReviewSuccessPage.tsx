import { useEffect, useRef, useState } from 'react';
import { BackToCalculators } from '../components/Layout.js';
import { SCHEDULING_URL, SUPPORT_EMAIL } from '../config.js';
import { trackPurchase } from './analytics.js';
import { billingApi, type CdfaCheckoutStatus } from './billing-api.js';

type Verified = { status: 'checking' } | { status: 'paid'; checkout: CdfaCheckoutStatus; sessionId: string } | { status: 'not-found' } | { status: 'failed' };

/**
 * /cdfa-review-success (spec part 2): confirms the $99 priority review only for a checkout session the
 * server says is paid — never because the address says so — and then sends the 99 USD purchase event
 * (when the page has gtag). Any other session id gets a plain "cannot find the payment".
 */
export function CdfaReviewSuccessPage() {
  const sessionId = new URLSearchParams(window.location.search).get('session_id');
  const [verified, setVerified] = useState<Verified>(sessionId ? { status: 'checking' } : { status: 'not-found' });
  const tracked = useRef(false);

  useEffect(() => {
    if (!sessionId) return;
    let live = true;
    billingApi.cdfaCheckout(sessionId).then(
      (checkout) => live && setVerified(checkout.paid ? { status: 'paid', checkout, sessionId } : { status: 'not-found' }),
      (error: unknown) => live && setVerified((error as { status?: number }).status === 404 ? { status: 'not-found' } : { status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [sessionId]);

  useEffect(() => {
    if (verified.status !== 'paid' || tracked.current) return;
    tracked.current = true;
    const price = verified.checkout.amountCents / 100;
    trackPurchase({
      transactionId: verified.sessionId,
      value: price,
      currency: 'USD',
      items: [{ item_name: 'CDFA Review Session', item_category: 'consultation', quantity: 1, price }],
    });
  }, [verified]);

  if (verified.status === 'checking') {
    return (
      <div className="page" aria-busy="true">
        <h1>Priority review</h1>
        <p className="loading" role="status">
          Checking your payment…
        </p>
      </div>
    );
  }
  if (verified.status !== 'paid') {
    return (
      <div className="page">
        <h1>Priority review</h1>
        <p role="alert">
          {verified.status === 'failed'
            ? 'Your payment could not be checked just now. Please refresh the page to try again.'
            : 'We cannot find the payment for this priority review. Nothing is booked from this page.'}
        </p>
        <p>
          If you were charged, write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> with your receipt; we answer within
          24 business hours.
        </p>
        <BackToCalculators />
      </div>
    );
  }
  return (
    <div className="page">
      <h1>Your priority CDFA review is booked</h1>
      <p role="status">Thank you — your payment is confirmed.</p>
      <section className="card" aria-labelledby="included-heading">
        <h2 id="included-heading">What is included</h2>
        <ul>
          <li>A 45-minute review with a certified divorce financial analyst (CDFA)</li>
          <li>Priority booking</li>
          <li>A review of your calculations and your strategy</li>
          <li>A written summary of recommendations</li>
        </ul>
      </section>
      <section className="card" aria-labelledby="schedule-heading">
        <h2 id="schedule-heading">Choose your time</h2>
        {SCHEDULING_URL ? (
          <p>
            <a href={SCHEDULING_URL} target="_blank" rel="noopener noreferrer">
              Pick a time for your review (opens in a new tab)
            </a>
          </p>
        ) : (
          <p>
            Within 72 hours an analyst contacts you, at the email address (or phone number) you gave before paying, to
            agree a time in the window you chose.
          </p>
        )}
      </section>
      <BackToCalculators />
    </div>
  );
}
