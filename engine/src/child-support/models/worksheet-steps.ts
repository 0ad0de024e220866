import { money, note, percent, type Step } from '../../explain/steps.js';
import type { JurisdictionSlug } from '../../jurisdictions.js';
import { roundToCents, roundToDecimals } from '../../money/rounding.js';
import type { ChildSupportCase, GuidelineOutcome, ParentRole } from '../types.js';
import { prorateAddOns } from './add-ons.js';
import { netIncomeOf } from './parent-income.js';
import { readSchedule, type ScheduleLookup, type ScheduleTable } from './schedule.js';

/**
 * Building blocks of an income-shares worksheet (incomes, combined income, shares, the schedule
 * reading, add-ons and the signed result) for states that write their own compute around them; each
 * state keeps its own labels, sources and shared-care rule. The config-driven whole worksheet
 * (income-shares-worksheet.ts) and the anchored estimates (anchored-estimate.ts) share the income
 * split (`incomeShares`) and the ending (`finishIncomeShares`) from here.
 */

export interface WorksheetIncomes extends IncomeShares {
  custodial: number;
  noncustodial: number;
  steps: Step[];
  approximations: string[];
}

export interface IncomeOptions {
  state: JurisdictionSlug;
  /** The income the state starts from: gross (less the deductions entered) or net (estimated from gross when needed). */
  basis: 'gross' | 'net';
  /** Decimals of the share as a fraction (4 = 57.14%). */
  shareDecimals: number;
  /** Label of the income line, e.g. "Adjusted gross income". */
  incomeLabel: string;
  deductionsLabel: string;
  source?: string;
}

const LABEL: Record<ParentRole, string> = { custodial: 'custodial parent', noncustodial: 'noncustodial parent' };

export interface IncomeShares {
  combined: number;
  /** The noncustodial parent's share of combined income, 0-1; half each when neither parent has income. */
  noncustodialShare: number;
  custodialShare: number;
}

/** Combined income and each parent's share of it, as fractions rounded to `decimals` (4 = 57.14%). */
export function incomeShares(custodial: number, noncustodial: number, decimals = 4): IncomeShares {
  const combined = roundToCents(custodial + noncustodial);
  const noncustodialShare = combined === 0 ? 0.5 : roundToDecimals(noncustodial / combined, decimals);
  return { combined, noncustodialShare, custodialShare: roundToDecimals(1 - noncustodialShare, decimals) };
}

export function worksheetIncomes(c: ChildSupportCase, o: IncomeOptions): WorksheetIncomes {
  const steps: Step[] = [];
  const approximations: string[] = [];
  const incomeOf = (role: ParentRole): number => {
    let start = roundToCents(Math.max(0, c[role].monthlyIncome));
    if (o.basis === 'net') {
      const net = netIncomeOf(c, role, {
        state: o.state,
        label: 'monthly net income',
      });
      steps.push(...net.steps);
      if (net.estimated && approximations.length === 0) {
        approximations.push(
          'Net income was estimated from gross income with standard federal, FICA and state tax (custodial parent head of household with the children, other parent single); the guideline uses the actual deductions.',
        );
      }
      start = net.net;
    } else {
      steps.push(money(`Gross monthly income (${LABEL[role]})`, start));
    }
    const deductions = roundToCents(c[role].monthlyDeductions);
    if (deductions > 0) steps.push(money(`${o.deductionsLabel} (${LABEL[role]})`, deductions, undefined, o.source));
    const result = roundToCents(Math.max(0, start - deductions));
    steps.push(money(`${o.incomeLabel} (${LABEL[role]})`, result, undefined, o.source));
    return result;
  };
  const custodial = incomeOf('custodial');
  const noncustodial = incomeOf('noncustodial');
  const { combined, noncustodialShare, custodialShare } = incomeShares(custodial, noncustodial, o.shareDecimals);
  steps.push(
    money(`Combined ${o.incomeLabel.toLowerCase()}`, combined),
    percent("Custodial parent's share of combined income", roundToDecimals(custodialShare * 100, o.shareDecimals - 2)),
    percent("Noncustodial parent's share of combined income", roundToDecimals(noncustodialShare * 100, o.shareDecimals - 2), undefined, o.source),
  );
  return { custodial, noncustodial, combined, noncustodialShare, custodialShare, steps, approximations };
}

export interface BasicObligation {
  amount: number;
  steps: Step[];
  approximations: string[];
}

/**
 * Reads the schedule; above its top row either the top row applies (where the state sets a floor
 * there) or the top row is extended in proportion to income (where the court has discretion), which is
 * disclosed as an approximation either way.
 */
export function basicObligation(
  table: ScheduleTable,
  combined: number,
  children: number,
  o: { lookup: ScheduleLookup; label: string; source: string; aboveTop: 'proportional' | 'top-row'; aboveTopText: string },
): BasicObligation {
  const reading = readSchedule(table, combined, children, o.lookup);
  if (!reading.aboveTable) {
    return { amount: reading.amount, steps: [money(o.label, reading.amount, reading.description, o.source)], approximations: [] };
  }
  const top = table.incomes[table.incomes.length - 1]!;
  const amount = o.aboveTop === 'proportional' ? roundToCents((reading.amount * combined) / top) : reading.amount;
  return {
    amount,
    steps: [
      note('Above the schedule', o.aboveTopText, o.source),
      money(o.label, amount, o.aboveTop === 'proportional' ? `${reading.amount} × ${combined} / ${top}` : `top row (${top})`, o.source),
    ],
    approximations: [o.aboveTopText],
  };
}

/**
 * Adds childcare and the children's health insurance by income share and returns the outcome, from
 * the noncustodial parent's signed basic obligation (negative: the custodial parent owes it).
 */
export function finishIncomeShares(
  c: ChildSupportCase,
  args: {
    incomes: Pick<IncomeShares, 'combined' | 'noncustodialShare'>;
    noncustodialBasic: number;
    baseAmount: number;
    steps: Step[];
    approximations: string[];
    addOnSource?: string;
    finalLabel: string;
    finalSource?: string;
    /** Rounds the final amount (default: cents). */
    round?: (value: number) => number;
  },
): GuidelineOutcome {
  const addOns = prorateAddOns(c, args.incomes.noncustodialShare, args.addOnSource);
  const steps = [...args.steps, ...addOns.steps];
  const signed = roundToCents(args.noncustodialBasic + addOns.netToNoncustodialObligation);
  const round = args.round ?? roundToCents;
  const monthlyPayment = round(Math.abs(signed));
  const payer: ParentRole | 'none' = monthlyPayment === 0 ? 'none' : signed > 0 ? 'noncustodial' : 'custodial';
  steps.push(money(args.finalLabel, monthlyPayment, undefined, args.finalSource));
  return {
    monthlyPayment,
    payer,
    combinedIncome: args.incomes.combined,
    nonCustodialPercentage: roundToDecimals(args.incomes.noncustodialShare * 100, 2),
    baseAmount: roundToCents(Math.abs(args.baseAmount)),
    adjustment: roundToCents(monthlyPayment - Math.abs(args.baseAmount)),
    steps,
    approximations: args.approximations,
  };
}

/** Overnights per year as whole nights: as entered, or the time percentage of 365 rounded. */
export function wholeOvernights(c: ChildSupportCase, role: ParentRole): number {
  const nights = c[role].overnightsPerYear;
  return c.overnightsGiven ? nights : Math.round(nights);
}
