import type { Source } from '../rules/source.js';
import type { TaxYear } from '../tax/types.js';
import type { DatedParameter } from '../qdro/rules.js';

const OBBBA_SALT: Source = {
  title: '26 U.S.C. §164(b)(6) as amended by Public Law 119-21 §70120: limitation on the deduction for state and local taxes',
  section: '§164(b)(6)(A)-(B), (7)',
  url: 'https://www.law.cornell.edu/uscode/text/26/164',
  lastChecked: '2026-11-26',
};
const TCJA_SALT: Source = {
  title: '26 U.S.C. §164(b)(6) (Public Law 115-97 §11042): $10,000 limit on state and local taxes, 2018-2024',
  section: '§164(b)(6)(B)',
  url: 'https://www.law.cornell.edu/uscode/text/26/164',
  lastChecked: '2026-11-26',
};

export interface SaltCap {
  /** The cap, and half of it for married filing separately. */
  cap: number;
  capMarriedSeparate: number;
  /** Modified AGI over which the cap falls by 30% of the excess (not below the floor); null: no phase-down. */
  phaseDownThreshold: number | null;
  phaseDownThresholdMarriedSeparate: number | null;
  phaseDownRate: number;
  floor: number;
  floorMarriedSeparate: number;
}

/** The state and local tax (SALT) cap on itemized deductions by tax year, dollars. */
export const SALT_CAP: Readonly<Record<TaxYear, DatedParameter<SaltCap>>> = {
  2024: {
    value: { cap: 10_000, capMarriedSeparate: 5_000, phaseDownThreshold: null, phaseDownThresholdMarriedSeparate: null, phaseDownRate: 0, floor: 10_000, floorMarriedSeparate: 5_000 },
    description: 'Cap on deductible state and local income and property taxes',
    unit: 'dollars',
    effective: { from: '2024-01-01', to: '2024-12-31' },
    source: TCJA_SALT,
  },
  2025: {
    value: { cap: 40_000, capMarriedSeparate: 20_000, phaseDownThreshold: 500_000, phaseDownThresholdMarriedSeparate: 250_000, phaseDownRate: 0.3, floor: 10_000, floorMarriedSeparate: 5_000 },
    description: 'Cap on deductible state and local taxes, reduced by 30% of modified AGI over the threshold, not below the floor',
    unit: 'dollars',
    effective: { from: '2025-01-01', to: '2025-12-31' },
    source: OBBBA_SALT,
  },
  2026: {
    value: { cap: 40_400, capMarriedSeparate: 20_200, phaseDownThreshold: 505_000, phaseDownThresholdMarriedSeparate: 252_500, phaseDownRate: 0.3, floor: 10_000, floorMarriedSeparate: 5_000 },
    description: 'Cap on deductible state and local taxes (2025 figures plus 1%), reduced by 30% of modified AGI over the threshold, not below the floor',
    unit: 'dollars',
    effective: { from: '2026-01-01', to: '2026-12-31' },
    source: OBBBA_SALT,
  },
};

/** The rules the recommendations cite. */
export const TAX_IMPACT_RULES = {
  headOfHousehold: {
    title: '26 U.S.C. §2(b) and IRS Publication 501: head of household (unmarried, paid over half the cost of the home, a qualifying person lived there over half the year)',
    section: '§2(b); Pub. 501 "Head of Household"',
    url: 'https://www.irs.gov/publications/p501',
  },
  custodialParentRelease: {
    title: '26 U.S.C. §152(e) and IRS Form 8332: the custodial parent may release the claim to the child tax credit to the noncustodial parent',
    section: '§152(e)(2); Form 8332',
    url: 'https://www.irs.gov/forms-pubs/about-form-8332',
  },
  itemize: {
    title: '26 U.S.C. §63(b), (d) and Schedule A: itemize only when itemized deductions exceed the standard deduction',
    section: '§63; Schedule A (Form 1040)',
    url: 'https://www.irs.gov/forms-pubs/about-schedule-a-form-1040',
  },
  withholding: {
    title: 'IRS Form W-4 and Publication 505: give your employer a new W-4 when your filing status changes',
    section: 'Pub. 505 chapter 1',
    url: 'https://www.irs.gov/publications/p505',
  },
  employeeExpenses: {
    title: '26 U.S.C. §67(g): miscellaneous itemized deductions (including unreimbursed employee expenses) not allowed after 2017',
    section: '§67(g)',
    url: 'https://www.law.cornell.edu/uscode/text/26/67',
  },
} as const satisfies Record<string, Source>;

/** The year's SALT cap for a filing status and modified AGI. */
export function saltCapFor(taxYear: TaxYear, marriedSeparate: boolean, modifiedAgi: number): number {
  const p = SALT_CAP[taxYear].value;
  const cap = marriedSeparate ? p.capMarriedSeparate : p.cap;
  const threshold = marriedSeparate ? p.phaseDownThresholdMarriedSeparate : p.phaseDownThreshold;
  const floor = marriedSeparate ? p.floorMarriedSeparate : p.floor;
  if (threshold === null || modifiedAgi <= threshold) return cap;
  return Math.max(floor, cap - p.phaseDownRate * (modifiedAgi - threshold));
}
