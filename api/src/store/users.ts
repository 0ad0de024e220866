import { sql, type Kysely, type Selectable } from 'kysely';
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
  /** The new user, or the field that is already taken (compared without regard to case). */
  create(user: NewUser): Promise<User | { conflict: UserConflict }>;
  findById(id: number): Promise<User | undefined>;
  findByEmail(email: string): Promise<User | undefined>;
  setPasswordHash(id: number, passwordHash: string): Promise<void>;
  setPremium(id: number, isPremium: boolean): Promise<void>;
  setRole(id: number, role: Role): Promise<void>;
  delete(id: number): Promise<void>;
}

export function kyselyUserStore(db: Kysely<Database>): UserStore {
  return {
    async create(user) {
      // Checked first for a field-specific message; the unique indexes still decide a race.
      const taken = await db
        .selectFrom('users')
        .select(['email', 'username'])
        .where((eb) =>
          eb.or([
            eb(sql<string>`lower(email)`, '=', user.email.toLowerCase()),
            eb(sql<string>`lower(username)`, '=', user.username.toLowerCase()),
          ]),
        )
        .execute();
      if (taken.some((row) => row.email.toLowerCase() === user.email.toLowerCase())) return { conflict: 'email' };
      if (taken.length > 0) return { conflict: 'username' };
      return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
    },
    async findById(id) {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async findByEmail(email) {
      return db
        .selectFrom('users')
        .selectAll()
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
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
    async delete(id) {
      await db.deleteFrom('users').where('id', '=', id).execute();
    },
  };
}
