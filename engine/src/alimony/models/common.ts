import { count, money, note, type Step } from '../../explain/steps.js';
import { roundToCents } from '../../money/rounding.js';
import type { AlimonyCase, SpouseFacts } from '../types.js';

export type IncomeBasis = 'gross' | 'net';

export function incomeOf(spouse: SpouseFacts, basis: IncomeBasis): number {
  return basis === 'gross' ? spouse.grossMonthly : spouse.netMonthly;
}

/**
 * The marriage-length lines. `measuredTo` names the event the state's law counts to (filing, service,
 * decree); the form only has a separation date, so the worksheet says which date to enter.
 */
export function marriageSteps(c: AlimonyCase, measuredTo?: string): Step[] {
  const m = c.marriage;
  return [
    note('Marriage', `${c.marriageDate} to ${c.separationDate}`),
    m.entered
      ? count('Length of marriage (years, as entered)', m.years)
      : count('Length of marriage (months)', m.months, `whole calendar months from ${c.marriageDate} to ${c.separationDate}`),
    ...(m.entered
      ? []
      : [count('Length of marriage (whole years)', m.years, 'whole calendar years (anniversaries reached)')]),
    ...(measuredTo
      ? [
          note(
            'Measured to',
            `The law counts the marriage to ${measuredTo}; enter that date as the separation date for an exact term.`,
          ),
        ]
      : []),
  ];
}

export function incomeSteps(c: AlimonyCase, basis: IncomeBasis): Step[] {
  const label = basis === 'gross' ? 'gross' : 'net';
  const steps = [
    money(
      `Payer's monthly ${label} income`,
      incomeOf(c.payer, basis),
      c.payer.netEstimated && basis === 'net' ? 'estimated from gross' : undefined,
    ),
    money(
      `Recipient's monthly ${label} income`,
      incomeOf(c.recipient, basis),
      c.recipient.netEstimated && basis === 'net' ? 'estimated from gross' : undefined,
    ),
  ];
  return steps;
}

/** Says where a net income was estimated, for rules that start from net income. */
export function netIncomeApproximations(c: AlimonyCase, basis: IncomeBasis): string[] {
  if (basis === 'gross') return [];
  const notes: string[] = [];
  if (c.payer.netEstimated)
    notes.push(`Payer's net income estimated: ${c.payer.netEstimateNote ?? 'from gross income'}.`);
  if (c.recipient.netEstimated) {
    notes.push(`Recipient's net income estimated: ${c.recipient.netEstimateNote ?? 'from gross income'}.`);
  }
  return notes;
}

/**
 * The recipient's shortfall (expenses less own net income) when expenses were entered; undefined when
 * they were not, because a need of 0 and an unknown need are different things.
 */
export function recipientNeed(c: AlimonyCase): number | undefined {
  if (c.recipient.expensesMonthly <= 0) return undefined;
  return roundToCents(Math.max(0, c.recipient.expensesMonthly - c.recipient.netMonthly));
}

export function needSteps(need: number | undefined, c: AlimonyCase): Step[] {
  if (need === undefined) {
    return [note('Recipient need', 'Not computed: no monthly expenses were entered for the recipient')];
  }
  return [
    money(
      "Recipient's need (expenses less own net income)",
      need,
      `${c.recipient.expensesMonthly} − ${c.recipient.netMonthly}`,
    ),
  ];
}

export function taxTreatmentStep(c: AlimonyCase): Step {
  return c.taxTreatment === 'deductible'
    ? note(
        'Federal tax treatment',
        `Instrument dated ${c.instrumentDate} (on or before 2018-12-31): payments are deductible by the payer and taxable to the recipient under the pre-2019 rules, unless a later modification expressly adopts the new rules.`,
        'IRC §§ 71, 215 before the Tax Cuts and Jobs Act § 11051',
      )
    : note(
        'Federal tax treatment',
        `Instrument dated ${c.instrumentDate} (after 2018-12-31): payments are not deductible by the payer and not income to the recipient.`,
        'Tax Cuts and Jobs Act § 11051 (IRS, Clarification: changes to deduction for certain alimony payments effective in 2019)',
      );
}
