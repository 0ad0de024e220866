import { sql, type Kysely } from 'kysely';

/**
 * Accounts: users, their sessions (stored only as a hash of the session id), failed log-ins for
 * throttling, single-use password reset tokens (hashed), the outbox of mail that had no SMTP server,
 * and the owner of a calculation made while signed in.
 */
// Migrations take Kysely<any> on purpose: they describe the schema at one point in history, not today's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('member').check(sql`role in ('member', 'admin')`))
    .addColumn('is_premium', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One account per address whatever its case; usernames likewise, so "Jordan" cannot pose as "jordan".
  await sql`create unique index users_email_lower_idx on users (lower(email))`.execute(db);
  await sql`create unique index users_username_lower_idx on users (lower(username))`.execute(db);

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('idle_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('absolute_expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('login_attempts_key_created_at_idx').on('login_attempts').columns(['key', 'created_at']).execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('password_resets_user_id_idx').on('password_resets').column('user_id').execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .alterTable('calculations')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('calculations_user_id_created_at_idx').on('calculations').columns(['user_id', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('calculations_user_id_created_at_idx').execute();
  await db.schema.alterTable('calculations').dropColumn('user_id').execute();
  for (const table of ['mail_outbox', 'password_resets', 'login_attempts', 'sessions', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
