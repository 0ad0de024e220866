import { money, note, type Step } from '../explain/steps.js';
import { jurisdictionBySlug, type JurisdictionSlug } from '../jurisdictions.js';
import { roundToCents, roundToDecimals } from '../money/rounding.js';
import type { Confidence, Source } from '../rules/source.js';
import { describeSchedule, taxFromSchedule } from './brackets.js';
import { stateTaxRulesFor } from './states/index.js';
import { phasedAmount, tierAmount } from './states/phase-out.js';
import type { PerPerson, StateTaxYear } from './states/types.js';
import type { FilingStatus, TaxYear } from './types.js';

export interface StateTaxInput {
  state: JurisdictionSlug;
  taxYear: TaxYear;
  filingStatus: FilingStatus;
  federalAdjustedGrossIncome: number;
  federalTaxableIncome: number;
  federalStandardDeduction: number;
  /** Federal income tax after credits, for states that let filers deduct it. */
  federalIncomeTax: number;
  dependents: number;
  alimony?: { paid: number; received: number; federallyCounted: boolean };
}

export interface StateTaxResult {
  stateIncomeTax: number;
  marginalRate: number;
  /** The tax year whose state figures were used. */
  yearUsed: number;
  steps: Step[];
  sources: readonly Source[];
  confidence: Confidence;
  approximations: string[];
}

/** The held year equal to `taxYear`, else the nearest one (an earlier year wins a tie). */
export function stateYearFor(years: readonly StateTaxYear[], taxYear: number): StateTaxYear {
  let best = years[0]!;
  for (const y of years) {
    const d = Math.abs(y.taxYear - taxYear);
    const bestD = Math.abs(best.taxYear - taxYear);
    if (d < bestD || (d === bestD && y.taxYear < best.taxYear)) best = y;
  }
  return best;
}

/** State income tax on the year's income, from the state's brackets, deductions and exemptions. */
export function computeStateIncomeTax(input: StateTaxInput): StateTaxResult {
  const name = jurisdictionBySlug(input.state).name;
  const rules = stateTaxRulesFor(input.state);
  const data = stateYearFor(rules.years, input.taxYear);
  const approximations = [...data.approximations];
  const steps: Step[] = [];
  if (data.taxYear !== input.taxYear) {
    const gap = `${name}'s ${input.taxYear} figures are not held; its ${data.taxYear} figures were used.`;
    approximations.unshift(gap);
    steps.push(note('State tax year used', gap));
  }
  const confidence: Confidence = data.taxYear !== input.taxYear ? 'estimate' : data.confidence;
  const sourceTitle = data.sources[0]?.title;

  if (data.kind === 'none' || !data.brackets) {
    steps.push(money(`${name} income tax`, 0, undefined, sourceTitle));
    for (const a of data.approximations) steps.push(note('Note', a));
    return {
      stateIncomeTax: 0,
      marginalRate: 0,
      yearUsed: data.taxYear,
      steps,
      sources: data.sources,
      confidence,
      approximations,
    };
  }

  // Income used for the state's income tests (phase-outs, tiers): federal AGI as the state counts it.
  let stateAgi = input.federalAdjustedGrossIncome;
  const alimonyAdjustment = stateAlimonyAdjustment(data, input);
  stateAgi = roundToCents(stateAgi + alimonyAdjustment.amount);

  let income: number;
  if (data.startingPoint === 'federal-taxable-income') {
    income = input.federalTaxableIncome;
    steps.push(money(`${name} starting point: federal taxable income`, income));
  } else {
    income = input.federalAdjustedGrossIncome;
    steps.push(money(`${name} starting point: federal adjusted gross income`, income));
  }
  if (alimonyAdjustment.step) {
    income += alimonyAdjustment.amount;
    steps.push(alimonyAdjustment.step);
  }

  if (data.federalTaxDeduction && input.federalIncomeTax > 0) {
    const { share, shareTiers, cap } = data.federalTaxDeduction;
    const rate = shareTiers ? shareTierFor(shareTiers, stateAgi) : share;
    const raw = input.federalIncomeTax * rate;
    const deduction = roundToCents(cap ? Math.min(raw, cap[input.filingStatus]) : raw);
    if (deduction > 0) {
      income -= deduction;
      steps.push(
        money(
          'Federal income tax deduction',
          deduction,
          `${roundToDecimals(rate * 100, 2)}% of federal tax ${input.federalIncomeTax}${cap ? `, up to ${cap[input.filingStatus]}` : ''}`,
          sourceTitle,
        ),
      );
    }
  }

  if (data.standardDeduction !== undefined) {
    const amount = standardDeductionFor(data, input, stateAgi);
    if (amount > 0) {
      income -= amount;
      steps.push(
        money(
          data.standardDeduction === 'federal'
            ? 'Standard deduction (federal amount)'
            : `${name} standard deduction`,
          amount,
          data.standardDeductionPhaseOut ? 'after the reduction for income' : undefined,
          sourceTitle,
        ),
      );
    }
  }

  if (data.exemption) {
    const { own, dependents, total } = perPersonAmount(data.exemption, input, stateAgi);
    if (total > 0) {
      income -= total;
      steps.push(money('Personal and dependent exemptions', total, `${own} + ${dependents}`, sourceTitle));
    }
  }

  const taxable = roundToCents(Math.max(0, income));
  steps.push(money(`${name} taxable income`, taxable, 'not below 0'));
  const schedule = data.brackets[input.filingStatus];
  const { tax: gross, marginalRate } = taxFromSchedule(schedule, taxable);
  steps.push(money(`${name} tax from the rate schedule`, gross, describeSchedule(schedule), sourceTitle));

  let tax = gross;
  if (data.exemptionCredit) {
    const { own, dependents, total } = perPersonAmount(data.exemptionCredit, input, stateAgi);
    const used = Math.min(total, tax);
    if (used > 0) {
      tax = roundToCents(tax - used);
      steps.push(
        money(
          'Personal and dependent exemption credits',
          used,
          `${own} + ${dependents}, not above the tax`,
          sourceTitle,
        ),
      );
    }
  }
  for (const a of data.approximations) steps.push(note('Not modelled', a));
  steps.push(money(`${name} income tax`, tax));
  return {
    stateIncomeTax: tax,
    marginalRate,
    yearUsed: data.taxYear,
    steps,
    sources: data.sources,
    confidence,
    approximations,
  };
}

