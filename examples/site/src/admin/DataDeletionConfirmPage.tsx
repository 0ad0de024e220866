import { useState } from 'react';
import { useToast } from '../components/Toast.js';
import { Link } from '../router.js';

type State =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'done'; message: string }
  | { state: 'failed'; message: string };

/**
 * /data-deletion/confirm?token=...: the link mailed to the address of a deletion request. Nothing is
 * deleted on opening the page (mail scanners open links); the person confirms with the button.
 */
export default function DataDeletionConfirmPage() {
  const toast = useToast();
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const [view, setView] = useState<State>({ state: 'idle' });

  const confirm = async () => {
    setView({ state: 'busy' });
    try {
      const response = await fetch('/api/v1/data-deletion-requests/confirm', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ token }),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string; detail?: string };
      if (!response.ok) {
        setView({
          state: 'failed',
          message: body.detail ?? 'This confirmation link is invalid or has expired.',
        });
        return;
      }
      const message = body.message ?? 'Your data has been deleted.';
      setView({ state: 'done', message });
      toast({ title: 'Data Deleted', description: message, variant: 'success' });
    } catch {
      setView({ state: 'failed', message: 'Could not reach the server. Please try again.' });
    }
  };

  return (
    <div className="page">
      <h1>Confirm the deletion of your data</h1>
      {view.state === 'done' ? (
        <section className="card" role="status">
          <p>{view.message}</p>
          <p>We have sent a last confirmation to your email address.</p>
          <p>
            <Link to="/">Back to the calculators</Link>
          </p>
        </section>
      ) : (
        <section className="card warning">
          <p>
            Confirming deletes every record SecureSplit holds under your email address: consultation and
            newsletter signups, support requests, and your account with its calculations, if you have one.
            This cannot be undone.
          </p>
          {token === '' && <p role="alert">This page needs the link from the email we sent you.</p>}
          {view.state === 'failed' && <p role="alert">{view.message}</p>}
          <button
            type="button"
            className="button button-primary"
            disabled={token === '' || view.state === 'busy'}
            onClick={() => void confirm()}
          >
            {view.state === 'busy' ? 'Deleting...' : 'Delete My Data'}
          </button>
        </section>
      )}
    </div>
  );
}
