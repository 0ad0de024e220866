import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';
import { normalizeEmail } from '../email-address.js';
import { HttpProblem, PROBLEM_TYPE_BASE } from '../http/problem.js';
import type { OperationDeps } from '../routes/operation.js';
import { guardedAttempt, type AttemptWindow } from './attempt-limit.js';
import { ADMIN_THROTTLE } from './config.js';
import { currentAccount } from './sessions.js';

/** Who is acting in the admin area: the ADMIN_TOKEN bearer, or a signed-in admin account. */
export type AdminActor =
  { kind: 'token'; label: 'token'; userId: null } | { kind: 'account'; label: string; userId: number };

/** What is kept of ADMIN_TOKEN: its SHA-256, computed once at start. */
export function adminTokenDigest(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/**
 * Whether a presented token is ADMIN_TOKEN: both are hashed to 32 bytes first, so the comparison is
 * always between equal-length buffers and `timingSafeEqual` takes the same time wherever they differ
 * (and the token's length is not revealed either).
 */
export function adminTokenMatches(presented: string, expectedDigest: Buffer): boolean {
  return timingSafeEqual(adminTokenDigest(presented), expectedDigest);
}

const throttleKey = (address: string) => `admin:address:${address}`;

const ADMIN_REFUSAL = 'Too many failed admin sign-in attempts. Please wait 15 minutes and try again.';
const ADMIN_WINDOW: AttemptWindow = { windowMs: ADMIN_THROTTLE.windowMs, refusal: ADMIN_REFUSAL };
const addressOf = (ctx: Context) => String(ctx.state.clientAddress ?? 'unknown');

function bearerToken(ctx: Context): string | undefined {
  const header = ctx.get('Authorization');
  if (header === '') return undefined;
  const match = /^Bearer[ ]+(.*)$/i.exec(header);
  // Any other scheme is a credential we do not accept: treated like a wrong token.
  return match ? (match[1] ?? '').trim() : '';
}

async function audit(
  ctx: Context,
  deps: OperationDeps,
  actor: { label: string; userId: number | null },
  action: string,
  outcome: 'allowed' | 'denied',
  detail?: Record<string, unknown>,
) {
  await deps.store.adminAudit.record({
    actor: actor.label,
    actorUserId: actor.userId,
    action,
    outcome,
    ...(detail ? { detail } : {}),
    clientAddress: addressOf(ctx),
    now: deps.now(),
  });
}

async function refuse(
  ctx: Context,
  deps: OperationDeps,
  action: string,
  actor: { label: string; userId: number | null },
  problem: HttpProblem,
  reason: string,
): Promise<never> {
  await audit(ctx, deps, actor, action, 'denied', { reason });
  throw problem;
}

export const ADMIN_SIGNED_OUT = 'Admin access needs an admin account or the admin token.';
export const ADMIN_WRONG_TOKEN = 'Invalid admin token.';
export const ADMIN_NOT_ADMIN = 'This account is not an admin.';

/**
 * The one admin check, on the server, for every admin request: a bearer ADMIN_TOKEN (compared by
 * digest in constant time) or the session of an account with role admin. Failures are counted per
 * client address and refused with 429 past the limit: a token is counted before it is compared, so a
 * parallel burst compares at most the limit. Every outcome is written to the audit log under `action`.
 * No answer repeats what was sent.
 */
export async function requireAdmin(ctx: Context, deps: OperationDeps, action: string): Promise<AdminActor> {
  const address = addressOf(ctx);
  const limits = [{ key: throttleKey(address), max: ADMIN_THROTTLE.maxFailuresPerAddress }];
  const token = bearerToken(ctx);
  if (token !== undefined) {
    const expected = deps.auth.config.adminTokenDigest;
    const anonymous = { label: 'token', userId: null };
    const matches = await guardedAttempt(
      deps.store.loginAttempts,
      limits,
      ADMIN_WINDOW,
      deps.now(),
      // Hashing even when no token is configured keeps the timing the same either way.
      () => Promise.resolve(adminTokenMatches(token, expected ?? adminTokenDigest('\u0000no admin token configured')) && expected !== undefined),
      (valid) => valid,
    );
    if (!matches) {
      await refuse(
        ctx,
        deps,
        action,
        anonymous,
        new HttpProblem(401, ADMIN_WRONG_TOKEN, {
          type: `${PROBLEM_TYPE_BASE}invalid-admin-token`,
          title: 'Access Denied',
        }),
        expected ? 'wrong token' : 'no ADMIN_TOKEN configured',
      );
    }
    const actor: AdminActor = { kind: 'token', label: 'token', userId: null };
    await audit(ctx, deps, actor, action, 'allowed');
    return actor;
  }

  // A session guesses nothing (its id is 256 random bits); a member's session is still counted as a failure.
  const since = new Date(deps.now().getTime() - ADMIN_THROTTLE.windowMs);
  const failures = (await deps.store.loginAttempts.countFailures([throttleKey(address)], since)).get(throttleKey(address)) ?? 0;
  if (failures >= ADMIN_THROTTLE.maxFailuresPerAddress) {
    throw new HttpProblem(429, ADMIN_REFUSAL, { retryAfter: Math.ceil(ADMIN_THROTTLE.windowMs / 1000) });
  }
  const account = await currentAccount(ctx, deps);
  if (!account) {
    throw new HttpProblem(401, ADMIN_SIGNED_OUT, {
      type: `${PROBLEM_TYPE_BASE}signed-out`,
      title: 'Authentication required',
    });
  }
  const actor = { label: `account:${normalizeEmail(account.user.email)}`, userId: account.user.id };
  if (account.user.role !== 'admin') {
    await deps.store.loginAttempts.recordFailure([throttleKey(address)], deps.now());
    await refuse(
      ctx,
      deps,
      action,
      actor,
      new HttpProblem(403, ADMIN_NOT_ADMIN, { type: `${PROBLEM_TYPE_BASE}not-admin` }),
      'not an admin',
    );
  }
  await audit(ctx, deps, actor, action, 'allowed');
  return { kind: 'account', ...actor };
}

/** Records what an admin did after the check (the detail of an action, e.g. the request processed). */
export async function auditAdminAction(
  ctx: Context,
  deps: OperationDeps,
  actor: AdminActor,
  action: string,
  detail: Record<string, unknown>,
): Promise<void> {
  await audit(ctx, deps, actor, action, 'allowed', detail);
}
