import { describe, expect, it } from 'vitest';
import type { ChildSupportCase } from '../types.js';
import { basicObligation, finishIncomeShares, incomeShares, worksheetIncomes } from './worksheet-steps.js';

function caseOf(cp: number, ncp: number, extra: Partial<ChildSupportCase> = {}): ChildSupportCase {
  return {
    jurisdiction: 'oklahoma',
    asOf: '2026-11-01',
    children: 2,
    custodyArrangement: 'primary',
    incomeBasis: 'gross',
    overnightsGiven: false,
    custodial: { monthlyIncome: cp, monthlyDeductions: 0, overnightsPerYear: 292, timePercent: 80 },
    noncustodial: { monthlyIncome: ncp, monthlyDeductions: 0, overnightsPerYear: 73, timePercent: 20 },
    childcare: { monthly: 0, paidBy: 'custodial' },
    healthInsurance: { monthly: 0, paidBy: 'custodial' },
    ...extra,
  };
}

const table = { incomes: [0, 1000, 2000], obligations: [[100, 150], [300, 450], [500, 750]] };

describe('worksheet steps', () => {
  it('computes incomes and shares to the decimals asked', () => {
    const w = worksheetIncomes(caseOf(1000, 2000), { state: 'oklahoma', basis: 'gross', shareDecimals: 4, incomeLabel: 'Income', deductionsLabel: 'Less' });
    expect(w.combined).toBe(3000);
    expect(w.noncustodialShare).toBe(0.6667);
    expect(w.custodialShare).toBe(0.3333);
  });

  it('splits combined income, half each when neither parent has income', () => {
    expect(incomeShares(1000, 2000)).toEqual({ combined: 3000, noncustodialShare: 0.6667, custodialShare: 0.3333 });
    expect(incomeShares(1000, 2000, 2)).toEqual({ combined: 3000, noncustodialShare: 0.67, custodialShare: 0.33 });
    expect(incomeShares(0, 0)).toEqual({ combined: 0, noncustodialShare: 0.5, custodialShare: 0.5 });
  });

  it('extends above the top row in proportion, or holds the top row, and discloses it', () => {
    const p = basicObligation(table, 3000, 1, { lookup: 'row-below', label: 'Basic', source: 's', aboveTop: 'proportional', aboveTopText: 'above' });
    expect(p.amount).toBe(750);
    expect(p.approximations).toEqual(['above']);
    const t = basicObligation(table, 3000, 1, { lookup: 'row-below', label: 'Basic', source: 's', aboveTop: 'top-row', aboveTopText: 'above' });
    expect(t.amount).toBe(500);
    expect(basicObligation(table, 1500, 2, { lookup: 'row-below', label: 'Basic', source: 's', aboveTop: 'top-row', aboveTopText: 'x' }).amount).toBe(450);
  });

  it('adds add-ons by share and sets the payer from the sign', () => {
    const c = caseOf(1000, 1000, { childcare: { monthly: 200, paidBy: 'noncustodial' } });
    const w = worksheetIncomes(c, { state: 'oklahoma', basis: 'gross', shareDecimals: 4, incomeLabel: 'Income', deductionsLabel: 'Less' });
    const out = finishIncomeShares(c, { incomes: w, noncustodialBasic: 50, baseAmount: 50, steps: [], approximations: [], addOnSource: 's', finalLabel: 'Total' });
    // 50 − 200 × 50% = −50: the custodial parent pays 50.
    expect(out.monthlyPayment).toBe(50);
    expect(out.payer).toBe('custodial');
  });
});
