import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOASTS } from '../shared/messages.js';
import { CHECK_FIELDS, failureMessage } from './failure-message.js';
import { ApiError, type Problem } from './problem.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const problem = (status: number, extra: Partial<Problem> = {}): Problem => ({ type: 'about:blank', title: 'Error', status, detail: 'x', ...extra });
const http = (status: number, extra: Partial<Problem> = {}, retryAfterSeconds: number | null = null) =>
  new ApiError(status, problem(status, extra), String(status), { retryAfterSeconds });
const text = (toast: { title: string; description?: string | undefined }) => `${toast.title} / ${toast.description ?? ''}`;

describe('failureMessage', () => {
  it.each([
    ['a 400 of a calculation: the calculator’s own message', http(400), 'calculation', TOASTS.childSupportFailed, "Let's Try Again / We're here to help you through this. Double-check your information and try again."],
    ['a 400 of a write', http(400), 'write', CHECK_FIELDS, 'Double-check your information / Correct the marked fields and try again.'],
    ['a 429 of a calculation, with the wait from the problem', http(429, {}, 40), 'calculation', TOASTS.childSupportFailed, 'Please wait a moment / Too many calculations from your connection — try again in 40 seconds.'],
    ['a 429 of a write', http(429, {}, 1), 'write', CHECK_FIELDS, 'Please wait a moment / Too many requests from your connection — try again in 1 second.'],
    ['a 429 that does not say how long', http(429), 'write', CHECK_FIELDS, 'Please wait a moment / Too many requests from your connection — try again in a minute.'],
    ['a 500 (its detail is redacted, never shown)', http(500, { detail: 'Internal server error' }), 'calculation', TOASTS.childSupportFailed, "Connection problem / We can’t reach SecureSplit right now; your entries are kept — try again."],
    ['a 502 from a proxy without a problem body', new ApiError(502, null, '502'), 'write', CHECK_FIELDS, "Connection problem / We can’t reach SecureSplit right now; your entries are kept — try again."],
    [
      'a 503 with the contract’s detail',
      http(503, { title: 'Service unavailable', detail: 'We could not save this right now. Nothing was stored; please try again shortly.' }, 5),
      'write',
      CHECK_FIELDS,
      'Service unavailable / We could not save this right now. Nothing was stored; please try again shortly. Your entries are kept.',
    ],
    ['no answer in time', new ApiError(null, null, 'timeout', { kind: 'timeout' }), 'calculation', TOASTS.childSupportFailed, 'No answer yet / SecureSplit did not answer in time; your entries are kept — try again.'],
    ['no connection to the server', new ApiError(null, null, 'network', { kind: 'network' }), 'write', CHECK_FIELDS, "Connection problem / We can’t reach SecureSplit right now; your entries are kept — try again."],
    ['another refusal says the server’s words', http(413, { title: 'Request body too large', detail: 'The body is over 64 kB.' }), 'write', CHECK_FIELDS, 'Request body too large / The body is over 64 kB. Your entries are kept.'],
  ] as const)('%s', (_case, error, action, invalid, expected) => {
    const message = failureMessage(error, action, invalid);
    expect(text(message)).toBe(expected);
    expect(message.variant).toBe('destructive');
  });

  it('says the visitor is offline when the browser knows it', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(text(failureMessage(new ApiError(null, null, 'network'), 'write', CHECK_FIELDS))).toBe('You are offline / Check your connection; your entries are kept — try again once you are back online.');
  });

  it('never says “Double-check” for anything but a 400', () => {
    for (const error of [http(429, {}, 3), http(500), http(503), new ApiError(null, null, 't', { kind: 'timeout' }), new ApiError(null, null, 'n')]) {
      expect(text(failureMessage(error, 'calculation', TOASTS.childSupportFailed))).not.toMatch(/Double-check/);
    }
  });
});
