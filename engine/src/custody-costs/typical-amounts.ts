import { money, note, type Step } from '../explain/steps.js';
import type { JurisdictionSlug } from '../jurisdictions.js';
import { roundToCents, roundToDecimals, roundToNearestDollar } from '../money/rounding.js';
import type { Source } from '../rules/source.js';
import type { CustodyCostsParsedInput, TypicalAmounts } from './schema.js';
import {
  CENSUS_REGIONS_SOURCE,
  CPI_2015,
  USDA_2015_SOURCE,
  USDA_2015_TABLES,
  USDA_AGE_BANDS,
  USDA_CATEGORIES,
  USDA_INCOME_BOUNDS_2015,
  censusRegionOf,
  cpiForYear,
  type CensusRegion,
  type UsdaAgeBand,
  type UsdaCategory,
  type UsdaIncomeGroup,
  type UsdaTableKey,
} from './usda-2015.js';

/** How every typical figure is labelled wherever it appears (steps, results, widget). */
export const TYPICAL_LABEL = 'USDA typical (estimate)';

export const AREA_TYPES = ['urban', 'rural', 'us-average'] as const;
export type AreaType = (typeof AREA_TYPES)[number];

export type CalculatorLine = 'housing' | 'childcare' | 'transportation' | 'activities' | 'healthcare' | 'other';
type MoneyField = Exclude<
  {
    [K in keyof CustodyCostsParsedInput]-?: CustodyCostsParsedInput[K] extends number ? K : never;
  }[keyof CustodyCostsParsedInput],
  undefined
>;

/**
 * Which of the form's fields answer each USDA category, and the breakdown line a typical amount joins when it
 * fills an empty category. A category is empty when all its fields are blank or 0 (the form cannot tell those
 * apart). Child care and education take in school supplies and tutoring too, because USDA's category holds them:
 * a user who entered either has given a figure there, so no typical amount is added over it. Housing is compared
 * only: the calculator already takes the children's bedrooms' share of both homes from the required housing costs.
 */
export const CATEGORY_MAP: Record<UsdaCategory, { label: string; line: CalculatorLine; fields: readonly MoneyField[]; comparisonOnly: boolean }> = {
  housing: { label: 'Housing', line: 'housing', fields: ['custodialHousingCost', 'nonCustodialHousingCost'], comparisonOnly: true },
  food: { label: 'Food', line: 'other', fields: [], comparisonOnly: false },
  transportation: { label: 'Transportation', line: 'transportation', fields: ['vehicleCosts', 'publicTransportCosts'], comparisonOnly: false },
  clothing: { label: 'Clothing', line: 'other', fields: ['clothingCosts'], comparisonOnly: false },
  healthCare: {
    label: 'Health care',
    line: 'healthcare',
    fields: ['healthInsurance', 'medicalCopays', 'dentalCosts', 'visionCosts', 'therapyCosts'],
    comparisonOnly: false,
  },
  childCareAndEducation: {
    label: 'Child care and education',
    line: 'childcare',
    fields: ['daycareCost', 'afterSchoolCare', 'summerCare', 'babysitterCosts', 'schoolSupplies', 'tutoring'],
    comparisonOnly: false,
  },
  miscellaneous: {
    label: 'Miscellaneous (personal care, entertainment, reading)',
    line: 'activities',
    fields: ['extracurricularActivities', 'sportsEquipment', 'musicLessons', 'entertainmentCosts'],
    comparisonOnly: false,
  },
};

const REGION_TABLE: Record<CensusRegion, UsdaTableKey> = {
  northeast: 'urban-northeast',
  midwest: 'urban-midwest',
  south: 'urban-south',
  west: 'urban-west',
};

const GROUP_LABELS: Record<UsdaIncomeGroup, string> = {
  lower: 'less than $59,200 (2015 dollars)',
  middle: '$59,200 to $107,400 (2015 dollars)',
  higher: 'more than $107,400 (2015 dollars)',
};

/** The married-couple table for where the children live; without a state, USDA's overall United States table. */
export function usdaTableFor(state: JurisdictionSlug | undefined, area: AreaType): { key: UsdaTableKey; region: CensusRegion | null } {
  if (area === 'rural') return { key: 'rural', region: state ? censusRegionOf(state) : null };
  if (area === 'us-average' || state === undefined) return { key: 'us', region: state ? censusRegionOf(state) : null };
  const region = censusRegionOf(state);
  return { key: REGION_TABLE[region], region };
}

/** USDA's age band for an age, or null from 18 (USDA's tables cover birth through 17). */
export function ageBandOf(age: number): UsdaAgeBand | null {
  const years = Math.floor(age);
  if (years > 17) return null;
  return USDA_AGE_BANDS[Math.floor(years / 3)]!;
}

