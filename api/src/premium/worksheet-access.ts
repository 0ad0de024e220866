import type { Context } from 'koa';
import { emailVerificationRequiredProblem } from '../auth/email-verification.js';
import { refuseCrossSiteWrite } from '../auth/first-party.js';
import { sessionCookieName } from '../auth/session-cookie.js';
import { hasFullAccess } from '../billing/entitlement.js';
import type { OperationDeps } from '../routes/operation.js';
import { orAccessUnavailable, requirePremiumAccount, takePremiumCalculation } from './access.js';

/** How many of the account's latest calculations a worksheet's input is looked for in (the history shows fewer). */
const HISTORY_LOOKED_AT = 100;

/** JSON with every object's keys sorted, so two equal inputs compare equal whatever order the database keeps. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * May this request have the worksheet PDF of a premium calculation? The same answers as the premium calculator
 * routes (premium/calculator-operation.ts), in their order:
 * - a write on the session cookie that did not come from our pages: 403 (the account paths' first-party rule,
 *   applied here because this path is public for the free calculators);
 * - signed out: 401;
 * - Full Access: yes, nothing counted;
 * - a free account whose email address is not verified: 403 (as the calculators);
 * - a free account that already ran this very calculation (the same type and input, in its stored history,
 *   where the calculator route put it when it took one of the free calculations): yes, nothing counted again, since
 *   the PDF is that result on paper (the site's "Download PDF" under a result and in the account's history);
 * - otherwise the PDF is a new premium result: it takes one of the month's free calculations like the
 *   calculator would (403 with the way to subscribe when none remain). Without this, a free account could read
 *   any number of premium results off PDFs.
 * `input` is the validated input, as the calculator route stores it. Like the calculator route, nothing is taken
 * until the document is made: the returned `take` is called after rendering, so a failure never costs one.
 */
export async function premiumWorksheetAccess(
  ctx: Context,
  deps: OperationDeps,
  calculator: string,
  input: unknown,
): Promise<{ take: () => Promise<void> }> {
  const now = deps.now();
  const nothing = { take: () => Promise.resolve() };
  const hasCookie = ctx.cookies.get(sessionCookieName(deps.auth.config.secureCookies)) !== undefined;
  refuseCrossSiteWrite(ctx, deps.auth.firstPartyOrigins, hasCookie);
  const { user } = await orAccessUnavailable(() => requirePremiumAccount(ctx, deps));
  if (await orAccessUnavailable(() => hasFullAccess(deps.store, user, now))) return nothing;
  if (user.emailVerifiedAt === null) throw emailVerificationRequiredProblem();
  // As stored (JSON: a Date is its ISO text), so the validated input compares with the row's.
  const wanted = canonicalJson(JSON.parse(JSON.stringify(input)) as unknown);
  const history = await orAccessUnavailable(() => deps.store.calculations.listForUser(user.id, HISTORY_LOOKED_AT));
  if (history.some((calculation) => calculation.type === calculator && canonicalJson(calculation.input) === wanted)) return nothing;
  return {
    take: async () => {
      await orAccessUnavailable(() => takePremiumCalculation(ctx, deps, user, now));
    },
  };
}
