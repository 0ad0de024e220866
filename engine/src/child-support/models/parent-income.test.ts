import { describe, expect, it } from 'vitest';
import { estimateMonthlyNetIncome } from '../../tax/net-income.js';
import { toChildSupportCase } from '../case.js';
import { ChildSupportInputSchema } from '../schema.js';
import type { ChildSupportCase } from '../types.js';
import { guidelineIncome, guidelineIncomes, netIncomeOf } from './parent-income.js';

function caseOf(extra: Record<string, unknown>) {
  const parsed = ChildSupportInputSchema.parse({
    custodialParentIncome: 3000,
    nonCustodialParentIncome: 5000,
    nonCustodialParentDeductions: 200,
    numberOfChildren: 2,
    custodyArrangement: 'primary',
    custodialParentTime: 80,
    nonCustodialParentTime: 20,
    state: 'pennsylvania',
    ...extra,
  });
  return toChildSupportCase(parsed, '2026-11-01');
}

describe('guidelineIncome', () => {
  it('subtracts the deductions entered from a gross-income state’s gross income', () => {
    const income = guidelineIncome(caseOf({}), 'noncustodial', { label: 'NCP', stateBasis: 'gross', state: 'ohio' });
    expect(income.monthly).toBe(4800);
    expect(income.approximations).toEqual([]);
  });

  it('uses net income as entered when the input is already net', () => {
    const income = guidelineIncome(caseOf({ incomeBasis: 'net' }), 'noncustodial', {
      label: 'NCP',
      stateBasis: 'net',
      state: 'pennsylvania',
    });
    expect(income.monthly).toBe(4800);
    expect(income.approximations).toEqual([]);
  });

  it('estimates net from gross for a net-income state and says so', () => {
    const income = guidelineIncome(caseOf({}), 'noncustodial', { label: 'NCP', stateBasis: 'net', state: 'pennsylvania' });
    expect(income.monthly).toBeLessThan(4800);
    expect(income.monthly).toBeGreaterThan(3000);
    expect(income.approximations[0]).toMatch(/net income was estimated from gross income/);
  });

  it('never goes below zero', () => {
    const income = guidelineIncome(caseOf({ nonCustodialParentIncome: 100, incomeBasis: 'net' }), 'noncustodial', {
      label: 'NCP',
      stateBasis: 'net',
      state: 'pennsylvania',
    });
    expect(income.monthly).toBe(0);
  });
});

describe('guidelineIncomes', () => {
  it('gives both parents, custodial parent first, each under its own label', () => {
    const both = guidelineIncomes(caseOf({}), {
      labels: { custodial: 'Obligee', noncustodial: 'Obligor' },
      stateBasis: 'net',
      state: 'pennsylvania',
    });
    const cp = guidelineIncome(caseOf({}), 'custodial', { label: 'Obligee', stateBasis: 'net', state: 'pennsylvania' });
    const ncp = guidelineIncome(caseOf({}), 'noncustodial', { label: 'Obligor', stateBasis: 'net', state: 'pennsylvania' });
    expect(both.custodial).toBe(cp.monthly);
    expect(both.noncustodial).toBe(ncp.monthly);
    expect(both.steps).toEqual([...cp.steps, ...ncp.steps]);
    expect(both.approximations).toEqual([...cp.approximations, ...ncp.approximations]);
    expect(both.steps[0]!.label).toBe('Obligee: gross monthly income');
  });
});

function makeCase(incomeBasis: 'gross' | 'net'): ChildSupportCase {
  const parent = (monthlyIncome: number) => ({ monthlyIncome, monthlyDeductions: 0, overnightsPerYear: 182.5, timePercent: 50 });
  return {
    jurisdiction: 'texas',
    asOf: '2026-03-01',
    children: 1,
    custodyArrangement: 'primary',
    incomeBasis,
    overnightsGiven: false,
    custodial: parent(3000),
    noncustodial: parent(6000),
    childcare: { monthly: 0, paidBy: 'custodial' },
    healthInsurance: { monthly: 0, paidBy: 'custodial' },
  };
}

describe('netIncomeOf', () => {
  it('takes net income as entered', () => {
    const result = netIncomeOf(makeCase('net'), 'noncustodial', { state: 'texas', filingStatus: 'single', label: 'net' });
    expect(result).toMatchObject({ net: 6000, estimated: false });
  });

  it('estimates net income from gross with the tax module for the year of asOf', () => {
    const result = netIncomeOf(makeCase('gross'), 'noncustodial', { state: 'texas', filingStatus: 'single', label: 'net' });
    const expected = estimateMonthlyNetIncome({ grossMonthly: 6000, state: 'texas', taxYear: 2026, filingStatus: 'single' });
    expect(result.estimated).toBe(true);
    expect(result.net).toBe(expected.netMonthly);
    expect(result.net).toBeLessThan(6000);
  });

  it('files the custodial parent as head of household with the children by default', () => {
    const result = netIncomeOf(makeCase('gross'), 'custodial', { state: 'texas', label: 'net' });
    const expected = estimateMonthlyNetIncome({
      grossMonthly: 3000,
      state: 'texas',
      taxYear: 2026,
      filingStatus: 'head-of-household',
      qualifyingChildren: 1,
    });
    expect(result.net).toBe(expected.netMonthly);
    expect(result.taxYear).toBe(2026);
  });
});
