import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

export interface NewCalculation {
  /** Which calculator: child-support, alimony, budget, income-tax, financial-wellness-quiz. */
  type: string;
  input: unknown;
  result: unknown;
  /** The signed-in account it belongs to; absent for anonymous and partner calls. */
  userId?: number | null;
}

export interface Calculation extends NewCalculation {
  id: number;
  createdAt: Date;
}

export interface CalculationStore {
  create(calculation: NewCalculation): Promise<Calculation>;
  findById(id: number): Promise<Calculation | undefined>;
  /** The account's calculations, newest first. */
  listForUser(userId: number, limit: number): Promise<Calculation[]>;
}

/** jsonb refuses the NUL character; validated inputs never hold one, but a result is not ours to trust blindly. */
function toJsonText(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' ? v.replaceAll('\u0000', '') : v));
}

export function kyselyCalculationStore(db: Kysely<Database>): CalculationStore {
  return {
    async create({ type, input, result, userId }) {
      // jsonb goes in as JSON text: drivers would turn a top-level array into a PostgreSQL array.
      const row = await db
        .insertInto('calculations')
        .values({ type, input: toJsonText(input), result: toJsonText(result), userId: userId ?? null })
        .returningAll()
        .executeTakeFirstOrThrow();
      return row;
    },
    async findById(id) {
      return db.selectFrom('calculations').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async listForUser(userId, limit) {
      return db
        .selectFrom('calculations')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
