import { sql, type Kysely } from 'kysely';

/**
 * Billing: the payment provider's customer for each account, each account's current subscription as
 * last read from the provider, the webhook events already processed (so each is applied once), the
 * $99 review purchases (checkout sessions), and the sandbox provider's own records (the sandbox plays
 * the provider, so its subscriptions and checkout sessions live apart from ours, as Stripe's would).
 */
// Migrations take Kysely<any> on purpose: they describe the schema at one point in history, not today's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('billing_customers')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('stripe', 'sandbox')`))
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('billing_customers_pkey', ['user_id', 'provider'])
    .addUniqueConstraint('billing_customers_provider_customer_key', ['provider', 'customer_id'])
    .execute();

  // One row per account: its current (or last) subscription. A new subscription replaces the row.
  await db.schema
    .createTable('subscriptions')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('stripe', 'sandbox')`))
    .addColumn('provider_customer_id', 'text', (c) => c.notNull())
    .addColumn('provider_subscription_id', 'text', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull().check(sql`plan in ('monthly', 'yearly')`))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('current_period_end', 'timestamptz')
    // When the provider's state held here was read: an older reading never overwrites a newer one.
    .addColumn('state_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('subscriptions_provider_subscription_key', ['provider', 'provider_subscription_id'])
    .execute();

  await db.schema
    .createTable('billing_webhook_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('processed_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('review_purchases')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('stripe', 'sandbox')`))
    .addColumn('session_id', 'text', (c) => c.notNull())
    // Null for a purchase made signed out, and after the buyer's account is deleted (the payment stays on record).
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'paid')`))
    // Whether the buyer had Full Access when the payment completed: members are booked first.
    .addColumn('member_priority', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('paid_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('review_purchases_provider_session_key', ['provider', 'session_id'])
    .execute();
  await db.schema.createIndex('review_purchases_user_id_idx').on('review_purchases').column('user_id').execute();

  // The sandbox provider's side (what Stripe would hold): no card, period ends driven by the server's clock.
  await db.schema
    .createTable('sandbox_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull().check(sql`plan in ('monthly', 'yearly')`))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('current_period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('current_period_end', 'timestamptz', (c) => c.notNull())
    .addColumn('payment_intent_id', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addColumn('refunded_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sandbox_subscriptions_customer_id_idx').on('sandbox_subscriptions').column('customer_id').execute();

  await db.schema
    .createTable('sandbox_checkout_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('success_url', 'text', (c) => c.notNull())
    .addColumn('cancel_url', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'sandbox_checkout_sessions',
    'sandbox_subscriptions',
    'review_purchases',
    'billing_webhook_events',
    'subscriptions',
    'billing_customers',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
