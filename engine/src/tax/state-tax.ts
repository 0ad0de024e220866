import { money, note, type Step } from '../explain/steps.js';
import { jurisdictionBySlug, type JurisdictionSlug } from '../jurisdictions.js';
import { roundToCents } from '../money/rounding.js';
import type { Confidence, Source } from '../rules/source.js';
import { describeSchedule, taxFromSchedule } from './brackets.js';
import { stateTaxRulesFor } from './states/index.js';
import type { StateTaxYear } from './states/types.js';
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
    return { stateIncomeTax: 0, marginalRate: 0, yearUsed: data.taxYear, steps, sources: data.sources, confidence, approximations };
  }

  let income: number;
  if (data.startingPoint === 'federal-taxable-income') {
    income = input.federalTaxableIncome;
    steps.push(money(`${name} starting point: federal taxable income`, income));
  } else {
    income = input.federalAdjustedGrossIncome;
    steps.push(money(`${name} starting point: federal adjusted gross income`, income));
  }

  const alimony = input.alimony;
  if (data.alimony && alimony && (alimony.paid > 0 || alimony.received > 0)) {
    const net = roundToCents(alimony.received - alimony.paid);
    if (data.alimony.rule === 'always-counted' && !alimony.federallyCounted && net !== 0) {
      income += net;
      steps.push(
        money(
          `${name} counts alimony whatever the agreement date (received − paid)`,
          net,
          `${alimony.received} − ${alimony.paid}`,
          data.alimony.source,
        ),
      );
    } else if (data.alimony.rule === 'never-counted' && alimony.federallyCounted && net !== 0) {
      income -= net;
      steps.push(
        money(`${name} does not count alimony: federal amounts reversed (paid − received)`, -net, undefined, data.alimony.source),
      );
    }
  }

  if (data.federalTaxDeduction && input.federalIncomeTax > 0) {
    const { share, cap } = data.federalTaxDeduction;
    const raw = input.federalIncomeTax * share;
    const deduction = roundToCents(cap ? Math.min(raw, cap[input.filingStatus]) : raw);
    income -= deduction;
    steps.push(
      money(
        'Federal income tax deduction',
        deduction,
        `${share * 100}% of federal tax ${input.federalIncomeTax}${cap ? `, up to ${cap[input.filingStatus]}` : ''}`,
        sourceTitle,
      ),
    );
  }

  if (data.standardDeduction !== undefined) {
    const amount =
      data.standardDeduction === 'federal' ? input.federalStandardDeduction : data.standardDeduction[input.filingStatus];
    if (amount > 0) {
      income -= amount;
      steps.push(
        money(
          data.standardDeduction === 'federal' ? 'Standard deduction (federal amount)' : `${name} standard deduction`,
          amount,
          undefined,
          sourceTitle,
        ),
      );
    }
  }

  if (data.exemption) {
    const own = data.exemption.filers[input.filingStatus];
    const amount = own + data.exemption.perDependent * input.dependents;
    if (amount > 0) {
      income -= amount;
      steps.push(
        money(
          'Personal and dependent exemptions',
          amount,
          `${own} + ${input.dependents} × ${data.exemption.perDependent}`,
          sourceTitle,
        ),
      );
    }
  }

  const taxable = roundToCents(Math.max(0, income));
  steps.push(money(`${name} taxable income`, taxable, 'not below 0'));
  const schedule = data.brackets[input.filingStatus];
  const { tax: gross, marginalRate } = taxFromSchedule(schedule, taxable);
  steps.push(money(`${name} tax from the rate schedule`, gross, describeSchedule(schedule), sourceTitle));

  let tax = gross;
  if (data.exemptionCredit) {
    const own = data.exemptionCredit.filers[input.filingStatus];
    const credit = own + data.exemptionCredit.perDependent * input.dependents;
    const used = Math.min(credit, tax);
    if (used > 0) {
      tax = roundToCents(tax - used);
      steps.push(
        money(
          'Personal and dependent exemption credits',
          used,
          `${own} + ${input.dependents} × ${data.exemptionCredit.perDependent}, not above the tax`,
          sourceTitle,
        ),
      );
    }
  }
  for (const a of data.approximations) steps.push(note('Not modelled', a));
  steps.push(money(`${name} income tax`, tax));
  return { stateIncomeTax: tax, marginalRate, yearUsed: data.taxYear, steps, sources: data.sources, confidence, approximations };
}
