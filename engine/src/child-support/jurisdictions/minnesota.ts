import { money, note } from '../../explain/steps.js';
import { roundToCents } from '../../money/rounding.js';
import { onePersonPovertyGuideline, povertyGuidelineAdoptedBy } from '../../rules/poverty-guideline.js';
import type { Source } from '../../rules/source.js';
import { incomeSharesWorksheet } from '../models/income-shares-worksheet.js';
import { assertScheduleShape } from '../models/schedule.js';
import { incomeShares } from '../models/worksheet-steps.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome, ParentRole } from '../types.js';
import { MINNESOTA_SCHEDULE } from './data/minnesota-schedule.js';

const GUIDELINE: Source = {
  title:
    'Minnesota Statutes § 518A.35, Guideline used in child support determinations (text current through 2024)',
  section: 'Minn. Stat. § 518A.35 subd. 1(e), subd. 2',
  url: 'https://www.revisor.mn.gov/statutes/cite/518A.35',
};
const COMPUTATION: Source = {
  title: 'Minnesota Statutes § 518A.34, Computation of child support obligations',
  section: 'Minn. Stat. § 518A.34(b)-(e)',
  url: 'https://www.revisor.mn.gov/statutes/cite/518A.34',
};
const PARENTING_EXPENSE: Source = {
  title: 'Minnesota Statutes § 518A.36, Parenting expense adjustment',
  section: 'Minn. Stat. § 518A.36 subd. 2',
  url: 'https://www.revisor.mn.gov/statutes/cite/518A.36',
};
const LOW_INCOME: Source = {
  title:
    'Minnesota Statutes § 518A.42 [Effective 1/1/2025], Ability to pay; self-support adjustment (text as reproduced by Casetext)',
  section:
    'Minn. Stat. § 518A.42 subd. 1(b) (income available for support = PICS − 120% of the one-person poverty guideline), 1(c) (reduce medical, then child care, then basic support), 1(d) (minimum support amount)',
  url: 'https://www.revisor.mn.gov/statutes/cite/518A.42',
};
const MINIMUM_AMOUNTS: Source = {
  title: 'LawHelpMN, "Getting Child Support" fact sheet (minimum order by number of children)',
  section: '§ 518A.42 subd. 2 minimum basic support: $50, $60, $70, $80, $90 … for 1-6 children',
  url: 'https://lawhelpmn.org/self-help-library/fact-sheet/getting-child-support',
};
const POVERTY_GUIDELINE: Source = {
  title:
    'HHS, Annual Update of the HHS Poverty Guidelines (91 FR 1797, January 15, 2026), one person $15,960 a year (the figure this engine\'s Washington rules also use)',
  section: '2026 poverty guidelines, 48 contiguous states and D.C.',
  url: 'https://www.govinfo.gov/content/pkg/FR-2026-01-15/html/2026-00755.htm',
};

assertScheduleShape('Minnesota § 518A.35', MINNESOTA_SCHEDULE);

/** § 518A.42 subd. 1(b): the self-support reserve is 120% of the one-person HHS poverty guideline. */
const RESERVE_SHARE_OF_GUIDELINE = 1.2;
/** The date Minnesota starts using each year's guideline is not confirmed: the publication date is used. */
const DAYS_AFTER_PUBLICATION = 0;
/** § 518A.42 subd. 2: minimum basic support for 1-6 joint children (equal to the schedule's first row). */
const MINIMUM_BASIC_SUPPORT = [50, 60, 70, 80, 90, 100] as const;

function selfSupportReserve(asOf: string): { monthly: number; year: number } {
  const held = povertyGuidelineAdoptedBy(asOf, DAYS_AFTER_PUBLICATION);
  return { monthly: roundToCents((held.annual * RESERVE_SHARE_OF_GUIDELINE) / 12), year: held.year };
}

const worksheet = incomeSharesWorksheet({
  state: 'minnesota',
  stateBasis: 'gross',
  incomeLabel: 'parental income for determining child support (PICS)',
  deductionSource: '§ 518A.34(b)(2): the nonjoint-children credit and support paid',
  schedule: MINNESOTA_SCHEDULE,
  lookup: 'row-below',
  scheduleSource: '§ 518A.35 subd. 2',
  aboveSchedule: {
    kind: 'top-row',
    source: '§ 518A.35 subd. 1(e): incomes over $20,000 are read at $20,000',
  },
  parentingTime: { method: 'power-offset', exponent: 3, source: '§ 518A.36 subd. 2' },
  addOnsSource: '§ 518A.40 (child care), § 518A.41 (medical support): divided by PICS share',
});

/** What the paying parent owes for one add-on, signed: positive adds to what they pay. */
function addOnOwed(item: { monthly: number; paidBy: ParentRole }, payer: ParentRole, payerShare: number): number {
  if (item.monthly <= 0) return 0;
  const payerPart = roundToCents(item.monthly * payerShare);
  // The payer owes their share of a bill the other parent pays, and is owed the other's share of one they pay.
  return item.paidBy === payer ? -roundToCents(item.monthly - payerPart) : payerPart;
}

/**
 * § 518A.42 (text in force from 2025-01-01) applied to the whole obligation the worksheet produced:
 * - income available for support = the obligor's PICS − 120% of the one-person poverty guideline;
 * - at or below the minimum support amount, or gross income below 120% of the guideline: the minimum
 *   basic support amount (subd. 2), the obligor presumed unable to pay child care and medical support;
 * - otherwise, when available income is below the guideline amount, the order is reduced to it, taking
 *   the reduction from medical support first, then child care support, then basic support (subd. 1(c)).
 */
