import type { ScheduleTable } from '../../models/schedule.js';

/**
 * Kansas Child Support Schedules (Appendix II of the Kansas Child Support Guidelines; tables replaced
 * on the 2024-01-01 review and, as far as the sources below say, carried into the revisions of
 * 2024-08-01 and 2025-07-01). Kansas prints one schedule per family size (one-child to six-child
 * families) with three columns by the child's age (0-5, 6-11, 12-18); each cell is the amount PER
 * CHILD of that age, on combined monthly child support income (gross based). The gross child support
 * obligation (worksheet line D.4) is the sum of the cells of the children in the case.
 *
 * NOT the full schedule. Held here: 52 rows of the 12-18 column for 1 to 6 children (combined income
 * $50 to $18,000: $200 steps to $2,400, then $400 steps), as transcribed by
 * sadiyaqeen92639572-cloud/child-support-calculator-usa (data/schedules/kansas_schedule.json, read
 * 2026-11-21), which cites the guidelines effective 2025-07-01. The same source states that the
 * schedule's younger columns are fixed shares of the 12-18 column (0-5: 84%, 6-11: 94%, each rounded
 * to the dollar) and gives the extended formula for incomes above the schedule (below).
 *
 * Cross-checks (2026-11-21), none of them against the official PDF, which no stored copy reaches:
 * - Juna-Jane/Kansas-Child-Support-Worksheet (AGENTS.md, a specification written from the 2025
 *   guidelines) states two schedule cells: combined $3,000, one child, age 6-11 → $612, and combined
 *   $5,000, two-child families, age 0-5 → $626. From the rows here: 12-18 at $3,000 lies between
 *   $618 ($2,800) and $684 ($3,200) → $651, × 94% = $611.94 → $612; at $5,000 between $724 and $767
 *   → $745.50 (an integer row of $745 or $746), × 84% = $626.22 / $626.64 → $626. Both agree.
 * - The same specification gives the same extended-formula constants and age shares.
 * - The $18,000 row equals the extended formula at $18,000 to the dollar in every column
 *   (e.g. 4.8982 × 18,000^0.6386 = 2,555.37 → $2,555), as a formula fitted to the schedule's top must.
 * - Rows rise with income in every column, and the family total (cell × children) rises with the
 *   number of children in every row (kansas.test.ts).
 * (The repository's own coded tables, unlike its specification, contradict both cells and its own
 * formula — $546 at $3,000 — and were not used.)
 *
 * Where else the schedule was sought: stored copies of the 2020 guidelines (AO 307: docslib.org
 * 5773890, pdfslide.us, fdocuments.in, happilyinpursuit.com), the 2016 and 2012 guidelines (paperzz,
 * formspal, scribd), the 2025 public-comment draft (scribd via anonyproxies) and the 2025 guidelines
 * page of kansas-divorce.com: every stored copy ends within the first pages (table of contents and
 * Part III), before Appendix II. No other repository held Kansas schedule rows.
 */
