import { z } from 'zod';
import { PARENT_ROLES } from '../child-support/schema.js';
import { optionalBlankDate, requiredDate } from '../validation/fields.js';

export const PARENTING_PATTERNS = [
  'alternate-weekends',
  'alternate-weekends-midweek',
  '2-2-3',
  '2-2-5-5',
  '3-4-4-3',
  'week-on-week-off',
  'custom',
] as const;
export type ParentingPattern = (typeof PARENTING_PATTERNS)[number];

// The child-support calculator's two roles, so the overnights feed it as they are.
export { PARENT_ROLES };
export type { ParentRole } from '../child-support/types.js';

export const MINIMUM_SCHEDULE_YEAR = 2000;
export const MAXIMUM_SCHEDULE_YEAR = 2100;

const parent = (label: string) =>
  z.enum(PARENT_ROLES, { error: `${label} must be "custodial" or "noncustodial"` });

/** A range of overnights (both nights included) given to one parent; `to` defaults to `from` (one night). */
const DatedOvernightsSchema = z.object({
  from: requiredDate('From is required (YYYY-MM-DD)', 'From must be a real date written YYYY-MM-DD'),
  to: optionalBlankDate.describe('Last night (YYYY-MM-DD); blank for one night'),
  parent: parent('Parent'),
  label: z.string().max(80, { error: 'Label must be at most 80 characters' }).optional(),
});

export const ParentingTimeInputSchema = z
  .object({
    pattern: z.enum(PARENTING_PATTERNS, {
      error: `Pattern must be one of ${PARENTING_PATTERNS.join(', ')}`,
    }),
    year: z
      .number({ error: 'Year is required' })
      .int({ error: 'Year must be a whole number' })
      .min(MINIMUM_SCHEDULE_YEAR, { error: `Year must be ${MINIMUM_SCHEDULE_YEAR} or later` })
      .max(MAXIMUM_SCHEDULE_YEAR, { error: `Year must be ${MAXIMUM_SCHEDULE_YEAR} or earlier` }),
    startsWith: parent('Who starts'),
    rotationStart: optionalBlankDate.describe(
        'First night of the rotation. The cycle begins on the first Friday (weekend patterns) or Monday (the ' +
          'others) on or after it; default: the first such day of the year. Nights before it follow the cycle backwards.',
      ),
    custom: z
      .array(parent('Each night of the custom grid'), { error: 'Custom grid must list 14 nights' })
      .length(14, { error: 'Custom grid must list 14 nights (two weeks, Monday first)' })
      .optional()
      .meta({
        minItems: 14,
        maxItems: 14,
        description: 'Two weeks of nights, Monday first, each "custodial" or "noncustodial"; only for pattern "custom".',
      }),
    holidays: z
      .array(DatedOvernightsSchema, { error: 'Holidays must be a list' })
      .max(100, { error: 'At most 100 holidays' })
      .optional()
      .describe('Overnights given to a parent whatever the pattern or summer block says.'),
    summer: DatedOvernightsSchema.optional().describe('A block of overnights given to a parent, overriding the pattern.'),
  })
  .superRefine((input, ctx) => {
    if (input.pattern === 'custom' && !input.custom)
      ctx.addIssue({ code: 'custom', path: ['custom'], message: 'Custom grid is required for the custom pattern' });
    if (input.pattern !== 'custom' && input.custom)
      ctx.addIssue({ code: 'custom', path: ['custom'], message: 'Custom grid is only for the custom pattern' });
    const inYear = (date: string) => date.startsWith(`${input.year}-`);
    const ranges: Array<[string[], z.infer<typeof DatedOvernightsSchema>]> = [
      ...(input.holidays ?? []).map((h, i): [string[], typeof h] => [['holidays', String(i)], h]),
      ...(input.summer ? [[['summer'], input.summer] as [string[], typeof input.summer]] : []),
    ];
    for (const [path, range] of ranges) {
      if (!inYear(range.from))
        ctx.addIssue({ code: 'custom', path: [...path, 'from'], message: `From must be a date in ${input.year}` });
      if (range.to !== undefined && !inYear(range.to))
        ctx.addIssue({ code: 'custom', path: [...path, 'to'], message: `To must be a date in ${input.year}` });
      else if (range.to !== undefined && range.to < range.from)
        ctx.addIssue({ code: 'custom', path: [...path, 'to'], message: 'To must be on or after From' });
    }
  });
export type ParentingTimeInput = z.input<typeof ParentingTimeInputSchema>;
export type ParentingTimeParsedInput = z.output<typeof ParentingTimeInputSchema>;

const splitSchema = (description: string) =>
  z.object({ custodial: z.number(), noncustodial: z.number() }).describe(description);

export const NightSchema = z.object({
  date: z.string().describe('The date the night begins, YYYY-MM-DD'),
  weekday: z.enum(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']),
  parent: z.enum(PARENT_ROLES),
  source: z.enum(['pattern', 'holiday', 'summer']).describe('What assigned the night'),
  label: z.string().optional().describe('The holiday label, when one was given'),
});
export type Night = z.infer<typeof NightSchema>;

export const ParentingTimeResultSchema = z.object({
  year: z.number(),
  pattern: z.enum(PARENTING_PATTERNS),
  rotationStart: z.string().describe('The first night of the rotation as laid (YYYY-MM-DD)'),
  overnights: splitSchema('Overnights in the year for each parent (each night counted on the date it begins)'),
  percentages: splitSchema('Share of the overnights, one decimal, adding up to 100'),
  calendar: z
    .array(
      z.object({
        month: z.number().int().min(1).max(12),
        name: z.string(),
        nights: z.array(NightSchema),
      }),
    )
    .describe('Twelve months, each with who has every night'),
});
export type ParentingTimeResult = z.infer<typeof ParentingTimeResultSchema>;
