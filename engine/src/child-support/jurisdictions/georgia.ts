import { count, money, note, percent, stepWith, type Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { readSchedule } from '../models/schedule.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome, ParentRole } from '../types.js';
import {
  GEORGIA_LOW_INCOME_CEILING,
  GEORGIA_LOW_INCOME_PERCENT_BAND_TOP,
  GEORGIA_LOW_INCOME_PERCENTAGES,
  GEORGIA_LOW_INCOME_TABLE,
  GEORGIA_SCHEDULE_2026,
} from './data/georgia-schedule.js';

const STATUTE_2026: Source = {
  title:
    'Official Code of Georgia Annotated § 19-6-15 (as amended by SB 454, 2024), Child support guidelines',
  section:
    'O.C.G.A. § 19-6-15(b), (f), (g) parenting time adjustment, (h), (o) table, (p) low-income adjustment',
  url: 'https://csc.georgiacourts.gov/',
};
const SB_454: Source = {
  title: 'Georgia Senate Bill 454 (2024), enrolled',
  section:
    'Parenting time adjustment mandatory from January 1, 2026; Basic Child Support Obligation table to $40,000',
  url: 'https://gov.georgia.gov/document/2024-signed-legislation/sb-454/download',
};
const STATUTE_BEFORE_2026: Source = {
  title: 'Official Code of Georgia Annotated § 19-6-15 (before SB 454 took effect)',
  section: 'O.C.G.A. § 19-6-15(b), (i)(2)(K) parenting time deviation, (o) table',
  url: 'https://law.justia.com/codes/georgia/2020/title-19/chapter-6/article-1/section-19-6-15/',
};

/**
 * The worksheet form the steps follow (issue 26): the Georgia Child Support Worksheet (O.C.G.A. § 19-6-15(m),
 * promulgated by the Georgia Child Support Commission).
 *
 * Before 2026, read in the Department of Human Services' printable copy of the worksheet
 * (services.georgia.gov/dhr/cspp/do/public/calc/CalcWPrinterFriendly, as printed 2024-05-09): 1 Monthly Gross
 * Income (from Schedule A); 2 Monthly Adjusted Income (from Schedule B); 3 Pro Rata Shares of Combined Income;
 * 4 Basic Child Support Obligation (from Table); 5 Pro rata shares of Basic Child Support Obligation (line 4 ×
 * line 3); 6 Adjustment for Work Related Child Care and Health Insurance Expenses (from Schedule D, Line 5);
 * 7 Add Line 5 & 6; 8 Adjustment for Additional Expenses Paid (from Schedule D, Line 3); 9a Subtotal
 * excluding Parenting Time Deviation (line 7 − line 8). The copy read stops inside line 9b: the later lines
 * (deviations, the final amount) have no number here.
 *
 * From 2026 the worksheet carries the mandatory parenting time adjustment as its line 6, after the pro rata
 * shares of line 5: the Commission's calculator output for worksheet 698904 (run 2026-06-16) as recorded in
 * tcbmem-png/csg_tcblaw src/lib/calc/states/ga/fixtures.json ("Line 5 1076.88 (62.5% × 1723), Line 6 -99.48").
 * Lines 1-5 are as before; the 2026 numbers of the Schedule D lines and of the total were not seen, so only
 * lines 1-6 are numbered for that version.
 */
const WORKSHEET_BEFORE_2026 = {
  name: 'Child Support Worksheet (Georgia Child Support Commission)',
  url: 'https://services.georgia.gov/dhr/cspp/do/public/calc/CalcWPrinterFriendly',
} as const;
const WORKSHEET_2026 = {
  name: 'Child Support Worksheet (Georgia Child Support Commission, with the parenting time adjustment from 2026)',
  url: 'https://csc.georgiacourts.gov/',
} as const;

/** The step as it fills `line` of the worksheet form. */
const onLine = (line: string, step: Step): Step => stepWith(step, { line });

/** § 19-6-15(g): each parent's court-ordered days are raised to this power. */
const PARENTING_TIME_EXPONENT = 2.5;

const LOOKUP_NOTE =
  'The table prints rows every $50; the engine reads the row nearest the combined adjusted income, as the Georgia calculators in circulation do.';

interface GeorgiaOptions {
  parentingTimeAdjustment: boolean;
}

function ncpLowIncomeCap(
  ncpAdjusted: number,
  children: number,
): { cap: number; formula: string } | undefined {
  if (ncpAdjusted <= 0 || ncpAdjusted > GEORGIA_LOW_INCOME_CEILING) return undefined;
  if (ncpAdjusted <= GEORGIA_LOW_INCOME_PERCENT_BAND_TOP) {
    const rate = GEORGIA_LOW_INCOME_PERCENTAGES[children - 1]!;
    return { cap: roundToCents(ncpAdjusted * rate), formula: `${ncpAdjusted} × ${(rate * 100).toFixed(0)}%` };
  }
  // The row at or above the parent's adjusted income (whole dollars).
  const dollars = Math.round(ncpAdjusted);
  const row = GEORGIA_LOW_INCOME_TABLE.find((r) => r.income >= dollars);
  const cap = row?.caps[children - 1];
  return row && cap !== null && cap !== undefined ? { cap, formula: `table row ${row.income}` } : undefined;
}

function computeGeorgia(c: ChildSupportCase, options: GeorgiaOptions): GuidelineOutcome {
  const steps: Step[] = [];
  const approximations: string[] = [];

  // Schedule B: adjusted income is gross income less the deductions the statute allows (preexisting
  // support paid, half of self-employment tax, theoretical support for other children), as entered.
  const adjusted = (role: ParentRole) =>
    roundToCents(Math.max(0, c[role].monthlyIncome - c[role].monthlyDeductions));
  const cpIncome = adjusted('custodial');
  const ncpIncome = adjusted('noncustodial');
  const parents = [
    ['custodial', 'Custodial parent', cpIncome],
    ['noncustodial', 'Noncustodial parent', ncpIncome],
  ] as const;
  // The worksheet's line 1 for both parents, then the Schedule B deductions and line 2.
  for (const [role, label] of parents) {
    steps.push(
      onLine(
        '1',
        money(
          `${label}: monthly gross income`,
          roundToCents(c[role].monthlyIncome),
          undefined,
          '§ 19-6-15(f)(1)',
        ),
      ),
    );
  }
  for (const [role, label, value] of parents) {
    if (c[role].monthlyDeductions > 0) {
      steps.push(
        money(
          `${label}: deductions (Schedule B)`,
          roundToCents(c[role].monthlyDeductions),
          undefined,
          '§ 19-6-15(f)(5)',
        ),
      );
    }
    steps.push(onLine('2', money(`${label}: monthly adjusted income`, value)));
  }
  const combined = roundToCents(cpIncome + ncpIncome);
  steps.push(
    onLine('2', money('Combined adjusted income', combined, `${cpIncome} + ${ncpIncome}`, '§ 19-6-15(b)(3)')),
  );

  const ncpShare = combined === 0 ? 0 : roundToDecimals(ncpIncome / combined, 4);
  const cpShare = combined === 0 ? 0 : roundToDecimals(1 - ncpShare, 4);
  steps.push(
    onLine(
      '3',
      percent(
        "Custodial parent's pro rata share of combined income",
        roundToDecimals(cpShare * 100, 2),
        undefined,
        '§ 19-6-15(b)(4)',
      ),
    ),
    onLine(
      '3',
      percent("Noncustodial parent's pro rata share of combined income", roundToDecimals(ncpShare * 100, 2)),
    ),
  );

  const reading = readSchedule(GEORGIA_SCHEDULE_2026, combined, c.children, 'nearest-row');
  const bcso = reading.amount;
  steps.push(
    onLine(
      '4',
      money(
        'Basic child support obligation',
        bcso,
        `table, ${c.children} child(ren), ${reading.description}`,
        '§ 19-6-15(o)',
      ),
    ),
  );
  if (reading.aboveTable) {
    steps.push(
      note(
        'Above the table',
        'Combined adjusted income exceeds $40,000: the table’s highest amount is the presumptive obligation; the court may add a high-income deviation.',
        '§ 19-6-15(i)(2)(A)',
      ),
    );
  }
  if (combined < GEORGIA_SCHEDULE_2026.incomes[0]!) {
    steps.push(
      note(
        'Below the table',
        'Combined adjusted income is below $800: the first row applies; see the low-income adjustment.',
      ),
    );
  }

  const cpBcso = roundToCents(bcso * cpShare);
  const ncpBcso = roundToCents(bcso * ncpShare);
  steps.push(
    onLine(
      '5',
      money(
        "Custodial parent's share of the basic obligation",
        cpBcso,
        `${bcso} × ${(cpShare * 100).toFixed(2)}%`,
        '§ 19-6-15(b)(5)',
      ),
    ),
    onLine(
      '5',
      money(
        "Noncustodial parent's share of the basic obligation",
        ncpBcso,
        `${bcso} × ${(ncpShare * 100).toFixed(2)}%`,
      ),
    ),
  );

  let ncpAfterTime = ncpBcso;
  const ncpDays = c.noncustodial.overnightsPerYear;
  const cpDays = c.custodial.overnightsPerYear;
  if (options.parentingTimeAdjustment && ncpDays > 0) {
    const ncpPower = ncpDays ** PARENTING_TIME_EXPONENT;
    const cpPower = cpDays ** PARENTING_TIME_EXPONENT;
    // § 19-6-15(g): the noncustodial parent's obligation after parenting time is
    // (CP days^2.5 × NCP share of the BCSO − NCP days^2.5 × CP share) ÷ (CP days^2.5 + NCP days^2.5);
    // a negative result means the custodial parent owes the difference.
    ncpAfterTime = roundToCents((cpPower * ncpBcso - ncpPower * cpBcso) / (cpPower + ncpPower));
    steps.push(
      count(
        "Noncustodial parent's parenting days per year",
        roundToDecimals(ncpDays, 2),
        undefined,
        '§ 19-6-15(g)',
      ),
      count("Custodial parent's parenting days per year", roundToDecimals(cpDays, 2)),
      onLine(
        '6',
        money(
          "Parenting time adjustment to the noncustodial parent's share",
          roundToCents(ncpAfterTime - ncpBcso),
          `${ncpAfterTime} − ${ncpBcso}`,
          '§ 19-6-15(g)',
        ),
      ),
      money(
        'Basic obligation after the parenting time adjustment',
        ncpAfterTime,
        `(${roundToDecimals(cpDays, 2)}^2.5 × ${ncpBcso} − ${roundToDecimals(ncpDays, 2)}^2.5 × ${cpBcso}) ÷ (${roundToDecimals(cpDays, 2)}^2.5 + ${roundToDecimals(ncpDays, 2)}^2.5)`,
        '§ 19-6-15(g)',
      ),
    );
  } else if (!options.parentingTimeAdjustment && ncpDays > 0) {
    steps.push(
      note(
        'Parenting time',
        'Before 2026 parenting time was a discretionary deviation (§ 19-6-15(i)(2)(K)); the presumptive amount shown does not include one.',
        '§ 19-6-15(i)(2)(K)',
      ),
    );
  }

  // Schedule D: health insurance and work-related child care, shared pro rata; the paying parent is credited.
  const childcare = roundToCents(c.childcare.monthly);
  const health = roundToCents(c.healthInsurance.monthly);
  const paidBy = (role: ParentRole) =>
    roundToCents(
      (c.childcare.paidBy === role ? childcare : 0) + (c.healthInsurance.paidBy === role ? health : 0),
    );
  const additional = roundToCents(childcare + health);
  let addOnEffect = 0;
  if (additional > 0) {
    const ncpShareOfAdditional = roundToCents(additional * ncpShare);
    addOnEffect = roundToCents(ncpShareOfAdditional - paidBy('noncustodial'));
    // Before 2026 the worksheet's lines 6-8 carry Schedule D; their 2026 numbers were not seen.
    const before2026 = !options.parentingTimeAdjustment;
    const share = money(
      "Noncustodial parent's pro rata share of them",
      ncpShareOfAdditional,
      `${additional} × ${(ncpShare * 100).toFixed(2)}%`,
    );
    const paid = money('Paid directly by the noncustodial parent', paidBy('noncustodial'));
    steps.push(
      money(
        'Health insurance and work-related child care (Schedule D)',
        additional,
        `${health} + ${childcare}`,
        '§ 19-6-15(h)',
      ),
      before2026 ? onLine('6', share) : share,
      ...(before2026
        ? [
            onLine(
              '7',
              money(
                "Noncustodial parent's share of the basic obligation and additional expenses (line 5 + line 6)",
                roundToCents(ncpBcso + ncpShareOfAdditional),
              ),
            ),
          ]
        : []),
      before2026 ? onLine('8', paid) : paid,
      money("Adjustment to the noncustodial parent's obligation", addOnEffect, 'share − paid'),
    );
  }

  let ncpOwes = roundToCents(ncpAfterTime + addOnEffect);
  const presumptive = money(
    'Presumptive child support',
    ncpOwes,
    'basic obligation (after parenting time) + Schedule D adjustment',
    '§ 19-6-15(b)(7)',
  );
  // Before 2026 this is the worksheet's line 9a (line 7 − line 8, with no parenting time deviation).
  steps.push(options.parentingTimeAdjustment ? presumptive : onLine('9a', presumptive));

  if (options.parentingTimeAdjustment && ncpOwes > 0) {
    const lia = ncpLowIncomeCap(ncpIncome, c.children);
    if (lia) {
      steps.push(money('Low-income adjustment cap', lia.cap, lia.formula, '§ 19-6-15(p)'));
      approximations.push(
        'The low-income adjustment table (§ 19-6-15(p)) was taken from a single transcription of the 2026 code section and could not be cross-checked.',
      );
      if (lia.cap < ncpOwes) {
        ncpOwes = lia.cap;
        steps.push(
          money('Child support after the low-income adjustment', ncpOwes, undefined, '§ 19-6-15(p)'),
        );
      }
    }
  }

  const payer: ParentRole | 'none' = ncpOwes > 0 ? 'noncustodial' : ncpOwes < 0 ? 'custodial' : 'none';
  const monthlyPayment = Math.abs(ncpOwes);
  steps.push(
    money(
      'Monthly child support',
      monthlyPayment,
      payer === 'none' ? undefined : `paid by the ${payer} parent`,
    ),
  );
  return {
    monthlyPayment,
    payer,
    combinedIncome: combined,
    nonCustodialPercentage: roundToDecimals(ncpShare * 100, 2),
    baseAmount: ncpBcso,
    adjustment: roundToCents(monthlyPayment - ncpBcso),
    steps,
    approximations,
    worksheetForm: options.parentingTimeAdjustment ? WORKSHEET_2026 : WORKSHEET_BEFORE_2026,
  };
}

export const georgia = defineChildSupportRules({
  slug: 'georgia',
  versions: [
    {
      effective: { from: '2007-01-01', to: '2025-12-31' },
      model: 'income-shares',
      incomeBasis: 'gross',
      confidence: 'estimate',
      sources: [STATUTE_BEFORE_2026],
      approximations: [
        'The Basic Child Support Obligation table in force before 2026 (for example $800 → $197 for one child, $11,000 → $1,877 for two) is not transcribed; the 2026 table stands in for it and can differ by about 10%.',
        'The low-income deviation and the discretionary parenting time deviation of the former § 19-6-15(i) are not applied.',
        LOOKUP_NOTE,
      ],
      summary:
        'Income shares on adjusted gross income (§ 19-6-15 table, pro rata shares, health insurance and child care added); parenting time was a discretionary deviation before 2026.',
      compute: (c) => computeGeorgia(c, { parentingTimeAdjustment: false }),
    },
    {
      effective: { from: '2026-01-01' },
      model: 'income-shares',
      incomeBasis: 'gross',
      confidence: 'official',
      sources: [STATUTE_2026, SB_454],
      approximations: [LOOKUP_NOTE],
      summary:
        'Income shares on adjusted gross income (§ 19-6-15(o) table to $40,000), mandatory parenting time adjustment (days^2.5 cross-weighting of the parents’ shares) from 2026-01-01, health insurance and child care pro rata, low-income adjustment for a noncustodial parent up to $3,950.',
      compute: (c) => computeGeorgia(c, { parentingTimeAdjustment: true }),
    },
  ],
  examples: [
    {
      name: 'Georgia Commission calculator case: one child, $3,000 and $5,000 gross a month, 90 days with the noncustodial parent',
      kind: 'secondary',
      source:
        'the Georgia Child Support Commission online calculator (worksheet 698904, run 2026-06-16) as recorded by tcbmem-png/csg_tcblaw, src/lib/calc/states/ga/fixtures.json (read 2026-11-26): combined $8,000, schedule $1,150, noncustodial share 62.5% = $718.75, parenting time adjustment line 6, result $652.35',
      input: {
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 5000,
        numberOfChildren: 1,
        custodyArrangement: 'primary',
        custodialParentTime: 75.34,
        nonCustodialParentTime: 24.66,
        custodialParentOvernights: 275,
        nonCustodialParentOvernights: 90,
        state: 'georgia',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 652.35, payer: 'noncustodial' },
      note: 'Share $718.75; the O.C.G.A. § 19-6-15(g) parenting time adjustment at 90 days is −$66.40 on the Commission worksheet: $652.35.',
    },
    {
      name: 'Georgia Commission calculator case: one child, $3,000 and $5,000 gross a month, 182 days with the noncustodial parent',
      kind: 'secondary',
      source:
        'the Georgia Child Support Commission online calculator (worksheet 698904, run 2026-06-16) as recorded by tcbmem-png/csg_tcblaw, src/lib/calc/states/ga/fixtures.json (read 2026-11-26): combined $8,000, schedule $1,150, noncustodial share 62.5% = $718.75, parenting time adjustment line 6, result $147.69',
      input: {
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 5000,
        numberOfChildren: 1,
        custodyArrangement: 'primary',
        custodialParentTime: 50.14,
        nonCustodialParentTime: 49.86,
        custodialParentOvernights: 183,
        nonCustodialParentOvernights: 182,
        state: 'georgia',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 147.69, payer: 'noncustodial' },
      note: 'Share $718.75; at 182 of 365 days the adjustment is −$571.06 on the Commission worksheet: $147.69.',
    },
    {
      name: 'Primary custody without parenting time, $5,000 + $6,000 adjusted income, two children',
      source: 'derived from O.C.G.A. § 19-6-15(b) and the (o) table (row $11,000: $2,052 for two children)',
      kind: 'derived',
      input: {
        state: 'georgia',
        custodialParentIncome: 5000,
        nonCustodialParentIncome: 6000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 100,
        nonCustodialParentTime: 0,
        asOf: '2026-06-01',
      },
      expected: { monthlyPayment: 1119.37, payer: 'noncustodial' },
      note: 'Shares 45.45% / 54.55%; 2,052 × 54.55% = 1,119.37; no parenting time, no Schedule D expenses.',
    },
    {
      name: 'Parenting time adjustment, 100 of 365 days, $5,000 + $6,000, two children',
      source: 'derived from O.C.G.A. § 19-6-15(g) (2026) parenting time adjustment',
      kind: 'derived',
      input: {
        state: 'georgia',
        custodialParentIncome: 5000,
        nonCustodialParentIncome: 6000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 72.6,
        nonCustodialParentTime: 27.4,
        custodialParentOvernights: 265,
        nonCustodialParentOvernights: 100,
        asOf: '2026-06-01',
      },
      expected: { monthlyPayment: 954.31, payer: 'noncustodial' },
      note: 'CP share 932.63, NCP share 1,119.37; (265^2.5 × 1,119.37 − 100^2.5 × 932.63) ÷ (265^2.5 + 100^2.5) = 954.31.',
    },
    {
      name: 'Schedule D: child care paid by the custodial parent, insurance by the noncustodial parent',
      source: 'derived from O.C.G.A. § 19-6-15(h) (Schedule D, pro rata shares)',
      kind: 'derived',
      input: {
        state: 'georgia',
        custodialParentIncome: 5000,
        nonCustodialParentIncome: 6000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 100,
        nonCustodialParentTime: 0,
        childcareCostMonthly: 300,
        childcarePaidBy: 'custodial',
        healthInsuranceMonthly: 200,
        healthInsurancePaidBy: 'noncustodial',
        asOf: '2026-06-01',
      },
      expected: { monthlyPayment: 1192.12, payer: 'noncustodial' },
      note: '500 × 54.55% = 272.75, less 200 paid by the noncustodial parent = 72.75; 1,119.37 + 72.75 = 1,192.12.',
    },
  ],
});
