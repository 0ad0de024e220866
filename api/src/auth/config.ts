import { randomBytes } from 'node:crypto';

/** How accounts behave; the server reads these from the environment (README, Configuration). */
export interface AuthConfig {
  /** `Secure` cookies with the `__Host-` prefix: on in production (HTTPS). */
  secureCookies: boolean;
  /** A session unused this long ends. */
  sessionIdleMs: number;
  /** A session ends this long after log-in, however active. */
  sessionAbsoluteMs: number;
  /** How long a password reset link works (once). */
  passwordResetTtlMs: number;
  /** How long an email verification link works (once): EMAIL_VERIFICATION_HOURS. */
  emailVerificationTtlMs: number;
  /**
   * The site's public address (PUBLIC_BASE_URL): every absolute link in mail and every allowed checkout return
   * page is built from it (with FIRST_PARTY_ORIGINS), never from the request's Host or X-Forwarded-* headers.
   */
  publicBaseUrl: string;
  /**
   * Other origins a checkout may return to, from configuration: outside production, this server at both
   * loopback names (http://localhost:PORT and http://127.0.0.1:PORT), so the site opened at either can
   * start the $99 review. Empty in production. Never taken from a request.
   */
  localReturnOrigins?: readonly string[] | undefined;
  /** The test login's credentials; absent, /api/test-premium-access answers 404. */
  demoLogin?: { email: string; password: string } | undefined;
  /** SHA-256 of ADMIN_TOKEN (the token itself is not kept); absent, only admin accounts open the admin area. */
  adminTokenDigest?: Buffer | undefined;
  /** The admin dashboard's quick links (ADMIN_EMAIL_MARKETING_URL, ADMIN_PAYMENTS_URL). */
  adminQuickLinks?: { label: string; url: string }[] | undefined;
  /** The members' private group (MEMBERS_GROUP_URL): given only to Full Access members; absent, not offered. */
  membersGroupUrl?: string | undefined;
  /**
   * Signs the device cookies that let an account's owner past its log-in limit (DEVICE_COOKIE_SECRET);
   * unset, a random secret of this process (browsers are then recognised until the server restarts).
   */
  deviceCookieSecret: Buffer;
}

export const DEFAULT_AUTH_CONFIG: AuthConfig = {
  secureCookies: false,
  sessionIdleMs: 24 * 60 * 60 * 1000,
  sessionAbsoluteMs: 7 * 24 * 60 * 60 * 1000,
  passwordResetTtlMs: 30 * 60 * 1000,
  emailVerificationTtlMs: 24 * 60 * 60 * 1000,
  // A local run on the default port (config.ts fills in PUBLIC_BASE_URL or http://localhost:PORT).
  publicBaseUrl: 'http://localhost:3000',
  deviceCookieSecret: randomBytes(32),
};

/**
 * Log-in throttling: failures counted over a window, per account (email) and per client address. A
 * browser with the account's device cookie is counted per device instead of per account.
 */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  maxFailuresPerAccount: 5,
  maxFailuresPerDevice: 5,
  maxFailuresPerAddress: 20,
} as const;

/** Wrong current passwords when changing the password, per account. */
export const PASSWORD_CHANGE_THROTTLE = { windowMs: 15 * 60 * 1000, maxFailuresPerAccount: 5 } as const;

/**
 * Password reset mails asked for per client address and per target email, whether or not the email has
 * an account. The per-email limit stops strangers at many addresses from flooding one inbox; it has keys
 * of its own, so it never touches the account's log-in limit.
 */
export const RESET_MAIL_THROTTLE = { windowMs: 15 * 60 * 1000, maxPerAddress: 5, maxPerEmail: 3 } as const;

/** Failed admin credentials (a wrong ADMIN_TOKEN, a member's session) per client address before 429. */
export const ADMIN_THROTTLE = { windowMs: 15 * 60 * 1000, maxFailuresPerAddress: 10 } as const;
