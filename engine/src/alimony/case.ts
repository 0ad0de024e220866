import type { JurisdictionSlug } from '../jurisdictions.js';
import type { AlimonyParsedInput } from './schema.js';
import { calendarYears, daysBetween, wholeCalendarMonths } from './calendar.js';
import type { AlimonyCase, MarriageLength, SpouseFacts, TaxTreatment } from './types.js';

/**
 * IRC § 71 and § 215 as amended by the Tax Cuts and Jobs Act § 11051: payments under an instrument
 * executed after this date are neither deductible nor income (IRS, "Clarification: changes to
 * deduction for certain alimony payments effective in 2019").
 */
export const LAST_DAY_OF_DEDUCTIBLE_ALIMONY = '2018-12-31';

export interface NetIncomeEstimate {
  netMonthly: number;
  /** How the estimate was made, for the worksheet. */
  note: string;
}

/** Estimates monthly net income from monthly gross income where the caller gave none. */
export type NetIncomeEstimator = (
  grossMonthly: number,
  jurisdiction: JurisdictionSlug,
  asOf: string,
) => NetIncomeEstimate;

/**
 * The length of the marriage as the statutes count it: calendar months and calendar years from the
 * marriage date to the separation date (G.L. c. 208 § 48; Fla. Stat. § 61.08), not the spec's 30.44-day
 * months, which the form may still use for its live display.
 */
export function marriageLength(
  marriageDate: string,
  separationDate: string,
  enteredYears?: number,
): MarriageLength {
  const days = daysBetween(marriageDate, separationDate);
  if (enteredYears !== undefined) {
    return { days, months: enteredYears * 12, years: enteredYears, exactYears: enteredYears, entered: true };
  }
  const years = calendarYears(marriageDate, separationDate);
  return {
    days,
    months: wholeCalendarMonths(marriageDate, separationDate),
    years: years.whole,
    exactYears: years.exact,
    entered: false,
  };
}

export function taxTreatmentOf(instrumentDate: string): TaxTreatment {
  return instrumentDate <= LAST_DAY_OF_DEDUCTIBLE_ALIMONY ? 'deductible' : 'not-deductible';
}

function spouse(
  gross: number,
  net: number | undefined,
  expenses: number,
  age: number,
  estimate: () => NetIncomeEstimate,
): SpouseFacts {
  if (net !== undefined)
    return { grossMonthly: gross, netMonthly: net, netEstimated: false, expensesMonthly: expenses, age };
  const estimated = estimate();
  return {
    grossMonthly: gross,
    netMonthly: estimated.netMonthly,
    netEstimated: true,
    netEstimateNote: estimated.note,
    expensesMonthly: expenses,
    age,
  };
}

/** Turns validated input into the case every rule works with; net incomes are estimated only when missing. */
export function toAlimonyCase(
  input: AlimonyParsedInput,
  asOf: string,
  estimateNet: NetIncomeEstimator,
): AlimonyCase {
  const payer = spouse(input.payerIncome, input.payerNetIncome, input.payerExpenses, input.payerAge, () =>
    estimateNet(input.payerIncome, input.state, asOf),
  );
  const recipient = spouse(
    input.recipientIncome,
    input.recipientNetIncome,
    input.recipientExpenses,
    input.recipientAge,
    () => estimateNet(input.recipientIncome, input.state, asOf),
  );
  const instrumentDate = input.agreementDate ?? asOf;
  return {
    jurisdiction: input.state,
    asOf,
    alimonyType: input.alimonyType,
    marriageDate: input.marriageDate,
    separationDate: input.separationDate,
    marriage: marriageLength(input.marriageDate, input.separationDate, input.marriageLength),
    payer,
    recipient,
    childSupportMonthly: input.childSupportMonthly,
    instrumentDate,
    taxTreatment: taxTreatmentOf(instrumentDate),
  };
}
