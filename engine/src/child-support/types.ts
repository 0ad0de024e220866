import type { ResultMeta, Step } from '../explain/steps.js';
import type { JurisdictionSlug } from '../jurisdictions.js';
import type { Confidence, EffectiveRange, Source } from '../rules/source.js';
import type { CUSTODY_ARRANGEMENTS, ChildSupportInput, PARENT_ROLES } from './schema.js';

export type ParentRole = (typeof PARENT_ROLES)[number];
export type CustodyArrangement = (typeof CUSTODY_ARRANGEMENTS)[number];

export interface ParentFacts {
  /** Monthly income as entered: gross, or already the state's own starting figure when incomeBasis is net. */
  monthlyIncome: number;
  /** Monthly deductions the user entered (for example other support paid, mandatory retirement). */
  monthlyDeductions: number;
  /** Overnights per year: as entered, or the time percentage × 365. */
  overnightsPerYear: number;
  /** Share of parenting time, 0-100. */
  timePercent: number;
}

/** A validated case, in the terms every model works with. */
export interface ChildSupportCase {
  jurisdiction: JurisdictionSlug;
  /** The date whose rules apply, YYYY-MM-DD. */
  asOf: string;
  children: number;
  custodyArrangement: CustodyArrangement;
  /** `net`: incomes are already the figure the state starts from; no tax estimate is applied. */
  incomeBasis: 'gross' | 'net';
  overnightsGiven: boolean;
  custodial: ParentFacts;
  noncustodial: ParentFacts;
  childcare: { monthly: number; paidBy: ParentRole };
  healthInsurance: { monthly: number; paidBy: ParentRole };
}

/** What a jurisdiction's guideline produces for one case. */
export interface GuidelineOutcome {
  /** Monthly amount the payer owes, after every adjustment and the state's rounding. */
  monthlyPayment: number;
  payer: ParentRole | 'none';
  /** Combined income in the state's own terms (gross, net, adjusted), monthly. */
  combinedIncome: number;
  /** The noncustodial parent's share of combined income, percent 0-100. */
  nonCustodialPercentage: number;
  /** The payer's share of the basic obligation before parenting-time and add-on adjustments. */
  baseAmount: number;
  /**
   * monthlyPayment − baseAmount: what the worksheet changes after its base amount (add-ons, caps, floors,
   * and parenting time only in states that apply it after the base). The effect of parenting time itself
   * is computed for every state by calculateChildSupport (see parenting-time.ts).
   */
  adjustment: number;
  steps: Step[];
  /** What this particular calculation had to approximate (for example: taxes estimated from gross). */
  approximations: string[];
  /**
   * The official worksheet form the steps follow (its lines in `Step.line`), when the state has one; it may
   * differ by case (a sole and a shared custody worksheet). Copied to `ResultMeta.worksheetForm`.
   */
  worksheetForm?: ResultMeta['worksheetForm'];
}

export type ChildSupportModelName =
  | 'income-shares'
  | 'percentage-of-income'
  | 'percentage-of-combined-income'
  | 'melson'
  | 'california-formula'
  | 'massachusetts-formula'
  | 'new-york-cssa'
  | 'texas-net-resources';

export type IncomeBasisOfState = 'gross' | 'net' | 'adjusted-gross';

export interface ChildSupportRuleVersion {
  effective: EffectiveRange;
  model: ChildSupportModelName;
  /** The income the guideline starts from. */
  incomeBasis: IncomeBasisOfState;
  confidence: Confidence;
  sources: Source[];
  /** What this version approximates; required (non-empty) when confidence is `estimate`. */
  approximations: string[];
  /** One or two sentences for the accuracy report: the model and its shared-parenting rule. */
  summary: string;
  compute(c: ChildSupportCase): GuidelineOutcome;
}

/**
 * Where a worked example comes from:
 * - `official`: printed in the state's own material (rule or statute text, court or agency worksheet
 *   instructions, guides, sample cases), with its numbers;
 * - `secondary`: printed by someone else for the same rule (a law firm, a bar publication, commentary);
 * - `derived`: worked out from the rule text by this project, the arithmetic in `note`.
 */
export type WorkedExampleKind = 'official' | 'secondary' | 'derived';

/** A worked example the engine must reproduce. */
export interface WorkedExample {
  name: string;
  /** Where the example is published, or "derived from <rule>" with the arithmetic in `note`. */
  source: string;
  kind: WorkedExampleKind;
  input: ChildSupportInput;
  expected: { monthlyPayment: number; payer?: ParentRole | 'none' };
  /** Allowed difference in dollars (0 unless the source rounds differently, which `note` explains). */
  tolerance?: number;
  note?: string;
}

export interface ChildSupportJurisdictionRules {
  slug: JurisdictionSlug;
  versions: ChildSupportRuleVersion[];
  examples: WorkedExample[];
}
