import { money, note, percent } from '../../explain/steps.js';
import { roundToCents, roundToDecimals } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { netIncomeOf } from '../models/parent-income.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, ChildSupportRuleVersion, GuidelineOutcome, ParentRole } from '../types.js';

const SECTION_154_125: Source = {
  title: 'Texas Family Code § 154.125, Application of Guidelines to Net Resources',
  section: 'Tex. Fam. Code § 154.125(a)-(c)',
  url: 'https://statutes.capitol.texas.gov/Docs/FA/htm/FA.154.htm#154.125',
};
const SECTION_154_061_062: Source = {
  title: 'Texas Family Code §§ 154.061-154.062, Computing Net Resources',
  section: 'Tex. Fam. Code § 154.061(b) (tax charts: single person, standard deduction); § 154.062(d) (deductions)',
  url: 'https://statutes.capitol.texas.gov/Docs/FA/htm/FA.154.htm#154.062',
};
const SECTION_154_126: Source = {
  title: 'Texas Family Code § 154.126, Application of Guidelines to Additional Net Resources',
  section: 'Tex. Fam. Code § 154.126',
  url: 'https://statutes.capitol.texas.gov/Docs/FA/htm/FA.154.htm#154.126',
};
const SECTION_154_182: Source = {
  title: 'Texas Family Code §§ 154.182, 154.1826, Health Care and Dental Care Coverage',
  section: 'Tex. Fam. Code § 154.182(b); § 154.1826',
  url: 'https://statutes.capitol.texas.gov/Docs/FA/htm/FA.154.htm#154.182',
};
const CAP_2019: Source = {
  title: 'Office of the Attorney General of Texas, adjusted maximum monthly net resources ($9,200), Texas Register 2019',
  section: 'Tex. Fam. Code § 154.125(a-1) adjustment effective September 1, 2019',
};
const CAP_2025: Source = {
  title:
    'Office of the Attorney General of Texas, adjusted maximum monthly net resources ($11,700), Texas Register, August 15, 2025 (as reported by dentonfamilyattorneys.com and paralegaltexas.com)',
  section: 'Tex. Fam. Code § 154.125(a-1) adjustment effective September 1, 2025',
  url: 'https://www.dentonfamilyattorneys.com/?p=19511',
};

/** § 154.125(b): 1-5 children; six or more are "not less than the amount for 5 children". */
const GUIDELINE_PERCENTAGES = [20, 25, 30, 35, 40] as const;
/** § 154.125(c), for suits filed on or after September 1, 2021: obligor's net resources below $1,000. */
const LOW_INCOME_PERCENTAGES = [15, 20, 25, 30, 35] as const;
const LOW_INCOME_THRESHOLD = 1_000;

const TAX_ESTIMATE_APPROXIMATION =
  "Net resources were estimated from gross income with federal income tax for a single person with the standard deduction, from the rate schedule at every income as the Attorney General's tax charts compute it, and FICA (Tex. Fam. Code § 154.061(b)); the annual Tax Charts, which courts use, are not transcribed, so the figure can differ by a few dollars.";

interface TexasParameters {
  from: string;
  to?: string;
  cap: number;
  capSource: Source;
  lowIncomeSchedule: boolean;
}

function percentageFor(children: number, lowIncome: boolean): number {
  const table = lowIncome ? LOW_INCOME_PERCENTAGES : GUIDELINE_PERCENTAGES;
  return table[Math.min(children, 5) - 1]!;
}

