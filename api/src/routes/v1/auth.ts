import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { takeAttempt } from '../../auth/attempt-limit.js';
import { RESET_MAIL_THROTTLE } from '../../auth/config.js';
import { setDeviceCookie, trustedDeviceNonce } from '../../auth/device-cookie.js';
import { accountKey, addressKey, deviceKey, verifyLoginGuess } from '../../auth/login-throttle.js';
import { sendVerificationLink } from '../../auth/email-verification.js';
import { throttledRegistration } from '../../auth/registration-throttle.js';
import { hashPassword, NewPasswordSchema, verifyAgainstNothing, verifyPassword } from '../../auth/passwords.js';
import { newSecretToken, tokenDigest } from '../../auth/session-cookie.js';
import { currentAccount, endSession, requireAccount, startSession } from '../../auth/sessions.js';
import { normalizeEmail } from '../../email-address.js';
import { HttpProblem, PROBLEM_TYPE_BASE, validationProblem } from '../../http/problem.js';
import { defineOperation, type OperationDeps, type OperationRequest } from '../operation.js';
import {
  ACCOUNT_USER_EXAMPLE,
  AccountEmailSchema,
  AccountUserSchema,
  CurrentPasswordSchema,
  FirstNameSchema,
  LastNameSchema,
  MessageSchema,
  toAccountUser,
  UsernameSchema,
} from './account-schemas.js';

const INVALID_CREDENTIALS = 'Invalid email or password';

const RegisterInputSchema = z
  .object({
    email: AccountEmailSchema,
    password: NewPasswordSchema,
    firstName: FirstNameSchema,
    lastName: LastNameSchema,
    username: UsernameSchema,
  })
  .meta({ id: 'RegisterInput' });

const LoginInputSchema = z.object({ email: AccountEmailSchema, password: CurrentPasswordSchema }).meta({ id: 'LoginInput' });

/** The client address the clientAddress middleware settled on (behind trusted proxies: the forwarded one). */
export const clientAddressOf = ({ ctx }: Pick<OperationRequest<unknown>, 'ctx'>) => String(ctx.state.clientAddress ?? 'unknown');

const deviceCookieOptions = (request: OperationRequest<unknown>, email: string) => ({
  secret: request.deps.auth.config.deviceCookieSecret,
  secure: request.deps.auth.config.secureCookies,
  email,
});

/** Marks the browser as one that signed in to this account: its later log-ins are limited per device. */
const rememberDevice = (request: OperationRequest<unknown>, email: string) => setDeviceCookie(request.ctx, deviceCookieOptions(request, email));

