import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../child-support/calculate.js';
import { EngineValidationError } from '../errors.js';
import { roundToCents } from '../money/rounding.js';
import { calculateIncomeTax } from '../tax/calculate.js';
import { calculateHouseholds } from './calculate.js';
import { HouseholdsResultSchema, type HouseholdsInput } from './schema.js';

function fieldErrors(input: unknown) {
  try {
    calculateHouseholds(input);
  } catch (error) {
    if (error instanceof EngineValidationError) return error.errors;
    throw error;
  }
  throw new Error('expected a validation error');
}

/** Texas has no wage income tax, so each home's tax is federal income tax and FICA only. */
const TEXAS_ONE_CHILD: HouseholdsInput = {
  state: 'texas',
  asOf: '2026-03-01',
  custodial: { grossMonthly: 4000, filingStatus: 'head-of-household' },
  noncustodial: { grossMonthly: 7000, filingStatus: 'single' },
  children: [{ birthDate: '2015-05-10' }],
  custody: { custodyArrangement: 'primary', custodialParentTime: 80, nonCustodialParentTime: 20 },
  childSupport: { monthlyAmount: 900, paidBy: 'noncustodial' },
};

const byRole = (result: ReturnType<typeof calculateHouseholds>) => ({
  custodial: result.households.find((h) => h.role === 'custodial')!,
  noncustodial: result.households.find((h) => h.role === 'noncustodial')!,
});

