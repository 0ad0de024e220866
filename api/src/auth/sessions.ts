import type { Context } from 'koa';
import { HttpProblem, PROBLEM_TYPE_BASE } from '../http/problem.js';
import type { OperationDeps } from '../routes/operation.js';
import type { Session } from '../store/sessions.js';
import type { User } from '../store/users.js';
import { isFirstPartyOrigin } from './first-party.js';
import { clearSessionCookie, newSecretToken, readSessionCookie, setSessionCookie, tokenDigest } from './session-cookie.js';

/** Extending the idle expiry is a write; once a minute per session is enough. */
const TOUCH_INTERVAL_MS = 60_000;

export interface SignedIn {
  user: User;
  session: Session;
}

const CURRENT = Symbol('signed-in');

/** Starts a new session for the user (a new id every time: no fixation) and ends the one the request had. */
export async function startSession(ctx: Context, deps: OperationDeps, userId: number): Promise<void> {
  const { config } = deps.auth;
  const previous = readSessionCookie(ctx, config.secureCookies);
  if (previous !== undefined) await deps.store.sessions.delete(tokenDigest(previous));
  const token = newSecretToken();
  const now = deps.now();
  await deps.store.sessions.create({
    idHash: tokenDigest(token),
    userId,
    now,
    idleExpiresAt: new Date(now.getTime() + config.sessionIdleMs),
    absoluteExpiresAt: new Date(now.getTime() + config.sessionAbsoluteMs),
  });
  setSessionCookie(ctx, { token, secure: config.secureCookies, maxAgeSeconds: Math.floor(config.sessionAbsoluteMs / 1000) });
  (ctx.state as Record<symbol, unknown>)[CURRENT] = undefined;
}

/** Ends the request's session, if any, and tells the browser to forget the cookie. */
export async function endSession(ctx: Context, deps: OperationDeps): Promise<void> {
  const token = readSessionCookie(ctx, deps.auth.config.secureCookies);
  if (token !== undefined) await deps.store.sessions.delete(tokenDigest(token));
  clearSessionCookie(ctx, deps.auth.config.secureCookies);
}

/** The signed-in person, if the request carries a live session; keeps the session alive while used. */
export async function currentAccount(ctx: Context, deps: OperationDeps): Promise<SignedIn | undefined> {
  const state = ctx.state as Record<symbol, Promise<SignedIn | undefined> | undefined>;
  state[CURRENT] ??= (async () => {
    const { config } = deps.auth;
    const token = readSessionCookie(ctx, config.secureCookies);
    if (token === undefined) return undefined;
    const idHash = tokenDigest(token);
    const now = deps.now();
    const session = await deps.store.sessions.findLive(idHash, now);
    if (!session) return undefined;
    const user = await deps.store.users.findById(session.userId);
    if (!user) return undefined;
    if (now.getTime() - new Date(session.lastSeenAt).getTime() >= TOUCH_INTERVAL_MS) {
      const idleExpiresAt = new Date(Math.min(now.getTime() + config.sessionIdleMs, new Date(session.absoluteExpiresAt).getTime()));
      await deps.store.sessions.touch(idHash, now, idleExpiresAt);
    }
    return { user, session };
  })();
  return state[CURRENT];
}

export function signedOutProblem(): HttpProblem {
  return new HttpProblem(401, 'Please log in to continue.', { type: `${PROBLEM_TYPE_BASE}signed-out`, title: 'Authentication required' });
}

export async function requireAccount(ctx: Context, deps: OperationDeps): Promise<SignedIn> {
  const account = await currentAccount(ctx, deps);
  if (!account) throw signedOutProblem();
  return account;
}

/**
 * The owner of a calculation: the signed-in person, but only on a request from our own pages. Public
 * endpoints answer partner pages too, and there a cookie (if a browser sent one) is ignored.
 */
export async function calculationOwner(ctx: Context, deps: OperationDeps): Promise<number | undefined> {
  if (!isFirstPartyOrigin(ctx, deps.auth.firstPartyOrigins)) return undefined;
  try {
    return (await currentAccount(ctx, deps))?.user.id;
  } catch (error) {
    deps.logger.warn({ err: error }, 'could not read the session for a calculation; stored without an owner');
    return undefined;
  }
}
