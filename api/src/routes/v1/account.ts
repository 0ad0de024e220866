import { z } from 'zod';
import { guardedAttempt } from '../../auth/attempt-limit.js';
import { PASSWORD_CHANGE_THROTTLE } from '../../auth/config.js';
import { hashPassword, NewPasswordSchema, verifyPassword } from '../../auth/passwords.js';
import { clearSessionCookie } from '../../auth/session-cookie.js';
import { requireAccount } from '../../auth/sessions.js';
import { callProvider } from '../../billing/errors.js';
import { endSubscriptionOfDeletedAccount } from '../../billing/service.js';
import { HttpProblem, validationProblem } from '../../http/problem.js';
import { accountOwner } from '../../store/account-data.js';
import type { Calculation } from '../../store/calculations.js';
import { defineOperation } from '../operation.js';
import { clientAddressOf } from './auth.js';
import { ACCOUNT_USER_EXAMPLE, AccountUserSchema, CurrentPasswordSchema, MessageSchema, toAccountUser } from './account-schemas.js';

const ChangePasswordSchema = z
  .object({ currentPassword: CurrentPasswordSchema, newPassword: NewPasswordSchema })
  .meta({ id: 'ChangePasswordInput' });

export const changePasswordOperation = defineOperation({
  method: 'post',
  path: '/api/v1/account/password',
  operationId: 'changePassword',
  summary: 'Change the password',
  description:
    'Needs the current password. Every other session of the account ends; this one stays signed in. After 5 wrong ' +
    'current passwords for the account in 15 minutes the change is refused with 429 (each counted before it is checked).',
  tag: 'Accounts',
  body: { schema: ChangePasswordSchema, example: { currentPassword: 'correct horse battery', newPassword: 'a new long passphrase' } },
  success: {
    status: 200,
    description: 'Changed',
    schema: MessageSchema,
    example: { success: true, message: 'Your password has been changed. Other devices have been signed out.' },
  },
  errors: [400, 401, 403, 413, 415, 429],
  async handler({ body, ctx, deps }) {
    const { user, session } = await requireAccount(ctx, deps);
    // A stolen session must not become an unlimited oracle for the password (which may open other sites too).
    const correct = await guardedAttempt(
      deps.store.loginAttempts,
      [{ key: `password-change:user:${user.id}`, max: PASSWORD_CHANGE_THROTTLE.maxFailuresPerAccount }],
      {
        windowMs: PASSWORD_CHANGE_THROTTLE.windowMs,
        refusal: 'Too many wrong current passwords. Please wait 15 minutes and try again, or reset your password.',
      },
      deps.now(),
      () => verifyPassword(user.passwordHash, body.currentPassword),
      (valid) => valid,
    );
    if (!correct) {
      throw validationProblem([{ path: 'currentPassword', message: 'Current password is incorrect' }]);
    }
    const passwordHash = await hashPassword(body.newPassword);
    await deps.store.transaction(async (stores) => {
      await stores.users.setPasswordHash(user.id, passwordHash);
      await stores.sessions.deleteForUser(user.id, session.idHash);
      await stores.passwordResets.deleteForUser(user.id);
    });
    return { body: { success: true, message: 'Your password has been changed. Other devices have been signed out.' } };
  },
});

export const deleteAccountOperation = defineOperation({
  method: 'delete',
  path: '/api/v1/account',
  operationId: 'deleteAccount',
  summary: 'Delete the account and everything of it',
  description:
    'In one transaction: the account, its sessions, calculations, scenarios, share links, reset and verification links, mail sent for it and free premium calculation counts, ' +
    'and, once its email address is verified, the leads, support requests, deletion requests and unsent mail under that address, with the stored ' +
    'Idempotency-Key answers to the writes that made them (a retry with one of those keys is then a new request). Before the address is verified, ' +
    'what was stored under it stays: anyone can sign up with any address. A live subscription is ended at ' +
    'the payment provider first (no further charges; 503 and nothing deleted if the provider cannot be reached); paid ' +
    'review purchases are kept as payment records without the account. Signs out.',
  tag: 'Accounts',
  success: {
    status: 200,
    description: 'Deleted',
    schema: MessageSchema,
    example: { success: true, message: 'Your account and its data have been deleted.' },
  },
  errors: [401, 403, 429, 503],
  async handler({ ctx, deps }) {
    const { user } = await requireAccount(ctx, deps);
    // A live subscription ends at the payment provider first; if that fails (503), nothing is deleted.
    await callProvider(() => endSubscriptionOfDeletedAccount(deps.store, deps.billing.billing, user.id, deps.logger));
    await deps.store.transaction((stores) => stores.accountData.erase(accountOwner(user)));
    clearSessionCookie(ctx, deps.auth.config.secureCookies);
    deps.logger.info({ userId: user.id }, 'account deleted');
    return { body: { success: true, message: 'Your account and its data have been deleted.' } };
  },
});

