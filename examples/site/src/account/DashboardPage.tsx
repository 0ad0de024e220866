import { useEffect, useState } from 'react';
import { PLAN_NAMES } from '../billing/plans.js';
import { isLiveSubscription, useSubscriptionDetails } from '../billing/use-subscription.js';
import { formatUsd } from '../format.js';
import { Link } from '../router.js';
import { accountRequest, useAuth } from './auth.js';
import { reopenLink } from './reopen.js';
import { ScrollTable } from '../components/ScrollTable.js';

interface CalculationSummary {
  id: number;
  type: string;
  state: string | null;
  amount: number | null;
  createdAt: string;
}

const PREMIUM_CALCULATORS = [
  { name: 'Property Division', to: '/property-division' },
  { name: 'QDRO Calculator', to: '/qdro' },
  { name: 'Tax Impact', to: '/tax-impact' },
  { name: 'Custody Costs', to: '/custody-costs' },
];

const FREE_CALCULATORS = ['Child Support', 'Alimony', 'Budget Planner'];

const TYPE_NAMES: Record<string, string> = {
  'child-support': 'Child support',
  alimony: 'Alimony',
  budget: 'Budget',
  'income-tax': 'Income tax',
  'financial-wellness-quiz': 'Wellness quiz',
  'property-division': 'Property division',
  qdro: 'Retirement division (QDRO)',
  'tax-impact': 'Tax impact',
  'custody-costs': 'Custody costs',
};

const stateName = (slug: string | null) =>
  slug
    ? slug
        .split('-')
        .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
        .join(' ')
    : '—';

function History() {
  const [items, setItems] = useState<CalculationSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    accountRequest<{ calculations: CalculationSummary[] }>('GET', '/api/v1/account/calculations')
      .then((body) => setItems(body.calculations))
      .catch(() => setFailed(true));
  }, []);
  if (failed) return <p>Your calculation history could not be loaded. Please refresh to try again.</p>;
  if (!items) return <p role="status">Loading your calculations…</p>;
  if (items.length === 0)
    return <p>No calculations yet. Calculations you make while logged in appear here.</p>;
  return (
    <ScrollTable
      name={{ label: 'Your calculations' }}
      caption="Your calculations, newest first"
      columns={['Calculator', 'State', 'Amount', 'Date', <span className="visually-hidden">Reopen</span>]}
    >
      {items.map((item) => (
        <tr key={item.id}>
          <td>{TYPE_NAMES[item.type] ?? item.type}</td>
          <td>{stateName(item.state)}</td>
          <td>{item.amount === null ? '—' : formatUsd(item.amount)}</td>
          <td>
            {new Date(item.createdAt).toLocaleDateString('en-US', {
              year: 'numeric',
              month: 'short',
              day: 'numeric',
            })}
          </td>
          <td>
            <ReopenLink id={item.id} type={item.type} />
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}

/** /dashboard (spec part 1, section 2): signed out, free and premium readings. */
export default function DashboardPage() {
  const { user, openDialog } = useAuth();
  const subscription = useSubscriptionDetails(Boolean(user));
  if (user === undefined)
    return (
      <p className="loading" role="status">
        Loading…
      </p>
    );
  if (!user) {
    return (
      <div className="page">
        <h1>Access Your Dashboard</h1>
        <p>Log in to see your account, your calculations and your premium tools.</p>
        <p className="inline-form">
          <button type="button" className="button button-primary" onClick={() => openDialog('login')}>
            Log In
          </button>
          <Link to="/" className="button button-secondary">
            Return to Home
          </Link>
        </p>
      </div>
    );
  }
  // Display only: the server decides access on every premium request.
  const subscribed = subscription !== null && isLiveSubscription(subscription);
  const premium = user.isPremium || (subscription?.fullAccess ?? subscribed);
  return (
    <div className="page">
      <h1>
        {user.firstName} ({premium ? 'Premium' : 'Free'})
      </h1>
      <p>
        <Link to="/account">Account</Link>
      </p>
      <p>Welcome back to your divorce financial planning dashboard.</p>
      {premium ? (
        <section className="card" aria-labelledby="plan-heading">
          <h2 id="plan-heading">Premium access</h2>
          {subscribed && subscription.currentPlan && <p>Plan: {PLAN_NAMES[subscription.currentPlan]}</p>}
          <p>Unlimited access to every calculator.</p>
          <p>
            Status:{' '}
            <span className="badge badge-official">
              {subscribed && subscription.cancelAtPeriodEnd ? 'Canceling' : 'Active'}
            </span>
          </p>
        </section>
      ) : (
        <section className="card" aria-labelledby="upgrade-heading">
          <h2 id="upgrade-heading">Upgrade to Premium</h2>
          <p>From $19.99 per month or $149 per year (save $90 annually).</p>
          <Link to="/subscribe" className="button button-primary">
            See plans
          </Link>
        </section>
      )}
      <div className="card-grid">
        <section className="card" aria-labelledby="settings-heading">
          <h2 id="settings-heading">Account Settings</h2>
          <p>Your details, password and data.</p>
          <Link to="/account">Open account settings</Link>
        </section>
        {premium && (
          <section className="card" aria-labelledby="premium-heading">
            <h2 id="premium-heading">Premium Access</h2>
            <p>All premium calculators are unlocked for you.</p>
          </section>
        )}
      </div>
      <section className="section" aria-labelledby="history-heading">
        <h2 id="history-heading">Calculation History</h2>
        <History />
      </section>
      <section className="section" aria-labelledby="premium-calculators-heading">
        <h2 id="premium-calculators-heading">Premium calculators</h2>
        <ul className="card-grid dashboard-calculators">
          {PREMIUM_CALCULATORS.map((calculator) => (
            <li key={calculator.to} className={`card ${premium ? '' : 'locked'}`}>
              {premium ? (
                <Link to={calculator.to}>{calculator.name}</Link>
              ) : (
                <Link to="/subscribe">
                  <span aria-hidden="true">🔒 </span>
                  {calculator.name}
                  <span className="visually-hidden"> (premium, locked: see plans)</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section className="section" aria-labelledby="free-calculators-heading">
        <h2 id="free-calculators-heading">Free calculators</h2>
        <ul className="card-grid dashboard-calculators">
          {FREE_CALCULATORS.map((name) => (
            <li key={name} className="card">
              <Link to="/#calculators">{name}</Link>
            </li>
          ))}
        </ul>
      </section>
      {!premium && (
        <section className="card" aria-labelledby="unlock-heading">
          <h2 id="unlock-heading">Unlock All Premium Features</h2>
          <p>Property division, QDRO, tax impact and custody cost calculators.</p>
          <Link to="/subscribe" className="button button-primary">
            Unlock premium
          </Link>
        </section>
      )}
    </div>
  );
}

/** "Open" for a calculation that reopens in its calculator (the free ones on the home page, the premium ones on their pages). */
function ReopenLink({ id, type }: { id: number; type: string }) {
  const to = reopenLink(id, type);
  if (to === undefined) return null;
  return (
    <Link to={to}>
      Open
      <span className="visually-hidden"> this {(TYPE_NAMES[type] ?? type).toLowerCase()} calculation</span>
    </Link>
  );
}