export const KANSAS_SCHEDULE_12_18_ANCHORS: ScheduleTable = {
  incomes: [
    50, 200, 400, 600, 800, 1000, 1200, 1400, 1600, 1800, 2000, 2200, 2400, 2800, 3200, 3600, 4000, 4400,
    4800, 5200, 5600, 6000, 6400, 6800, 7200, 7600, 8000, 8400, 8800, 9200, 9600, 10000, 10400, 10800, 11200,
    11600, 12000, 12400, 12800, 13200, 13600, 14000, 14400, 14800, 15200, 15600, 16000, 16400, 16800, 17200,
    17600, 18000,
  ],
  obligations: [
    [9, 9, 7, 6, 5, 5], // 50
    [47, 36, 29, 24, 21, 18], // 200
    [94, 73, 58, 48, 41, 37], // 400
    [142, 109, 87, 72, 62, 55], // 600
    [189, 146, 117, 96, 83, 73], // 800
    [236, 182, 146, 120, 104, 91], // 1000
    [283, 218, 175, 144, 124, 110], // 1200
    [331, 255, 204, 168, 145, 128], // 1400
    [378, 291, 233, 192, 166, 146], // 1600
    [425, 327, 262, 216, 187, 165], // 1800
    [472, 364, 292, 240, 207, 183], // 2000
    [514, 400, 321, 264, 228, 201], // 2200
    [549, 437, 350, 288, 249, 219], // 2400
    [618, 493, 408, 336, 290, 256], // 2800
    [684, 543, 456, 384, 332, 292], // 3200
    [748, 590, 497, 426, 373, 329], // 3600
    [811, 636, 536, 459, 409, 366], // 4000
    [872, 681, 574, 492, 438, 399], // 4400
    [932, 724, 611, 524, 467, 424], // 4800
    [991, 767, 647, 555, 494, 450], // 5200
    [1048, 808, 683, 585, 521, 474], // 5600
    [1105, 849, 718, 615, 548, 498], // 6000
    [1161, 889, 752, 644, 574, 522], // 6400
    [1216, 928, 785, 673, 600, 545], // 6800
    [1270, 967, 818, 701, 625, 568], // 7200
    [1323, 1005, 851, 729, 650, 591], // 7600
    [1376, 1042, 883, 757, 674, 613], // 8000
    [1428, 1079, 915, 784, 698, 635], // 8400
    [1480, 1116, 946, 811, 722, 657], // 8800
    [1531, 1152, 977, 837, 746, 678], // 9200
    [1582, 1187, 1007, 863, 769, 699], // 9600
    [1632, 1222, 1037, 889, 792, 720], // 10000
    [1681, 1257, 1067, 914, 814, 741], // 10400
    [1730, 1291, 1096, 939, 837, 761], // 10800
    [1779, 1325, 1125, 964, 859, 782], // 11200
    [1827, 1358, 1154, 989, 881, 802], // 11600
    [1875, 1392, 1183, 1013, 903, 821], // 12000
    [1923, 1425, 1211, 1038, 924, 841], // 12400
    [1970, 1457, 1239, 1062, 946, 860], // 12800
    [2017, 1490, 1267, 1086, 967, 880], // 13200
    [2063, 1522, 1294, 1109, 988, 899], // 13600
    [2109, 1553, 1322, 1133, 1009, 918], // 14000
    [2155, 1585, 1349, 1156, 1030, 937], // 14400
    [2201, 1616, 1376, 1179, 1050, 955], // 14800
    [2246, 1647, 1402, 1202, 1071, 974], // 15200
    [2291, 1678, 1429, 1224, 1091, 992], // 15600
    [2336, 1708, 1455, 1247, 1111, 1011], // 16000
    [2380, 1739, 1481, 1269, 1131, 1029], // 16400
    [2424, 1769, 1507, 1292, 1151, 1047], // 16800
    [2468, 1799, 1533, 1314, 1170, 1065], // 17200
    [2512, 1828, 1559, 1336, 1190, 1082], // 17600
    [2555, 1858, 1584, 1357, 1209, 1100], // 18000
  ],
};

/** Share of the 12-18 amount that the 0-5 and 6-11 columns print (each rounded to the dollar). */
export const KANSAS_AGE_BAND_SHARE = { '0-5': 0.84, '6-11': 0.94, '12-18': 1 } as const;
export type KansasAgeBand = keyof typeof KANSAS_AGE_BAND_SHARE;

/**
 * Extended formula printed with the schedules for combined income above the last row (the 12-18
 * amount per child; younger columns take the shares above): coefficient × income ^ exponent.
 */
export const KANSAS_EXTENDED_FORMULA = {
  exponent: 0.6386,
  /** By family size, one-child to six-child families. */
  coefficients: [4.8982, 3.5596, 3.0359, 2.6015, 2.3175, 2.1083],
} as const;

/**
 * Child Care Credit Chart (the Kansas chart for reducing work-related child care costs by the federal
 * child and dependent care credit, 2024 edition, as described in the Juna-Jane specification): the
 * credit rate by the paying parent's annual adjusted gross income, applied to at most $250 a month of
 * care for one child and $500 for two or more (the chart's maximum credits $87.50/$175 to $50/$100).
 */
export const KANSAS_CHILD_CARE_CREDIT = {
  /** [annual income from, credit rate], ascending. */
  rates: [
    [0, 0.35], [15000, 0.34], [17000, 0.33], [19000, 0.32], [21000, 0.31], [23000, 0.3], [25000, 0.29],
    [27000, 0.28], [29000, 0.27], [31000, 0.26], [33000, 0.25], [35000, 0.24], [37000, 0.23], [39000, 0.22],
    [41000, 0.21], [43000, 0.2],
  ] as readonly (readonly [number, number])[],
  monthlyExpenseCap: { oneChild: 250, twoOrMore: 500 },
} as const;
