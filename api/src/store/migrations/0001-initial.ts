import { sql, type Kysely } from 'kysely';

/** Leads, calculations, support tickets and deletion requests: the first tables of the product. */
// Migrations take Kysely<any> on purpose: they describe the schema at one point in history, not today's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('leads')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('profession', 'text')
    .addColumn('practice', 'text')
    .addColumn('client_volume', 'text')
    .addColumn('interests', sql`text[]`)
    .addColumn('timeline', 'text')
    .addColumn('lead_type', 'text', (c) => c.notNull())
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('calculator'))
    .addColumn('calculation_type', 'text')
    .addColumn('calculation_id', 'integer')
    .addColumn('notes', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('leads_email_idx').on('leads').column('email').execute();
  await db.schema.createIndex('leads_created_at_idx').on('leads').column('created_at').execute();

  await db.schema
    .createTable('calculations')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('input', 'jsonb', (c) => c.notNull())
    .addColumn('result', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('calculations_type_created_at_idx').on('calculations').columns(['type', 'created_at']).execute();

  await db.schema
    .createTable('support_tickets')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('priority', 'text', (c) => c.notNull().defaultTo('normal'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('data_deletion_requests')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('requested_at', 'timestamptz')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('received'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['data_deletion_requests', 'support_tickets', 'calculations', 'leads']) {
    await db.schema.dropTable(table).execute();
  }
}
