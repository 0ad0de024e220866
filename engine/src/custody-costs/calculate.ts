import type { z } from 'zod';
import { calculateChildSupport } from '../child-support/calculate.js';
import { EngineValidationError } from '../errors.js';
import { money, note, percent, type Step } from '../explain/steps.js';
import { jurisdictionBySlug, type JurisdictionSlug } from '../jurisdictions.js';
import { roundToCents, roundToDecimals } from '../money/rounding.js';
import type { Source } from '../rules/source.js';
import { todayIso, versionInForce } from '../rules/versions.js';
import { issuesToFieldErrors } from '../validation/issues.js';
import {
  ARRANGEMENT_SHARES,
  HOUSING_ALLOCATION,
  MILEAGE_RATES,
  PARENT_ROOMS,
  TRIPS_PER_MONTH,
} from './rules.js';
import { TYPICAL_LABEL, typicalAmountsForCase } from './typical-amounts.js';
import { CustodyCostsInputSchema, type CustodyCostsParsedInput, type CustodyCostsResult } from './schema.js';

function sum(values: number[]): number {
  return roundToCents(values.reduce((total, value) => total + value, 0));
}

function timeShare(i: CustodyCostsParsedInput): { custodialPercentage: number; basis: string } {
  if (i.custodyArrangement === 'custom') {
    return {
      custodialPercentage: roundToDecimals((i.custodialParentDays! / 365) * 100, 1),
      basis: `${i.custodialParentDays} days ÷ 365`,
    };
  }
  const share = ARRANGEMENT_SHARES[i.custodyArrangement];
  return { custodialPercentage: roundToDecimals(share.custodialPercent, 1), basis: share.basis };
}

/**
 * Which of the costs the state's child support worksheet, as the engine computes it, adds on top of the
 * basic obligation: found by running it with and without a childcare and a health insurance amount.
 */
function guidelineCoverage(
  state: JurisdictionSlug,
  children: number,
  incomes: { custodial: number; other: number },
) {
  const base = {
    custodialParentIncome: incomes.custodial,
    nonCustodialParentIncome: incomes.other,
    numberOfChildren: children,
    custodyArrangement: 'primary',
    custodialParentTime: 80,
    nonCustodialParentTime: 20,
    state,
  };
  const payment = (extra: Record<string, unknown>): number | null => {
    try {
      return calculateChildSupport({ ...base, ...extra }).monthlyPayment;
    } catch {
      return null;
    }
  };
  const without = payment({});
  const withChildcare = payment({ childcareCostMonthly: 500, childcarePaidBy: 'custodial' });
  const withInsurance = payment({ healthInsuranceMonthly: 300, healthInsurancePaidBy: 'custodial' });
  const addedOn: string[] = [];
  if (without !== null && withChildcare !== null && withChildcare !== without) addedOn.push('childcare');
  if (without !== null && withInsurance !== null && withInsurance !== without)
    addedOn.push('health insurance');
  return { addedOn, known: without !== null };
}

/**
 * The children's costs in both homes a month and a year, and how the parents might share them: by income
 * when both incomes are given, else by time. The user's figures come first; USDA's typical amounts are shown
 * beside them and, when asked, fill only the categories left empty.
 */
export function calculateCustodyCosts(input: unknown): CustodyCostsResult {
  const parsed = CustodyCostsInputSchema.safeParse(input);
  if (!parsed.success) throw new EngineValidationError(issuesToFieldErrors(parsed.error.issues));
  return calculateCustodyCostsFromValidInput(parsed.data);
}

/**
 * calculateCustodyCosts for input that has already passed CustodyCostsInputSchema (as the API's request validation does),
 * so that a request body is validated once.
 */
