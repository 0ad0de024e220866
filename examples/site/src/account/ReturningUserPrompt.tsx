import { useSiteI18n } from '../locale/i18n.js';
import { richText } from '../locale/rich-text.js';
import { Link } from '../router.js';
import { useAuth } from './auth.js';
import { greeting } from './greeting.js';

/**
 * The home page's returning-user prompt (spec part 1, section 2): signed out, an invitation to log in
 * (the log-in dialog) to find saved calculations; signed in, a way back to the dashboard.
 */
export function ReturningUserPrompt() {
  const { user, openDialog } = useAuth();
  const { t } = useSiteI18n();
  if (user === undefined) return null;
  return (
    <section className="card returning-user" aria-labelledby="returning-user-heading">
      {user ? (
        <>
          <h2 id="returning-user-heading">{greeting(user)}</h2>
          <p>{richText(t('site.returning.dashboard'), [(words) => <Link to="/dashboard">{words}</Link>])}</p>
        </>
      ) : (
        <>
          <h2 id="returning-user-heading">{t('site.returning.heading')}</h2>
          <p>{t('site.returning.text')}</p>
          <button type="button" className="button button-secondary" onClick={() => openDialog('login')}>
            {t('site.returning.signIn')}
          </button>
        </>
      )}
    </section>
  );
}
