import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';
import { toJsonText } from './calculations.js';

/** A share link as stored: never the token, only its digest. */
export interface Share {
  id: number;
  userId: number;
  tokenHash: string;
  calculationIds: number[];
  scenarioIds: number[];
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  viewCount: number;
  lastViewedAt: Date | null;
}

export interface NewShare {
  userId: number;
  tokenHash: string;
  calculationIds: readonly number[];
  scenarioIds: readonly number[];
  createdAt: Date;
  expiresAt: Date;
}

/** Share links (issue 32 §1): made, listed and revoked by their owner; opened by anyone holding the token. */
export interface ShareStore {
  create(share: NewShare): Promise<Share>;
  /** The account's shares, newest first. */
  listForUser(userId: number): Promise<Share[]>;
  findByTokenHash(tokenHash: string): Promise<Share | undefined>;
  /** Counts one opening of the share. */
  recordView(id: number, at: Date): Promise<void>;
  /** Revokes the owner's share; false when the account has no share of that id. Revoking twice keeps the first time. */
  revoke(userId: number, id: number, at: Date): Promise<boolean>;
}

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : []);

function toShare(row: Omit<Share, 'calculationIds' | 'scenarioIds'> & { calculationIds: unknown; scenarioIds: unknown }): Share {
  return { ...row, calculationIds: ids(row.calculationIds), scenarioIds: ids(row.scenarioIds) };
}

export function kyselyShareStore(db: Kysely<Database>): ShareStore {
  return {
    async create(share) {
      const row = await db
        .insertInto('shares')
        .values({
          userId: share.userId,
          tokenHash: share.tokenHash,
          calculationIds: toJsonText(share.calculationIds),
          scenarioIds: toJsonText(share.scenarioIds),
          createdAt: share.createdAt,
          expiresAt: share.expiresAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toShare(row);
    },
    async listForUser(userId) {
      const rows = await db.selectFrom('shares').selectAll().where('userId', '=', userId).orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
      return rows.map(toShare);
    },
    async findByTokenHash(tokenHash) {
      const row = await db.selectFrom('shares').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();
      return row ? toShare(row) : undefined;
    },
    async recordView(id, at) {
      await db
        .updateTable('shares')
        .set({ viewCount: sql<number>`view_count + 1`, lastViewedAt: at })
        .where('id', '=', id)
        .execute();
    },
    async revoke(userId, id, at) {
      const result = await db
        .updateTable('shares')
        .set({ revokedAt: sql<Date>`coalesce(revoked_at, ${at})` })
        .where('id', '=', id)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
