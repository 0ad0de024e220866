import type { Kysely, Selectable } from 'kysely';
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
  };
}
