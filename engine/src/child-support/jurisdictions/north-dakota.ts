import { count, money, note, percent } from '../../explain/steps.js';
import type { Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { netIncomeOf } from '../models/net-from-gross.js';
import { assertScheduleShape, readSchedule } from '../models/schedule.js';
import { wholeOvernights } from '../models/worksheet-steps.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome, ParentRole } from '../types.js';
import { NORTH_DAKOTA_SCHEDULE } from './data/north-dakota-schedule.js';

const LAST_CHECKED = '2026-11-21';

const GUIDELINES: Source = {
  title: 'North Dakota Administrative Code ch. 75-02-04.1, Child Support Guidelines',
  section: '§ 75-02-04.1-01 (net income), -08.1 (extended parenting time), -08.2 (equal residential responsibility), -10 (schedule)',
  url: 'https://ndlegis.gov/information/acdata/pdf/75-02-04.1.pdf',
  lastChecked: LAST_CHECKED,
};

assertScheduleShape('N.D. Admin. Code § 75-02-04.1-10', NORTH_DAKOTA_SCHEDULE);

const EXTENDED_PARENTING_TIME_OVER = 100;

const APPROXIMATIONS = [
  'The § 75-02-04.1-10 schedule comes from one secondary transcription not cross-checked against a second source; incomes between its $100 rows read the nearest row.',
];

function scheduleAmount(net: number, children: number): { amount: number; description: string; above: boolean } {
  const reading = readSchedule(NORTH_DAKOTA_SCHEDULE, net, children, 'nearest-row');
  return { amount: reading.amount, description: reading.description, above: reading.aboveTable };
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
    if (net > NORTH_DAKOTA_SCHEDULE.incomes[NORTH_DAKOTA_SCHEDULE.incomes.length - 1]!) {
      const text = 'Net income is above the $24,900 top of the schedule; the top row was used.';
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
      note('Equal residential responsibility', 'Each parent has the children about half the time: each parent\'s schedule amount is computed and the two are offset.', '§ 75-02-04.1-08.2'),
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
    steps.push(money('Schedule amount at the obligor\'s net income', reading.amount, `${obligorNet}: ${reading.description}`, '§ 75-02-04.1-10'));
    base = reading.amount;
    let amount = reading.amount;
    if (obligorNights > EXTENDED_PARENTING_TIME_OVER) {
      const factor = roundToDecimals((365 - obligorNights * 0.32) / 365, 4);
      amount = roundToCents(reading.amount * factor);
      const text = `Extended parenting time (more than ${EXTENDED_PARENTING_TIME_OVER} overnights): the reduction factor (365 − 0.32 × overnights) / 365 comes from a secondary description of § 75-02-04.1-08.1, not the rule text.`;
      approximations.push(text);
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
      sources: [GUIDELINES],
      approximations: APPROXIMATIONS,
      summary:
        "The obligor's own monthly net income read in the § 75-02-04.1-10 schedule ($100 rows to $24,900); more than 100 overnights reduces it, equal residential responsibility offsets both parents' amounts.",
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
