import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'koa';

/** 32 random bytes: a 256-bit session id (or reset token), sent as base64url. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a session id or reset token: a leaked table opens no session. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * In production the cookie is `Secure` and carries the `__Host-` prefix, which browsers accept only
 * from HTTPS, with Path=/ and no Domain: no subdomain can plant or read it.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-securesplit_session' : 'securesplit_session';
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The session id the request carries, if it has the shape of one. */
export function readSessionCookie(ctx: Context, secure: boolean): string | undefined {
  const value = ctx.cookies.get(sessionCookieName(secure));
  return value !== undefined && TOKEN_SHAPE.test(value) ? value : undefined;
}

/**
 * Written by hand rather than through Koa's cookies, which refuse a Secure cookie when TLS ends at a
 * proxy in front of the server.
 */
export function setSessionCookie(ctx: Context, options: { token: string; secure: boolean; maxAgeSeconds: number }): void {
  const parts = [
    `${sessionCookieName(options.secure)}=${options.token}`,
    'Path=/',
    `Max-Age=${options.maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ];
  ctx.append('Set-Cookie', parts.join('; '));
}

export function clearSessionCookie(ctx: Context, secure: boolean): void {
  const parts = [`${sessionCookieName(secure)}=`, 'Path=/', 'Max-Age=0', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  ctx.append('Set-Cookie', parts.join('; '));
}
