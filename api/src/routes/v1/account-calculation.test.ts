import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestServer } from '../../test-support/app.js';
import { signUp, TestBrowser } from '../../test-support/browser.js';
import { storeTargets } from '../../test-support/stores.js';

const QDRO = {
  currentBalance: 250000,
  employeeAge: 45,
  spouseAge: 43,
  marriageDate: '2010-06-15',
  separationDate: '2024-03-01',
  employmentStartDate: '2008-01-01',
  annualContribution: 12000,
  accountType: '401k',
  divisionMethod: 'percentage',
  divisionPercentage: 50,
  expectedGrowthRate: 7,
  state: 'california',
};

describe.each(storeTargets())('GET /api/v1/account/calculations/{id} on $name (issue 33: a reopened calculation shows its result)', (target) => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestApp(target);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('answers the owner with the calculation and its stored result, and nobody else', async () => {
    const owner = new TestBrowser(app);
    await app.store.users.setPremium((await signUp(owner)).id, true);
    const made = await owner.call('POST', '/api/v1/calculators/qdro', QDRO);
    expect(made.status, made.text).toBe(200);
    const { id, spouseEntitlement } = made.body as { id: number; spouseEntitlement: number };

    const stored = await owner.call('GET', `/api/v1/account/calculations/${id}`);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('cache-control')).toBe('no-store');
    const body = stored.body as { id: number; type: string; amount: number; input: unknown; result: { spouseEntitlement: number } };
    expect(body).toMatchObject({ id, type: 'qdro', state: 'california', amount: spouseEntitlement, input: QDRO });
    expect(body.result.spouseEntitlement).toBe(spouseEntitlement);
    // Reading it stores nothing: the history still holds one calculation.
    const history = (await owner.call('GET', '/api/v1/account/calculations')).body as { calculations: unknown[] };
    expect(history.calculations).toHaveLength(1);

    const someoneElse = new TestBrowser(app);
    await signUp(someoneElse);
    const refused = await someoneElse.call('GET', `/api/v1/account/calculations/${id}`);
    expect(refused.status).toBe(404);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect((await new TestBrowser(app).call('GET', `/api/v1/account/calculations/${id}`)).status).toBe(401);
    expect((await owner.call('GET', '/api/v1/account/calculations/999999999')).status).toBe(404);
    // An id that is no number names no calculation either.
    const malformed = await owner.call('GET', '/api/v1/account/calculations/forty-two');
    expect(malformed.status).toBe(404);
    expect(malformed.headers.get('content-type')).toContain('application/problem+json');
  });
});