export const registerOperation = defineOperation({
  method: 'post',
  path: '/api/v1/auth/register',
  aliases: ['/api/auth/register'],
  operationId: 'register',
  auth: 'none',
  summary: 'Create an account and sign in',
  description:
    'Creates a member account (argon2id password hash) and starts a session: the answer sets the session cookie. ' +
    'Passwords: 8 to 128 characters, not a commonly used one. The email is stored normalised (trimmed, lower case; one account per ' +
    'address in any case) and unverified: a single-use link (valid 24 hours by default, EMAIL_VERIFICATION_HOURS) is mailed to it, and until it is opened the account ' +
    'reaches only what it made itself and the free premium calculations stay locked (`emailVerified`). Verification mails are limited per ' +
    'address and per client address an hour; a sign-up whose mail they held back still answers 201, with `verificationMail.sentAt` null and ' +
    '`verificationMail.nextLinkAt` saying when a link can be asked for. A sign-up refused because the ' +
    'email has an account counts like a failed log-in: after 5 for one email or 20 from one address in 15 minutes, 429.',
  tag: 'Accounts',
  body: {
    schema: RegisterInputSchema,
    example: { email: 'jordan@example.com', password: 'correct horse battery', firstName: 'Jordan', lastName: 'Rivera', username: 'jordanr' },
  },
  success: { status: 201, description: 'The new account; the session cookie is set', schema: AccountUserSchema, example: ACCOUNT_USER_EXAMPLE },
  errors: [400, 403, 409, 413, 415, 429],
  async handler(request) {
    const { body, ctx, deps } = request;
    const created = await throttledRegistration(
      deps.store.loginAttempts,
      { email: body.email, clientAddress: clientAddressOf(request) },
      deps.now(),
      async () =>
        deps.store.users.create({
          email: body.email,
          username: body.username,
          firstName: body.firstName,
          lastName: body.lastName,
          passwordHash: await hashPassword(body.password),
        }),
      (result) => !('conflict' in result),
    );
    if ('conflict' in created) {
      const message =
        created.conflict === 'email' ? 'An account with this email address already exists' : 'This username is already taken';
      throw new HttpProblem(409, `${message}.`, { type: `${PROBLEM_TYPE_BASE}validation`, errors: [{ path: created.conflict, message }] });
    }
    await startSession(ctx, deps, created.id);
    rememberDevice(request, created.email);
    deps.logger.info({ userId: created.id }, 'account created');
    // The address is unproved until its owner opens this link; the account works meanwhile (spec flow).
    // Held back by the hourly limits, the sign-up still succeeds; the answer's `verificationMail` says no
    // link was sent and when one can be asked for, so the site does not claim one.
    await sendVerificationLink(deps, created, resetLinkBase(request), clientAddressOf(request), 'first').catch((error: unknown) => {
      if (error instanceof HttpProblem && error.status === 429) deps.logger.info({ userId: created.id }, 'verification mail held back by its hourly limit');
      else deps.logger.warn({ err: error, userId: created.id }, 'verification mail not sent');
    });
    return { status: 201, body: await toAccountUser(deps.store, created, deps.now(), clientAddressOf(request)) };
  },
});

export const loginOperation = defineOperation({
  method: 'post',
  path: '/api/v1/auth/login',
  aliases: ['/api/auth/login'],
  operationId: 'login',
  auth: 'none',
  summary: 'Log in',
  description:
    'Starts a new session (a new id every time) and sets the session cookie. A wrong email and a wrong password get ' +
    'the same answer in the same time. After 5 failures for one email (or, from a browser that signed in to that ' +
    'account before, 5 from that browser) or 20 from one address, log-in is refused with 429 for 15 minutes. Each ' +
    'attempt is counted before the password is checked, so parallel requests get no more guesses.',
  tag: 'Accounts',
  body: { schema: LoginInputSchema, example: { email: 'jordan@example.com', password: 'correct horse battery' } },
  success: { status: 200, description: 'The signed-in account; the session cookie is set', schema: AccountUserSchema, example: ACCOUNT_USER_EXAMPLE },
  errors: [400, 401, 403, 413, 415, 429],
  async handler(request) {
    const { body, ctx, deps } = request;
    const device = trustedDeviceNonce(ctx, deviceCookieOptions(request, body.email));
    const keys = {
      account: accountKey(body.email),
      address: addressKey(clientAddressOf(request)),
      device: device !== undefined ? deviceKey(device) : undefined,
    };
    const user = await verifyLoginGuess(
      deps.store.loginAttempts,
      keys,
      deps.now(),
      async () => {
        const found = await deps.store.users.findByEmail(body.email);
        const valid = found ? await verifyPassword(found.passwordHash, body.password) : await verifyAgainstNothing(body.password);
        return valid ? found : undefined;
      },
      (found) => found !== undefined,
    );
    if (!user) {
      throw new HttpProblem(401, INVALID_CREDENTIALS, { type: `${PROBLEM_TYPE_BASE}invalid-credentials`, title: 'Login Failed' });
    }
    await startSession(ctx, deps, user.id);
    rememberDevice(request, user.email);
    return { body: await toAccountUser(deps.store, user, deps.now(), clientAddressOf(request)) };
  },
});

