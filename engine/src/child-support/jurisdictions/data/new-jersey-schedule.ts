import type { ScheduleTable } from '../../models/schedule.js';

/**
 * New Jersey Schedule of Child Support Awards, Court Rules Appendix IX-F as revised effective 2025-09-01,
 * combined WEEKLY net income, 1-6 children: NOT the full official table (343 rows, mostly $10 apart from
 * $180 to $3,600). These are the 45 rows transcribed by the public research repository
 * sadiyaqeen92639572-cloud/child-support-calculator-usa (data/schedules/new-jersey_schedule.json,
 * commit 570464d6, citing https://www.njcourts.gov/sites/default/files/attorneys/rules-of-court/app9f.pdf;
 * read 2026-11-21). The official schedule could not be obtained here, so New Jersey stays an estimate.
 *
 * Checks made: every row ascends and no column decreases. No second source of the 2025 revision was
 * found; the only other schedule seen (an earlier Appendix IX-F, $50 for one child at $180) predates it.
 */
export const NEW_JERSEY_2025_SCHEDULE_ANCHORS: ScheduleTable = {
  incomes: [
    180, 200, 220, 240, 260, 280, 300, 320, 340, 360, 380, 400, 420, 440, 460, 480, 500, 550, 600, 650, 700,
    750, 800, 850, 900, 950, 1000, 1100, 1200, 1300, 1400, 1500, 1600, 1700, 1800, 1900, 2000, 2200, 2400,
    2600, 2800, 3000, 3200, 3400, 3600,
  ],
  obligations: [
    [63, 125, 133, 148, 163, 177],
    [70, 132, 141, 157, 173, 188],
    [78, 139, 148, 165, 182, 198],
    [85, 145, 156, 174, 191, 208],
    [93, 152, 164, 182, 201, 218],
    [100, 158, 171, 191, 210, 228],
    [107, 165, 179, 199, 219, 238],
    [114, 171, 186, 207, 228, 248],
    [121, 177, 193, 215, 237, 258],
    [128, 183, 200, 223, 246, 267],
    [134, 189, 207, 231, 254, 277],
    [141, 195, 214, 239, 263, 286],
    [147, 201, 221, 247, 271, 295],
    [153, 207, 228, 254, 280, 304],
    [160, 212, 235, 262, 288, 313],
    [166, 218, 241, 269, 296, 322],
    [172, 224, 248, 277, 304, 331],
    [187, 237, 264, 295, 324, 352],
    [201, 250, 280, 312, 343, 373],
    [214, 263, 295, 329, 362, 394],
    [227, 275, 310, 345, 380, 413],
    [239, 286, 324, 361, 398, 433],
    [250, 298, 338, 377, 415, 451],
    [261, 309, 352, 392, 431, 469],
    [273, 319, 365, 407, 448, 487],
    [283, 329, 378, 421, 463, 504],
    [293, 339, 390, 435, 479, 521],
    [310, 357, 414, 462, 508, 553],
    [327, 375, 437, 487, 536, 583],
    [342, 391, 459, 511, 563, 612],
    [357, 406, 479, 534, 588, 640],
    [369, 420, 499, 557, 612, 666],
    [382, 433, 518, 578, 636, 691],
    [393, 446, 537, 598, 658, 716],
    [403, 458, 554, 618, 680, 740],
    [414, 470, 572, 638, 701, 763],
    [425, 481, 589, 657, 722, 786],
    [446, 504, 623, 695, 764, 831],
    [470, 526, 657, 733, 806, 877],
    [495, 550, 692, 772, 849, 924],
    [525, 576, 729, 813, 895, 973],
    [561, 605, 769, 858, 944, 1027],
    [604, 637, 814, 907, 998, 1086],
    [656, 675, 862, 961, 1058, 1151],
    [717, 719, 917, 1022, 1125, 1223],
  ],
};
