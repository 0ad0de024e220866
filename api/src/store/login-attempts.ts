import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema.js';

/** One limit on attempts: at most `max` rows under `key` in the window. */
export interface AttemptLimit {
  key: string;
  max: number;
}

/** What a reservation answers: the rows taken (one per key), or the first key whose limit is used up. */
export type Reservation = { granted: true; ids: number[] } | { granted: false; key: string };

/**
 * How long any attempt is kept: longer than every window (the longest is an hour), short enough that
 * the table stays small and keeps nothing about a person for long.
 */
export const ATTEMPT_RETENTION_MS = 24 * 60 * 60 * 1000;
/** How often reserving also sweeps attempts past the retention, under every key. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Attempts by key (`account:<email>`, `address:<ip>`, `admin:address:<ip>`, …), counted over a window for
 * throttling. The table is named for log-ins, its first use; every guarded action keeps its attempts here.
 */
export interface LoginAttemptStore {
  /**
   * Takes one attempt under every key at once, or none: under a lock per key, so however many requests
   * reserve at the same moment (on PGlite or on a PostgreSQL server shared by several instances), at
   * most `max` rows are ever live under a key in the window. Rows older than the window are pruned
   * (under every key, those past ATTEMPT_RETENTION_MS, about once an hour). The window must be shorter
   * than the retention.
   */
  reserve(limits: readonly AttemptLimit[], since: Date, now: Date): Promise<Reservation>;
  /**
   * When `reserve` would next grant these limits, without taking anything: undefined when it would now,
   * else the latest moment a full key gets room (its oldest live attempt that must leave the window
   * does) and that key. Lets an answer say when to ask again instead of "in an hour".
   */
  availableAt(limits: readonly AttemptLimit[], since: Date, now: Date): Promise<{ key: string; at: Date } | undefined>;
  /** Gives reserved attempts back (the attempt succeeded, or never got to be one). */
  release(ids: readonly number[]): Promise<void>;
  recordFailure(keys: readonly string[], now: Date): Promise<void>;
  /** Failures per key since `since`. */
  countFailures(keys: readonly string[], since: Date): Promise<Map<string, number>>;
  clear(key: string): Promise<void>;
  deleteBefore(before: Date): Promise<void>;
}

async function reserveIn(trx: Transaction<Database> | Kysely<Database>, limits: readonly AttemptLimit[], since: Date, now: Date): Promise<Reservation> {
  // One lock per key, taken in a fixed order so two requests over the same keys cannot deadlock. The
  // lock lasts until the transaction ends; every later statement reads what earlier holders committed.
  const keys = [...new Set(limits.map((limit) => limit.key))].sort();
  for (const key of keys) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
  }
  await trx.deleteFrom('loginAttempts').where('key', 'in', keys).where('createdAt', '<=', since).execute();
  const rows = await trx
    .selectFrom('loginAttempts')
    .select(['key', (eb) => eb.fn.countAll<string>().as('taken')])
    .where('key', 'in', keys)
    .groupBy('key')
    .execute();
  const taken = new Map(rows.map((row) => [row.key, Number(row.taken)]));
  const full = limits.find((limit) => (taken.get(limit.key) ?? 0) >= limit.max);
  if (full) return { granted: false, key: full.key };
  const inserted = await trx
    .insertInto('loginAttempts')
    .values(limits.map((limit) => ({ key: limit.key, createdAt: now })))
    .returning('id')
    .execute();
  return { granted: true, ids: inserted.map((row) => row.id) };
}

export function kyselyLoginAttemptStore(db: Kysely<Database>): LoginAttemptStore {
  let nextSweepAt = 0;
  return {
    async reserve(limits, since, now) {
      if (now.getTime() - since.getTime() > ATTEMPT_RETENTION_MS) {
        throw new Error('An attempt window must be shorter than the attempts are kept (ATTEMPT_RETENTION_MS)');
      }
      if (limits.length === 0) return { granted: true, ids: [] };
      if (now.getTime() >= nextSweepAt) {
        nextSweepAt = now.getTime() + SWEEP_INTERVAL_MS;
        await db.deleteFrom('loginAttempts').where('createdAt', '<', new Date(now.getTime() - ATTEMPT_RETENTION_MS)).execute();
      }
      if (db.isTransaction) return reserveIn(db, limits, since, now);
      return db.transaction().execute((trx) => reserveIn(trx, limits, since, now));
    },
    async availableAt(limits, since, now) {
      const windowMs = now.getTime() - since.getTime();
      let latest: { key: string; at: Date } | undefined;
      for (const limit of limits) {
        const live = await db
          .selectFrom('loginAttempts')
          .select('createdAt')
          .where('key', '=', limit.key)
          .where('createdAt', '>', since)
          .orderBy('createdAt', 'asc')
          .orderBy('id', 'asc')
          .execute();
        if (live.length < limit.max) continue;
        // Room comes back when all but max - 1 of the live attempts have left the window.
        const leaving = new Date(live[live.length - limit.max]!.createdAt);
        const at = new Date(leaving.getTime() + windowMs);
        if (!latest || at > latest.at) latest = { key: limit.key, at };
      }
      return latest;
    },
    async release(ids) {
      if (ids.length === 0) return;
      await db.deleteFrom('loginAttempts').where('id', 'in', [...ids]).execute();
    },
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