export const logoutOperation = defineOperation({
  method: 'post',
  path: '/api/v1/auth/logout',
  aliases: ['/api/auth/logout'],
  operationId: 'logout',
  auth: 'session-optional',
  summary: 'Log out',
  description: 'Deletes the session and clears its cookie. Answers the same when already signed out.',
  tag: 'Accounts',
  success: {
    status: 200,
    description: 'Signed out',
    schema: MessageSchema,
    example: { success: true, message: 'You have been logged out.' },
  },
  errors: [403, 429],
  async handler({ ctx, deps }) {
    await endSession(ctx, deps);
    return { body: { success: true, message: 'You have been logged out.' } };
  },
});

export const currentUserOperation = defineOperation({
  method: 'get',
  path: '/api/v1/auth/user',
  aliases: ['/api/auth/user'],
  operationId: 'getCurrentUser',
  summary: 'The signed-in account',
  description: '401 when signed out (no cookie, or the session ended: idle or absolute expiry, log-out, password change).',
  tag: 'Accounts',
  success: { status: 200, description: 'The signed-in account', schema: AccountUserSchema, example: ACCOUNT_USER_EXAMPLE },
  errors: [401],
  async handler({ ctx, deps }) {
    const { user } = await requireAccount(ctx, deps);
    ctx.set('Cache-Control', 'no-store');
    return { body: await toAccountUser(deps.store, user, deps.now(), clientAddressOf({ ctx })) };
  },
});

const SessionStatusSchema = z
  .object({
    signedIn: z.boolean(),
    user: AccountUserSchema.nullable().meta({ description: 'The signed-in account, or null when signed out' }),
  })
  .meta({ id: 'SessionStatus' });

/**
 * The same question as `GET /api/v1/auth/user` with 200 either way: a page that asks on every load whether someone is
 * signed in should not log a failed request (a 401) in the browser console of everyone who is not.
 */
export const sessionStatusOperation = defineOperation({
  method: 'get',
  path: '/api/v1/auth/session',
  operationId: 'getSessionStatus',
  auth: 'session-optional',
  summary: 'Am I signed in?',
  description:
    'Whether this request carries a live session, and its account. 200 whether or not signed in (`GET /api/v1/auth/user` answers 401 when signed out).',
  tag: 'Accounts',
  success: {
    status: 200,
    description: 'The session status',
    schema: SessionStatusSchema,
    example: { signedIn: true, user: ACCOUNT_USER_EXAMPLE },
  },
  errors: [],
  async handler({ ctx, deps }) {
    ctx.set('Cache-Control', 'no-store');
    const account = await currentAccount(ctx, deps);
    if (!account) return { body: { signedIn: false, user: null } };
    return { body: { signedIn: true, user: await toAccountUser(deps.store, account.user, deps.now(), clientAddressOf({ ctx })) } };
  },
});

const ResetRequestSchema = z.object({ email: AccountEmailSchema }).meta({ id: 'PasswordResetRequest' });
const ResetConfirmSchema = z
  .object({
    token: z.string({ message: 'This reset link is invalid or has expired' }).min(1, 'This reset link is invalid or has expired').max(200),
    password: NewPasswordSchema,
  })
  .meta({ id: 'PasswordResetConfirm' });

const RESET_SENT = 'If an account exists for that email address, we have sent it a link to reset the password.';
/** Said alike for every email, with or without an account, so the refusal tells no one which have one. */
const RESET_EMAIL_LIMIT_REFUSAL =
  'This email address has had the most password reset requests we accept in 15 minutes. If it has an account, use a link ' +
  'already sent to it (check the spam folder too), or ask again in 15 minutes.';

/**
 * Where links in our mail point: PUBLIC_BASE_URL (in development http://localhost:PORT), and nothing from the
 * request. A link built from its Host or Origin let anyone who asked for a victim's reset, with a forged Host,
 * mail the victim a working token pointing at their own server.
 */
export function resetLinkBase(request: OperationRequest<unknown>): string {
  return request.deps.auth.config.publicBaseUrl.replace(/\/$/, '');
}