const AccountExportSchema = z
  .object({
    exportedAt: z.string().meta({ format: 'date-time' }),
    user: AccountUserSchema,
    sessions: z.array(z.object({ createdAt: z.string(), lastSeenAt: z.string() })),
    calculations: z.array(z.object({ id: z.number().int(), type: z.string(), input: z.unknown(), result: z.unknown(), createdAt: z.string() })),
    scenarios: z
      .array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          calculator: z.string(),
          input: z.unknown(),
          result: z.unknown(),
          createdAt: z.string(),
          updatedAt: z.string(),
        }),
      )
      .meta({ description: 'Named scenarios kept on the account (issue 31), with their inputs and results' }),
    leads: z.array(z.record(z.string(), z.unknown())),
    supportTickets: z.array(z.record(z.string(), z.unknown())),
    dataDeletionRequests: z.array(z.record(z.string(), z.unknown())),
    subscription: z.record(z.string(), z.unknown()).nullable().meta({ description: 'The subscription as last read from the payment provider' }),
    reviewPurchases: z.array(z.record(z.string(), z.unknown())).meta({ description: 'Priority review purchases ($99)' }),
    premiumUsage: z
      .array(z.object({ month: z.string().meta({ examples: ['2026-11'] }), count: z.number().int(), firstUsedAt: z.string(), lastUsedAt: z.string() }))
      .meta({ description: 'Free premium calculations used, per calendar month (UTC)' }),
    mail: z
      .array(z.object({ subject: z.string(), createdAt: z.string() }))
      .meta({ description: 'Mail waiting in the outbox, to the address or for the account (its text is not kept readable)' }),
    links: z
      .array(
        z.object({
          kind: z.enum(['password-reset', 'email-verification']),
          createdAt: z.string(),
          expiresAt: z.string(),
          usedAt: z.string().nullable(),
        }),
      )
      .meta({ description: 'Password reset and email verification links made for the account (never the links themselves)' }),
    logInAttempts: z
      .array(z.object({ kind: z.string().meta({ examples: ['account'] }), createdAt: z.string() }))
      .meta({ description: 'Failed log-ins and throttled requests recorded against the address' }),
    storedAnswers: z
      .array(z.object({ scope: z.string().meta({ examples: ['/api/v1/leads'] }), createdAt: z.string() }))
      .meta({ description: 'Answers kept to replay a write (Idempotency-Key) that made one of the rows above' }),
    paymentCustomers: z
      .array(z.object({ provider: z.string(), customerId: z.string(), createdAt: z.string() }))
      .meta({ description: 'Customer records at the payment provider' }),
    shares: z
      .array(
        z.object({
          id: z.number().int(),
          calculationIds: z.array(z.number().int()),
          scenarioIds: z.array(z.number().int()),
          createdAt: z.string(),
          expiresAt: z.string(),
          revokedAt: z.string().nullable(),
          viewCount: z.number().int(),
          lastViewedAt: z.string().nullable(),
        }),
      )
      .meta({ description: 'Share links made for a lawyer or analyst (issue 32), with their views (never the links themselves)' }),
  })
  .meta({ id: 'AccountExport' });

const iso = (value: Date | string) => new Date(value).toISOString();

