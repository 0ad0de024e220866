import type { ScheduleTable } from '../../models/schedule.js';

/**
 * Anchor rows of the Maine Child Support Table (19-A M.R.S. § 2006; table in force since 2021-2022):
 * parents' combined ANNUAL gross income $16,800 to $400,000; each cell is the WEEKLY basic support
 * entitlement PER CHILD for a family of 1 to 6 children (multiply by the number of children). The
 * first rows ($16,800-$22,800) are the table's self-support reserve (shaded) area.
 *
 * NOT the full table: 26 of its 673 rows, taken from the transcription in
 * sadiyaqeen92639572-cloud/child-support-calculator-usa (data/schedules/maine_schedule.json, from the
 * DHHS table PDF). That transcription has one amount per family size; the official table's separate
 * amounts by the children's age (0-11, 12-17) could not be checked. Results between rows are
 * interpolated and are estimates.
 */
export const MAINE_TABLE_ANCHORS: ScheduleTable = {
  incomes: [
    16_800, 18_000, 19_800, 21_000, 22_800, 24_000, 27_000, 30_000, 33_000, 36_000, 40_200, 45_000, 50_400,
    55_200, 60_000, 65_400, 70_200, 156_000, 165_000, 180_000, 190_200, 200_400, 210_000, 363_600, 380_000,
    400_000,
  ],
  obligations: [
    [24, 12, 8, 6, 5, 4], // 16800
    [40, 20, 14, 10, 8, 7], // 18000
    [64, 32, 22, 17, 13, 11], // 19800
    [78, 40, 27, 21, 17, 14], // 21000
    [84, 53, 35, 27, 22, 18], // 22800
    [88, 60, 41, 31, 25, 21], // 24000
    [98, 74, 54, 41, 33, 28], // 27000
    [107, 82, 66, 51, 41, 35], // 30000
    [117, 89, 72, 60, 49, 41], // 33000
    [126, 96, 77, 65, 57, 48], // 36000
    [140, 106, 86, 72, 63, 57], // 40200
    [155, 118, 95, 80, 70, 63], // 45000
    [172, 130, 104, 87, 77, 70], // 50400
    [187, 140, 112, 94, 82, 75], // 55200
    [199, 149, 119, 100, 88, 80], // 60000
    [211, 159, 127, 107, 94, 85], // 65400
    [221, 167, 133, 112, 98, 89], // 70200
    [337, 250, 196, 165, 145, 131], // 156000
    [349, 258, 202, 169, 149, 135], // 165000
    [371, 273, 212, 178, 156, 142], // 180000
    [380, 279, 216, 181, 159, 144], // 190200
    [391, 286, 221, 185, 163, 147], // 200400
    [406, 297, 230, 192, 169, 153], // 210000
    [581, 429, 336, 281, 247, 224], // 363600
    [598, 442, 345, 289, 254, 231], // 380000
    [620, 457, 357, 299, 263, 238], // 400000
  ],
};
