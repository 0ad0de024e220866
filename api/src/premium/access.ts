import type { Context } from 'koa';
import { z } from 'zod';
import { isFirstPartyOrigin } from '../auth/first-party.js';
import { currentAccount, signedOutProblem, type SignedIn } from '../auth/sessions.js';
import { HttpProblem, PROBLEM_TYPE_BASE, STORE_RETRY_AFTER_SECONDS } from '../http/problem.js';
import type { OperationDeps, OperationProblems } from '../routes/operation.js';
import { isDatabaseUnavailable } from '../store/unavailable.js';
import { hasFullAccess } from '../billing/entitlement.js';
import { emailVerificationRequiredProblem } from '../auth/email-verification.js';

/** A signed-in account without Full Access may run this many premium calculations per calendar month (UTC). */
export const FREE_PREMIUM_CALCULATIONS_PER_MONTH = 2;

/** The site page that sells Full Access (a 403 points there, in the body and in a `Link` header). */
export const SUBSCRIBE_URL = '/subscribe';
export const SUBSCRIBE_LINK = `<${SUBSCRIBE_URL}>; rel="payment"`;

export const PremiumAccessSchema = z
  .object({
    kind: z.enum(['full', 'free']).meta({
      description: '`full`: Full Access (subscription or granted), nothing counted; `free`: this was one of the month’s free calculations',
    }),
    freeCalculationsRemaining: z.number().int().min(0).nullable().meta({
      description: `Free premium calculations left this calendar month (UTC), of ${FREE_PREMIUM_CALCULATIONS_PER_MONTH}; null with Full Access`,
      examples: [1],
    }),
  })
  .meta({ id: 'PremiumCalculationAccess', description: 'How this calculation was allowed' });

export type PremiumAccess = z.infer<typeof PremiumAccessSchema>;

const FULL: PremiumAccess = { kind: 'full', freeCalculationsRemaining: null };

/** The first day of the next calendar month (UTC), when the free calculations start again. */
export function nextFreeCalculationsAt(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

const monthName = (date: Date) => date.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayName = (date: Date) => date.toLocaleString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function freeCalculationsUsedProblem(now: Date): HttpProblem {
  return new HttpProblem(
    403,
    `You have used your ${FREE_PREMIUM_CALCULATIONS_PER_MONTH} free premium calculations for ${monthName(now)}. ` +
      `Subscribe for Full Access to keep calculating, or come back on ${dayName(nextFreeCalculationsAt(now))}.`,
    { type: `${PROBLEM_TYPE_BASE}premium-required`, title: 'Full Access required', subscribeUrl: SUBSCRIBE_URL },
  );
}

/** Answered instead of the generic "could not save" when the database cannot say who may calculate. */
export function accessUnavailableProblem(): HttpProblem {
  return new HttpProblem(503, 'We cannot check your access right now, so nothing was calculated or counted. Please try again shortly.', {
    type: `${PROBLEM_TYPE_BASE}service-unavailable`,
    retryAfter: STORE_RETRY_AFTER_SECONDS,
  });
}

export const PREMIUM_UNAVAILABLE_PROBLEMS: OperationProblems = {
  503: {
    description:
      'The database is not reachable, so the session and the free calculations cannot be checked: nothing was calculated ' +
      'or counted; retry after the `Retry-After` seconds (also `retryAfter`)',
    examples: { unavailable: { summary: 'Database unreachable', value: accessUnavailableProblem().toProblem(undefined) } },
  },
};

/** Turns "the database is unreachable" into the premium 503; every other failure passes unchanged. */
export async function orAccessUnavailable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof HttpProblem) && isDatabaseUnavailable(error)) throw accessUnavailableProblem();
    throw error;
  }
}

/**
 * The signed-in person on a request from our own pages. Premium paths are account paths, so the
 * first-party middleware has already refused a cross-site write that carried the cookie; this check
 * keeps the gate closed even if a path were ever left off that list.
 */
export async function premiumAccount(ctx: Context, deps: OperationDeps): Promise<SignedIn | undefined> {
  if (!isFirstPartyOrigin(ctx, deps.auth.firstPartyOrigins) && ctx.get('Origin') !== '') return undefined;
  return currentAccount(ctx, deps);
}

export async function requirePremiumAccount(ctx: Context, deps: OperationDeps): Promise<SignedIn> {
  const account = await premiumAccount(ctx, deps);
  if (!account) throw signedOutProblem();
  return account;
}

/**
 * What the person may do now, without taking anything (the site's unlock gate). `emailVerificationRequired`:
 * a free account whose address is not yet proved, whose free calculations stay locked until it is.
 */
export async function premiumAccessOf(
  deps: OperationDeps,
  user: SignedIn['user'],
  now: Date,
): Promise<PremiumAccess & { emailVerificationRequired: boolean }> {
  if (await hasFullAccess(deps.store, user, now)) return { ...FULL, emailVerificationRequired: false };
  const used = await deps.store.premiumUsage.used(user.id, now);
  return {
    kind: 'free',
    freeCalculationsRemaining: Math.max(0, FREE_PREMIUM_CALCULATIONS_PER_MONTH - used),
    emailVerificationRequired: user.emailVerifiedAt === null,
  };
}

/**
 * Allows one premium calculation: Full Access takes nothing; a free account whose email address is proved
 * takes one of the month's free calculations (atomically, in the database) or gets the 403 with the way to
 * subscribe; one whose address is not proved gets the 403 saying to verify it (otherwise every throwaway
 * sign-up would be two more free premium results).
 */
export async function takePremiumCalculation(ctx: Context, deps: OperationDeps, user: SignedIn['user'], now: Date): Promise<PremiumAccess> {
  if (await hasFullAccess(deps.store, user, now)) return FULL;
  if (user.emailVerifiedAt === null) throw emailVerificationRequiredProblem();
  const count = await deps.store.premiumUsage.take(user.id, now, FREE_PREMIUM_CALCULATIONS_PER_MONTH);
  if (count === undefined) {
    // Appended, not set: on an earlier path the answer already links its successor-version.
    ctx.append('Link', SUBSCRIBE_LINK);
    throw freeCalculationsUsedProblem(now);
  }
  return { kind: 'free', freeCalculationsRemaining: FREE_PREMIUM_CALCULATIONS_PER_MONTH - count };
}