describe('calculateHouseholds', () => {
  it('computes a head-of-household and a single home by hand from the 2026 parameters (Rev. Proc. 2025-32)', () => {
    const result = calculateHouseholds(TEXAS_ONE_CHILD);
    expect(HouseholdsResultSchema.safeParse(result).success).toBe(true);
    const { custodial, noncustodial } = byRole(result);
    // Custodial, head of household: wages 48,000 − standard deduction 24,150 = taxable 23,850; Tax Table row
    // 23,850-23,900 at its midpoint 23,875: 10% × 17,700 + 12% × 6,175 = 1,770 + 741 = 2,511; child tax credit
    // 2,200 (one child under 17) → 311 a year = 25.92 a month. FICA 7.65% × 48,000 = 3,672 → 306. Texas: 0.
    expect(custodial).toMatchObject({
      grossMonthly: 4000,
      federalIncomeTax: 25.92,
      fica: 306,
      stateIncomeTax: 0,
      childSupportReceived: 900,
      childSupportPaid: 0,
      alimonyPaid: 0,
      alimonyReceived: 0,
      people: 2,
      childrenClaimed: 1,
    });
    // 4,000 − 25.92 − 306 − 0 + 900 = 4,568.08; ÷ 2 people = 2,284.04.
    expect(custodial.netMonthly).toBe(4568.08);
    expect(custodial.netPerPerson).toBe(2284.04);
    // Non-custodial, single: 84,000 − 16,100 = 67,900; row 67,900-67,950 at 67,925: 1,240 + 4,560 + 22% × 17,525
    // (3,855.50) = 9,655.50, printed 9,656 → 804.67 a month. FICA 7.65% × 84,000 = 6,426 → 535.50.
    expect(noncustodial).toMatchObject({ federalIncomeTax: 804.67, fica: 535.5, stateIncomeTax: 0, childSupportPaid: 900, people: 1 });
    // 7,000 − 804.67 − 535.50 − 900 = 4,759.83.
    expect(noncustodial.netMonthly).toBe(4759.83);
    expect(result.households.map((h) => h.role)).toEqual(['custodial', 'noncustodial']);
  });

  it('alimony under a pre-2019 agreement moves taxable income from payer to recipient; from 2019 it does not', () => {
    const alimony = { monthlyAmount: 1000, paidBy: 'noncustodial' as const };
    const before = byRole(calculateHouseholds({ ...TEXAS_ONE_CHILD, alimony: { ...alimony, agreementDate: '2018-12-31' } }));
    const after = byRole(calculateHouseholds({ ...TEXAS_ONE_CHILD, alimony: { ...alimony, agreementDate: '2019-01-01' } }));
    // From 2019 (TCJA § 11051): the taxes are those without alimony.
    expect(after.custodial.federalIncomeTax).toBe(25.92);
    expect(after.noncustodial.federalIncomeTax).toBe(804.67);
    // 4,000 − 25.92 − 306 + 900 + 1,000 = 5,568.08; 7,000 − 804.67 − 535.50 − 900 − 1,000 = 3,759.83.
    expect(after.custodial.netMonthly).toBe(5568.08);
    expect(after.noncustodial.netMonthly).toBe(3759.83);
    // Before 2019 (former IRC § 71): recipient AGI 60,000 − 24,150 = 35,850; row at 35,875: 1,770 + 12% × 18,175
    // = 3,951 − 2,200 credit = 1,751 → 145.92. Payer (former § 215) AGI 72,000 − 16,100 = 55,900; row at 55,925:
    // 1,240 + 4,560 + 22% × 5,525 = 7,015.50, printed 7,016 → 584.67. FICA is on wages only: unchanged.
    expect(before.custodial).toMatchObject({ federalIncomeTax: 145.92, fica: 306, alimonyReceived: 1000 });
    expect(before.noncustodial).toMatchObject({ federalIncomeTax: 584.67, fica: 535.5, alimonyPaid: 1000 });
    expect(before.custodial.netMonthly).toBe(roundToCents(4000 - 145.92 - 306 + 900 + 1000));
    expect(before.noncustodial.netMonthly).toBe(roundToCents(7000 - 584.67 - 535.5 - 900 - 1000));
  });

  it("each home's taxes equal the income-tax calculator's for the same year, status, wages, children and alimony", () => {
    const input: HouseholdsInput = {
      state: 'new-york',
      asOf: '2026-06-01',
      custodial: { grossMonthly: 5200, filingStatus: 'head-of-household' },
      noncustodial: { grossMonthly: 9100, filingStatus: 'single' },
      children: [{ birthDate: '2012-02-01' }, { birthDate: '2008-09-01', claimedBy: 'noncustodial' }],
      custody: { custodyArrangement: 'primary', custodialParentTime: 75, nonCustodialParentTime: 25 },
      alimony: { monthlyAmount: 800, paidBy: 'noncustodial', agreementDate: '2017-05-01' },
    };
    const { custodial, noncustodial } = byRole(calculateHouseholds(input));
    // The 2008 child is 18 at the end of 2026: no child tax credit for either parent for that child.
    const cp = calculateIncomeTax({
      taxYear: 2026,
      filingStatus: 'head-of-household',
      wages: 62400,
      childrenUnder17: 1,
      state: 'new-york',
      alimonyReceived: 9600,
      agreementDate: '2017-05-01',
    });
    const ncp = calculateIncomeTax({
      taxYear: 2026,
      filingStatus: 'single',
      wages: 109200,
      childrenUnder17: 0,
      state: 'new-york',
      alimonyPaid: 9600,
      agreementDate: '2017-05-01',
    });
    for (const [household, tax] of [[custodial, cp], [noncustodial, ncp]] as const) {
      expect(household.federalIncomeTax).toBe(roundToCents(tax.federalIncomeTax / 12));
      expect(household.fica).toBe(roundToCents(tax.fica / 12));
      expect(household.stateIncomeTax).toBe(roundToCents(tax.stateIncomeTax / 12));
    }
    expect(custodial.stateIncomeTax).toBeGreaterThan(0);
  });

  it("child support equals the child-support calculator's, with New York's maintenance deducted and added first", () => {
    const input: HouseholdsInput = {
      state: 'new-york',
      asOf: '2026-06-01',
      custodial: { grossMonthly: 3000, filingStatus: 'head-of-household' },
      noncustodial: { grossMonthly: 8000, filingStatus: 'single' },
      children: [{ birthDate: '2016-01-01' }, { birthDate: '2018-01-01' }],
      custody: { custodyArrangement: 'primary', custodialParentTime: 70, nonCustodialParentTime: 30 },
      alimony: { monthlyAmount: 600, paidBy: 'noncustodial', agreementDate: '2022-01-01' },
    };
    const result = calculateHouseholds(input);
    const expected = calculateChildSupport({
      state: 'new-york',
      asOf: '2026-06-01',
      custodialParentIncome: 3600,
      nonCustodialParentIncome: 8000,
      nonCustodialParentDeductions: 600,
      numberOfChildren: 2,
      custodyArrangement: 'primary',
      custodialParentTime: 70,
      nonCustodialParentTime: 30,
    });
    const { custodial, noncustodial } = byRole(result);
    expect(expected.payer).toBe('noncustodial');
    expect(noncustodial.childSupportPaid).toBe(expected.monthlyPayment);
    expect(custodial.childSupportReceived).toBe(expected.monthlyPayment);
    const without = calculateChildSupport({
      state: 'new-york',
      asOf: '2026-06-01',
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 8000,
      numberOfChildren: 2,
      custodyArrangement: 'primary',
      custodialParentTime: 70,
      nonCustodialParentTime: 30,
    });
    expect(expected.monthlyPayment).toBeLessThan(without.monthlyPayment);
    const order = result.steps.find((s) => s.label === 'Order of alimony and child support');
    expect(order?.source).toMatch(/DRL § 240\(1-b\)\(b\)\(5\)\(vii\)\(C\)/);
  });

  it("child support equals the calculator's for the incomes without alimony where the state's order was not read", () => {
    const input: HouseholdsInput = {
      ...TEXAS_ONE_CHILD,
      childSupport: undefined,
      alimony: { monthlyAmount: 500, paidBy: 'noncustodial', agreementDate: '2021-01-01' },
    };
    const result = calculateHouseholds(input);
    const expected = calculateChildSupport({
      state: 'texas',
      asOf: '2026-03-01',
      custodialParentIncome: 4000,
      nonCustodialParentIncome: 7000,
      numberOfChildren: 1,
      custodyArrangement: 'primary',
      custodialParentTime: 80,
      nonCustodialParentTime: 20,
    });
    expect(byRole(result).noncustodial.childSupportPaid).toBe(expected.monthlyPayment);
    const order = result.steps.find((s) => s.label === 'Order of alimony and child support');
    expect(order?.value).toMatch(/could not be read/);
    expect(result.meta.confidence).toBe('estimate');
  });

  it('Pennsylvania: spousal support first under the 2019 rule, child support first for a pre-2019 order', () => {
    const base: HouseholdsInput = {
      state: 'pennsylvania',
      asOf: '2026-03-01',
      custodial: { grossMonthly: 3500, filingStatus: 'head-of-household' },
      noncustodial: { grossMonthly: 7500, filingStatus: 'single' },
      children: [{ birthDate: '2014-04-04' }],
      custody: { custodyArrangement: 'primary', custodialParentTime: 80, nonCustodialParentTime: 20 },
    };
    const cs = (extra: object) =>
      calculateChildSupport({
        state: 'pennsylvania',
        asOf: '2026-03-01',
        numberOfChildren: 1,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        custodialParentIncome: 3500,
        nonCustodialParentIncome: 7500,
        ...extra,
      }).monthlyPayment;
    const after = calculateHouseholds({ ...base, alimony: { monthlyAmount: 700, paidBy: 'noncustodial', agreementDate: '2020-06-01' } });
    expect(byRole(after).noncustodial.childSupportPaid).toBe(cs({ custodialParentIncome: 4200, nonCustodialParentDeductions: 700 }));
    expect(after.steps.find((s) => s.label === 'Order of alimony and child support')?.source).toBe(
      'Pa.R.C.P. 1910.16-4(a)(1) Parts B and C (49 Pa.B. 170)',
    );
    const before = calculateHouseholds({ ...base, alimony: { monthlyAmount: 700, paidBy: 'noncustodial', agreementDate: '2018-06-01' } });
    expect(byRole(before).noncustodial.childSupportPaid).toBe(cs({}));
    expect(byRole(after).noncustodial.childSupportPaid).toBeLessThan(byRole(before).noncustodial.childSupportPaid);
  });

  it('the timeline recomputes as a child reaches the age of emancipation and as alimony ends', () => {
    const result = calculateHouseholds({
      ...TEXAS_ONE_CHILD,
      childSupport: undefined,
      children: [{ birthDate: '2010-06-15' }, { birthDate: '2015-05-10' }],
      alimony: { monthlyAmount: 1000, paidBy: 'noncustodial', agreementDate: '2020-01-01', endDate: '2027-01-01' },
    });
    expect(result.timeline.map((t) => [t.from, t.children])).toEqual([
      ['2026-03-01', 2],
      ['2027-01-01', 2],
      ['2028-06-15', 1],
      ['2033-05-10', 0],
    ]);
    expect(result.timeline[0]!.households).toEqual(result.households);
    expect(result.timeline[1]!.reason).toBe('Alimony ends');
    // Texas's age of emancipation is not held: assumed 18, and said so.
    expect(result.timeline[2]!.reason).toMatch(/Child 1 turns 18.*assumed 18/);
    expect(result.meta.approximations.join(' ')).toMatch(/assumed to end at 18/);
    const at = (i: number) => byRole({ ...result, households: result.timeline[i]!.households });
    expect(at(1).noncustodial.alimonyPaid).toBe(0);
    expect(at(0).noncustodial.alimonyPaid).toBe(1000);
    // After the first child ages out, support is the calculator's for one child; the home has one child fewer.
    const oneChild = calculateChildSupport({
      state: 'texas',
      asOf: '2028-06-15',
      custodialParentIncome: 4000,
      nonCustodialParentIncome: 7000,
      numberOfChildren: 1,
      custodyArrangement: 'primary',
      custodialParentTime: 80,
      nonCustodialParentTime: 20,
    });
    expect(at(2).noncustodial.childSupportPaid).toBe(oneChild.monthlyPayment);
    expect(at(2).custodial.people).toBe(2);
    expect(at(1).noncustodial.childSupportPaid).toBeGreaterThan(at(2).noncustodial.childSupportPaid);
    expect(at(3).noncustodial.childSupportPaid).toBe(0);
    expect(at(3).custodial.people).toBe(1);
  });

  it("uses New York's support age of 21 (FCA § 413) for the timeline", () => {
    const result = calculateHouseholds({
      ...TEXAS_ONE_CHILD,
      state: 'new-york',
      childSupport: undefined,
      children: [{ birthDate: '2010-06-15' }],
    });
    expect(result.timeline.map((t) => t.from)).toEqual(['2026-03-01', '2031-06-15']);
    expect(result.steps.find((s) => s.label === 'Age of emancipation')?.value).toMatch(/^21 in New York/);
  });

  it('refuses bad input with field messages', () => {
    const errors = fieldErrors({
      state: 'texas',
      custodial: { grossMonthly: 4000, filingStatus: 'head-of-household' },
      noncustodial: { grossMonthly: 7000, filingStatus: 'single' },
      children: [{ birthDate: '2015-05-10' }],
      custody: { custodyArrangement: 'primary', custodialParentTime: 80, nonCustodialParentTime: 30 },
      alimony: { monthlyAmount: 500, paidBy: 'noncustodial' },
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: 'custody.nonCustodialParentTime', message: 'Custody time percentages must total 100%' },
        { path: 'alimony.agreementDate', message: 'Agreement date is required with alimony (it decides whether alimony is taxable)' },
      ]),
    );
    const missing = fieldErrors({ ...TEXAS_ONE_CHILD, children: [{}], noncustodial: { grossMonthly: 1, filingStatus: 'married-joint' } });
    expect(missing.map((e) => e.path)).toEqual(expect.arrayContaining(['children.0.birthDate', 'noncustodial.filingStatus']));
  });
});
