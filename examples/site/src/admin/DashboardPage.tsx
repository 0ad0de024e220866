import { useCallback, useEffect, useState } from 'react';
import { useToast } from '../components/Toast.js';
import { AdminGate } from './AdminGate.js';
import {
  AdminProblem,
  adminRequest,
  conversionRate,
  exportFileName,
  formatDateTime,
  formatDay,
  fullName,
  thisWeek,
  type AdminCredential,
  type AdminSession,
  type AdminStats,
  type AuditEntry,
  type DeletionRequest,
  type LeadRow,
} from './admin-api.js';
import { DailySignupsChart } from './DailySignupsChart.js';
import { ReviewQueue } from './ReviewQueue.js';
import { ScrollTable } from '../components/ScrollTable.js';
import './admin.css';
import { describeAdminAction, describeRefusedAdminAction } from './audit-actions.js';

const PERIODS = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '60', label: 'Last 60 days' },
  { value: '90', label: 'Last 90 days' },
  { value: '365', label: 'Last 365 days' },
  { value: 'all', label: 'All time' },
  { value: 'custom', label: 'Custom range' },
] as const;

type Load<T> =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; data: T }
  | { state: 'waiting' };

function statsPath(period: string, startDate: string, endDate: string): string | null {
  if (period !== 'custom') return `/api/v1/admin/stats?period=${encodeURIComponent(period)}`;
  // A custom range is fetched only once both dates are set (spec part 2).
  if (!startDate || !endDate) return null;
  return `/api/v1/admin/stats?period=custom&startDate=${encodeURIComponent(startDate)}&endDate=${encodeURIComponent(endDate)}`;
}

