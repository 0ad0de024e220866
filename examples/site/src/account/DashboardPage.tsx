import { useEffect, useState } from 'react';
import { ApiError, DownloadPdfButton, type WorksheetCalculator, type WorksheetInput } from '@securesplit/widgets';
import { PLAN_NAMES } from '../billing/plans.js';
import { isLiveSubscription, useSubscriptionDetails } from '../billing/use-subscription.js';
import { Link } from '../router.js';
import { AccountProblem, accountRequest, useAuth } from './auth.js';
import { reopenLink } from './reopen.js';
import { ScrollTable } from '../components/ScrollTable.js';
import { Icon } from '../components/Icon.js';
import { greeting } from './greeting.js';
import { describeAmount } from './history-amount.js';
import { MembersGroup } from './MembersGroup.js';
import { PremiumOfferLine, usePremiumOffer, type PremiumReader } from '../premium/premium-offer.js';
import { ShareWithLawyer } from './ShareWithLawyer.js';

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

/** A free account calculates now: its email is verified and this month's free calculations are not used up. */
const calculatesNow = (reader: PremiumReader) => reader.kind === 'full' || (reader.kind === 'free' && reader.verified && reader.remaining > 0);

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
    <>
    <ScrollTable
      name={{ label: 'Your calculations' }}
      caption="Your calculations, newest first"
      columns={['Calculator', 'State', 'Result', 'Date', <span className="visually-hidden">Open or download</span>]}
    >
      {items.map((item) => (
        <tr key={item.id}>
          <td>{TYPE_NAMES[item.type] ?? item.type}</td>
          <td>{stateName(item.state)}</td>
          <td>{describeAmount(item.type, item.amount)}</td>
          <td>
            {new Date(item.createdAt).toLocaleDateString('en-US', {
              year: 'numeric',
              month: 'short',
              day: 'numeric',
            })}
          </td>
          <td>
            <span className="history-actions">
              <ReopenLink id={item.id} type={item.type} />
              <HistoryPdf id={item.id} type={item.type} />
            </span>
          </td>
        </tr>
      ))}
    </ScrollTable>
    {/* Issue 32: a private read-only link to chosen calculations, for a lawyer. */}
    <ShareWithLawyer calculations={items} typeName={(type) => TYPE_NAMES[type] ?? type} />
    </>
  );
}

/** /dashboard (spec part 1, section 2): signed out, free and premium readings. */
export default function DashboardPage() {
  const { user, openDialog } = useAuth();
  const subscription = useSubscriptionDetails(Boolean(user));
  // What the premium calculators are for this account now (issue 33 §1): a free account has its free ones.
  const offer = usePremiumOffer();
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
      <p data-testid="dashboard-welcome">{greeting(user)}. This is your divorce financial planning dashboard.</p>
      {premium ? (
        <section className="card" aria-labelledby="plan-heading">
          <h2 id="plan-heading">Premium access</h2>
          <p>{greeting(user)}: Full Access is yours.</p>
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
        {premium && <MembersGroup />}
      </div>
      <section className="section" aria-labelledby="history-heading">
        <h2 id="history-heading">Calculation History</h2>
        <History />
      </section>
      <section className="section" aria-labelledby="premium-calculators-heading">
        <h2 id="premium-calculators-heading">Premium calculators</h2>
        {!premium && <PremiumOfferLine reader={offer.reader} prices={offer.prices} />}
        <ul className="card-grid dashboard-calculators">
          {PREMIUM_CALCULATORS.map((calculator) => {
            // Each opens its calculator; its page says what it takes when this account cannot calculate now.
            const open = premium || calculatesNow(offer.reader);
            return (
              <li key={calculator.to} className={`card ${open ? '' : 'locked'}`}>
                <Link to={calculator.to} className="icon-link">
                  {open ? <Icon name="calculator" /> : <Icon name="lock" label="Locked" />}
                  {calculator.name}
                </Link>
              </li>
            );
          })}
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

/** The calculators whose results have a worksheet PDF (issue 26): the wellness quiz and the income tax have none. */
const WORKSHEET_TYPES: readonly string[] = ['child-support', 'alimony', 'budget', 'property-division', 'qdro', 'tax-impact', 'custody-costs'] satisfies WorksheetCalculator[];
const isWorksheetType = (type: string): type is WorksheetCalculator => WORKSHEET_TYPES.includes(type);

/**
 * The stored calculation's input, read when Download PDF is pressed (the history's list carries no inputs). A
 * refusal reads as the widgets' ApiError, so the toast says what every other failure says.
 */
async function storedInput(id: number): Promise<WorksheetInput> {
  try {
    const stored = await accountRequest<{ input: unknown }>('GET', `/api/v1/account/calculations/${id}`);
    return stored.input !== null && typeof stored.input === 'object' ? (stored.input as WorksheetInput) : {};
  } catch (error) {
    if (!(error instanceof AccountProblem)) throw error;
    if (error.status === 0) throw new ApiError(null, null, error.message, { kind: 'network' });
    throw new ApiError(error.status, { title: error.message, status: error.status, detail: error.message }, error.message);
  }
}

/** "Download PDF" for a saved calculation: its stored input and calculator type, posted for the worksheet PDF. */
function HistoryPdf({ id, type }: { id: number; type: string }) {
  if (!isWorksheetType(type)) return null;
  return (
    <DownloadPdfButton
      calculator={type}
      input={() => storedInput(id)}
      className="button button-secondary history-pdf"
      hiddenClassName="visually-hidden"
      hiddenText={`of this ${(TYPE_NAMES[type] ?? type).toLowerCase()} calculation`}
    />
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
