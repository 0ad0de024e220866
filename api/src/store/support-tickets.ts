import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

export const TICKET_PRIORITIES = ['normal', 'calculation', 'billing', 'technical', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

export interface NewSupportTicket {
  name: string;
  email: string;
  subject: string;
  message: string;
  priority: TicketPriority;
}

export interface SupportTicket extends NewSupportTicket {
  id: number;
  status: string;
  createdAt: Date;
}

export interface SupportTicketStore {
  create(ticket: NewSupportTicket): Promise<SupportTicket>;
  findById(id: number): Promise<SupportTicket | undefined>;
}

export function kyselySupportTicketStore(db: Kysely<Database>): SupportTicketStore {
  return {
    async create(ticket) {
      const row = await db.insertInto('supportTickets').values(ticket).returningAll().executeTakeFirstOrThrow();
      return { ...row, priority: row.priority as TicketPriority };
    },
    async findById(id) {
      const row = await db.selectFrom('supportTickets').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? { ...row, priority: row.priority as TicketPriority } : undefined;
    },
  };
}
