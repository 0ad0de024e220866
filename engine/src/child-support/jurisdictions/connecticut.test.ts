import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from '../calculate.js';
import { assertScheduleShape } from '../models/schedule.js';
import { CONNECTICUT_WEEKLY_SCHEDULE_ANCHORS } from './data/connecticut-schedule-anchors.js';

type Steps = ReturnType<typeof calculateChildSupport>['steps'];
const line = (steps: Steps, label: string) => steps.find((s) => s.label.startsWith(label))?.value;

const base = {
  state: 'connecticut',
  incomeBasis: 'net',
  custodialParentIncome: 2600,
  nonCustodialParentIncome: 3900,
  numberOfChildren: 2,
  custodyArrangement: 'primary',
  custodialParentTime: 100,
  nonCustodialParentTime: 0,
  asOf: '2026-11-01',
} as const;

describe('Connecticut schedule anchors (§ 46b-215a-2c(e), 2015)', () => {
  it('runs from $50 to $4,000 a week and rises in every column', () => {
    assertScheduleShape('connecticut', CONNECTICUT_WEEKLY_SCHEDULE_ANCHORS);
    expect(CONNECTICUT_WEEKLY_SCHEDULE_ANCHORS.incomes.at(-1)).toBe(4000);
    CONNECTICUT_WEEKLY_SCHEDULE_ANCHORS.obligations.forEach((row, i) => {
      if (i > 0)
        row.forEach((v, col) =>
          expect(v).toBeGreaterThanOrEqual(CONNECTICUT_WEEKLY_SCHEDULE_ANCHORS.obligations[i - 1]![col]!),
        );
    });
  });
});

describe('Connecticut worksheet (estimate)', () => {
  it('works in net weekly income and converts the result × 52 ÷ 12', () => {
    const r = calculateChildSupport(base);
    expect(line(r.steps, "Noncustodial parent's net weekly income")).toBe(900);
    expect(line(r.steps, 'Basic child support obligation (weekly)')).toBe(414);
    expect(line(r.steps, "Noncustodial parent's share (weekly)")).toBe(248.4);
    expect(r.monthlyPayment).toBe(1076.4);
    expect(r.meta.confidence).toBe('estimate');
  });

  it('reads the schedule on the obligor’s own income in the low-income obligor area', () => {
    const r = calculateChildSupport({ ...base, nonCustodialParentIncome: 1100, numberOfChildren: 1 });
    expect(line(r.steps, 'Low-income obligor')).toBeDefined();
  });

  it('estimates net income from gross and says so', () => {
    const r = calculateChildSupport({ ...base, incomeBasis: 'gross' });
    expect(r.meta.approximations.join(' ')).toMatch(/Net income was estimated/);
  });
});
