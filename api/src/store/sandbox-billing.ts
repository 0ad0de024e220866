import type { Kysely, Selectable } from 'kysely';
import type { Database, SandboxCheckoutSessionsTable, SandboxSubscriptionsTable } from './schema.js';

export type SandboxSubscription = Selectable<SandboxSubscriptionsTable>;
export type SandboxCheckoutSession = Selectable<SandboxCheckoutSessionsTable>;

/**
 * The sandbox payment provider's own records (what Stripe would keep on its side). Only the sandbox
 * billing implementation uses this store; the rest of the server reads our own billing tables.
 */
export interface SandboxBillingStore {
  createSubscription(subscription: SandboxSubscription): Promise<SandboxSubscription>;
  findSubscription(id: string): Promise<SandboxSubscription | undefined>;
  updateSubscription(id: string, changes: Partial<Omit<SandboxSubscription, 'id' | 'customerId' | 'createdAt'>>): Promise<SandboxSubscription>;
  deleteSubscriptionsOfCustomer(customerId: string): Promise<void>;
  createCheckoutSession(session: SandboxCheckoutSession): Promise<SandboxCheckoutSession>;
  findCheckoutSession(id: string): Promise<SandboxCheckoutSession | undefined>;
  markCheckoutSessionPaid(id: string, paidAt: Date): Promise<SandboxCheckoutSession | undefined>;
}

export function kyselySandboxBillingStore(db: Kysely<Database>): SandboxBillingStore {
  return {
    async createSubscription(subscription) {
      return db.insertInto('sandboxSubscriptions').values(subscription).returningAll().executeTakeFirstOrThrow();
    },
    async findSubscription(id) {
      return db.selectFrom('sandboxSubscriptions').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async updateSubscription(id, changes) {
      return db.updateTable('sandboxSubscriptions').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    },
    async deleteSubscriptionsOfCustomer(customerId) {
      await db.deleteFrom('sandboxSubscriptions').where('customerId', '=', customerId).execute();
    },
    async createCheckoutSession(session) {
      return db.insertInto('sandboxCheckoutSessions').values(session).returningAll().executeTakeFirstOrThrow();
    },
    async findCheckoutSession(id) {
      return db.selectFrom('sandboxCheckoutSessions').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async markCheckoutSessionPaid(id, paidAt) {
      // The first payment's time stays; completing again changes nothing.
      await db.updateTable('sandboxCheckoutSessions').set({ paidAt }).where('id', '=', id).where('paidAt', 'is', null).execute();
      return db.selectFrom('sandboxCheckoutSessions').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}
