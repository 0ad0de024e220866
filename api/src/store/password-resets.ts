import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

export interface PasswordResetStore {
  create(reset: { tokenHash: string; userId: number; now: Date; expiresAt: Date }): Promise<void>;
  /**
   * Marks the token used and returns its user, if it exists, is unused and unexpired at `now`; one
   * statement, so two confirmations of the same link cannot both succeed.
   */
  consume(tokenHash: string, now: Date): Promise<number | undefined>;
  /** Voids the user's other links once one was used. */
  deleteForUser(userId: number): Promise<void>;
  /**
   * Whether the link would work at `now`, without using it. A used link is deleted with the account's others, so
   * "used" and "never issued" look the same ('unknown'); an unused one past its time is 'expired'.
   */
  status(tokenHash: string, now: Date): Promise<{ state: 'usable'; expiresAt: Date } | { state: 'expired' | 'unknown' }>;
}

export function kyselyPasswordResetStore(db: Kysely<Database>): PasswordResetStore {
  return {
    async create({ tokenHash, userId, now, expiresAt }) {
      await db.insertInto('passwordResets').values({ tokenHash, userId, createdAt: now, expiresAt }).execute();
    },
    async consume(tokenHash, now) {
      const row = await db
        .updateTable('passwordResets')
        .set({ usedAt: now })
        .where('tokenHash', '=', tokenHash)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .returning('userId')
        .executeTakeFirst();
      return row?.userId;
    },
    async deleteForUser(userId) {
      await db.deleteFrom('passwordResets').where('userId', '=', userId).execute();
    },
    async status(tokenHash, now) {
      const row = await db
        .selectFrom('passwordResets')
        .select(['usedAt', 'expiresAt'])
        .where('tokenHash', '=', tokenHash)
        .executeTakeFirst();
      if (!row || row.usedAt !== null) return { state: 'unknown' };
      const expiresAt = new Date(row.expiresAt);
      return expiresAt > now ? { state: 'usable', expiresAt } : { state: 'expired' };
    },
  };
}
