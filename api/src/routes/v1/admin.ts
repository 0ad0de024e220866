import { z } from 'zod';
import { toCsv } from '../../admin/csv.js';
import { processDeletionRequest } from '../../admin/process-deletion.js';
import { auditAdminAction, requireAdmin } from '../../auth/admin.js';
import { PREFERRED_TIME_LABELS, REVIEW_PREFERRED_TIMES, type ReviewPreferredTime } from '../../billing/review-contact.js';
import { HttpProblem } from '../../http/problem.js';
import type { Range } from '../../store/admin-reports.js';
import type { DataDeletionRequest } from '../../store/data-deletion-requests.js';
import type { ReviewPurchase } from '../../store/review-purchases.js';
import { WorksheetBlockSchema, worksheetView } from '../../shares/worksheet-view.js';
import type { Store } from '../../store/index.js';
import { defineOperation } from '../operation.js';
import { worksheetVerifyUrl } from './worksheets.js';

const ADMIN_ERRORS = [401, 403, 429] as const;
const DAY_MS = 86_400_000;
const NO_STORE = { 'Cache-Control': 'no-store' };

const LeadRowSchema = z
  .object({
    id: z.number().int(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    email: z.string(),
    source: z.string(),
    created_at: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'AdminLeadRow' });

const LEAD_ROW_EXAMPLE = {
  id: 12,
  first_name: 'Morgan',
  last_name: 'Lee',
  email: 'morgan@lawfirm.example',
  source: 'property-division-calculator',
  created_at: '2026-11-20T15:04:00.000Z',
};

const QuickLinkSchema = z.object({ label: z.string(), url: z.string() }).meta({ id: 'AdminQuickLink' });

export const adminSessionOperation = defineOperation({
  method: 'get',
  path: '/api/v1/admin/session',
  operationId: 'getAdminSession',
  summary: 'Check admin access',
  description:
    'Answers who is acting (the admin token, or the signed-in admin account) and the dashboard quick links. The admin ' +
    'pages call it to open: a wrong token gets 401 without the token repeated.',
  tag: 'Admin',
  success: {
    status: 200,
    description: 'Admin access granted',
    schema: z
      .object({
        actor: z.object({ kind: z.enum(['token', 'account']), name: z.string() }),
        quickLinks: z.array(QuickLinkSchema),
      })
      .meta({ id: 'AdminSession' }),
    example: {
      actor: { kind: 'account', name: 'account:admin@securesplit.app' },
      quickLinks: [{ label: 'Stripe dashboard', url: 'https://dashboard.stripe.com/' }],
    },
  },
  errors: [...ADMIN_ERRORS],
  async handler({ ctx, deps }) {
    const actor = await requireAdmin(ctx, deps, 'session.check');
    return {
      headers: NO_STORE,
      body: {
        actor: { kind: actor.kind, name: actor.label },
        quickLinks: deps.auth.config.adminQuickLinks ?? [],
      },
    };
  },
});

export const adminWaitlistOperation = defineOperation({
  method: 'get',
  path: '/api/v1/admin/waitlist',
  aliases: ['/api/admin/waitlist'],
  operationId: 'getAdminWaitlist',
  summary: 'The professional waitlist',
  description: 'Every professional waitlist signup, newest first.',
  tag: 'Admin',
  success: {
    status: 200,
    description: 'The waitlist',
    schema: z
      .object({
        total: z.number().int(),
        waitlistSignups: z.array(
          z.object({
            id: z.number().int(),
            firstName: z.string().nullable(),
            lastName: z.string().nullable(),
            email: z.string(),
            source: z.string(),
            tags: z.array(z.string()),
            createdAt: z.string().meta({ format: 'date-time' }),
          }),
        ),
      })
      .meta({ id: 'AdminWaitlist' }),
    example: {
      total: 1,
      waitlistSignups: [
        {
          id: 12,
          firstName: 'Morgan',
          lastName: 'Lee',
          email: 'morgan@lawfirm.example',
          source: 'professional-waitlist',
          tags: ['securesplit', 'professional-waitlist', 'attorney'],
          createdAt: '2026-11-20T15:04:00.000Z',
        },
      ],
    },
  },
  errors: [...ADMIN_ERRORS],
  async handler({ ctx, deps }) {
    await requireAdmin(ctx, deps, 'waitlist.read');
    const waitlistSignups = await deps.store.adminReports.waitlist();
    return { headers: NO_STORE, body: { total: waitlistSignups.length, waitlistSignups } };
  },
});

export const STATS_PERIODS = ['7', '30', '60', '90', '365', 'all', 'custom'] as const;

const CalendarDate = (name: string) =>
  z
    .string({ message: `${name} must be a date like 2026-11-26` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date like 2026-11-26`)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, `${name} is not a real calendar date`);

const StatsQuerySchema = z
  .object({
    period: z
      .enum(STATS_PERIODS, { message: 'period must be one of 7, 30, 60, 90, 365, all, custom' })
      .default('30')
      .meta({ description: 'Days back from today (UTC), all, or custom (then startDate and endDate)' }),
    startDate: CalendarDate('startDate')
      .optional()
      .meta({ description: 'First day (UTC), with period=custom' }),
    endDate: CalendarDate('endDate')
      .optional()
      .meta({ description: 'Last day (UTC, included), with period=custom' }),
  })
  .superRefine((query, ctx) => {
    if (query.period !== 'custom') return;
    if (query.startDate === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['startDate'],
        message: 'startDate is required for a custom range',
      });
    if (query.endDate === undefined)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'endDate is required for a custom range' });
    if (query.startDate !== undefined && query.endDate !== undefined && query.startDate > query.endDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'endDate must be on or after startDate' });
    }
  });

/** The UTC days a period covers: the last N days including today, all of time, or the custom days inclusive. */
export function statsRange(query: z.output<typeof StatsQuerySchema>, now: Date): Range {
  if (query.period === 'all') return { from: null, to: null };
  if (query.period === 'custom') {
    return {
      from: new Date(`${query.startDate ?? ''}T00:00:00Z`),
      to: new Date(new Date(`${query.endDate ?? ''}T00:00:00Z`).getTime() + DAY_MS),
    };
  }
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  return { from: new Date(today - (Number(query.period) - 1) * DAY_MS), to: null };
}

export const adminStatsOperation = defineOperation({
  method: 'get',
  path: '/api/v1/admin/stats',
  aliases: ['/api/admin/stats'],
  operationId: 'getAdminStats',
  summary: 'Dashboard statistics for a period',
  description:
    'Leads and calculations in the period; daily signups for every UTC day of it (zeros included); leads by source; ' +
    'the professional waitlist (up to 100) and the 10 most recent leads.',
  tag: 'Admin',
  query: StatsQuerySchema,
  success: {
    status: 200,
    description: 'The statistics',
    schema: z
      .object({
        period: z.string(),
        totalLeads: z.number().int(),
        totalCalculations: z.number().int(),
        dailySignups: z.array(
          z.object({ date: z.string().meta({ format: 'date' }), count: z.number().int() }),
        ),
        leadsBySource: z.array(z.object({ source: z.string(), count: z.number().int() })),
        professionalWaitlist: z.array(LeadRowSchema),
        recentLeads: z.array(LeadRowSchema),
      })
      .meta({ id: 'AdminStats' }),
    example: {
      period: '7',
      totalLeads: 3,
      totalCalculations: 40,
      dailySignups: [
        { date: '2026-11-20', count: 1 },
        { date: '2026-11-21', count: 0 },
        { date: '2026-11-22', count: 2 },
      ],
      leadsBySource: [{ source: 'property-division-calculator', count: 3 }],
      professionalWaitlist: [LEAD_ROW_EXAMPLE],
      recentLeads: [LEAD_ROW_EXAMPLE],
    },
  },
  errors: [400, ...ADMIN_ERRORS],
  async handler({ query, ctx, deps }) {
    await requireAdmin(ctx, deps, 'stats.read');
    const now = deps.now();
    const stats = await deps.store.adminReports.stats(statsRange(query, now), now);
    return { headers: NO_STORE, body: { period: query.period, ...stats } };
  },
});

export const EXPORT_DATASETS = [
  'leads',
  'support-tickets',
  'data-deletion-requests',
  'users',
  'calculations',
] as const;
type Dataset = (typeof EXPORT_DATASETS)[number];

const CSV_COLUMNS: Record<Dataset, readonly string[]> = {
  leads: [
    'id',
    'firstName',
    'lastName',
    'email',
    'phone',
    'leadType',
    'source',
    'tags',
    'profession',
    'practice',
    'clientVolume',
    'interests',
    'timeline',
    'calculationType',
    'calculationId',
    'notes',
    'createdAt',
  ],
  'support-tickets': ['id', 'name', 'email', 'subject', 'message', 'priority', 'status', 'createdAt'],
  'data-deletion-requests': [
    'id',
    'email',
    'reason',
    'requestedAt',
    'status',
    'createdAt',
    'processedAt',
    'processedBy',
    'erasedRows',
  ],
  users: ['id', 'email', 'username', 'firstName', 'lastName', 'role', 'isPremium', 'createdAt'],
  calculations: ['id', 'type', 'userId', 'input', 'result', 'createdAt'],
};

const ExportQuerySchema = z.object({
  format: z.enum(['json', 'csv'], { message: 'format must be json or csv' }).default('json'),
  dataset: z
    .enum(EXPORT_DATASETS, { message: `dataset must be one of ${EXPORT_DATASETS.join(', ')}` })
    .default('leads')
    .meta({ description: 'Which table a CSV export holds (a JSON export holds them all)' }),
});

const rows = z.array(z.record(z.string(), z.unknown()));

export const adminExportOperation = defineOperation({
  method: 'get',
  path: '/api/v1/admin/export',
  aliases: ['/api/admin/export'],
  operationId: 'exportAdminData',
  summary: 'Export all data',
  description:
    'A JSON file (attachment `securesplit-data-<date>.json`) with every lead, support request, deletion request, ' +
    'account (never a password hash) and calculation, with their counts. `?format=csv&dataset=leads` (or ' +
    'support-tickets, data-deletion-requests, users, calculations) answers one table as CSV (`text/csv`), with cells a ' +
    'spreadsheet would run as a formula prefixed by a quote.',
  tag: 'Admin',
  query: ExportQuerySchema,
  success: {
    status: 200,
    description: 'The export',
    schema: z
      .object({
        exportedAt: z.string().meta({ format: 'date-time' }),
        counts: z.object({
          leads: z.number().int(),
          supportTickets: z.number().int(),
          dataDeletionRequests: z.number().int(),
          users: z.number().int(),
          calculations: z.number().int(),
        }),
        leads: rows,
        supportTickets: rows,
        dataDeletionRequests: rows,
        users: rows,
        calculations: rows,
      })
      .meta({ id: 'AdminExport' }),
    example: {
      exportedAt: '2026-11-26T10:00:00.000Z',
      counts: { leads: 0, supportTickets: 0, dataDeletionRequests: 0, users: 0, calculations: 0 },
      leads: [],
      supportTickets: [],
      dataDeletionRequests: [],
      users: [],
      calculations: [],
    },
  },
  errors: [400, ...ADMIN_ERRORS],
  async handler({ query, ctx, deps }) {
    await requireAdmin(ctx, deps, query.format === 'csv' ? `export.csv.${query.dataset}` : 'export.json');
    const data = await deps.store.adminReports.exportAll();
    const exportedAt = deps.now().toISOString();
    const day = exportedAt.slice(0, 10);
    if (query.format === 'csv') {
      const table: Record<Dataset, Record<string, unknown>[]> = {
        leads: data.leads,
        'support-tickets': data.supportTickets,
        'data-deletion-requests': data.dataDeletionRequests,
        users: data.users,
        calculations: data.calculations,
      };
      return {
        headers: {
          ...NO_STORE,
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="securesplit-${query.dataset}-${day}.csv"`,
        },
        body: toCsv(CSV_COLUMNS[query.dataset], table[query.dataset]),
      };
    }
    return {
      headers: { ...NO_STORE, 'Content-Disposition': `attachment; filename="securesplit-data-${day}.json"` },
      body: {
        exportedAt,
        counts: {
          leads: data.leads.length,
          supportTickets: data.supportTickets.length,
          dataDeletionRequests: data.dataDeletionRequests.length,
          users: data.users.length,
          calculations: data.calculations.length,
        },
        ...data,
      },
    };
  },
});

