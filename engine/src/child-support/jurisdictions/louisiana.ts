import { count, money, note } from '../../explain/steps.js';
import type { Step } from '../../explain/steps.js';
import { roundToCents } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { assertScheduleShape } from '../models/schedule.js';
import { crossCreditOffset } from '../models/shared-care.js';
import { basicObligation, finishIncomeShares, wholeOvernights, worksheetIncomes } from '../models/worksheet-steps.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome } from '../types.js';
import { LOUISIANA_SCHEDULE } from './data/louisiana-schedule.js';

const STATUTE: Source = {
  title: 'Louisiana Revised Statutes 9:315-315.47, Guidelines for determination of child support',
  section: 'R.S. 9:315.2 (adjusted gross income and shares), 9:315.8 (worksheet A), 9:315.9 (shared custody, worksheet B)',
  url: 'https://legis.la.gov/legis/Law.aspx?d=107385',
};
const SECTION_315_13: Source = {
  title: 'La. R.S. 9:315.13, Amounts not set forth in or exceeding schedule',
  section: '(A) below the schedule, (B) extrapolation between two amounts, (C) above the schedule',
  url: 'https://www.legis.la.gov/legis/Law.aspx?d=107378',
};
const SCHEDULE: Source = {
  title: 'La. R.S. 9:315.19, Schedule for support (2024 La. Acts No. 86, effective 2025-01-01)',
  section: 'Schedule of basic child support obligations, $1,050 to $50,000',
  url: 'https://legis.la.gov/legis/Law.aspx?d=107384',
};

assertScheduleShape('La. R.S. 9:315.19 schedule', LOUISIANA_SCHEDULE);

/** Where the examples below were checked against the state's own calculator (as reported, not seen here). */
const DCFS_CHECK =
  'the same case is reported as computed by the live Louisiana DCFS Child Support Estimator on 2026-06-16 in tcbmem-png/csg_tcblaw (src/lib/calc/states/la/fixtures.json)';

const FIRST_ROW = LOUISIANA_SCHEDULE.incomes[0]!;
/** The DCFS Child Support Estimator's amount below the schedule: 4% of combined income (as reported by a secondary source). */
const BELOW_SCHEDULE_RATE = 0.04;
/** R.S. 9:315.8(E)(2): a credit may be ordered when the paying parent has more than 73 days under joint custody. */
const JOINT_CUSTODY_CREDIT_DAYS = 73;
/** R.S. 9:315.9 applies to "approximately equal" time; 45% of the year is used as that line here. */
const SHARED_CUSTODY_NIGHTS = 164;
/** R.S. 9:315.9(A)(2): the basic obligation is multiplied by one and one-half. */
const SHARED_CUSTODY_MULTIPLIER = 1.5;

