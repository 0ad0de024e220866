import { count, money, note, percent, type Step } from '../../explain/steps.js';
import { roundToCents, roundToDecimals } from '../../money/rounding.js';
import type { Source } from '../../rules/source.js';
import { guidelineIncome } from '../models/parent-income.js';
import { crossCreditOffset } from '../models/shared-care.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome, ParentRole } from '../types.js';
import { WYOMING_TABLES, type WyomingTable } from './data/wyoming-schedule.js';

const STATUTE: Source = {
  title:
    'Wyoming Statutes § 20-2-304, Presumptive child support (text as reproduced by WomensLaw.org, updated 2023-10-13)',
  section: 'Wyo. Stat. § 20-2-304(a)(i)-(v)',
  url: 'http://legisweb.state.wy.us/statutes/titles/Title20/T20CH2AR3.htm',
};
const DEFINITIONS: Source = {
  title: 'Wyoming Statutes § 20-2-303, Definitions ("income", "net income")',
  section: 'Wyo. Stat. § 20-2-303(a)(ii)-(iii)',
  url: 'http://legisweb.state.wy.us/statutes/titles/Title20/T20CH2AR3.htm',
};
/** The 2018 change of § 20-2-304(c): why the 40% figure is old law. */
const AMENDMENT_2018_SECONDARY: Source = {
  title: 'WRN Law Firm, "2018 Wyoming Child Support Changes" (secondary, 2018-05-18)',
  section:
    'Legislature changed § 20-2-304(c) with effect from July 1, 2018; until then shared-custody support needed at least 40% of the year (about 146 days)',
  url: 'http://wrnlawfirm.com/2018/05/18/2018-wyoming-child-support-changes/',
  lastChecked: '2026-11-27',
};
/** One secondary account of the threshold and multiplier in force now; it agrees with the transcription used. */
const SHARED_THRESHOLD_SECONDARY: Source = {
  title: 'divorce-calc.com, "Wyoming Child Support Calculator" (secondary)',
  section: 'WS § 20-2-304: 25% overnight threshold for shared custody, 150% multiplier',
  url: 'https://divorce-calc.com/wyoming/child-support-calculator',
  lastChecked: '2026-11-27',
};
const DEVIATION: Source = {
  title: 'Wyoming Statutes § 20-2-307, Presumptive child support to be followed; deviations by court',
  section: 'Wyo. Stat. § 20-2-307(a)-(b)',
  url: 'http://legisweb.state.wy.us/statutes/titles/Title20/T20CH2AR3.htm',
};

/**
 * § 20-2-304(c), as transcribed by the secondary source (sadiyaqeen92639572-cloud/child-support-calculator-usa
 * data/rules/wyoming.json): shared responsibility when each parent keeps the children overnight for more
 * than 25% of the year; the total obligation is raised by 150% and cross-multiplied by the other parent's time.
 * The "40% / 146 nights" some sites give is the threshold before the 2018 amendment of § 20-2-304(c), in force
 * from July 1, 2018 (WRN Law Firm, 2018; the DFS computation form quoting "more than forty percent (40%) of the
 * year"). The rule versions here start in 2023, so only the amended threshold applies; its text was not read.
 */
const SHARED_SHARE_OF_YEAR = 0.25;
const SHARED_MULTIPLIER = 1.5;
const DAYS_PER_YEAR = 365;
/** 2025 HHS poverty guideline for one person ($15,650 a year), monthly: below it the statute's low-income provisions may apply. */
const ONE_PERSON_POVERTY_MONTHLY = roundToCents(15650 / 12);

const DERIVED_TABLE_NOTE =
  "The two-to-five-children line amounts were derived from marginal percentages of a secondary transcription of § 20-2-304(a)(ii)-(v) (bases summed line by line); the statute's printed base amounts may differ by about $1.";
const SHARED_NOTE =
  "The shared-responsibility computation (each parent more than 25% of overnights, total × 150%, cross-multiplied by the other parent's time) follows secondary accounts of § 20-2-304(c) as amended from July 1, 2018 (before then the threshold was more than 40% of the year, about 146 nights); the amended text could not be checked, and the accounts differ on whether 91 nights (25% of 365 is 91.25) qualifies, so 92 is used.";

function tableFor(children: number): WyomingTable {
  return WYOMING_TABLES[Math.min(children, WYOMING_TABLES.length) - 1]!;
}

