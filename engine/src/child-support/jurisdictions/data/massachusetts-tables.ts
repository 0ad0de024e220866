/**
 * Massachusetts 2025 Child Support Guidelines (effective December 1, 2025): the tables of the Guidelines
 * Worksheet, CJD 304 (12/1/25). All amounts are weekly.
 *
 * Source read (2026-11-21): the worksheet's own form template (XFA) as published by the Trial Court,
 * archived at github.com/campbefs/checktheworksheet, data/cjd304-xfa.xml (commit 465dd322f09f). Table A
 * is printed on page 4 of the worksheet ("CHILD SUPPORT AMOUNT (1 CHILD)", rows $1,601-$2,400 "$346 +
 * 18% above $1,600" through $5,001-$8,654 "$809 + 10% above $5,000" read as printed) and is the same
 * formula the form's line 3e script applies (every band, including the shaded payor rows $0-$301 and
 * $302-$391). Table B is printed on the same page (0 → 0.00, 1 → 1.00, 2 → 1.40, 3 → 1.68, 4 → 1.85,
 * 5 → 1.94) and matches the line 3f script. Table C is the line 4a script's table.
 *
 * Cross-check against a second, independent source (recorded in massachusetts.test.ts):
 *  - Table A against the Trial Court's separate "2025 Child Support Guidelines Chart" (a step chart of
 *    weekly combined available income → support for one child, "if available income falls between two
 *    numbers, use the lower support amount"), as transcribed in the same repository,
 *    _site_review/data/guidelines-chart.json (commit 49336b676a11). The 22 chart rows in
 *    TABLE_A_CHART_CHECK, from $0 to $8,654 and touching every band, equal the formula (and the formula
 *    one dollar below each row gives the chart's previous amount).
 *  - Table A's $1,601-$2,400 band and the $450,000 cap: Bowditch & Dewey, "They're Here! The 2025
 *    Massachusetts Child Support Guidelines" (2025-11-10): "$346 plus 18% of income above $1,600".
 *  - The shaded payor rows: Infinlaw, "Massachusetts 2025 Child Support Guidelines": under $301 a week
 *    "no more than $15"; $302-$391 "no more than $33" (15 + 20% × 90 = 33).
 *  - Table B (1.40 / 1.68 / 1.85 / 1.94): the same factors are quoted from the Guidelines' commentary to
 *    § II.L in checktheworksheet/model/guidelines.py and carried by the independent transcription
 *    sadiyaqeen92639572-cloud/child-support-calculator-usa (data/rules/massachusetts.json).
 */

export interface TableABand {
  /** Lowest weekly combined available income of the band (whole dollars). */
  from: number;
  /** Highest weekly combined available income of the band. */
  to: number;
  /** Dollar amount at the start of the band. */
  base: number;
  /** Rate applied to income above `over`; the product is rounded to the dollar (line 3e script). */
  rate: number;
  over: number;
  /** The shaded rows: on lines 5c, 6e and 7b they are read with the paying parent's own income. */
  shaded: boolean;
}

/** Line 3d: combined available income used, "3b or $8,654, whichever is less" ($450,000 a year). */
export const MAX_COMBINED_WEEKLY = 8654;

/** Lines 5c, 6e, 7b: a parent whose available income is at most $391 pays from the shaded area. */
export const SHADED_AREA_LIMIT = 391;

/** Line 6a: child care counts up to $430 a week per child (both parents' payments together). */
export const CHILD_CARE_BENCHMARK_PER_CHILD = 430;

/** Lines 6e and 7b: support below 10% of the receiving parent's income is limited to (that % + 10%) of the payor's. */
export const INCOME_DISPARITY_STEP = 0.1;

/** Line 7e: at 40% or more of the payor's available income a substantial hardship is presumed. */
export const HARDSHIP_SHARE = 0.4;

/** Table A, "Child support amount (1 child)", weekly. */
export const TABLE_A: readonly TableABand[] = [
  { from: 0, to: 301, base: 15, rate: 0, over: 0, shaded: true },
  { from: 302, to: 391, base: 15, rate: 0.2, over: 301, shaded: true },
  { from: 392, to: 1000, base: 0, rate: 0.22, over: 0, shaded: false },
  { from: 1001, to: 1600, base: 220, rate: 0.21, over: 1000, shaded: false },
  { from: 1601, to: 2400, base: 346, rate: 0.18, over: 1600, shaded: false },
  { from: 2401, to: 3500, base: 490, rate: 0.14, over: 2400, shaded: false },
  { from: 3501, to: 5000, base: 644, rate: 0.11, over: 3500, shaded: false },
  { from: 5001, to: MAX_COMBINED_WEEKLY, base: 809, rate: 0.1, over: 5000, shaded: false },
];

/** Table B, adjustment factor by the number of children in the column (the worksheet takes at most 5). */
export const TABLE_B: readonly number[] = [0, 1, 1.4, 1.68, 1.85, 1.94];

/**
 * Table C, adjustment percentage for children 18 or older, by [children under 18][children 18 or older]
 * (line 4a script's table).
 */
export const TABLE_C: readonly (readonly number[])[] = [
  [0, 0.25, 0.25, 0.25, 0.25, 0.25],
  [0, 0.07, 0.11, 0.13, 0.14],
  [0, 0.04, 0.06, 0.07],
  [0, 0.02, 0.03],
  [0, 0.01],
  [0],
];

/**
 * Rows of the 2025 Guidelines Chart (second source, see above): weekly combined available income and
 * the support for one child the chart gives from that income up to the next row.
 */
export const TABLE_A_CHART_CHECK: readonly (readonly [number, number])[] = [
  [0, 15],
  [304, 16],
  [389, 33],
  [392, 86],
  [394, 87],
  [998, 220],
  [1003, 221],
  [1008, 222],
  [1598, 346],
  [1603, 347],
  [1998, 418],
  [2398, 490],
  [2404, 491],
  [3225, 606],
  [3497, 644],
  [3505, 645],
  [4996, 809],
  [5005, 810],
  [6905, 1000],
  [7995, 1109],
  [8635, 1173],
  [8654, 1174],
];
