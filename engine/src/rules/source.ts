import { z } from 'zod';

/** A date as YYYY-MM-DD (the document's `pattern` of every date field). */
export const ISO_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
const ISO_DATE = new RegExp(ISO_DATE_PATTERN);

/** A date by a round trip through `Date`: it parses, and prints back as the same YYYY-MM-DD. */
export function isCalendarDateByDate(text: string): boolean {
  return !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/**
 * True when `text` names a day of the (proleptic Gregorian) calendar: no 2026-02-30, no month 13, no day 00. For
 * text in the YYYY-MM-DD form the same answer as the round trip through `Date` (source.test.ts checks it), in
 * arithmetic, because every calculation's `asOf` passes here. Other text (which the schema's format check has
 * already rejected, but its refinement still sees) keeps the `Date` round trip, so its messages stay the same.
 */
export function isCalendarDate(text: string): boolean {
  return ISO_DATE.test(text) ? isCalendarDayYmd(text) : isCalendarDateByDate(text);
}

/** `text` is YYYY-MM-DD: its month is 1-12 and its day within that month. */
function isCalendarDayYmd(text: string): boolean {
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(5, 7));
  const day = Number(text.slice(8, 10));
  if (!(month >= 1 && month <= 12 && day >= 1)) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!);
}

/** True when `text` is a real date written YYYY-MM-DD: what {@link IsoDateSchema} accepts. */
export function isIsoDate(text: string): boolean {
  return ISO_DATE.test(text) && isCalendarDayYmd(text);
}

export const IsoDateSchema = z
  .string()
  .regex(ISO_DATE, 'Use the date format YYYY-MM-DD')
  .refine(isCalendarDate, { message: 'Not a real calendar date' });

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
