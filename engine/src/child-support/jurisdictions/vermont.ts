import { money, note } from '../../explain/steps.js';
import { roundToCents } from '../../money/rounding.js';
import { povertyGuidelineAdoptedBy } from '../../rules/poverty-guideline.js';
import type { Source } from '../../rules/source.js';
import { incomeSharesWorksheet } from '../models/income-shares-worksheet.js';
import { assertScheduleShape } from '../models/schedule.js';
import { defineChildSupportRules } from '../rules.js';
import type { ChildSupportCase, GuidelineOutcome, ParentFacts } from '../types.js';
import { VERMONT_SCHEDULE } from './data/vermont-schedule.js';

const STATUTE: Source = {
  title: 'Vermont Statutes Title 15, chapter 11, subchapter 3A: Child support guidelines',
  section:
    '15 V.S.A. §§ 653 (definitions), 654 (guidelines table), 656 (self-support reserve), 657 (shared custody)',
  url: 'https://legislature.vermont.gov/statutes/chapter/15/011',
};
const SHARED_CUSTODY: Source = {
  title:
    '15 V.S.A. § 657, Shared or split physical custody (text as reproduced by InstaLawyer, self-law.org and WomensLaw.org, updated 2023-10-16)',
  section: '15 V.S.A. § 657(a) (30% each: total × 1.5, shared by income and time, offset), (b) (25%-30%: shared costs table), (c) (never more than the guideline amount), (d) (overnights)',
  url: 'https://legislature.vermont.gov/statutes/section/15/011/00657',
};
const COMPUTATION: Source = {
  title: '15 V.S.A. § 656, Computation of parental support obligation (text as reproduced by LegalFix)',
  section: '15 V.S.A. § 656(a) (sole custody share), (b) (below the reserve: nominal amount), (c) (limited to available income less the reserve)',
  url: 'https://legislature.vermont.gov/statutes/section/15/011/00656',
};
const RESERVE_RULE: Source = {
  title:
    'Vermont Office of Child Support, rule 12P047 "Child Support Guidelines: Self Support Reserve" (adopted 2012; Secretary of State rule listing)',
  section: 'Updated self-support reserve used from three weeks after the poverty guideline is published in the Federal Register',
  url: 'https://secure.vermont.gov/SOS/rules/display.php?r=145',
};
const TABLE: Source = {
  title: 'Vermont Office of Child Support, Child support guideline table (revised 2024-01-02)',
  section: 'Table of intact family expenditures on children',
  url: 'https://dcf.vermont.gov/ocs/parents/guidelines',
};

assertScheduleShape('Vermont 15 V.S.A. § 654 table', VERMONT_SCHEDULE);

const DAYS_PER_YEAR = 365;
/** § 657(a): shared physical custody when each parent keeps the children overnight 30% or more of the year. */
const SHARED_CUSTODY_DAYS = 0.3 * DAYS_PER_YEAR;
/** § 657(b): from 25% to under 30% for one parent, the Agency's shared costs table applies (not held). */
const SHARED_COSTS_TABLE_PERCENT = 25;

/** Rule 12P047: a new poverty guideline applies three weeks after its Federal Register publication. */
const DAYS_AFTER_PUBLICATION = 21;
/** Self-support reserve: 120% of the HHS poverty guideline for one person (the percentage as a secondary source gives it). */
const RESERVE_SHARE_OF_GUIDELINE = 1.2;

function selfSupportReserve(asOf: string): { monthly: number; guidelineYear: number } {
  const held = povertyGuidelineAdoptedBy(asOf, DAYS_AFTER_PUBLICATION);
  return { monthly: roundToCents((held.annual * RESERVE_SHARE_OF_GUIDELINE) / 12), guidelineYear: held.year };
}

