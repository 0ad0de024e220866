import './billing.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AccountProblem, useAuth } from '../account/auth.js';
import { useToast } from '../components/Toast.js';
import { Link, useRouter } from '../router.js';
import { billingApi, type CreatedSubscription, type PlanId } from './billing-api.js';
import { PaymentDialog } from './PaymentDialog.js';
import { PLAN_NAMES, pricePerInterval, yearlySavingDollars } from './plans.js';
import { useBillingConfig } from './use-billing-config.js';

/** After sign-up on the way, the plan choice is retried this long after (spec part 1, section 9). */
export const RETRY_AFTER_SIGN_UP_MS = 500;

const ALREADY_PREMIUM = { title: 'Already Premium', description: 'You already have an active subscription!' } as const;

/**
 * /subscribe (spec part 1 §2, §4): the two Full Access plans; choosing one signs the person up on the
 * way if needed, creates the subscription and takes payment in a dialog without leaving the page.
 */
export default function SubscribePage() {
  const configState = useBillingConfig();
  const { user, openDialog, dialog, refresh } = useAuth();
  const { navigate } = useRouter();
  const toast = useToast('subscribe');
  const [choosing, setChoosing] = useState<PlanId | null>(null);
  const [pending, setPending] = useState<{ plan: PlanId; subscription: CreatedSubscription } | null>(null);
  const [alreadyPremium, setAlreadyPremium] = useState(false);
  /** The plan chosen while signed out, retried once the person has signed up or logged in. */
  const waitingForSignIn = useRef<PlanId | null>(null);

  const choose = useCallback(
    async (plan: PlanId) => {
      if (user === undefined) return;
      if (!user) {
        waitingForSignIn.current = plan;
        openDialog('register', { stay: true });
        return;
      }
      if (user.isPremium) {
        setAlreadyPremium(true);
        toast({ ...ALREADY_PREMIUM, variant: 'destructive' });
        return;
      }
      setChoosing(plan);
      try {
        const subscription = await billingApi.createSubscription(plan);
        setPending({ plan, subscription });
      } catch (error) {
        if (error instanceof AccountProblem && error.status === 401) {
          // The session ended meanwhile: sign in again on the way, then carry on.
          await refresh();
          waitingForSignIn.current = plan;
          openDialog('register', { stay: true });
        } else if (error instanceof AccountProblem && error.status === 409) {
          setAlreadyPremium(true);
          toast({ ...ALREADY_PREMIUM, variant: 'destructive' });
        } else {
          toast({ title: 'Error', description: 'Failed to create subscription. Please try again.', variant: 'destructive' });
        }
      } finally {
        setChoosing(null);
      }
    },
    [user, openDialog, refresh, toast],
  );

  // Signed in through the dialog with a plan waiting: retry the choice after 0.5 s.
  useEffect(() => {
    const plan = waitingForSignIn.current;
    if (!plan || !user) return undefined;
    waitingForSignIn.current = null;
    const timer = window.setTimeout(() => void choose(plan), RETRY_AFTER_SIGN_UP_MS);
    return () => window.clearTimeout(timer);
  }, [user, choose]);

  // Closing the dialog without signing in clears the chosen plan.
  useEffect(() => {
    if (dialog === null && !user) waitingForSignIn.current = null;
  }, [dialog, user]);

  const onPaid = async (plan: PlanId, subscriptionId: string, paymentIntentId: string) => {
    try {
      const result = await billingApi.subscriptionSuccess({ paymentIntentId, subscriptionId, plan });
      if (!result.success) throw new Error(result.message);
    } catch {
      toast({
        title: 'Subscription Error',
        description: 'Payment succeeded but there was an issue activating your subscription. Please contact support.',
        variant: 'destructive',
      });
      return;
    }
    setPending(null);
    await refresh();
    toast({ title: 'Welcome to Full Access!', description: 'Your subscription is now active. Enjoy unlimited calculations!', variant: 'success' });
    navigate(`/success?plan=${plan}`);
  };

  if (configState.status === 'loading') {
    return (
      <div className="page" aria-busy="true">
        <h1>Full Access</h1>
        <p className="loading" role="status">
          Loading plans…
        </p>
      </div>
    );
  }
  if (configState.status === 'failed') {
    return (
      <div className="page">
        <h1>Full Access</h1>
        <p role="alert">The plans could not be loaded. Please refresh the page to try again.</p>
      </div>
    );
  }
  const { config } = configState;
  const saving = yearlySavingDollars(config);
  return (
    <div className="page subscribe-page">
      <h1>Full Access</h1>
      <p>
        Every premium calculator — property division, retirement-account division (QDRO), tax impact and custody costs —
        with unlimited calculations. A free account may run 2 premium calculations a month (verify your email), no card needed.
      </p>
      {config.mode === 'sandbox' && (
        <p className="sandbox-notice" role="note">
          <strong>Sandbox: no card is charged.</strong> This server has no payment provider configured.
        </p>
      )}
      {alreadyPremium && (
        <section className="card notice" role="status" aria-labelledby="already-premium-heading">
          <h2 id="already-premium-heading">Already Premium</h2>
          <p>
            You already have an active subscription! Manage it on your <Link to="/account">account page</Link>.
          </p>
        </section>
      )}
      <ul className="plan-cards" aria-label="Plans">
        {(['monthly', 'yearly'] as const).map((plan) => (
          <li key={plan} className={`card plan-card ${plan === 'yearly' ? 'plan-card-featured' : ''}`}>
            <h2 id={`plan-${plan}`}>{PLAN_NAMES[plan]}</h2>
            <p className="plan-price">{pricePerInterval(config, plan)}</p>
            {plan === 'yearly' && saving > 0 && <p className="badge badge-official">Save ${saving}</p>}
            <ul className="plan-features">
              <li>All four premium calculators, unlimited</li>
              <li>7-day money-back guarantee</li>
              <li>Cancel any time; access until the end of the paid period</li>
            </ul>
            <button
              type="button"
              className="button button-primary"
              aria-describedby={`plan-${plan}`}
              disabled={choosing !== null || user === undefined}
              onClick={() => void choose(plan)}
            >
              {choosing === plan ? 'Preparing...' : `Choose ${PLAN_NAMES[plan]}`}
            </button>
          </li>
        ))}
      </ul>
      <p>
        Questions? <Link to="/support">Contact Support</Link>. Already subscribed? <Link to="/account">Manage your subscription</Link>.
      </p>
      {pending && (
        <PaymentDialog
          config={config}
          plan={pending.plan}
          subscription={pending.subscription}
          onPaid={(paymentIntentId) => onPaid(pending.plan, pending.subscription.subscriptionId, paymentIntentId)}
          onPaymentError={(message) => toast({ title: 'Payment Failed', description: message, variant: 'destructive' })}
          onCancel={() => setPending(null)}
        />
      )}
    </div>
  );
}
