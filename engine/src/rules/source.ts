import { z } from 'zod';

/** A date as YYYY-MM-DD (the document's `pattern` of every date field). */
export const ISO_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
const ISO_DATE = new RegExp(ISO_DATE_PATTERN);

export const IsoDateSchema = z
  .string()
  .regex(ISO_DATE, 'Use the date format YYYY-MM-DD')
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text), {
    message: 'Not a real calendar date',
  });

/** Where a rule comes from: as specific as a section, table or form line, with an address. */
export const SourceSchema = z.object({
  title: z.string().min(3),
  section: z.string().min(1).optional(),
  url: z.url().optional(),
  /** When someone last compared our data with this source. */
  lastChecked: IsoDateSchema.optional(),
});
export type Source = z.infer<typeof SourceSchema>;

export const ConfidenceSchema = z.enum(['official', 'estimate']);
export type Confidence = z.infer<typeof ConfidenceSchema>;

/** The date range a rule version is in force: `to` is the last day (inclusive), open-ended when absent. */
export const EffectiveRangeSchema = z
  .object({ from: IsoDateSchema, to: IsoDateSchema.optional() })
  .refine((range) => range.to === undefined || range.to >= range.from, {
    message: 'A rule cannot end before it starts',
  });
export type EffectiveRange = z.infer<typeof EffectiveRangeSchema>;
