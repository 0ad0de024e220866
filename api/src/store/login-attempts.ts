import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Failed log-ins by key (`account:<email>` or `address:<ip>`), counted over a window for throttling. */
export interface LoginAttemptStore {
  recordFailure(keys: readonly string[], now: Date): Promise<void>;
  /** Failures per key since `since`. */
  countFailures(keys: readonly string[], since: Date): Promise<Map<string, number>>;
  clear(key: string): Promise<void>;
  deleteBefore(before: Date): Promise<void>;
}

export function kyselyLoginAttemptStore(db: Kysely<Database>): LoginAttemptStore {
  return {
    async recordFailure(keys, now) {
      if (keys.length === 0) return;
      await db
        .insertInto('loginAttempts')
        .values(keys.map((key) => ({ key, createdAt: now })))
        .execute();
    },
    async countFailures(keys, since) {
      const counts = new Map<string, number>(keys.map((key) => [key, 0]));
      if (keys.length === 0) return counts;
      const rows = await db
        .selectFrom('loginAttempts')
        .select(['key', (eb) => eb.fn.countAll<string>().as('failures')])
        .where('key', 'in', [...keys])
        .where('createdAt', '>', since)
        .groupBy('key')
        .execute();
      for (const row of rows) counts.set(row.key, Number(row.failures));
      return counts;
    },
    async clear(key) {
      await db.deleteFrom('loginAttempts').where('key', '=', key).execute();
    },
    async deleteBefore(before) {
      await db.deleteFrom('loginAttempts').where('createdAt', '<', before).execute();
    },
  };
}