/** USDA's income group for a before-tax income in 2015 dollars: below $59,200, up to $107,400, above. */
export function incomeGroupOf(income2015: number): UsdaIncomeGroup {
  if (income2015 < USDA_INCOME_BOUNDS_2015[0]) return 'lower';
  return income2015 <= USDA_INCOME_BOUNDS_2015[1] ? 'middle' : 'higher';
}

type Amounts = Record<UsdaCategory, number>;

function zeroAmounts(): Amounts {
  return Object.fromEntries(USDA_CATEGORIES.map((c) => [c, 0])) as Amounts;
}

export interface TypicalAmountsInput {
  state?: JurisdictionSlug;
  areaType: AreaType;
  ages: number[];
  /** Both parents' monthly before-tax incomes, when both are given. */
  monthlyIncomes?: { custodial: number; other: number };
  priceYear: number;
}

/**
 * USDA's typical annual and monthly amounts for each child, brought from 2015 to the price year with CPI-U.
 * Rounded once, to the cent, per child and category (the annual figure and the monthly one each from the
 * unrounded product); totals add the rounded figures.
 */
export function typicalAmountsFor(input: TypicalAmountsInput) {
  const { key, region } = usdaTableFor(input.state, input.areaType);
  const table = USDA_2015_TABLES[key];
  const { cpi, label: priceLabel } = cpiForYear(input.priceYear);
  const factor = cpi.value / CPI_2015.value;

  const combined = input.monthlyIncomes ? input.monthlyIncomes.custodial + input.monthlyIncomes.other : 0;
  const incomeGiven = input.monthlyIncomes !== undefined && combined > 0;
  const combinedAnnualIncome = incomeGiven ? roundToCents(combined * 12) : null;
  const income2015 = incomeGiven ? (combined * 12 * CPI_2015.value) / cpi.value : null;
  const group: UsdaIncomeGroup = income2015 === null ? 'middle' : incomeGroupOf(income2015);
  const reason =
    income2015 === null
      ? "Both parents' incomes are needed to place the family in one of USDA's income groups; without them the middle group is assumed, the one USDA's headline figures describe."
      : `Both parents' monthly incomes × 12 = $${combinedAnnualIncome!.toLocaleString('en-US')} a year before tax, × ${CPI_2015.value} ÷ ${cpi.value} (CPI-U) = $${roundToNearestDollar(income2015).toLocaleString('en-US')} in 2015 dollars: USDA's group ${GROUP_LABELS[group]}.`;

  const rows = table.rows[group]!;
  const children = input.ages.map((age, index) => {
    const band = ageBandOf(age);
    if (band === null) {
      return {
        child: index + 1,
        age,
        ageBand: null,
        annual: null,
        monthly: null,
        note: `USDA's tables stop at age 17, so there is no typical amount for child ${index + 1} (age ${age}); only your own figures count for this child.`,
      };
    }
    const row = rows[USDA_AGE_BANDS.indexOf(band)]!;
    const annual = zeroAmounts();
    const monthly = zeroAmounts();
    USDA_CATEGORIES.forEach((category, c) => {
      annual[category] = roundToCents(row[c + 1]! * factor);
      monthly[category] = roundToCents((row[c + 1]! * factor) / 12);
    });
    return { child: index + 1, age, ageBand: band, annual, monthly };
  });

  const totals = { annual: zeroAmounts(), monthly: zeroAmounts() };
  for (const child of children) {
    if (!child.annual) continue;
    for (const category of USDA_CATEGORIES) {
      totals.annual[category] = roundToCents(totals.annual[category] + child.annual[category]);
      totals.monthly[category] = roundToCents(totals.monthly[category] + child.monthly![category]);
    }
  }
  return {
    tableKey: key,
    table: {
      number: table.table,
      name: table.name,
      area: input.state === undefined && input.areaType === 'urban' ? ('us-average' as const) : input.areaType,
      region,
      familyType: 'married-couple' as const,
      basis: "a child in a two-child, married-couple family (USDA's tables); not adjusted for other family sizes",
    },
    incomeGroup: {
      group,
      label: GROUP_LABELS[group],
      assumed: income2015 === null,
      reason,
      combinedAnnualIncome,
      incomeIn2015Dollars: income2015 === null ? null : roundToNearestDollar(income2015),
    },
    priceLevel: {
      year: cpi.year,
      label: priceLabel,
      cpi2015: CPI_2015.value,
      cpiPriceYear: cpi.value,
      factor: roundToDecimals(factor, 4),
    },
    children,
    totals,
  };
}

/**
 * The typical amounts beside the user's figures, and (when asked) the amounts that fill the empty categories:
 * `filled[line]` is what joins each breakdown line. The user's figures always win: a category with any figure of
 * the user's is never filled.
 */
