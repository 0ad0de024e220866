import type { ScheduleTable } from '../../models/schedule.js';

/**
 * Anchor rows of the Arizona Child Support Guidelines' schedule of basic child support obligations
 * (guidelines for actions filed on or after 2022-01-01; combined monthly gross income to $30,000,
 * 1 to 6 children).
 *
 * NOT the full schedule: these 31 rows are the subset transcribed in
 * sadiyaqeen92639572-cloud/child-support-calculator-usa (data/schedules/arizona_schedule.json),
 * which cites the 2022 guidelines PDF (superiorcourt.maricopa.gov). Not checked against a second
 * source; results interpolated between them are estimates (gaps up to $8,650 wide).
 *
 * Search for the full 2022 schedule, 2026-11-21 (none found; recorded so the next attempt starts elsewhere):
 * - GitHub index, exact strings of anchor cells in several spellings: "1551, 1847", "1551,1847",
 *   "1034, 1551", "1034,1551", "1,034 1,551", "1,847 2,063", "2572,3911" — no schedule hits (only
 *   unrelated numbers); "Parenting Time Table A", "173-182.5", "0.012, 0.031" (guessed Table A
 *   spellings) — nothing Arizona.
 * - "AZ_CS_SCHEDULE" finds one Arizona calculator (a Navajo County petition app, static/js/intake.js), but
 *   its table is "sampled at representative income levels" and disagrees with these rows ($1,000: 226 and
 *   295 against 211 and 321), so it was not used.
 * - Repository names containing child-support / childsupport / arizona: no other Arizona schedule.
 * - Stored pages (court PDFs on doc-sharing sites) show only the guidelines' opening text (2005, 2011,
 *   2015, 2018 editions), never the schedule pages; the docs corpus had nothing.
 */
export const ARIZONA_SCHEDULE_ANCHORS: ScheduleTable = {
  incomes: [
    750, 1000, 1500, 2000, 2500, 2700, 3000, 3500, 4000, 4500, 4850, 5400,
    6000, 7050, 7500, 8000, 8500, 9150, 13500, 14000, 14500, 15000, 15600, 24250,
    25000, 25800, 26350, 27000, 28000, 28500, 30000,
  ],
  obligations: [
    [159, 243, 293, 328, 360, 392],
    [211, 321, 389, 434, 477, 519],
    [304, 463, 559, 625, 687, 747],
    [395, 601, 727, 812, 893, 971],
    [485, 738, 892, 996, 1096, 1191],
    [520, 792, 958, 1070, 1177, 1279],
    [574, 874, 1057, 1180, 1298, 1411],
    [663, 1003, 1210, 1352, 1487, 1617],
    [750, 1123, 1349, 1507, 1658, 1802],
    [826, 1247, 1495, 1670, 1837, 1997],
    [865, 1306, 1566, 1749, 1924, 2091],
    [914, 1385, 1660, 1854, 2038, 2216],
    [953, 1429, 1716, 1918, 2109, 2292],
    [1034, 1551, 1847, 2063, 2269, 2467],
    [1058, 1578, 1869, 2088, 2297, 2497],
    [1092, 1622, 1912, 2135, 2349, 2553],
    [1135, 1681, 1975, 2206, 2427, 2638],
    [1204, 1778, 2083, 2326, 2559, 2781],
    [1512, 2212, 2565, 2865, 3151, 3426],
    [1554, 2273, 2634, 2942, 3236, 3518],
    [1604, 2347, 2721, 3040, 3354, 3646],
    [1650, 2415, 2801, 3129, 3442, 3741],
    [1703, 2493, 2893, 3232, 3555, 3864],
    [2238, 3337, 3949, 4411, 4852, 5274],
    [2282, 3412, 4050, 4524, 4976, 5409],
    [2328, 3491, 4158, 4644, 5108, 5553],
    [2360, 3546, 4232, 4727, 5199, 5652],
    [2398, 3611, 4319, 4824, 5307, 5769],
    [2456, 3711, 4454, 4975, 5472, 5948],
    [2485, 3761, 4521, 5050, 5555, 6038],
    [2572, 3911, 4723, 5276, 5803, 6308],
  ],
};
