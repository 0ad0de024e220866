import { useEffect, useRef, useState } from 'react';
import { useAuth } from '../account/auth.js';
import { Link } from '../router.js';
import { trackPurchase } from './analytics.js';
import { billingApi, type SubscriptionDetails } from './billing-api.js';
import { PLAN_NAMES } from './plans.js';
import { isLiveSubscription } from './use-subscription.js';

const PREMIUM_LINKS = [
  { to: '/property-division', name: 'Property Division' },
  { to: '/qdro', name: 'QDRO Calculator' },
  { to: '/tax-impact', name: 'Tax Impact' },
  { to: '/custody-costs', name: 'Custody Costs' },
];


/**
 * /success (spec part 1 §2, §4): confirms the subscription the server holds (never what the address
 * says) and, when the page has gtag, sends the purchase event for that plan's price once.
 */
export default function SuccessPage() {
  const { user, openDialog } = useAuth();
  const [details, setDetails] = useState<SubscriptionDetails | null | 'failed'>(null);
  const tracked = useRef(false);

  useEffect(() => {
    if (!user) return;
    let live = true;
    billingApi.subscription().then(
      (found) => live && setDetails(found),
      () => live && setDetails('failed'),
    );
    return () => {
      live = false;
    };
  }, [user]);

  useEffect(() => {
    if (tracked.current || !details || details === 'failed' || !isLiveSubscription(details) || details.amount === null || !details.currentPlan) return;
    tracked.current = true;
    trackPurchase({
      value: details.amount,
      currency: 'USD',
      items: [{ item_name: `Full Access (${PLAN_NAMES[details.currentPlan]})`, item_category: 'subscription', quantity: 1, price: details.amount }],
    });
  }, [details]);

  if (user === undefined || (user && details === null)) {
    return (
      <div className="page" aria-busy="true">
        <h1>Subscription</h1>
        <p className="loading" role="status">
          Checking your subscription…
        </p>
      </div>
    );
  }
  if (!user) {
    return (
      <div className="page">
        <h1>Subscription</h1>
        <p>Log in to see your subscription.</p>
        <button type="button" className="button button-primary" onClick={() => openDialog('login')}>
          Log In
        </button>
      </div>
    );
  }
  if (details === 'failed' || !details || !isLiveSubscription(details)) {
    return (
      <div className="page">
        <h1>Subscription</h1>
        <p role="alert">
          {details === 'failed'
            ? 'Your subscription could not be checked just now. Please refresh the page to try again.'
            : 'We could not find an active subscription on your account.'}
        </p>
        <p className="inline-form">
          <Link to="/subscribe" className="button button-primary">
            See plans
          </Link>
          <Link to="/support" className="button button-secondary">
            Contact Support
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="page">
      <h1>Welcome to Full Access!</h1>
      <p>
        Your {details.currentPlan ? PLAN_NAMES[details.currentPlan].toLowerCase() : ''} subscription is active. Enjoy unlimited
        calculations.
      </p>
      <section className="card" aria-labelledby="unlocked-heading">
        <h2 id="unlocked-heading">Your premium calculators</h2>
        <ul>
          {PREMIUM_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.name}</Link>
            </li>
          ))}
        </ul>
      </section>
      <p className="inline-form">
        <Link to="/dashboard" className="button button-primary">
          Go to your dashboard
        </Link>
        <Link to="/account" className="button button-secondary">
          Manage subscription
        </Link>
      </p>
    </div>
  );
}