const DeletionRequestSchema = z
  .object({
    id: z.number().int(),
    email: z.string().nullable().meta({ description: 'null once processed: the address was erased too' }),
    reason: z.string().nullable(),
    status: z.string().meta({ examples: ['received', 'processed'] }),
    requestedAt: z.string().nullable(),
    createdAt: z.string().meta({ format: 'date-time' }),
    confirmationPending: z.boolean().meta({ description: 'A confirmation link was mailed and not yet used' }),
    processedAt: z.string().nullable(),
    processedBy: z
      .string()
      .nullable()
      .meta({ examples: ['confirmation-link', 'admin:account:admin@securesplit.app'] }),
    erasedRows: z.number().int().nullable(),
  })
  .meta({ id: 'AdminDataDeletionRequest' });

function toDeletionRequest(request: DataDeletionRequest): z.infer<typeof DeletionRequestSchema> {
  return {
    id: request.id,
    email: request.processedAt === null ? request.email : null,
    reason: request.reason,
    status: request.status,
    requestedAt: request.requestedAt?.toISOString() ?? null,
    createdAt: request.createdAt.toISOString(),
    confirmationPending: request.confirmationPending,
    processedAt: request.processedAt?.toISOString() ?? null,
    processedBy: request.processedBy,
    erasedRows: request.erasedRows,
  };
}