function totalObligation(
  combined: number,
  children: number,
  steps: Step[],
  approximations: string[],
): number {
  const table = tableFor(children);
  const first = table.lines[0]!;
  if (table.origin === 'derived') approximations.push(DERIVED_TABLE_NOTE);
  if (children > WYOMING_TABLES.length) {
    approximations.push('Six or more children: the five-children table, § 20-2-304(a)(v), was used.');
  }
  if (combined < first.income) {
    const amount = roundToCents(combined * table.firstLineRate);
    approximations.push(
      `Combined net income is below the tables' first line ($${first.income}); the first line's percentage of income was applied.`,
    );
    steps.push(
      money(
        'Total child support obligation',
        amount,
        `${combined} × ${(table.firstLineRate * 100).toFixed(1)}% (first line's percentage of income)`,
        '§ 20-2-304(a)',
      ),
    );
    return amount;
  }
  const row = [...table.lines].reverse().find((l) => combined >= l.income)!;
  const over = roundToCents(combined - row.income);
  const amount = roundToCents(row.base + over * row.rate);
  steps.push(
    money(
      'Total child support obligation',
      amount,
      `$${row.base} + ${(row.rate * 100).toFixed(1)}% × (${combined} − ${row.income})`,
      `§ 20-2-304(a), ${children} child(ren), line $${row.income}`,
    ),
  );
  return amount;
}

function compute(c: ChildSupportCase): GuidelineOutcome {
  const steps: Step[] = [];
  const approximations: string[] = [];
  const incomes = (['custodial', 'noncustodial'] as const).map((role) => {
    const label = role === 'custodial' ? "Custodial parent's" : "Noncustodial parent's";
    const income = guidelineIncome(c, role, {
      label,
      stateBasis: 'net',
      state: 'wyoming',
      deductionSource: '§ 20-2-303(a)(iii): preexisting support and mandatory pension deductions',
    });
    steps.push(...income.steps);
    for (const text of income.approximations) if (!approximations.includes(text)) approximations.push(text);
    let monthly = income.monthly;
    // § 20-2-303(a)(iii): net income is after the cost of dependent health care coverage for all dependent children.
    if (c.healthInsurance.monthly > 0 && c.healthInsurance.paidBy === role) {
      monthly = roundToCents(Math.max(0, monthly - c.healthInsurance.monthly));
      steps.push(
        money(
          `${label}: less children's health coverage paid`,
          c.healthInsurance.monthly,
          undefined,
          '§ 20-2-303(a)(iii)',
        ),
        money(`${label}: net income`, monthly, undefined, '§ 20-2-303(a)(iii)'),
      );
    }
    return monthly;
  });
  const [cpIncome, ncpIncome] = incomes as [number, number];
  const combined = roundToCents(cpIncome + ncpIncome);
  const ncpShare = combined === 0 ? 0.5 : roundToDecimals(ncpIncome / combined, 4);
  const cpShare = roundToDecimals(1 - ncpShare, 4);
  steps.push(
    money('Combined net monthly income', combined, `${cpIncome} + ${ncpIncome}`, '§ 20-2-304(a)'),
    percent(
      "Custodial parent's share of net income",
      roundToDecimals(cpShare * 100, 2),
      undefined,
      '§ 20-2-304(a)',
    ),
    percent(
      "Noncustodial parent's share of net income",
      roundToDecimals(ncpShare * 100, 2),
      undefined,
      '§ 20-2-304(a)',
    ),
  );
  const total = totalObligation(combined, c.children, steps, approximations);
  const soleShare = roundToCents(total * ncpShare);
  steps.push(
    money(
      "Noncustodial parent's share of the total obligation",
      soleShare,
      `${total} × ${(ncpShare * 100).toFixed(2)}%`,
      '§ 20-2-304(a)',
    ),
  );

  const threshold = SHARED_SHARE_OF_YEAR * DAYS_PER_YEAR;
  const shared = c.custodial.overnightsPerYear > threshold && c.noncustodial.overnightsPerYear > threshold;
  let noncustodialOwes = soleShare;
  if (shared) {
    approximations.push(SHARED_NOTE);
    const totalNights = c.custodial.overnightsPerYear + c.noncustodial.overnightsPerYear;
    const cpTime = c.custodial.overnightsPerYear / totalNights;
    const ncpTime = c.noncustodial.overnightsPerYear / totalNights;
    const offset = crossCreditOffset({
      basicObligation: total,
      multiplier: SHARED_MULTIPLIER,
      custodialIncomeShare: cpShare,
      noncustodialIncomeShare: ncpShare,
      custodialTimeShare: cpTime,
      noncustodialTimeShare: ncpTime,
      source: '§ 20-2-304(c)',
    });
    steps.push(
      note(
        'Shared responsibility',
        'Each parent keeps the children overnight for more than 25% of the year.',
        '§ 20-2-304(c)',
      ),
      count('Overnights with the custodial parent', roundToDecimals(c.custodial.overnightsPerYear, 2)),
      count('Overnights with the noncustodial parent', roundToDecimals(c.noncustodial.overnightsPerYear, 2)),
      ...offset.steps,
    );
    noncustodialOwes = offset.noncustodialOwes;
  }
  if (c.childcare.monthly > 0) {
    steps.push(
      note(
        'Childcare',
        'Wyoming adds no childcare amount to presumptive support; the cost of necessary child care is a ground for the court to deviate.',
        '§ 20-2-307(b)',
      ),
    );
  }
  const payerRole: ParentRole = noncustodialOwes >= 0 ? 'noncustodial' : 'custodial';
  const payerIncome = payerRole === 'noncustodial' ? ncpIncome : cpIncome;
  if (noncustodialOwes !== 0 && payerIncome < ONE_PERSON_POVERTY_MONTHLY) {
    approximations.push(
      `The paying parent's net income is below the one-person poverty guideline ($${ONE_PERSON_POVERTY_MONTHLY} a month); Wyoming's low-income provisions in § 20-2-304 are not applied here.`,
    );
  }
  const monthlyPayment = roundToCents(Math.abs(noncustodialOwes));
  const payer: ParentRole | 'none' = monthlyPayment === 0 ? 'none' : payerRole;
  steps.push(
    money('Presumptive child support (monthly)', monthlyPayment, undefined, '§ 20-2-304; § 20-2-307(a)'),
  );
  return {
    monthlyPayment,
    payer,
    combinedIncome: combined,
    nonCustodialPercentage: roundToDecimals(ncpShare * 100, 2),
    baseAmount: soleShare,
    adjustment: roundToCents(monthlyPayment - soleShare),
    steps,
    approximations,
  };
}

