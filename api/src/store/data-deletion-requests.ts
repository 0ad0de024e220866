import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

export interface NewDataDeletionRequest {
  email: string;
  reason: string | null;
  /** When the person asked, as their browser stated it; createdAt is when we received it. */
  requestedAt: Date | null;
  /** Digest of the token in the confirmation link mailed to the address, and when the link stops working. */
  confirmTokenHash?: string | null;
  confirmExpiresAt?: Date | null;
}

export interface DataDeletionRequest {
  id: number;
  /** Empty once processed: the address was erased with everything else. */
  email: string;
  reason: string | null;
  requestedAt: Date | null;
  /** 'received' (waiting for the person's confirmation or an admin) or 'processed'. */
  status: string;
  createdAt: Date;
  confirmationPending: boolean;
  processedAt: Date | null;
  processedBy: string | null;
  erasedRows: number | null;
}

export interface DataDeletionRequestStore {
  create(request: NewDataDeletionRequest): Promise<DataDeletionRequest>;
  findById(id: number): Promise<DataDeletionRequest | undefined>;
  /** The unprocessed request whose confirmation link has this token digest and has not expired at `now`. */
  findByConfirmToken(tokenHash: string, now: Date): Promise<DataDeletionRequest | undefined>;
  /** Newest first. */
  list(limit: number): Promise<DataDeletionRequest[]>;
  /**
   * Records the processing on the kept request and strips it of the address and reason; answers false
   * when it was already processed (a second admin, or the link used twice).
   */
  markProcessed(id: number, processed: { at: Date; by: string; erasedRows: number }): Promise<boolean>;
}

type Row = {
  id: number;
  email: string;
  reason: string | null;
  requestedAt: Date | string | null;
  status: string;
  createdAt: Date;
  confirmTokenHash: string | null;
  confirmExpiresAt: Date | null;
  processedAt: Date | null;
  processedBy: string | null;
  erasedRows: number | null;
};

function toRequest(row: Row): DataDeletionRequest {
  return {
    id: row.id,
    email: row.email,
    reason: row.reason,
    requestedAt: row.requestedAt === null ? null : new Date(row.requestedAt),
    status: row.status,
    createdAt: row.createdAt,
    confirmationPending: row.processedAt === null && row.confirmTokenHash !== null,
    processedAt: row.processedAt === null ? null : new Date(row.processedAt),
    processedBy: row.processedBy,
    erasedRows: row.erasedRows,
  };
}

export function kyselyDataDeletionRequestStore(db: Kysely<Database>): DataDeletionRequestStore {
  return {
    async create(request) {
      const row = await db.insertInto('dataDeletionRequests').values(request).returningAll().executeTakeFirstOrThrow();
      return toRequest(row);
    },
    async findById(id) {
      const row = await db.selectFrom('dataDeletionRequests').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toRequest(row) : undefined;
    },
    async findByConfirmToken(tokenHash, now) {
      const row = await db
        .selectFrom('dataDeletionRequests')
        .selectAll()
        .where('confirmTokenHash', '=', tokenHash)
        .where('processedAt', 'is', null)
        .where('confirmExpiresAt', '>', now)
        .executeTakeFirst();
      return row ? toRequest(row) : undefined;
    },
    async list(limit) {
      const rows = await db.selectFrom('dataDeletionRequests').selectAll().orderBy('id', 'desc').limit(limit).execute();
      return rows.map(toRequest);
    },
    async markProcessed(id, processed) {
      const result = await db
        .updateTable('dataDeletionRequests')
        .set({
          email: '',
          reason: null,
          status: 'processed',
          confirmTokenHash: null,
          confirmExpiresAt: null,
          processedAt: processed.at,
          processedBy: processed.by,
          erasedRows: processed.erasedRows,
        })
        .where('id', '=', id)
        .where('processedAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
