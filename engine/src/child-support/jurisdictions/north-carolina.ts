import { count, money, note, percent, stepWith, type Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { readSchedule } from '../models/schedule.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome, ParentRole } from '../types.js';
import {
  NORTH_CAROLINA_MINIMUM_ORDER_ROW_2023,
  NORTH_CAROLINA_SCHEDULE_2023,
  NORTH_CAROLINA_SHADED_AREA_TOP_2023,
} from './data/north-carolina-schedule.js';

const GUIDELINES_2023: Source = {
  title: 'North Carolina Child Support Guidelines, effective January 1, 2023 (AOC-A-162, Rev. 1/23)',
  section:
    'Schedule of Basic Child Support Obligations ($1,300-$40,000); self-support reserve; Worksheets A and B',
  url: 'https://ncchildsupport.ncdhhs.gov/ecoa/cseGuideLineDetails.htm',
};
const GUIDELINES_2015_TEXT: Source = {
  title:
    'North Carolina Child Support Guidelines, effective January 1, 2015 (AOC-A-162, Rev. 1/15), text of the rules carried into 2023',
  section:
    'Shaded area computed on the obligor’s income only; interpolation between schedule rows; Worksheet B at 123 nights, basic obligation × 1.5',
  url: 'https://github.com/sandeepsinghky/ECOA',
};
/**
 * The official worksheet forms the steps follow (issue 26), with their lines as printed:
 *
 * Worksheet A, Child Support Obligation, Primary Custody (AOC-CV-627, Rev. 1/15), read in the copy of the
 * form at formsworkflow.com/Form/Details/57017-north-carolina-worksheet-a-child-support-obligation:
 * 1 Monthly gross income (1a minus pre-existing child support payment, 1b minus responsibility for other
 * children); 2 Monthly adjusted gross income; 3 Percentage share of income; 4 Basic child support obligation;
 * 5 Adjustments (5a work-related child care costs, 5b health insurance premium costs, 5c extraordinary
 * expenses, 5d total adjustments); 6 Total child support obligation (line 4 + 5d); 7 Each parent's child
 * support obligation (line 3 × line 6); 8 Non-custodial parent adjustment (the non-custodial parent's 5d);
 * 9 Recommended child support order (line 7 − line 8).
 *
 * Worksheet B, Child Support Obligation, Joint or Shared Physical Custody (AOC-CV-628, Rev. 1/15), read in
 * the N.C. DHHS calculator's rendering of the form (sandeepsinghky/ECOA,
 * src/main/webapp/WEB-INF/jsp/content/WorkSheetB.jsp, footer "AOC-CV-628, Rev. 1/15"): 1-3 as Worksheet A;
 * 4 Basic child support obligation; 5 Shared custody basic obligation (line 4 × 1.5); 6 Each parent's portion
 * of shared custody support obligation (line 3 × line 5); 7 Overnights with each parent; 8 Percentage with
 * each parent; 9 Support obligation for time with other parent (line 6 × other parent's line 8);
 * 10 Adjustments (10a-10d as 5a-5d); 11 Each parent's fair share of adjustments (10d combined × line 3);
 * 12 Adjustments paid in excess of fair share; 13 Each parent's adjusted support obligation (line 9 − line 12);
 * 14 Recommended child support order (the lesser line 13 subtracted from the greater).
 *
 * The 2023 revision of the forms (with the AOC-A-162, Rev. 1/23 guidelines) was not seen; the line numbers
 * are those of the 2015 forms, whose rules the engine follows (GUIDELINES_2015_TEXT). The engine credits an
 * add-on's payer with the whole difference between fair share and amount paid, in both directions, where
 * Worksheet B's line 12 counts only the excess paid; its line 12 has no step of its own here.
 */
const WORKSHEET_A = {
  name: 'Worksheet A, Child Support Obligation, Primary Custody',
  number: 'AOC-CV-627',
  url: 'https://www.nccourts.gov/assets/documents/forms/cv627.pdf',
} as const;
const WORKSHEET_B = {
  name: 'Worksheet B, Child Support Obligation, Joint or Shared Physical Custody',
  number: 'AOC-CV-628',
  url: 'https://www.nccourts.gov/assets/documents/forms/cv628.pdf',
} as const;

/** The step as it fills `line` of the worksheet form. */
const onLine = (line: string, step: Step): Step => stepWith(step, { line });

const G_S_50_13_4: Source = {
  title: 'N.C. Gen. Stat. § 50-13.4(c)',
  section: 'Presumptive guidelines; high-income cases set to the child’s reasonable needs',
  url: 'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_50/GS_50-13.4.html',
};

/** Worksheet B applies when the children live with each parent at least 123 nights a year. */
const SHARED_CUSTODY_NIGHTS = 123;
/** Worksheet B: the combined basic obligation is increased by 50%. */
const SHARED_CUSTODY_MULTIPLIER = 1.5;
/**
 * The 2023 schedule prints the $50 minimum order in every column for incomes to $1,300, so an obligor at
 * or below that income owes $50 (the guidelines' minimum order) whatever the other parent earns.
 */
const MINIMUM_ORDER_INCOME = NORTH_CAROLINA_MINIMUM_ORDER_ROW_2023;
const MINIMUM_ORDER = 50;
const SCHEDULE_TOP = 40_000;

function agi(c: ChildSupportCase, role: ParentRole): number {
  return roundToCents(Math.max(0, c[role].monthlyIncome - c[role].monthlyDeductions));
}

function basicObligation(
  income: number,
  children: number,
  label: string,
  steps: Step[],
  approximations: string[],
): number {
  const reading = readSchedule(NORTH_CAROLINA_SCHEDULE_2023, income, children, 'interpolate');
  steps.push(
    onLine(
      '4',
      money(
        label,
        reading.amount,
        `schedule, ${children} child(ren), ${reading.description}`,
        'Basic child support obligation',
      ),
    ),
  );
  if (reading.aboveTable) {
    approximations.push(
      'Combined income exceeds $40,000 a month: the guidelines leave support to the child’s reasonable needs (G.S. 50-13.4(c)); the schedule’s top amount is shown as a minimum.',
    );
  }
  return reading.amount;
}

function compute(c: ChildSupportCase): GuidelineOutcome {
  const steps: Step[] = [];
  const approximations: string[] = [];
  const cpIncome = agi(c, 'custodial');
  const ncpIncome = agi(c, 'noncustodial');
  const shared =
    c.custodial.overnightsPerYear >= SHARED_CUSTODY_NIGHTS &&
    c.noncustodial.overnightsPerYear >= SHARED_CUSTODY_NIGHTS;
  steps.push(
    shared
      ? note(
          'Worksheet',
          'B (shared custody): each parent has the children at least 123 nights a year; no self-support reserve.',
        )
      : note(
          'Worksheet',
          'A (primary custody): the other parent has the children fewer than 123 nights a year.',
        ),
  );
  for (const [role, name] of [
    ['custodial', "Custodial parent's"],
    ['noncustodial', "Noncustodial parent's"],
  ] as const) {
    steps.push(
      onLine('1', money(`${name} monthly gross income`, roundToCents(Math.max(0, c[role].monthlyIncome)))),
    );
    if (c[role].monthlyDeductions > 0) {
      steps.push(
        onLine(
          '1a-1b',
          money(
            `${name} pre-existing child support and responsibility for other children (deductions entered)`,
            roundToCents(c[role].monthlyDeductions),
          ),
        ),
      );
    }
  }
  steps.push(
    onLine(
      '2',
      money(
        "Custodial parent's monthly adjusted gross income",
        cpIncome,
        'gross − existing support paid − responsibility for other children',
      ),
    ),
    onLine('2', money("Noncustodial parent's monthly adjusted gross income", ncpIncome)),
  );
  const combined = roundToCents(cpIncome + ncpIncome);
  const ncpShare = combined === 0 ? 0 : roundToDecimals(ncpIncome / combined, 4);
  const cpShare = combined === 0 ? 0 : roundToDecimals(1 - ncpShare, 4);
  steps.push(
    onLine('2', money('Combined monthly adjusted gross income', combined)),
    onLine('3', percent("Custodial parent's percentage share of income", roundToDecimals(cpShare * 100, 2))),
    onLine(
      '3',
      percent("Noncustodial parent's percentage share of income", roundToDecimals(ncpShare * 100, 2)),
    ),
  );

  const childcare = roundToCents(c.childcare.monthly);
  const health = roundToCents(c.healthInsurance.monthly);
  const addOns = roundToCents(childcare + health);
  const paidBy = (role: ParentRole) =>
    roundToCents(
      (c.childcare.paidBy === role ? childcare : 0) + (c.healthInsurance.paidBy === role ? health : 0),
    );

  /** Lines 5a-5d (Worksheet A) or 10a-10d (Worksheet B): the add-ons entered and their total. */
  const addOnLines = (first: '5' | '10'): Step[] => [
    ...(childcare > 0 ? [onLine(`${first}a`, money('Work-related child care costs', childcare))] : []),
    ...(health > 0
      ? [onLine(`${first}b`, money("Health insurance premium costs (children's portion)", health))]
      : []),
    onLine(
      `${first}d`,
      money('Total adjustments (child care and health insurance)', addOns, `${childcare} + ${health}`),
    ),
  ];
  let ncpOwes: number;
  let baseAmount: number;

  if (shared) {
    const basic = basicObligation(
      combined,
      c.children,
      'Basic child support obligation',
      steps,
      approximations,
    );
    const sharedBasic = roundToCents(basic * SHARED_CUSTODY_MULTIPLIER);
    const cpPortion = roundToCents(sharedBasic * cpShare);
    const ncpPortion = roundToCents(sharedBasic * ncpShare);
    const totalNights = c.custodial.overnightsPerYear + c.noncustodial.overnightsPerYear;
    const cpNights = totalNights === 0 ? 0 : roundToDecimals(c.custodial.overnightsPerYear / totalNights, 4);
    const ncpNights = roundToDecimals(1 - cpNights, 4);
    const cpForNcpTime = roundToCents(cpPortion * ncpNights);
    const ncpForCpTime = roundToCents(ncpPortion * cpNights);
    const cpAddOnAdjustment = roundToCents(roundToCents(addOns * cpShare) - paidBy('custodial'));
    const ncpAddOnAdjustment = roundToCents(roundToCents(addOns * ncpShare) - paidBy('noncustodial'));
    const cpTotal = roundToCents(cpForNcpTime + cpAddOnAdjustment);
    const ncpTotal = roundToCents(ncpForCpTime + ncpAddOnAdjustment);
    ncpOwes = roundToCents(ncpTotal - cpTotal);
    baseAmount = roundToCents(basic * ncpShare);
    steps.push(
      onLine('5', money('Shared custody basic obligation (line 4 × 1.5)', sharedBasic, `${basic} × 1.5`)),
      onLine(
        '6',
        money(
          "Custodial parent's portion of shared custody support obligation",
          cpPortion,
          `${sharedBasic} × ${(cpShare * 100).toFixed(2)}%`,
        ),
      ),
      onLine(
        '6',
        money(
          "Noncustodial parent's portion of shared custody support obligation",
          ncpPortion,
          `${sharedBasic} × ${(ncpShare * 100).toFixed(2)}%`,
        ),
      ),
      onLine(
        '7',
        count('Overnights with the custodial parent', roundToDecimals(c.custodial.overnightsPerYear, 2)),
      ),
      onLine(
        '7',
        count(
          'Overnights with the noncustodial parent',
          roundToDecimals(c.noncustodial.overnightsPerYear, 2),
        ),
      ),
      onLine('8', percent('Percentage with the custodial parent', roundToDecimals(cpNights * 100, 2))),
      onLine('8', percent('Percentage with the noncustodial parent', roundToDecimals(ncpNights * 100, 2))),
      onLine(
        '9',
        money(
          "Custodial parent's support obligation for time with the other parent",
          cpForNcpTime,
          `${cpPortion} × ${(ncpNights * 100).toFixed(2)}%`,
        ),
      ),
      onLine(
        '9',
        money(
          "Noncustodial parent's support obligation for time with the other parent",
          ncpForCpTime,
          `${ncpPortion} × ${(cpNights * 100).toFixed(2)}%`,
        ),
      ),
      ...addOnLines('10'),
      onLine('11', money("Custodial parent's fair share of adjustments", roundToCents(addOns * cpShare))),
      onLine('11', money("Noncustodial parent's fair share of adjustments", roundToCents(addOns * ncpShare))),
      money("Custodial parent's adjustment (fair share − paid)", cpAddOnAdjustment),
      money("Noncustodial parent's adjustment (fair share − paid)", ncpAddOnAdjustment),
      onLine(
        '13',
        money("Custodial parent's adjusted support obligation", cpTotal, 'line 9 + (fair share − paid)'),
      ),
      onLine(
        '13',
        money("Noncustodial parent's adjusted support obligation", ncpTotal, 'line 9 + (fair share − paid)'),
      ),
    );
  } else {
    if (ncpIncome <= MINIMUM_ORDER_INCOME) {
      ncpOwes = MINIMUM_ORDER;
      baseAmount = MINIMUM_ORDER;
      steps.push(
        money(
          'Minimum order (obligor income below the self-support level)',
          MINIMUM_ORDER,
          `${ncpIncome} ≤ ${MINIMUM_ORDER_INCOME} (the schedule's $50 rows)`,
          'Self-support reserve',
        ),
      );
    } else if (ncpIncome <= NORTH_CAROLINA_SHADED_AREA_TOP_2023[c.children - 1]!) {
      // Shaded area: computed on the obligor's income only, without child care or health insurance.
      const basic = basicObligation(
        ncpIncome,
        c.children,
        "Basic obligation on the obligor's income only (shaded area)",
        steps,
        approximations,
      );
      ncpOwes = basic;
      baseAmount = basic;
      steps.push(
        note(
          'Shaded area',
          'Child care and health insurance are not added; paying them may be a reason to deviate.',
          'Self-support reserve',
        ),
      );
    } else {
      const basic = basicObligation(
        combined,
        c.children,
        'Basic child support obligation',
        steps,
        approximations,
      );
      baseAmount = roundToCents(basic * ncpShare);
      const ncpAddOns = roundToCents(addOns * ncpShare);
      ncpOwes = roundToCents(baseAmount + ncpAddOns - paidBy('noncustodial'));
      steps.push(
        ...addOnLines('5'),
        onLine('6', money('Total child support obligation (line 4 + line 5d)', roundToCents(basic + addOns))),
        money(
          "Noncustodial parent's share of the basic obligation",
          baseAmount,
          `${basic} × ${(ncpShare * 100).toFixed(2)}%`,
        ),
        onLine(
          '7',
          money(
            "Noncustodial parent's child support obligation (share of line 6)",
            roundToCents(baseAmount + ncpAddOns),
            `${baseAmount} + ${addOns} × ${(ncpShare * 100).toFixed(2)}%`,
          ),
        ),
        onLine(
          '8',
          money(
            'Non-custodial parent adjustment (expenses paid directly by the noncustodial parent)',
            paidBy('noncustodial'),
          ),
        ),
      );
    }
  }

  const payer: ParentRole | 'none' =
    ncpOwes > 0 ? 'noncustodial' : ncpOwes < 0 && shared ? 'custodial' : 'none';
  const monthlyPayment = payer === 'none' ? 0 : Math.abs(ncpOwes);
  steps.push(
    onLine(
      shared ? '14' : '9',
      money(
        'Recommended child support order',
        monthlyPayment,
        payer === 'none' ? undefined : `paid by the ${payer} parent`,
      ),
    ),
  );
  if (combined > SCHEDULE_TOP)
    steps.push(
      note(
        'High income',
        'Above $40,000 the court sets support to the child’s reasonable needs.',
        'G.S. 50-13.4(c)',
      ),
    );
  return {
    monthlyPayment,
    payer,
    combinedIncome: combined,
    nonCustodialPercentage: roundToDecimals(ncpShare * 100, 2),
    baseAmount,
    adjustment: roundToCents(monthlyPayment - baseAmount),
    steps,
    approximations,
    worksheetForm: shared ? WORKSHEET_B : WORKSHEET_A,
  };
}

export const northCarolina = defineChildSupportRules({
  slug: 'north-carolina',
  versions: [
    {
      effective: { from: '2023-01-01' },
      model: 'income-shares',
      incomeBasis: 'gross',
      confidence: 'official',
      sources: [GUIDELINES_2023, GUIDELINES_2015_TEXT, G_S_50_13_4],
      approximations: [],
      summary:
        'Income shares on adjusted gross income (schedule to $40,000, interpolated between rows); Worksheet B when each parent has 123 nights: basic × 1.5, each share × the other parent’s share of nights, offset; shaded self-support area computed on the obligor’s income alone; $50 minimum order.',
      compute,
    },
  ],
  examples: [
    {
      name: 'Worksheet A, $2,000 + $3,000 adjusted gross income, two children (schedule row $5,000)',
      source: 'derived from the N.C. Child Support Guidelines (2023), Worksheet A, schedule row $5,000',
      kind: 'derived',
      input: {
        state: 'north-carolina',
        custodialParentIncome: 2000,
        nonCustodialParentIncome: 3000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        asOf: '2026-06-01',
      },
      expected: { monthlyPayment: 809.4, payer: 'noncustodial' },
      note: 'Combined 5,000 → 1,349 (two children); share 3,000/5,000 = 60%; 1,349 × 60% = 809.40.',
    },
    {
      name: 'Worksheet A, $2,250 + $3,000 adjusted gross income, two children (schedule row $5,250)',
      source: 'derived from the N.C. Child Support Guidelines (2023), Worksheet A, schedule row $5,250',
      kind: 'derived',
      input: {
        state: 'north-carolina',
        custodialParentIncome: 2250,
        nonCustodialParentIncome: 3000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        asOf: '2026-06-01',
      },
      expected: { monthlyPayment: 801.67, payer: 'noncustodial' },
      note: 'Combined 5,250 → 1,403 (two children); share 3,000/5,250 = 57.14%; 1,403 × 57.14% = 801.67.',
    },
    {
      name: 'Worksheet B, equal nights, $2,000 + $3,000, two children',
      source:
        'derived from the N.C. Child Support Guidelines (2023), Worksheet B (shared custody, 123 nights, × 1.5)',
      kind: 'derived',
      input: {
        state: 'north-carolina',
        custodialParentIncome: 2000,
        nonCustodialParentIncome: 3000,
        numberOfChildren: 2,
        custodyArrangement: 'shared',
        custodialParentTime: 50,
        nonCustodialParentTime: 50,
        asOf: '2026-06-01',
      },
      expected: { monthlyPayment: 202.35, payer: 'noncustodial' },
      note: '1,349 × 1.5 = 2,023.50; custodial 40% = 809.40 × 50% = 404.70; noncustodial 60% = 1,214.10 × 50% = 607.05; 607.05 − 404.70 = 202.35.',
    },
    {
      name: 'Shaded area: obligor income $1,600, one child',
      source:
        'derived from the N.C. Child Support Guidelines (2023), self-support reserve (shaded area: obligor income only)',
      kind: 'derived',
      input: {
        state: 'north-carolina',
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 1600,
        numberOfChildren: 1,
        custodyArrangement: 'primary',
        custodialParentTime: 85,
        nonCustodialParentTime: 15,
        childcareCostMonthly: 300,
        asOf: '2026-06-01',
      },
      expected: { monthlyPayment: 239, payer: 'noncustodial' },
      note: 'Obligor income 1,600 is within the one-child shaded area (to 1,750): schedule at 1,600 = 239, child care not added.',
    },
  ],
});