function computeTexas(c: ChildSupportCase, p: TexasParameters): GuidelineOutcome {
  const approximations: string[] = [];
  const steps = [
    note(
      'Model',
      "Texas applies a percentage to the obligor's monthly net resources; the other parent's income does not enter the guideline.",
      SECTION_154_125.section,
    ),
  ];
  // The obligor is the parent without the primary residence: the one with fewer overnights.
  const obligor: ParentRole = c.custodial.overnightsPerYear < c.noncustodial.overnightsPerYear ? 'custodial' : 'noncustodial';
  const obligee: ParentRole = obligor === 'custodial' ? 'noncustodial' : 'custodial';
  if (obligor === 'custodial') {
    steps.push(note('Obligor', 'The parent entered as custodial has fewer overnights, so that parent is the obligor.'));
  }

  // § 154.061(b) and § 154.062(d)(2) take federal income tax "based on the tax rate for a single person", and
  // the Attorney General's tax charts apply the rate schedule, not the Form 1040 Tax Table: the 2009 chart's
  // minimum-wage amounts ($202.57 / $253.22 / $303.86 at $6.55 an hour, as two Texas blogs repeat them) follow
  // only from the rate schedule ($427.40 a year; the Tax Table's $428 gives $202.56 / $253.20 / $303.84).
  const netOf = (role: ParentRole) =>
    netIncomeOf(c, role, { state: 'texas', filingStatus: 'single', label: 'monthly net income', federalLine16: 'rate-schedule' });
  const ncp = netOf(obligor);
  steps.push(...ncp.steps);
  if (ncp.estimated) approximations.push(TAX_ESTIMATE_APPROXIMATION);

  const deductions = roundToCents(c[obligor].monthlyDeductions);
  if (deductions > 0) {
    steps.push(money('Less union dues and other § 154.062(d) deductions entered', deductions, undefined, SECTION_154_061_062.section));
  }
  // § 154.062(d)(5): the cost of the children's health (and dental) insurance ordered under § 154.182 is
  // deducted whether the obligor buys it or reimburses the obligee for it.
  const insurance = roundToCents(c.healthInsurance.monthly);
  if (insurance > 0) {
    steps.push(money("Less the children's health insurance cost", insurance, undefined, '§ 154.062(d)(5)'));
  }
  const netResources = roundToCents(Math.max(0, ncp.net - deductions - insurance));
  steps.push(money("Obligor's monthly net resources", netResources, undefined, SECTION_154_061_062.section));

  const capped = Math.min(netResources, p.cap);
  steps.push(
    money(
      'Net resources the percentage applies to',
      capped,
      netResources > p.cap ? `capped at ${p.cap}` : `not above the cap of ${p.cap}`,
      '§ 154.125(a), (a-1)',
    ),
  );
  if (netResources > p.cap) {
    steps.push(
      note(
        'Above the cap',
        `Net resources above ${p.cap} are not subject to the percentage; the court may order more only on proof of the children's proven needs (§ 154.126).`,
        SECTION_154_126.section,
      ),
    );
  }

  const lowIncome = p.lowIncomeSchedule && netResources < LOW_INCOME_THRESHOLD;
  const pct = percentageFor(c.children, lowIncome);
  steps.push(
    percent(
      lowIncome ? 'Low-income guideline percentage (net resources below $1,000)' : 'Guideline percentage',
      pct,
      c.children > 5 ? '6 or more children: not less than the amount for 5 children' : `${c.children} ${c.children === 1 ? 'child' : 'children'}`,
      lowIncome ? '§ 154.125(c)' : '§ 154.125(b)',
    ),
  );
  const base = roundToCents((capped * pct) / 100);
  steps.push(money('Guideline child support', base, `${capped} × ${pct}%`, SECTION_154_125.section));

  let medical = 0;
  if (insurance > 0) {
    if (c.healthInsurance.paidBy === obligee) {
      medical = insurance;
      steps.push(
        money(
          'Medical support: reimbursement of the insurance the other parent provides',
          medical,
          undefined,
          '§ 154.182(b)',
        ),
      );
    } else {
      steps.push(note('Medical support', 'The obligor provides the insurance directly; nothing is added to the payment.', '§ 154.182(b)'));
    }
  }
  if (c.childcare.monthly > 0) {
    steps.push(
      note(
        'Childcare',
        'The Texas guideline has no childcare add-on: childcare is covered by the percentage, and the court may deviate for it under § 154.123(b).',
        'Tex. Fam. Code § 154.123(b)',
      ),
    );
  }
  steps.push(
    note(
      'Parenting time',
      'Texas has no shared-parenting formula: the amount of possession and access is a ground for the court to deviate from the guideline (§ 154.123(b)), not a calculation step.',
      'Tex. Fam. Code § 154.123(b)',
    ),
  );

  const monthlyPayment = roundToCents(base + medical);
  steps.push(money('Monthly child support', monthlyPayment, medical > 0 ? `${base} + ${medical}` : undefined));

  const cp = netOf(obligee);
  const cpNet = roundToCents(Math.max(0, cp.net - c[obligee].monthlyDeductions));
  const combined = roundToCents(cpNet + netResources);
  return {
    monthlyPayment,
    payer: monthlyPayment > 0 ? obligor : 'none',
    combinedIncome: combined,
    nonCustodialPercentage:
      combined === 0 ? 0 : roundToDecimals(((obligor === 'noncustodial' ? netResources : cpNet) / combined) * 100, 2),
    baseAmount: base,
    adjustment: roundToCents(monthlyPayment - base),
    steps,
    approximations,
  };
}

function texasVersion(p: TexasParameters): ChildSupportRuleVersion {
  return {
    effective: { from: p.from, ...(p.to ? { to: p.to } : {}) },
    model: 'texas-net-resources',
    incomeBasis: 'net',
    confidence: 'official',
    sources: [SECTION_154_125, p.capSource, SECTION_154_061_062, SECTION_154_126, SECTION_154_182],
    approximations: [],
    summary: `Percentage of the obligor's monthly net resources (20/25/30/35/40%${p.lowIncomeSchedule ? '; 15-35% below $1,000' : ''}) up to $${p.cap.toLocaleString('en-US')}; no shared-parenting formula (time is a deviation factor).`,
    compute: (c) => computeTexas(c, p),
  };
}