async function sendResetLink(deps: OperationDeps, user: { id: number; email: string; firstName: string }, base: string): Promise<void> {
  const token = newSecretToken();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + deps.auth.config.passwordResetTtlMs);
  await deps.store.passwordResets.create({ tokenHash: tokenDigest(token), userId: user.id, now, expiresAt });
  const minutes = Math.round(deps.auth.config.passwordResetTtlMs / 60_000);
  await deps.auth.mailer.send({
    to: user.email,
    userId: user.id,
    subject: 'Reset your SecureSplit password',
    text:
      `Hello ${user.firstName},\n\nSomeone (we hope you) asked to reset the password of your SecureSplit account.\n` +
      `Open this link within ${minutes} minutes to choose a new password; it works once:\n\n` +
      `${base}/reset-password?token=${token}\n\nIf you did not ask for this, ignore this message; your password stays as it is.\n`,
  });
}

export const requestPasswordResetOperation = defineOperation({
  method: 'post',
  path: '/api/v1/auth/password-reset',
  operationId: 'requestPasswordReset',
  auth: 'none',
  summary: 'Send a password reset link',
  description:
    'Mails a single-use link (valid 30 minutes) when the email has an account. The answer is the same either way, ' +
    'and the mail is sent after answering, so neither the answer nor its timing tells which emails have accounts. ' +
    'At most 5 requests per client address and 3 per email in 15 minutes (429 after), whether or not the email has an account.',
  tag: 'Accounts',
  body: { schema: ResetRequestSchema, example: { email: 'jordan@example.com' } },
  success: { status: 200, description: 'Accepted', schema: MessageSchema, example: { success: true, message: RESET_SENT } },
  errors: [400, 403, 413, 415, 429],
  async handler(request) {
    const { body, deps } = request;
    const base = resetLinkBase(request);
    // Every request counts, whatever the email: a limit only for emails with accounts would tell which have one.
    // The per-email key is the reset mail's own (not the log-in's `account:`), so flooding it locks no one out.
    const emailKey = `reset-mail:email:${normalizeEmail(body.email)}`;
    await takeAttempt(
      deps.store.loginAttempts,
      [
        { key: `reset-mail:${addressKey(clientAddressOf(request))}`, max: RESET_MAIL_THROTTLE.maxPerAddress },
        { key: emailKey, max: RESET_MAIL_THROTTLE.maxPerEmail },
      ],
      {
        windowMs: RESET_MAIL_THROTTLE.windowMs,
        refusal: (key) => (key === emailKey ? RESET_EMAIL_LIMIT_REFUSAL : 'Too many password reset requests from this address. Please wait 15 minutes and try again.'),
      },
      deps.now(),
    );
    void (async () => {
      const user = await deps.store.users.findByEmail(body.email);
      if (user) await sendResetLink(deps, user, base);
    })().catch((error: unknown) => deps.logger.error({ err: error }, 'password reset mail failed'));
    return { body: { success: true, message: RESET_SENT } };
  },
});

export const confirmPasswordResetOperation = defineOperation({
  method: 'post',
  path: '/api/v1/auth/password-reset/confirm',
  operationId: 'confirmPasswordReset',
  auth: 'none',
  summary: 'Choose a new password with a reset link',
  description:
    'Uses the link once; every session of the account ends, so log in with the new password. The link was mailed to the account’s address, ' +
    'so using it also verifies that address (`emailVerified`).',
  tag: 'Accounts',
  body: { schema: ResetConfirmSchema, example: { token: 'q3V0...', password: 'a new long passphrase' } },
  success: {
    status: 200,
    description: 'The password was changed',
    schema: MessageSchema,
    example: { success: true, message: 'Your password has been changed. Please log in with the new password.' },
  },
  errors: [400, 403, 413, 415, 429],
  async handler({ body, deps }) {
    const passwordHash = await hashPassword(body.password);
    const userId = await deps.store.transaction(async (stores) => {
      const owner = await stores.passwordResets.consume(tokenDigest(body.token), deps.now());
      if (owner === undefined) return undefined;
      await stores.users.setPasswordHash(owner, passwordHash);
      await stores.passwordResets.deleteForUser(owner);
      await stores.sessions.deleteForUser(owner);
      // The link went to the account's address, so whoever opened it proved that address too.
      const account = await stores.users.findById(owner);
      if (account && account.emailVerifiedAt === null) await stores.users.markEmailVerified(owner, account.email, deps.now());
      return owner;
    });
    if (userId === undefined) {
      throw validationProblem([{ path: 'token', message: 'This reset link is invalid or has expired' }], 'This reset link is invalid or has expired.');
    }
    const user = await deps.store.users.findById(userId);
    if (user) await deps.store.loginAttempts.clear(accountKey(user.email));
    return { body: { success: true, message: 'Your password has been changed. Please log in with the new password.' } };
  },
});

