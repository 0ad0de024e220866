/** An `application/problem+json` body as the API sends it (RFC 9457 with field errors). */
export interface Problem {
  type?: string;
  title: string;
  status: number;
  detail?: string;
  requestId?: string;
  /** Seconds to wait before trying again (429 and 503 bodies carry it). */
  retryAfter?: number;
  errors?: { path: string | (string | number)[]; message: string }[];
  /** Where to subscribe: a premium calculation's 403 once the month's free calculations are used (contract C3). */
  subscribeUrl?: string;
}

/** How a call failed: the server answered with an error, the network failed, or no answer came in time. */
export type ApiFailureKind = 'http' | 'network' | 'timeout';

/** A failed API call: the HTTP status (null when no answer came) and the problem body. */
export class ApiError extends Error {
  readonly status: number | null;
  readonly problem: Problem | null;
  readonly kind: ApiFailureKind;
  /** Seconds the server asked us to wait: the body's `retryAfter`, else the `Retry-After` header. */
  readonly retryAfterSeconds: number | null;

  constructor(status: number | null, problem: Problem | null, message: string, options: { kind?: ApiFailureKind; retryAfterSeconds?: number | null } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.problem = problem;
    this.kind = options.kind ?? (status === null ? 'network' : 'http');
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }

  /** Field messages keyed by the first segment of their path (the form field's name). */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const error of this.problem?.errors ?? []) {
      const segments = Array.isArray(error.path) ? error.path.map(String) : error.path.split(/[./]/).filter(Boolean);
      const field = segments[0] === 'body' ? segments[1] : segments[0];
      if (field && !(field in out)) out[field] = error.message;
    }
    return out;
  }
}

function isProblem(value: unknown): value is Problem {
  return typeof value === 'object' && value !== null && 'title' in value && 'status' in value;
}

export async function readProblem(response: Response): Promise<Problem | null> {
  try {
    const body: unknown = await response.json();
    return isProblem(body) ? body : null;
  } catch {
    return null;
  }
}

/**
 * Contract C1: the problem body's `retryAfter` (seconds) first, else the `Retry-After` header in
 * either of its forms (seconds, or an HTTP date). Null when neither says.
 */
export function retryAfterSeconds(problem: Problem | null, headers: Headers, now: number = Date.now()): number | null {
  const fromBody = problem?.retryAfter;
  if (typeof fromBody === 'number' && Number.isFinite(fromBody) && fromBody >= 0) return Math.ceil(fromBody);
  const header = headers.get('retry-after')?.trim();
  if (!header) return null;
  if (/^\d+$/.test(header)) return Number(header);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}
