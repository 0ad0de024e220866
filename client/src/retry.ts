/**
 * Retries of transient failures: the network failing, 429 (after its Retry-After), 502, 503 and 504.
 * Reads are retried freely; a write only when it carries an `Idempotency-Key`, which the server uses
 * to store it once however often it arrives (the same key on every attempt, since every attempt is a
 * copy of the same request). Waits grow exponentially with full jitter, up to a bound.
 */

export interface RetryOptions {
  /** Attempts after the first (default 2; 0 turns retrying off). */
  retries?: number;
  /** The first wait before jitter, in milliseconds (default 300); doubled each attempt. */
  baseDelayMs?: number;
  /** No wait is longer (default 10,000 ms); a Retry-After longer than this is not waited for. */
  maxDelayMs?: number;
  /** Random numbers in [0, 1) for the jitter (default Math.random). */
  random?: () => number;
  /** How to wait (default a timer); tests may record the waits instead. */
  sleep?: (ms: number) => Promise<void>;
}

const RETRIED_STATUSES = new Set([429, 502, 503, 504]);
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const IDEMPOTENCY_KEY = 'Idempotency-Key';

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Whether a request may be sent again without doing its work twice. */
export function mayRetry(request: Request): boolean {
  return READ_METHODS.has(request.method.toUpperCase()) || request.headers.has(IDEMPOTENCY_KEY);
}

/** Seconds of a `Retry-After` (seconds or an HTTP date) as milliseconds, or undefined. */
export function retryAfterMs(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The wait before attempt `attempt` (1 for the first retry): full jitter under a doubling bound. */
export function backoffMs(attempt: number, options: Required<Pick<RetryOptions, 'baseDelayMs' | 'maxDelayMs' | 'random'>>): number {
  const bound = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1));
  return Math.floor(options.random() * bound);
}

/** A fetch that retries transient failures of the requests it may retry (see {@link mayRetry}). */
export function retryingFetch(fetchOnce: (request: Request) => Promise<Response>, options: RetryOptions = {}): (request: Request) => Promise<Response> {
  const retries = options.retries ?? 2;
  const timing = {
    baseDelayMs: options.baseDelayMs ?? 300,
    maxDelayMs: options.maxDelayMs ?? 10_000,
    random: options.random ?? Math.random,
  };
  const sleep = options.sleep ?? defaultSleep;
  return async (request) => {
    if (retries <= 0 || !mayRetry(request)) return fetchOnce(request);
    // Each attempt sends a copy: a body can be read once.
    for (let attempt = 0; ; attempt += 1) {
      const last = attempt >= retries;
      let response: Response;
      try {
        response = await fetchOnce(request.clone());
      } catch (error) {
        // An abort is the caller's decision, not a transient failure.
        if (last || request.signal.aborted || (error as { name?: string }).name === 'AbortError') throw error;
        await sleep(backoffMs(attempt + 1, timing));
        continue;
      }
      if (last || !RETRIED_STATUSES.has(response.status)) return response;
      const asked = retryAfterMs(response.headers.get('Retry-After'));
      if (asked !== undefined && asked > timing.maxDelayMs) return response;
      await response.body?.cancel();
      await sleep(asked ?? backoffMs(attempt + 1, timing));
    }
  };
}
