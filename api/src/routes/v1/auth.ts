import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { accountKey, addressKey, checkLoginThrottle } from '../../auth/login-throttle.js';
import { hashPassword, NewPasswordSchema, verifyAgainstNothing, verifyPassword } from '../../auth/passwords.js';
import { newSecretToken, tokenDigest } from '../../auth/session-cookie.js';
import { currentAccount, endSession, requireAccount, startSession } from '../../auth/sessions.js';
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

const clientAddressOf = (request: OperationRequest<unknown>) => String(request.ctx.state.clientAddress ?? 'unknown');

export const registerOperation = defineOperation({
  method: 'post',
  path: '/api/v1/auth/register',
  aliases: ['/api/auth/register'],
  operationId: 'register',
  auth: 'none',
  summary: 'Create an account and sign in',
  description:
    'Creates a member account (argon2id password hash) and starts a session: the answer sets the session cookie. ' +
    'Passwords: 8 to 128 characters, not a commonly used one.',
  tag: 'Accounts',
  body: {
    schema: RegisterInputSchema,
    example: { email: 'jordan@example.com', password: 'correct horse battery', firstName: 'Jordan', lastName: 'Rivera', username: 'jordanr' },
  },
  success: { status: 201, description: 'The new account; the session cookie is set', schema: AccountUserSchema, example: ACCOUNT_USER_EXAMPLE },
  errors: [400, 403, 409, 413, 415, 429],
  async handler({ body, ctx, deps }) {
    const passwordHash = await hashPassword(body.password);
    const created = await deps.store.users.create({
      email: body.email,
      username: body.username,
      firstName: body.firstName,
      lastName: body.lastName,
      passwordHash,
    });
    if ('conflict' in created) {
      const message =
        created.conflict === 'email' ? 'An account with this email address already exists' : 'This username is already taken';
      throw new HttpProblem(409, `${message}.`, { type: `${PROBLEM_TYPE_BASE}validation`, errors: [{ path: created.conflict, message }] });
    }
    await startSession(ctx, deps, created.id);
    deps.logger.info({ userId: created.id }, 'account created');
    return { status: 201, body: await toAccountUser(deps.store, created, deps.now()) };
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
    'the same answer in the same time. After repeated failures for one email or from one address, log-in is refused ' +
    'with 429 for 15 minutes.',
  tag: 'Accounts',
  body: { schema: LoginInputSchema, example: { email: 'jordan@example.com', password: 'correct horse battery' } },
  success: { status: 200, description: 'The signed-in account; the session cookie is set', schema: AccountUserSchema, example: ACCOUNT_USER_EXAMPLE },
  errors: [400, 401, 403, 413, 415, 429],
  async handler(request) {
    const { body, ctx, deps } = request;
    const now = deps.now();
    const keys = { account: accountKey(body.email), address: addressKey(clientAddressOf(request)) };
    await checkLoginThrottle(deps.store.loginAttempts, keys, now);
    const user = await deps.store.users.findByEmail(body.email);
    const valid = user ? await verifyPassword(user.passwordHash, body.password) : await verifyAgainstNothing(body.password);
    if (!user || !valid) {
      await deps.store.loginAttempts.recordFailure([keys.account, keys.address], now);
      throw new HttpProblem(401, INVALID_CREDENTIALS, { type: `${PROBLEM_TYPE_BASE}invalid-credentials`, title: 'Login Failed' });
    }
    await deps.store.loginAttempts.clear(keys.account);
    await startSession(ctx, deps, user.id);
    return { body: await toAccountUser(deps.store, user, deps.now()) };
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
    return { body: await toAccountUser(deps.store, user, deps.now()) };
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
    return { body: { signedIn: true, user: await toAccountUser(deps.store, account.user, deps.now()) } };
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

/** Where links in our mail point: PUBLIC_BASE_URL, else the first-party page that asked, else this server. */
export function resetLinkBase(request: OperationRequest<unknown>): string {
  const { ctx, deps } = request;
  if (deps.auth.config.publicBaseUrl) return deps.auth.config.publicBaseUrl.replace(/\/$/, '');
  const origin = ctx.get('Origin');
  if (origin !== '' && deps.auth.firstPartyOrigins.has(origin)) return origin;
  return `${ctx.protocol}://${ctx.host}`;
}

async function sendResetLink(deps: OperationDeps, user: { id: number; email: string; firstName: string }, base: string): Promise<void> {
  const token = newSecretToken();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + deps.auth.config.passwordResetTtlMs);
  await deps.store.passwordResets.create({ tokenHash: tokenDigest(token), userId: user.id, now, expiresAt });
  const minutes = Math.round(deps.auth.config.passwordResetTtlMs / 60_000);
  await deps.auth.mailer.send({
    to: user.email,
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
    'and the mail is sent after answering, so neither the answer nor its timing tells which emails have accounts.',
  tag: 'Accounts',
  body: { schema: ResetRequestSchema, example: { email: 'jordan@example.com' } },
  success: { status: 200, description: 'Accepted', schema: MessageSchema, example: { success: true, message: RESET_SENT } },
  errors: [400, 403, 413, 415, 429],
  async handler(request) {
    const { body, deps } = request;
    const base = resetLinkBase(request);
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
  description: 'Uses the link once; every session of the account ends, so log in with the new password.',
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
      return owner;
    });
    if (userId === undefined) {
      throw validationProblem([{ path: 'token', message: 'This reset link is invalid or has expired' }], 'This reset link is invalid or has expired.');
    }
    const user = await deps.store.users.findById(userId);
    if (user) await deps.store.loginAttempts.clear(`account:${user.email.toLowerCase()}`);
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
    const now = deps.now();
    const keys = { account: accountKey(body.username), address: addressKey(clientAddressOf(request)) };
    await checkLoginThrottle(deps.store.loginAttempts, keys, now);
    const matches = sameSecret(body.username.toLowerCase(), demo.email.toLowerCase()) && sameSecret(body.password, demo.password);
    if (!matches) {
      await deps.store.loginAttempts.recordFailure([keys.account, keys.address], now);
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
    return { body: { success: true, user: await toAccountUser(deps.store, user, deps.now()) } };
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
