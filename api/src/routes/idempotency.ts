import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import { z } from 'zod';
import { HttpProblem, PROBLEM_TYPE_BASE, validationProblem } from '../http/problem.js';
import type { Store, Stores } from '../store/index.js';
import type { OperationDeps, OperationResponse } from './operation.js';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** Keys are kept at least this long; older ones are forgotten (a retry after a day is a new request). */
export const IDEMPOTENCY_KEY_RETENTION_MS = 24 * 60 * 60 * 1000;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export const IdempotencyKeySchema = z
  .string()
  .min(1, 'Idempotency-Key must not be empty')
  .max(200, 'Idempotency-Key is at most 200 characters')
  .regex(/^[A-Za-z0-9._:-]+$/, 'Idempotency-Key may contain only letters, digits and . _ : -')
  .meta({
    description:
      'One value per submission (a UUID), reused for its retries: the same key with the same body answers the ' +
      'first response again (with `Idempotent-Replayed: true`) and stores nothing new; with another body, 422. ' +
      'Kept for at least 24 hours.',
    examples: ['7b0f3c52-1f0e-4a7e-9d53-0a3c9d6f2b11'],
  });

/** The request's key, or undefined when it sent none; a malformed key is a 400 with the header as the field. */
export function readIdempotencyKey(ctx: Context): string | undefined {
  const raw = ctx.get(IDEMPOTENCY_KEY_HEADER);
  if (raw === '' && ctx.headers['idempotency-key'] === undefined) return undefined;
  const checked = IdempotencyKeySchema.safeParse(raw);
  if (!checked.success) {
    throw validationProblem(checked.error.issues.map((issue) => ({ path: IDEMPOTENCY_KEY_HEADER, message: issue.message })));
  }
  return checked.data;
}

/** The body as sent, digested: a retry sends the same bytes, so the same JSON. */
function requestHash(raw: unknown): string {
  return createHash('sha256').update(JSON.stringify(raw) ?? '').digest('base64url');
}

/** A Store whose aggregates write inside the caller's transaction (a nested transaction joins it). */
function storeInTransaction(store: Store, stores: Stores): Store {
  return { ...store, ...stores, transaction: (work) => work(stores) };
}

let nextPurgeAt = 0;

/** At most once an hour per process, forget expired keys; a failure only waits for the next turn. */
function purgeExpiredKeys(deps: OperationDeps): void {
  const now = deps.now().getTime();
  if (now < nextPurgeAt) return;
  nextPurgeAt = now + PURGE_INTERVAL_MS;
  deps.store.idempotencyKeys
    .deleteCreatedBefore(new Date(now - IDEMPOTENCY_KEY_RETENTION_MS))
    .catch((error: unknown) => deps.logger.warn({ err: error }, 'could not purge expired idempotency keys'));
}

/**
 * Runs a write in one transaction, so it is stored whole or not at all. With a key, the key is claimed
 * in the same transaction and the response stored with it; a retry with the key gets that response back.
 */
export async function runWrite(options: {
  deps: OperationDeps;
  /** The operation's canonical path: aliases share their operation's keys. */
  scope: string;
  key: string | undefined;
  raw: unknown;
  successStatus: number;
  write: (deps: OperationDeps) => Promise<OperationResponse>;
}): Promise<OperationResponse> {
  const { deps, scope, key } = options;
  if (key !== undefined) purgeExpiredKeys(deps);
  return deps.store.transaction(async (stores) => {
    const inTransaction = { ...deps, store: storeInTransaction(deps.store, stores) };
    if (key === undefined) return options.write(inTransaction);
    const hash = requestHash(options.raw);
    const earlier = await stores.idempotencyKeys.claim({ scope, key, requestHash: hash });
    if (earlier) {
      if (earlier.requestHash !== hash) {
        throw new HttpProblem(
          422,
          'This Idempotency-Key was already used with a different request body. Use a new key for a new submission.',
          { type: `${PROBLEM_TYPE_BASE}idempotency-key-reused`, errors: [{ path: IDEMPOTENCY_KEY_HEADER, message: 'Already used with a different body' }] },
        );
      }
      return { status: earlier.responseStatus, body: earlier.responseBody, headers: { [IDEMPOTENT_REPLAYED_HEADER]: 'true' } };
    }
    const response = await options.write(inTransaction);
    await stores.idempotencyKeys.complete({
      scope,
      key,
      responseStatus: response.status ?? options.successStatus,
      responseBody: response.body,
    });
    return response;
  });
}
