import { describe, expect, it } from 'vitest';
import { estimateMonthlyNetIncome } from '../../tax/net-income.js';
import type { ChildSupportCase } from '../types.js';
import { netIncomeOf } from './net-from-gross.js';

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
});