function compute(c: ChildSupportCase): GuidelineOutcome {
  const outcome = worksheet(c);
  if (outcome.payer === 'none') return outcome;
  const payer = outcome.payer;
  const pics = (role: ParentRole) => roundToCents(Math.max(0, c[role].monthlyIncome - c[role].monthlyDeductions));
  const shares = incomeShares(pics('custodial'), pics('noncustodial'));
  const payerShare = payer === 'noncustodial' ? shares.noncustodialShare : shares.custodialShare;
  const reserve = selfSupportReserve(c.asOf);
  const minimum = MINIMUM_BASIC_SUPPORT[Math.min(c.children, MINIMUM_BASIC_SUPPORT.length) - 1]!;
  const available = roundToCents(pics(payer) - reserve.monthly);
  const gross = roundToCents(c[payer].monthlyIncome);
  const total = outcome.monthlyPayment;
  const source = '§ 518A.42 subd. 1';
  const steps = outcome.steps.slice(0, -1);
  const final = outcome.steps.at(-1)!;
  steps.push(
    money(
      'Self-support reserve',
      reserve.monthly,
      `120% × ${onePersonPovertyGuideline(reserve.year).annual} (${reserve.year} poverty guideline, one person) ÷ 12`,
      '§ 518A.42 subd. 1(b)',
    ),
    money('Income available for support', available, `${pics(payer)} − ${reserve.monthly}`, '§ 518A.42 subd. 1(b)'),
  );

  let monthlyPayment = total;
  if ((available <= minimum || gross < reserve.monthly) && total > minimum) {
    monthlyPayment = minimum;
    steps.push(
      note(
        'Minimum support amount applies',
        gross < reserve.monthly
          ? `Gross income ${gross} is below 120% of the poverty guideline (${reserve.monthly}): the obligor owes the minimum basic support and is presumed unable to pay child care and medical support.`
          : `Income available for support (${available}) is at or below the minimum (${minimum}): the obligor owes the minimum basic support and is presumed unable to pay child care and medical support.`,
        '§ 518A.42 subd. 1(d), subd. 2',
      ),
      money('Minimum basic support', minimum, `${c.children} joint child(ren)`, '§ 518A.42 subd. 2'),
    );
  } else if (available > minimum && available < total) {
    let excess = roundToCents(total - available);
    const medical = Math.max(0, addOnOwed(c.healthInsurance, payer, payerShare));
    const childCare = Math.max(0, addOnOwed(c.childcare, payer, payerShare));
    const fromMedical = Math.min(excess, medical);
    excess = roundToCents(excess - fromMedical);
    const fromChildCare = Math.min(excess, childCare);
    const fromBasic = roundToCents(excess - fromChildCare);
    monthlyPayment = available;
    steps.push(
      money(
        'Reduced to income available for support',
        available,
        `${total} − ${roundToCents(total - available)} (medical support −${fromMedical}, child care support −${fromChildCare}, basic support −${fromBasic})`,
        source,
      ),
    );
  }
  if (monthlyPayment === total) return { ...outcome, steps: [...steps, final] };
  steps.push({ ...final, value: monthlyPayment });
  return {
    ...outcome,
    monthlyPayment,
    adjustment: roundToCents(monthlyPayment - outcome.baseAmount),
    steps,
  };
}

export const minnesota = defineChildSupportRules({
  slug: 'minnesota',
  versions: [
    {
      effective: { from: '2023-01-01' },
      model: 'income-shares',
      incomeBasis: 'gross',
      confidence: 'estimate',
      sources: [GUIDELINE, COMPUTATION, PARENTING_EXPENSE, LOW_INCOME, MINIMUM_AMOUNTS, POVERTY_GUIDELINE],
      approximations: [
        'The § 518A.35 guideline table (in force from 2023-01-01, Laws 2021 ch. 30 art. 10) comes from a secondary transcription of the statute (188 rows) that could not be checked against a second copy of the table.',
        "The parenting expense adjustment (§ 518A.36 subd. 2) is applied as each parent's share weighted by the cube of the other parent's overnights, as secondary summaries of the statute describe it (\"a cubed calculation of overnights\"); the formula's own clauses were not read.",
        'The self-support reserve follows § 518A.42 as in force from 2025-01-01 for every date (the 2023-2024 text was not read), with each year’s poverty guideline from its Federal Register publication (the date Minnesota adopts it is not confirmed); the minimum basic support amounts ($50-$100 by children) come from a secondary source, and the minimum is not applied where the guideline amount is already lower. Child care and medical support are divided by PICS share without the details of §§ 518A.40-518A.41.',
      ],
      summary:
        "Income shares on gross income less nonjoint-child credits (PICS), § 518A.35's $100-bracket table to $20,000 (capped above), a parenting expense adjustment on every case with overnights (cube of each parent's overnights), childcare and medical support by PICS share, and § 518A.42's ability to pay: PICS less 120% of the poverty guideline, reductions from medical, child care, then basic support, and $50-$100 minimums.",
      compute,
    },
  ],
  examples: [
    {
      name: 'Two children, $8,000 combined PICS, 73 overnights with the obligor',
      kind: 'derived',
      source: 'derived from Minn. Stat. §§ 518A.34(b), 518A.35 subd. 2 and 518A.36 subd. 2',
      input: {
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 5000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'minnesota',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 943.68, payer: 'noncustodial' },
      note: 'Bracket $8,000-$8,099, two children: $1,548; shares 62.5% / 37.5% → 967.50 / 580.50; overnights 292 / 73: (292³ × 967.50 − 73³ × 580.50) ÷ (292³ + 73³) = 943.68.',
    },
  ],
});
