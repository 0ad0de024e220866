import type { ScheduleTable } from '../../models/schedule.js';

/**
 * Anchor rows of the Connecticut Schedule of Basic Child Support Obligations (Regs. Conn. State
 * Agencies § 46b-215a-2c(e), guidelines effective 2015-07-01): combined NET WEEKLY income $50 to
 * $4,000 in $10 rows in the official schedule, total weekly obligation for 1 to 6 children.
 *
 * NOT the full schedule: 37 of its 396 rows, taken from the transcription in
 * sadiyaqeen92639572-cloud/child-support-calculator-usa (data/schedules/connecticut_schedule.json).
 * Not checked against a second source; results between them are interpolated and are estimates.
 */
export const CONNECTICUT_WEEKLY_SCHEDULE_ANCHORS: ScheduleTable = {
  incomes: [
    50, 100, 150, 160, 200, 250, 300, 350, 400, 450, 500, 600, 700, 800, 900, 950, 1440, 1500, 1600, 1700,
    1800, 1900, 2000, 2100, 2200, 2300, 2370, 3090, 3200, 3300, 3400, 3500, 3600, 3700, 3800, 3900, 4000,
  ],
  obligations: [
    [5, 5, 5, 6, 6, 6], // 50
    [10, 11, 12, 13, 14, 16], // 100
    [15, 18, 20, 23, 26, 29], // 150
    [16, 23, 27, 30, 33, 36], // 160
    [36, 46, 53, 57, 61, 66], // 200
    [59, 75, 85, 91, 97, 103], // 250
    [76, 105, 117, 125, 133, 140], // 300
    [89, 126, 145, 160, 168, 177], // 350
    [101, 143, 166, 184, 202, 214], // 400
    [114, 160, 185, 207, 227, 244], // 450
    [126, 176, 204, 227, 250, 272], // 500
    [148, 206, 238, 266, 292, 318], // 600
    [169, 235, 276, 309, 340, 369], // 700
    [192, 266, 314, 350, 385, 419], // 800
    [214, 294, 350, 391, 430, 468], // 900
    [222, 308, 369, 412, 453, 492], // 950
    [271, 403, 477, 533, 586, 637], // 1440
    [278, 414, 489, 546, 601, 653], // 1500
    [294, 438, 516, 577, 634, 690], // 1600
    [300, 447, 529, 591, 650, 706], // 1700
    [305, 455, 536, 598, 658, 715], // 1800
    [311, 461, 540, 604, 664, 722], // 1900
    [319, 474, 557, 623, 685, 745], // 2000
    [331, 493, 580, 648, 713, 775], // 2100
    [347, 516, 607, 679, 746, 811], // 2200
    [358, 533, 627, 701, 771, 838], // 2300
    [364, 542, 638, 713, 784, 852], // 2370
    [419, 623, 733, 818, 900, 979], // 3090
    [424, 629, 740, 826, 909, 988], // 3200
    [428, 635, 746, 834, 917, 997], // 3300
    [435, 641, 753, 841, 925, 1006], // 3400
    [441, 647, 759, 848, 933, 1014], // 3500
    [447, 654, 768, 857, 943, 1025], // 3600
    [454, 668, 782, 873, 961, 1044], // 3700
    [462, 681, 796, 889, 978, 1063], // 3800
    [472, 695, 810, 905, 995, 1082], // 3900
    [482, 708, 824, 921, 1013, 1101], // 4000
  ],
};

/** Reported upper limits of the schedule's low-income obligor (darker shaded) area, weekly net income, 1-6 children. */
export const CONNECTICUT_LOW_INCOME_OBLIGOR_LIMITS: readonly number[] = [280, 320, 360, 400, 440, 480];
