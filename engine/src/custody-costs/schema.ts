import { z } from 'zod';
import { ResultMetaSchema, StepSchema } from '../explain/steps.js';
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
    custodialParentIncome: optionalGivenMoney('Custodial parent income', "The custodial parent's monthly income (with the other's, costs are shared by income)"),
    nonCustodialParentIncome: optionalGivenMoney('Non-custodial parent income', "The other parent's monthly income"),
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
  typicalAmounts: z.null().meta({ description: 'USDA typical amounts: not offered (see meta.approximations)' }),
  recommendations: z.array(z.string()),
  steps: z.array(StepSchema),
  meta: ResultMetaSchema,
});
export type CustodyCostsResult = z.infer<typeof CustodyCostsResultSchema>;
