import { normalizeEmail } from '../email-address.js';
import { HttpProblem, PROBLEM_TYPE_BASE } from '../http/problem.js';
import type { OperationDeps } from '../routes/operation.js';
import type { Stores } from '../store/index.js';
import { takeAttempt, type AttemptLimit } from './attempt-limit.js';
import { newSecretToken, tokenDigest } from './session-cookie.js';

/**
 * Proving an account's email address. Anyone can sign up with any address, so an account reaches what
 * was stored under its address (account data) and the free premium calculations only once its owner
 * opened the single-use link mailed there.
 */
export const EMAIL_VERIFICATION = {
  /** Verification mails per address in the window, the one sent at sign-up included. */
  maxMailsPerAddress: 3,
  /**
   * Links sent again (the account page's button) from one client address in the window, whatever the
   * email: one connection must not mail many addresses.
   */
  maxMailsPerClientAddress: 10,
  /**
   * First links (the one sent at sign-up) from one client address in the window. Higher than for resends,
   * and counted apart from them, so the new users of a shared network (an office, a NAT) get their link,
   * and when it was held back can still ask for it; still bounded, so mass sign-ups cannot mail many
   * addresses. Each address keeps its own limit (maxMailsPerAddress), so no one victim gets more mail.
   */
  maxFirstMailsPerClientAddress: 20,
  mailWindowMs: 60 * 60 * 1000,
} as const;

/** "24 hours", "1 hour": how long a link works, as the mail says it. */
const linkLifetime = (ms: number) => {
  const hours = Math.round(ms / 3_600_000);
  return hours === 1 ? '1 hour' : `${hours} hours`;
};

/** The site page a link opens; it confirms the token with `POST /api/v1/auth/verify-email`. */
export const VERIFY_EMAIL_PAGE = '/verify-email';

/** "in 42 minutes", "in an hour": how long until a link may be asked for again. */
const waitWords = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes >= 60) return 'in an hour';
  return minutes === 1 ? 'in a minute' : `in ${minutes} minutes`;
};

const mailLimitRefusal = (wait: string) =>
  `We have sent ${EMAIL_VERIFICATION.maxMailsPerAddress} verification emails to this address in the last hour, the most we send. ` +
  `Please check your inbox and spam folder, or ask again ${wait}.`;

/** The per-address limit, kept as attempts so it outlives the account (deleting and signing up again does not reset it). */
const mailLimitKey = (email: string) => `verification-mail:${normalizeEmail(email)}`;
/** The per-client limits: one connection must not mail many addresses (first links and resends apart). */
const clientLimitKey = (clientAddress: string) => `verification-mail:client:${clientAddress}`;
const firstLinkClientKey = (clientAddress: string) => `verification-mail:first:client:${clientAddress}`;

/** Which mail is asked for: the sign-up's first link, or one sent again from the account. */
export type VerificationMailKind = 'first' | 'resend';

function mailLimits(email: string, clientAddress: string, kind: VerificationMailKind): AttemptLimit[] {
  return [
    { key: mailLimitKey(email), max: EMAIL_VERIFICATION.maxMailsPerAddress },
    kind === 'first'
      ? { key: firstLinkClientKey(clientAddress), max: EMAIL_VERIFICATION.maxFirstMailsPerClientAddress }
      : { key: clientLimitKey(clientAddress), max: EMAIL_VERIFICATION.maxMailsPerClientAddress },
  ];
}

const clientLimitRefusal = (wait: string) => `We have sent the most verification emails we send for one connection in an hour. Please ask again ${wait}.`;

/**
 * Mails the account a new verification link (valid a day, once), or refuses with 429 when the address, or
 * the client asking (`clientAddress`), had its verification mails of this `kind` for the hour. Only a
 * digest of the token is stored.
 */
