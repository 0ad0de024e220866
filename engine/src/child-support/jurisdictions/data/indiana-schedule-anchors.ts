import type { ScheduleTable } from '../../models/schedule.js';

/**
 * Anchor rows of Indiana's Guideline Schedules for Weekly Support Payments (Child Support
 * Guidelines as amended effective 2024-01-01; combined weekly adjusted income $100 to $9,200,
 * columns for 1 to 6 children kept here).
 *
 * NOT the full schedule: these 32 rows are the subset transcribed in
 * sadiyaqeen92639572-cloud/child-support-calculator-usa (data/schedules/indiana_schedule.json),
 * which cites the Allen County mirror of the official PDF. Not checked against a second source;
 * results interpolated between them are estimates.
 */
export const INDIANA_WEEKLY_SCHEDULE_ANCHORS: ScheduleTable = {
  incomes: [
    100, 200, 300, 400, 500, 550, 700, 800, 910, 1000, 1100, 1200,
    1320, 1740, 1900, 2140, 2300, 2550, 3380, 3600, 3780, 4610, 4800, 5000,
    5420, 5600, 5820, 6650, 6900, 7050, 9110, 9200,
  ],
  obligations: [
    [12, 18, 22, 24, 25, 27],
    [31, 41, 48, 53, 56, 61],
    [49, 65, 73, 82, 87, 96],
    [68, 88, 99, 111, 118, 130],
    [87, 112, 125, 139, 149, 164],
    [96, 123, 137, 154, 165, 181],
    [129, 184, 210, 227, 232, 250],
    [146, 219, 263, 281, 290, 309],
    [166, 249, 311, 341, 348, 368],
    [180, 270, 338, 380, 395, 416],
    [195, 293, 366, 411, 437, 470],
    [210, 315, 394, 443, 471, 513],
    [224, 336, 420, 473, 502, 547],
    [255, 383, 478, 538, 572, 623],
    [269, 404, 504, 567, 603, 657],
    [283, 425, 531, 597, 634, 691],
    [295, 443, 553, 622, 661, 721],
    [320, 480, 600, 675, 717, 782],
    [383, 575, 718, 808, 858, 936],
    [394, 591, 739, 831, 883, 963],
    [406, 609, 761, 856, 910, 992],
    [474, 676, 802, 899, 976, 1064],
    [485, 688, 804, 901, 984, 1073],
    [497, 701, 806, 903, 993, 1082],
    [521, 735, 845, 946, 1041, 1134],
    [531, 749, 861, 964, 1061, 1156],
    [544, 767, 882, 988, 1087, 1185],
    [593, 836, 962, 1077, 1185, 1291],
    [608, 857, 986, 1104, 1215, 1324],
    [617, 870, 1000, 1121, 1233, 1344],
    [740, 1043, 1200, 1344, 1478, 1611],
    [745, 1050, 1208, 1353, 1488, 1622],
  ],
};
