import type { ScheduleTable } from '../../models/schedule.js';

/**
 * Pennsylvania basic child support schedule, Pa.R.C.P. 1910.16-3 as amended for 2026-01-01, combined
 * monthly net income, 1-6 children: NOT the full official table (575 rows, $50 apart from $1,300 to
 * $30,000). These are the 58 rows transcribed by the public research repository
 * sadiyaqeen92639572-cloud/child-support-calculator-usa (data/schedules/pennsylvania_schedule.json,
 * commit 27e5b0c0, citing https://www.pacodeandbulletin.gov/Display/pacode?file=/secure/pacode/data/231/chapter1910/s1910.16-3.html;
 * read 2026-11-21). The official schedule could not be obtained here, so Pennsylvania stays an estimate.
 *
 * Cross-check: rows $1,300, $2,000, $3,000, $4,000, $5,000, $6,000, $7,000, $8,000, $9,000, $10,000,
 * $20,000 and $30,000 agree in all six columns with a second secondary source (todd-ui/clearly-website,
 * calculators/support/pennsylvania.html, PA_SCHEDULE "effective January 2026"). That source disagrees on
 * its other rows (for example $15,000: 2,290 against 2,240 here) and is not monotone at $30,000, so it
 * was used only to confirm these twelve rows. Every row here ascends and no column decreases.
 * A third, independent source agrees on four cells: a Pittsburgh family-law firm's summary of the order
 * released 2025-08-11 (https://pghdivorce.com/2025/08/, read 2026-11-21) gives $1,629 for two children at
 * $5,000 and the $30,000 amounts $3,749 / $4,981 / $5,803 for one to three children.
 *
 * Self-support reserve (SSR) of the 2026 schedule: $1,255 a month, from two secondary sources (the same
 * pghdivorce.com summary: "increased from $1,063 to $1,255"; the sadiyaqeen repository's
 * data/rules/pennsylvania.json, self_support_reserve_monthly 1255). It is also what the rows themselves
 * show: $1,255 is the 2024 federal poverty guideline for one person ($15,060 a year ÷ 12), and the first
 * one-child cells are 90% of income above it, rounded: $1,300 → 41 (0.9 × 45 = 40.5), $1,400 → 131,
 * $1,500 → 221, $1,600 → 311. The 2022-2025 SSR, $1,063, is likewise the 2020 guideline ($12,760 ÷ 12).
 * A Harrisburg-area firm (https://jjrlawfirm.com/blog/category/family-law, read 2026-11-21) adds that
 * below $1,300 of combined income there is no guideline amount, support being left to the court.
 *
 * Searched without finding the full 2026 table (sessions of 2026-11-21): public code (find_string on row
 * values in several spellings: "1629 1949 2177", "1629, 1949, 2177", "1080,1629", "1080, 1629",
 * "1438, 2122, 2484", "2122,2484", "4060, 4759", "3749, 4981"; repositories named child-support or
 * pennsylvania; a semantic code search for the schedule), and stored web pages (the Pa. Bulletin
 * proposal 54 Pa.B. 8395 of 2024-12-28, the 2021 order 51 Pa.B. 5539, the pacodeandbulletin.gov and
 * casetext rule pages, county and law-firm pages). The stored pages give only each page's opening, so a
 * table is readable only as far as its first rows (the 2017 schedule of 47 Pa.B. 1123 to $3,050; the
 * 2008 proposal's continued page 38 Pa.B. 6693 from $17,400); no stored page opens on the 2026 or the
 * 2022 schedule, and the 2025 order itself (55 Pa.B.) is not stored. Of the 2022 schedule only the
 * $30,000 row is known, from the 2022 text of Pa.R.C.P. 1910.16-3.1(a) (casetext, current through
 * 53 Pa.B. of 2023-05-27): $2,839 / $3,902 / $4,365 / $4,824 / $5,306 / $5,768 plus 8.6% / 11.8% /
 * 12.9% / 14.6% / 16.1% / 17.5% of combined income above $30,000; and one cell from pghdivorce.com,
 * $1,484 for two children at $5,000.
 */
