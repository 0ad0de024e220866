import { describe, expect, it } from 'vitest';
import type { ChildSupportCase } from '../types.js';
import { parentNetIncome } from './net-income-basis.js';

const parent = (monthlyIncome: number, monthlyDeductions = 0) => ({
  monthlyIncome,
  monthlyDeductions,
  overnightsPerYear: 182.5,
  timePercent: 50,
});

const makeCase = (incomeBasis: 'gross' | 'net'): ChildSupportCase => ({
  jurisdiction: 'florida',
  asOf: '2025-06-01',
  children: 1,
  custodyArrangement: 'primary',
  incomeBasis,
  overnightsGiven: false,
  custodial: parent(3000),
  noncustodial: parent(5000, 250),
  childcare: { monthly: 0, paidBy: 'custodial' },
  healthInsurance: { monthly: 0, paidBy: 'custodial' },
});

describe('parentNetIncome', () => {
  it('uses net income as entered, less the deductions entered', () => {
    const result = parentNetIncome(makeCase('net'), 'noncustodial', 'deductions');
    expect(result.net).toBe(4750);
    expect(result.approximations).toEqual([]);
  });

  it('estimates taxes from gross income and says so', () => {
    const result = parentNetIncome(makeCase('gross'), 'noncustodial', 'deductions');
    // Florida has no wage tax: 5,000 gross less federal income tax and FICA (7.65% = 382.50), less 250.
    expect(result.net).toBeLessThan(5000 - 382.5 - 250);
    expect(result.net).toBeGreaterThan(3500);
    expect(result.approximations[0]).toMatch(/Net income was estimated/);
  });
});
