import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Field } from '../components/Field.js';
import { useModalDialog } from '../components/SiteDialog.js';
import { useToast } from '../components/Toast.js';
import { Link, useRouter } from '../router.js';
import { AccountProblem, accountRequest, useAuth, type AccountUser } from './auth.js';
import { forgetNewAccount, rememberNewAccount } from './greeting.js';

/** Post-login redirect delay (spec part 1, section 9). */
const REDIRECT_DELAY_MS = 1000;

type Errors = Record<string, string>;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function checkLogin(v: { email: string; password: string }): Errors {
  const errors: Errors = {};
  if (!EMAIL_SHAPE.test(v.email.trim())) errors.email = 'Invalid email address';
  if (v.password.length < 8) errors.password = 'Password must be at least 8 characters';
  return errors;
}

function checkRegister(v: { email: string; password: string; firstName: string; lastName: string; username: string }): Errors {
  const errors = checkLogin(v);
  if (!v.firstName.trim()) errors.firstName = 'First name is required';
  if (!v.lastName.trim()) errors.lastName = 'Last name is required';
  if (v.username.trim().length < 3) errors.username = 'Username must be at least 3 characters';
  return errors;
}

const fieldErrors = (error: unknown): Errors =>
  error instanceof AccountProblem ? Object.fromEntries(error.errors.map((e) => [e.path, e.message])) : {};

/**
 * The log-in / sign-up modal: two tabs, the spec's field messages beneath inputs, its toasts. In the
 * page only while open (its fields would otherwise double the page's own Email fields for assistive
 * technology); focus returns where it was when it closes.
 */
export function AuthDialog() {
  const { dialog } = useAuth();
  return dialog ? <OpenAuthDialog /> : null;
}

function OpenAuthDialog() {
  const { dialog, closeDialog, openDialog, setUser, stayAfterSuccess } = useAuth();
  const { navigate, path } = useRouter();
  const toast = useToast('account-entry');
  const ref = useRef<HTMLDialogElement>(null);
  const [values, setValues] = useState({ email: '', password: '', firstName: '', lastName: '', username: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const focusInvalid = useRef(false);

  // After a refused submit, focus goes to the first field with a message, which is then read out.
  useEffect(() => {
    if (!focusInvalid.current) return;
    focusInvalid.current = false;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  // Modal, with focus returned to the opener on close and the page's toasts shown inside it (issue 11).
  useModalDialog(ref, true);

  useEffect(() => setErrors({}), [dialog]);
  // Following a link inside (Forgot password?) leaves the dialog behind.
  const openedAt = useRef(path);
  useEffect(() => {
    if (path !== openedAt.current) closeDialog();
  }, [path, closeDialog]);

  const set = (name: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  const succeed = (user: AccountUser, title: string, description: string) => {
    setUser(user);
    toast({ title, description, variant: 'success' });
    closeDialog();
    setValues({ email: '', password: '', firstName: '', lastName: '', username: '' });
    if (!stayAfterSuccess) window.setTimeout(() => navigate('/dashboard'), REDIRECT_DELAY_MS);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const registering = dialog === 'register';
    const found = registering ? checkRegister(values) : checkLogin(values);
    focusInvalid.current = true;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      if (registering) {
        const user = await accountRequest<AccountUser>('POST', '/api/v1/auth/register', {
          email: values.email.trim(),
          password: values.password,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          username: values.username.trim(),
        });
        rememberNewAccount(user);
        succeed(user, 'Welcome to SecureSplit!', 'Your account has been created.');
      } else {
        const user = await accountRequest<AccountUser>('POST', '/api/v1/auth/login', { email: values.email.trim(), password: values.password });
        forgetNewAccount();
        succeed(user, 'Welcome back!', "You've successfully logged in.");
      }
    } catch (error) {
      focusInvalid.current = true;
      setErrors(fieldErrors(error));
      const message = error instanceof AccountProblem && error.status !== 0 ? error.message : undefined;
      toast(
        registering
          ? { title: 'Registration Failed', description: message ?? 'Failed to create account', variant: 'destructive' }
          : { title: 'Login Failed', description: message ?? 'Invalid email or password', variant: 'destructive' },
      );
    } finally {
      setBusy(false);
    }
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const next = dialog === 'login' ? 'register' : 'login';
      openDialog(next);
      document.getElementById(`auth-tab-${next}`)?.focus();
    }
  };

  const registering = dialog === 'register';
  return (
    <dialog ref={ref} className="card auth-dialog" aria-labelledby="auth-dialog-title" onClose={closeDialog}>
      <h2 id="auth-dialog-title">{registering ? 'Create your account' : 'Log in to SecureSplit'}</h2>
      <div role="tablist" aria-label="Log in or sign up" className="auth-tabs">
        {(['login', 'register'] as const).map((tab) => (
          <button
            key={tab}
            id={`auth-tab-${tab}`}
            type="button"
            role="tab"
            className={`button ${dialog === tab ? 'button-primary' : 'button-secondary'}`}
            aria-selected={dialog === tab}
            aria-controls="auth-panel"
            tabIndex={dialog === tab ? 0 : -1}
            onClick={() => openDialog(tab)}
            onKeyDown={onTabKey}
          >
            {tab === 'login' ? 'Log In' : 'Sign Up'}
          </button>
        ))}
      </div>
      <form id="auth-panel" role="tabpanel" aria-labelledby={`auth-tab-${dialog ?? 'login'}`} onSubmit={onSubmit} noValidate>
        {registering && (
          <>
            <Field label="First name" error={errors.firstName}>
              {(p) => <input {...p} autoComplete="given-name" value={values.firstName} onChange={(e) => set('firstName')(e.target.value)} />}
            </Field>
            <Field label="Last name" error={errors.lastName}>
              {(p) => <input {...p} autoComplete="family-name" value={values.lastName} onChange={(e) => set('lastName')(e.target.value)} />}
            </Field>
            <Field label="Username" error={errors.username}>
              {(p) => <input {...p} autoComplete="username" value={values.username} onChange={(e) => set('username')(e.target.value)} />}
            </Field>
          </>
        )}
        <Field label="Email" error={errors.email}>
          {(p) => <input {...p} type="email" autoComplete="email" value={values.email} onChange={(e) => set('email')(e.target.value)} />}
        </Field>
        <Field label="Password" hint={registering ? 'At least 8 characters; not a common password.' : undefined} error={errors.password}>
          {(p) => (
            <input
              {...p}
              type="password"
              autoComplete={registering ? 'new-password' : 'current-password'}
              value={values.password}
              onChange={(e) => set('password')(e.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? (registering ? 'Creating account...' : 'Logging in...') : registering ? 'Create Account' : 'Log In'}
        </button>
        {!registering && (
          <p>
            <Link to="/reset-password">Forgot password?</Link>
          </p>
        )}
      </form>
      <button type="button" className="button button-secondary" onClick={closeDialog}>
        Close
      </button>
    </dialog>
  );
}
