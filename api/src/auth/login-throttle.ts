import { HttpProblem } from '../http/problem.js';
import type { LoginAttemptStore } from '../store/login-attempts.js';
import { LOGIN_THROTTLE } from './config.js';

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (address: string) => `address:${address}`;

/**
 * Refuses a log-in after repeated failures for the same email (whether or not it has an account, so
 * the refusal tells nothing) or from the same address, until the window has passed.
 */
export async function checkLoginThrottle(
  attempts: LoginAttemptStore,
  keys: { account: string; address: string },
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
  const failures = await attempts.countFailures([keys.account, keys.address], since);
  const blocked =
    (failures.get(keys.account) ?? 0) >= LOGIN_THROTTLE.maxFailuresPerAccount ||
    (failures.get(keys.address) ?? 0) >= LOGIN_THROTTLE.maxFailuresPerAddress;
  if (blocked) {
    const retryAfter = Math.ceil(LOGIN_THROTTLE.windowMs / 1000);
    throw new HttpProblem(429, 'Too many failed log-in attempts. Please wait 15 minutes and try again, or reset your password.', {
      retryAfter,
    });
  }
}
