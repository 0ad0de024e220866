import type { Kysely, Selectable } from 'kysely';
import type { Database, SessionsTable } from './schema.js';

export type Session = Selectable<SessionsTable>;

export interface NewSession {
  /** The digest of the session id; the id itself is only ever in the cookie. */
  idHash: string;
  userId: number;
  now: Date;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
}

export interface SessionStore {
  create(session: NewSession): Promise<void>;
  /** The session if it has not expired at `now` (idle or absolute). */
  findLive(idHash: string, now: Date): Promise<Session | undefined>;
  touch(idHash: string, now: Date, idleExpiresAt: Date): Promise<void>;
  delete(idHash: string): Promise<void>;
  /** Ends every session of the user except `keepIdHash` (after a password change). */
  deleteForUser(userId: number, keepIdHash?: string): Promise<void>;
  deleteExpired(now: Date): Promise<void>;
}

export function kyselySessionStore(db: Kysely<Database>): SessionStore {
  return {
    async create({ idHash, userId, now, idleExpiresAt, absoluteExpiresAt }) {
      await db
        .insertInto('sessions')
        .values({ idHash, userId, createdAt: now, lastSeenAt: now, idleExpiresAt, absoluteExpiresAt })
        .execute();
    },
    async findLive(idHash, now) {
      return db
        .selectFrom('sessions')
        .selectAll()
        .where('idHash', '=', idHash)
        .where('idleExpiresAt', '>', now)
        .where('absoluteExpiresAt', '>', now)
        .executeTakeFirst();
    },
    async touch(idHash, now, idleExpiresAt) {
      await db.updateTable('sessions').set({ lastSeenAt: now, idleExpiresAt }).where('idHash', '=', idHash).execute();
    },
    async delete(idHash) {
      await db.deleteFrom('sessions').where('idHash', '=', idHash).execute();
    },
    async deleteForUser(userId, keepIdHash) {
      let query = db.deleteFrom('sessions').where('userId', '=', userId);
      if (keepIdHash !== undefined) query = query.where('idHash', '!=', keepIdHash);
      await query.execute();
    },
    async deleteExpired(now) {
      await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('idleExpiresAt', '<=', now), eb('absoluteExpiresAt', '<=', now)]))
        .execute();
    },
  };
}