const DELETION_EXAMPLE = {
  id: 5,
  email: 'jordan@example.com',
  reason: 'No longer needed',
  status: 'received',
  requestedAt: '2026-11-21T09:30:00.000Z',
  createdAt: '2026-11-21T09:30:01.000Z',
  confirmationPending: true,
  processedAt: null,
  processedBy: null,
  erasedRows: null,
};

export const listDeletionRequestsOperation = defineOperation({
  method: 'get',
  path: '/api/v1/admin/data-deletion-requests',
  operationId: 'listDataDeletionRequests',
  summary: 'Data deletion requests',
  description: 'The 200 most recent, newest first; processed ones no longer show the address.',
  tag: 'Admin',
  success: {
    status: 200,
    description: 'The requests',
    schema: z.object({ requests: z.array(DeletionRequestSchema) }).meta({ id: 'AdminDataDeletionRequests' }),
    example: { requests: [DELETION_EXAMPLE] },
  },
  errors: [...ADMIN_ERRORS],
  async handler({ ctx, deps }) {
    await requireAdmin(ctx, deps, 'deletion-requests.read');
    const requests = await deps.store.dataDeletionRequests.list(200);
    return { headers: NO_STORE, body: { requests: requests.map(toDeletionRequest) } };
  },
});

export const processDeletionRequestOperation = defineOperation({
  method: 'post',
  path: '/api/v1/admin/data-deletion-requests/{id}/process',
  operationId: 'processDataDeletionRequest',
  summary: 'Process a data deletion request',
  description:
    'Deletes every row holding the request’s email address in every table (leads, support requests, other deletion ' +
    'requests, unsent mail, and the account with its calculations, sessions and reset links), records when and by whom ' +
    'on the request, and mails the person a confirmation. 409 when already processed.',
  tag: 'Admin',
  params: z.object({ id: z.string().regex(/^[1-9][0-9]{0,9}$/) }),
  success: {
    status: 200,
    description: 'Processed',
    schema: z
      .object({ success: z.literal(true), message: z.string(), request: DeletionRequestSchema })
      .meta({ id: 'AdminDataDeletionProcessed' }),
    example: {
      success: true,
      message: 'Deleted 7 records held under the address.',
      request: {
        ...DELETION_EXAMPLE,
        email: null,
        reason: null,
        status: 'processed',
        confirmationPending: false,
        processedAt: '2026-11-22T10:00:00.000Z',
        processedBy: 'admin:token',
        erasedRows: 7,
      },
    },
  },
  errors: [...ADMIN_ERRORS, 404, 409, 503],
  async handler({ params, ctx, deps }) {
    const actor = await requireAdmin(ctx, deps, 'deletion-request.process');
    const id = Number(params.id);
    const request = await deps.store.dataDeletionRequests.findById(id);
    if (!request) throw new HttpProblem(404, `No data deletion request ${id}.`);
    const { erasedRows } = await processDeletionRequest(deps, request, { kind: 'admin', actor });
    await auditAdminAction(ctx, deps, actor, 'deletion-request.processed', { requestId: id, erasedRows });
    const processed = await deps.store.dataDeletionRequests.findById(id);
    if (!processed) throw new HttpProblem(404, `No data deletion request ${id}.`);
    return {
      body: {
        success: true,
        message: `Deleted ${erasedRows} records held under the address.`,
        request: toDeletionRequest(processed),
      },
    };
  },
});

