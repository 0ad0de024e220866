import { useEffect, useState } from 'react';
import { Link } from '../router.js';
import { AccountProblem, accountRequest, useAuth } from './auth.js';
import { ResendVerification } from './email-verification.js';

type Outcome = { status: 'checking' } | { status: 'verified' } | { status: 'refused'; message: string } | { status: 'no-token' };

/**
 * One request per token for the page's life: the link works once, so a second effect run (React's
 * development double run, a remount) must not use it again and report it as used.
 */
const confirmations = new Map<string, Promise<Outcome>>();

function confirm(token: string): Promise<Outcome> {
  let pending = confirmations.get(token);
  if (!pending) {
    pending = accountRequest('POST', '/api/v1/auth/verify-email', { token }).then(
      (): Outcome => ({ status: 'verified' }),
      (error: unknown): Outcome => ({
        status: 'refused',
        message:
          error instanceof AccountProblem && error.status === 400
            ? 'This link has already been used or has expired.'
            : 'We could not check this link just now. Please reload the page to try again.',
      }),
    );
    confirmations.set(token, pending);
  }
  return pending;
}

/** /verify-email?token=…: where the mailed link lands. Confirms at once (one click) and says what happened. */
export default function VerifyEmailPage() {
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token'));
  const { user, refresh, openDialog } = useAuth();
  const [outcome, setOutcome] = useState<Outcome>(token ? { status: 'checking' } : { status: 'no-token' });

  useEffect(() => {
    if (!token) return;
    let current = true;
    void confirm(token).then((result) => {
      if (!current) return;
      setOutcome(result);
      // The signed-in account (in this browser) now reads verified.
      if (result.status === 'verified') void refresh();
    });
    return () => {
      current = false;
    };
  }, [token, refresh]);

  return (
    <div className="page">
      <h1>Verify your email</h1>
      <section className="card verify-email-result" aria-live="polite" aria-busy={outcome.status === 'checking'}>
        {outcome.status === 'checking' && <p role="status">Checking your link…</p>}
        {outcome.status === 'verified' && (
          <>
            <p role="status">
              <strong>Your email address is verified.</strong> Your free premium calculations are unlocked, and your account now includes what you
              sent us under this address.
            </p>
            <p className="verify-actions">
              {user ? (
                <Link to="/account" className="button button-primary">
                  Go to your account
                </Link>
              ) : (
                <button type="button" className="button button-primary" onClick={() => openDialog('login')}>
                  Log In
                </button>
              )}
              <Link to="/dashboard" className="button button-secondary">
                Use the calculators
              </Link>
            </p>
          </>
        )}
        {(outcome.status === 'refused' || outcome.status === 'no-token') && (
          <>
            <p role="alert">
              {outcome.status === 'refused' ? outcome.message : 'This page opens from the link we email you when you sign up.'}
            </p>
            <NewLink />
          </>
        )}
      </section>
    </div>
  );
}

/** After a used or expired link: already verified, a new link (signed in), or how to get one (signed out). */
function NewLink() {
  const { user, openDialog } = useAuth();
  if (user === undefined) return null;
  if (user?.emailVerified) {
    return (
      <p>
        Your email address is already verified. <Link to="/account">Go to your account</Link>
      </p>
    );
  }
  if (user) {
    return (
      <>
        <p>
          We can send a new link to <strong className="verify-email-address">{user.email}</strong>; it works once.
        </p>
        <ResendVerification label="Send me a new link" />
      </>
    );
  }
  return (
    <>
      <p>Log in, then send yourself a new link from your account page.</p>
      <p className="verify-actions">
        <button type="button" className="button button-primary" onClick={() => openDialog('login', { stay: true })}>
          Log In
        </button>
      </p>
    </>
  );
}