export const wyoming = defineChildSupportRules({
  slug: 'wyoming',
  versions: [
    {
      // The tables below were in force when the reproduction we hold was updated (2023-10-13); the
      // date the $1,000-$15,000 lines first took effect was not confirmed, so earlier dates get a notice.
      effective: { from: '2023-10-13' },
      model: 'income-shares',
      incomeBasis: 'net',
      confidence: 'official',
      sources: [STATUTE, DEFINITIONS, DEVIATION, AMENDMENT_2018_SECONDARY, SHARED_THRESHOLD_SECONDARY],
      approximations: [],
      summary:
        "Income shares on combined net monthly income with § 20-2-304's statutory tables (a base amount plus a marginal percentage over each line), divided by net income; shared responsibility when each parent has more than 25% of overnights (× 150%, cross-multiplied by the other parent's time).",
      compute,
    },
  ],
  examples: [
    {
      name: 'One child, primary custody, $5,000 combined net income',
      kind: 'derived',
      source: 'derived from Wyo. Stat. § 20-2-304(a)(i) (one-child table, line $4,500)',
      input: {
        custodialParentIncome: 2000,
        nonCustodialParentIncome: 3000,
        incomeBasis: 'net',
        numberOfChildren: 1,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'wyoming',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 614.4, payer: 'noncustodial' },
      note: 'Line $4,500: $965 + 11.8% × ($5,000 − $4,500) = 965 + 59 = $1,024; noncustodial share 3,000 / 5,000 = 60%; 1,024 × 0.60 = $614.40.',
    },
    {
      name: 'One child, $16,000 combined net income (top line)',
      kind: 'derived',
      source: 'derived from Wyo. Stat. § 20-2-304(a)(i) (one-child table, line $15,000)',
      input: {
        custodialParentIncome: 6000,
        nonCustodialParentIncome: 10000,
        incomeBasis: 'net',
        numberOfChildren: 1,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'wyoming',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 1412.5, payer: 'noncustodial' },
      note: 'Line $15,000: $2,157 + 10.3% × ($16,000 − $15,000) = $2,260; noncustodial share 10,000 / 16,000 = 62.5%; 2,260 × 0.625 = $1,412.50.',
    },
  ],
});
