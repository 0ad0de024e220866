import { z } from 'zod';
import { ChildSupportInputSchema, PARENT_ROLES } from '../child-support/schema.js';
import { ResultMetaSchema, StepSchema } from '../explain/steps.js';
import {
  optionalBlankDate,
  optionalNumber,
  requiredChoice,
  requiredMoney,
  stateField,
} from '../validation/fields.js';

/** The two filing statuses a separated parent can use (IRC § 2(b) head of household, § 1(c) single). */
export const HOUSEHOLD_FILING_STATUSES = ['single', 'head-of-household'] as const;
export type HouseholdFilingStatus = (typeof HOUSEHOLD_FILING_STATUSES)[number];

/** The engine holds at most six children per case (the child-support calculator's largest column). */
export const MAXIMUM_HOUSEHOLD_CHILDREN = 6;

const role = (label: string) => z.enum(PARENT_ROLES, { error: `${label} must be "custodial" or "noncustodial"` });

const ParentIncomeSchema = (label: string) =>
  z.object({
    grossMonthly: requiredMoney(`${label}’s gross monthly income`, 'Gross monthly income is required').meta({
      description: 'Gross monthly wages (W-2 box 1 and FICA wages ÷ 12), US dollars',
    }),
    filingStatus: requiredChoice(HOUSEHOLD_FILING_STATUSES, 'Filing status is required').meta({
      description: 'Federal and state filing status: single or head of household',
    }),
  });

const ChildSchema = z
  .object({
    birthDate: optionalBlankDate.meta({ description: 'Date of birth (YYYY-MM-DD); the most exact of the three' }),
    birthYear: optionalNumber('Birth year must be a whole number from 1990 to 2100', {
      min: 1990,
      max: 2100,
      integer: true,
    }).meta({ description: 'Year of birth when the date is not given (the child is taken as born on 1 July)' }),
    age: optionalNumber('Age must be a whole number from 0 to 25', { min: 0, max: 25, integer: true }).meta({
      description: 'Age in whole years on asOf when neither date nor year is given (taken as half-way to the next birthday)',
    }),
    livesWith: role('Lives with').default('custodial').meta({ description: 'The home the child lives in' }),
    claimedBy: role('Claimed by')
      .default('custodial')
      .meta({ description: 'The parent who claims the child on the tax return (child tax credit)' }),
  })
  .superRefine((child, ctx) => {
    if (child.birthDate === undefined && child.birthYear === undefined && child.age === undefined) {
      ctx.addIssue({ code: 'custom', path: ['birthDate'], message: 'Give the child’s birth date, birth year or age' });
    }
  });

/** Custody as the child-support calculator takes it: the same fields, the same messages. */
const cs = ChildSupportInputSchema.shape;
const CustodySchema = z.object({
  custodyArrangement: cs.custodyArrangement,
  custodialParentTime: cs.custodialParentTime,
  nonCustodialParentTime: cs.nonCustodialParentTime,
  custodialParentOvernights: cs.custodialParentOvernights,
  nonCustodialParentOvernights: cs.nonCustodialParentOvernights,
});

const AlimonySchema = z.object({
  monthlyAmount: requiredMoney('Alimony', 'Monthly alimony is required').meta({
    description: 'Alimony (spousal support, maintenance) paid each month, US dollars',
  }),
  paidBy: role('Alimony paid by'),
  agreementDate: optionalBlankDate.meta({
    description:
      'Date the divorce or separation instrument was executed (YYYY-MM-DD). Before 2019: deductible by the payer and ' +
      'taxable to the recipient (IRC §§ 71, 215 before TCJA § 11051); from 2019-01-01 neither. Required with alimony.',
  }),
  endDate: optionalBlankDate.meta({ description: 'First month without alimony (YYYY-MM-DD); blank: no end' }),
});

const ChildSupportOverrideSchema = z.object({
  monthlyAmount: requiredMoney('Child support', 'Monthly child support is required').meta({
    description: 'Child support ordered or agreed, per month, US dollars',
  }),
  paidBy: role('Child support paid by'),
});

