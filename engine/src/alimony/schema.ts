import { z } from 'zod';
import { ResultMetaSchema, StepSchema } from '../explain/steps.js';
import {
  optionalGivenMoney,
  optionalIsoDate,
  optionalMoney,
  optionalNumber,
  requiredChoice,
  requiredDate,
  requiredMoney,
  requiredNumber,
  stateField,
} from '../validation/fields.js';

export const ALIMONY_TYPES = ['temporary', 'permanent', 'rehabilitative', 'reimbursement'] as const;

const AGE_REQUIRED = 'Age is required';
const AGE_INVALID = 'Must be a valid age';
const MARRIAGE_LENGTH_MESSAGE = 'Marriage length must be a whole number of years from 0 to 100';

/** The form's ages: required, and above 0 and below 120 (spec § 5). */
const age = requiredNumber(AGE_REQUIRED, AGE_INVALID, 0, 120, { exclusiveMin: true, exclusiveMax: true });

const marriageLength = optionalNumber(MARRIAGE_LENGTH_MESSAGE, { min: 0, max: 100, integer: true }).meta({
  description: 'Whole years of marriage; derived from the dates (calendar months and years) when absent',
});

export const AlimonyInputSchema = z
  .object({
    marriageDate: requiredDate('Marriage date is required', 'Enter a real date as YYYY-MM-DD'),
    separationDate: requiredDate('Separation date is required', 'Enter a real date as YYYY-MM-DD'),
    payerIncome: requiredMoney('Paying spouse’s monthly income', 'Income is required'),
    recipientIncome: optionalMoney('Receiving spouse’s monthly income'),
    payerExpenses: optionalMoney('Paying spouse’s monthly expenses'),
    recipientExpenses: optionalMoney('Receiving spouse’s monthly expenses'),
    alimonyType: requiredChoice(ALIMONY_TYPES, 'Alimony type is required'),
    payerAge: age,
    recipientAge: age,
    state: stateField(),
    marriageLength,
    childSupportMonthly: optionalMoney('Monthly child support'),
    payerNetIncome: optionalGivenMoney(
      'Paying spouse’s monthly net income',
      "The payer's monthly net income, if known (else estimated from gross)",
    ),
    recipientNetIncome: optionalGivenMoney(
      'Receiving spouse’s monthly net income',
      "The recipient's monthly net income, if known (else estimated from gross)",
    ),
    agreementDate: optionalIsoDate,
    asOf: optionalIsoDate,
  })
  .superRefine((input, ctx) => {
    if (input.separationDate < input.marriageDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['separationDate'],
        message: 'Separation date cannot be before the marriage date',
      });
    }
  });

/** What a caller sends (money as numbers or text). */
export type AlimonyInput = z.input<typeof AlimonyInputSchema>;
/** The same after validation: money as numbers, defaults applied. */
export type AlimonyParsedInput = z.output<typeof AlimonyInputSchema>;

export const AlimonyResultSchema = z.object({
  /** The guideline (or estimated) monthly amount; the midpoint when the rule gives a range. */
  monthlyPayment: z.number().nonnegative(),
  monthlyRange: z.object({ low: z.number().nonnegative(), high: z.number().nonnegative() }),
  /** Payer's minus recipient's monthly income, on the basis the rule uses (gross or net). */
  incomeDifferential: z.number(),
  /** The rule's base percentage as a number 0-100 (for example 30 for New York without child support). */
  percentage: z.number(),
  /** Duration as a reader would say it, e.g. "Up to 84 months (7 years)". */
  duration: z.string(),
  /** Duration in months; null when indefinite or until a court order ends it. */
  durationMonths: z.number().int().nonnegative().nullable(),
  /** True when the state's statutory or official guideline formula produced the amount. */
  isGuidelineFormula: z.boolean(),
  /**
   * True when the rule awards the lesser of the recipient's need and a limit (Texas, Florida, New Hampshire) and
   * no recipient expenses were given: monthlyPayment is then that limit, the most the rule allows, not an
   * estimate of the award; the recipient's monthly expenses are what the rule needs to set the amount.
   */
  amountIsCeiling: z.boolean().meta({
    description:
      "True when the rule awards the lesser of the recipient's need and a limit and no recipient expenses were given: monthlyPayment is then that limit (the most the rule allows), not an estimate of the award. Send recipientExpenses for the amount.",
  }),
  steps: z.array(StepSchema),
  meta: ResultMetaSchema,
});
export type AlimonyResult = z.infer<typeof AlimonyResultSchema>;
