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
  /** Who to contact, given before checkout (issue 33 §5); absent for a session made outside the site. */
  contact?: ReviewPurchaseContact | undefined;
  /** The buyer's consent to show chosen calculations to the analyst (issue 32 §2); absent: nothing is shown. */
  handOff?: ReviewHandOff | undefined;
}

export interface ReviewHandOff {
  consentedAt: Date;
  /** Calculations of the buyer's account. */
  calculationIds: readonly number[];
  scenarioIds: readonly number[];
}

export interface ReviewPurchaseContact {
  name: string;
  /** Normalised (trimmed, lower case) like every stored address. */
  email: string;
  phone: string | null;
  preferredTime: string;
  timeZone: string | null;
}

const contactColumns = (contact: ReviewPurchaseContact | undefined) =>
  contact
    ? { contactName: contact.name, contactEmail: contact.email, contactPhone: contact.phone, preferredTime: contact.preferredTime, timeZone: contact.timeZone }
    : {};

const handOffColumns = (handOff: ReviewHandOff | undefined) =>
  handOff
    ? {
        handOffConsentedAt: handOff.consentedAt,
        handOffCalculationIds: JSON.stringify(handOff.calculationIds),
        handOffScenarioIds: JSON.stringify(handOff.scenarioIds),
      }
    : {};

const row = ({ contact, handOff, ...purchase }: NewReviewPurchase) => ({ ...purchase, ...contactColumns(contact), ...handOffColumns(handOff) });

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
  /**
   * The analysts' queue: paid reviews, members' first (they are booked first), then oldest payment
   * first; at most `limit`.
   */
  paidQueue(limit: number): Promise<ReviewPurchase[]>;
}

export function kyselyReviewPurchaseStore(db: Kysely<Database>): ReviewPurchaseStore {
  const find = (provider: BillingProviderName, sessionId: string) =>
    db.selectFrom('reviewPurchases').selectAll().where('provider', '=', provider).where('sessionId', '=', sessionId).executeTakeFirst();
  return {
    async create(purchase) {
      return db.insertInto('reviewPurchases').values(row(purchase)).returningAll().executeTakeFirstOrThrow();
    },
    findBySession: find,
    async markPaid(purchase, { paidAt, memberPriority }) {
      await db
        .insertInto('reviewPurchases')
        .values(row(purchase))
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
    async paidQueue(limit) {
      return db
        .selectFrom('reviewPurchases')
        .selectAll()
        .where('status', '=', 'paid')
        .orderBy('memberPriority', 'desc')
        .orderBy('paidAt', 'asc')
        .orderBy('id', 'asc')
        .limit(limit)
        .execute();
    },
  };
}
