import { z } from 'zod';
import { ResultMetaSchema, StepSchema } from '../explain/steps.js';
import {
  optionalIsoDate,
  optionalMoney,
  requiredChoice,
  requiredMoney,
  optionalNumber,
  requiredNumber,
  stateField,
} from '../validation/fields.js';
import { isBlank } from '../money/parse.js';
import { inRange, numberFromText, numberRangeSchema, numberTextPattern } from '../validation/wire.js';

export const CUSTODY_ARRANGEMENTS = ['primary', 'joint', 'shared', 'split'] as const;
export const PARENT_ROLES = ['custodial', 'noncustodial'] as const;
export const INCOME_BASES = ['gross', 'net'] as const;

const TIME_RANGE_MESSAGE = 'Must be a percentage between 0 and 100';
const OVERNIGHTS_MESSAGE = 'Overnights must be a whole number from 0 to 366';

/**
 * The form's "5+" sends 5; the engine accepts up to 6 children, the largest column most schedules print.
 * Text may end in "+" ("5+" counts as 5).
 */
const CHILDREN = { min: 1, max: 6, integer: true } as const;
const numberOfChildren = z
  .union([z.number(), z.string()])
  .nullable()
  .optional()
  .transform((raw, ctx) => {
    if (isBlank(raw)) {
      ctx.addIssue({ code: 'custom', message: 'Number of children is required' });
      return z.NEVER;
    }
    const value = typeof raw === 'number' ? raw : numberFromText(raw!.replace(/^(\s*\d+)\+(\s*)$/, '$1$2'), true);
    if (value === undefined || !inRange(value, CHILDREN)) {
      ctx.addIssue({ code: 'custom', message: 'Number of children must be a whole number from 1 to 6' });
      return z.NEVER;
    }
    return value;
  })
  .meta({
    description: 'Children of this relationship, 1 to 6 ("5+" counts as 5)',
    examples: [2],
    anyOf: [numberRangeSchema(CHILDREN), { type: 'string', pattern: numberTextPattern(CHILDREN).replace(/\\s\*\$$/, '\\+?\\s*$') }],
  });

const overnights = optionalNumber(OVERNIGHTS_MESSAGE, { min: 0, max: 366, integer: true });

const payer = z.enum(PARENT_ROLES).optional();

export const ChildSupportInputSchema = z
  .object({
    custodialParentIncome: requiredMoney('Custodial parent’s monthly income', 'Income is required'),
    nonCustodialParentIncome: requiredMoney('Non-custodial parent’s monthly income', 'Income is required'),
    custodialParentDeductions: optionalMoney('Custodial parent’s monthly deductions'),
    nonCustodialParentDeductions: optionalMoney('Non-custodial parent’s monthly deductions'),
    numberOfChildren,
    custodyArrangement: requiredChoice(CUSTODY_ARRANGEMENTS, 'Custody arrangement is required'),
    custodialParentTime: requiredNumber(TIME_RANGE_MESSAGE, TIME_RANGE_MESSAGE, 0, 100),
    nonCustodialParentTime: requiredNumber(TIME_RANGE_MESSAGE, TIME_RANGE_MESSAGE, 0, 100),
    state: stateField(),
    incomeBasis: z.enum(INCOME_BASES).default('gross'),
    custodialParentOvernights: overnights,
    nonCustodialParentOvernights: overnights,
    childcareCostMonthly: optionalMoney('Monthly childcare cost'),
    childcarePaidBy: payer,
    healthInsuranceMonthly: optionalMoney('Monthly health insurance for the children'),
    healthInsurancePaidBy: payer,
    asOf: optionalIsoDate,
  })
  .superRefine((input, ctx) => {
    if (Math.abs(input.custodialParentTime + input.nonCustodialParentTime - 100) > 0.01) {
      ctx.addIssue({
        code: 'custom',
        path: ['nonCustodialParentTime'],
        message: 'Custody time percentages must total 100%',
      });
    }
    const given = [input.custodialParentOvernights, input.nonCustodialParentOvernights].filter(
      (n) => n !== undefined,
    );
    if (given.length === 1) {
      ctx.addIssue({
        code: 'custom',
        path: [input.custodialParentOvernights === undefined ? 'custodialParentOvernights' : 'nonCustodialParentOvernights'],
        message: "Give both parents' overnights, or neither",
      });
    }
    if (given.length === 2) {
      const total = (input.custodialParentOvernights ?? 0) + (input.nonCustodialParentOvernights ?? 0);
      if (total < 365 || total > 366) {
        ctx.addIssue({
          code: 'custom',
          path: ['nonCustodialParentOvernights'],
          message: 'Overnights must add up to 365 (or 366 in a leap year)',
        });
      }
    }
  });

/** What a caller sends (money as numbers or text). */
export type ChildSupportInput = z.input<typeof ChildSupportInputSchema>;
/** The same after validation: money as numbers, defaults applied. */
export type ChildSupportParsedInput = z.output<typeof ChildSupportInputSchema>;

export const ChildSupportResultSchema = z.object({
  monthlyPayment: z.number().nonnegative(),
  payer: z.enum(['custodial', 'noncustodial', 'none']),
  combinedIncome: z.number(),
  nonCustodialPercentage: z.number(),
  baseAmount: z.number().meta({
    description:
      "The paying parent's share of the basic obligation as the state's worksheet computes it, before add-ons, caps and floors. Where the guideline builds parenting time into the formula itself (for example California), it already reflects the time entered.",
  }),
  adjustment: z.number().meta({
    description:
      'monthlyPayment − baseAmount: what the worksheet changes after the base amount (childcare and health insurance add-ons, caps, floors, and parenting time only where the state applies it after the base). Not the effect of parenting time: see parentingTimeAdjustment.',
  }),
  parentingTimeAdjustment: z.number().meta({
    description:
      "The effect of parenting time in every state: the monthly amount with no parenting-time credit (sole custody: the parent the guideline treats as non-custodial at no overnights) minus the amount with the time entered, both counted as what that parent pays. Positive: parenting time lowered support; 0: the guideline gives no credit at this level.",
  }),
  withoutParentingTime: z
    .object({ monthlyPayment: z.number().nonnegative(), payer: z.enum(['custodial', 'noncustodial', 'none']) })
    .meta({ description: 'The same case with no parenting-time credit: the amount and who would pay it.' }),
  steps: z.array(StepSchema),
  meta: ResultMetaSchema,
});
export type ChildSupportResult = z.infer<typeof ChildSupportResultSchema>;
