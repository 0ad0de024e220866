import { useEffect, useState, type FormEvent } from 'react';
import { SubscriptionSection } from '../billing/SubscriptionSection.js';
import { Field } from '../components/Field.js';
import { SiteDialog } from '../components/SiteDialog.js';
import { useToast } from '../components/Toast.js';
import { Link, useRouter } from '../router.js';
import { AccountProblem, accountRequest, useAuth } from './auth.js';
import { VerifyEmailNotice } from './email-verification.js';

function ChangePassword() {
  const toast = useToast();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!values.currentPassword) found.currentPassword = 'Password is required';
    if (values.newPassword.length < 8) found.newPassword = 'Password must be at least 8 characters';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await accountRequest('POST', '/api/v1/account/password', values);
      setValues({ currentPassword: '', newPassword: '' });
      toast({ title: 'Password Changed', description: 'Your password has been changed. Other devices have been signed out.', variant: 'success' });
    } catch (error) {
      if (error instanceof AccountProblem) setErrors(Object.fromEntries(error.errors.map((e) => [e.path, e.message])));
      // Past the limit of wrong current passwords the server says how long to wait; "failed" alone invites another try.
      const description = error instanceof AccountProblem && error.status === 429 ? error.message : 'Failed to change your password.';
      toast({ title: 'Error', description, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Field label="Current password" error={errors.currentPassword}>
        {(p) => (
          <input {...p} type="password" autoComplete="current-password" value={values.currentPassword} onChange={(e) => setValues({ ...values, currentPassword: e.target.value })} />
        )}
      </Field>
      <Field label="New password" hint="At least 8 characters; not a common password." error={errors.newPassword}>
        {(p) => (
          <input {...p} type="password" autoComplete="new-password" value={values.newPassword} onChange={(e) => setValues({ ...values, newPassword: e.target.value })} />
        )}
      </Field>
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? 'Changing...' : 'Change Password'}
      </button>
    </form>
  );
}

function DeleteAccount({ emailVerified }: { emailVerified: boolean }) {
  const { setUser } = useAuth();
  const { navigate } = useRouter();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const onDelete = async () => {
    setBusy(true);
    try {
      await accountRequest('DELETE', '/api/v1/account');
      setConfirming(false);
      setUser(null);
      toast({ title: 'Account Deleted', description: 'Your account and its data have been deleted.', variant: 'success' });
      navigate('/');
    } catch {
      toast({ title: 'Error', description: 'Failed to delete your account. Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <p>This deletes your account, your calculations, and the requests you sent us under your email. It cannot be undone.</p>
      {!emailVerified && (
        <p>
          Until you verify your email, only what you did in this account is deleted: requests sent to us under the address stay (verify first, or
          use <Link to="/data-deletion">Delete my data</Link>).
        </p>
      )}
      <button type="button" className="button button-secondary" onClick={() => setConfirming(true)}>
        Delete My Account
      </button>
      <SiteDialog open={confirming} labelledBy="delete-dialog-title" onClose={() => setConfirming(false)}>
        <h2 id="delete-dialog-title">Delete your account?</h2>
        <p>Everything of yours is deleted at once and you are logged out. This cannot be undone.</p>
        <p className="inline-form">
          <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
            Keep My Account
          </button>
          <button type="button" className="button button-primary" disabled={busy} onClick={() => void onDelete()}>
            {busy ? 'Deleting...' : 'Delete Everything'}
          </button>
        </p>
      </SiteDialog>
    </>
  );
}

/** /account (spec part 1, section 2): the account information, password, data download, deletion. */
export default function AccountPage() {
  const { user, refresh, openDialog } = useAuth();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    void refresh().finally(() => setLoaded(true));
  }, [refresh]);

  if (user === undefined || (!loaded && !user)) {
    return (
      <div className="page" aria-busy="true">
        <h1>Account</h1>
        <section className="card skeleton" aria-label="Loading your account">
          <p className="skeleton-line" />
          <p className="skeleton-line" />
          <p className="skeleton-line" />
        </section>
      </div>
    );
  }
  if (!user) {
    return (
      <div className="page">
        <h1>Account</h1>
        <p>Please log in to see your account.</p>
        <p className="inline-form">
          <button type="button" className="button button-primary" onClick={() => openDialog('login')}>
            Log In
          </button>
          <Link to="/subscribe" className="button button-secondary">
            Subscribe
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="page">
      <h1>Account</h1>
      {!user.emailVerified && <VerifyEmailNotice email={user.email} mail={user.verificationMail} fullAccess={user.isPremium} />}
      <section className="card" aria-labelledby="info-heading">
        <h2 id="info-heading">Account information</h2>
        <dl className="stat-list">
          <dt>Name</dt>
          <dd>
            {user.firstName} {user.lastName}
          </dd>
          <dt>Email</dt>
          <dd>
            {user.email} <span className="badge">{user.emailVerified ? 'Verified' : 'Not verified yet'}</span>
          </dd>
          <dt>Username</dt>
          <dd>{user.username}</dd>
        </dl>
        <p>
          <span className="badge">{user.isPremium ? 'Premium Member' : 'Free Account'}</span>
        </p>
      </section>
      <SubscriptionSection />
      <section className="card form-card" aria-labelledby="password-heading">
        <h2 id="password-heading">Change password</h2>
        <ChangePassword />
      </section>
      <section className="card" aria-labelledby="data-heading">
        <h2 id="data-heading">Your data</h2>
        <p>Download everything we hold about you as one JSON file.</p>
        {!user.emailVerified && <p>What was sent to us under your email address is included once you verify it.</p>}
        <a className="button button-secondary" href="/api/v1/account/export" download>
          Download My Data
        </a>
      </section>
      <section className="card warning" aria-labelledby="delete-heading">
        <h2 id="delete-heading">Delete my account</h2>
        <DeleteAccount emailVerified={user.emailVerified} />
      </section>
      <p>
        Questions? <Link to="/support">Contact Support</Link>
      </p>
    </div>
  );
}