function worksheetWith(reserveMonthly: number, guidelineYear: number) {
  return incomeSharesWorksheet({
    state: 'vermont',
    stateBasis: 'net',
    incomeLabel: 'available income',
    deductionSource: '15 V.S.A. § 653(1): other child support and maintenance actually paid',
    schedule: VERMONT_SCHEDULE,
    lookup: 'row-below',
    scheduleSource: '15 V.S.A. § 654 table (2024)',
    aboveSchedule: {
      kind: 'top-row',
      source: 'Above $30,024.99 the court sets support case by case; the top row is shown',
    },
    parentingTime: {
      method: 'cross-credit',
      minOvernights: SHARED_CUSTODY_DAYS,
      multiplier: 1.5,
      source: '15 V.S.A. § 657(a) (shared physical custody)',
    },
    selfSupport: {
      reserveMonthly: reserveMonthly,
      minimumByChildren: [0],
      source: `15 V.S.A. § 656(c) (self-support reserve, 120% of the ${guidelineYear} poverty guideline for one person)`,
    },
    addOnsSource: '15 V.S.A. § 656: childcare and health insurance added and shared by income',
    flags: (c) => {
      const flags: string[] = [];
      const least = Math.min(c.custodial.timePercent, c.noncustodial.timePercent);
      const nights = Math.min(c.custodial.overnightsPerYear, c.noncustodial.overnightsPerYear);
      if (least >= SHARED_COSTS_TABLE_PERCENT && nights < SHARED_CUSTODY_DAYS) {
        flags.push(
          'One parent has the children from 25% to under 30% of the year: § 657(b) shares the support by the Agency of Human Services’ shared costs table, which is not held; the sole-custody amount is shown.',
        );
      }
      return flags;
    },
  });
}

/** The parent's facts with all or none of the overnights, to read the sole-custody guideline amount. */
function withNights(p: ParentFacts, all: boolean): ParentFacts {
  return { ...p, overnightsPerYear: all ? DAYS_PER_YEAR : 0, timePercent: all ? 100 : 0 };
}

function signed(outcome: GuidelineOutcome): number {
  return outcome.payer === 'custodial' ? -outcome.monthlyPayment : outcome.monthlyPayment;
}

/**
 * 15 V.S.A. § 656 with the worksheet, then § 657(c): in shared custody no parent pays more basic support
 * than the sole-custody guideline would have ordered from them (their income share, within the reserve).
 * § 656(b): an obligor whose available income is at or below the reserve owes a nominal amount set by the
 * court; the calculation shows nothing owed and says so.
 */
function compute(c: ChildSupportCase): GuidelineOutcome {
  const reserve = selfSupportReserve(c.asOf);
  const worksheet = worksheetWith(reserve.monthly, reserve.guidelineYear);
  const outcome = worksheet(c);
  const approximations = [...outcome.approximations];
  const limitedToNothing = outcome.steps.some(
    (s) => s.label === 'Limited by the self-support reserve' && s.value === 0,
  );
  if (limitedToNothing) {
    approximations.push(
      "The paying parent's available income does not exceed the self-support reserve: § 656(b) leaves support to the court's discretion (§ 659 factors) with a nominal amount; $0 is shown.",
    );
  }
  const shared =
    c.custodial.overnightsPerYear >= SHARED_CUSTODY_DAYS && c.noncustodial.overnightsPerYear >= SHARED_CUSTODY_DAYS;
  if (!shared || outcome.payer === 'none') return { ...outcome, approximations };

  const noAddOns: ChildSupportCase = {
    ...c,
    childcare: { ...c.childcare, monthly: 0 },
    healthInsurance: { ...c.healthInsurance, monthly: 0 },
  };
  const sharedBasic = signed(worksheet(noAddOns));
  if (sharedBasic === 0) return { ...outcome, approximations };
  // The sole-custody amount the paying parent would owe, with the other parent keeping every overnight.
  const payerIsNoncustodial = sharedBasic > 0;
  const sole = worksheet(
    payerIsNoncustodial
      ? { ...noAddOns, custodial: withNights(c.custodial, true), noncustodial: withNights(c.noncustodial, false) }
      : { ...noAddOns, custodial: withNights(c.noncustodial, true), noncustodial: withNights(c.custodial, false) },
  ).monthlyPayment;
  if (Math.abs(sharedBasic) <= sole) return { ...outcome, approximations };

  const cappedBasic = payerIsNoncustodial ? sole : -sole;
  const total = roundToCents(signed(outcome) - sharedBasic + cappedBasic);
  const monthlyPayment = Math.abs(total);
  const steps = outcome.steps.slice(0, -1);
  const final = outcome.steps.at(-1)!;
  steps.push(
    note(
      'Shared custody limited to the guideline amount',
      'In shared custody a parent never pays more than the support guidelines would have ordered.',
      '15 V.S.A. § 657(c)',
    ),
    money(
      'Basic support limited to the sole-custody guideline amount',
      sole,
      `shared-custody amount ${roundToCents(Math.abs(sharedBasic))} > sole-custody amount ${sole}`,
      '15 V.S.A. § 657(c)',
    ),
    { ...final, value: monthlyPayment },
  );
  return {
    ...outcome,
    monthlyPayment,
    payer: total === 0 ? 'none' : total > 0 ? 'noncustodial' : 'custodial',
    adjustment: roundToCents(monthlyPayment - outcome.baseAmount),
    steps,
    approximations,
  };
}