export function typicalAmountsForCase(
  i: CustodyCostsParsedInput,
  lines: { housing: number },
  priceYear: number,
): { typicalAmounts: TypicalAmounts; filled: Record<CalculatorLine, number>; steps: Step[]; sources: Source[] } {
  const ages = [i.childAge1, i.childAge2, i.childAge3, i.childAge4].slice(0, i.numberOfChildren) as number[];
  const bothIncomes =
    i.custodialParentIncome !== undefined && i.nonCustodialParentIncome !== undefined
      ? { custodial: i.custodialParentIncome, other: i.nonCustodialParentIncome }
      : undefined;
  const usda = typicalAmountsFor({ state: i.state, areaType: i.areaType, ages, monthlyIncomes: bothIncomes, priceYear });
  const use = i.useTypicalAmounts;
  const filled: Record<CalculatorLine, number> = { housing: 0, childcare: 0, transportation: 0, activities: 0, healthcare: 0, other: 0 };
  const steps: Step[] = [];
  const withRows = usda.children.filter((child) => child.ageBand !== null);
  const rowsText = withRows.map((child) => `ages ${child.ageBand}`).join(' + ');

  const categories = USDA_CATEGORIES.map((category) => {
    const map = CATEGORY_MAP[category];
    const yourMonthly =
      category === 'housing'
        ? lines.housing
        : map.fields.length === 0
          ? null
          : roundToCents(map.fields.reduce((total, field) => total + (i[field] as number), 0));
    const empty = !map.comparisonOnly && (yourMonthly === null || yourMonthly === 0);
    const typicalMonthly = usda.totals.monthly[category];
    const used = use && empty && typicalMonthly > 0;
    if (used) {
      filled[map.line] = roundToCents(filled[map.line] + typicalMonthly);
      steps.push(
        money(
          `${map.label}: ${TYPICAL_LABEL}`,
          typicalMonthly,
          `USDA ${usda.table.name}, ${rowsText}, ${usda.incomeGroup.label}: ${withRows
            .map((child) => `${USDA_2015_TABLES[usda.tableKey].rows[usda.incomeGroup.group]![USDA_AGE_BANDS.indexOf(child.ageBand!)]![USDA_CATEGORIES.indexOf(category) + 1]}`)
            .join(' + ')} a year × ${usda.priceLevel.factor} (CPI-U) ÷ 12, into ${map.line}`,
          USDA_2015_SOURCE.title,
        ),
      );
    }
    return {
      category,
      label: map.label,
      calculatorLine: map.line,
      yourMonthly,
      typicalMonthly,
      typicalAnnual: usda.totals.annual[category],
      empty,
      used,
      comparisonOnly: map.comparisonOnly,
    };
  });

  const filledMonthly = roundToCents(Object.values(filled).reduce((total, value) => total + value, 0));
  const notes = [
    `Typical amounts are USDA's 2015 figures for ${usda.table.basis}, brought to ${usda.priceLevel.label} with CPI-U (× ${usda.priceLevel.cpiPriceYear} ÷ ${usda.priceLevel.cpi2015} = ${usda.priceLevel.factor}); each is labelled ${TYPICAL_LABEL}.`,
    usda.incomeGroup.reason,
    i.numberOfChildren === 2
      ? "USDA's figures are per child in a two-child family, like this one."
      : `USDA's figures are per child in a two-child family; with ${i.numberOfChildren === 1 ? 'one child' : `${i.numberOfChildren} children`} they are shown as they are, without an adjustment for family size (the 2015 report's own factors could not be read here).`,
    'Housing is shown for comparison only: the calculator already counts the children’s share of both homes from your housing costs.',
    use
      ? filledMonthly > 0
        ? `Filled with typical amounts (only the categories you left empty or at $0): $${filledMonthly.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} a month.`
        : 'Asked to fill empty categories with typical amounts, but every category has your own figure, so none was filled.'
      : 'Typical amounts are shown beside your figures and not added to the totals; choose to fill empty categories to use them.',
    ...usda.children.flatMap((child) => (child.note ? [child.note] : [])),
  ];
  steps.unshift(note('Typical amounts (USDA)', notes.slice(0, 2).join(' '), USDA_2015_SOURCE.title));

  const sources = [USDA_2015_SOURCE, usda.tableKey === 'us' ? undefined : CENSUS_REGIONS_SOURCE, cpiForYear(priceYear).cpi.source].filter(
    (source): source is Source => source !== undefined,
  );
  return {
    typicalAmounts: {
      label: TYPICAL_LABEL,
      edition: 'Expenditures on Children by Families, 2015 (USDA Miscellaneous Publication No. 1528-2015, revised March 2017; the latest edition)',
      table: usda.table,
      incomeGroup: usda.incomeGroup,
      priceLevel: usda.priceLevel,
      children: usda.children,
      categories,
      useTypicalAmounts: use,
      filledMonthly,
      notes,
      sources,
    },
    filled,
    steps,
    sources,
  };
}
