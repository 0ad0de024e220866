import { describe, expect, it } from 'vitest';
import { toChildSupportCase } from '../case.js';
import { ChildSupportInputSchema } from '../schema.js';
import { anchoredIncomeSharesEstimate } from './anchored-estimate.js';

const anchors = { incomes: [1000, 2000, 4000], obligations: [[200, 300], [400, 600], [700, 1000]] };

function caseOf(input: Record<string, unknown>) {
  const parsed = ChildSupportInputSchema.parse({
    custodialParentIncome: 1000,
    nonCustodialParentIncome: 2000,
    numberOfChildren: 1,
    custodyArrangement: 'primary',
    custodialParentTime: 80,
    nonCustodialParentTime: 20,
    state: 'indiana',
    ...input,
  });
  return toChildSupportCase(parsed, '2026-11-01');
}

describe('anchoredIncomeSharesEstimate', () => {
  const monthly = anchoredIncomeSharesEstimate({
    effectiveFrom: '2024-01-01',
    incomeBasis: 'gross',
    sources: [{ title: 'Test schedule' }],
    anchors,
    period: 'monthly',
    aboveSchedule: { rates: [0.1, 0.2] },
    approximations: ['Test anchors stand in for a schedule.'],
    summary: 'A test estimate built on three anchor rows.',
  });

  it('interpolates between anchor rows and prorates by income', () => {
    // Combined 3,000: halfway between 400 and 700 = 550; × 66.67% (share to 4 decimals) = 366.69.
    const outcome = monthly.compute(caseOf({}));
    expect(outcome.monthlyPayment).toBe(366.69);
    expect(outcome.payer).toBe('noncustodial');
    expect(monthly.confidence).toBe('estimate');
  });

  it('adds the percentage of the excess above the last row', () => {
    // Combined 5,000: 700 + 1,000 × 10% = 800; × 4/5 = 640.
    expect(monthly.compute(caseOf({ nonCustodialParentIncome: 4000 })).monthlyPayment).toBe(640);
  });

  it('converts monthly incomes to a weekly schedule and back (× 12 ÷ 52)', () => {
    const weekly = anchoredIncomeSharesEstimate({
      effectiveFrom: '2024-01-01',
      incomeBasis: 'gross',
      sources: [{ title: 'Test schedule' }],
      anchors,
      period: 'weekly',
      aboveSchedule: 'top-row',
      approximations: ['Test anchors stand in for a schedule.'],
      summary: 'A test estimate built on three anchor rows.',
    });
    // 4,333.33 and 8,666.67 a month are 1,000 and 2,000 a week: 3,000 → 550 × 66.67% = 366.69 a week × 52 ÷ 12 = 1,588.99 a month.
    const outcome = weekly.compute(caseOf({ custodialParentIncome: 4333.33, nonCustodialParentIncome: 8666.67 }));
    expect(outcome.monthlyPayment).toBe(1588.99);
  });

  it('applies the parenting-time hook and lets the custodial parent become the payer', () => {
    const withHook = anchoredIncomeSharesEstimate({
      effectiveFrom: '2024-01-01',
      incomeBasis: 'gross',
      sources: [{ title: 'Test schedule' }],
      anchors,
      period: 'monthly',
      aboveSchedule: 'top-row',
      parentingTime: ({ basic }) => ({ noncustodialOwes: -basic / 10, steps: [] }),
      approximations: ['Test anchors stand in for a schedule.'],
      summary: 'A test estimate built on three anchor rows.',
    });
    const outcome = withHook.compute(caseOf({}));
    expect(outcome.payer).toBe('custodial');
    expect(outcome.monthlyPayment).toBe(55);
  });
});
