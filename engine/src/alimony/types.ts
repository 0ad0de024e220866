import type { Step } from '../explain/steps.js';
import type { JurisdictionSlug } from '../jurisdictions.js';
import type { Confidence, EffectiveRange, Source } from '../rules/source.js';
import type { ALIMONY_TYPES } from './schema.js';

export type AlimonyType = (typeof ALIMONY_TYPES)[number];

export interface SpouseFacts {
  /** Monthly gross income as entered. */
  grossMonthly: number;
  /** Monthly net income: as entered, or estimated from gross (see `netEstimated`). */
  netMonthly: number;
  netEstimated: boolean;
  /** How the net figure was estimated, when it was. */
  netEstimateNote?: string;
  /** Monthly expenses as entered; 0 when not given. */
  expensesMonthly: number;
  age: number;
}

/** Whether payments are deductible by the payer and taxable to the recipient (federal). */
export type TaxTreatment = 'deductible' | 'not-deductible';

export interface MarriageLength {
  /** Days from the marriage date to the separation date. */
  days: number;
  /** Whole calendar months (Jan 31 → Feb 28 is one), or years × 12 when the length was entered in years. */
  months: number;
  /** Whole calendar years, as entered or derived. */
  years: number;
  /**
   * Years as a number for rules that compare against a number of years: whole calendar years plus the
   * elapsed part of the current one (exactly 20 on the 20th anniversary).
   */
  exactYears: number;
  /** True when the caller gave `marriageLength` instead of relying on the dates. */
  entered: boolean;
}

/** A validated case, in the terms every alimony rule works with. */
export interface AlimonyCase {
  jurisdiction: JurisdictionSlug;
  /** The date whose rules apply, YYYY-MM-DD. */
  asOf: string;
  alimonyType: AlimonyType;
  marriageDate: string;
  separationDate: string;
  marriage: MarriageLength;
  payer: SpouseFacts;
  recipient: SpouseFacts;
  /** Child support the payer pays for children of the marriage, monthly (0 when none). */
  childSupportMonthly: number;
  /** Date the divorce or separation instrument was executed (or asOf when not given). */
  instrumentDate: string;
  taxTreatment: TaxTreatment;
}

export interface DurationOutcome {
  /** Readable duration, e.g. "Up to 84 months (7 years)". */
  text: string;
  /** Months; null when indefinite or open-ended. */
  months: number | null;
}

/** What a jurisdiction's rule produces for one case. */
export interface AlimonyOutcome {
  monthlyPayment: number;
  monthlyRange: { low: number; high: number };
  incomeDifferential: number;
  percentage: number;
  duration: DurationOutcome;
  /** False when this case fell outside the rule's formula (type, thresholds) and was estimated. */
  isGuidelineFormula: boolean;
  /**
   * True when the rule awards the lesser of the recipient's need and a limit, and no recipient expenses were
   * given: monthlyPayment is then the limit, the most the rule allows, not an estimate of the award.
   */
  amountIsCeiling?: boolean;
  steps: Step[];
  /** What this particular calculation had to approximate (for example: net income estimated). */
  approximations: string[];
  /** Sources used in addition to the rule version's own (for example the estimate's basis). */
  extraSources?: Source[];
}

export type AlimonyModelName =
  | 'massachusetts-alimony-reform-act'
  | 'new-york-maintenance-guidelines'
  | 'illinois-maintenance-guidelines'
  | 'texas-maintenance-cap'
  | 'colorado-maintenance-guidelines'
  | 'pennsylvania-spousal-support-guideline'
  | 'california-county-temporary-guideline'
  | 'florida-durational-alimony'
  | 'virginia-pendente-lite-formula'
  | 'new-hampshire-term-alimony'
  | 'statutory-duration-limit'
  | 'estimate';

export interface AlimonyRuleVersion {
  effective: EffectiveRange;
  model: AlimonyModelName;
  /** Whether this version holds a statutory or official amount formula at all. */
  hasAmountFormula: boolean;
  confidence: Confidence;
  sources: Source[];
  /** What this version approximates; required (non-empty) when confidence is `estimate`. */
  approximations: string[];
  /** One or two sentences for the accuracy report. */
  summary: string;
  compute(c: AlimonyCase): AlimonyOutcome;
}

export interface AlimonyJurisdictionRules {
  slug: JurisdictionSlug;
  versions: AlimonyRuleVersion[];
}