export const TEXAS_VERSIONS = {
  cap9200: { from: '2019-09-01', to: '2021-08-31', cap: 9_200, capSource: CAP_2019, lowIncomeSchedule: false },
  cap9200LowIncome: { from: '2021-09-01', to: '2025-08-31', cap: 9_200, capSource: CAP_2019, lowIncomeSchedule: true },
  cap11700: { from: '2025-09-01', cap: 11_700, capSource: CAP_2025, lowIncomeSchedule: true },
} as const satisfies Record<string, TexasParameters>;

const exampleCase = {
  custodialParentIncome: 2500,
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  state: 'texas',
  incomeBasis: 'net',
} as const;

export const texas = defineChildSupportRules({
  slug: 'texas',
  versions: Object.values(TEXAS_VERSIONS).map(texasVersion),
  examples: [
    {
      name: 'LegalClarity: one child, monthly net resources at the $11,700 cap',
      kind: 'secondary',
      source:
        'LegalClarity, "Is There a Cap on Child Support in Texas? How It Works", https://legalclarity.org/is-there-a-cap-on-child-support-in-texas-how-it-works (read 2026-11-27): the cap of $11,700 "took effect on September 1, 2025, replacing the previous $9,200 cap", so "the maximum guideline payment for one child is $2,340 per month"',
      input: { ...exampleCase, nonCustodialParentIncome: 11700, numberOfChildren: 1, asOf: '2026-11-01' },
      expected: { monthlyPayment: 2340, payer: 'noncustodial' },
      note: 'A legal-information site, so secondary. It states the maximum, which is the guideline amount at net resources equal to the cap (any higher figure gives the same): 20% × 11,700 = $2,340. The custodial parent’s resources do not enter under § 154.125.',
    },
    {
      name: 'Low-income guideline: $900 net resources, two children',
      source:
        'derived from Tex. Fam. Code § 154.125(c); the same case is worked in Texas Law Help (Texas Legal Services Center), "Child Support and Lower Incomes", https://texaslawhelp.org/article/child-support-and-lower-incomes',
      kind: 'derived',
      input: { ...exampleCase, nonCustodialParentIncome: 900, numberOfChildren: 2, asOf: '2026-11-01' },
      expected: { monthlyPayment: 180, payer: 'noncustodial' },
      note: '§ 154.125(c): 20% × 900 = 180.',
    },
    {
      name: 'One child, $4,000 net resources',
      source: 'derived from Tex. Fam. Code § 154.125(b)',
      kind: 'derived',
      input: { ...exampleCase, nonCustodialParentIncome: 4000, numberOfChildren: 1, asOf: '2026-11-01' },
      expected: { monthlyPayment: 800, payer: 'noncustodial' },
      note: '20% × 4,000 = 800.',
    },
    {
      name: 'Two children, net resources above the $11,700 cap',
      source: 'derived from Tex. Fam. Code § 154.125(a), (b) and the OAG cap effective 2025-09-01',
      kind: 'derived',
      input: { ...exampleCase, nonCustodialParentIncome: 15000, numberOfChildren: 2, asOf: '2026-11-01' },
      expected: { monthlyPayment: 2925, payer: 'noncustodial' },
      note: '25% × min(15,000, 11,700) = 2,925.',
    },
    {
      name: 'Two children, net resources above the $9,200 cap before 2025-09-01',
      source: 'derived from Tex. Fam. Code § 154.125(a), (b) and the OAG cap effective 2019-09-01',
      kind: 'derived',
      input: { ...exampleCase, nonCustodialParentIncome: 15000, numberOfChildren: 2, asOf: '2025-06-01' },
      expected: { monthlyPayment: 2300, payer: 'noncustodial' },
      note: '25% × min(15,000, 9,200) = 2,300.',
    },
    {
      name: 'Six children are not less than five: 40%',
      source: 'derived from Tex. Fam. Code § 154.125(b) ("6+ children: not less than the amount for 5 children")',
      kind: 'derived',
      input: { ...exampleCase, nonCustodialParentIncome: 5000, numberOfChildren: 6, asOf: '2026-11-01' },
      expected: { monthlyPayment: 2000, payer: 'noncustodial' },
      note: '40% × 5,000 = 2,000.',
    },
    {
      name: 'Health insurance the custodial parent provides: deducted from net resources and reimbursed',
      source: 'derived from Tex. Fam. Code §§ 154.062(d)(5), 154.125(b), 154.182(b)',
      kind: 'derived',
      input: {
        ...exampleCase,
        nonCustodialParentIncome: 5000,
        numberOfChildren: 1,
        healthInsuranceMonthly: 300,
        healthInsurancePaidBy: 'custodial',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 1240, payer: 'noncustodial' },
      note: 'Net resources 5,000 − 300 = 4,700; 20% × 4,700 = 940; plus medical support 300 = 1,240.',
    },
  ],
});
