import { sql, type Kysely, type Selectable } from 'kysely';
import { normalizeEmail } from '../email-address.js';
import type { Database, UsersTable } from './schema.js';

export type Role = 'member' | 'admin';

export interface NewUser {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  role?: Role;
  isPremium?: boolean;
}

export type User = Selectable<UsersTable>;

/** Which unique field a new account collided with. */
export type UserConflict = 'email' | 'username';

export interface UserStore {
  /**
   * The new user (its email stored normalised, unverified), or the field that is already taken (compared
   * without regard to case).
   */
  create(user: NewUser): Promise<User | { conflict: UserConflict }>;
  findById(id: number): Promise<User | undefined>;
  findByEmail(email: string): Promise<User | undefined>;
  setPasswordHash(id: number, passwordHash: string): Promise<void>;
  setPremium(id: number, isPremium: boolean): Promise<void>;
  setRole(id: number, role: Role): Promise<void>;
  /** Records that the owner proved `email` at `at`; false when the account no longer holds that address. */
  markEmailVerified(id: number, email: string, at: Date): Promise<boolean>;
  delete(id: number): Promise<void>;
}

/** The field a unique-index violation (SQLSTATE 23505) on `users` was about, if that is what `error` is. */
function uniqueViolation(error: unknown): UserConflict | undefined {
  if (typeof error !== 'object' || error === null || (error as { code?: unknown }).code !== '23505') return undefined;
  const constraint = String((error as { constraint?: unknown }).constraint ?? '');
  return constraint.includes('username') ? 'username' : 'email';
}

export function kyselyUserStore(db: Kysely<Database>): UserStore {
  return {
    async create(user) {
      const email = normalizeEmail(user.email);
      // Checked first for a field-specific message; the unique indexes still decide a race.
      const taken = await db
        .selectFrom('users')
        .select(['email', 'username'])
        .where((eb) => eb.or([eb('email', '=', email), eb(sql<string>`lower(username)`, '=', user.username.toLowerCase())]))
        .execute();
      if (taken.some((row) => row.email === email)) return { conflict: 'email' };
      if (taken.length > 0) return { conflict: 'username' };
      try {
        return await db
          .insertInto('users')
          .values({ ...user, email })
          .returningAll()
          .executeTakeFirstOrThrow();
      } catch (error) {
        // Two sign-ups of one new address (or username) at once both pass the check; the index refuses the second.
        const conflict = uniqueViolation(error);
        if (conflict) return { conflict };
        throw error;
      }
    },
    async findById(id) {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async findByEmail(email) {
      return db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', normalizeEmail(email))
        .executeTakeFirst();
    },
    async setPasswordHash(id, passwordHash) {
      await db.updateTable('users').set({ passwordHash }).where('id', '=', id).execute();
    },
    async setPremium(id, isPremium) {
      await db.updateTable('users').set({ isPremium }).where('id', '=', id).execute();
    },
    async setRole(id, role) {
      await db.updateTable('users').set({ role }).where('id', '=', id).execute();
    },
    async markEmailVerified(id, email, at) {
      const updated = await db
        .updateTable('users')
        .set({ emailVerifiedAt: at })
        .where('id', '=', id)
        .where('email', '=', normalizeEmail(email))
        .executeTakeFirst();
      return updated.numUpdatedRows > 0n;
    },
    async delete(id) {
      await db.deleteFrom('users').where('id', '=', id).execute();
    },
  };
}