export const HouseholdsInputSchema = z
  .object({
    state: stateField(),
    asOf: optionalBlankDate.meta({ description: 'The date of the view (YYYY-MM-DD); default today' }),
    custodial: ParentIncomeSchema('Custodial parent'),
    noncustodial: ParentIncomeSchema('Non-custodial parent'),
    children: z
      .array(ChildSchema, { error: 'Children must be a list' })
      .min(1, { error: 'Add at least one child' })
      .max(MAXIMUM_HOUSEHOLD_CHILDREN, { error: `At most ${MAXIMUM_HOUSEHOLD_CHILDREN} children` }),
    custody: CustodySchema,
    alimony: AlimonySchema.optional(),
    childSupport: ChildSupportOverrideSchema.optional().meta({
      description: "Child support to use instead of the engine's child-support calculator (an order or agreement)",
    }),
  })
  .superRefine((input, ctx) => {
    const c = input.custody;
    if (Math.abs(c.custodialParentTime + c.nonCustodialParentTime - 100) > 0.01) {
      ctx.addIssue({ code: 'custom', path: ['custody', 'nonCustodialParentTime'], message: 'Custody time percentages must total 100%' });
    }
    const given = [c.custodialParentOvernights, c.nonCustodialParentOvernights].filter((n) => n !== undefined);
    if (given.length === 1) {
      const missing = c.custodialParentOvernights === undefined ? 'custodialParentOvernights' : 'nonCustodialParentOvernights';
      ctx.addIssue({ code: 'custom', path: ['custody', missing], message: "Give both parents' overnights, or neither" });
    }
    if (given.length === 2) {
      const total = (c.custodialParentOvernights ?? 0) + (c.nonCustodialParentOvernights ?? 0);
      if (total < 365 || total > 366) {
        ctx.addIssue({
          code: 'custom',
          path: ['custody', 'nonCustodialParentOvernights'],
          message: 'Overnights must add up to 365 (or 366 in a leap year)',
        });
      }
    }
    if (input.alimony && input.alimony.monthlyAmount > 0 && input.alimony.agreementDate === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['alimony', 'agreementDate'],
        message: 'Agreement date is required with alimony (it decides whether alimony is taxable)',
      });
    }
  });

/** What a caller sends (money as numbers or text). */
export type HouseholdsInput = z.input<typeof HouseholdsInputSchema>;
/** The same after validation: money as numbers, defaults applied. */
export type HouseholdsParsedInput = z.output<typeof HouseholdsInputSchema>;

const monthly = (description: string) => z.number().meta({ description: `${description}, US dollars a month` });

export const HouseholdSchema = z.object({
  role: z.enum(PARENT_ROLES),
  filingStatus: z.enum(HOUSEHOLD_FILING_STATUSES),
  grossMonthly: monthly('Gross wages'),
  federalIncomeTax: monthly('Federal income tax after credits (negative: refundable credit)'),
  fica: monthly('Employee Social Security and Medicare'),
  stateIncomeTax: monthly('State income tax'),
  childSupportPaid: monthly('Child support paid'),
  childSupportReceived: monthly('Child support received'),
  alimonyPaid: monthly('Alimony paid'),
  alimonyReceived: monthly('Alimony received'),
  netMonthly: monthly('Left after taxes, child support and alimony'),
  people: z.number().int().min(1).meta({ description: 'The parent and the children under the age of emancipation living in this home' }),
  netPerPerson: monthly('netMonthly ÷ people'),
  childrenClaimed: z.number().int().min(0).meta({ description: 'Children this parent claims for the child tax credit (under 17 at the end of the tax year)' }),
});
export type Household = z.infer<typeof HouseholdSchema>;

export const HouseholdsTimelineEntrySchema = z.object({
  from: z.string().meta({ format: 'date', description: 'First day these amounts apply (YYYY-MM-DD)' }),
  reason: z.string().meta({ description: 'What changed on that day' }),
  children: z.number().int().min(0).meta({ description: 'Children under the age of emancipation from that day' }),
  households: z.array(HouseholdSchema),
});
export type HouseholdsTimelineEntry = z.infer<typeof HouseholdsTimelineEntrySchema>;

export const HouseholdsResultSchema = z.object({
  households: z
    .array(HouseholdSchema)
    .meta({ description: 'The custodial home first, then the non-custodial home, as of asOf (monthly dollars)' }),
  steps: z.array(StepSchema),
  timeline: z.array(HouseholdsTimelineEntrySchema).meta({
    description: 'The households recomputed as of asOf and again as each child reaches the age of emancipation and as alimony ends',
  }),
  meta: ResultMetaSchema,
});
export type HouseholdsResult = z.infer<typeof HouseholdsResultSchema>;