export const adminAuditLogOperation = defineOperation({
  method: 'get',
  path: '/api/v1/admin/audit-log',
  operationId: 'getAdminAuditLog',
  summary: 'Recent admin activity',
  description:
    'The 50 most recent admin reads, exports and actions, and refused attempts: who, what, when, from where.',
  tag: 'Admin',
  success: {
    status: 200,
    description: 'The entries, newest first',
    schema: z
      .object({
        entries: z.array(
          z.object({
            id: z.number().int(),
            actor: z.string(),
            action: z.string(),
            outcome: z.enum(['allowed', 'denied']),
            detail: z.record(z.string(), z.unknown()),
            clientAddress: z.string(),
            createdAt: z.string().meta({ format: 'date-time' }),
          }),
        ),
      })
      .meta({ id: 'AdminAuditLog' }),
    example: {
      entries: [
        {
          id: 3,
          actor: 'token',
          action: 'stats.read',
          outcome: 'allowed',
          detail: {},
          clientAddress: '203.0.113.7',
          createdAt: '2026-11-26T10:00:00.000Z',
        },
      ],
    },
  },
  errors: [...ADMIN_ERRORS],
  async handler({ ctx, deps }) {
    await requireAdmin(ctx, deps, 'audit-log.read');
    const entries = await deps.store.adminAudit.listRecent(50);
    return {
      headers: NO_STORE,
      body: {
        entries: entries.map((entry) => ({ ...entry, createdAt: new Date(entry.createdAt).toISOString() })),
      },
    };
  },
});

