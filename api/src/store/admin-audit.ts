import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

export interface AdminAuditEntry {
  id: number;
  actor: string;
  action: string;
  outcome: 'allowed' | 'denied';
  detail: Record<string, unknown>;
  clientAddress: string;
  createdAt: Date;
}

export interface NewAdminAuditEntry {
  actor: string;
  actorUserId: number | null;
  action: string;
  outcome: 'allowed' | 'denied';
  /** What was read or done, never a secret (no tokens, no passwords). */
  detail?: Record<string, unknown>;
  clientAddress: string;
  now: Date;
}

/** Who did what in the admin area, when and from where. */
export interface AdminAuditStore {
  record(entry: NewAdminAuditEntry): Promise<void>;
  /** Newest first. */
  listRecent(limit: number): Promise<AdminAuditEntry[]>;
}

export function kyselyAdminAuditStore(db: Kysely<Database>): AdminAuditStore {
  return {
    async record(entry) {
      await db
        .insertInto('adminAuditLog')
        .values({
          actor: entry.actor,
          actorUserId: entry.actorUserId,
          action: entry.action,
          outcome: entry.outcome,
          detail: JSON.stringify(entry.detail ?? {}),
          clientAddress: entry.clientAddress,
          createdAt: entry.now,
        })
        .execute();
    },
    async listRecent(limit) {
      const rows = await db
        .selectFrom('adminAuditLog')
        .select(['id', 'actor', 'action', 'outcome', 'detail', 'clientAddress', 'createdAt'])
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        ...row,
        outcome: row.outcome === 'denied' ? 'denied' : 'allowed',
        detail: (row.detail ?? {}) as Record<string, unknown>,
      }));
    },
  };
}
