import { useState, type FormEvent } from 'react';
import { useAuth } from '../account/auth.js';
import { Field } from '../components/Field.js';
import { useToast } from '../components/Toast.js';
import type { AdminCredential } from './admin-api.js';

interface AdminGateProps {
  heading: string;
  intro: string;
  buttonLabel: string;
  /** Opens the page with a credential; the server decides, the page only passes it on. */
  onSubmit(credential: AdminCredential): Promise<void> | void;
  busy?: boolean;
}

/**
 * The admin pages' way in: the admin token (typed into a password field, never shown back, kept only
 * in memory) or, for a signed-in admin account, its session. Enter submits.
 */
export function AdminGate({ heading, intro, buttonLabel, onSubmit, busy = false }: AdminGateProps) {
  const toast = useToast('admin-access');
  const { user } = useAuth();
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (token.trim() === '') {
      setError('Please enter the admin token');
      toast({
        title: 'Authentication Required',
        description: 'Please enter the admin token',
        variant: 'destructive',
      });
      return;
    }
    setError(undefined);
    const entered = token.trim();
    setToken('');
    await onSubmit({ kind: 'token', token: entered });
  };

  return (
    <section className="card admin-gate" aria-labelledby="admin-gate-heading">
      <h1 id="admin-gate-heading">{heading}</h1>
      <p>{intro}</p>
      <form onSubmit={submit} noValidate>
        <Field label="Admin token" error={error}>
          {(p) => (
            <input
              {...p}
              type="password"
              autoComplete="off"
              spellCheck={false}
              value={token}
              onChange={(e) => setToken(e.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Checking...' : buttonLabel}
        </button>
      </form>
      {user?.role === 'admin' && (
        <p className="admin-gate-session">
          You are signed in as an admin ({user.email}).{' '}
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => void onSubmit({ kind: 'session' })}
          >
            Continue as {user.firstName}
          </button>
        </p>
      )}
    </section>
  );
}
