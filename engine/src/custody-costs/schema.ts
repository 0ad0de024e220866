import { z } from 'zod';
import { ResultMetaSchema, StepSchema } from '../explain/steps.js';
import { SourceSchema } from '../rules/source.js';
import { AREA_TYPES } from './typical-amounts.js';
import { USDA_AGE_BANDS, USDA_CATEGORIES } from './usda-2015.js';
import { optionalChoice, optionalGivenMoney, optionalMoney, optionalNumber, requiredMoney, requiredNumber, stateField } from '../validation/fields.js';

export const CUSTODY_COST_ARRANGEMENTS = ['50-50', '70-30', '80-20', 'every-other-weekend', 'custom'] as const;
export const TRANSPORTATION_FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const;

function optionalAge(label: string) {
  return optionalNumber(`${label} must be from 0 to 21`, { min: 0, max: 21 });
}

function withDefault<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return optionalChoice(values, `Default ${fallback}`, fallback);
}

const monthly = (label: string) => optionalMoney(label).meta({ description: `${label}, US dollars a month (blank means 0)` });

/** The custody cost form (spec part 2, sections 3, 5 and 9) plus the parents' incomes for sharing by income. */
export const CustodyCostsInputSchema = z
  .object({
    custodyArrangement: withDefault(CUSTODY_COST_ARRANGEMENTS, '50-50'),
    custodialParentDays: optionalNumber('Custodial parent days must be from 0 to 365', { min: 0, max: 365 })
      .meta({ description: 'Days a year with the custodial parent (custom arrangement)' }),
    numberOfChildren: requiredNumber('Number of children is required', 'Number of children must be from 1 to 4', 1, 4, { integer: true }),
    childAge1: requiredNumber('Child 1 age is required', 'Child 1 age must be from 0 to 21', 0, 21),
    childAge2: optionalAge('Child 2 age'),
    childAge3: optionalAge('Child 3 age'),
    childAge4: optionalAge('Child 4 age'),
    custodialHousingCost: requiredMoney('Custodial parent housing cost', 'Custodial parent housing cost is required').meta({ description: 'Monthly housing cost of the custodial home' }),
    nonCustodialHousingCost: requiredMoney('Non-custodial parent housing cost', 'Non-custodial parent housing cost is required').meta({ description: 'Monthly housing cost of the other home' }),
    daycareCost: monthly('Daycare'),
    afterSchoolCare: monthly('After-school care'),
    summerCare: monthly('Summer care'),
    babysitterCosts: monthly('Babysitter'),
    distanceBetweenHomes: requiredNumber('Distance between homes is required', 'Distance between homes must be from 0 to 5,000 miles', 0, 5000).meta({ description: 'Miles one way' }),
    transportationFrequency: withDefault(TRANSPORTATION_FREQUENCIES, 'weekly'),
    vehicleCosts: monthly('Vehicle costs'),
    publicTransportCosts: monthly('Public transport'),
    schoolSupplies: monthly('School supplies'),
    extracurricularActivities: monthly('Extracurricular activities'),
    sportsEquipment: monthly('Sports equipment'),
    musicLessons: monthly('Music lessons'),
    tutoring: monthly('Tutoring'),
    healthInsurance: monthly('Health insurance'),
    medicalCopays: monthly('Medical copays'),
    dentalCosts: monthly('Dental'),
    visionCosts: monthly('Vision'),
    therapyCosts: monthly('Therapy'),
    clothingCosts: monthly('Clothing'),
    entertainmentCosts: monthly('Entertainment'),
    vacationCosts: monthly('Vacations'),
    emergencyFund: monthly('Emergency fund'),
    state: stateField(),
    custodialParentIncome: optionalGivenMoney(
      'Custodial parent income',
      "The custodial parent's monthly income before tax (with the other's, costs are shared by income, and USDA's income group is found)",
    ),
    nonCustodialParentIncome: optionalGivenMoney('Non-custodial parent income', "The other parent's monthly income before tax"),
    areaType: optionalChoice(
      AREA_TYPES,
      "Where the children live, for USDA's typical amounts: urban (USDA's table for the state's Census region), rural (USDA's rural table) or us-average (USDA's overall United States table). Default urban",
      'urban',
    ),
    useTypicalAmounts: z.boolean().optional().default(false).meta({
      description:
        "True to fill the categories left empty (blank or 0) with USDA's typical amounts, labelled 'USDA typical (estimate)'; the user's own figures are never replaced. Default false: typical amounts are only shown",
    }),
    costYear: z.number().int().min(2024).max(2030).optional().meta({ description: 'Year of the mileage rate (default: the current year)' }),
  })
  .superRefine((input, ctx) => {
    if (!Number.isInteger(input.numberOfChildren)) {
      ctx.addIssue({ code: 'custom', path: ['numberOfChildren'], message: 'Number of children must be from 1 to 4' });
    }
    if (input.custodyArrangement === 'custom' && input.custodialParentDays === undefined) {
      ctx.addIssue({ code: 'custom', path: ['custodialParentDays'], message: 'Custodial parent days is required' });
    }
    for (let n = 2; n <= input.numberOfChildren; n++) {
      const key = `childAge${n}` as 'childAge2' | 'childAge3' | 'childAge4';
      if (input[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: `Child ${n} age is required` });
    }
  });
export type CustodyCostsInput = z.input<typeof CustodyCostsInputSchema>;
export type CustodyCostsParsedInput = z.output<typeof CustodyCostsInputSchema>;

