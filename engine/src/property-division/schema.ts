import { z } from 'zod';
import { ResultMetaSchema, StepSchema } from '../explain/steps.js';
import { optionalChoice, optionalMoney, optionalNumber, stateField } from '../validation/fields.js';
import { optionalTaxYearField } from '../validation/tax-year.js';

export const PROPERTY_DIVISION_METHODS = ['50-50', '60-40', '70-30', 'custom'] as const;
export type PropertyDivisionMethod = (typeof PROPERTY_DIVISION_METHODS)[number];
export const ITEM_OWNERSHIPS = ['marital', 'spouse1-separate', 'spouse2-separate'] as const;
export type ItemOwnership = (typeof ITEM_OWNERSHIPS)[number];
export const ITEM_KEEPERS = ['spouse1', 'spouse2', 'sell'] as const;
export type ItemKeeper = (typeof ITEM_KEEPERS)[number];

const choice = <const T extends readonly [string, ...string[]]>(values: T, description: string) => optionalChoice(values, description);

const ownership = choice(ITEM_OWNERSHIPS, 'Marital (default) or the separate property of one spouse, kept out of the division');
const keptBy = choice(ITEM_KEEPERS, 'Who keeps the item, or sell it (blank: not assigned, counted in the split)');
const name = z.string().max(200, 'Name must be at most 200 characters').nullable().optional().transform((v) => v?.trim() ?? '');

function boundedPercent(label: string, max: number) {
  return optionalNumber(`${label} must be from 0 to ${max}`, { min: 0, max, percentSign: true });
}

const AccountRowSchema = z.object({ name, balance: optionalMoney('Balance'), ownership, keptBy });
const RetirementRowSchema = AccountRowSchema.extend({
  taxTreatment: choice(['pre-tax', 'roth'] as const, 'Pre-tax (401(k), traditional IRA, pension; default) or Roth'),
});
const RealEstateRowSchema = z.object({ name, value: optionalMoney('Value'), mortgage: optionalMoney('Mortgage'), ownership, keptBy });
const VehicleRowSchema = z.object({ name, value: optionalMoney('Value'), loan: optionalMoney('Loan balance'), ownership, keptBy });

function rows<T extends z.ZodType>(row: T) {
  return z.array(row).max(100, 'At most 100 rows').nullable().optional().transform((v) => v ?? []);
}

const taxYear = optionalTaxYearField('Tax year', 'Tax year of the marginal rates for the after-tax estimate (default: the current year)');

/** The property division form (spec part 2, section 3) plus ownership, who keeps what, and selling costs. */
export const PropertyDivisionInputSchema = z
  .object({
    primaryResidenceValue: optionalMoney('Primary residence value'),
    primaryResidenceMortgage: optionalMoney('Primary residence mortgage'),
    primaryResidenceOwnership: ownership,
    primaryResidenceKeptBy: keptBy,
    additionalRealEstate: rows(RealEstateRowSchema),
    vehicles: rows(VehicleRowSchema),
    checkingAccounts: rows(AccountRowSchema),
    savingsAccounts: rows(AccountRowSchema),
    retirementAccounts: rows(RetirementRowSchema),
    investmentAccounts: rows(AccountRowSchema),
    creditCards: rows(AccountRowSchema),
    otherDebts: rows(AccountRowSchema),
    divisionMethod: choice(PROPERTY_DIVISION_METHODS, 'Split of the net marital estate, spouse 1 first (default 50-50)').transform(
      (v) => v ?? '50-50',
    ),
    customPercentage: boundedPercent('Custom percentage', 100).meta({ description: "Spouse 1's percent (custom method)" }),
    state: stateField(),
    sellingCostPercent: boundedPercent('Selling costs', 15).meta({
      description: 'Selling costs as a percent of value, taken off real estate that is sold (and kept, when asked)',
    }),
    sellingCostsOnKeptRealEstate: z.boolean().optional().default(false),
    spouse1AnnualIncome: optionalMoney('Spouse 1 annual income'),
    spouse2AnnualIncome: optionalMoney('Spouse 2 annual income'),
    taxYear,
  })
  .superRefine((input, ctx) => {
    if (input.divisionMethod === 'custom' && input.customPercentage === undefined) {
      ctx.addIssue({ code: 'custom', path: ['customPercentage'], message: 'Custom percentage is required' });
    }
  });
export type PropertyDivisionInput = z.input<typeof PropertyDivisionInputSchema>;
export type PropertyDivisionParsedInput = z.output<typeof PropertyDivisionInputSchema>;

const ItemSchema = z.object({
  name: z.string(),
  category: z.enum(['realEstate', 'vehicles', 'financialAssets', 'debts']),
  netValue: z.number().meta({ description: 'Value less what is owed (and selling costs); debts negative' }),
  ownership: z.enum(ITEM_OWNERSHIPS),
  keptBy: z.enum(ITEM_KEEPERS).nullable(),
});
const CategorySchema = z.object({ total: z.number(), items: z.array(ItemSchema) });

export const PropertyDivisionResultSchema = z.object({
  netWorth: z.number().meta({ description: 'Total net marital estate' }),
  spouse1NetValue: z.number(),
  spouse2NetValue: z.number(),
  spouse1Percentage: z.number(),
  divisionMethod: z.enum(PROPERTY_DIVISION_METHODS),
  breakdown: z.object({
    realEstate: CategorySchema,
    vehicles: CategorySchema,
    financialAssets: CategorySchema,
    debts: CategorySchema,
  }),
  separateProperty: z.object({ spouse1: CategorySchema, spouse2: CategorySchema }),
  equalization: z.object({
    spouse1Receives: z.number().meta({ description: 'Net value spouse 1 gets from the assignments, before the payment' }),
    spouse2Receives: z.number(),
    amount: z.number().meta({ description: 'Payment that reaches the chosen split (0 when none is needed)' }),
    payer: z.enum(['spouse1', 'spouse2']).nullable(),
    assignedItems: z.number(),
  }),
  retirement: z.object({
    pretaxTotal: z.number(),
    afterTaxEstimate: z.number().meta({ description: 'Estimate: pre-tax balances less the holder’s federal + state marginal rate' }),
    items: z.array(z.object({ name: z.string(), balance: z.number(), marginalRate: z.number(), afterTaxEstimate: z.number() })),
  }),
  netWorthAfterTaxEstimate: z.number(),
  regime: z.object({ kind: z.enum(['community-property', 'equitable-distribution']), presumption: z.string() }),
  steps: z.array(StepSchema),
  meta: ResultMetaSchema,
});
export type PropertyDivisionResult = z.infer<typeof PropertyDivisionResultSchema>;
