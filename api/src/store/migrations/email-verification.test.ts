import { Kysely, Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { PGliteDialect } from '../pglite-dialect.js';
import { openPGlite } from '../pglite-open.js';
import { MIGRATIONS } from './index.js';

/** Runs the migrations up to and including `last`, as a database of that release had them. */
async function migrateTo(db: Kysely<unknown>, last: string): Promise<void> {
  const names = Object.keys(MIGRATIONS).filter((name) => name <= last);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => Object.fromEntries(names.map((n) => [n, MIGRATIONS[n]!])) } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

describe('migration 0008-email-verification', () => {
  it('normalises the addresses already stored, keeps accounts unverified, and leaves one unique index', async () => {
    const db = new Kysely<unknown>({ dialect: new PGliteDialect(await openPGlite(undefined)) });
    try {
      await migrateTo(db, '0007-admin');
      await sql`insert into users (email, username, first_name, last_name, password_hash)
                values (' Mixed.Case@Example.COM', 'mixed', 'M', 'C', 'h'), ('plain@example.com', 'plain', 'P', 'L', 'h')`.execute(db);
      await sql`insert into mail_outbox (recipient, subject, body) values ('Mixed.Case@Example.COM', 'Reset', 'x')`.execute(db);
      await sql`insert into support_tickets (name, email, subject, message, priority) values ('M', 'MIXED.case@example.com ', 'S', 'M', 'normal')`.execute(db);

      await migrateTo(db, '9999');

      const users = await sql<{ email: string; emailVerifiedAt: Date | null }>`select email, email_verified_at as "emailVerifiedAt" from users order by id`.execute(db);
      expect(users.rows).toEqual([
        { email: 'mixed.case@example.com', emailVerifiedAt: null },
        { email: 'plain@example.com', emailVerifiedAt: null },
      ]);
      expect((await sql<{ recipient: string }>`select recipient from mail_outbox`.execute(db)).rows).toEqual([{ recipient: 'mixed.case@example.com' }]);
      expect((await sql<{ email: string }>`select email from support_tickets`.execute(db)).rows).toEqual([{ email: 'mixed.case@example.com' }]);
      const indexes = await sql<{ indexname: string; indexdef: string }>`select indexname, indexdef from pg_indexes where tablename = 'users' and indexdef ilike '%email%'`.execute(db);
      expect(indexes.rows.map((row) => row.indexname)).toEqual(['users_email_idx']);
      expect(indexes.rows[0]?.indexdef).toMatch(/^CREATE UNIQUE INDEX/);
      await expect(
        sql`insert into users (email, username, first_name, last_name, password_hash) values ('mixed.case@example.com', 'twin', 'T', 'W', 'h')`.execute(db),
      ).rejects.toThrow(/users_email_idx/);
    } finally {
      await db.destroy();
    }
  });
});