const TestLoginInputSchema = z
  .object({ username: AccountEmailSchema.meta({ description: 'The test account email' }), password: CurrentPasswordSchema })
  .meta({ id: 'TestLoginInput' });

const sameSecret = (a: string, b: string) =>
  timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

export const testLoginOperation = defineOperation({
  method: 'post',
  path: '/api/v1/auth/test-login',
  aliases: ['/api/test-premium-access'],
  operationId: 'testLogin',
  auth: 'none',
  summary: 'Test login with premium access',
  description:
    'Off (404) unless the server has DEMO_LOGIN_EMAIL and DEMO_LOGIN_PASSWORD. With those credentials it signs in ' +
    'a demo account with premium access (created on first use).',
  tag: 'Accounts',
  body: { schema: TestLoginInputSchema, example: { username: 'demo@example.com', password: 'demo password here' } },
  success: {
    status: 200,
    description: 'Signed in as the demo account; the session cookie is set',
    schema: z.object({ success: z.literal(true), user: AccountUserSchema }).meta({ id: 'TestLoginResult' }),
    example: { success: true, user: { ...ACCOUNT_USER_EXAMPLE, username: 'demo', isPremium: true } },
  },
  errors: [400, 401, 403, 404, 409, 413, 415, 429],
  async handler(request) {
    const { body, ctx, deps } = request;
    const demo = deps.auth.config.demoLogin;
    if (!demo) throw new HttpProblem(404, 'The test login is turned off on this server.');
    const keys = { account: accountKey(body.username), address: addressKey(clientAddressOf(request)) };
    const matches = await verifyLoginGuess(
      deps.store.loginAttempts,
      keys,
      deps.now(),
      () => Promise.resolve(sameSecret(body.username.toLowerCase(), demo.email.toLowerCase()) && sameSecret(body.password, demo.password)),
      (valid) => valid,
    );
    if (!matches) {
      throw new HttpProblem(401, 'Invalid credentials. Please check your username and password.', { title: 'Login Failed' });
    }
    let user = await deps.store.users.findByEmail(demo.email);
    if (!user) {
      const created = await deps.store.users.create({
        email: demo.email,
        username: `demo-${newSecretToken().slice(0, 6).toLowerCase().replace(/[^a-z0-9]/g, 'x')}`,
        firstName: 'Demo',
        lastName: 'User',
        passwordHash: await hashPassword(demo.password),
        isPremium: true,
      });
      if ('conflict' in created) throw new HttpProblem(409, 'The demo account could not be created; try again.');
      user = created;
    } else if (!user.isPremium) {
      await deps.store.users.setPremium(user.id, true);
      user = { ...user, isPremium: true };
    }
    await startSession(ctx, deps, user.id);
    return { body: { success: true, user: await toAccountUser(deps.store, user, deps.now(), clientAddressOf(request)) } };
  },
});

export const AUTH_OPERATIONS = [
  registerOperation,
  loginOperation,
  logoutOperation,
  currentUserOperation,
  sessionStatusOperation,
  requestPasswordResetOperation,
  confirmPasswordResetOperation,
  testLoginOperation,
];
