import { useCallback, useState } from 'react';
import { AdminGate } from './AdminGate.js';
import {
  adminRequest,
  formatDateTime,
  fullName,
  type AdminCredential,
  type WaitlistSignup,
} from './admin-api.js';
import { ScrollTable } from '../components/ScrollTable.js';
import './admin.css';

type View =
  | { state: 'locked' }
  | { state: 'loading'; credential: AdminCredential }
  | { state: 'error' }
  | { state: 'ready'; credential: AdminCredential; total: number; signups: WaitlistSignup[] };

/** /admin/waitlist: the professional waitlist, behind the admin token or an admin session (checked by the server). */
export default function AdminWaitlistPage() {
  const [view, setView] = useState<View>({ state: 'locked' });

  const load = useCallback(async (credential: AdminCredential) => {
    setView({ state: 'loading', credential });
    try {
      const data = await adminRequest<{ total: number; waitlistSignups: WaitlistSignup[] }>(
        credential,
        'GET',
        '/api/v1/admin/waitlist',
      );
      setView({ state: 'ready', credential, total: data.total, signups: data.waitlistSignups });
    } catch {
      // The credential is dropped: Try Again goes back to the token form.
      setView({ state: 'error' });
    }
  }, []);

  if (view.state === 'locked') {
    return (
      <div className="page admin-page">
        <AdminGate
          heading="Admin Waitlist"
          intro="Enter the admin token to see the professional waitlist, or continue with your admin account."
          buttonLabel="Access Waitlist"
          onSubmit={load}
        />
      </div>
    );
  }
  if (view.state === 'loading') {
    return (
      <div className="page admin-page">
        <p className="loading" role="status">
          Loading waitlist data...
        </p>
      </div>
    );
  }
  if (view.state === 'error') {
    return (
      <div className="page admin-page">
        <div className="card admin-error" role="alert">
          <p>Error loading waitlist data. Please check your token and try again.</p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => setView({ state: 'locked' })}
          >
            Try Again
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="page admin-page">
      <div className="admin-header">
        <h1>Professional Waitlist</h1>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setView({ state: 'locked' })}
        >
          Logout
        </button>
      </div>
      <div className="admin-cards">
        <section className="card admin-card" aria-label="Total Signups">
          <h2>Total Signups</h2>
          <p className="admin-card-value">{view.total}</p>
        </section>
        <section className="card admin-card" aria-label="Email Capture">
          <h2>Email Capture</h2>
          <p className="admin-card-value">100%</p>
          <p className="admin-card-note">Every signup left an email address</p>
        </section>
        <section className="card admin-card" aria-label="Professional">
          <h2>Professional</h2>
          <p className="admin-card-value">Target market</p>
          <p className="admin-card-note">Attorneys, mediators, CDFAs</p>
        </section>
        <section className="card admin-card" aria-label="Active">
          <h2>Active</h2>
          <p className="admin-card-value">Campaign status</p>
          <p className="admin-card-note">The waitlist is open</p>
        </section>
      </div>
      <section aria-labelledby="signups-heading">
        <h2 id="signups-heading">Signups</h2>
        {view.signups.length === 0 ? (
          <p className="admin-empty">No waitlist signups yet</p>
        ) : (
          <ScrollTable
            name={{ labelledBy: 'signups-heading' }}
            columns={['Name', 'Email', 'Source', 'Tags', 'Date']}
          >
            {view.signups.map((signup) => (
              <tr key={signup.id}>
                <td>{fullName(signup.firstName, signup.lastName)}</td>
                <td>
                  <a href={`mailto:${signup.email}`}>{signup.email}</a>
                </td>
                <td>{signup.source}</td>
                <td>
                  <ul className="admin-tags">
                    {signup.tags.map((tag) => (
                      <li key={tag} className="badge admin-tag">
                        {tag}
                      </li>
                    ))}
                  </ul>
                </td>
                <td>
                  <time dateTime={signup.createdAt}>{formatDateTime(signup.createdAt)}</time>
                </td>
              </tr>
            ))}
          </ScrollTable>
        )}
      </section>
    </div>
  );
}
