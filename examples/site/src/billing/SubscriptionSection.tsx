import './billing.css';
import { useCallback, useEffect, useId, useState } from 'react';
import { AccountProblem, useAuth } from '../account/auth.js';
import { SiteDialog } from '../components/SiteDialog.js';
import { useToast } from '../components/Toast.js';
import { Link } from '../router.js';
import { billingApi, type BillingActionResult, type BillingConfig, type PlanId, type SubscriptionDetails } from './billing-api.js';
import { PLAN_NAMES, pricePerInterval, yearlySavingDollars } from './plans.js';
import { SandboxNotice } from './SandboxNotice.js';
import { useBillingConfig } from './use-billing-config.js';
import { isLiveSubscription } from './use-subscription.js';

const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

export function formatDate(iso: string): string {
  return DATE.format(new Date(iso));
}

function amountPerInterval(details: SubscriptionDetails): string | null {
  if (details.amount === null || !details.interval) return null;
  const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: Number.isInteger(details.amount) ? 0 : 2 }).format(
    details.amount,
  );
  return `${amount} per ${details.interval}`;
}

function statusLabel(details: SubscriptionDetails): string {
  if (details.cancelAtPeriodEnd) return 'Canceling';
  if (!details.status) return 'Unknown';
  return details.status.charAt(0).toUpperCase() + details.status.slice(1).replaceAll('_', ' ');
}

type Action = 'cancel' | 'reactivate' | 'change-plan' | 'refund';

/** The spec's toasts for each action: success title, and the failure text when the server gives none. */
const ACTION_TEXT: Record<Action, { done: string; failed: string }> = {
  cancel: { done: 'Subscription Canceled', failed: 'Failed to cancel subscription.' },
  reactivate: { done: 'Subscription Reactivated', failed: 'Failed to reactivate subscription.' },
  'change-plan': { done: 'Plan Changed', failed: 'Failed to change plan.' },
  refund: { done: 'Subscription Refunded', failed: 'Failed to refund your subscription. Please contact support.' },
};

function RefundDialog({ busy, onConfirm, onClose }: { busy: boolean; onConfirm(): void; onClose(): void }) {
  const titleId = useId();
  return (
    <SiteDialog open labelledBy={titleId} onClose={onClose}>
      <h2 id={titleId}>Refund and end your subscription?</h2>
      <p>Under the 7-day money-back guarantee we refund everything you paid for this subscription. It ends now, and so does premium access.</p>
      <p className="inline-form">
        <button type="button" className="button button-primary" onClick={onClose} disabled={busy}>
          Keep Subscription
        </button>
        <button type="button" className="button button-secondary" onClick={onConfirm} disabled={busy}>
          {busy ? 'Refunding...' : 'Refund and End Now'}
        </button>
      </p>
    </SiteDialog>
  );
}

