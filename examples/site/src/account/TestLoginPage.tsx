import { useState, type FormEvent } from 'react';
import { Field } from '../components/Field.js';
import { useToast } from '../components/Toast.js';
import { Link, useRouter } from '../router.js';
import { AccountProblem, accountRequest, useAuth, type AccountUser } from './auth.js';

/** /test-login (spec part 2): signs in the demo account when the server has DEMO_LOGIN_* set. */
export default function TestLoginPage() {
  const { setUser } = useAuth();
  const { navigate } = useRouter();
  const toast = useToast('account-entry');
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!values.email.trim()) found.email = 'Email is required';
    if (!values.password) found.password = 'Password is required';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result = await accountRequest<{ success: true; user: AccountUser }>('POST', '/api/test-premium-access', {
        username: values.email.trim(),
        password: values.password,
      });
      setUser(result.user);
      toast({ title: 'Login Successful', description: `Welcome ${result.user.firstName}! Premium access granted`, variant: 'success' });
      navigate('/');
    } catch (error) {
      toast(
        error instanceof AccountProblem && (error.status === 401 || error.status === 400)
          ? { title: 'Login Failed', description: 'Invalid credentials. Please check your username and password.', variant: 'destructive' }
          : { title: 'Login Error', description: 'An error occurred during login. Please try again.', variant: 'destructive' },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page">
      <h1>Premium Test Login</h1>
      <section className="card form-card" aria-labelledby="test-login-heading">
        <h2 id="test-login-heading">Test credentials</h2>
        <form onSubmit={onSubmit} noValidate>
          <Field label="Email" error={errors.email}>
            {(p) => <input {...p} type="email" autoComplete="username" required value={values.email} onChange={(e) => setValues({ ...values, email: e.target.value })} />}
          </Field>
          <Field label="Password" error={errors.password}>
            {(p) => (
              <input {...p} type="password" autoComplete="current-password" required value={values.password} onChange={(e) => setValues({ ...values, password: e.target.value })} />
            )}
          </Field>
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? 'Logging in...' : 'Login'}
          </button>
        </form>
      </section>
      <p className="back-link">
        <Link to="/">Back to Home</Link>
      </p>
    </div>
  );
}
