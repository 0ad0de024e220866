import type { Kysely, Selectable } from 'kysely';
import type { BillingProviderName, Database, ReviewPurchasesTable } from './schema.js';

export type ReviewPurchase = Selectable<ReviewPurchasesTable>;

export interface NewReviewPurchase {
  provider: BillingProviderName;
  sessionId: string;
  userId: number | null;
  service: string;
  amountCents: number;
  currency: string;
}

/** The $99 priority review purchases: one per checkout session, open until the provider says it is paid. */
export interface ReviewPurchaseStore {
  create(purchase: NewReviewPurchase): Promise<ReviewPurchase>;
  findBySession(provider: BillingProviderName, sessionId: string): Promise<ReviewPurchase | undefined>;
  /**
   * Marks the session paid (creating its row if the session was made elsewhere, e.g. in the Stripe
   * dashboard). `newlyPaid` is false when it was already paid: the first completion's record stays.
   */
  markPaid(
    purchase: NewReviewPurchase,
    paid: { paidAt: Date; memberPriority: boolean },
  ): Promise<{ purchase: ReviewPurchase; newlyPaid: boolean }>;
  listForUser(userId: number): Promise<ReviewPurchase[]>;
}

export function kyselyReviewPurchaseStore(db: Kysely<Database>): ReviewPurchaseStore {
  const find = (provider: BillingProviderName, sessionId: string) =>
    db.selectFrom('reviewPurchases').selectAll().where('provider', '=', provider).where('sessionId', '=', sessionId).executeTakeFirst();
  return {
    async create(purchase) {
      return db.insertInto('reviewPurchases').values(purchase).returningAll().executeTakeFirstOrThrow();
    },
    findBySession: find,
    async markPaid(purchase, { paidAt, memberPriority }) {
      await db
        .insertInto('reviewPurchases')
        .values(purchase)
        .onConflict((oc) => oc.columns(['provider', 'sessionId']).doNothing())
        .execute();
      const updated = await db
        .updateTable('reviewPurchases')
        .set({ status: 'paid', paidAt, memberPriority })
        .where('provider', '=', purchase.provider)
        .where('sessionId', '=', purchase.sessionId)
        .where('status', '=', 'open')
        .returningAll()
        .executeTakeFirst();
      if (updated) return { purchase: updated, newlyPaid: true };
      const existing = await find(purchase.provider, purchase.sessionId);
      if (!existing) throw new Error('review purchase vanished while being marked paid');
      return { purchase: existing, newlyPaid: false };
    },
    async listForUser(userId) {
      return db.selectFrom('reviewPurchases').selectAll().where('userId', '=', userId).orderBy('id').execute();
    },
  };
}