// ---- the analysts' queue of paid priority reviews (issue 33 §5) -------------------------------------

/** The site promises the buyer an analyst's contact within 72 hours of payment. */
const REVIEW_CONTACT_WITHIN_MS = 72 * 60 * 60 * 1000;
const REVIEW_QUEUE_LIMIT = 200;

const ReviewQueueEntrySchema = z
  .object({
    id: z.number().int(),
    paidAt: z.string().meta({ format: 'date-time' }),
    contactBy: z.string().meta({ format: 'date-time', description: 'When the 72 hours promised to the buyer run out' }),
    memberPriority: z.boolean().meta({ description: 'The buyer had Full Access when paying: booked first' }),
    amountCents: z.number().int(),
    name: z.string().nullable().meta({ description: 'Null for a session made outside the site, or once erased' }),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    preferredTime: z.enum(REVIEW_PREFERRED_TIMES).nullable(),
    preferredTimeLabel: z.string().nullable().meta({ examples: ['Weekday evenings (5–8 pm)'] }),
    timeZone: z.string().nullable(),
    handOff: z
      .object({
        consentedAt: z.string().meta({ format: 'date-time', description: 'When the buyer agreed to share these with the analyst' }),
        calculations: z.array(
          z.object({
            id: z.number().int(),
            type: z.string().meta({ examples: ['child-support'] }),
            createdAt: z.string().meta({ format: 'date-time' }),
            title: z.string().meta({ examples: ['Child support worksheet — Texas'] }),
            blocks: z.array(WorksheetBlockSchema).meta({ description: 'The worksheet as its PDF prints it; empty for a calculator without one' }),
          }),
        ),
        scenarios: z.array(
          z.object({
            id: z.number().int(),
            name: z.string().meta({ examples: ['My offer'] }),
            calculator: z.string().meta({ examples: ['child-support'] }),
            updatedAt: z.string().meta({ format: 'date-time' }),
            title: z.string(),
            blocks: z.array(WorksheetBlockSchema),
          }),
        ),
      })
      .nullable()
      .meta({ description: 'The calculations the buyer chose to share, read-only (issue 32 §2); null unless they consented' }),
  })
  .meta({ id: 'AdminReviewQueueEntry' });

type HandOff = z.infer<typeof ReviewQueueEntrySchema>['handOff'];

/** What the buyer consented to show: only an order with recorded consent, only calculations still on the buyer's account. */
async function handOffOf(store: Store, purchase: ReviewPurchase, verifyUrl: string): Promise<HandOff> {
  if (purchase.handOffConsentedAt === null || purchase.userId === null) return null;
  const calculations = [];
  for (const id of Array.isArray(purchase.handOffCalculationIds) ? purchase.handOffCalculationIds : []) {
    const calculation = await store.calculations.findById(id);
    if (!calculation || calculation.userId !== purchase.userId) continue;
    const view = worksheetView(calculation, verifyUrl);
    calculations.push({
      id: calculation.id,
      type: calculation.type,
      createdAt: calculation.createdAt.toISOString(),
      title: view?.title ?? calculation.type,
      blocks: view?.blocks ?? [],
    });
  }
  const scenarios = [];
  for (const id of Array.isArray(purchase.handOffScenarioIds) ? purchase.handOffScenarioIds : []) {
    const scenario = await store.scenarios.findForUser(purchase.userId, id);
    if (!scenario) continue;
    const view = worksheetView({ type: scenario.calculator, input: scenario.input, createdAt: scenario.updatedAt }, verifyUrl);
    scenarios.push({
      id: scenario.id,
      name: scenario.name,
      calculator: scenario.calculator,
      updatedAt: scenario.updatedAt.toISOString(),
      title: view?.title ?? scenario.calculator,
      blocks: view?.blocks ?? [],
    });
  }
  return { consentedAt: purchase.handOffConsentedAt.toISOString(), calculations, scenarios };
}

