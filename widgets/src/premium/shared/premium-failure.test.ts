import { describe, expect, it } from 'vitest';
import { CANT_REACH } from '../../api/failure-message.js';
import { ApiError, type Problem } from '../../api/problem.js';
import { fieldErrorsByPath, premiumFailure, resolveLink } from './premium-failure.js';

const INVALID = { title: 'Calculation Failed', description: 'Please check your inputs and try again.', variant: 'destructive' as const };
const http = (status: number, problem: Partial<Problem> = {}) => new ApiError(status, { title: 'Error', status, ...problem } as Problem, `${status}`);

describe('premiumFailure (contract C3 answers as the widgets show them)', () => {
  it('401: the problem’s title and detail and a Sign in link to the sign-in page', () => {
    const failure = premiumFailure(http(401, { title: 'Authentication required', detail: 'Please log in to continue.' }), INVALID);
    expect(failure).toEqual({ kind: 'sign-in', status: 401, title: 'Authentication required', message: 'Please log in to continue.', href: '/dashboard' });
    expect(premiumFailure(http(401), INVALID, { signInUrl: '/test-login' })).toMatchObject({ href: '/test-login' });
  });

  it('403 with subscribeUrl: the problem’s words and a link to /subscribe (the page’s own link first)', () => {
    const problem = { title: 'Free calculations used', detail: 'Subscribe for more.', subscribeUrl: '/subscribe' };
    expect(premiumFailure(http(403, problem), INVALID)).toEqual({ kind: 'subscribe', status: 403, title: 'Free calculations used', message: 'Subscribe for more.', href: '/subscribe' });
    expect(premiumFailure(http(403, problem), INVALID, { subscribeUrl: '/pricing' })).toMatchObject({ href: '/pricing' });
  });

  it('a 403 without subscribeUrl (another refusal) is not a paywall: the shared wording', () => {
    const failure = premiumFailure(http(403, { title: 'Forbidden', detail: 'Cross-site write refused.' }), INVALID);
    expect(failure.kind).toBe('failed');
    expect(failure).toMatchObject({ status: 403, toast: { title: 'Forbidden', description: 'Cross-site write refused. Your entries are kept.' } });
  });

  it('400: every field message by its whole dotted path, with the calculator’s own toast', () => {
    const error = http(400, {
      errors: [
        { path: 'vehicles.0.value', message: 'Must be a valid positive number' },
        { path: ['body', 'customPercentage'], message: 'Custom percentage is required' },
        { path: 'vehicles.0.value', message: 'second message for the same field is dropped' },
        { path: '', message: 'Body must be an object' },
      ],
    });
    const failure = premiumFailure(error, INVALID);
    expect(failure).toEqual({
      kind: 'invalid',
      status: 400,
      toast: INVALID,
      fields: { 'vehicles.0.value': 'Must be a valid positive number', customPercentage: 'Custom percentage is required', '(body)': 'Body must be an object' },
    });
    expect(fieldErrorsByPath(error)['vehicles.0.value']).toBe('Must be a valid positive number');
  });

  it('network failure and 5xx: the existing failure wording, entries kept', () => {
    expect(premiumFailure(new ApiError(null, null, 'down'), INVALID)).toEqual({ kind: 'failed', status: null, toast: CANT_REACH });
    expect(premiumFailure(http(500), INVALID)).toEqual({ kind: 'failed', status: 500, toast: CANT_REACH });
    expect(premiumFailure(new ApiError(null, null, 'slow', { kind: 'timeout' }), INVALID)).toMatchObject({ toast: { title: 'No answer yet' } });
  });

  it('links are resolved against another API origin, kept relative on the same one', () => {
    expect(resolveLink('/subscribe', undefined)).toBe('/subscribe');
    expect(resolveLink('/subscribe', '')).toBe('/subscribe');
    expect(resolveLink('/subscribe', 'https://securesplit.app')).toBe('https://securesplit.app/subscribe');
    expect(resolveLink('https://pay.example/x', 'https://securesplit.app')).toBe('https://pay.example/x');
  });
});
