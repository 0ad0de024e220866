import type { Kysely, Selectable } from 'kysely';
import type { BillingProviderName, Database, PlanName, SubscriptionsTable } from './schema.js';

/** A subscription as the provider last told us, tied to the account it belongs to. */
export interface SubscriptionState {
  userId: number;
  provider: BillingProviderName;
  providerCustomerId: string;
  providerSubscriptionId: string;
  plan: PlanName;
  /** The provider's status: incomplete, incomplete_expired, trialing, active, past_due, canceled, unpaid, paused. */
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  /** When this state was read from the provider; an older reading never replaces a newer one. */
  stateAt: Date;
}

export type Subscription = Selectable<SubscriptionsTable>;

/** Statuses after which a subscription never comes back (a new subscription is a new object). */
export const ENDED_STATUSES: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired']);

/**
 * saved: the row now holds this state. stale: the row already holds a newer reading of the same
 * subscription. other-subscription: the account's row is about another, still live, subscription.
 */
export type SaveOutcome = 'saved' | 'stale' | 'other-subscription';

export interface SubscriptionStore {
  findForUser(userId: number): Promise<Subscription | undefined>;
  findByProviderId(provider: BillingProviderName, providerSubscriptionId: string): Promise<Subscription | undefined>;
  /**
   * Records a reading of a subscription on its account's row (locked while deciding). A different
   * subscription replaces the row only when `replace` is set (the person subscribed again) or the row's
   * subscription has ended; the same subscription is updated unless the row holds a newer reading.
   */
  save(state: SubscriptionState, options?: { replace?: boolean }): Promise<SaveOutcome>;
  deleteForUser(userId: number): Promise<void>;
}

export function kyselySubscriptionStore(db: Kysely<Database>): SubscriptionStore {
  const save = async (state: SubscriptionState, replace: boolean, attempt: number): Promise<SaveOutcome> => {
    const existing = await db.selectFrom('subscriptions').selectAll().where('userId', '=', state.userId).forUpdate().executeTakeFirst();
    const row = { ...state, updatedAt: state.stateAt };
    if (!existing) {
      const inserted = await db
        .insertInto('subscriptions')
        .values({ ...row, createdAt: state.stateAt })
        .onConflict((oc) => oc.column('userId').doNothing())
        .returning('userId')
        .executeTakeFirst();
      if (inserted) return 'saved';
      // Another request inserted the account's row between the read and the insert: decide again on it.
      if (attempt > 0) throw new Error('subscription row changed twice while saving');
      return save(state, replace, attempt + 1);
    }
    const sameSubscription = existing.provider === state.provider && existing.providerSubscriptionId === state.providerSubscriptionId;
    if (sameSubscription) {
      if (new Date(existing.stateAt).getTime() > state.stateAt.getTime()) return 'stale';
    } else if (!replace && !ENDED_STATUSES.has(existing.status)) {
      return 'other-subscription';
    }
    await db
      .updateTable('subscriptions')
      .set(sameSubscription ? row : { ...row, createdAt: state.stateAt })
      .where('userId', '=', state.userId)
      .execute();
    return 'saved';
  };
  return {
    async findForUser(userId) {
      return db.selectFrom('subscriptions').selectAll().where('userId', '=', userId).executeTakeFirst();
    },
    async findByProviderId(provider, providerSubscriptionId) {
      return db
        .selectFrom('subscriptions')
        .selectAll()
        .where('provider', '=', provider)
        .where('providerSubscriptionId', '=', providerSubscriptionId)
        .executeTakeFirst();
    },
    save: (state, options) => save(state, options?.replace ?? false, 0),
    async deleteForUser(userId) {
      await db.deleteFrom('subscriptions').where('userId', '=', userId).execute();
    },
  };
}