export const vermont = defineChildSupportRules({
  slug: 'vermont',
  versions: [
    {
      effective: { from: '2024-01-02' },
      model: 'income-shares',
      incomeBasis: 'net',
      confidence: 'estimate',
      sources: [STATUTE, SHARED_CUSTODY, COMPUTATION, RESERVE_RULE, TABLE],
      approximations: [
        'The 2024 guideline table comes from a secondary transcription (588 rows) that could not be checked against the Office of Child Support’s table.',
        'Available income is estimated with standard federal, FICA and state tax, not Vermont’s own tax conversion table.',
        'The self-support reserve is taken as 120% of the one-person poverty guideline (as secondary sources give it; the § 653 definition was not read), changing three weeks after each Federal Register publication (rule 12P047: from 2026-02-05, $1,596); it limits basic support only, not childcare and health insurance.',
        'From 25% to under 30% of the year for one parent, § 657(b) uses a shared costs table set by rule, which is not held: the sole-custody amount is used there.',
      ],
      summary:
        'Income shares on available (after-tax) income with the 2024 table to $30,024.99; shared physical custody from 30% of the year each (§ 657(a): × 1.5, by income and time, offset), never more than the sole-custody amount (§ 657(c)); the obligor keeps the self-support reserve (§ 656); childcare and health insurance shared by income.',
      compute,
    },
  ],
  examples: [
    {
      name: 'Sole custody, two children, $7,000 combined available income',
      kind: 'derived',
      source: 'derived from 15 V.S.A. § 654 (table bracket $6,975-$7,024)',
      input: {
        custodialParentIncome: 3000,
        nonCustodialParentIncome: 4000,
        incomeBasis: 'net',
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'vermont',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 1084.52, payer: 'noncustodial' },
      note: 'Bracket $6,975-$7,024, two children: $1,898; noncustodial share 4,000 / 7,000 = 57.14%; 1,898 × 0.5714 = 1,084.52.',
    },
    {
      name: 'Shared custody capped at the sole-custody amount (§ 657(c))',
      kind: 'derived',
      source: 'derived from 15 V.S.A. §§ 654, 656(a) and 657(a), (c)',
      input: {
        custodialParentIncome: 500,
        nonCustodialParentIncome: 9500,
        incomeBasis: 'net',
        numberOfChildren: 1,
        custodyArrangement: 'shared',
        custodialParentTime: 70,
        nonCustodialParentTime: 30,
        state: 'vermont',
        asOf: '2026-11-01',
      },
      expected: { monthlyPayment: 1570.35, payer: 'noncustodial' },
      note: 'Combined $10,000: bracket $9,975-$10,024, one child: $1,653; shares 95% / 5%. Shared (30% each, § 657(a)): 1,653 × 1.5 = 2,479.50; 2,479.50 × 95% = 2,355.53 × 70% = 1,648.87; 2,479.50 × 5% = 123.98 × 30% = 37.19; transfer 1,611.68. Sole custody (§ 656(a)): 1,653 × 95% = 1,570.35, lower, so § 657(c) limits support to 1,570.35.',
    },
  ],
});
