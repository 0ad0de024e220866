import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/** A lead as the admin pages list it (the spec's snake_case fields for the stats lists). */
export interface AdminLeadRow {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string;
  source: string;
  created_at: string;
}

export interface WaitlistSignup {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
  source: string;
  tags: string[];
  createdAt: string;
}

/** A time range: `from` inclusive, `to` exclusive; either open. */
export interface Range {
  from: Date | null;
  to: Date | null;
}

export interface AdminStats {
  totalLeads: number;
  totalCalculations: number;
  /** One entry per UTC day from the range's first day (or the first lead's) to its last, zeros included. */
  dailySignups: { date: string; count: number }[];
  leadsBySource: { source: string; count: number }[];
  professionalWaitlist: AdminLeadRow[];
  recentLeads: AdminLeadRow[];
}

export interface AdminExport {
  leads: Record<string, unknown>[];
  supportTickets: Record<string, unknown>[];
  dataDeletionRequests: Record<string, unknown>[];
  users: Record<string, unknown>[];
  calculations: Record<string, unknown>[];
}

/** The read-only queries behind the admin pages and the export. */
export interface AdminReportStore {
  waitlist(): Promise<WaitlistSignup[]>;
  stats(range: Range, today: Date): Promise<AdminStats>;
  exportAll(): Promise<AdminExport>;
}

export const PROFESSIONAL_WAITLIST = 'professional-waitlist';
const LIST_LIMIT = 100;
const RECENT_LIMIT = 10;
const DAY_MS = 86_400_000;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const iso = (value: Date | string) => new Date(value).toISOString();

function toLeadRow(row: {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
  source: string;
  createdAt: Date;
}): AdminLeadRow {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    source: row.source,
    created_at: iso(row.createdAt),
  };
}

export function kyselyAdminReportStore(db: Kysely<Database>): AdminReportStore {
  const leadsIn = (range: Range) => {
    let query = db.selectFrom('leads');
    if (range.from) query = query.where('createdAt', '>=', range.from);
    if (range.to) query = query.where('createdAt', '<', range.to);
    return query;
  };
  return {
    async waitlist() {
      const rows = await db
        .selectFrom('leads')
        .select(['id', 'firstName', 'lastName', 'email', 'source', 'tags', 'createdAt'])
        .where('leadType', '=', PROFESSIONAL_WAITLIST)
        .orderBy('id', 'desc')
        .execute();
      return rows.map((row) => ({ ...row, tags: row.tags ?? [], createdAt: iso(row.createdAt) }));
    },
    async stats(range, today) {
      let calculations = db.selectFrom('calculations').select((eb) => eb.fn.countAll<string>().as('n'));
      if (range.from) calculations = calculations.where('createdAt', '>=', range.from);
      if (range.to) calculations = calculations.where('createdAt', '<', range.to);
      const leadColumns = ['id', 'firstName', 'lastName', 'email', 'source', 'createdAt'] as const;
      const [leadCount, calculationCount, perDay, bySource, professional, recent] = await Promise.all([
        leadsIn(range)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
        calculations.executeTakeFirstOrThrow(),
        leadsIn(range)
          .select([
            sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
            (eb) => eb.fn.countAll<string>().as('n'),
          ])
          .groupBy('day')
          .orderBy('day')
          .execute(),
        leadsIn(range)
          .select(['source', (eb) => eb.fn.countAll<string>().as('n')])
          .groupBy('source')
          .orderBy('n', 'desc')
          .orderBy('source')
          .execute(),
        leadsIn(range)
          .select(leadColumns)
          .where('leadType', '=', PROFESSIONAL_WAITLIST)
          .orderBy('id', 'desc')
          .limit(LIST_LIMIT)
          .execute(),
        leadsIn(range).select(leadColumns).orderBy('id', 'desc').limit(RECENT_LIMIT).execute(),
      ]);
      const counts = new Map(perDay.map((row) => [row.day, Number(row.n)]));
      const firstDay = range.from ?? (perDay[0] ? new Date(`${perDay[0].day}T00:00:00Z`) : today);
      const lastDay = range.to ? new Date(range.to.getTime() - 1) : today;
      const dailySignups: { date: string; count: number }[] = [];
      for (let day = Date.parse(`${isoDay(firstDay)}T00:00:00Z`); day <= lastDay.getTime(); day += DAY_MS) {
        const date = isoDay(new Date(day));
        dailySignups.push({ date, count: counts.get(date) ?? 0 });
      }
      return {
        totalLeads: Number(leadCount.n),
        totalCalculations: Number(calculationCount.n),
        dailySignups,
        leadsBySource: bySource.map((row) => ({ source: row.source, count: Number(row.n) })),
        professionalWaitlist: professional.map(toLeadRow),
        recentLeads: recent.map(toLeadRow),
      };
    },
    async exportAll() {
      const [leads, supportTickets, dataDeletionRequests, users, calculations] = await Promise.all([
        db.selectFrom('leads').selectAll().orderBy('id').execute(),
        db.selectFrom('supportTickets').selectAll().orderBy('id').execute(),
        db
          .selectFrom('dataDeletionRequests')
          .select([
            'id',
            'email',
            'reason',
            'requestedAt',
            'status',
            'createdAt',
            'processedAt',
            'processedBy',
            'erasedRows',
          ])
          .orderBy('id')
          .execute(),
        // Never the password hash.
        db
          .selectFrom('users')
          .select(['id', 'email', 'username', 'firstName', 'lastName', 'role', 'isPremium', 'createdAt'])
          .orderBy('id')
          .execute(),
        db
          .selectFrom('calculations')
          .select(['id', 'type', 'userId', 'input', 'result', 'createdAt'])
          .orderBy('id')
          .execute(),
      ]);
      return { leads, supportTickets, dataDeletionRequests, users, calculations };
    },
  };
}