export const exportAccountOperation = defineOperation({
  method: 'get',
  path: '/api/v1/account/export',
  operationId: 'exportAccount',
  summary: 'Download my data',
  description:
    'Everything held about the signed-in person, as one JSON file (sent as an attachment): the same rows deleting the account erases. What was stored under the account’s email address ' +
    '(leads and the calculations sent with them, support requests, deletion requests, mail, log-in attempts) is included only once the address is verified (`emailVerified`).',
  tag: 'Accounts',
  success: {
    status: 200,
    description: 'The data',
    schema: AccountExportSchema,
    example: {
      exportedAt: '2026-11-21T10:00:00.000Z',
      user: ACCOUNT_USER_EXAMPLE,
      sessions: [{ createdAt: '2026-11-21T09:30:00.000Z', lastSeenAt: '2026-11-21T09:59:00.000Z' }],
      calculations: [],
      scenarios: [],
      leads: [],
      supportTickets: [],
      dataDeletionRequests: [],
      subscription: null,
      reviewPurchases: [],
      premiumUsage: [{ month: '2026-11', count: 1, firstUsedAt: '2026-11-21T09:40:00.000Z', lastUsedAt: '2026-11-21T09:40:00.000Z' }],
      mail: [{ subject: 'Verify your SecureSplit email address', createdAt: '2026-11-21T09:30:00.000Z' }],
      links: [
        {
          kind: 'email-verification',
          createdAt: '2026-11-21T09:30:00.000Z',
          expiresAt: '2026-11-22T09:30:00.000Z',
          usedAt: '2026-11-21T09:35:00.000Z',
        },
      ],
      logInAttempts: [],
      storedAnswers: [],
      paymentCustomers: [],
      shares: [],
    },
  },
  errors: [401],
  async handler({ ctx, deps }) {
    const { user } = await requireAccount(ctx, deps);
    const data = await deps.store.accountData.export(accountOwner(user));
    const exportedAt = deps.now().toISOString();
    return {
      headers: {
        'Cache-Control': 'no-store',
        'Content-Disposition': `attachment; filename="securesplit-data-${exportedAt.slice(0, 10)}.json"`,
      },
      body: {
        exportedAt,
        user: await toAccountUser(deps.store, user, deps.now(), clientAddressOf({ ctx })),
        sessions: data.sessions.map((s) => ({ createdAt: iso(s.createdAt), lastSeenAt: iso(s.lastSeenAt) })),
        calculations: data.calculations.map((c) => ({ ...c, createdAt: iso(c.createdAt) })),
        scenarios: data.scenarios.map((s) => ({ ...s, createdAt: iso(s.createdAt), updatedAt: iso(s.updatedAt) })),
        leads: data.leads,
        supportTickets: data.supportTickets,
        dataDeletionRequests: data.dataDeletionRequests,
        subscription: data.subscription,
        reviewPurchases: data.reviewPurchases,
        premiumUsage: data.premiumUsage.map((u) => ({ ...u, firstUsedAt: iso(u.firstUsedAt), lastUsedAt: iso(u.lastUsedAt) })),
        mail: data.mail.map((m) => ({ ...m, createdAt: iso(m.createdAt) })),
        links: data.links.map((l) => ({ ...l, createdAt: iso(l.createdAt), expiresAt: iso(l.expiresAt), usedAt: l.usedAt === null ? null : iso(l.usedAt) })),
        logInAttempts: data.logInAttempts.map((a) => ({ ...a, createdAt: iso(a.createdAt) })),
        storedAnswers: data.storedAnswers.map((a) => ({ ...a, createdAt: iso(a.createdAt) })),
        paymentCustomers: data.paymentCustomers.map((c) => ({ ...c, createdAt: iso(c.createdAt) })),
        shares: data.shares.map((s) => ({
          ...s,
          createdAt: iso(s.createdAt),
          expiresAt: iso(s.expiresAt),
          revokedAt: s.revokedAt === null ? null : iso(s.revokedAt),
          lastViewedAt: s.lastViewedAt === null ? null : iso(s.lastViewedAt),
        })),
      },
    };
  },
});

const CalculationSummarySchema = z
  .object({
    id: z.number().int(),
    type: z.string().meta({ examples: ['child-support'] }),
    state: z.string().nullable().meta({ description: 'The jurisdiction slug, when the calculator has one', examples: ['texas'] }),
    amount: z
      .number()
      .nullable()
      .meta({ description: 'The headline amount: monthly payment, monthly surplus (budget), total tax (income tax); for the premium calculators the net marital estate (property division), the spouse’s entitlement (QDRO), the change in tax (tax impact: negative is a saving) or the annual child costs (custody costs)', examples: [812.5] }),
    createdAt: z.string().meta({ format: 'date-time' }),
    input: z.unknown().meta({ description: 'The input as sent, to re-open the calculation in its calculator' }),
  })
  .meta({ id: 'CalculationSummary' });

const HISTORY_LIMIT = 100;

function numberAt(value: unknown, key: string): number | null {
  if (value === null || typeof value !== 'object') return null;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'number' && Number.isFinite(field) ? field : null;
}

function textAt(value: unknown, key: string): string | null {
  if (value === null || typeof value !== 'object') return null;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' && field !== '' ? field : null;
}