export function calculateCustodyCostsFromValidInput(
  valid: z.output<typeof CustodyCostsInputSchema>,
): CustodyCostsResult {
  const i = valid;
  const steps: Step[] = [];
  const sources: Source[] = [HOUSING_ALLOCATION];
  const asOf = i.costYear ? `${i.costYear}-06-30` : todayIso();
  const children = i.numberOfChildren;

  // Housing: the children's bedrooms in each home (USDA's additional-bedroom approach), not a per-person split.
  const rooms = children + PARENT_ROOMS;
  const childShare = children / rooms;
  const custodialHousing = roundToCents(i.custodialHousingCost * childShare);
  const nonCustodialHousing = roundToCents(i.nonCustodialHousingCost * childShare);
  const housing = roundToCents(custodialHousing + nonCustodialHousing);
  steps.push(
    percent(
      "Children's share of each home (their bedrooms)",
      roundToDecimals(childShare * 100, 1),
      `${children} bedroom${children === 1 ? '' : 's'} ÷ (${children} + the parent's bedroom + the shared rooms) = ${children}/${rooms}`,
      HOUSING_ALLOCATION.title,
    ),
    money('Custodial home, children’s share', custodialHousing, `${i.custodialHousingCost} × ${children}/${rooms}`),
    money('Other home, children’s share', nonCustodialHousing, `${i.nonCustodialHousingCost} × ${children}/${rooms}`),
    money('Housing (both homes, children’s share)', housing, `${custodialHousing} + ${nonCustodialHousing}`),
  );
  const mileage = versionInForce(MILEAGE_RATES, asOf).version;
  sources.push(mileage.source);
  const trips = TRIPS_PER_MONTH[i.transportationFrequency];
  const exchangeDriving = roundToCents(i.distanceBetweenHomes * 2 * trips * mileage.value);
  const yours = {
    childcare: sum([i.daycareCost, i.afterSchoolCare, i.summerCare, i.babysitterCosts]),
    transportation: sum([i.vehicleCosts, i.publicTransportCosts, exchangeDriving]),
    activities: sum([i.schoolSupplies, i.extracurricularActivities, i.sportsEquipment, i.musicLessons, i.tutoring]),
    healthcare: sum([i.healthInsurance, i.medicalCopays, i.dentalCosts, i.visionCosts, i.therapyCosts]),
    other: sum([i.clothingCosts, i.entertainmentCosts, i.vacationCosts, i.emergencyFund]),
  };
  // The price level of the typical amounts: the cost year's, else this year's (the latest CPI-U at or before it).
  const typical = typicalAmountsForCase(i, { housing }, Number(asOf.slice(0, 4)));
  sources.push(...typical.sources);
  steps.push(...typical.steps);
  const plusTypical = (line: keyof typeof yours, text: string) =>
    typical.filled[line] > 0 ? `${text} + ${TYPICAL_LABEL} ${typical.filled[line]}` : text;
  const childcare = roundToCents(yours.childcare + typical.filled.childcare);
  const transportation = roundToCents(yours.transportation + typical.filled.transportation);
  const activities = roundToCents(yours.activities + typical.filled.activities);
  const healthcare = roundToCents(yours.healthcare + typical.filled.healthcare);
  const other = roundToCents(yours.other + typical.filled.other);
  steps.push(
    money('Childcare', childcare, plusTypical('childcare', 'daycare + after-school + summer + babysitter')),
    money(
      'Exchange driving',
      exchangeDriving,
      `${i.distanceBetweenHomes} miles × 2 × ${roundToDecimals(trips, 3)} trips a month × $${mileage.value}`,
      mileage.source.title,
    ),
    money('Transportation', transportation, plusTypical('transportation', 'vehicle + public transport + exchange driving')),
    money('Activities and education', activities, plusTypical('activities', 'school supplies + extracurricular + sports + music + tutoring')),
    money('Healthcare', healthcare, plusTypical('healthcare', 'insurance + copays + dental + vision + therapy')),
    money('Other', other, plusTypical('other', 'clothing + entertainment + vacations + emergency fund')),
  );
  const monthlyTotal = sum([housing, childcare, transportation, activities, healthcare, other]);
  const totalAnnualCost = roundToCents(monthlyTotal * 12);
  const perChildCost = roundToCents(totalAnnualCost / children);
  steps.push(
    money('Monthly total', monthlyTotal),
    money('Total annual child costs', totalAnnualCost, `${monthlyTotal} × 12`),
    money('Annual cost per child', perChildCost, `${totalAnnualCost} ÷ ${children}`),
  );

  const time = timeShare(i);
  const byIncome =
    i.custodialParentIncome !== undefined &&
    i.nonCustodialParentIncome !== undefined &&
    i.custodialParentIncome + i.nonCustodialParentIncome > 0;
  const custodialPercentage = byIncome
    ? roundToDecimals(
        (i.custodialParentIncome! / (i.custodialParentIncome! + i.nonCustodialParentIncome!)) * 100,
        1,
      )
    : time.custodialPercentage;
  const nonCustodialPercentage = roundToDecimals(100 - custodialPercentage, 1);
  const custodialParentCosts = roundToCents((totalAnnualCost * custodialPercentage) / 100);
  const nonCustodialParentCosts = roundToCents(totalAnnualCost - custodialParentCosts);
  const suggestedSharing = `${custodialPercentage}% / ${nonCustodialPercentage}% by ${byIncome ? 'income' : 'time'}`;
  steps.push(
    percent('Custodial parent time', time.custodialPercentage, time.basis),
    percent(
      `Custodial parent share (by ${byIncome ? 'income' : 'time'})`,
      custodialPercentage,
      byIncome
        ? `${i.custodialParentIncome} ÷ (${i.custodialParentIncome} + ${i.nonCustodialParentIncome})`
        : time.basis,
    ),
    money('Custodial parent costs', custodialParentCosts, `${totalAnnualCost} × ${custodialPercentage}%`),
    money(
      'Non-custodial parent costs',
      nonCustodialParentCosts,
      `${totalAnnualCost} − ${custodialParentCosts}`,
    ),
  );

  const jurisdiction = jurisdictionBySlug(i.state);
  const coverage = guidelineCoverage(i.state, children, {
    custodial: i.custodialParentIncome ?? 3000,
    other: i.nonCustodialParentIncome ?? 4000,
  });
  const inBasicObligation = [
    'housing',
    'food',
    'transportation',
    'clothing',
    'ordinary activities',
    'ordinary medical costs',
  ];
  const coverageNote = coverage.known
    ? `${jurisdiction.name}'s guideline, as this engine computes it, adds ${coverage.addedOn.length > 0 ? coverage.addedOn.join(' and ') : 'neither childcare nor health insurance'} on top of the basic obligation, shared by income; the basic obligation is meant to cover the children's everyday costs (housing, food, transportation, clothing, ordinary activities and medical costs). Extraordinary medical, educational and activity costs follow the state's own rules, which are not recorded here.`
    : `We could not run ${jurisdiction.name}'s child support worksheet for this case, so which costs it adds on is not shown.`;
  steps.push(note('What child support already covers', coverageNote));

  const recommendations: string[] = [];
  if (coverage.addedOn.includes('childcare') && childcare > 0) {
    recommendations.push(
      `Enter the $${Math.round(childcare).toLocaleString('en-US')} monthly childcare in the child support calculator: ${jurisdiction.name}'s guideline adds it to the basic obligation and shares it by income.`,
    );
  }
  if (coverage.addedOn.includes('health insurance') && i.healthInsurance > 0) {
    recommendations.push(
      `Enter the children's health insurance premium in the child support calculator: ${jurisdiction.name}'s guideline adds it on and credits the parent who pays it.`,
    );
  }
  if (exchangeDriving > 0) {
    recommendations.push(
      `Exchanges cost about $${Math.round(exchangeDriving).toLocaleString('en-US')} a month in driving at the IRS rate; agree in the parenting plan who drives or meet halfway.`,
    );
  }
  if (activities + other > 0) {
    recommendations.push(
      'Agree in writing how activities, tutoring and other extras are shared, and how either parent approves new ones; these are often outside the basic child support amount.',
    );
  }
  const emptyOffered = typical.typicalAmounts.categories.filter((c) => c.empty && !c.used && c.typicalMonthly > 0);
  if (emptyOffered.length > 0) {
    const offered = roundToCents(emptyOffered.reduce((total, c) => total + c.typicalMonthly, 0));
    recommendations.push(
      `No figure of yours for ${emptyOffered.map((c) => c.label.split(' (')[0]!.toLowerCase()).join(', ')}: USDA's typical amounts for them come to about $${Math.round(offered).toLocaleString('en-US')} a month (${TYPICAL_LABEL}). Enter your own figures, or choose to fill the empty categories with the typical amounts.`,
    );
  }
  if (!byIncome) {
    recommendations.push(
      'Add both parents’ incomes to see a sharing by income, which is how child support guidelines share costs.',
    );
  }

  return {
    totalAnnualCost,
    custodialParentCosts,
    nonCustodialParentCosts,
    monthlyCostBreakdown: { housing, childcare, transportation, activities, healthcare, other },
    housingShare: {
      childrenPercent: roundToDecimals(childShare * 100, 1),
      custodialHome: custodialHousing,
      otherHome: nonCustodialHousing,
      method: `The children's bedrooms: ${children} of ${rooms} rooms in each home (a bedroom per child, the parent's bedroom and the shared rooms counted as one), as USDA counts a child's housing by the cost of an additional bedroom.`,
    },
    costSharing: {
      custodialPercentage,
      nonCustodialPercentage,
      suggestedSharing,
      basis: byIncome ? 'income' : 'time',
    },
    timeShare: time,
    perChildCost,
    guidelineCoverage: { addedOn: coverage.addedOn, inBasicObligation, note: coverageNote },
    typicalAmounts: typical.typicalAmounts,
    recommendations,
    steps,
    meta: {
      jurisdiction: jurisdiction.slug,
      jurisdictionName: jurisdiction.name,
      model: 'custody-costs',
      rulesEffective: mileage.effective,
      sources,
      confidence: 'estimate',
      approximations: [
        "Typical amounts come from USDA's Expenditures on Children by Families, 2015 (its latest edition), read from two public transcriptions of its tables that agree with each other and with the report's published headline figures, not from the PDF itself.",
        "USDA's figures describe a child in a two-child, married-couple family at the household's before-tax income; they are not adjusted for one child or for three or more, nor for the cost of running two homes.",
        'They are brought from 2015 to the cost year with the all-items CPI-U, not with category price indexes (child care and health care rose faster than prices overall, clothing slower).',
        "Housing follows USDA's additional-bedroom approach without the homes' rents by size: each home's cost is spread over a bedroom per child, the parent's bedroom and the shared rooms (counted as one), and the children's bedrooms are their share, children ÷ (children + 2). A home with more or fewer rooms, or children sharing a bedroom, changes it.",
        'Exchange driving is the round trip at the IRS business mileage rate of the cost year; the newest recorded rate (2026) is used for later years until a newer one is recorded.',
      ],
      asOf,
    },
  };
}
