/**
 * Michigan Child Support Formula Supplement, effective 2025-01-01 (2025 MCSF-S), chapter 2 "Economic
 * Updates": https://www.courts.michigan.gov/siteassets/court-administration/standardsguidelines/foc/2025-mcsf-supplement-responsive-html5.zip/2025_MCSF_Supplement/MCSF_Supplement_Chap_2_Economic_Updates/MCSF_Supplement_Chap_2_Economic_Updates.htm
 * (State Court Administrative Office, Friend of the Court Bureau; read 2026-11-21).
 *
 * Transcribed from the official page: 2.01(A) low income threshold, 2.02(A) ordinary medical expense
 * averages and the 2.03(C) General Care Support Table for ONE child. The page as stored for us ends before
 * the tables for two to five or more children.
 *
 * Two to five or more children (SECONDARY, flagged in every calculation that uses them): the Base and
 * Marginal Percentages come from the public transcription in sadiyaqeen92639572-cloud/child-support-calculator-usa,
 * data/states.json ("mi", "2025-MCSF-v1", commit d9c3e25d), whose one-child percentages match the official
 * one-child table above in all 12 cells. That transcription lists income levels 0.697% higher (2,013.94 …
 * 17,871.57) and a $1,255 low income threshold, which the official page we read does not show; we keep the
 * official levels ($2,000.00 … $17,747.86, which the transcription shares across all five tables) and derive
 * each Base as level × Base Percentage rounded to the cent, exactly as the official one-child Bases are.
 *
 * Edition in force on 2026-11-21: the 2025 MCSF and 2025 MCSF-S, effective 2025-01-01 (the official
 * supplement page above cites "2025 MCSF" throughout; Michigan practitioners' notices at
 * kraayeveld.com and clarkstonlegal.com give the same date). The formula is revised every four years
 * (2021, 2025) and no later edition was found, so no version after 2025 is held. The 2021 MCSF
 * (2021-01-01 to 2024-12-31) is not held either: its supplement page (2021-mcsf-supplement
 * responsive-html5, Child_Support_Supplement_2021.htm) could be read only as far as 2.03(A).
 *
 * Second search for the two-to-five-children tables (2026-11-21, none found): the stored official
 * page stops at the header of the two-children table; GitHub code was searched for the official
 * levels and bases ("17,747.86", "17747.86", "9,366.93", "7148.44", "1714.15", "1031.85"), the
 * secondary's levels ("2013.94"), its marginal percentages as fractions ("0.3792") and by meaning
 * ("General Care Support Table", MCSF-S 2.03); the only Michigan formula code found (an MCSF
 * ASP.NET project) carries an older supplement (Low Income Threshold $932), and the other hits were
 * unrelated. Stored web pages (supplement, worked examples) showed no two-children figures. The
 * two-to-five-children percentages therefore stay single-source and flagged in every calculation.
 *
 * Cross-check (no second publication of the 2025 tables was found): every row was checked against the
 * table itself — each Base equals Income Amount × Base Percentage (to the cent shown), and each Base
 * equals the row above's Base plus its Marginal Percentage × the distance between the two income levels
 * (within 6 cents, the rounding of the printed percentages; within 25 cents for the derived tables). The
 * test file repeats both checks. The
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

/** Two to five or more children: secondary percentages on the official levels (see the header). */
export const MICHIGAN_2025_GENERAL_CARE_SECONDARY: ReadonlyMap<number, readonly GeneralCareRow[]> = new Map([
  [
    2,
    [
      { incomeAmount: 2000.0, basePercentage: 38.1, base: 762.0, marginalPercentage: 37.92 },
      { incomeAmount: 3250.0, basePercentage: 38.03, base: 1235.98, marginalPercentage: 24.31 },
      { incomeAmount: 4500.0, basePercentage: 34.22, base: 1539.9, marginalPercentage: 20.43 },
      { incomeAmount: 7148.44, basePercentage: 29.11, base: 2080.91, marginalPercentage: 20.2 },
      { incomeAmount: 9366.93, basePercentage: 27.0, base: 2529.07, marginalPercentage: 17.87 },
      { incomeAmount: 17747.86, basePercentage: 22.69, base: 4026.99, marginalPercentage: 16.16 },
    ],
  ],
  [
    3,
    [
      { incomeAmount: 2000.0, basePercentage: 46.0, base: 920.0, marginalPercentage: 45.71 },
      { incomeAmount: 3250.0, basePercentage: 45.89, base: 1491.43, marginalPercentage: 25.48 },
      { incomeAmount: 4500.0, basePercentage: 40.22, base: 1809.9, marginalPercentage: 24.11 },
      { incomeAmount: 7148.44, basePercentage: 34.25, base: 2448.34, marginalPercentage: 23.91 },
      { incomeAmount: 9366.93, basePercentage: 31.8, base: 2978.68, marginalPercentage: 20.98 },
      { incomeAmount: 17747.86, basePercentage: 26.69, base: 4736.9, marginalPercentage: 18.19 },
    ],
  ],
  [
    4,
    [
      { incomeAmount: 2000.0, basePercentage: 51.3, base: 1026.0, marginalPercentage: 50.99 },
      { incomeAmount: 3250.0, basePercentage: 51.18, base: 1663.35, marginalPercentage: 28.14 },
      { incomeAmount: 4500.0, basePercentage: 44.78, base: 2015.1, marginalPercentage: 27.02 },
      { incomeAmount: 7148.44, basePercentage: 38.2, base: 2730.7, marginalPercentage: 26.8 },
      { incomeAmount: 9366.93, basePercentage: 35.5, base: 3325.26, marginalPercentage: 23.28 },
      { incomeAmount: 17747.86, basePercentage: 29.73, base: 5276.44, marginalPercentage: 20.44 },
    ],
  ],
  [
    5,
    [
      { incomeAmount: 2000.0, basePercentage: 56.5, base: 1130.0, marginalPercentage: 56.14 },
      { incomeAmount: 3250.0, basePercentage: 56.36, base: 1831.7, marginalPercentage: 31.45 },
      { incomeAmount: 4500.0, basePercentage: 49.44, base: 2224.8, marginalPercentage: 29.47 },
      { incomeAmount: 7148.44, basePercentage: 42.04, base: 3005.2, marginalPercentage: 29.2 },
      { incomeAmount: 9366.93, basePercentage: 39.0, base: 3653.1, marginalPercentage: 25.83 },
      { incomeAmount: 17747.86, basePercentage: 32.78, base: 5817.75, marginalPercentage: 22.34 },
    ],
  ],
]);

/** 2025 MCSF-S 2.01(A): the Low Income Threshold, monthly ($1,063.00, the 2020 HHS poverty guideline). */
export const MICHIGAN_2025_LOW_INCOME_THRESHOLD = 1063.0;

/** 2025 MCSF-S 2.02(A): ordinary medical expense averages, monthly, by children (5 = five or more). */
export const MICHIGAN_2025_ORDINARY_MEDICAL_MONTHLY: readonly number[] = [16.67, 33.33, 50.0, 66.67, 83.33];
