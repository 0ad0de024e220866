import { useToast } from '../components/Toast.js';
import { Link, useRouter } from '../router.js';
import { useAuth } from './auth.js';

/** The header's account corner: Log In when signed out; Dashboard and Log Out when signed in. */
export function AccountNav() {
  const { user, openDialog, logout } = useAuth();
  const { navigate } = useRouter();
  const toast = useToast('account-entry');
  // Until the session check answers, an empty box the size of the Log In button holds its place, so the
  // header's links do not jump sideways when it arrives (Lighthouse counts that as layout shift).
  if (user === undefined) return <span className="account-nav-pending" aria-hidden="true" />;
  if (!user) {
    return (
      <button type="button" className="button button-secondary" onClick={() => openDialog('login')}>
        Log In
      </button>
    );
  }
  const onLogout = async () => {
    try {
      await logout();
      toast({ title: 'Logged out', description: 'You have been logged out.', variant: 'success' });
      navigate('/');
    } catch {
      toast({ title: 'Error', description: 'Failed to log out. Please try again.', variant: 'destructive' });
    }
  };
  return (
    <div className="account-nav">
      <Link to="/dashboard">Dashboard</Link>
      <button type="button" className="button button-secondary" onClick={() => void onLogout()}>
        Log Out
      </button>
    </div>
  );
}
