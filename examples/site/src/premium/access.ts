/**
 * `GET /api/v1/premium/access` (contract C3): what the signed-in person (or a visitor) may do with the
 * premium calculators. Always 200; `kind` is 'none' when signed out.
 */
export interface PremiumAccess {
  signedIn: boolean;
  kind: 'full' | 'free' | 'none';
  /** Free calculations left this calendar month; null with full access (and when signed out). */
  freeCalculationsRemaining: number | null;
  freeCalculationsPerMonth: number;
  /** A free account whose email is not verified yet: its free calculations stay locked until it is. */
  emailVerificationRequired: boolean;
}

/** The `access` a premium calculation's 200 answer carries (C3). */
export interface CalculationAccess {
  kind: 'full' | 'free';
  freeCalculationsRemaining: number | null;
}

export type AccessAnswer =
  | { status: 'ready'; access: PremiumAccess }
  /** The server has no premium access endpoint (404): premium calculators are not offered there. */
  | { status: 'unavailable' }
  | { status: 'error'; message: string };

export const ACCESS_PATH = '/api/v1/premium/access';

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** The answer's shape checked, so a server that says something else is an error, not a wrong gate. */
export function parsePremiumAccess(value: unknown): PremiumAccess | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.signedIn !== 'boolean' || (v.kind !== 'full' && v.kind !== 'free' && v.kind !== 'none')) return null;
  if (!isCount(v.freeCalculationsPerMonth)) return null;
  const remaining = v.freeCalculationsRemaining;
  if (v.kind === 'free' ? !isCount(remaining) : remaining !== null && !isCount(remaining)) return null;
  return {
    signedIn: v.signedIn,
    kind: v.kind,
    freeCalculationsRemaining: remaining as number | null,
    freeCalculationsPerMonth: v.freeCalculationsPerMonth,
    // A server from before email verification does not say: nothing to verify there.
    emailVerificationRequired: v.emailVerificationRequired === true,
  };
}

/** A calculation result's `access`, or null when it has none that makes sense. */
export function calculationAccess(result: unknown): CalculationAccess | null {
  if (typeof result !== 'object' || result === null || !('access' in result)) return null;
  const access = (result as { access: unknown }).access;
  if (typeof access !== 'object' || access === null) return null;
  const a = access as Record<string, unknown>;
  if (a.kind === 'full') return { kind: 'full', freeCalculationsRemaining: null };
  if (a.kind === 'free' && isCount(a.freeCalculationsRemaining)) return { kind: 'free', freeCalculationsRemaining: a.freeCalculationsRemaining };
  return null;
}

/** Asks the server; every failure becomes an answer the gate can show. */
export async function fetchPremiumAccess(signal?: AbortSignal): Promise<AccessAnswer> {
  let response: Response;
  try {
    response = await fetch(ACCESS_PATH, { credentials: 'same-origin', headers: { accept: 'application/json' }, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { status: 'error', message: 'We can’t reach SecureSplit right now. Check your connection and try again.' };
  }
  if (response.status === 404) return { status: 'unavailable' };
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (!response.ok) {
    // The server's own words when it sent a problem (a 503 says nothing was counted), else the status.
    const detail = typeof body === 'object' && body !== null && typeof (body as { detail?: unknown }).detail === 'string' ? (body as { detail: string }).detail : null;
    return { status: 'error', message: detail ?? `SecureSplit could not check your access (error ${response.status}). Please try again.` };
  }
  const access = parsePremiumAccess(body);
  return access ? { status: 'ready', access } : { status: 'error', message: 'SecureSplit answered in a way this page does not understand. Please reload and try again.' };
}

/** "2 free calculations left this month", singular for one. */
export function remainingText(remaining: number): string {
  return `${remaining} free ${remaining === 1 ? 'calculation' : 'calculations'} left this month`;
}
