import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestApp, type TestServer } from '../../test-support/app.js';
import { storeTargets } from '../../test-support/stores.js';
import { alimonyOperation } from './alimony.js';
import { budgetOperation } from './budget.js';
import { childSupportOperation } from './child-support.js';
import { incomeTaxOperation } from './income-tax.js';

/** The earlier product's client sent every child support field as text (spec part 1, section 7). */
const CHILD_SUPPORT_AS_TEXT = {
  custodialParentIncome: '$3,000',
  custodialParentDeductions: '',
  nonCustodialParentIncome: '$4,000',
  nonCustodialParentDeductions: '',
  numberOfChildren: '2',
  custodyArrangement: 'primary',
  custodialParentTime: '80',
  nonCustodialParentTime: '20',
  state: 'texas',
};

const BUDGET = {
  primaryIncome: 4000,
  childSupport: 500,
  housingCost: 1800,
  utilities: 200,
  insurance: 150,
  groceries: 600,
  transportation: 300,
  healthcare: 200,
};

describe.each(storeTargets())('calculators on $name', (target) => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestApp(target);
  });
  afterAll(async () => {
    await app.close();
  });

  describe('child support', () => {
    it('answers the engine result plus the stored calculation id', async () => {
      const res = await postJson(app.url, '/api/v1/calculators/child-support', CHILD_SUPPORT_AS_TEXT);
      expect(res.status).toBe(200);
      expect(childSupportOperation.success.schema.safeParse(res.body).success).toBe(true);
      const body = res.body as { id: number; monthlyPayment: number; meta: { jurisdiction: string } };
      expect(body.meta.jurisdiction).toBe('texas');
      expect(body.monthlyPayment).toBeGreaterThan(0);
      const stored = await app.store.calculations.findById(body.id);
      expect(stored?.type).toBe('child-support');
      expect(stored?.input).toMatchObject({ custodialParentIncome: 3000, nonCustodialParentIncome: 4000, numberOfChildren: 2 });
      expect(stored?.result).toMatchObject({ monthlyPayment: body.monthlyPayment });
    });

    it('answers the same on the earlier path', async () => {
      const v1 = await postJson(app.url, '/api/v1/calculators/child-support', CHILD_SUPPORT_AS_TEXT);
      const legacy = await postJson(app.url, '/api/child-support/calculate', CHILD_SUPPORT_AS_TEXT);
      expect(legacy.status).toBe(200);
      const { id: idA, ...a } = v1.body as { id: number };
      const { id: idB, ...b } = legacy.body as { id: number };
      expect(b).toEqual(a);
      expect(idB).toBeGreaterThan(idA);
    });

    it.each([
      [{ ...CHILD_SUPPORT_AS_TEXT, state: '' }, 'state', 'State is required'],
      [{ ...CHILD_SUPPORT_AS_TEXT, numberOfChildren: '' }, 'numberOfChildren', 'Number of children is required'],
      [{ ...CHILD_SUPPORT_AS_TEXT, custodyArrangement: '' }, 'custodyArrangement', 'Custody arrangement is required'],
      [{ ...CHILD_SUPPORT_AS_TEXT, nonCustodialParentIncome: '-5' }, 'nonCustodialParentIncome', 'Must be a valid positive number'],
      [{ ...CHILD_SUPPORT_AS_TEXT, custodialParentTime: '140' }, 'custodialParentTime', 'Must be a percentage between 0 and 100'],
    ])('refuses invalid input with the form message (%#)', async (input, path, message) => {
      const res = await postJson(app.url, '/api/v1/calculators/child-support', input);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect((res.body as { errors: unknown[] }).errors).toContainEqual({ path, message });
    });
  });

  describe('alimony', () => {
    /** As the earlier product's form sent it: text fields and marriageLength (spec part 1, section 7). */
    const ALIMONY = {
      marriageDate: '2010-05-01',
      separationDate: '2025-05-01',
      payerIncome: '$8,000',
      recipientIncome: '$3,000',
      payerExpenses: '4000',
      recipientExpenses: '3000',
      alimonyType: 'rehabilitative',
      payerAge: '50',
      recipientAge: '48',
      state: 'new-york',
      marriageLength: '15',
    };

    it('answers amount, duration and the stored id', async () => {
      const res = await postJson(app.url, '/api/v1/calculators/alimony', ALIMONY);
      expect(res.status, res.text).toBe(200);
      expect(alimonyOperation.success.schema.safeParse(res.body).success).toBe(true);
      const body = res.body as { id: number; monthlyPayment: number; duration: string; incomeDifferential: number; percentage: number };
      expect(body.monthlyPayment).toBeGreaterThan(0);
      expect(body.duration.length).toBeGreaterThan(0);
      const stored = await app.store.calculations.findById(body.id);
      expect(stored).toMatchObject({ type: 'alimony', input: { payerIncome: 8000, state: 'new-york' } });
    });

    it('answers the same on /api/alimony/calculate', async () => {
      const res = await postJson(app.url, '/api/alimony/calculate', ALIMONY);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ meta: { jurisdiction: 'new-york' } });
    });

    it.each([
      [{ ...ALIMONY, marriageDate: '' }, 'marriageDate', 'Marriage date is required'],
      [{ ...ALIMONY, alimonyType: '' }, 'alimonyType', 'Alimony type is required'],
      [{ ...ALIMONY, payerAge: '130' }, 'payerAge', 'Must be a valid age'],
      [{ ...ALIMONY, payerIncome: '' }, 'payerIncome', 'Income is required'],
    ])('refuses invalid input with the form message (%#)', async (input, path, message) => {
      const res = await postJson(app.url, '/api/alimony/calculate', input);
      expect(res.status).toBe(400);
      expect((res.body as { errors: unknown[] }).errors).toContainEqual({ path, message });
    });
  });

  describe('budget', () => {
    it('answers totals, the deficit flag and the stored id', async () => {
      const res = await postJson(app.url, '/api/v1/calculators/budget', BUDGET);
      expect(res.status).toBe(200);
      expect(budgetOperation.success.schema.safeParse(res.body).success).toBe(true);
      expect(res.body).toMatchObject({ totalIncome: 4500, totalExpenses: 3250, monthlySurplus: 1250, isDeficit: false });
      const stored = await app.store.calculations.findById((res.body as { id: number }).id);
      expect(stored).toMatchObject({ type: 'budget', result: { totalIncome: 4500 } });
    });

    it('answers the same on /api/calculate-budget', async () => {
      const res = await postJson(app.url, '/api/calculate-budget', { ...BUDGET, housingCost: 4000 });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ isDeficit: true, monthlySurplus: -950 });
      expect(typeof (res.body as { id: unknown }).id).toBe('number');
    });

    it('refuses a missing required amount with the form message', async () => {
      const res = await postJson(app.url, '/api/calculate-budget', { ...BUDGET, groceries: '' });
      expect(res.status).toBe(400);
      expect((res.body as { errors: unknown[] }).errors).toEqual([{ path: 'groceries', message: 'Groceries cost is required' }]);
    });
  });

  describe('income tax', () => {
    const INPUT = { taxYear: 2025, filingStatus: 'single', wages: 60000, state: 'texas' };

    it('answers federal, FICA and state tax with the stored id', async () => {
      const res = await postJson(app.url, '/api/v1/income-tax', INPUT);
      expect(res.status).toBe(200);
      expect(incomeTaxOperation.success.schema.safeParse(res.body).success).toBe(true);
      expect(res.body).toMatchObject({ taxYear: 2025, stateIncomeTax: 0 });
      const stored = await app.store.calculations.findById((res.body as { id: number }).id);
      expect(stored?.type).toBe('income-tax');
    });

    it('refuses a missing filing status with the form message', async () => {
      const res = await postJson(app.url, '/api/v1/income-tax', { ...INPUT, filingStatus: '' });
      expect(res.status).toBe(400);
      expect((res.body as { errors: unknown[] }).errors).toContainEqual({ path: 'filingStatus', message: 'Filing status is required' });
    });
  });

  it('stores nothing when the input is invalid', async () => {
    const before = await postJson(app.url, '/api/v1/calculators/budget', BUDGET);
    await postJson(app.url, '/api/v1/calculators/budget', { ...BUDGET, primaryIncome: 'lots' });
    const after = await postJson(app.url, '/api/v1/calculators/budget', BUDGET);
    expect((after.body as { id: number }).id).toBe((before.body as { id: number }).id + 1);
  });
});
