import { useEffect, useState, type FormEvent } from 'react';
import { Field } from '../components/Field.js';
import { useToast } from '../components/Toast.js';
import { AccountProblem, accountRequest, useAuth } from './auth.js';

function RequestLink() {
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setError('Invalid email address');
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await accountRequest('POST', '/api/v1/auth/password-reset', { email: email.trim() });
      setSent(true);
    } catch (error) {
      // Past the per-address limit the server says how long to wait; "try again" would only be refused again.
      const description = error instanceof AccountProblem && error.status === 429 ? error.message : 'We could not send the link. Please try again.';
      toast({ title: 'Error', description, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  if (sent) {
    return (
      <p role="status">
        If an account exists for that email address, we have sent it a link to reset the password. The link works once, for 30 minutes.
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate>
      <Field label="Email" error={error}>
        {(p) => <input {...p} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
      </Field>
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? 'Sending...' : 'Send Reset Link'}
      </button>
    </form>
  );
}

function ChooseNewPassword({ token }: { token: string }) {
  const toast = useToast();
  const { openDialog } = useAuth();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < 8) {
      setErrors({ password: 'Password must be at least 8 characters' });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await accountRequest('POST', '/api/v1/auth/password-reset/confirm', { token, password });
      setDone(true);
      toast({ title: 'Password Changed', description: 'Please log in with your new password.', variant: 'success' });
    } catch (error) {
      if (error instanceof AccountProblem) setErrors(Object.fromEntries(error.errors.map((e) => [e.path, e.message])));
      toast({ title: 'Error', description: 'Failed to change your password.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  if (done) {
    return (
      <p>
        Your password has been changed.{' '}
        <button type="button" className="button button-primary" onClick={() => openDialog('login')}>
          Log In
        </button>
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate>
      {errors.token && (
        <p className="field-error" role="alert">
          {errors.token}
        </p>
      )}
      <Field label="New password" hint="At least 8 characters; not a common password." error={errors.password}>
        {(p) => <input {...p} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />}
      </Field>
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? 'Saving...' : 'Set New Password'}
      </button>
    </form>
  );
}

type LinkCheck = { state: 'checking' } | { state: 'usable' } | { state: 'expired' | 'used-or-unknown' } | { state: 'unchecked' };

/**
 * Whether the mailed link still works, asked before showing the form (issue 33 §6: a used link showed the form and
 * failed only after a new password was typed). If the check itself fails, the form is shown and the confirmation
 * says what happened, as before.
 */
function useLinkCheck(token: string | null): LinkCheck {
  const [check, setCheck] = useState<LinkCheck>({ state: 'checking' });
  useEffect(() => {
    if (!token) return;
    let current = true;
    accountRequest<{ usable: boolean; state: 'usable' | 'expired' | 'used-or-unknown' }>('POST', '/api/v1/auth/password-reset/check', { token })
      .then((answer) => current && setCheck({ state: answer.state }))
      .catch(() => current && setCheck({ state: 'unchecked' }));
    return () => {
      current = false;
    };
  }, [token]);
  return check;
}

/** /reset-password: asks for the email (no token), or sets the new password with the mailed link's token. */
export default function ResetPasswordPage() {
  const token = new URLSearchParams(window.location.search).get('token');
  const check = useLinkCheck(token);
  const dead = check.state === 'expired' || check.state === 'used-or-unknown';
  return (
    <div className="page">
      <h1>Reset your password</h1>
      <section className="card form-card" aria-labelledby="reset-heading">
        <h2 id="reset-heading">{token && !dead ? 'Choose a new password' : 'Get a reset link'}</h2>
        {!token ? (
          <RequestLink />
        ) : check.state === 'checking' ? (
          <p className="loading" role="status">
            Checking your reset link…
          </p>
        ) : dead ? (
          <>
            <p role="alert" className="notice-warning">
              {check.state === 'expired'
                ? 'This reset link has expired: each link works for 30 minutes.'
                : 'This reset link has already been used or is not valid: each link works once.'}{' '}
              Enter your email below and we will send you a new one.
            </p>
            <RequestLink />
          </>
        ) : (
          <ChooseNewPassword token={token} />
        )}
      </section>
    </div>
  );
}
