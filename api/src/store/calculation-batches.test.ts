import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestApp, type TestServer } from '../test-support/app.js';
import { NEW_YORK_CHILD_SUPPORT } from '../test-support/child-support-case.js';
import { storeTargets } from '../test-support/stores.js';
import type { Store } from './index.js';
import { isDatabaseUnavailable } from './unavailable.js';
import { writeBatcher } from './write-batcher.js';

/** No account has this id, so a calculation naming it breaks the foreign key: its row alone is refused. */
const MISSING_USER_ID = 987_654_321;

describe.each(storeTargets())('calculations written together on $name', (target) => {
  let store: Store;
  beforeAll(async () => {
    store = await target.open();
  });
  afterAll(async () => {
    await target.dispose(store);
  });

  it('stores every one of many concurrent writes, each under the id it was answered', async () => {
    const writes = Array.from({ length: 300 }, (_, n) => ({
      type: 'budget',
      input: { n },
      result: { total: n * 2 },
    }));
    const stored = await Promise.all(writes.map((write) => store.calculations.create(write)));
    expect(new Set(stored.map((row) => row.id)).size).toBe(writes.length);
    for (const [n, row] of stored.entries()) {
      expect(row.input).toEqual({ n });
      const read = await store.calculations.findById(row.id);
      expect(read).toMatchObject({ type: 'budget', input: { n }, result: { total: n * 2 } });
    }
  });

  it('refuses only the writes whose own row fails, stores the others of their batch, and stores nothing of the refused', async () => {
    const marker = `mixed-${Date.now()}`;
    const writes = Array.from({ length: 40 }, (_, n) => ({
      type: marker,
      input: { n },
      result: { n },
      ...(n % 5 === 0 ? { userId: MISSING_USER_ID } : {}),
    }));
    const outcomes = await Promise.allSettled(writes.map((write) => store.calculations.create(write)));
    const refused = outcomes.flatMap((outcome, n) => (outcome.status === 'rejected' ? [n] : []));
    expect(refused).toEqual(writes.flatMap((_, n) => (n % 5 === 0 ? [n] : [])));
    for (const n of refused) {
      const reason = (outcomes[n] as PromiseRejectedResult).reason as unknown;
      expect(isDatabaseUnavailable(reason)).toBe(false);
    }
    // Each accepted write once (its batch's failed INSERT kept nothing), and none of the refused.
    const { calculations } = await store.adminReports.exportAll();
    const storedNs = calculations
      .filter((row) => row.type === marker)
      .map((row) => (row.input as { n: number }).n);
    expect(storedNs.sort((a, b) => a - b)).toEqual(writes.flatMap((_, n) => (n % 5 === 0 ? [] : [n])));
  });

  it('finishes every requested write before the store closes, and refuses writes after', async () => {
    const closing = await target.open();
    const pending = Array.from({ length: 50 }, (_, n) =>
      closing.calculations.create({ type: 'budget', input: { n }, result: {} }),
    );
    await closing.close();
    const stored = await Promise.all(pending);
    expect(stored).toHaveLength(50);
    const late = closing.calculations.create({ type: 'budget', input: {}, result: {} });
    await expect(late).rejects.toSatisfy(isDatabaseUnavailable);
    await target.dispose(closing).catch(() => undefined);
  });
});

describe('a batch the database fails as a whole', () => {
  it('rejects every write of the batch with that error and answers none as stored', async () => {
    const unavailable = Object.assign(new Error('Connection terminated unexpectedly'), {});
    const statements: number[][] = [];
    const batcher = writeBatcher<number, number>({
      writeBatch: (items) => {
        statements.push([...items]);
        return Promise.reject(unavailable);
      },
      failsEveryItem: isDatabaseUnavailable,
      maxBatchSize: 100,
      maxConcurrentBatches: 1,
    });
    const outcomes = await Promise.allSettled(Array.from({ length: 30 }, (_, n) => batcher.write(n)));
    expect(outcomes.every((outcome) => outcome.status === 'rejected' && outcome.reason === unavailable)).toBe(
      true,
    );
    // One statement for all 30 (they were requested in one turn), and no retry row by row.
    expect(statements).toEqual([Array.from({ length: 30 }, (_, n) => n)]);
    await batcher.close();
  });
});

describe.each(storeTargets())('concurrent calculator requests on $name', (target) => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestApp(target);
  });
  afterAll(async () => {
    await app.close();
  });

  it("answers each after its own row is stored: every acknowledged id holds that request's input", async () => {
    const incomes = Array.from({ length: 60 }, (_, n) => 2000 + n);
    const answers = await Promise.all(
      incomes.map((income) =>
        postJson(app.url, '/api/v1/calculators/child-support', {
          ...NEW_YORK_CHILD_SUPPORT,
          custodialParentIncome: income,
        }),
      ),
    );
    const ids = new Set<number>();
    for (const [n, answer] of answers.entries()) {
      expect(answer.status).toBe(200);
      const body = answer.body as { id: number; saved: boolean; monthlyPayment: number };
      expect(body.saved).toBe(true);
      ids.add(body.id);
      const stored = await app.store.calculations.findById(body.id);
      expect(stored?.input).toMatchObject({ custodialParentIncome: incomes[n] });
      expect(stored?.result).toMatchObject({ monthlyPayment: body.monthlyPayment });
    }
    expect(ids.size).toBe(incomes.length);
  });
});
