import './billing.css';
import { useEffect, useState } from 'react';
import { Link, useRouter } from '../router.js';
import { useToast } from '../components/Toast.js';
import { billingApi, formatCents, type SandboxCheckoutSession } from './billing-api.js';

function sessionIdFromAddress(): string | null {
  return new URLSearchParams(window.location.search).get('session_id');
}

/** Where the sandbox's completion goes next: its own success URL when it names one on this site. */
function sameOriginTarget(candidate: unknown, fallback: string): string {
  if (typeof candidate !== 'string') return fallback;
  try {
    const url = new URL(candidate, window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}

/**
 * /sandbox-checkout (contract C4): the sandbox's stand-in for the payment provider's hosted checkout.
 * It takes no card and says so; paying marks the session paid on the server, then goes to the success
 * page with the session's id.
 */
export default function SandboxCheckoutPage() {
  const { navigate } = useRouter();
  const toast = useToast();
  const sessionId = sessionIdFromAddress();
  const [status, setStatus] = useState<SandboxCheckoutSession | 'missing' | null>(sessionId ? null : 'missing');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!sessionId) return;
    let live = true;
    billingApi.sandboxCheckout(sessionId).then(
      (found) => live && setStatus(found),
      () => live && setStatus('missing'),
    );
    return () => {
      live = false;
    };
  }, [sessionId]);

  const pay = async () => {
    if (!sessionId) return;
    setBusy(true);
    try {
      const completed = await billingApi.completeSandboxCheckout(sessionId);
      navigate(sameOriginTarget(completed.successUrl, `/cdfa-review-success?session_id=${encodeURIComponent(sessionId)}`));
    } catch {
      toast({ title: 'Payment Failed', description: 'The sandbox payment could not be completed. Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  if (status === null) {
    return (
      <div className="page" aria-busy="true">
        <h1>Checkout</h1>
        <p className="loading" role="status">
          Loading your checkout…
        </p>
      </div>
    );
  }
  if (status === 'missing') {
    return (
      <div className="page">
        <h1>Checkout</h1>
        <p role="alert">We cannot find this checkout. Nothing has been charged.</p>
        <Link to="/#calculators" className="button button-primary">
          Back to the calculators
        </Link>
      </div>
    );
  }
  return (
    <div className="page">
      <h1>Checkout: Priority CDFA review</h1>
      <p className="sandbox-notice" role="note">
        <strong>Sandbox: no card is charged.</strong> This server has no payment provider configured; paying here only marks the
        test purchase as paid.
      </p>
      <section className="card" aria-labelledby="checkout-summary">
        <h2 id="checkout-summary">Order</h2>
        <p>
          Priority CDFA review session (45 minutes): <strong>{formatCents(status.amountCents)}</strong>
        </p>
        {status.paid ? (
          <p>
            This checkout is already paid. <Link to={sameOriginTarget(status.successUrl, '/')}>See your booking</Link>
          </p>
        ) : (
          <p className="inline-form">
            <button type="button" className="button button-primary" disabled={busy} onClick={() => void pay()}>
              {busy ? 'Processing...' : `Pay ${formatCents(status.amountCents)} (sandbox)`}
            </button>
            <Link to={sameOriginTarget(status.cancelUrl, '/#calculators')} className="button button-secondary">
              Cancel
            </Link>
          </p>
        )}
      </section>
    </div>
  );
}
