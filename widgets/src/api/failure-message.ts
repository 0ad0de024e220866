import type { Toast } from '../ui/toaster.js';
import { ApiError } from './problem.js';

/** What the visitor was doing: a calculation, or a write (a lead, a signup, a request). */
export type FailedAction = 'calculation' | 'write';

export const KEPT = 'your entries are kept';
export const CANT_REACH: Toast = { title: 'Connection problem', description: `We can't reach SecureSplit right now; ${KEPT} — try again.`, variant: 'destructive' };

/** The wording of a 400 for writes: the server's field messages show under their own fields. */
export const CHECK_FIELDS: Toast = { title: 'Double-check your information', description: 'Correct the marked fields and try again.', variant: 'destructive' };

export function seconds(count: number): string {
  return `${count} ${count === 1 ? 'second' : 'seconds'}`;
}

function offline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Says what happened and what to do, from the problem body where there is one. "Double-check your
 * information" (the caller's `invalid` message) is for a 400 only: a 429, a 5xx, a timeout or a lost
 * connection says so, and that the form kept what was typed.
 */
export function failureMessage(error: unknown, action: FailedAction, invalid: Toast): Toast {
  const destructive = { variant: 'destructive' as const };
  if (!(error instanceof ApiError)) return CANT_REACH;
  if (error.kind === 'timeout') {
    return { ...destructive, title: 'No answer yet', description: `SecureSplit did not answer in time; ${KEPT} — try again.` };
  }
  if (error.kind === 'network') {
    return offline() ? { ...destructive, title: 'You are offline', description: `Check your connection; ${KEPT} — try again once you are back online.` } : CANT_REACH;
  }
  const status = error.status ?? 0;
  if (status === 400) return { ...invalid, ...destructive };
  if (status === 429) {
    const what = action === 'calculation' ? 'calculations' : 'requests';
    const wait = error.retryAfterSeconds;
    return {
      ...destructive,
      title: 'Please wait a moment',
      description: `Too many ${what} from your connection — try again in ${wait === null ? 'a minute' : seconds(Math.max(1, wait))}.`,
    };
  }
  if (status === 503 && error.problem?.detail) {
    // Contract C1: the 503's detail is written for the visitor ("Nothing was stored; please try again shortly.").
    return { ...destructive, title: error.problem.title || 'Service unavailable', description: `${error.problem.detail} Your entries are kept.` };
  }
  if (status >= 500) return CANT_REACH;
  return {
    ...destructive,
    title: error.problem?.title ?? 'Not accepted',
    description: `${error.problem?.detail ?? `SecureSplit could not accept this (HTTP ${status}).`} Your entries are kept.`,
  };
}