export async function sendVerificationLink(
  deps: OperationDeps,
  user: { id: number; email: string; firstName: string },
  base: string,
  clientAddress: string,
  kind: VerificationMailKind,
): Promise<void> {
  const now = deps.now();
  const limits = mailLimits(user.email, clientAddress, kind);
  const window = EMAIL_VERIFICATION.mailWindowMs;
  const refusal = (key: string, wait: string) => (key === mailLimitKey(user.email) ? mailLimitRefusal(wait) : clientLimitRefusal(wait));
  try {
    await takeAttempt(deps.store.loginAttempts, limits, { windowMs: window, refusal: (key) => refusal(key, waitWords(window)) }, now);
  } catch (error) {
    if (!(error instanceof HttpProblem) || error.status !== 429) throw error;
    // Say the actual wait (the oldest mail leaving the hour), not always "an hour".
    const held = await deps.store.loginAttempts.availableAt(limits, new Date(now.getTime() - window), now);
    if (!held) throw error;
    const waitMs = held.at.getTime() - now.getTime();
    throw new HttpProblem(429, refusal(held.key, waitWords(waitMs)), { retryAfter: Math.max(1, Math.ceil(waitMs / 1000)) });
  }
  const token = newSecretToken();
  await deps.store.emailVerifications.create({
    tokenHash: tokenDigest(token),
    userId: user.id,
    email: user.email,
    now,
    expiresAt: new Date(now.getTime() + deps.auth.config.emailVerificationTtlMs),
  });
  await deps.auth.mailer.send({
    to: user.email,
    userId: user.id,
    subject: 'Verify your SecureSplit email address',
    text:
      `Hello ${user.firstName},\n\nPlease confirm that this is your email address by opening this link within ${linkLifetime(deps.auth.config.emailVerificationTtlMs)}; it works once:\n\n` +
      `${base}${VERIFY_EMAIL_PAGE}?token=${token}\n\n` +
      'Until then, your account cannot see or delete anything you sent us under this address before you signed up, and the free ' +
      'premium calculations stay locked.\n\nIf you did not create a SecureSplit account, ignore this message; nothing is linked to you.\n',
  });
}

/**
 * Where an unverified account's verification mail stands, so the site never says a link was sent when
 * none was: when the newest usable link was mailed (null: none, the hourly limits held the sign-up's
 * back), and when the account may ask for a new one (null: now) and which limit holds it back until then.
 */
export interface VerificationMailState {
  sentAt: string | null;
  nextLinkAt: string | null;
  limitedBy: 'address' | 'network' | null;
}

export async function verificationMailState(
  stores: Pick<Stores, 'emailVerifications' | 'loginAttempts'>,
  user: { id: number; email: string },
  clientAddress: string,
  now: Date,
): Promise<VerificationMailState> {
  const since = new Date(now.getTime() - EMAIL_VERIFICATION.mailWindowMs);
  const [sentAt, held] = await Promise.all([
    stores.emailVerifications.latestSentAt(user.id, user.email),
    stores.loginAttempts.availableAt(mailLimits(user.email, clientAddress, 'resend'), since, now),
  ]);
  return {
    sentAt: sentAt ? sentAt.toISOString() : null,
    nextLinkAt: held ? held.at.toISOString() : null,
    limitedBy: held ? (held.key === mailLimitKey(user.email) ? 'address' : 'network') : null,
  };
}

/**
 * Uses a verification link: marks its account's address verified when the account still holds the address
 * the link was mailed to, and voids the account's other links. Answers the account's id, or undefined for a
 * link that is unknown, used or expired.
 */
export async function confirmVerificationLink(deps: OperationDeps, token: string): Promise<number | undefined> {
  const now = deps.now();
  return deps.store.transaction(async (stores) => {
    const link = await stores.emailVerifications.consume(tokenDigest(token), now);
    if (!link) return undefined;
    const verified = await stores.users.markEmailVerified(link.userId, link.email, now);
    if (!verified) return undefined;
    await stores.emailVerifications.deleteForUser(link.userId);
    return link.userId;
  });
}

export const EMAIL_VERIFICATION_REQUIRED_TYPE = `${PROBLEM_TYPE_BASE}email-verification-required`;

/** The free premium calculations' refusal for an account whose address is not yet proved. */
export function emailVerificationRequiredProblem(): HttpProblem {
  return new HttpProblem(
    403,
    'Verify your email address to use your free premium calculations: open the link in our verification email. Your account page says whether we sent one and lets you ask for a new one.',
    { type: EMAIL_VERIFICATION_REQUIRED_TYPE, title: 'Email verification required' },
  );
}
