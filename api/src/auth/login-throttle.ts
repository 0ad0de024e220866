import { normalizeEmail } from '../email-address.js';
import type { AttemptLimit, LoginAttemptStore } from '../store/login-attempts.js';
import { guardedAttempt, type AttemptWindow } from './attempt-limit.js';
import { LOGIN_THROTTLE } from './config.js';

export const accountKey = (email: string) => `account:${normalizeEmail(email)}`;
export const addressKey = (address: string) => `address:${address}`;
export const deviceKey = (nonce: string) => `device:${nonce}`;

/** What a log-in is counted under; `device` when the browser carries this account's device cookie. */
export interface LoginKeys {
  account: string;
  address: string;
  device?: string | undefined;
}

export const LOGIN_WINDOW: AttemptWindow = {
  windowMs: LOGIN_THROTTLE.windowMs,
  refusal: 'Too many failed log-in attempts. Please wait 15 minutes and try again, or reset your password.',
};

/**
 * The limits a log-in is held to. Its address, always. Then its device, when the browser signed in to
 * this account before (OWASP's device cookies), else the account (email), whether or not it exists, so a
 * refusal tells nothing. Strangers who use up an account's limit therefore never refuse its owner's browser.
 */
export function loginLimits(keys: LoginKeys): AttemptLimit[] {
  return [
    { key: keys.address, max: LOGIN_THROTTLE.maxFailuresPerAddress },
    keys.device !== undefined
      ? { key: keys.device, max: LOGIN_THROTTLE.maxFailuresPerDevice }
      : { key: keys.account, max: LOGIN_THROTTLE.maxFailuresPerAccount },
  ];
}

/**
 * Verifies one log-in guess within the limits: the attempt is reserved before `verify` runs (429 when a
 * limit is used up), kept as a failure when the guess is wrong, and given back when it is right, which
 * also forgets the earlier failures under the account (or device) it was counted against.
 */
export async function verifyLoginGuess<T>(
  attempts: LoginAttemptStore,
  keys: LoginKeys,
  now: Date,
  verify: () => Promise<T>,
  succeeded: (result: T) => boolean,
): Promise<T> {
  const result = await guardedAttempt(attempts, loginLimits(keys), LOGIN_WINDOW, now, verify, succeeded);
  if (succeeded(result)) await attempts.clear(keys.device ?? keys.account);
  return result;
}