function ChangePlanDialog({
  config,
  current,
  busy,
  onChoose,
  onClose,
}: {
  config: BillingConfig;
  current: PlanId | null;
  busy: boolean;
  onChoose(plan: PlanId): void;
  onClose(): void;
}) {
  const titleId = useId();
  return (
    <SiteDialog open labelledBy={titleId} onClose={onClose}>
      <h2 id={titleId}>Change Plan</h2>
      <p>The difference is prorated on your next invoice.</p>
      <SandboxNotice />
      <ul className="plan-choices">
        {(['monthly', 'yearly'] as const).map((plan) => (
          <li key={plan}>
            <button type="button" className="button button-secondary plan-choice" disabled={busy || plan === current} onClick={() => onChoose(plan)}>
              {PLAN_NAMES[plan]}: {pricePerInterval(config, plan)}
              {plan === 'yearly' ? ` (Save $${yearlySavingDollars(config)})` : ''}
              {plan === current ? ' — current plan' : ''}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button button-secondary" onClick={onClose}>
        Close
      </button>
    </SiteDialog>
  );
}

function CancelDialog({ periodEnd, busy, onConfirm, onClose }: { periodEnd: string | null; busy: boolean; onConfirm(): void; onClose(): void }) {
  const titleId = useId();
  return (
    <SiteDialog open labelledBy={titleId} onClose={onClose}>
      <h2 id={titleId}>Cancel your subscription?</h2>
      <p>
        You keep premium access until the end of the period you have paid for
        {periodEnd ? <> ({formatDate(periodEnd)})</> : null}; you are not charged again.
      </p>
      <p className="inline-form">
        <button type="button" className="button button-primary" onClick={onClose} disabled={busy}>
          Keep Subscription
        </button>
        <button type="button" className="button button-secondary" onClick={onConfirm} disabled={busy}>
          {busy ? 'Canceling...' : 'Cancel Subscription'}
        </button>
      </p>
    </SiteDialog>
  );
}

/** The subscription part of /account (spec part 1 §2): details, change plan, cancel, reactivate. */
export function SubscriptionSection() {
  const { refresh } = useAuth();
  const toast = useToast();
  const configState = useBillingConfig();
  const [details, setDetails] = useState<SubscriptionDetails | null | 'failed'>(null);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState<'change' | 'cancel' | 'refund' | null>(null);

  const load = useCallback(async () => {
    try {
      setDetails(await billingApi.subscription());
    } catch {
      setDetails('failed');
      toast({ title: 'Error', description: 'Failed to load subscription details.', variant: 'destructive' });
    }
  }, [toast]);

  useEffect(() => {
    void load();
  }, [load]);

  const run = async (action: Action, call: () => Promise<BillingActionResult>) => {
    setBusy(true);
    try {
      const result = await call();
      if (!result.success) throw new Error(result.message);
      setOpen(null);
      // One action for all of them: after a refund, what the cancel said ("You keep Full Access until then") is gone.
      toast({ title: ACTION_TEXT[action].done, description: result.message, variant: 'success', action: 'subscription' });
      await Promise.all([load(), refresh()]);
    } catch (error) {
      const serverMessage = error instanceof AccountProblem || error instanceof Error ? error.message : '';
      const description = action === 'change-plan' && serverMessage ? serverMessage : ACTION_TEXT[action].failed;
      toast({ title: 'Error', description, variant: 'destructive', action: 'subscription' });
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (details === null) {
    body = (
      <div className="skeleton" aria-busy="true" aria-label="Loading your subscription">
        <p className="skeleton-line" />
        <p className="skeleton-line" />
      </div>
    );
  } else if (details === 'failed') {
    body = (
      <p>
        Your subscription details could not be loaded.{' '}
        <button type="button" className="button button-secondary" onClick={() => void load()}>
          Try again
        </button>
      </p>
    );
  } else if (!isLiveSubscription(details)) {
    // No subscription, or one that has ended (cancelled and past its period) or stopped on a failed payment.
    body = (
      <>
        <p>You don't have an active subscription.</p>
        {details.hasSubscription && details.currentPlan && (
          <p>
            Your Full Access ({PLAN_NAMES[details.currentPlan]}) subscription is {statusLabel(details).toLowerCase()}
            {details.currentPeriodEnd ? <> since {formatDate(details.currentPeriodEnd)}</> : null}.
          </p>
        )}
        <Link to="/subscribe" className="button button-primary">
          Subscribe Now
        </Link>
      </>
    );
  } else {
    const price = amountPerInterval(details);
    body = (
      <>
        <dl className="stat-list">
          <dt>Plan</dt>
          <dd>Full Access — {details.currentPlan ? PLAN_NAMES[details.currentPlan] : 'unknown plan'}</dd>
          {price && (
            <>
              <dt>Amount</dt>
              <dd>{price}</dd>
            </>
          )}
          <dt>Status</dt>
          <dd>
            <span className={`badge ${details.cancelAtPeriodEnd ? 'badge-estimate' : 'badge-official'}`}>{statusLabel(details)}</span>
          </dd>
          {details.currentPeriodEnd && !details.cancelAtPeriodEnd && (
            <>
              <dt>Next billing date</dt>
              <dd>{formatDate(details.currentPeriodEnd)}</dd>
            </>
          )}
        </dl>
        {details.cancelAtPeriodEnd && details.currentPeriodEnd && (
          <p className="notice" role="note">
            Your subscription ends on {formatDate(details.currentPeriodEnd)}. You keep premium access until then.
          </p>
        )}
        <p className="inline-form">
          <button type="button" className="button button-secondary" disabled={busy || details.cancelAtPeriodEnd || configState.status !== 'ready'} onClick={() => setOpen('change')}>
            Change Plan
          </button>
          {details.cancelAtPeriodEnd ? (
            <button type="button" className="button button-primary" disabled={busy} onClick={() => void run('reactivate', billingApi.reactivate)}>
              {busy ? 'Reactivating...' : 'Reactivate Subscription'}
            </button>
          ) : (
            <button type="button" className="button button-secondary" disabled={busy} onClick={() => setOpen('cancel')}>
              Cancel Subscription
            </button>
          )}
          <Link to="/support" className="button button-secondary">
            Contact Support
          </Link>
        </p>
        {details.moneyBackUntil && (
          <p>
            7-day money-back guarantee: until {formatDate(details.moneyBackUntil)} you can have a full refund.{' '}
            <button type="button" className="button button-secondary" disabled={busy} onClick={() => setOpen('refund')}>
              Request Refund
            </button>
          </p>
        )}
        {open === 'refund' && <RefundDialog busy={busy} onConfirm={() => void run('refund', billingApi.refund)} onClose={() => setOpen(null)} />}
        {open === 'change' && configState.status === 'ready' && (
          <ChangePlanDialog
            config={configState.config}
            current={details.currentPlan}
            busy={busy}
            onChoose={(plan) => void run('change-plan', () => billingApi.changePlan(plan))}
            onClose={() => setOpen(null)}
          />
        )}
        {open === 'cancel' && (
          <CancelDialog periodEnd={details.currentPeriodEnd} busy={busy} onConfirm={() => void run('cancel', billingApi.cancel)} onClose={() => setOpen(null)} />
        )}
      </>
    );
  }
  return (
    <section className="card" aria-labelledby="subscription-heading">
      <h2 id="subscription-heading">Subscription</h2>
      {body}
    </section>
  );
}
