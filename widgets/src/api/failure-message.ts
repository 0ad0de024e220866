import type { MessageId, MessageValues, Translate } from '@securesplit/engine/locale';
import type { Toast } from '../ui/toaster.js';
import { ApiError } from './problem.js';

/** What the visitor was doing: a calculation, or a write (a lead, a signup, a request). */
export type FailedAction = 'calculation' | 'write';

export const KEPT = 'your entries are kept';
export const CANT_REACH: Toast = { title: 'Connection problem', description: `We can’t reach SecureSplit right now; ${KEPT} — try again.`, variant: 'destructive' };

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
 * connection says so, and that the form kept what was typed. With `t` (a widget converted to messages,
 * issue 27) it speaks the reader's language; the English below serves the widgets not converted yet.
 */
export function failureMessage(error: unknown, action: FailedAction, invalid: Toast, t?: Translate): Toast {
  const say = (id: MessageId, english: string, values?: MessageValues) => (t ? t(id, values) : english);
  const destructive = { variant: 'destructive' as const };
  const cantReach: Toast = t ? { title: t('failure.cantReach.title'), description: t('failure.cantReach.description'), variant: 'destructive' } : CANT_REACH;
  if (!(error instanceof ApiError)) return cantReach;
  if (error.kind === 'timeout') {
    return { ...destructive, title: say('failure.timeout.title', 'No answer yet'), description: say('failure.timeout.description', `SecureSplit did not answer in time; ${KEPT} — try again.`) };
  }
  if (error.kind === 'network') {
    return offline()
      ? { ...destructive, title: say('failure.offline.title', 'You are offline'), description: say('failure.offline.description', `Check your connection; ${KEPT} — try again once you are back online.`) }
      : cantReach;
  }
  const status = error.status ?? 0;
  if (status === 400) return { ...invalid, ...destructive };
  if (status === 429) {
    const what = action === 'calculation' ? 'calculations' : 'requests';
    const wait = error.retryAfterSeconds;
    const english = `Too many ${what} from your connection — try again in ${wait === null ? 'a minute' : seconds(Math.max(1, wait))}.`;
    return {
      ...destructive,
      title: say('failure.rateLimited.title', 'Please wait a moment'),
      description: wait === null ? say('failure.rateLimited.minute', english, { action }) : say('failure.rateLimited.seconds', english, { action, count: Math.max(1, wait) }),
    };
  }
  if (status === 503 && error.problem?.detail) {
    // Contract C1: the 503's detail is written for the visitor ("Nothing was stored; please try again shortly.").
    const detail = error.problem.detail;
    return { ...destructive, title: error.problem.title || say('failure.unavailable.title', 'Service unavailable'), description: say('failure.entriesKept', `${detail} Your entries are kept.`, { detail }) };
  }
  if (status >= 500) return cantReach;
  const detail = error.problem?.detail ?? say('failure.notAccepted.description', `SecureSplit could not accept this (HTTP ${status}).`, { status: String(status) });
  return {
    ...destructive,
    title: error.problem?.title ?? say('failure.notAccepted.title', 'Not accepted'),
    description: say('failure.entriesKept', `${detail} Your entries are kept.`, { detail }),
  };
}