function download(fileName: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function LeadTable({
  id,
  title,
  rows,
  empty,
}: {
  id: string;
  title: string;
  rows: LeadRow[];
  empty: string;
}) {
  return (
    <section className="card admin-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <p className="admin-empty">{empty}</p>
      ) : (
        <ScrollTable name={{ labelledBy: id }} columns={['Name', 'Email', 'Source', 'Date']}>
          {rows.map((lead) => (
            <tr key={lead.id}>
              <td>{fullName(lead.first_name, lead.last_name)}</td>
              <td>
                <a href={`mailto:${lead.email}`}>{lead.email}</a>
              </td>
              <td>{lead.source}</td>
              <td>
                <time dateTime={lead.created_at}>{formatDateTime(lead.created_at)}</time>
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </section>
  );
}

function DeletionRequests({ credential, onChanged }: { credential: AdminCredential; onChanged(): void }) {
  const toast = useToast();
  const [load, setLoad] = useState<Load<DeletionRequest[]>>({ state: 'loading' });
  const [busyId, setBusyId] = useState<number | null>(null);
  const fetchList = useCallback(async () => {
    setLoad({ state: 'loading' });
    try {
      const data = await adminRequest<{ requests: DeletionRequest[] }>(
        credential,
        'GET',
        '/api/v1/admin/data-deletion-requests',
      );
      setLoad({ state: 'ready', data: data.requests });
    } catch (error) {
      setLoad({
        state: 'error',
        message: error instanceof AdminProblem ? error.message : 'Unable to load the deletion requests.',
      });
    }
  }, [credential]);
  useEffect(() => {
    void fetchList();
  }, [fetchList]);

  const process = async (request: DeletionRequest) => {
    if (
      !window.confirm(
        `Delete every record held under ${request.email ?? 'this address'}? This cannot be undone.`,
      )
    )
      return;
    setBusyId(request.id);
    try {
      const result = await adminRequest<{ message: string }>(
        credential,
        'POST',
        `/api/v1/admin/data-deletion-requests/${request.id}/process`,
      );
      toast({ title: 'Request Processed', description: result.message, variant: 'success' });
      await fetchList();
      onChanged();
    } catch (error) {
      toast({
        title: 'Processing Failed',
        description: error instanceof AdminProblem ? error.message : 'Unable to process the request.',
        variant: 'destructive',
      });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section className="card admin-section" aria-labelledby="deletion-heading">
      <h2 id="deletion-heading">Data Deletion Requests</h2>
      {load.state === 'loading' && (
        <p className="loading" role="status">
          Loading deletion requests...
        </p>
      )}
      {load.state === 'error' && (
        <div role="alert">
          <p>{load.message}</p>
          <button type="button" className="button button-secondary" onClick={() => void fetchList()}>
            Try Again
          </button>
        </div>
      )}
      {load.state === 'ready' && load.data.length === 0 && (
        <p className="admin-empty">No data deletion requests</p>
      )}
      {load.state === 'ready' && load.data.length > 0 && (
        <ScrollTable
          name={{ labelledBy: 'deletion-heading' }}
          columns={['Received', 'Email', 'Status', 'Action']}
        >
          {load.data.map((request) => (
            <tr key={request.id}>
              <td>
                <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
              </td>
              <td>{request.email ?? <span className="admin-muted">erased</span>}</td>
              <td>
                {request.processedAt
                  ? `Processed ${formatDateTime(request.processedAt)} by ${request.processedBy === 'confirmation-link' ? 'the person (email link)' : (request.processedBy ?? 'unknown')}; ${request.erasedRows ?? 0} records deleted`
                  : request.confirmationPending
                    ? 'Waiting: confirmation link sent'
                    : 'Waiting'}
              </td>
              <td>
                {!request.processedAt && (
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={busyId !== null}
                    onClick={() => void process(request)}
                  >
                    {busyId === request.id ? 'Deleting...' : `Delete data (request ${request.id})`}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </section>
  );
}

function AuditLog({ credential, version }: { credential: AdminCredential; version: number }) {
  const [load, setLoad] = useState<Load<AuditEntry[]>>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    setLoad({ state: 'loading' });
    adminRequest<{ entries: AuditEntry[] }>(credential, 'GET', '/api/v1/admin/audit-log')
      .then((data) => current && setLoad({ state: 'ready', data: data.entries.slice(0, 15) }))
      .catch(
        (error: unknown) =>
          current &&
          setLoad({
            state: 'error',
            message: error instanceof AdminProblem ? error.message : 'Unable to load the audit log.',
          }),
      );
    return () => {
      current = false;
    };
  }, [credential, version]);
  return (
    <section className="card admin-section" aria-labelledby="audit-heading">
      <h2 id="audit-heading">Recent Admin Activity</h2>
      {load.state === 'loading' && (
        <p className="loading" role="status">
          Loading activity...
        </p>
      )}
      {load.state === 'error' && <p role="alert">{load.message}</p>}
      {load.state === 'ready' && (
        <ScrollTable name={{ labelledBy: 'audit-heading' }} columns={['When', 'Who', 'What', 'From']}>
          {load.data.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              </td>
              <td>{entry.actor === 'token' ? 'Admin token' : entry.actor.replace(/^account:/, '')}</td>
              <td>
                {entry.outcome === 'denied' ? (
                  <>
                    <span className="badge badge-fail">Refused</span> {describeRefusedAdminAction(entry.action)}
                  </>
                ) : (
                  describeAdminAction(entry.action)
                )}
              </td>
              <td>{entry.clientAddress}</td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </section>
  );
}

function Dashboard({
  credential,
  session,
  onLogout,
}: {
  credential: AdminCredential;
  session: AdminSession;
  onLogout(): void;
}) {
  const toast = useToast();
  const [period, setPeriod] = useState('30');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [refreshes, setRefreshes] = useState(0);
  const [stats, setStats] = useState<Load<AdminStats>>({ state: 'loading' });
  const [exporting, setExporting] = useState(false);
  const path = statsPath(period, startDate, endDate);

  useEffect(() => {
    if (path === null) {
      setStats({ state: 'waiting' });
      return undefined;
    }
    let current = true;
    setStats({ state: 'loading' });
    adminRequest<AdminStats>(credential, 'GET', path)
      .then((data) => current && setStats({ state: 'ready', data }))
      .catch(
        (error: unknown) =>
          current &&
          setStats({
            state: 'error',
            message:
              error instanceof AdminProblem && error.status === 400 ? error.message : 'Failed to fetch stats',
          }),
      );
    return () => {
      current = false;
    };
  }, [credential, path, refreshes]);

  const exportData = async () => {
    setExporting(true);
    try {
      const data = await adminRequest<unknown>(credential, 'GET', '/api/v1/admin/export');
      download(exportFileName(new Date()), JSON.stringify(data, null, 2), 'application/json');
      toast({
        title: 'Data Exported',
        description: 'All data has been downloaded successfully',
        variant: 'success',
      });
    } catch {
      toast({ title: 'Export Failed', description: 'Unable to export data', variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  const data = stats.state === 'ready' ? stats.data : undefined;
  const lastTen = data?.dailySignups.slice(-10) ?? [];

  return (
    <div className="page admin-page">
      <div className="admin-header">
        <h1>Admin Dashboard</h1>
        <button type="button" className="button button-secondary" onClick={onLogout}>
          Logout
        </button>
      </div>
      <p className="admin-muted">
        Signed in with{' '}
        {session.actor.kind === 'token' ? 'the admin token' : session.actor.name.replace(/^account:/, '')}.
      </p>
      <div className="admin-controls" role="group" aria-label="Dashboard controls">
        <div className="field">
          <label htmlFor="admin-period">Period</label>
          <select id="admin-period" value={period} onChange={(e) => setPeriod(e.target.value)}>
            {PERIODS.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </select>
        </div>
        {period === 'custom' && (
          <>
            <div className="field">
              <label htmlFor="admin-start">Start date</label>
              <input
                id="admin-start"
                type="date"
                value={startDate}
                max={endDate || undefined}
                onChange={(e) => setStartDate(e.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor="admin-end">End date</label>
              <input
                id="admin-end"
                type="date"
                value={endDate}
                min={startDate || undefined}
                onChange={(e) => setEndDate(e.target.value)}
              />
            </div>
          </>
        )}
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setRefreshes((n) => n + 1)}
          disabled={path === null}
        >
          Refresh
        </button>
        <button
          type="button"
          className="button button-primary"
          onClick={() => void exportData()}
          disabled={exporting}
        >
          {exporting ? 'Exporting...' : 'Export Data'}
        </button>
      </div>

      {stats.state === 'waiting' && (
        <p className="admin-hint">Choose both a start and an end date to see the custom range.</p>
      )}
      {stats.state === 'loading' && (
        <p className="loading" role="status">
          Loading dashboard data...
        </p>
      )}
      {stats.state === 'error' && (
        <div className="card admin-error" role="alert">
          <p>Error loading dashboard data: {stats.message}.</p>
          <button type="button" className="button button-primary" onClick={() => setRefreshes((n) => n + 1)}>
            Try Again
          </button>
        </div>
      )}
      {data && (
        <>
          <div className="admin-cards">
            <section className="card admin-card" aria-label="Total Leads">
              <h2>Total Leads</h2>
              <p className="admin-card-value">{data.totalLeads}</p>
            </section>
            <section className="card admin-card" aria-label="Total Calculations">
              <h2>Total Calculations</h2>
              <p className="admin-card-value">{data.totalCalculations}</p>
            </section>
            <section className="card admin-card" aria-label="This Week">
              <h2>This Week</h2>
              <p className="admin-card-value">{thisWeek(data.dailySignups)}</p>
              <p className="admin-card-note">Signups in the last 7 days shown</p>
            </section>
            <section className="card admin-card" aria-label="Conversion Rate">
              <h2>Conversion Rate</h2>
              <p className="admin-card-value">{conversionRate(data.totalLeads, data.totalCalculations)}%</p>
              <p className="admin-card-note">Leads per calculation, as a percent</p>
            </section>
          </div>
          <div className="admin-columns">
            <section className="card admin-section" aria-labelledby="sources-heading">
              <h2 id="sources-heading">Lead Sources</h2>
              {data.leadsBySource.length === 0 ? (
                <p className="admin-empty">No leads in this period</p>
              ) : (
                <ul className="admin-list">
                  {data.leadsBySource.map((row) => (
                    <li key={row.source}>
                      <span>{row.source}</span> <strong>{row.count}</strong>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section className="card admin-section" aria-labelledby="daily-heading">
              <h2 id="daily-heading">Daily Signups</h2>
              {lastTen.length === 0 ? (
                <p className="admin-empty">No days in this period</p>
              ) : (
                <>
                  <DailySignupsChart days={lastTen} />
                  <table className="data-table admin-daily">
                    <caption className="visually-hidden">Daily signups, last 10 days</caption>
                    <thead>
                      <tr>
                        <th scope="col">Day</th>
                        <th scope="col">Signups</th>
                      </tr>
                    </thead>
                    <tbody>
                      {lastTen.map((day) => (
                        <tr key={day.date}>
                          <td>
                            <time dateTime={day.date}>{formatDay(day.date)}</time>
                          </td>
                          <td>{day.count}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </>
              )}
            </section>
          </div>
          <LeadTable
            id="waitlist-heading"
            title="Professional Waitlist"
            rows={data.professionalWaitlist}
            empty="No professional waitlist signups in this period"
          />
          <LeadTable
            id="recent-heading"
            title="Recent Leads"
            rows={data.recentLeads}
            empty="No leads in this period"
          />
        </>
      )}
      <ReviewQueue credential={credential} />
      <DeletionRequests credential={credential} onChanged={() => setRefreshes((n) => n + 1)} />
      <AuditLog credential={credential} version={refreshes} />
      <section className="card admin-section" aria-labelledby="links-heading">
        <h2 id="links-heading">Quick Links</h2>
        {session.quickLinks.length === 0 ? (
          <p className="admin-empty">
            No quick links configured (ADMIN_EMAIL_MARKETING_URL, ADMIN_PAYMENTS_URL; Stripe&apos;s dashboard
            appears in Stripe mode).
          </p>
        ) : (
          <ul className="admin-links">
            {session.quickLinks.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        )}
        <p>
          <a href="/admin/waitlist">Professional waitlist page</a>
        </p>
      </section>
    </div>
  );
}

/** /admin/dashboard: stats, export, deletion requests and the audit log, opened by the server's admin check. */
export default function AdminDashboardPage() {
  const toast = useToast();
  const [opened, setOpened] = useState<{ credential: AdminCredential; session: AdminSession } | null>(null);
  const [checking, setChecking] = useState(false);

  const open = async (credential: AdminCredential) => {
    setChecking(true);
    try {
      const session = await adminRequest<AdminSession>(credential, 'GET', '/api/v1/admin/session');
      setOpened({ credential, session });
      toast({ title: 'Access Granted', description: 'Welcome to the admin dashboard', variant: 'success', action: 'admin-access' });
    } catch (error) {
      // The server's reason only ("Invalid admin token."), never what was typed.
      const description =
        error instanceof AdminProblem && error.status !== 0
          ? error.message
          : 'Could not reach the server. Please try again.';
      toast({ title: 'Access Denied', description, variant: 'destructive', action: 'admin-access' });
    } finally {
      setChecking(false);
    }
  };

  if (!opened) {
    return (
      <div className="page admin-page">
        <AdminGate
          heading="Admin Access"
          intro="Enter the admin token to open the dashboard, or continue with your admin account."
          buttonLabel="Access Dashboard"
          busy={checking}
          onSubmit={open}
        />
      </div>
    );
  }
  return (
    <Dashboard credential={opened.credential} session={opened.session} onLogout={() => setOpened(null)} />
  );
}