/** The premium calculators' headline figures (what each result leads with). */
const PREMIUM_HEADLINE_FIELDS: Record<string, string> = {
  'property-division': 'netWorth',
  qdro: 'spouseEntitlement',
  'tax-impact': 'taxDifference',
  'custody-costs': 'totalAnnualCost',
};

function premiumHeadline(type: string, result: unknown): number | null {
  const field = PREMIUM_HEADLINE_FIELDS[type];
  return field === undefined ? null : numberAt(result, field);
}

export function summarize(calculation: Calculation): z.infer<typeof CalculationSummarySchema> {
  const { result, input } = calculation;
  return {
    id: calculation.id,
    type: calculation.type,
    state: textAt(input, 'state') ?? textAt(input, 'jurisdiction'),
    amount: premiumHeadline(calculation.type, result) ??
      numberAt(result, 'monthlyPayment') ?? numberAt(result, 'monthlySurplus') ?? numberAt(result, 'totalTax') ?? numberAt(result, 'score'),
    createdAt: iso(calculation.createdAt),
    input,
  };
}

export const listAccountCalculationsOperation = defineOperation({
  method: 'get',
  path: '/api/v1/account/calculations',
  operationId: 'listAccountCalculations',
  summary: 'My calculation history',
  description: `Calculations made on the site while signed in, newest first (at most ${HISTORY_LIMIT}).`,
  tag: 'Accounts',
  success: {
    status: 200,
    description: 'The history',
    schema: z.object({ calculations: z.array(CalculationSummarySchema) }).meta({ id: 'CalculationHistory' }),
    example: {
      calculations: [
        {
          id: 42,
          type: 'child-support',
          state: 'texas',
          amount: 812.5,
          createdAt: '2026-11-21T09:30:00.000Z',
          input: { state: 'texas', numberOfChildren: 2, custodialParentIncome: 3000, nonCustodialParentIncome: 6000 },
        },
      ],
    },
  },
  errors: [401],
  async handler({ ctx, deps }) {
    const { user } = await requireAccount(ctx, deps);
    const calculations = await deps.store.calculations.listForUser(user.id, HISTORY_LIMIT);
    ctx.set('Cache-Control', 'no-store');
    return { body: { calculations: calculations.map(summarize) } };
  },
});

const StoredCalculationSchema = CalculationSummarySchema.extend({
  result: z.unknown().meta({ description: 'The result as it was calculated and stored, to show the calculation again without calculating it anew' }),
}).meta({ id: 'StoredCalculation' });

const CalculationIdParams = z.object({
  id: z.string().regex(/^\d{1,15}$/).meta({ description: 'The calculation’s id, from the history', examples: ['42'] }),
});

/**
 * One calculation of the history with its stored result: a premium calculation reopened from the dashboard shows its
 * result at once (issue 33), where calculating it again would spend a free account's monthly calculation and add a
 * second row to the history. The history list leaves results out (a worksheet each, up to 100 of them).
 */
export const getAccountCalculationOperation = defineOperation({
  method: 'get',
  path: '/api/v1/account/calculations/{id}',
  operationId: 'getAccountCalculation',
  summary: 'One calculation of my history, with its result',
  description: 'The calculation as in the history, with the result as it was calculated; 404 when the signed-in account has no calculation of that id.',
  tag: 'Accounts',
  params: CalculationIdParams,
  success: {
    status: 200,
    description: 'The calculation and its stored result',
    schema: StoredCalculationSchema,
    example: {
      id: 42,
      type: 'qdro',
      state: 'california',
      amount: 125000,
      createdAt: '2026-11-21T09:30:00.000Z',
      input: { currentBalance: 250000, state: 'california' },
      result: { spouseEntitlement: 125000 },
    },
  },
  errors: [401, 404],
  async handler({ ctx, deps, params }) {
    const { user } = await requireAccount(ctx, deps);
    const id = params.id ?? '';
    const calculation = /^\d{1,15}$/.test(id) ? await deps.store.calculations.findById(Number(id)) : undefined;
    // Another account's calculation is answered as absent, never as forbidden: its existence is not ours to tell.
    if (!calculation || calculation.userId !== user.id) throw new HttpProblem(404, `Your history has no calculation ${id}.`);
    ctx.set('Cache-Control', 'no-store');
    return { body: { ...summarize(calculation), result: calculation.result } };
  },
});

export const ACCOUNT_OPERATIONS = [changePasswordOperation, deleteAccountOperation, exportAccountOperation, listAccountCalculationsOperation, getAccountCalculationOperation];
