import { count, money, note, percent } from '../../explain/steps.js';
import type { Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { melsonObligations, melsonTransfer, type MelsonParameters } from '../models/melson.js';
import { netIncomeOf } from '../models/parent-income.js';
import { wholeOvernights } from '../models/worksheet-steps.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome, ParentRole } from '../types.js';

const LAST_CHECKED = '2026-11-21';

const RULES_500_509: Source = {
  title: 'Delaware Family Court Civil Rules 500-509, the Delaware Child Support Formula (Melson formula), and worksheet Form 509',
  section: 'Rules 502-505 (net income, self-support allowance, primary support, SOLA), Form 509 line 22 (parenting time)',
  url: 'https://courts.delaware.gov/family/childsupport/',
  lastChecked: LAST_CHECKED,
};

/** Figures of the 2026 Form 509 as reported by a secondary source (not checked against the form). */
const DELAWARE_2026: MelsonParameters = {
  selfSupportAllowance: 1600,
  primaryAllowance: (children) => 420 * children + 380,
  solaRate: (children) => (children === 1 ? 0.12 : children === 2 ? 0.17 : 0.21 + 0.02 * (children - 3)),
  source: 'Del. Fam. Ct. Civ. R. 503-505 (figures as reported)',
};

/** Form 509 line 22: the obligor's support is reduced for overnights with the obligor. */
const PARENTING_TIME_CREDIT: readonly { fromNights: number; rate: number }[] = [
  { fromNights: 80, rate: 0.1 },
  { fromNights: 125, rate: 0.3 },
];
const SHARED_EQUAL_PLACEMENT_NIGHTS = 164;

const APPROXIMATIONS = [
  "The Delaware formula's figures (self-support allowance $1,600; primary support $420 a child plus $380 a household; SOLA 12% / 17% / 21%, +2% a further child) and the Form 509 parenting time credit (10% from 80 overnights, 30% from 125) come from a secondary source and were not checked against the Family Court's published figures.",
  'Not modelled: the adjustment for other dependents, the high-income offset, the minimum order and the self-support protection of the obligor.',
];

function creditRate(nights: number): number {
  let rate = 0;
  for (const band of PARENTING_TIME_CREDIT) if (nights >= band.fromNights) rate = band.rate;
  return rate;
}

function computeDelaware(c: ChildSupportCase): GuidelineOutcome {
  const steps: Step[] = [];
  const approximations: string[] = [];
  const netOf = (role: ParentRole) => {
    const r = netIncomeOf(c, role, {
      state: 'delaware',
      label: 'monthly net income',
    });
    steps.push(...r.steps);
    if (r.estimated && !approximations.some((a) => a.startsWith('Net income'))) {
      approximations.push('Net income was estimated from gross income with standard federal, FICA and Delaware tax; Rule 502 uses the actual deductions.');
    }
    const deductions = roundToCents(c[role].monthlyDeductions);
    if (deductions > 0) steps.push(money(`Deductions entered (${role} parent)`, deductions, undefined, 'Rule 502'));
    return roundToCents(Math.max(0, r.net - deductions));
  };
  const net = { custodial: netOf('custodial'), noncustodial: netOf('noncustodial') };
  const melson = melsonObligations(c, net, DELAWARE_2026);
  steps.push(...melson.steps);

  const cpNights = wholeOvernights(c, 'custodial');
  const ncpNights = wholeOvernights(c, 'noncustodial');
  const obligor: ParentRole = cpNights < ncpNights ? 'custodial' : 'noncustodial';
  const obligorNights = Math.min(cpNights, ncpNights);
  if (obligor === 'custodial') steps.push(note('Obligor', 'The parent entered as custodial has fewer overnights, so that parent pays.'));
  const base = melsonTransfer(c, obligor, melson);
  steps.push(money("Obligor's support after the bills the obligor pays directly", base, undefined, 'Form 509'));

  steps.push(count("Overnights with the obligor", obligorNights));
  const rate = creditRate(obligorNights);
  let owed = base;
  if (rate > 0) {
    owed = roundToCents(Math.max(0, base * (1 - rate)));
    steps.push(
      percent('Parenting time credit', rate * 100, `${obligorNights} overnights`, 'Form 509 line 22'),
      money('Support after the parenting time credit', owed, `${base} × ${(1 - rate).toFixed(2)}`, 'Form 509 line 22'),
    );
  }
  if (obligorNights >= SHARED_EQUAL_PLACEMENT_NIGHTS) {
    const text = 'With 164 or more overnights in each home Delaware uses the shared equal placement worksheet (each child counted half in each home); the 30% credit was applied instead.';
    approximations.push(text);
    steps.push(note('Shared equal placement', text, 'Rule 503'));
  }
  const signed = obligor === 'noncustodial' ? owed : -owed;
  const monthlyPayment = Math.abs(signed);
  const payer: ParentRole | 'none' = signed > 0 ? 'noncustodial' : signed < 0 ? 'custodial' : 'none';
  steps.push(money('Monthly child support', monthlyPayment, undefined, 'Form 509'));
  const combined = roundToCents(net.custodial + net.noncustodial);
  return {
    monthlyPayment,
    payer,
    combinedIncome: combined,
    nonCustodialPercentage: roundToDecimals(melson.noncustodial.share * 100, 2),
    baseAmount: obligor === 'noncustodial' ? melson.noncustodial.total : melson.custodial.total,
    adjustment: roundToCents(monthlyPayment - (obligor === 'noncustodial' ? melson.noncustodial.total : melson.custodial.total)),
    steps,
    approximations,
  };
}

const sample = { custodyArrangement: 'primary', state: 'delaware', asOf: '2026-11-01', custodialParentTime: 80, nonCustodialParentTime: 20, incomeBasis: 'net' } as const;

export const delaware = defineChildSupportRules({
  slug: 'delaware',
  versions: [
    {
      effective: { from: '2026-01-01' },
      model: 'melson',
      incomeBasis: 'net',
      confidence: 'estimate',
      sources: [RULES_500_509],
      approximations: APPROXIMATIONS,
      summary:
        'Melson formula on net income: each parent keeps a self-support allowance, the primary support need (allowance, childcare, health insurance) is shared by net available income, then a standard-of-living percentage of what remains; a 10% / 30% credit for 80 / 125 overnights.',
      compute: computeDelaware,
    },
  ],
  examples: [
    {
      name: 'Net incomes $3,000 and $5,000, two children',
      kind: 'derived',
      source: 'derived from Del. Fam. Ct. Civ. R. 503-505 (Melson steps) with the figures as reported for 2026',
      input: { ...sample, custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 2 },
      expected: { monthlyPayment: 1295.23, payer: 'noncustodial' },
      note: 'NAI 1,400 and 3,400 (share 70.83%); primary 2 × 420 + 380 = 1,220 × 0.7083 = 864.13; SOLA (3,400 − 864.13) × 17% = 431.10; total $1,295.23.',
    },
  ],
});