export const PENNSYLVANIA_2026_SCHEDULE_ANCHORS: ScheduleTable = {
  incomes: [
    1300, 1400, 1500, 1600, 1700, 1800, 1900, 2000, 2100, 2200, 2300, 2400, 2500, 2600, 2700, 2800, 2900,
    3000, 3200, 3400, 3600, 3800, 4000, 4200, 4400, 4600, 4800, 5000, 5200, 5400, 5600, 5800, 6000, 6500,
    7000, 7500, 8000, 8500, 9000, 9500, 10000, 10500, 11000, 11500, 12000, 13000, 14000, 15000, 16000, 17000,
    18000, 19000, 20000, 22000, 24000, 26000, 28000, 30000,
  ],
  obligations: [
    [41, 41, 41, 42, 42, 43],
    [131, 132, 133, 135, 136, 138],
    [221, 223, 225, 228, 230, 233],
    [311, 314, 317, 321, 324, 328],
    [392, 405, 409, 414, 418, 423],
    [415, 496, 501, 507, 512, 518],
    [438, 587, 593, 600, 606, 613],
    [461, 678, 685, 693, 700, 708],
    [484, 737, 777, 786, 794, 803],
    [507, 772, 869, 879, 888, 898],
    [530, 807, 961, 972, 982, 993],
    [553, 842, 1018, 1065, 1076, 1088],
    [576, 877, 1060, 1158, 1170, 1183],
    [599, 912, 1103, 1232, 1264, 1278],
    [622, 947, 1145, 1279, 1358, 1373],
    [645, 982, 1188, 1327, 1452, 1468],
    [668, 1017, 1230, 1374, 1511, 1563],
    [691, 1053, 1272, 1421, 1563, 1658],
    [737, 1123, 1357, 1516, 1668, 1813],
    [783, 1186, 1431, 1599, 1759, 1912],
    [829, 1247, 1501, 1677, 1844, 2005],
    [875, 1309, 1573, 1757, 1932, 2101],
    [916, 1377, 1653, 1847, 2031, 2208],
    [958, 1445, 1734, 1936, 2130, 2315],
    [994, 1501, 1800, 2010, 2211, 2404],
    [1028, 1552, 1860, 2077, 2285, 2484],
    [1060, 1599, 1915, 2139, 2353, 2557],
    [1080, 1629, 1949, 2177, 2394, 2603],
    [1101, 1659, 1983, 2215, 2436, 2648],
    [1121, 1683, 2006, 2240, 2464, 2679],
    [1140, 1704, 2023, 2260, 2486, 2702],
    [1160, 1730, 2048, 2288, 2517, 2736],
    [1186, 1774, 2107, 2353, 2589, 2814],
    [1240, 1855, 2202, 2460, 2706, 2941],
    [1287, 1913, 2256, 2520, 2772, 3014],
    [1355, 2006, 2356, 2631, 2894, 3146],
    [1438, 2122, 2484, 2775, 3052, 3318],
    [1499, 2222, 2613, 2919, 3211, 3491],
    [1553, 2306, 2717, 3034, 3338, 3628],
    [1600, 2372, 2788, 3115, 3426, 3724],
    [1661, 2452, 2871, 3207, 3527, 3834],
    [1721, 2532, 2954, 3299, 3629, 3945],
    [1761, 2582, 3002, 3353, 3689, 4010],
    [1799, 2631, 3048, 3405, 3746, 4071],
    [1869, 2733, 3169, 3539, 3893, 4232],
    [2012, 2945, 3418, 3817, 4199, 4564],
    [2126, 3097, 3575, 3993, 4392, 4774],
    [2240, 3247, 3729, 4165, 4582, 4980],
    [2340, 3418, 3958, 4421, 4863, 5286],
    [2440, 3590, 4189, 4679, 5147, 5595],
    [2540, 3762, 4421, 4938, 5432, 5904],
    [2644, 3911, 4591, 5129, 5642, 6132],
    [2748, 4060, 4759, 5316, 5848, 6356],
    [2955, 4356, 5095, 5691, 6260, 6805],
    [3163, 4653, 5430, 6066, 6672, 7253],
    [3370, 4943, 5758, 6432, 7075, 7691],
    [3559, 4962, 5781, 6457, 7103, 7721],
    [3749, 4981, 5803, 6482, 7130, 7750],
  ],
};

/** Pa.R.C.P. 1910.16-2(e) self-support reserve from 2026-01-01 (see the header for its sources). */
export const PENNSYLVANIA_2026_SELF_SUPPORT_RESERVE = 1255;
/** The self-support reserve of the 2022 guidelines (2022-01-01 to 2025-12-31). */
export const PENNSYLVANIA_2022_SELF_SUPPORT_RESERVE = 1063;

/** A cell of a schedule that is not held in full, as a rule text prints it. */
export interface PrintedScheduleCell {
  /** Combined monthly net income of the row. */
  income: number;
  children: number;
  amount: number;
  where: string;
}

/**
 * Every cell of the 2022-2025 Basic Child Support Schedule printed in the rule text we could read; the
 * rest of that schedule is not held. 1910.16-1's examples were read 2026-11-26 in the casetext copy of
 * the rule (print.casetext.com, rule-191016-1); the $30,000 row is 1910.16-3.1(a) of 2022 (casetext,
 * current through 53 Pa.B. of 2023-05-27, read 2026-11-21).
 */
export const PENNSYLVANIA_2022_PRINTED_CELLS: readonly PrintedScheduleCell[] = [
  { income: 5000, children: 1, amount: 993, where: 'Pa.R.C.P. 1910.16-1, Example 1 (one child, combined $5,000: $993)' },
  { income: 6500, children: 2, amount: 1733, where: 'Pa.R.C.P. 1910.16-1, Example 2 (two children, combined $6,500: $1,733)' },
  ...[2839, 3902, 4365, 4824, 5306, 5768].map((amount, i) => ({
    income: 30000,
    children: i + 1,
    amount,
    where: 'Pa.R.C.P. 1910.16-3.1(a) (2022): the $30,000 row',
  })),
];

/** Pa.R.C.P. 1910.16-3.1(a) (2022): above $30,000, the $30,000 amount plus these shares of the excess (1-6 children). */
export const PENNSYLVANIA_2022_ABOVE_SCHEDULE_RATES = [0.086, 0.118, 0.129, 0.146, 0.161, 0.175] as const;
