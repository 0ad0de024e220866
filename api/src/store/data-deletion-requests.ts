import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

export interface NewDataDeletionRequest {
  email: string;
  reason: string | null;
  /** When the person asked, as their browser stated it; createdAt is when we received it. */
  requestedAt: Date | null;
}

export interface DataDeletionRequest {
  id: number;
  email: string;
  reason: string | null;
  requestedAt: Date | null;
  status: string;
  createdAt: Date;
}

export interface DataDeletionRequestStore {
  create(request: NewDataDeletionRequest): Promise<DataDeletionRequest>;
  findById(id: number): Promise<DataDeletionRequest | undefined>;
}

function toRequest(row: {
  id: number;
  email: string;
  reason: string | null;
  requestedAt: Date | string | null;
  status: string;
  createdAt: Date;
}): DataDeletionRequest {
  return { ...row, requestedAt: row.requestedAt === null ? null : new Date(row.requestedAt) };
}

export function kyselyDataDeletionRequestStore(db: Kysely<Database>): DataDeletionRequestStore {
  return {
    async create(request) {
      const row = await db
        .insertInto('dataDeletionRequests')
        .values(request)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRequest(row);
    },
    async findById(id) {
      const row = await db.selectFrom('dataDeletionRequests').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toRequest(row) : undefined;
    },
  };
}
