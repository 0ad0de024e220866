import type { JurisdictionSlug } from '../../jurisdictions.js';
import type { ByStatus, DatedParameters, Schedule } from '../types.js';

/** An amount that depends on income: the first tier whose `upTo` the income does not exceed applies. */
export interface IncomeTier {
  upTo: number;
  amount: number;
}

/**
 * A reduction of a deduction or exemption as income rises above `start`: either `rate` of the
 * excess, or `perStep` for each `step` of excess (counting a part step when `partStep` is 'counts',
 * as statutes that say "or fraction thereof" do). The result is not below `floor` (default 0).
 */
export interface PhaseOut {
  start: ByStatus<number>;
  rate?: ByStatus<number>;
  step?: ByStatus<number>;
  perStep?: ByStatus<number>;
  partStep?: 'counts' | 'ignored';
  floor?: ByStatus<number>;
}

/** A deduction or credit for the filer(s), by filing status, plus an amount per dependent. */
export interface PerPerson {
  filers: ByStatus<number>;
  perDependent: number;
  /** Dependent amounts that fall with income, by filing status (replace `perDependent`). */
  dependentTiers?: ByStatus<readonly IncomeTier[]>;
  /**
   * One amount per exemption (each filer and each dependent) that falls with income, as Ohio's
   * does; replaces `filers` and `perDependent`.
   */
  perExemptionTiers?: readonly IncomeTier[];
  /** Reduction of the filers' amount as income rises. */
  phaseOut?: PhaseOut;
  /** Income above which the whole amount is lost (a cliff, not a phase-out). */
  incomeLimit?: ByStatus<number>;
}

/** One state's individual income tax on wages for one tax year, as data. */
export interface StateTaxYear extends DatedParameters {
  /** 'none' where the state does not tax wages at all. */
  kind: 'none' | 'income-tax';
  /** The federal figure the state return starts from. */
  startingPoint?: 'federal-agi' | 'federal-taxable-income';
  brackets?: ByStatus<Schedule>;
  /** The state's own standard deduction, or 'federal' where the state allows the federal amount. */
  standardDeduction?: ByStatus<number> | 'federal';
  /** Reduction of the state's standard deduction as income rises. */
  standardDeductionPhaseOut?: PhaseOut & {
    /** Head of household never gets less than a single filer at the same income (Wisconsin). */
    headOfHouseholdNotBelowSingle?: boolean;
  };
  /** Personal and dependent exemptions subtracted from income. */
  exemption?: PerPerson;
  /** Personal and dependent credits subtracted from tax (nonrefundable). */
  exemptionCredit?: PerPerson;
  /** Federal income tax the state lets filers deduct: a share of it, up to a cap. */
  federalTaxDeduction?: {
    share: number;
    /** Shares that fall with the state's income (replace `share`), as Missouri's do. */
    shareTiers?: readonly { upTo: number; share: number }[];
    cap?: ByStatus<number>;
  };
  /**
   * Where the state departs from the federal alimony rule: 'always-counted' taxes alimony received and
   * deducts alimony paid whatever the agreement date; 'never-counted' does neither. Absent: federal rule.
   */
  alimony?: { rule: 'always-counted' | 'never-counted'; source: string };
}

export interface StateTaxRules {
  slug: JurisdictionSlug;
  /** Tax years held, any order; a year not held uses the nearest one, flagged as an estimate. */
  years: readonly StateTaxYear[];
}
