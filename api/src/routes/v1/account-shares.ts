import { z } from 'zod';
import { requireAccount } from '../../auth/sessions.js';
import { tokenDigest } from '../../auth/session-cookie.js';
import { HttpProblem, validationProblem } from '../../http/problem.js';
import { newShareToken, SHARE_EXPIRY_DAYS, shareExpiry, shareState, shareUrl } from '../../shares/share-links.js';
import type { Share } from '../../store/shares.js';
import { defineOperation } from '../operation.js';
import { MessageSchema } from './account-schemas.js';

/** The most calculations one link shows: a case, not a whole history. */
const MAX_SHARED_CALCULATIONS = 20;

const idList = (what: string) =>
  z
    .array(z.number({ message: `Each ${what} id must be a number` }).int(`Each ${what} id must be a whole number`).positive(`Each ${what} id must be positive`), {
      message: `A list of your ${what}s’ ids`,
    })
    .max(MAX_SHARED_CALCULATIONS, `Share at most ${MAX_SHARED_CALCULATIONS} ${what}s in one link`)
    .optional();

const CreateShareSchema = z
  .strictObject({
    calculationIds: idList('calculation').meta({ description: 'Ids of saved calculations of the signed-in account (from its history)', examples: [[42]] }),
    scenarioIds: idList('scenario').meta({ description: 'Ids of named scenarios of the signed-in account (GET /api/v1/account/scenarios)', examples: [[3, 4]] }),
    expiresInDays: z
      .number({ message: 'expiresInDays must be a number of days' })
      .int('expiresInDays must be a whole number of days')
      .min(SHARE_EXPIRY_DAYS.min, `The link lasts at least ${SHARE_EXPIRY_DAYS.min} day`)
      .max(SHARE_EXPIRY_DAYS.max, `The link lasts at most ${SHARE_EXPIRY_DAYS.max} days`)
      .default(SHARE_EXPIRY_DAYS.default)
      .meta({ description: `Days until the link stops working (${SHARE_EXPIRY_DAYS.min}–${SHARE_EXPIRY_DAYS.max}, default ${SHARE_EXPIRY_DAYS.default})` }),
  })
  .refine((body) => (body.calculationIds?.length ?? 0) + (body.scenarioIds?.length ?? 0) > 0, {
    message: 'Choose at least one calculation or scenario to share',
    path: ['calculationIds'],
  })
  .meta({ id: 'CreateShareInput', description: 'At least one calculation or scenario' });

const CreatedShareSchema = z
  .object({
    id: z.number().int(),
    url: z.string().meta({
      format: 'uri',
      description: 'The link to give: shown once, never stored (only its digest is). Built from the server’s public address.',
    }),
    expiresAt: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'CreatedShare' });

const ShareSummarySchema = z
  .object({
    id: z.number().int(),
    calculationIds: z.array(z.number().int()),
    scenarioIds: z.array(z.number().int()),
    status: z.enum(['active', 'expired', 'revoked']),
    createdAt: z.string().meta({ format: 'date-time' }),
    expiresAt: z.string().meta({ format: 'date-time' }),
    revokedAt: z.string().meta({ format: 'date-time' }).nullable(),
    viewCount: z.number().int().meta({ description: 'How many times the link was opened' }),
    lastViewedAt: z.string().meta({ format: 'date-time' }).nullable(),
  })
  .meta({ id: 'ShareSummary' });

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export function toShareSummary(share: Share, now: Date): z.infer<typeof ShareSummarySchema> {
  return {
    id: share.id,
    calculationIds: share.calculationIds,
    scenarioIds: share.scenarioIds,
    status: shareState(share, now),
    createdAt: share.createdAt.toISOString(),
    expiresAt: share.expiresAt.toISOString(),
    revokedAt: iso(share.revokedAt),
    viewCount: share.viewCount,
    lastViewedAt: iso(share.lastViewedAt),
  };
}

