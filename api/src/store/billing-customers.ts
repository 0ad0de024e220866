import type { Kysely } from 'kysely';
import type { BillingProviderName, Database } from './schema.js';

/** The payment provider's customer of each account (one per account and provider). */
export interface BillingCustomerStore {
  findCustomerId(userId: number, provider: BillingProviderName): Promise<string | undefined>;
  /** Stores the account's customer; if one was stored meanwhile, that one is kept and returned. */
  save(userId: number, provider: BillingProviderName, customerId: string): Promise<string>;
  findUserId(provider: BillingProviderName, customerId: string): Promise<number | undefined>;
  /** The account's customers (to end their sandbox subscriptions when the account is deleted). */
  listForUser(userId: number): Promise<{ provider: BillingProviderName; customerId: string }[]>;
}

export function kyselyBillingCustomerStore(db: Kysely<Database>): BillingCustomerStore {
  return {
    async findCustomerId(userId, provider) {
      const row = await db
        .selectFrom('billingCustomers')
        .select('customerId')
        .where('userId', '=', userId)
        .where('provider', '=', provider)
        .executeTakeFirst();
      return row?.customerId;
    },
    async save(userId, provider, customerId) {
      await db
        .insertInto('billingCustomers')
        .values({ userId, provider, customerId })
        .onConflict((oc) => oc.columns(['userId', 'provider']).doNothing())
        .execute();
      const row = await db
        .selectFrom('billingCustomers')
        .select('customerId')
        .where('userId', '=', userId)
        .where('provider', '=', provider)
        .executeTakeFirstOrThrow();
      return row.customerId;
    },
    async findUserId(provider, customerId) {
      const row = await db
        .selectFrom('billingCustomers')
        .select('userId')
        .where('provider', '=', provider)
        .where('customerId', '=', customerId)
        .executeTakeFirst();
      return row?.userId;
    },
    async listForUser(userId) {
      return db.selectFrom('billingCustomers').select(['provider', 'customerId']).where('userId', '=', userId).execute();
    },
  };
}
