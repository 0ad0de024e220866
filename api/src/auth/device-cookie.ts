import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';
import { normalizeEmail } from '../email-address.js';

/**
 * A device cookie (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): after a good log-in
 * the browser gets `<nonce>.<signature>`, the signature an HMAC under the server's secret over the nonce
 * and the account's email. A later log-in to that account from that browser is limited per device
 * instead of per account, so strangers who use up the account's limit do not lock its owner out.
 * The cookie names no account: only a server holding the secret can tell which email it was made for.
 */
export function deviceCookieName(secure: boolean): string {
  return secure ? '__Host-securesplit_device' : 'securesplit_device';
}

/** How long a browser stays recognised after its last good log-in. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

const COOKIE_SHAPE = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

const normalizedEmail = normalizeEmail;

function signature(secret: Buffer, nonce: string, email: string): Buffer {
  return createHmac('sha256', secret).update(`device\u0000${nonce}\u0000${normalizedEmail(email)}`).digest();
}

/** The nonce of the request's device cookie when it was made for `email` under `secret`, else undefined. */
export function trustedDeviceNonce(ctx: Context, options: { secret: Buffer; secure: boolean; email: string }): string | undefined {
  const match = COOKIE_SHAPE.exec(ctx.cookies.get(deviceCookieName(options.secure)) ?? '');
  if (!match) return undefined;
  const [, nonce = '', presented = ''] = match;
  const expected = signature(options.secret, nonce, options.email);
  const given = Buffer.from(presented, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
}

/** Marks this browser as one that signed in to `email` (a new nonce every time). */
export function setDeviceCookie(ctx: Context, options: { secret: Buffer; secure: boolean; email: string }): void {
  const nonce = randomBytes(16).toString('base64url');
  const value = `${nonce}.${signature(options.secret, nonce, options.email).toString('base64url')}`;
  const parts = [
    `${deviceCookieName(options.secure)}=${value}`,
    'Path=/',
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ];
  ctx.append('Set-Cookie', parts.join('; '));
}
