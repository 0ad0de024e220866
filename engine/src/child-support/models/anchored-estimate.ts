import { money, note, percent } from '../../explain/steps.js';
import type { Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import type { ChildSupportCase, ChildSupportRuleVersion, IncomeBasisOfState } from '../types.js';
import { assertScheduleShape, readSchedule, type ScheduleTable } from './schedule.js';
import { finishIncomeShares, incomeShares } from './worksheet-steps.js';

/** Weeks per year and months per year, for states whose schedule is weekly (52 weeks ÷ 12 months). */
const WEEKS_PER_MONTH = 52 / 12;

export interface ParentingTimeAdjustment {
  /** What the noncustodial parent owes for the basic obligation after the adjustment (negative: the custodial parent owes). */
  noncustodialOwes: number;
  steps: Step[];
}

export interface AnchoredEstimateOptions {
  effectiveFrom: string;
  effectiveTo?: string;
  incomeBasis: Extract<IncomeBasisOfState, 'gross' | 'adjusted-gross'>;
  sources: Source[];
  /** Real rows of the state's schedule, but only a subset of them (read by straight-line interpolation). */
  anchors: ScheduleTable;
  /** The period the schedule is printed in; weekly schedules get monthly incomes × 12 ÷ 52 and back. */
  period: 'monthly' | 'weekly';
  /** Above the last row: the state's percentages of the excess by children, or the last row's amount. */
  aboveSchedule: { rates: readonly number[] } | 'top-row';
  /** The state's parenting-time rule applied to the basic obligation (in the schedule's period). */
  parentingTime?: (args: {
    c: ChildSupportCase;
    basic: number;
    custodialShare: number;
    noncustodialShare: number;
  }) => ParentingTimeAdjustment | undefined;
  /** What the estimate approximates; the first line is also shown as the first worksheet step. */
  approximations: string[];
  summary: string;
}

/**
 * An income-shares estimate for a state whose full schedule is not held but some of its real rows
 * are: incomes less deductions, the basic obligation interpolated between the known rows, the
 * state's parenting-time rule when given, and childcare and health insurance shared by income.
 * Kept apart from income-shares-worksheet.ts because it models an estimate (rule version, weekly
 * schedules, a state-supplied parenting-time step, estimate labels) rather than an official worksheet;
 * the income split and the ending come from worksheet-steps.ts.
 */
export function anchoredIncomeSharesEstimate(options: AnchoredEstimateOptions): ChildSupportRuleVersion {
  assertScheduleShape('anchor rows', options.anchors);
  const toPeriod = (monthly: number) => (options.period === 'weekly' ? roundToCents(monthly / WEEKS_PER_MONTH) : monthly);
  const toMonthly = (amount: number) => (options.period === 'weekly' ? roundToCents(amount * WEEKS_PER_MONTH) : amount);
  const unit = options.period === 'weekly' ? 'weekly' : 'monthly';
  return {
    effective: { from: options.effectiveFrom, ...(options.effectiveTo ? { to: options.effectiveTo } : {}) },
    model: 'income-shares',
    incomeBasis: options.incomeBasis,
    confidence: 'estimate',
    sources: options.sources,
    approximations: options.approximations,
    summary: options.summary,
    compute(c) {
      const cpIncome = toPeriod(roundToCents(Math.max(0, c.custodial.monthlyIncome - c.custodial.monthlyDeductions)));
      const ncpIncome = toPeriod(roundToCents(Math.max(0, c.noncustodial.monthlyIncome - c.noncustodial.monthlyDeductions)));
      const { combined, noncustodialShare: ncpShare, custodialShare: cpShare } = incomeShares(cpIncome, ncpIncome);
      const steps: Step[] = [
        note('Estimate', options.approximations[0] ?? 'Estimate'),
        money(`Custodial parent's ${unit} income less deductions`, cpIncome),
        money(`Noncustodial parent's ${unit} income less deductions`, ncpIncome),
        money(`Combined ${unit} income`, combined),
        percent("Noncustodial parent's income share", roundToDecimals(ncpShare * 100, 2)),
      ];
      const reading = readSchedule(options.anchors, combined, c.children, 'interpolate');
      let basic = reading.amount;
      if (reading.aboveTable && options.aboveSchedule !== 'top-row') {
        const rates = options.aboveSchedule.rates;
        const rate = rates[Math.min(c.children, rates.length) - 1]!;
        const top = options.anchors.incomes.at(-1)!;
        basic = roundToCents(reading.amount + (combined - top) * rate);
        steps.push(money(`Basic obligation (${unit}, above the schedule)`, basic, `${reading.amount} + (${combined} − ${top}) × ${(rate * 100).toFixed(1)}%`));
      } else {
        steps.push(money(`Basic obligation (${unit}, estimated)`, basic, reading.description));
      }
      const soleShare = roundToCents(basic * ncpShare);
      steps.push(money("Noncustodial parent's share", soleShare, `${basic} × ${(ncpShare * 100).toFixed(2)}%`));
      const adjusted = options.parentingTime?.({ c, basic, custodialShare: cpShare, noncustodialShare: ncpShare });
      let ncpOwesPeriod = soleShare;
      if (adjusted) {
        steps.push(...adjusted.steps);
        ncpOwesPeriod = adjusted.noncustodialOwes;
      }
      const ncpOwes = toMonthly(ncpOwesPeriod);
      if (options.period === 'weekly') steps.push(money('Monthly equivalent', ncpOwes, `${ncpOwesPeriod} × 52 ÷ 12`));
      return finishIncomeShares(c, {
        incomes: { combined: toMonthly(combined), noncustodialShare: ncpShare },
        noncustodialBasic: ncpOwes,
        baseAmount: toMonthly(soleShare),
        steps,
        approximations: [],
        finalLabel: 'Estimated monthly child support',
      });
    },
  };
}
