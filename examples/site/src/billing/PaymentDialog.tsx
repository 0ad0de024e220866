import './billing.css';
import { useEffect, useId, useRef, useState } from 'react';
import { SiteDialog } from '../components/SiteDialog.js';
import type { BillingConfig, CreatedSubscription, PlanId } from './billing-api.js';
import { PLAN_NAMES, pricePerInterval } from './plans.js';
import { stripeClient, type StripeClient, type StripeElements } from './stripe-js.js';

/** The payment intent a sandbox or Stripe client secret belongs to (`pi_…_secret_…` → `pi_…`). */
export function paymentIntentIdOf(clientSecret: string): string {
  const at = clientSecret.indexOf('_secret_');
  return at > 0 ? clientSecret.slice(0, at) : clientSecret;
}

export type PaymentOutcome = { ok: true; paymentIntentId: string } | { ok: false; message: string };

interface PaymentDialogProps {
  config: BillingConfig;
  plan: PlanId;
  subscription: CreatedSubscription;
  /** Called with the confirmed payment intent; the page then asks the server to activate. */
  onPaid(paymentIntentId: string): Promise<void>;
  /** A refused card or a form that did not load: the page shows the spec's toast. */
  onPaymentError(message: string): void;
  onCancel(): void;
}

/**
 * The payment step, confirmed without leaving the page. Stripe mode mounts Stripe's Payment Element
 * for the subscription's client secret; sandbox mode takes no card and says so plainly.
 */
export function PaymentDialog({ config, plan, subscription, onPaid, onPaymentError, onCancel }: PaymentDialogProps) {
  const titleId = useId();
  const sandbox = config.mode === 'sandbox' || subscription.clientSecret.startsWith('sandbox_');
  const [busy, setBusy] = useState(false);
  const stripe = useRef<{ client: StripeClient; elements: StripeElements } | null>(null);
  const [cardForm, setCardForm] = useState<'loading' | 'ready' | 'failed'>(sandbox ? 'ready' : 'loading');
  const mountPoint = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sandbox || !config.publishableKey) {
      if (!sandbox) setCardForm('failed');
      return undefined;
    }
    let live = true;
    let destroy: (() => void) | null = null;
    stripeClient(config.publishableKey)
      .then((client) => {
        if (!live || !mountPoint.current) return;
        const elements = client.elements({ clientSecret: subscription.clientSecret });
        const element = elements.create('payment');
        element.mount(mountPoint.current);
        destroy = () => element.destroy();
        stripe.current = { client, elements };
        setCardForm('ready');
      })
      .catch(() => {
        if (!live) return;
        setCardForm('failed');
        onPaymentError('The card form could not load. Please try again.');
      });
    return () => {
      live = false;
      destroy?.();
    };
    // The form is set up once per created subscription (onPaymentError is read at the time it fails).
  }, [sandbox, config.publishableKey, subscription.clientSecret]);

  const confirm = async () => {
    setBusy(true);
    try {
      if (sandbox) {
        await onPaid(paymentIntentIdOf(subscription.clientSecret));
        return;
      }
      const current = stripe.current;
      if (!current) return;
      const result = await current.client.confirmPayment({
        elements: current.elements,
        redirect: 'if_required',
        confirmParams: { return_url: `${window.location.origin}/success?plan=${plan}` },
      });
      if (result.error || !result.paymentIntent) {
        onPaymentError(result.error?.message ?? 'Your payment could not be completed.');
        return;
      }
      await onPaid(result.paymentIntent.id);
    } finally {
      setBusy(false);
    }
  };

  const price = pricePerInterval(config, plan);
  return (
    <SiteDialog open labelledBy={titleId} onClose={onCancel} className="payment-dialog">
      <h2 id={titleId}>Full Access — {PLAN_NAMES[plan]}</h2>
      <p>
        <strong>{price}</strong>. 7-day money-back guarantee; cancel any time and keep access until the end of the paid period.
      </p>
      {sandbox ? (
        <p className="sandbox-notice" role="note">
          <strong>Sandbox: no card is charged.</strong> This server runs without a payment provider; confirming starts the
          subscription for testing.
        </p>
      ) : (
        <>
          <div ref={mountPoint} className="payment-element" aria-busy={cardForm === 'loading'} />
          {cardForm === 'loading' && (
            <p className="loading" role="status">
              Loading the secure card form…
            </p>
          )}
          {cardForm === 'failed' && (
            <p className="field-error" role="alert">
              The card form could not load. Please close this and try again.
            </p>
          )}
        </>
      )}
      <p className="inline-form">
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="button" className="button button-primary" onClick={() => void confirm()} disabled={busy || cardForm !== 'ready'}>
          {busy ? 'Processing...' : sandbox ? `Start Subscription (${price})` : `Pay ${price}`}
        </button>
      </p>
    </SiteDialog>
  );
}
