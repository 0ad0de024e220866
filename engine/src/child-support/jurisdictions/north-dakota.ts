import { count, money, note, percent } from '../../explain/steps.js';
import type { Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals, roundToNearestDollar } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { netIncomeOf } from '../models/net-from-gross.js';
import { assertScheduleShape, readSchedule } from '../models/schedule.js';
import { wholeOvernights } from '../models/worksheet-steps.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome, ParentRole } from '../types.js';
import { NORTH_DAKOTA_SCHEDULE } from './data/north-dakota-schedule.js';

const GUIDELINES: Source = {
  title: 'North Dakota Administrative Code ch. 75-02-04.1, Child Support Guidelines (amended effective July 1, 2023)',
  section: '§ 75-02-04.1-01 (net income), -08.1 (extended parenting time), -08.2 (equal residential responsibility), -10 (schedule)',
  url: 'https://ndlegis.gov/information/acdata/pdf/75-02-04.1.pdf',
};
const GENERAL_INSTRUCTIONS: Source = {
  title: 'N.D. Admin. Code § 75-02-04.1-02, Determination of support amount - General instructions (text current through Supplement No. 394, October 2024)',
  section: 'Subsection 4 (calculated amounts rounded to the whole dollar, 50 cents up), subsection 5 (net income rounded to the nearest $100, $50 up)',
  url: 'https://casetext.com/regulation/north-dakota-administrative-code/title-75-department-of-human-services/article-75-02-economic-assistance/chapter-75-02-041-child-support-guidelines/section-75-02-041-02-determination-of-support-amount-general-instructions',
};
const EQUAL_RESIDENTIAL: Source = {
  title: 'N.D. Admin. Code § 75-02-04.1-08.2, Equal residential responsibility - Determination of child support obligation',
  section: 'Equal time ordered: each obligation computed as if the other parent had primary residential responsibility; the lesser is subtracted from the greater',
  url: 'https://casetext.com/regulation/north-dakota-administrative-code/title-75-department-of-human-services/article-75-02-economic-assistance/chapter-75-02-041-child-support-guidelines/section-75-02-041-082-equal-residential-responsibility-determination-of-child-support-obligation',
};

assertScheduleShape('N.D. Admin. Code § 75-02-04.1-10', NORTH_DAKOTA_SCHEDULE);

const EXTENDED_PARENTING_TIME_OVER = 100;

const APPROXIMATIONS = [
  'The § 75-02-04.1-10 schedule comes from one secondary transcription; only two cells were confirmed by a second source, and that source (2018) predates the 2019 and July 2023 amendments, so whether the table is the one now in force is not verified.',
  'The extended parenting time reduction (365 − 0.32 × overnights) / 365 above 100 overnights comes from a secondary description of § 75-02-04.1-08.1, not the rule text.',
  'Above the $24,900 row (net income of $24,950 or more) the top row is used; what § 75-02-04.1-10 provides there was not read.',
];

/** § 75-02-04.1-02(5): monthly net income is rounded to the nearest $100 ($50 and up rounds up). */
function roundedNet(net: number): number {
  return roundToDecimals(net / 100, 0) * 100;
}

/** The § 75-02-04.1-10 schedule read at the rounded net income, which always falls on a $100 row. */
function scheduleAmount(net: number, children: number): { amount: number; description: string; above: boolean } {
  const rounded = roundedNet(net);
  const reading = readSchedule(NORTH_DAKOTA_SCHEDULE, rounded, children, 'nearest-row');
  return { amount: reading.amount, description: `${net} rounded to ${rounded}: ${reading.description}`, above: reading.aboveTable };
}

