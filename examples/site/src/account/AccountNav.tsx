import { useToast } from '../components/Toast.js';
import { useSiteI18n } from '../locale/i18n.js';
import { Link, useRouter } from '../router.js';
import { useAuth } from './auth.js';

/** The header's account corner: Log In when signed out; Dashboard and Log Out when signed in. */
export function AccountNav() {
  const { user, openDialog, logout } = useAuth();
  const { navigate } = useRouter();
  const toast = useToast('account-entry');
  const { t } = useSiteI18n();
  // Until the session check answers, an empty box the size of the Log In button holds its place, so the
  // header's links do not jump sideways when it arrives (Lighthouse counts that as layout shift).
  if (user === undefined) return <span className="account-nav-pending" aria-hidden="true" />;
  if (!user) {
    return (
      <button type="button" className="button button-secondary" onClick={() => openDialog('login')}>
        {t('site.account.logIn')}
      </button>
    );
  }
  const onLogout = async () => {
    try {
      await logout();
      toast({ title: t('site.account.loggedOut.title'), description: t('site.account.loggedOut.description'), variant: 'success' });
      navigate('/');
    } catch {
      toast({ title: t('site.account.logOutFailed.title'), description: t('site.account.logOutFailed.description'), variant: 'destructive' });
    }
  };
  return (
    <div className="account-nav">
      <Link to="/dashboard">{t('site.account.dashboard')}</Link>
      <button type="button" className="button button-secondary" onClick={() => void onLogout()}>
        {t('site.account.logOut')}
      </button>
    </div>
  );
}
