import { calculateChildSupport, calculateHouseholds, calculateIncomeTax } from '@securesplit/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, send, startTestApp, type TestServer } from '../../test-support/app.js';
import { storeTargets } from '../../test-support/stores.js';
import { HOUSEHOLDS_EXAMPLE, HOUSEHOLDS_EXAMPLE_RESULT, householdsOperation } from './households.js';

const PATH = '/api/v1/households';

interface Household {
  role: string;
  federalIncomeTax: number;
  fica: number;
  stateIncomeTax: number;
  childSupportPaid: number;
  netMonthly: number;
}
interface Answer {
  households: Household[];
  timeline: Array<{ from: string; households: Household[] }>;
  steps: Array<{ label: string; source?: string }>;
}

const cents = (n: number) => Math.round(n * 100) / 100;

describe('households reference example', () => {
  it('is schema-valid and its households are the engine’s answer', () => {
    expect(householdsOperation.success.schema.safeParse({ ...HOUSEHOLDS_EXAMPLE_RESULT, id: 42, saved: true }).success).toBe(true);
    expect(calculateHouseholds(HOUSEHOLDS_EXAMPLE).households).toEqual(HOUSEHOLDS_EXAMPLE_RESULT.households);
  });
});

describe.each(storeTargets())('POST /api/v1/households on $name', (target) => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestApp(target);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers both homes with the child-support and income-tax calculators’ figures, without signing in', async () => {
    const res = await postJson(app.url, PATH, HOUSEHOLDS_EXAMPLE);
    expect(res.status).toBe(200);
    expect(householdsOperation.success.schema.safeParse(res.body).success).toBe(true);
    const body = res.body as Answer;
    const [custodial, noncustodial] = body.households;
    // New York orders maintenance first: 600 deducted from the payer's income and added to the payee's.
    const support = calculateChildSupport({
      state: 'new-york',
      asOf: '2026-06-01',
      custodialParentIncome: 4600,
      nonCustodialParentIncome: 7500,
      nonCustodialParentDeductions: 600,
      numberOfChildren: 2,
      custodyArrangement: 'primary',
      custodialParentTime: 75,
      nonCustodialParentTime: 25,
    });
    expect(noncustodial!.childSupportPaid).toBe(support.monthlyPayment);
    const incomeTax = await postJson(app.url, '/api/v1/income-tax', {
      taxYear: 2026,
      filingStatus: 'single',
      wages: 90000,
      state: 'new-york',
      alimonyPaid: 7200,
      agreementDate: '2024-05-01',
    });
    const ncpTax = incomeTax.body as { federalIncomeTax: number; fica: number; stateIncomeTax: number };
    expect(noncustodial).toMatchObject({
      federalIncomeTax: cents(ncpTax.federalIncomeTax / 12),
      fica: cents(ncpTax.fica / 12),
      stateIncomeTax: cents(ncpTax.stateIncomeTax / 12),
    });
    const cpTax = calculateIncomeTax({ taxYear: 2026, filingStatus: 'head-of-household', wages: 48000, childrenUnder17: 2, state: 'new-york', alimonyReceived: 7200, agreementDate: '2024-05-01' });
    expect(custodial!.federalIncomeTax).toBe(cents(cpTax.federalIncomeTax / 12));
    expect(body.timeline.map((t) => t.from)).toEqual(['2026-06-01', '2028-06-01', '2035-09-01', '2039-03-15']);
    expect(body.steps.find((s) => s.label === 'Order of alimony and child support')?.source).toMatch(/DRL/);
  });

  it('refuses bad input with problem+json field errors', async () => {
    const res = await send(app.url, 'POST', PATH, {
      body: JSON.stringify({
        ...HOUSEHOLDS_EXAMPLE,
        noncustodial: { grossMonthly: 'lots', filingStatus: 'married-joint' },
        children: [{ livesWith: 'grandparent' }],
      }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const errors = (res.body as { errors: Array<{ path: string; message: string }> }).errors;
    expect(errors.map((e) => e.path)).toEqual(
      expect.arrayContaining(['noncustodial.grossMonthly', 'noncustodial.filingStatus', 'children.0.livesWith']),
    );
  });

  it('names the cross-field errors: custody that does not add up, alimony without its agreement date', async () => {
    const res = await send(app.url, 'POST', PATH, {
      body: JSON.stringify({
        ...HOUSEHOLDS_EXAMPLE,
        custody: { custodyArrangement: 'primary', custodialParentTime: 75, nonCustodialParentTime: 35 },
        alimony: { monthlyAmount: 600, paidBy: 'noncustodial' },
      }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(400);
    const paths = (res.body as { errors: Array<{ path: string }> }).errors.map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['custody.nonCustodialParentTime', 'alimony.agreementDate']));
  });
});