function computeNorthDakota(c: ChildSupportCase): GuidelineOutcome {
  const steps: Step[] = [
    note('Model', "North Dakota reads the obligor's own monthly net income in the schedule; the other parent's income does not enter the guideline amount.", '§ 75-02-04.1-10'),
  ];
  const approximations: string[] = [];
  const netOf = (role: ParentRole) => {
    const r = netIncomeOf(c, role, {
      state: 'north-dakota',
      filingStatus: role === 'custodial' ? 'head-of-household' : 'single',
      qualifyingChildren: role === 'custodial' ? c.children : 0,
      label: 'monthly net income',
    });
    steps.push(...r.steps);
    if (r.estimated && !approximations.some((a) => a.startsWith('Net income'))) {
      approximations.push(
        'Net income was estimated from gross income with standard federal, FICA and state tax; § 75-02-04.1-01 uses the actual deductions.',
      );
    }
    const deductions = roundToCents(c[role].monthlyDeductions);
    if (deductions > 0) steps.push(money(`Deductions entered (${role} parent)`, deductions, undefined, '§ 75-02-04.1-01'));
    return roundToCents(Math.max(0, r.net - deductions));
  };
  const cpNet = netOf('custodial');
  const ncpNet = netOf('noncustodial');
  const cpNights = wholeOvernights(c, 'custodial');
  const ncpNights = wholeOvernights(c, 'noncustodial');
  steps.push(count('Overnights (custodial parent)', cpNights), count('Overnights (noncustodial parent)', ncpNights));

  const overTop = (net: number) => {
    if (roundedNet(net) > NORTH_DAKOTA_SCHEDULE.incomes[NORTH_DAKOTA_SCHEDULE.incomes.length - 1]!) {
      const text = APPROXIMATIONS[2]!;
      if (!approximations.includes(text)) approximations.push(text);
    }
  };

  let signed: number;
  let base: number;
  // § 75-02-04.1-08.2: with equal residential responsibility each parent is treated as the obligor of
  // the other and the two amounts are offset.
  if (Math.abs(cpNights - ncpNights) <= 1) {
    const ncpAmount = scheduleAmount(ncpNet, c.children);
    const cpAmount = scheduleAmount(cpNet, c.children);
    overTop(ncpNet);
    overTop(cpNet);
    steps.push(
      note('Equal residential responsibility', "Each parent has the children an equal amount of time: each parent's obligation is computed as if the other had primary residential responsibility, and the lesser is subtracted from the greater.", '§ 75-02-04.1-08.2'),
      money('Schedule amount at the noncustodial parent\'s net income', ncpAmount.amount, ncpAmount.description, '§ 75-02-04.1-10'),
      money('Schedule amount at the custodial parent\'s net income', cpAmount.amount, cpAmount.description, '§ 75-02-04.1-10'),
    );
    signed = roundToCents(ncpAmount.amount - cpAmount.amount);
    base = Math.abs(signed);
  } else {
    const obligor: ParentRole = cpNights < ncpNights ? 'custodial' : 'noncustodial';
    const obligorNet = obligor === 'custodial' ? cpNet : ncpNet;
    const obligorNights = obligor === 'custodial' ? cpNights : ncpNights;
    if (obligor === 'custodial') steps.push(note('Obligor', 'The parent entered as custodial has fewer overnights, so that parent is the obligor.'));
    const reading = scheduleAmount(obligorNet, c.children);
    overTop(obligorNet);
    steps.push(money('Schedule amount at the obligor\'s net income', reading.amount, reading.description, '§ 75-02-04.1-10'));
    base = reading.amount;
    let amount = reading.amount;
    if (obligorNights > EXTENDED_PARENTING_TIME_OVER) {
      const factor = roundToDecimals((365 - obligorNights * 0.32) / 365, 4);
      // § 75-02-04.1-02(4): every calculated amount is rounded to the whole dollar (50 cents up).
      amount = roundToNearestDollar(reading.amount * factor);
      approximations.push(APPROXIMATIONS[1]!);
      steps.push(
        percent('Extended parenting time factor', roundToDecimals(factor * 100, 2), `(365 − 0.32 × ${obligorNights}) / 365`, '§ 75-02-04.1-08.1'),
        money('Obligation after the extended parenting time adjustment', amount, `${reading.amount} × ${factor}`, '§ 75-02-04.1-08.1'),
      );
    }
    signed = obligor === 'noncustodial' ? amount : -amount;
  }
  if (c.childcare.monthly > 0 || c.healthInsurance.monthly > 0) {
    steps.push(note('Childcare and health insurance', 'The North Dakota schedule amount includes ordinary child costs; childcare and health insurance are not added to it here (the guidelines treat them separately).', GUIDELINES.section));
  }
  const monthlyPayment = Math.abs(signed);
  const payer: ParentRole | 'none' = signed > 0 ? 'noncustodial' : signed < 0 ? 'custodial' : 'none';
  steps.push(money('Monthly child support', monthlyPayment, undefined, '§ 75-02-04.1-10'));
  const combined = roundToCents(cpNet + ncpNet);
  return {
    monthlyPayment,
    payer,
    combinedIncome: combined,
    nonCustodialPercentage: combined === 0 ? 0 : roundToDecimals((ncpNet / combined) * 100, 2),
    baseAmount: base,
    adjustment: roundToCents(monthlyPayment - base),
    steps,
    approximations,
  };
}

const sample = { custodyArrangement: 'primary', state: 'north-dakota', asOf: '2026-11-01', custodialParentTime: 80, nonCustodialParentTime: 20, incomeBasis: 'net' } as const;

export const northDakota = defineChildSupportRules({
  slug: 'north-dakota',
  versions: [
    {
      effective: { from: '2023-07-01' },
      model: 'percentage-of-income',
      incomeBasis: 'net',
      confidence: 'estimate',
      sources: [GUIDELINES, GENERAL_INSTRUCTIONS, EQUAL_RESIDENTIAL],
      approximations: APPROXIMATIONS,
      summary:
        "The obligor's own monthly net income, rounded to the nearest $100, read in the § 75-02-04.1-10 schedule ($100 rows to $24,900); more than 100 overnights reduces it, equal residential responsibility offsets both parents' amounts; amounts rounded to the dollar.",
      compute: computeNorthDakota,
    },
  ],
  examples: [
    {
      name: 'Obligor net income $4,000, two children',
      kind: 'derived',
      source: 'derived from N.D. Admin. Code § 75-02-04.1-10 (schedule row $4,000)',
      input: { ...sample, custodialParentIncome: 3000, nonCustodialParentIncome: 4000, numberOfChildren: 2 },
      expected: { monthlyPayment: 1131, payer: 'noncustodial' },
      note: 'Row $4,000, two children: $1,131; the other parent\'s income does not enter.',
    },
    {
      name: 'Equal residential responsibility: amounts offset',
      kind: 'derived',
      source: 'derived from N.D. Admin. Code §§ 75-02-04.1-08.2 and -10',
      input: { ...sample, custodyArrangement: 'shared', custodialParentIncome: 3000, nonCustodialParentIncome: 5000, numberOfChildren: 1, custodialParentTime: 50, nonCustodialParentTime: 50 },
      expected: { monthlyPayment: 317, payer: 'noncustodial' },
      note: 'One child: $5,000 → $907; $3,000 → $590; 907 − 590 = $317.',
    },
  ],
});
