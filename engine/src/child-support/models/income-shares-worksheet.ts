import { count, money, note, percent, type Step } from '../../explain/steps.js';
import type { JurisdictionSlug } from '../../jurisdictions.js';
import { roundToCents, roundToDecimals } from '../../money/rounding.js';
import type { ChildSupportCase, GuidelineOutcome, ParentRole } from '../types.js';
import { guidelineIncomes } from './parent-income.js';
import { readSchedule, type ScheduleLookup, type ScheduleTable } from './schedule.js';
import { crossCreditOffset } from './shared-care.js';
import { finishIncomeShares, incomeShares } from './worksheet-steps.js';

/**
 * How a state adjusts for parenting time:
 * - `cross-credit`: once each parent has at least `minOvernights`, the basic obligation × `multiplier`
 *   is split by income share and each parent owes their part for the other parent's time (offset);
 * - `visitation-credit` (Iowa): the noncustodial parent's share is cut by a percentage that rises with
 *   their overnights (the highest band reached applies); with `equalCare`, when each parent has at least
 *   `minTimePercent` of the time, each parent's share is owed as if the other had the children, offset;
 * - `power-offset`: every case, each parent's share weighted by the other parent's overnights raised to
 *   `exponent` (Minnesota's cube, Michigan's 2.5): (Oc^e × N − On^e × C) / (Oc^e + On^e).
 */
export type ParentingTimeRule =
  | { method: 'cross-credit'; minOvernights: number; multiplier: number; source: string }
  | { method: 'power-offset'; exponent: number; source: string }
  | {
      method: 'visitation-credit';
      bands: readonly { minOvernights: number; credit: number }[];
      equalCare?: { minTimePercent: number; source: string };
      source: string;
    };

export interface IncomeSharesConfig {
  state: JurisdictionSlug;
  /** The income the schedule is built on; net states get their taxes estimated from gross. */
  stateBasis: 'gross' | 'net';
  /** How the worksheet names a parent's income (e.g. "adjusted gross income", "PICS"). */
  incomeLabel: string;
  deductionSource?: string;
  schedule: ScheduleTable;
  lookup: ScheduleLookup;
  scheduleSource: string;
  /** Above the last row: keep the last row (cap), or add marginal rates per child count on the excess. */
  aboveSchedule:
    { kind: 'top-row'; source: string } | { kind: 'marginal'; rates: readonly number[]; source: string };
  parentingTime?: ParentingTimeRule;
  /** Payer's support limited to income above a reserve, never below a minimum per child count. */
  selfSupport?: {
    reserveMonthly: number;
    minimumByChildren: readonly number[];
    /** Nebraska: the minimum is the greater of the amount by children and this share of the payer's income. */
    minimumIncomeRate?: number;
    /** West Virginia: only this share of the payer's income counts as spendable before the reserve. */
    spendableShare?: number;
    source: string;
  };
  /**
   * Schedules with a self-support reserve built into their low rows (New Mexico, South Carolina): the
   * obligor's share, outside shared care, is at most the schedule amount at the obligor's own income.
   */
  ownIncomeLimit?: { source: string };
  /** Income ranges whose rows are missing from the table held: read by interpolation, and flagged. */
  interpolateGaps?: readonly { from: number; to: number }[];
  addOnsSource: string;
  /** Sentences for this calculation's approximations (e.g. a flagged schedule region). */
  flags?: (c: ChildSupportCase, context: { combined: number }) => string[];
}

const LABEL: Record<ParentRole, string> = {
  custodial: "Custodial parent's",
  noncustodial: "Noncustodial parent's",
};

function basicObligation(
  config: IncomeSharesConfig,
  combined: number,
  children: number,
  steps: Step[],
  approximations: string[],
): number {
  const gap = config.interpolateGaps?.find((g) => combined > g.from && combined < g.to);
  if (gap) {
    approximations.push(
      `The schedule rows between $${gap.from} and $${gap.to} are missing from the transcription held; the basic obligation was interpolated between those two rows.`,
    );
  }
  const reading = readSchedule(config.schedule, combined, children, gap ? 'interpolate' : config.lookup);
  if (!reading.aboveTable) {
    steps.push(
      money(
        'Basic (combined) support obligation',
        reading.amount,
        reading.description,
        config.scheduleSource,
      ),
    );
    return reading.amount;
  }
  const above = config.aboveSchedule;
  if (above.kind === 'top-row') {
    steps.push(
      money(
        'Basic (combined) support obligation',
        reading.amount,
        `capped at the ${reading.description}`,
        above.source,
      ),
    );
    return reading.amount;
  }
  const rate = above.rates[Math.min(children, above.rates.length) - 1]!;
  const excess = roundToCents(combined - reading.rowIncome);
  const amount = roundToCents(reading.amount + excess * rate);
  steps.push(
    money(
      'Basic (combined) support obligation',
      amount,
      `${reading.amount} + ${(rate * 100).toFixed(1)}% × ${excess} above ${reading.rowIncome}`,
      above.source,
    ),
  );
  return amount;
}

