import type { AttemptLimit, LoginAttemptStore } from '../store/login-attempts.js';
import { guardedAttempt, type AttemptWindow } from './attempt-limit.js';
import { accountKey, addressKey } from './login-throttle.js';

/**
 * Sign-up answers 409 for an address that has an account (the spec's flow signs the new account in at
 * once, so it cannot stay silent), which makes it an oracle for who has an account. Like log-in, the
 * answers that say "taken" are counted per email and per client address, so it cannot be asked at
 * scale: a sign-up that creates an account gives its attempt back.
 */
export const REGISTRATION_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  maxRefusalsPerEmail: 5,
  maxRefusalsPerAddress: 20,
} as const;

const REGISTRATION_WINDOW: AttemptWindow = {
  windowMs: REGISTRATION_THROTTLE.windowMs,
  refusal: 'Too many sign-up attempts. Please wait 15 minutes and try again, or log in or reset your password if you already have an account.',
};

/** Runs the sign-up under the limits; `created` says whether it made an account (then it is not counted). */
export function throttledRegistration<T>(
  attempts: LoginAttemptStore,
  keys: { email: string; clientAddress: string },
  now: Date,
  register: () => Promise<T>,
  created: (result: T) => boolean,
): Promise<T> {
  const limits: AttemptLimit[] = [
    { key: `register:${accountKey(keys.email)}`, max: REGISTRATION_THROTTLE.maxRefusalsPerEmail },
    { key: `register:${addressKey(keys.clientAddress)}`, max: REGISTRATION_THROTTLE.maxRefusalsPerAddress },
  ];
  return guardedAttempt(attempts, limits, REGISTRATION_WINDOW, now, register, created);
}