function stateAlimonyAdjustment(data: StateTaxYear, input: StateTaxInput): { amount: number; step?: Step } {
  const alimony = input.alimony;
  if (!data.alimony || !alimony || (alimony.paid === 0 && alimony.received === 0)) return { amount: 0 };
  const name = jurisdictionBySlug(input.state).name;
  const net = roundToCents(alimony.received - alimony.paid);
  if (net === 0) return { amount: 0 };
  if (data.alimony.rule === 'always-counted' && !alimony.federallyCounted) {
    return {
      amount: net,
      step: money(
        `${name} counts alimony whatever the agreement date (received − paid)`,
        net,
        `${alimony.received} − ${alimony.paid}`,
        data.alimony.source,
      ),
    };
  }
  if (data.alimony.rule === 'never-counted' && alimony.federallyCounted) {
    return {
      amount: -net,
      step: money(
        `${name} does not count alimony: federal amounts reversed (paid − received)`,
        -net,
        undefined,
        data.alimony.source,
      ),
    };
  }
  return { amount: 0 };
}

function shareTierFor(tiers: readonly { upTo: number; share: number }[], income: number): number {
  for (const tier of tiers) if (income <= tier.upTo) return tier.share;
  return tiers[tiers.length - 1]?.share ?? 0;
}

function standardDeductionFor(data: StateTaxYear, input: StateTaxInput, stateAgi: number): number {
  if (data.standardDeduction === 'federal') return input.federalStandardDeduction;
  if (data.standardDeduction === undefined) return 0;
  const status = input.filingStatus;
  const phaseOut = data.standardDeductionPhaseOut;
  const amount = phasedAmount(data.standardDeduction[status], phaseOut, status, stateAgi);
  if (status === 'head-of-household' && phaseOut?.headOfHouseholdNotBelowSingle) {
    return Math.max(amount, phasedAmount(data.standardDeduction.single, phaseOut, 'single', stateAgi));
  }
  return amount;
}

/** Filers' and dependents' amounts after any income tiers, phase-out or income limit. */
function perPersonAmount(
  p: PerPerson,
  input: StateTaxInput,
  stateAgi: number,
): { own: number; dependents: number; total: number } {
  const status = input.filingStatus;
  if (p.incomeLimit && stateAgi > p.incomeLimit[status]) return { own: 0, dependents: 0, total: 0 };
  if (p.perExemptionTiers) {
    const each = tierAmount(p.perExemptionTiers, stateAgi);
    const own = each * (status === 'married-joint' ? 2 : 1);
    const dependents = roundToCents(each * input.dependents);
    return { own, dependents, total: roundToCents(own + dependents) };
  }
  const own = phasedAmount(p.filers[status], p.phaseOut, status, stateAgi);
  const each = p.dependentTiers ? tierAmount(p.dependentTiers[status], stateAgi) : p.perDependent;
  const dependents = roundToCents(each * input.dependents);
  return { own, dependents, total: roundToCents(own + dependents) };
}