const amounts = (what: string) =>
  z
    .object(Object.fromEntries(USDA_CATEGORIES.map((c) => [c, z.number()])) as Record<(typeof USDA_CATEGORIES)[number], z.ZodNumber>)
    .meta({ description: `${what}, US dollars, by USDA category (housing, food, transportation, clothing, healthCare, childCareAndEducation, miscellaneous)` });

const LINES = ['housing', 'childcare', 'transportation', 'activities', 'healthcare', 'other'] as const;

/** USDA's typical amounts beside the user's figures (issue 13: offered for the categories left empty, labelled). */
export const TypicalAmountsSchema = z
  .object({
    label: z.string().meta({ description: "How every typical figure is labelled: 'USDA typical (estimate)'" }),
    edition: z.string().meta({ description: 'The USDA report the figures come from (its latest edition)' }),
    table: z.object({
      number: z.number().int().meta({ description: "USDA's table number (1 overall United States, 2-5 urban regions, 6 rural)" }),
      name: z.string(),
      area: z.enum(AREA_TYPES),
      region: z.enum(['northeast', 'midwest', 'south', 'west']).nullable().meta({ description: "The state's Census region" }),
      familyType: z.literal('married-couple'),
      basis: z.string().meta({ description: 'Whose spending a row describes' }),
    }),
    incomeGroup: z.object({
      group: z.enum(['lower', 'middle', 'higher']),
      label: z.string(),
      assumed: z.boolean().meta({ description: 'True when the incomes were not both given and the middle group was assumed' }),
      reason: z.string(),
      combinedAnnualIncome: z.number().nullable().meta({ description: "Both parents' monthly before-tax incomes × 12, dollars of the cost year" }),
      incomeIn2015Dollars: z.number().nullable().meta({ description: 'The combined income deflated to 2015 dollars with CPI-U, whole dollars' }),
    }),
    priceLevel: z.object({
      year: z.number().int().meta({ description: 'The CPI-U annual average used: the latest at or before the cost year' }),
      label: z.string(),
      cpi2015: z.number(),
      cpiPriceYear: z.number(),
      factor: z.number().meta({ description: 'cpiPriceYear ÷ cpi2015, shown to 4 decimals (the amounts use the unrounded ratio)' }),
    }),
    children: z.array(
      z.object({
        child: z.number().int(),
        age: z.number(),
        ageBand: z.enum(USDA_AGE_BANDS).nullable().meta({ description: "USDA's age band; null from 18, where USDA has no row" }),
        annual: amounts('Annual typical amounts for this child').nullable(),
        monthly: amounts('Monthly typical amounts for this child').nullable(),
        note: z.string().optional(),
      }),
    ),
    categories: z.array(
      z.object({
        category: z.enum(USDA_CATEGORIES),
        label: z.string(),
        calculatorLine: z.enum(LINES).meta({ description: 'The breakdown line a filled typical amount joins' }),
        yourMonthly: z.number().nullable().meta({ description: "The user's own monthly figure for the category (null: the form has no field for it)" }),
        typicalMonthly: z.number().meta({ description: 'All children, US dollars a month' }),
        typicalAnnual: z.number().meta({ description: 'All children, US dollars a year' }),
        empty: z.boolean().meta({ description: 'True when the user left the category empty (blank or 0)' }),
        used: z.boolean().meta({ description: 'True when the typical amount was added to the totals' }),
        comparisonOnly: z.boolean().meta({ description: "True for housing: shown beside the children's share of both homes, never filled" }),
      }),
    ),
    useTypicalAmounts: z.boolean(),
    filledMonthly: z.number().meta({ description: 'Typical amounts added to the monthly total, US dollars' }),
    notes: z.array(z.string()),
    sources: z.array(SourceSchema),
  })
  .meta({ description: "USDA's typical amounts (Expenditures on Children by Families, 2015, brought to the cost year with CPI-U) beside the user's figures" });
export type TypicalAmounts = z.infer<typeof TypicalAmountsSchema>;

export const CustodyCostsResultSchema = z.object({
  totalAnnualCost: z.number(),
  custodialParentCosts: z.number().meta({ description: "The custodial parent's suggested share of the annual cost" }),
  nonCustodialParentCosts: z.number(),
  monthlyCostBreakdown: z.object({
    housing: z.number(),
    childcare: z.number(),
    transportation: z.number(),
    activities: z.number(),
    healthcare: z.number(),
    other: z.number(),
  }),
  housingShare: z
    .object({
      childrenPercent: z.number().meta({ description: "The children's share of each home, percent (1 decimal)" }),
      custodialHome: z.number().meta({ description: "The children's share of the custodial home, US dollars a month" }),
      otherHome: z.number().meta({ description: "The children's share of the other home, US dollars a month" }),
      method: z.string().meta({ description: 'How the share is found, in one sentence' }),
    })
    .meta({ description: "How the housing line is found: the children's bedrooms in each home, not the whole home" }),
  costSharing: z.object({
    custodialPercentage: z.number(),
    nonCustodialPercentage: z.number(),
    suggestedSharing: z.string(),
    basis: z.enum(['income', 'time']),
  }),
  timeShare: z.object({ custodialPercentage: z.number(), basis: z.string() }),
  perChildCost: z.number(),
  guidelineCoverage: z.object({
    addedOn: z.array(z.string()),
    inBasicObligation: z.array(z.string()),
    note: z.string(),
  }),
  typicalAmounts: TypicalAmountsSchema,
  recommendations: z.array(z.string()),
  steps: z.array(StepSchema),
  meta: ResultMetaSchema,
});
export type CustodyCostsResult = z.infer<typeof CustodyCostsResultSchema>;
