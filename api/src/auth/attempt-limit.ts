import { HttpProblem } from '../http/problem.js';
import type { AttemptLimit, LoginAttemptStore } from '../store/login-attempts.js';

export type { AttemptLimit };

export interface AttemptWindow {
  windowMs: number;
  /** The 429's detail when a limit is used up (or per key: the one that was); it should say how long to wait. */
  refusal: string | ((key: string) => string);
}

/** A reserved attempt: release it when the attempt turned out not to count (it succeeded). */
export interface AttemptSlot {
  release(): Promise<void>;
}

/**
 * Takes one attempt under every limit before the guarded work runs, or refuses with 429 (Retry-After:
 * the window). The reservation is atomic in the store, so a parallel burst of any size gets at most
 * `max` attempts through per key; the check-then-record pattern let a burst pass before any failure was
 * written. Keys name what is limited and by what, e.g. `reset-mail:address:<ip>`.
 *
 * For actions whose every use counts (sending a mail), keep the slot. For a guess (a password, a
 * token), use `guardedAttempt`, which gives the slot back when the guess was right.
 */
export async function takeAttempt(
  attempts: LoginAttemptStore,
  limits: readonly AttemptLimit[],
  window: AttemptWindow,
  now: Date,
): Promise<AttemptSlot> {
  const reservation = await attempts.reserve(limits, new Date(now.getTime() - window.windowMs), now);
  if (!reservation.granted) {
    const detail = typeof window.refusal === 'string' ? window.refusal : window.refusal(reservation.key);
    throw new HttpProblem(429, detail, { retryAfter: Math.ceil(window.windowMs / 1000) });
  }
  return { release: () => attempts.release(reservation.ids) };
}

/**
 * Reserves, runs `attempt`, and keeps the reservation as a failure only when `succeeded` says no; an
 * attempt that throws is given back too (it verified nothing the caller could learn from).
 */
export async function guardedAttempt<T>(
  attempts: LoginAttemptStore,
  limits: readonly AttemptLimit[],
  window: AttemptWindow,
  now: Date,
  attempt: () => Promise<T>,
  succeeded: (result: T) => boolean,
): Promise<T> {
  const slot = await takeAttempt(attempts, limits, window, now);
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    await slot.release();
    throw error;
  }
  if (succeeded(result)) await slot.release();
  return result;
}
