import { z } from 'zod';
import { hashPassword, NewPasswordSchema, verifyPassword } from '../../auth/passwords.js';
import { clearSessionCookie } from '../../auth/session-cookie.js';
import { requireAccount } from '../../auth/sessions.js';
import { callProvider } from '../../billing/errors.js';
import { endSubscriptionOfDeletedAccount } from '../../billing/service.js';
import { validationProblem } from '../../http/problem.js';
import type { Calculation } from '../../store/calculations.js';
import { defineOperation } from '../operation.js';
import { ACCOUNT_USER_EXAMPLE, AccountUserSchema, CurrentPasswordSchema, MessageSchema, toAccountUser } from './account-schemas.js';

const ChangePasswordSchema = z
  .object({ currentPassword: CurrentPasswordSchema, newPassword: NewPasswordSchema })
  .meta({ id: 'ChangePasswordInput' });

export const changePasswordOperation = defineOperation({
  method: 'post',
  path: '/api/v1/account/password',
  operationId: 'changePassword',
  summary: 'Change the password',
  description: 'Needs the current password. Every other session of the account ends; this one stays signed in.',
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
    if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
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
    'In one transaction: the account, its sessions, calculations, reset links and free premium calculation counts, and the leads, support requests, ' +
    'deletion requests and unsent mail under its email address, with the stored Idempotency-Key answers to the ' +
    'writes that made them (a retry with one of those keys is then a new request). A live subscription is ended at ' +
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
    await deps.store.transaction((stores) => stores.accountData.erase({ id: user.id, email: user.email }));
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
    leads: z.array(z.record(z.string(), z.unknown())),
    supportTickets: z.array(z.record(z.string(), z.unknown())),
    dataDeletionRequests: z.array(z.record(z.string(), z.unknown())),
    subscription: z.record(z.string(), z.unknown()).nullable().meta({ description: 'The subscription as last read from the payment provider' }),
    reviewPurchases: z.array(z.record(z.string(), z.unknown())).meta({ description: 'Priority review purchases ($99)' }),
    premiumUsage: z
      .array(z.object({ month: z.string().meta({ examples: ['2026-11'] }), count: z.number().int(), firstUsedAt: z.string(), lastUsedAt: z.string() }))
      .meta({ description: 'Free premium calculations used, per calendar month (UTC)' }),
  })
  .meta({ id: 'AccountExport' });

const iso = (value: Date | string) => new Date(value).toISOString();

export const exportAccountOperation = defineOperation({
  method: 'get',
  path: '/api/v1/account/export',
  operationId: 'exportAccount',
  summary: 'Download my data',
  description: 'Everything held about the signed-in person, as one JSON file (sent as an attachment).',
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
      leads: [],
      supportTickets: [],
      dataDeletionRequests: [],
      subscription: null,
      reviewPurchases: [],
      premiumUsage: [{ month: '2026-11', count: 1, firstUsedAt: '2026-11-21T09:40:00.000Z', lastUsedAt: '2026-11-21T09:40:00.000Z' }],
    },
  },
  errors: [401],
  async handler({ ctx, deps }) {
    const { user } = await requireAccount(ctx, deps);
    const data = await deps.store.accountData.export({ id: user.id, email: user.email });
    const exportedAt = deps.now().toISOString();
    return {
      headers: {
        'Cache-Control': 'no-store',
        'Content-Disposition': `attachment; filename="securesplit-data-${exportedAt.slice(0, 10)}.json"`,
      },
      body: {
        exportedAt,
        user: await toAccountUser(deps.store, user, deps.now()),
        sessions: data.sessions.map((s) => ({ createdAt: iso(s.createdAt), lastSeenAt: iso(s.lastSeenAt) })),
        calculations: data.calculations.map((c) => ({ ...c, createdAt: iso(c.createdAt) })),
        leads: data.leads,
        supportTickets: data.supportTickets,
        dataDeletionRequests: data.dataDeletionRequests,
        subscription: data.subscription,
        reviewPurchases: data.reviewPurchases,
        premiumUsage: data.premiumUsage.map((u) => ({ ...u, firstUsedAt: iso(u.firstUsedAt), lastUsedAt: iso(u.lastUsedAt) })),
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

export const ACCOUNT_OPERATIONS = [changePasswordOperation, deleteAccountOperation, exportAccountOperation, listAccountCalculationsOperation];
