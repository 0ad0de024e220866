/**
 * Michigan Child Support Formula Supplement, effective 2025-01-01 (2025 MCSF-S), chapter 2 "Economic
 * Updates": https://www.courts.michigan.gov/siteassets/court-administration/standardsguidelines/foc/2025-mcsf-supplement-responsive-html5.zip/2025_MCSF_Supplement/MCSF_Supplement_Chap_2_Economic_Updates/MCSF_Supplement_Chap_2_Economic_Updates.htm
 * (State Court Administrative Office, Friend of the Court Bureau; read 2026-11-21).
 *
 * Transcribed: 2.01(A) low income threshold, 2.02(A) ordinary medical expense averages and the 2.03(C)
 * General Care Support Table for ONE child. The tables for two to five or more children could not be
 * obtained from any source we can read, so they are absent here and the jurisdiction says so.
 *
 * Cross-check (no second publication of the 2025 tables was found): every row was checked against the
 * table itself — each Base equals Income Amount × Base Percentage (to the cent shown), and each Base
 * equals the row above's Base plus its Marginal Percentage × the distance between the two income levels
 * (within 6 cents, the rounding of the printed percentages). The test file repeats both checks. The
 * printed "over $3,500.00" on the $3,250.00 row is read as "over $3,250.00": the table's own arithmetic
 * ($500.00 + 24.92% × $1,250 = $811.50 ≈ $811.53) and the General Care Equation's D ("Monthly Income
 * Level (General Care Support table, first column)", MCSF 3.02(B)) both point to the row's own level.
 */

/** One row of a General Care Support Table: Base + Marginal Percentage × (family income − Income Amount). */
export interface GeneralCareRow {
  /** Monthly net family income level (first column). */
  incomeAmount: number;
  /** Base Percentage, percent. */
  basePercentage: number;
  /** Base support in dollars at `incomeAmount`. */
  base: number;
  /** Marginal Percentage applied to family income over `incomeAmount`, percent. */
  marginalPercentage: number;
}

export const MICHIGAN_2025_SOURCE_URL =
  'https://www.courts.michigan.gov/siteassets/court-administration/standardsguidelines/foc/2025-mcsf-supplement-responsive-html5.zip/2025_MCSF_Supplement/MCSF_Supplement_Chap_2_Economic_Updates/MCSF_Supplement_Chap_2_Economic_Updates.htm';

/** 2025 MCSF-S 2.03(C), one child. The last row's marginal percentage continues above it (2.03(B)). */
export const MICHIGAN_2025_GENERAL_CARE_ONE_CHILD: readonly GeneralCareRow[] = [
  { incomeAmount: 2000.0, basePercentage: 25.0, base: 500.0, marginalPercentage: 24.92 },
  { incomeAmount: 3250.0, basePercentage: 24.97, base: 811.53, marginalPercentage: 17.63 },
  { incomeAmount: 4500.0, basePercentage: 22.93, base: 1031.85, marginalPercentage: 14.05 },
  { incomeAmount: 7148.44, basePercentage: 19.64, base: 1403.95, marginalPercentage: 13.98 },
  { incomeAmount: 9366.93, basePercentage: 18.3, base: 1714.15, marginalPercentage: 12.01 },
  { incomeAmount: 17747.86, basePercentage: 15.33, base: 2720.75, marginalPercentage: 11.29 },
];

/** General Care Support Tables held, by number of children. */
export const MICHIGAN_2025_GENERAL_CARE: ReadonlyMap<number, readonly GeneralCareRow[]> = new Map([
  [1, MICHIGAN_2025_GENERAL_CARE_ONE_CHILD],
]);

/** 2025 MCSF-S 2.01(A): the Low Income Threshold, monthly ($1,063.00, the 2020 HHS poverty guideline). */
export const MICHIGAN_2025_LOW_INCOME_THRESHOLD = 1063.0;

/** 2025 MCSF-S 2.02(A): ordinary medical expense averages, monthly, by children (5 = five or more). */
export const MICHIGAN_2025_ORDINARY_MEDICAL_MONTHLY: readonly number[] = [16.67, 33.33, 50.0, 66.67, 83.33];