function computeLouisiana(c: ChildSupportCase): GuidelineOutcome {
  const incomes = worksheetIncomes(c, {
    state: 'louisiana',
    basis: 'gross',
    shareDecimals: 4,
    incomeLabel: 'Monthly adjusted gross income',
    deductionsLabel: 'Preexisting child or spousal support paid',
    source: 'R.S. 9:315(C)(1), 9:315.2(C)',
  });
  const steps: Step[] = [...incomes.steps];
  const approximations = [...incomes.approximations];

  let basic: number;
  if (incomes.combined < FIRST_ROW) {
    // R.S. 9:315.13(A) leaves this to the court; the state's own estimator uses 4% of combined income.
    basic = roundToCents(incomes.combined * BELOW_SCHEDULE_RATE);
    const text = `Combined adjusted gross income is below the $${FIRST_ROW.toLocaleString('en-US')} first row, where R.S. 9:315.13(A) leaves the amount to the court (actual income, ability to pay); 4% of combined income, the amount the DCFS Child Support Estimator uses (as reported by a secondary source), was applied.`;
    approximations.push(text);
    steps.push(note('Below the schedule', text, 'R.S. 9:315.13(A)'), money('Basic child support obligation', basic, `${incomes.combined} × 4%`));
  } else {
    const read = basicObligation(LOUISIANA_SCHEDULE, incomes.combined, c.children, {
      lookup: 'interpolate',
      label: 'Basic child support obligation (schedule)',
      source: 'R.S. 9:315.19; between rows, extrapolated (R.S. 9:315.13(B))',
      aboveTop: 'top-row',
      aboveTopText:
        'Combined adjusted gross income is above the $50,000 top of the schedule: the court sets the amount in its discretion but not below the top row (R.S. 9:315.13(C)(1)), so the top row was used.',
    });
    basic = read.amount;
    steps.push(...read.steps);
    approximations.push(...read.approximations);
  }

  const ncpBase = roundToCents(basic * incomes.noncustodialShare);
  const cpBase = roundToCents(basic * incomes.custodialShare);
  steps.push(
    money("Custodial parent's share of the basic obligation", cpBase, `${basic} × ${(incomes.custodialShare * 100).toFixed(2)}%`, 'R.S. 9:315.8(C)'),
    money("Noncustodial parent's share of the basic obligation", ncpBase, `${basic} × ${(incomes.noncustodialShare * 100).toFixed(2)}%`, 'R.S. 9:315.8(C)'),
  );

  const cpNights = wholeOvernights(c, 'custodial');
  const ncpNights = wholeOvernights(c, 'noncustodial');
  steps.push(count('Overnights (custodial parent)', cpNights), count('Overnights (noncustodial parent)', ncpNights));
  let signed = ncpBase;
  if (Math.min(cpNights, ncpNights) >= SHARED_CUSTODY_NIGHTS) {
    const total = cpNights + ncpNights;
    const cross = crossCreditOffset({
      basicObligation: basic,
      multiplier: SHARED_CUSTODY_MULTIPLIER,
      custodialIncomeShare: incomes.custodialShare,
      noncustodialIncomeShare: incomes.noncustodialShare,
      custodialTimeShare: cpNights / total,
      noncustodialTimeShare: ncpNights / total,
      source: 'R.S. 9:315.9(A)',
    });
    steps.push(
      note('Shared custody (worksheet B)', 'The parents share custody about equally: basic obligation × 1.5, each parent owes their share for the other parent\'s time, offset.', 'R.S. 9:315.9'),
      ...cross.steps,
    );
    signed = cross.noncustodialOwes;
    approximations.push(
      'Shared custody (R.S. 9:315.9) needs "approximately equal" time, which the court judges; it was applied here because each parent has at least 164 overnights (45% of the year).',
    );
  } else if (ncpNights > JOINT_CUSTODY_CREDIT_DAYS) {
    approximations.push(
      'The paying parent has more than 73 days a year: under joint custody the court may order a credit for that time (R.S. 9:315.8(E)); the credit is discretionary and was not applied.',
    );
    steps.push(note('Joint custody credit', 'More than 73 days with the paying parent: a discretionary credit may be ordered (not computed).', 'R.S. 9:315.8(E)(2)'));
  }
  if (c.childcare.monthly > 0) {
    approximations.push('Child care is shared as entered; R.S. 9:315.3 shares net child care costs, after the federal child care tax credit.');
  }

  return finishIncomeShares(c, {
    incomes,
    noncustodialBasic: signed,
    baseAmount: ncpBase,
    steps,
    approximations,
    addOnSource: 'R.S. 9:315.3 (child care), 9:315.4 (health insurance), shared by income (9:315.8(A), (C))',
    finalLabel: 'Recommended child support order',
    finalSource: 'R.S. 9:315.8(D); worksheet A line 9',
  });
}

const base = { custodyArrangement: 'primary', state: 'louisiana', asOf: '2026-11-01', custodialParentTime: 80, nonCustodialParentTime: 20 } as const;

