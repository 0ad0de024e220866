import type { Kysely, Selectable } from 'kysely';
import { normalizeEmail } from '../email-address.js';
import type { Database, LeadsTable } from './schema.js';

export interface NewLead {
  firstName: string | null;
  lastName: string | null;
  email: string;
  phone: string | null;
  profession: string | null;
  practice: string | null;
  clientVolume: string | null;
  interests: string[] | null;
  timeline: string | null;
  leadType: string;
  tags: string[];
  source: string;
  calculationType: string | null;
  calculationId: number | null;
  notes: string | null;
}

export interface Lead extends NewLead {
  id: number;
  createdAt: Date;
}

export interface LeadStore {
  create(lead: NewLead): Promise<Lead>;
  findById(id: number): Promise<Lead | undefined>;
  /** Whether this address (any case) has signed up for the newsletter before. */
  hasNewsletterSignup(email: string): Promise<boolean>;
}

function toLead(row: Selectable<LeadsTable>): Lead {
  return { ...row, tags: row.tags ?? [] };
}

export function kyselyLeadStore(db: Kysely<Database>): LeadStore {
  return {
    async create(lead) {
      const row = await db.insertInto('leads').values(lead).returningAll().executeTakeFirstOrThrow();
      return toLead(row);
    },
    async findById(id) {
      const row = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toLead(row) : undefined;
    },
    async hasNewsletterSignup(email) {
      const row = await db
        .selectFrom('leads')
        .select('id')
        .where('leadType', '=', 'newsletter')
        // Stored normalised (email-address.ts), so one equality finds it in any case, by the index.
        .where('email', '=', normalizeEmail(email))
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