const isPreferredTime = (value: string | null): value is ReviewPreferredTime => value !== null && (REVIEW_PREFERRED_TIMES as readonly string[]).includes(value);

function toQueueEntry(purchase: ReviewPurchase, handOff: HandOff): z.infer<typeof ReviewQueueEntrySchema> {
  // Only paid rows are queued, and a paid row always has its paid time.
  const paidAt = purchase.paidAt ?? purchase.createdAt;
  const preferredTime = isPreferredTime(purchase.preferredTime) ? purchase.preferredTime : null;
  return {
    id: purchase.id,
    paidAt: paidAt.toISOString(),
    contactBy: new Date(paidAt.getTime() + REVIEW_CONTACT_WITHIN_MS).toISOString(),
    memberPriority: purchase.memberPriority,
    amountCents: purchase.amountCents,
    name: purchase.contactName,
    email: purchase.contactEmail,
    phone: purchase.contactPhone,
    preferredTime,
    preferredTimeLabel: preferredTime ? PREFERRED_TIME_LABELS[preferredTime] : null,
    timeZone: purchase.timeZone,
    handOff,
  };
}

export const adminReviewQueueOperation = defineOperation({
  method: 'get',
  path: '/api/v1/admin/review-queue',
  operationId: 'getAdminReviewQueue',
  summary: 'Paid priority reviews to arrange',
  description:
    `The paid $99 priority reviews with the contact details their buyers gave before checkout: members first, then the ` +
    `oldest payment first; at most ${REVIEW_QUEUE_LIMIT}. contactBy is 72 hours after payment, as the buyer was told. ` +
    `handOff shows the calculations the buyer chose to share, read-only, only when they consented at checkout.`,
  tag: 'Admin',
  success: {
    status: 200,
    description: 'The queue',
    schema: z.object({ reviews: z.array(ReviewQueueEntrySchema) }).meta({ id: 'AdminReviewQueue' }),
    example: {
      reviews: [
        {
          id: 3,
          paidAt: '2026-11-25T18:02:00.000Z',
          contactBy: '2026-11-28T18:02:00.000Z',
          memberPriority: true,
          amountCents: 9900,
          name: 'Jordan Rivera',
          email: 'jordan@example.com',
          phone: '+1 (555) 010-2030',
          preferredTime: 'weekday-evening',
          preferredTimeLabel: 'Weekday evenings (5–8 pm)',
          timeZone: 'America/Chicago',
          handOff: {
            consentedAt: '2026-11-25T17:58:00.000Z',
            calculations: [
              {
                id: 42,
                type: 'child-support',
                createdAt: '2026-11-25T17:40:00.000Z',
                title: 'Child support worksheet — Texas',
                blocks: [{ kind: 'facts', rows: [{ label: 'Monthly child support', value: '$812.50' }] }],
              },
            ],
            scenarios: [],
          },
        },
      ],
    },
  },
  errors: [...ADMIN_ERRORS],
  async handler({ ctx, deps }) {
    await requireAdmin(ctx, deps, 'review-queue.read');
    const purchases = await deps.store.reviewPurchases.paidQueue(REVIEW_QUEUE_LIMIT);
    const verifyUrl = worksheetVerifyUrl(deps);
    const reviews = await Promise.all(purchases.map(async (purchase) => toQueueEntry(purchase, await handOffOf(deps.store, purchase, verifyUrl))));
    return { headers: NO_STORE, body: { reviews } };
  },
});

export const ADMIN_OPERATIONS = [
  adminSessionOperation,
  adminWaitlistOperation,
  adminStatsOperation,
  adminExportOperation,
  listDeletionRequestsOperation,
  processDeletionRequestOperation,
  adminAuditLogOperation,
  adminReviewQueueOperation,
];