export const louisiana = defineChildSupportRules({
  slug: 'louisiana',
  versions: [
    {
      effective: { from: '2025-01-01' },
      model: 'income-shares',
      incomeBasis: 'adjusted-gross',
      confidence: 'official',
      sources: [STATUTE, SECTION_315_13, SCHEDULE],
      approximations: [],
      summary:
        'Income shares on combined adjusted gross income with the R.S. 9:315.19 schedule ($1,050 to $50,000, extrapolated between rows); shared custody uses worksheet B: basic × 1.5, cross-multiplied by the other parent\'s time and offset. Results that rely on the court\'s discretion (time with the paying parent above 73 days, "approximately equal" shared custody, incomes outside the schedule) or on net child care are labelled estimates.',
      compute: computeLouisiana,
    },
  ],
  examples: [
    {
      name: 'DCFS worksheet case: one child, $3,000 and $4,000 a month',
      kind: 'secondary',
      source: "the Louisiana DCFS online obligation worksheet (Worksheet A, run 2026-06-16, 2025 schedule) as recorded by tcbmem-png/csg_tcblaw, src/lib/calc/states/la/fixtures.json, case \"LA-baseline-1child\" (read 2026-11-26): schedule $1,127, obligor 57.14%, recommended $643.97",
      input: {
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 4000,
        numberOfChildren: 1,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'louisiana',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 643.97, payer: 'noncustodial' },
      note: 'Combined $7,000: $1,127; the obligor’s share rounded to 0.01%, 57.14%: $643.97.',
    },
    {
      name: 'DCFS worksheet case: one child, $3,000 and $9,000 a month',
      kind: 'secondary',
      source: "the Louisiana DCFS online obligation worksheet (Worksheet A, run 2026-06-16, 2025 schedule) as recorded by tcbmem-png/csg_tcblaw, src/lib/calc/states/la/fixtures.json, case \"LA-imputation-treatiseExE\" (read 2026-11-26): schedule $1,543, obligor 75.00%, recommended $1,157.25",
      input: {
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 9000,
        numberOfChildren: 1,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'louisiana',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 1157.25, payer: 'noncustodial' },
      note: 'Combined $12,000: $1,543 × 75% = $1,157.25.',
    },
    {
      name: 'DCFS worksheet case: shared custody, one child, $4,000 and $6,000 a month, equal time',
      kind: 'secondary',
      source: "the Louisiana DCFS online obligation worksheet (Worksheet B, run 2026-06-16, 2025 schedule) as recorded by tcbmem-png/csg_tcblaw, src/lib/calc/states/la/fixtures.json, case \"LA-shared-custody-treatiseExD\" (read 2026-11-26): schedule $1,362 × 1.5 = $2,043, offset $204.30",
      input: {
        custodialParentIncome: 4000,
        nonCustodialParentIncome: 6000,
        numberOfChildren: 1,
        custodyArrangement: 'shared',
        custodialParentTime: 50,
        nonCustodialParentTime: 50,
        state: 'louisiana',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 204.3, payer: 'noncustodial' },
      note: 'R.S. 9:315.9: $1,362 × 1.5 = $2,043; 60% × 2,043 × 50% − 40% × 2,043 × 50% = $204.30.',
    },
    {
      name: 'One child, $7,000 combined (DCFS estimator case)',
      kind: 'derived',
      source: `derived from La. R.S. 9:315.8 and the 9:315.19 schedule ($7,000 row, one child $1,127); ${DCFS_CHECK}, LA-baseline-1child: $643.97`,
      input: { ...base, custodialParentIncome: 3000, nonCustodialParentIncome: 4000, numberOfChildren: 1 },
      expected: { monthlyPayment: 643.97, payer: 'noncustodial' },
      note: 'Share 4,000 / 7,000 = 57.14%: 1,127 × 0.5714 = $643.97.',
    },
    {
      name: 'Two children, $8,000 combined, insurance and child care paid by the domiciliary parent',
      kind: 'derived',
      source: `derived from La. R.S. 9:315.8 ($8,000 row, two children $1,845); ${DCFS_CHECK}, LA-multichild-addons-treatiseExA: $1,528.13`,
      input: {
        ...base,
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 5000,
        numberOfChildren: 2,
        healthInsuranceMonthly: 200,
        healthInsurancePaidBy: 'custodial',
        childcareCostMonthly: 400,
        childcarePaidBy: 'custodial',
      },
      expected: { monthlyPayment: 1528.13, payer: 'noncustodial' },
      note: 'Share 62.50%: 1,845 × 0.625 = 1,153.13 plus (200 + 400) × 0.625 = 375 → $1,528.13.',
    },
    {
      name: 'Shared custody 50/50, one child, $10,000 combined (worksheet B)',
      kind: 'derived',
      source: `derived from La. R.S. 9:315.9 ($10,000 row, one child $1,362); ${DCFS_CHECK}, LA-shared-custody-treatiseExD: $204.30`,
      input: { ...base, custodyArrangement: 'shared', custodialParentTime: 50, nonCustodialParentTime: 50, custodialParentIncome: 4000, nonCustodialParentIncome: 6000, numberOfChildren: 1 },
      expected: { monthlyPayment: 204.3, payer: 'noncustodial' },
      note: '1,362 × 1.5 = 2,043; 60% × 2,043 × 50% = 612.90 less 40% × 2,043 × 50% = 408.60 → $204.30.',
    },
    {
      name: 'Below the schedule: $900 combined, one child',
      kind: 'derived',
      source: `derived from La. R.S. 9:315.13(A) with the DCFS estimator's 4% amount; ${DCFS_CHECK}, LA-lowincome-ssr-floor: $20.00`,
      input: { ...base, custodialParentIncome: 400, nonCustodialParentIncome: 500, numberOfChildren: 1 },
      expected: { monthlyPayment: 20, payer: 'noncustodial' },
      note: '900 × 4% = 36; share 55.56% → $20.00.',
    },
    {
      name: 'Two children, $3,000 combined (a schedule row)',
      kind: 'derived',
      source: 'derived from La. R.S. 9:315.8 and the 9:315.19 schedule ($3,000 row, two children $894)',
      input: { ...base, custodialParentIncome: 1200, nonCustodialParentIncome: 1800, numberOfChildren: 2 },
      expected: { monthlyPayment: 536.4, payer: 'noncustodial' },
      note: 'Share 1,800 / 3,000 = 60%: 894 × 0.60 = $536.40.',
    },
    {
      name: 'Three children, $7,025 combined (extrapolated between two rows)',
      kind: 'derived',
      source: 'derived from La. R.S. 9:315.13(B) and the 9:315.19 schedule ($7,000 row $2,072 and $7,050 row $2,078, three children)',
      input: { ...base, custodialParentIncome: 2810, nonCustodialParentIncome: 4215, numberOfChildren: 3 },
      expected: { monthlyPayment: 1245, payer: 'noncustodial' },
      note: 'Halfway between $2,072 and $2,078: $2,075. Share 4,215 / 7,025 = 60% → $1,245.00.',
    },
  ],
});
