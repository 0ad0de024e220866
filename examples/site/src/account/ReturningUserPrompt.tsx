import { Link } from '../router.js';
import { useAuth } from './auth.js';
import { greeting } from './greeting.js';

/**
 * The home page's returning-user prompt (spec part 1, section 2): signed out, an invitation to log in
 * (the log-in dialog) to find saved calculations; signed in, a way back to the dashboard.
 */
export function ReturningUserPrompt() {
  const { user, openDialog } = useAuth();
  if (user === undefined) return null;
  return (
    <section className="card returning-user" aria-labelledby="returning-user-heading">
      {user ? (
        <>
          <h2 id="returning-user-heading">{greeting(user)}</h2>
          <p>
            Your saved calculations are on your <Link to="/dashboard">dashboard</Link>.
          </p>
        </>
      ) : (
        <>
          <h2 id="returning-user-heading">Been here before?</h2>
          <p>Log in to see the calculations you saved and reopen them.</p>
          <button type="button" className="button button-secondary" onClick={() => openDialog('login')}>
            Sign in to your account
          </button>
        </>
      )}
    </section>
  );
}
