import type { Kysely } from 'kysely';
import type { Database } from './schema.js';
import { isDatabaseUnavailable } from './unavailable.js';
import { writeBatcher, type WriteBatcher } from './write-batcher.js';

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
  /** Resolves once the calculation is committed. */
  create(calculation: NewCalculation): Promise<Calculation>;
  findById(id: number): Promise<Calculation | undefined>;
  /** The account's calculations, newest first. */
  listForUser(userId: number, limit: number): Promise<Calculation[]>;
}

/** A NUL written by JSON.stringify (`\u0000`), unless its backslash is itself escaped (`\\u0000` is text). */
const ESCAPED_NUL = /(?<!\\)((?:\\\\)*)\\u0000/g;

/**
 * jsonb refuses the NUL character; validated inputs never hold one, but a result is not ours to trust
 * blindly. Stringified once, and searched only in the rare text that has one.
 */
export function toJsonText(value: unknown): string {
  const text = JSON.stringify(value);
  return text.includes('\\u0000') ? text.replace(ESCAPED_NUL, '$1') : text;
}

function rowOf({ type, input, result, userId }: NewCalculation) {
  // jsonb goes in as JSON text: drivers would turn a top-level array into a PostgreSQL array.
  return { type, input: toJsonText(input), result: toJsonText(result), userId: userId ?? null };
}

/**
 * Stores calculations in one INSERT per batch and answers each its own id. Ids come from the table's
 * sequence in the order the rows are inserted, which is the order of the VALUES list, so the returned
 * rows are matched to the batch by ascending id (whatever order RETURNING lists them in).
 */
export async function insertCalculations(
  db: Kysely<Database>,
  calculations: readonly NewCalculation[],
): Promise<Calculation[]> {
  const rows = await db
    .insertInto('calculations')
    .values(calculations.map(rowOf))
    .returning(['id', 'createdAt'])
    .execute();
  rows.sort((a, b) => a.id - b.id);
  return calculations.map((calculation, i) => ({
    ...calculation,
    userId: calculation.userId ?? null,
    ...rows[i]!,
  }));
}

export function kyselyCalculationStore(
  db: Kysely<Database>,
  batcher?: WriteBatcher<NewCalculation, Calculation>,
): CalculationStore {
  return {
    async create(calculation) {
      if (batcher) return batcher.write(calculation);
      const [stored] = await insertCalculations(db, [calculation]);
      return stored!;
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

/**
 * Calculations written outside a transaction are grouped: concurrent requests share one INSERT (see
 * write-batcher.ts). Up to 200 rows a statement (4 parameters each, far below PostgreSQL's 65,535).
 */
export function calculationBatcher(
  db: Kysely<Database>,
  options: { maxConcurrentBatches: number },
): WriteBatcher<NewCalculation, Calculation> {
  return writeBatcher({
    writeBatch: (calculations) => insertCalculations(db, calculations),
    failsEveryItem: isDatabaseUnavailable,
    maxBatchSize: 200,
    maxConcurrentBatches: options.maxConcurrentBatches,
  });
}
