import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestServer } from '../../test-support/app.js';
import { signUp, TestBrowser } from '../../test-support/browser.js';
import { NEW_YORK_CHILD_SUPPORT } from '../../test-support/child-support-case.js';
import { storeTargets } from '../../test-support/stores.js';
import { SCENARIO_LIMIT } from './account-scenarios.js';

interface ScenarioBody {
  id: number;
  name: string;
  calculator: string;
  state: string | null;
  amount: number | null;
  input: Record<string, unknown>;
  result: { monthlyPayment: number };
  updatedAt: string;
}

const THEIR_OFFER = { ...NEW_YORK_CHILD_SUPPORT, nonCustodialParentIncome: 5200 };

describe.each(storeTargets())('/api/v1/account/scenarios on $name (issue 31 §3)', (target) => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestApp(target);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('saves, lists, reads, renames, changes the input of and deletes a scenario, computing its result on the server', async () => {
    const owner = new TestBrowser(app);
    await signUp(owner);
    const calculated = await owner.call('POST', '/api/v1/calculators/child-support', NEW_YORK_CHILD_SUPPORT);
    const expected = (calculated.body as { monthlyPayment: number }).monthlyPayment;
    const history = async () => ((await owner.call('GET', '/api/v1/account/calculations')).body as { calculations: unknown[] }).calculations.length;
    const before = await history();

    // A result sent by the client is not ours to store: it is refused, and the server computes it from the input.
    const withResult = await owner.call('POST', '/api/v1/account/scenarios', { name: 'Mine', calculator: 'child-support', input: NEW_YORK_CHILD_SUPPORT, result: { monthlyPayment: 1 } });
    expect(withResult.status).toBe(400);
    expect((withResult.body as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual(['result']);
    const created = await owner.call('POST', '/api/v1/account/scenarios', { name: '  My offer ', calculator: 'child-support', input: NEW_YORK_CHILD_SUPPORT });
    expect(created.status, created.text).toBe(201);
    const mine = created.body as ScenarioBody;
    expect(mine).toMatchObject({ name: 'My offer', calculator: 'child-support', state: 'new-york', amount: expected });
    expect(mine.result.monthlyPayment).toBe(expected);
    expect(await history()).toBe(before);

    const theirs = (await owner.call('POST', '/api/v1/account/scenarios', { name: 'Their offer', calculator: 'child-support', input: THEIR_OFFER })).body as ScenarioBody;
    expect(theirs.amount).toBeGreaterThan(expected);

    const listed = await owner.call('GET', '/api/v1/account/scenarios');
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    const list = listed.body as { scenarios: ScenarioBody[]; limit: number };
    expect(list.limit).toBe(SCENARIO_LIMIT);
    expect(list.scenarios.map((s) => s.name)).toEqual(['My offer', 'Their offer']);
    expect(list.scenarios[0]).not.toHaveProperty('result');

    const read = await owner.call('GET', `/api/v1/account/scenarios/${mine.id}`);
    expect(read.status).toBe(200);
    expect((read.body as ScenarioBody).result.monthlyPayment).toBe(expected);

    const renamed = await owner.call('PATCH', `/api/v1/account/scenarios/${mine.id}`, { name: 'Court guideline' });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body).toMatchObject({ id: mine.id, name: 'Court guideline', amount: expected });

    const changed = await owner.call('PATCH', `/api/v1/account/scenarios/${mine.id}`, { input: THEIR_OFFER });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ name: 'Court guideline', amount: theirs.amount, input: expect.objectContaining({ nonCustodialParentIncome: 5200 }) });

    const deleted = await owner.call('DELETE', `/api/v1/account/scenarios/${mine.id}`);
    expect(deleted.status, deleted.text).toBe(200);
    expect((await owner.call('GET', `/api/v1/account/scenarios/${mine.id}`)).status).toBe(404);
    expect((await owner.call('DELETE', `/api/v1/account/scenarios/${mine.id}`)).status).toBe(404);
    expect(((await owner.call('GET', '/api/v1/account/scenarios')).body as { scenarios: ScenarioBody[] }).scenarios.map((s) => s.name)).toEqual(['Their offer']);
  });

  it('answers invalid scenarios with problem+json field errors, the calculator’s own at input.<field>', async () => {
    const owner = new TestBrowser(app);
    await signUp(owner);
    const empty = await owner.call('POST', '/api/v1/account/scenarios', {});
    expect(empty.status).toBe(400);
    expect(empty.headers.get('content-type')).toContain('application/problem+json');
    expect((empty.body as { errors: { path: string }[] }).errors).toEqual([{ path: 'calculator', message: 'Choose a calculator: one of child-support, alimony, budget' }]);
    const premium = await owner.call('POST', '/api/v1/account/scenarios', { name: 'Pension', calculator: 'qdro', input: NEW_YORK_CHILD_SUPPORT });
    expect((premium.body as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual(['calculator']);

    const blank = await owner.call('POST', '/api/v1/account/scenarios', { name: '   ', calculator: 'child-support', input: NEW_YORK_CHILD_SUPPORT });
    expect(blank.status).toBe(400);
    expect((blank.body as { errors: { path: string; message: string }[] }).errors).toEqual([{ path: 'name', message: 'Give the scenario a name' }]);
    expect((await owner.call('POST', '/api/v1/account/scenarios', { name: 'x'.repeat(81), calculator: 'child-support', input: NEW_YORK_CHILD_SUPPORT })).status).toBe(400);

    const badInput = await owner.call('POST', '/api/v1/account/scenarios', { name: 'Broken', calculator: 'child-support', input: { ...NEW_YORK_CHILD_SUPPORT, nonCustodialParentIncome: -5 } });
    expect(badInput.status).toBe(400);
    const paths = (badInput.body as { errors: { path: string }[] }).errors.map((e) => e.path);
    expect(paths).toContain('input.nonCustodialParentIncome');

    expect((await owner.call('POST', '/api/v1/account/scenarios', { name: 'Mine', calculator: 'child-support', input: NEW_YORK_CHILD_SUPPORT })).status).toBe(201);
    const duplicate = await owner.call('POST', '/api/v1/account/scenarios', { name: 'MINE', calculator: 'child-support', input: NEW_YORK_CHILD_SUPPORT });
    expect(duplicate.status).toBe(400);
    expect((duplicate.body as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual(['name']);

    const list = (await owner.call('GET', '/api/v1/account/scenarios')).body as { scenarios: ScenarioBody[] };
    const id = list.scenarios[0]!.id;
    const nothing = await owner.call('PATCH', `/api/v1/account/scenarios/${id}`, {});
    expect(nothing.status).toBe(400);
    expect(nothing.headers.get('content-type')).toContain('application/problem+json');
    const badChange = await owner.call('PATCH', `/api/v1/account/scenarios/${id}`, { input: { ...NEW_YORK_CHILD_SUPPORT, numberOfChildren: 0 } });
    expect(badChange.status).toBe(400);
    expect((badChange.body as { errors: { path: string }[] }).errors.map((e) => e.path)).toContain('input.numberOfChildren');
    // Nothing was stored: one scenario, as saved.
    expect(((await owner.call('GET', `/api/v1/account/scenarios/${id}`)).body as ScenarioBody).input).toMatchObject({ numberOfChildren: 2 });
  });

  it('answers another account’s scenario as absent, and a signed-out or cross-site caller not at all', async () => {
    const owner = new TestBrowser(app);
    await signUp(owner);
    const { id } = (await owner.call('POST', '/api/v1/account/scenarios', { name: 'My offer', calculator: 'child-support', input: NEW_YORK_CHILD_SUPPORT })).body as ScenarioBody;

    const someoneElse = new TestBrowser(app);
    await signUp(someoneElse);
    for (const [method, body] of [['GET'], ['PATCH', { name: 'Mine now' }], ['DELETE']] as const) {
      const refused = await someoneElse.call(method, `/api/v1/account/scenarios/${id}`, body);
      expect(refused.status, `${method} ${refused.text}`).toBe(404);
      expect(refused.headers.get('content-type')).toContain('application/problem+json');
    }
    expect(((await someoneElse.call('GET', '/api/v1/account/scenarios')).body as { scenarios: unknown[] }).scenarios).toEqual([]);
    expect((await owner.call('GET', `/api/v1/account/scenarios/${id}`)).body).toMatchObject({ name: 'My offer' });
    expect((await owner.call('GET', '/api/v1/account/scenarios/not-a-number')).status).toBe(404);

    expect((await new TestBrowser(app).call('GET', '/api/v1/account/scenarios')).status).toBe(401);
    expect((await new TestBrowser(app).call('POST', '/api/v1/account/scenarios', { name: 'x', calculator: 'child-support', input: NEW_YORK_CHILD_SUPPORT })).status).toBe(401);
    // The owner's cookie sent from another site's page: refused before anything is read or written.
    const crossSite = new TestBrowser(app, 'https://elsewhere.example');
    crossSite.cookie = owner.cookie;
    expect((await crossSite.call('DELETE', `/api/v1/account/scenarios/${id}`)).status).toBe(403);
    expect((await crossSite.call('PATCH', `/api/v1/account/scenarios/${id}`, { name: 'Hijacked' })).status).toBe(403);
    expect((await owner.call('GET', `/api/v1/account/scenarios/${id}`)).body).toMatchObject({ name: 'My offer' });
  });

  it(`keeps at most ${SCENARIO_LIMIT} scenarios an account and says so with 409`, async () => {
    const owner = new TestBrowser(app);
    const { id: userId } = await signUp(owner);
    // Filled through the store (the route's rate limit is not what this checks), then one more through the API.
    for (let i = 1; i <= SCENARIO_LIMIT; i += 1) {
      const stored = await app.store.transaction((stores) =>
        stores.scenarios.create({ userId, name: `Offer ${i}`, calculator: 'budget', input: {}, result: {} }, SCENARIO_LIMIT),
      );
      expect(stored).toBeDefined();
    }
    const full = await owner.call('POST', '/api/v1/account/scenarios', { name: 'One more', calculator: 'child-support', input: NEW_YORK_CHILD_SUPPORT });
    expect(full.status, full.text).toBe(409);
    expect(full.headers.get('content-type')).toContain('application/problem+json');
    expect((full.body as { detail: string }).detail).toContain(`${SCENARIO_LIMIT} scenarios`);
    const list = (await owner.call('GET', '/api/v1/account/scenarios')).body as { scenarios: ScenarioBody[] };
    expect(list.scenarios).toHaveLength(SCENARIO_LIMIT);
    // Deleting one makes room again.
    expect((await owner.call('DELETE', `/api/v1/account/scenarios/${list.scenarios[0]!.id}`)).status).toBe(200);
    expect((await owner.call('POST', '/api/v1/account/scenarios', { name: 'One more', calculator: 'child-support', input: NEW_YORK_CHILD_SUPPORT })).status).toBe(201);
  });
});
