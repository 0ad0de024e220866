/**
 * Calls to the admin API. Admin access is decided on the server for every call: by the admin token
 * (sent as a bearer header, kept only in this page's memory) or by the admin account's session cookie.
 */
export type AdminCredential = { kind: 'token'; token: string } | { kind: 'session' };

export class AdminProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'AdminProblem';
  }
}

export interface LeadRow {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string;
  source: string;
  created_at: string;
}

export interface AdminStats {
  period: string;
  totalLeads: number;
  totalCalculations: number;
  dailySignups: { date: string; count: number }[];
  leadsBySource: { source: string; count: number }[];
  professionalWaitlist: LeadRow[];
  recentLeads: LeadRow[];
}

export interface WaitlistSignup {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
  source: string;
  tags: string[];
  createdAt: string;
}

export interface DeletionRequest {
  id: number;
  email: string | null;
  reason: string | null;
  status: string;
  createdAt: string;
  confirmationPending: boolean;
  processedAt: string | null;
  processedBy: string | null;
  erasedRows: number | null;
}

export interface AuditEntry {
  id: number;
  actor: string;
  action: string;
  outcome: 'allowed' | 'denied';
  clientAddress: string;
  createdAt: string;
}

export interface AdminSession {
  actor: { kind: 'token' | 'account'; name: string };
  quickLinks: { label: string; url: string }[];
}

/** Sends one admin request; a non-2xx becomes an AdminProblem with the server's detail (never the token). */
export async function adminRequest<T>(
  credential: AdminCredential,
  method: 'GET' | 'POST',
  path: string,
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (credential.kind === 'token') headers.authorization = `Bearer ${credential.token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: credential.kind === 'session' ? 'same-origin' : 'omit',
    });
  } catch {
    throw new AdminProblem(0, 'Network error');
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!response.ok) {
    const problem = (parsed ?? {}) as { detail?: string; title?: string };
    throw new AdminProblem(response.status, problem.detail ?? problem.title ?? response.statusText);
  }
  return parsed as T;
}

const SHORT_DATE_TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const SHORT_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Short month, day, year, hour, minute (spec part 2): "Nov 26, 2026, 3:04 PM". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : SHORT_DATE_TIME.format(date);
}

/** A UTC calendar day (YYYY-MM-DD) as "Nov 26". */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : SHORT_DAY.format(date);
}

/** Leads per calculation as a rounded percent; 0 when either count is missing or zero. */
export function conversionRate(
  totalLeads: number | undefined,
  totalCalculations: number | undefined,
): number {
  if (!totalLeads || !totalCalculations) return 0;
  return Math.round((totalLeads / totalCalculations) * 100);
}

/** The sum of the last seven daily counts. */
export function thisWeek(dailySignups: readonly { count: number }[]): number {
  return dailySignups.slice(-7).reduce((sum, day) => sum + day.count, 0);
}

/** The file name of the JSON export: securesplit-data-<date>.json. */
export function exportFileName(now: Date): string {
  return `securesplit-data-${now.toISOString().slice(0, 10)}.json`;
}

export const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ') || '—';
