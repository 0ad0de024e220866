import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

export interface IdempotencyKeyClaim {
  /** The operation the key belongs to (its canonical path): one key may be reused on another operation. */
  scope: string;
  key: string;
  /** A digest of the request body: the same key with another body is refused, not replayed. */
  requestHash: string;
}

export interface StoredResponse {
  requestHash: string;
  responseStatus: number;
  responseBody: unknown;
}

export interface IdempotencyKeyStore {
  /**
   * Claims the key inside the caller's transaction. Resolves undefined when the key is new (the caller
   * then writes and calls `complete` in the same transaction), or with the response stored for it
   * earlier. On PostgreSQL a second request with the same key waits here until the first commits.
   */
  claim(claim: IdempotencyKeyClaim): Promise<StoredResponse | undefined>;
  complete(entry: { scope: string; key: string; responseStatus: number; responseBody: unknown }): Promise<void>;
  /** Forgets keys created before `cutoff`; resolves with how many. */
  deleteCreatedBefore(cutoff: Date): Promise<number>;
}

export function kyselyIdempotencyKeyStore(db: Kysely<Database>): IdempotencyKeyStore {
  return {
    async claim({ scope, key, requestHash }) {
      const inserted = await db
        .insertInto('idempotencyKeys')
        .values({ scope, key, requestHash })
        .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      if (inserted) return undefined;
      const earlier = await db
        .selectFrom('idempotencyKeys')
        .select(['requestHash', 'responseStatus', 'responseBody'])
        .where('scope', '=', scope)
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      // A committed claim always has its response: it is written in the claiming transaction.
      return { requestHash: earlier.requestHash, responseStatus: earlier.responseStatus ?? 500, responseBody: earlier.responseBody };
    },
    async complete({ scope, key, responseStatus, responseBody }) {
      await db
        .updateTable('idempotencyKeys')
        .set({ responseStatus, responseBody: JSON.stringify(responseBody) })
        .where('scope', '=', scope)
        .where('key', '=', key)
        .execute();
    },
    async deleteCreatedBefore(cutoff) {
      const result = await db.deleteFrom('idempotencyKeys').where('createdAt', '<', cutoff).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

