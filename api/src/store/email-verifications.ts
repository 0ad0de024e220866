import type { Kysely } from 'kysely';
import { normalizeEmail } from '../email-address.js';
import type { Database } from './schema.js';

/** The single-use links that prove an account's email address (only a digest of each token is kept). */
export interface EmailVerificationStore {
  create(link: { tokenHash: string; userId: number; email: string; now: Date; expiresAt: Date }): Promise<void>;
  /**
   * Marks the link used and answers whose it is and the address it was mailed to, if it exists, is unused
   * and unexpired at `now`; one statement, so two openings of the same link cannot both succeed.
   */
  consume(tokenHash: string, now: Date): Promise<{ userId: number; email: string } | undefined>;
  /**
   * When the newest unused link to `email` for the account was made (its mail queued), or undefined when
   * none was: the sign-up's mail may have been held back by the hourly limits.
   */
  latestSentAt(userId: number, email: string): Promise<Date | undefined>;
  /** Voids the account's other links once one was used. */
  deleteForUser(userId: number): Promise<void>;
}

export function kyselyEmailVerificationStore(db: Kysely<Database>): EmailVerificationStore {
  return {
    async create({ tokenHash, userId, email, now, expiresAt }) {
      await db.insertInto('emailVerifications').values({ tokenHash, userId, email: normalizeEmail(email), createdAt: now, expiresAt }).execute();
    },
    async consume(tokenHash, now) {
      return db
        .updateTable('emailVerifications')
        .set({ usedAt: now })
        .where('tokenHash', '=', tokenHash)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .returning(['userId', 'email'])
        .executeTakeFirst();
    },
    async latestSentAt(userId, email) {
      const row = await db
        .selectFrom('emailVerifications')
        .select((eb) => eb.fn.max('createdAt').as('sentAt'))
        .where('userId', '=', userId)
        .where('email', '=', normalizeEmail(email))
        .where('usedAt', 'is', null)
        .executeTakeFirst();
      return row?.sentAt ? new Date(row.sentAt) : undefined;
    },
    async deleteForUser(userId) {
      await db.deleteFrom('emailVerifications').where('userId', '=', userId).execute();
    },
  };
}
