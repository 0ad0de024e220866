import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/** A calendar month in UTC as `YYYY-MM`: the period free premium calculations are counted in. */
export function usageMonth(now: Date): string {
  return now.toISOString().slice(0, 7);
}

export interface PremiumUsage {
  month: string;
  count: number;
  firstUsedAt: Date;
  lastUsedAt: Date;
}

export interface PremiumUsageStore {
  /**
   * Takes one of the month's `allowance` free calculations in one statement, so two requests at once
   * can never both take the last one: the new count, or undefined when the allowance is used up.
   */
  take(userId: number, now: Date, allowance: number): Promise<number | undefined>;
  /** How many the account has used in the month of `now` (0 when none). */
  used(userId: number, now: Date): Promise<number>;
  /** Every month's count, oldest first (the account export). */
  listForUser(userId: number): Promise<PremiumUsage[]>;
  deleteForUser(userId: number): Promise<void>;
}

export function kyselyPremiumUsageStore(db: Kysely<Database>): PremiumUsageStore {
  return {
    async take(userId, now, allowance) {
      if (allowance < 1) return undefined;
      // INSERT … ON CONFLICT DO UPDATE locks the existing row and evaluates the WHERE on its latest
      // version, so concurrent takes queue on the row and each sees the count the previous one left.
      const row = await db
        .insertInto('premiumUsage')
        .values({ userId, month: usageMonth(now), count: 1, firstUsedAt: now, lastUsedAt: now })
        .onConflict((oc) =>
          oc
            .columns(['userId', 'month'])
            .doUpdateSet({ count: sql<number>`premium_usage.count + 1`, lastUsedAt: now })
            .where('premiumUsage.count', '<', allowance),
        )
        .returning('count')
        .executeTakeFirst();
      if (row === undefined || row.count > allowance) return undefined;
      return row.count;
    },
    async used(userId, now) {
      const row = await db
        .selectFrom('premiumUsage')
        .select('count')
        .where('userId', '=', userId)
        .where('month', '=', usageMonth(now))
        .executeTakeFirst();
      return row?.count ?? 0;
    },
    async listForUser(userId) {
      return db
        .selectFrom('premiumUsage')
        .select(['month', 'count', 'firstUsedAt', 'lastUsedAt'])
        .where('userId', '=', userId)
        .orderBy('month')
        .execute();
    },
    async deleteForUser(userId) {
      await db.deleteFrom('premiumUsage').where('userId', '=', userId).execute();
    },
  };
}
