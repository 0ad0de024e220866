import type { Source } from '../../rules/source.js';
import { roundToCents } from '../../money/rounding.js';
import { taxFromSchedule } from '../brackets.js';
import type { Schedule, TaxYear } from '../types.js';

/**
 * Form 1040 instructions, line 16: "If your taxable income is less than $100,000, you must use the Tax
 * Table"; from $100,000 the tax is figured from the rate schedules (Tax Computation Worksheet).
 */
export const TAX_TABLE_CEILING = 100_000;

/** One line of the Tax Table: taxable income at least `atLeast` but less than `lessThan`. */
export interface TaxTableRow {
  atLeast: number;
  lessThan: number;
}

/**
 * The Tax Table's rows: $0–5, $5–15, $15–25, then $25 rows up to $3,000, then $50 rows up to
 * $100,000, as printed at the start of each year's table.
 */
export function taxTableRow(taxableIncome: number): TaxTableRow {
  const income = Math.max(0, taxableIncome);
  if (income >= TAX_TABLE_CEILING) throw new RangeError('The Tax Table ends below $100,000');
  if (income < 5) return { atLeast: 0, lessThan: 5 };
  if (income < 15) return { atLeast: 5, lessThan: 15 };
  if (income < 25) return { atLeast: 15, lessThan: 25 };
  const width = income < 3_000 ? 25 : 50;
  const atLeast = Math.floor(income / width) * width;
  return { atLeast, lessThan: atLeast + width };
}

/**
 * The amount the Tax Table prints for a row: the rate-schedule tax at the row's midpoint, rounded to
 * the whole dollar (50 cents up), which is how the table is built; e.g. the $3,000–3,050 row is 10% of
 * $3,025, $302.50, printed $303.
 */
export function taxTableAmount(schedule: Schedule, row: TaxTableRow): number {
  const midpoint = (row.atLeast + row.lessThan) / 2;
  const exact = roundToCents(taxFromSchedule(schedule, midpoint).tax);
  return Math.floor(exact + 0.5);
}

const FORM_1040_LINE_16 = 'Line 16 (Tax); Tax Table';

/** The instructions that print each year's Tax Table. */
export const TAX_TABLE_SOURCES: Readonly<Record<TaxYear, Source>> = {
  2024: {
    title: 'IRS, 2024 Instructions for Form 1040, Tax Table',
    section: FORM_1040_LINE_16,
    url: 'https://www.irs.gov/pub/irs-prior/i1040gi--2024.pdf',
  },
  2025: {
    title: 'IRS, 2025 Instructions for Form 1040, Tax Table',
    section: FORM_1040_LINE_16,
    url: 'https://www.irs.gov/instructions/i1040gi',
  },
  2026: {
    title:
      'IRS Instructions for Form 1040, Tax Table (the 2026 table is not yet printed; built the same way from the 2026 rate schedule)',
    section: FORM_1040_LINE_16,
    url: 'https://www.irs.gov/instructions/i1040gi',
  },
};
