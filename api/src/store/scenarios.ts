import { sql, type Kysely } from 'kysely';
import { toJsonText } from './calculations.js';
import type { Database } from './schema.js';

/** A named scenario of an account (issue 31 §3): a calculator's input and the result computed from it. */
export interface Scenario {
  id: number;
  userId: number;
  name: string;
  /** The free calculator it belongs to: child-support, alimony or budget. */
  calculator: string;
  input: unknown;
  /** The result the server computed from `input` when the scenario was saved or its input last changed. */
  result: unknown;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewScenario {
  userId: number;
  name: string;
  calculator: string;
  input: unknown;
  result: unknown;
}

/** What a change may replace: the name, or the input with the result computed from it. */
export interface ScenarioChange {
  name?: string;
  input?: { value: unknown; result: unknown };
}

export interface ScenarioStore {
  /**
   * Stores the scenario unless the account already holds `limit` of them (then `undefined`). The account's row is
   * locked first, so two requests at once cannot both take the last place; run it inside a transaction.
   */
  create(scenario: NewScenario, limit: number): Promise<Scenario | undefined>;
  /** The account's scenarios, oldest first (the order they were made in, which the comparison keeps). */
  listForUser(userId: number): Promise<Scenario[]>;
  /** The scenario of that id when it is the account's; another account's is answered as absent. */
  findForUser(userId: number, id: number): Promise<Scenario | undefined>;
  update(userId: number, id: number, change: ScenarioChange, now: Date): Promise<Scenario | undefined>;
  /** Whether a scenario of the account was deleted. */
  delete(userId: number, id: number): Promise<boolean>;
}

export function kyselyScenarioStore(db: Kysely<Database>): ScenarioStore {
  const ofUser = (userId: number) => db.selectFrom('scenarios').selectAll().where('userId', '=', userId);
  return {
    async create(scenario, limit) {
      await sql`select id from users where id = ${scenario.userId} for update`.execute(db);
      const held = await db.selectFrom('scenarios').select(sql<string>`count(*)`.as('n')).where('userId', '=', scenario.userId).executeTakeFirst();
      if (Number(held?.n ?? 0) >= limit) return undefined;
      return db
        .insertInto('scenarios')
        .values({
          userId: scenario.userId,
          name: scenario.name,
          calculator: scenario.calculator,
          // jsonb goes in as JSON text (see calculations.ts).
          input: toJsonText(scenario.input),
          result: toJsonText(scenario.result),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    async listForUser(userId) {
      return ofUser(userId).orderBy('id').execute();
    },
    async findForUser(userId, id) {
      return ofUser(userId).where('id', '=', id).executeTakeFirst();
    },
    async update(userId, id, change, now) {
      return db
        .updateTable('scenarios')
        .set({
          ...(change.name !== undefined ? { name: change.name } : {}),
          ...(change.input !== undefined ? { input: toJsonText(change.input.value), result: toJsonText(change.input.result) } : {}),
          updatedAt: now,
        })
        .where('userId', '=', userId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },
    async delete(userId, id) {
      const deleted = await db.deleteFrom('scenarios').where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
      return Number(deleted.numDeletedRows) > 0;
    },
  };
}
