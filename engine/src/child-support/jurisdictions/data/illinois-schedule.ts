import type { ScheduleTable } from '../../models/schedule.js';

/**
 * Illinois Income Shares Schedule of Basic Obligations (HFS), combined monthly NET income, 1-6 children,
 * as cited for the edition effective 2026-03-20:
 * https://hfs.illinois.gov/content/dam/soi/en/web/hfs/childsupport/parents/2026ilschedofbobligations.pdf
 *
 * NOT THE FULL SCHEDULE, AND NOT CROSS-CHECKED. The official schedule prints $50-wide income brackets
 * (each row below stands for the bracket around it, e.g. 1,050 for $1,025.00-$1,074.99) up to $27,375.
 * These 37 rows are the only machine-readable copy found: sadiyaqeen92639572-cloud/child-support-calculator-usa,
 * data/schedules/illinois_schedule.json ('transcribed directly from the current (2026) official schedule',
 * sampled across the range). No second source holding any of the same cells was found, so every value is
 * single-sourced; todd-ui/clearly-website holds a different, implausible table (it falls at its top row).
 * The engine interpolates between the rows; the rule version stays an estimate.
 *
 * Where the complete schedule was looked for on 2026-11-21 (search tool, 52 look-ups): stored web pages
 * (HFS pages and PDFs, doc-sharing copies, law-firm pages) — only the opening of each stored page is
 * readable, and none opens with the table (the HFS/CPR "Technical Documentation: Illinois Schedule of
 * Basic Obligations and Standardized Net Income Table", June 12, 2017, is stored at vdocuments.us but only
 * its first pages are readable); GitHub code by meaning ("Illinois schedule basic obligation", "shared
 * physical care 146", "gross to net conversion table") and by exact strings (row values such as
 * "1110, 1674", "1674,2006", "2241, 2465, 2679", "703, 1070"; "Schedule of Basic Obligations",
 * "schedofbobligations", "Standardized Net Income", "childsupportestimator", "illinois_schedule").
 * No repository holds an Illinois schedule other than the two above; the HFS gross-to-net conversion
 * table was not found either. Which edition was in force before 2026-03-20 (a secondary page,
 * thesupportindex.com/illinois, dates the schedule "effective March 5, 2025") is not settled.
 */
export const ILLINOIS_SCHEDULE_ANCHORS_2026: ScheduleTable = {
  incomes: [
    50, 500, 1050, 1500, 2000, 2500, 3000, 3500, 4000, 4500,
    5000, 5500, 6000, 6500, 7000, 7500, 8000, 8500, 9000, 9500,
    10000, 10500, 11000, 11500, 12000, 12500, 13000, 13500, 14000, 16750,
    18000, 19100, 21550, 23000, 23900, 26350, 27375,
  ],
  obligations: [
    [12, 18, 21, 24, 26, 28], // 50
    [115, 175, 212, 237, 261, 283], // 500
    [242, 368, 445, 497, 547, 595], // 1050
    [346, 526, 636, 711, 782, 850], // 1500
    [461, 702, 848, 948, 1042, 1133], // 2000
    [588, 895, 1082, 1208, 1329, 1445], // 2500
    [703, 1070, 1294, 1445, 1589, 1728], // 3000
    [818, 1240, 1497, 1672, 1839, 1999], // 3500
    [921, 1378, 1656, 1849, 2034, 2211], // 4000
    [994, 1497, 1796, 2007, 2207, 2399], // 4500
    [1110, 1674, 2006, 2241, 2465, 2679], // 5000
    [1163, 1752, 2094, 2339, 2573, 2796], // 5500
    [1211, 1808, 2142, 2393, 2632, 2861], // 6000
    [1274, 1909, 2272, 2538, 2792, 3035], // 6500
    [1319, 1969, 2333, 2606, 2866, 3116], // 7000
    [1376, 2042, 2404, 2686, 2954, 3211], // 7500
    [1444, 2137, 2507, 2801, 3081, 3349], // 8000
    [1525, 2251, 2636, 2944, 3239, 3521], // 8500
    [1585, 2351, 2765, 3089, 3398, 3694], // 9000
    [1639, 2433, 2866, 3201, 3522, 3828], // 9500
    [1686, 2499, 2938, 3282, 3610, 3924], // 10000
    [1740, 2570, 3012, 3364, 3700, 4022], // 10500
    [1806, 2658, 3103, 3466, 3813, 4144], // 11000
    [1853, 2718, 3161, 3531, 3884, 4222], // 11500
    [1892, 2767, 3208, 3583, 3941, 4284], // 12000
    [1949, 2850, 3303, 3689, 4058, 4411], // 12500
    [2020, 2955, 3427, 3828, 4211, 4578], // 13000
    [2077, 3040, 3527, 3940, 4334, 4711], // 13500
    [2155, 3151, 3652, 4079, 4487, 4878], // 14000
    [2461, 3592, 4157, 4643, 5107, 5552], // 16750
    [2581, 3799, 4435, 4953, 5449, 5923], // 18000
    [2691, 3986, 4685, 5233, 5756, 6257], // 19100
    [2950, 4357, 5104, 5702, 6272, 6817], // 21550
    [3096, 4564, 5339, 5964, 6571, 7142], // 23000
    [3189, 4698, 5490, 6133, 6746, 7333], // 23900
    [3449, 5069, 5910, 6601, 7261, 7893], // 26350
    [3547, 5210, 6069, 6779, 7457, 8106], // 27375
  ],
};