/**
 * The common income-shares worksheet: each parent's income in the state's terms, shares of the
 * combined income, the schedule's basic obligation, the parenting-time rule, add-ons by income share,
 * and a self-support limit. States with their own twists write their own compute from the building
 * blocks in worksheet-steps.ts; this is for states whose worksheet is exactly this sequence, described
 * as data. It stays a separate module because its schedule reading is a different rule: above the
 * schedule it applies the state's own cap or marginal rates (official), where worksheet-steps'
 * `basicObligation` extends or holds the top row as a disclosed approximation of the court's discretion.
 */
export function incomeSharesWorksheet(config: IncomeSharesConfig): (c: ChildSupportCase) => GuidelineOutcome {
  return (c) => {
    const steps: Step[] = [];
    const approximations: string[] = [];
    const incomes = guidelineIncomes(c, {
      labels: LABEL,
      stateBasis: config.stateBasis,
      state: config.state,
      ...(config.deductionSource ? { deductionSource: config.deductionSource } : {}),
    });
    steps.push(...incomes.steps);
    approximations.push(...incomes.approximations);
    const { custodial: cpIncome, noncustodial: ncpIncome } = incomes;
    const shares = incomeShares(cpIncome, ncpIncome);
    const { combined, noncustodialShare: ncpShare, custodialShare: cpShare } = shares;
    steps.push(
      money(`Combined ${config.incomeLabel}`, combined, `${cpIncome} + ${ncpIncome}`),
      percent("Custodial parent's share of income", roundToDecimals(cpShare * 100, 2)),
      percent("Noncustodial parent's share of income", roundToDecimals(ncpShare * 100, 2)),
    );
    const basic = basicObligation(config, combined, c.children, steps, approximations);
    const ncpBasic = roundToCents(basic * ncpShare);
    const cpBasic = roundToCents(basic * cpShare);
    steps.push(
      money(
        "Noncustodial parent's share of the basic obligation",
        ncpBasic,
        `${basic} × ${(ncpShare * 100).toFixed(2)}%`,
      ),
    );

    let ncpOwes = ncpBasic;
    const rule = config.parentingTime;
    const cpNights = c.custodial.overnightsPerYear;
    const ncpNights = c.noncustodial.overnightsPerYear;
    const crossCredit =
      rule?.method === 'cross-credit' && cpNights >= rule.minOvernights && ncpNights >= rule.minOvernights;
    const equalCare =
      rule?.method === 'visitation-credit' &&
      rule.equalCare !== undefined &&
      c.custodial.timePercent >= rule.equalCare.minTimePercent &&
      c.noncustodial.timePercent >= rule.equalCare.minTimePercent;
    if (config.ownIncomeLimit && !crossCredit && !equalCare) {
      const own = readSchedule(config.schedule, ncpIncome, c.children, config.lookup).amount;
      if (own < ncpOwes) {
        steps.push(
          money(
            "Limited to the schedule amount at the obligor's own income",
            own,
            `schedule at ${ncpIncome}, ${c.children} child(ren)`,
            config.ownIncomeLimit.source,
          ),
        );
        ncpOwes = own;
      }
    }
    if (rule?.method === 'cross-credit' && crossCredit) {
      const total = cpNights + ncpNights;
      const offset = crossCreditOffset({
        basicObligation: basic,
        multiplier: rule.multiplier,
        custodialIncomeShare: cpShare,
        noncustodialIncomeShare: ncpShare,
        custodialTimeShare: cpNights / total,
        noncustodialTimeShare: ncpNights / total,
        source: rule.source,
      });
      steps.push(
        note(
          'Shared parenting',
          `Each parent has at least ${rule.minOvernights} overnights a year.`,
          rule.source,
        ),
        count('Overnights with the custodial parent', roundToDecimals(cpNights, 2)),
        count('Overnights with the noncustodial parent', roundToDecimals(ncpNights, 2)),
        ...offset.steps,
      );
      ncpOwes = offset.noncustodialOwes;
    } else if (rule?.method === 'visitation-credit' && equalCare) {
      ncpOwes = roundToCents(ncpBasic - cpBasic);
      steps.push(
        note(
          'Equally shared care',
          `Each parent has at least ${rule.equalCare!.minTimePercent}% of the time: each owes their share as if the other had the children, and the two are offset.`,
          rule.equalCare!.source,
        ),
        money(
          "Custodial parent's share of the basic obligation",
          cpBasic,
          `${basic} × ${(cpShare * 100).toFixed(2)}%`,
        ),
        money(
          'Difference (positive: noncustodial parent pays)',
          ncpOwes,
          `${ncpBasic} − ${cpBasic}`,
          rule.equalCare!.source,
        ),
      );
    } else if (rule?.method === 'visitation-credit') {
      const band = [...rule.bands]
        .sort((x, y) => y.minOvernights - x.minOvernights)
        .find((b) => ncpNights >= b.minOvernights);
      if (band && ncpOwes > 0) {
        const credit = roundToCents(ncpOwes * band.credit);
        steps.push(
          count('Overnights with the noncustodial parent', roundToDecimals(ncpNights, 2)),
          money(
            'Extraordinary visitation credit',
            credit,
            `${ncpOwes} × ${roundToDecimals(band.credit * 100, 2)}% (${band.minOvernights} or more overnights)`,
            rule.source,
          ),
        );
        ncpOwes = roundToCents(ncpOwes - credit);
      }
    } else if (rule?.method === 'power-offset' && cpNights + ncpNights > 0) {
      const cpWeight = cpNights ** rule.exponent;
      const ncpWeight = ncpNights ** rule.exponent;
      ncpOwes = roundToCents((cpWeight * ncpBasic - ncpWeight * cpBasic) / (cpWeight + ncpWeight));
      steps.push(
        money(
          "Custodial parent's share of the basic obligation",
          cpBasic,
          `${basic} × ${(cpShare * 100).toFixed(2)}%`,
        ),
        count('Overnights with the custodial parent', roundToDecimals(cpNights, 2)),
        count('Overnights with the noncustodial parent', roundToDecimals(ncpNights, 2)),
        money(
          'Basic support after the parenting-time adjustment (positive: noncustodial parent pays)',
          ncpOwes,
          `(${roundToDecimals(cpNights, 2)}^${rule.exponent} × ${ncpBasic} − ${roundToDecimals(ncpNights, 2)}^${rule.exponent} × ${cpBasic}) ÷ (${roundToDecimals(cpNights, 2)}^${rule.exponent} + ${roundToDecimals(ncpNights, 2)}^${rule.exponent})`,
          rule.source,
        ),
      );
    }

    const reserve = config.selfSupport;
    if (reserve && ncpOwes !== 0) {
      const payerIncome = ncpOwes > 0 ? ncpIncome : cpIncome;
      const minimum = roundToCents(
        Math.max(
          reserve.minimumByChildren[Math.min(c.children, reserve.minimumByChildren.length) - 1]!,
          (reserve.minimumIncomeRate ?? 0) * payerIncome,
        ),
      );
      const spendable = roundToCents(payerIncome * (reserve.spendableShare ?? 1));
      const available = roundToCents(Math.max(minimum, spendable - reserve.reserveMonthly));
      if (Math.abs(ncpOwes) > available) {
        steps.push(
          money(
            'Limited by the self-support reserve',
            available,
            `max(${minimum}, ${spendable} − ${reserve.reserveMonthly})`,
            reserve.source,
          ),
        );
        ncpOwes = ncpOwes > 0 ? available : -available;
      }
    }

    for (const text of config.flags?.(c, { combined }) ?? [])
      if (!approximations.includes(text)) approximations.push(text);
    return finishIncomeShares(c, {
      incomes: shares,
      noncustodialBasic: ncpOwes,
      baseAmount: ncpBasic,
      steps,
      approximations,
      addOnSource: config.addOnsSource,
      finalLabel: 'Monthly child support',
    });
  };
}