export const createShareOperation = defineOperation({
  method: 'post',
  path: '/api/v1/account/shares',
  operationId: 'createShare',
  summary: 'Share calculations or scenarios with a lawyer (a private read-only link)',
  description:
    'Makes a private, revocable link to saved calculations and named scenarios of the signed-in account. Whoever opens it, without an ' +
    'account, sees a read-only page (`/shared/<token>`): the results, the worksheet lines, sources and dates, the PDF, ' +
    'and "Shared by <first name>"; never the account’s email or other data. The token is 256 random bits, stored only ' +
    'as a digest: the URL is answered once and cannot be shown again. It stops working after `expiresInDays` or when revoked.',
  tag: 'Accounts',
  body: { schema: CreateShareSchema, example: { calculationIds: [42], expiresInDays: 14 } },
  success: {
    status: 201,
    description: 'The link',
    schema: CreatedShareSchema,
    example: { id: 7, url: 'https://securesplit.app/shared/3q2-7wQb9l0m2nC1f8tEo4xv6yZkR5sJdUaPhGgLiWc', expiresAt: '2026-12-21T12:00:00.000Z' },
  },
  errors: [400, 401, 403, 413, 415, 429],
  async handler({ body, ctx, deps }) {
    const { user } = await requireAccount(ctx, deps);
    const ids = [...new Set(body.calculationIds ?? [])];
    const scenarioIds = [...new Set(body.scenarioIds ?? [])];
    const errors: { path: string; message: string }[] = [];
    for (const [index, id] of ids.entries()) {
      const calculation = await deps.store.calculations.findById(id);
      // Another account's calculation is answered as absent: its existence is not ours to tell.
      if (!calculation || calculation.userId !== user.id) errors.push({ path: `calculationIds.${index}`, message: `Your history has no calculation ${id}` });
    }
    for (const [index, id] of scenarioIds.entries()) {
      if (!(await deps.store.scenarios.findForUser(user.id, id))) errors.push({ path: `scenarioIds.${index}`, message: `You have no scenario ${id}` });
    }
    if (errors.length > 0) throw validationProblem(errors);
    const token = newShareToken();
    const now = deps.now();
    const share = await deps.store.shares.create({
      userId: user.id,
      tokenHash: tokenDigest(token),
      calculationIds: ids,
      scenarioIds,
      createdAt: now,
      expiresAt: shareExpiry(now, body.expiresInDays),
    });
    ctx.set('Cache-Control', 'no-store');
    return {
      status: 201,
      body: { id: share.id, url: shareUrl(deps.auth.config.publicBaseUrl, token), expiresAt: share.expiresAt.toISOString() },
    };
  },
});

export const listSharesOperation = defineOperation({
  method: 'get',
  path: '/api/v1/account/shares',
  operationId: 'listShares',
  summary: 'My share links',
  description: 'The links the signed-in account made, newest first, with how often each was opened and when last (never the links themselves).',
  tag: 'Accounts',
  success: {
    status: 200,
    description: 'The links',
    schema: z.object({ shares: z.array(ShareSummarySchema) }).meta({ id: 'ShareList' }),
    example: {
      shares: [
        {
          id: 7,
          calculationIds: [42],
          scenarioIds: [],
          status: 'active',
          createdAt: '2026-12-07T12:00:00.000Z',
          expiresAt: '2026-12-21T12:00:00.000Z',
          revokedAt: null,
          viewCount: 2,
          lastViewedAt: '2026-12-08T09:15:00.000Z',
        },
      ],
    },
  },
  errors: [401],
  async handler({ ctx, deps }) {
    const { user } = await requireAccount(ctx, deps);
    const shares = await deps.store.shares.listForUser(user.id);
    const now = deps.now();
    ctx.set('Cache-Control', 'no-store');
    return { body: { shares: shares.map((share) => toShareSummary(share, now)) } };
  },
});

const ShareIdParams = z.object({
  id: z.string().regex(/^\d{1,15}$/).meta({ description: 'The share’s id, from the list', examples: ['7'] }),
});

export const revokeShareOperation = defineOperation({
  method: 'delete',
  path: '/api/v1/account/shares/{id}',
  operationId: 'revokeShare',
  summary: 'Revoke a share link',
  description: 'The link stops working at once: opening it answers 410 Gone. 404 when the signed-in account has no share of that id.',
  tag: 'Accounts',
  params: ShareIdParams,
  success: { status: 200, description: 'Revoked', schema: MessageSchema, example: { success: true, message: 'The link no longer works.' } },
  errors: [401, 403, 404, 429],
  async handler({ ctx, deps, params }) {
    const { user } = await requireAccount(ctx, deps);
    const id = params.id ?? '';
    const revoked = /^\d{1,15}$/.test(id) && (await deps.store.shares.revoke(user.id, Number(id), deps.now()));
    if (!revoked) throw new HttpProblem(404, `You have no share link ${id}.`);
    return { body: { success: true, message: 'The link no longer works.' } };
  },
});

export const SHARE_OPERATIONS = [createShareOperation, listSharesOperation, revokeShareOperation];
