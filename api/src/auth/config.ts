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
  /** Where the reset link points: the site's address as people reach it. */
  publicBaseUrl?: string | undefined;
  /** The test login's credentials; absent, /api/test-premium-access answers 404. */
  demoLogin?: { email: string; password: string } | undefined;
  /** SHA-256 of ADMIN_TOKEN (the token itself is not kept); absent, only admin accounts open the admin area. */
  adminTokenDigest?: Buffer | undefined;
  /** The admin dashboard's quick links (ADMIN_EMAIL_MARKETING_URL, ADMIN_PAYMENTS_URL). */
  adminQuickLinks?: { label: string; url: string }[] | undefined;
}

export const DEFAULT_AUTH_CONFIG: AuthConfig = {
  secureCookies: false,
  sessionIdleMs: 24 * 60 * 60 * 1000,
  sessionAbsoluteMs: 7 * 24 * 60 * 60 * 1000,
  passwordResetTtlMs: 30 * 60 * 1000,
};

/** Log-in throttling: failures counted over a window, per account (email) and per client address. */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  maxFailuresPerAccount: 5,
  maxFailuresPerAddress: 20,
} as const;

/** Failed admin credentials (a wrong ADMIN_TOKEN, a member's session) per client address before 429. */
export const ADMIN_THROTTLE = { windowMs: 15 * 60 * 1000, maxFailuresPerAddress: 10 } as const;
