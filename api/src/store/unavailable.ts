/**
 * "The database cannot be reached right now", as opposed to "this query is wrong". The first is
 * answered 503 with Retry-After (the client may try again); the second stays a 500.
 */

/** Socket-level failures from node:net while connecting or talking to a PostgreSQL server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs that mean the server, not the query: class 08 (connection exception), 57P01–57P03 (the
 * server is shutting down or starting), 57014 (cancelled by statement_timeout), 53300 (too many
 * connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|57014|53300)$/;

/** Messages of pg, pg-pool, Kysely and PGlite for a lost, closed or timed-out connection (they carry no code). */
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /query read timeout/i,
  /not queryable/i,
  /cannot use a pool after calling end/i,
  /driver has already been destroyed/i,
  /PGlite is closed/i,
  /database is not reachable in time/i,
  /the store is closed/i,
];

function matchesOne(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/** True when `error` (or an error it wraps, as `cause` or inside an AggregateError) says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  if (matchesOne(error)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  )
    return true;
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}

/** Rejects after `ms` with an error `isDatabaseUnavailable` recognises; the timer never keeps the process alive. */
export function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`The database is not reachable in time (${ms} ms)`)), ms);
    timer.unref();
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
