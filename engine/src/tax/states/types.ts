import type { JurisdictionSlug } from '../../jurisdictions.js';
import type { ByStatus, DatedParameters, Schedule } from '../types.js';

/** A deduction or credit for the filer(s), by filing status, plus an amount per dependent. */
export interface PerPerson {
  filers: ByStatus<number>;
  perDependent: number;
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
  /** Personal and dependent exemptions subtracted from income. */
  exemption?: PerPerson;
  /** Personal and dependent credits subtracted from tax (nonrefundable). */
  exemptionCredit?: PerPerson;
  /** Federal income tax the state lets filers deduct: a share of it, up to a cap. */
  federalTaxDeduction?: { share: number; cap?: ByStatus<number> };
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
