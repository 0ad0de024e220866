import type { ScheduleTable } from '../../models/schedule.js';

/**
 * Ohio basic child support schedule, JFS 07767 (rev. 6/2023), annual combined income, 1-6 children.
 * NOT the complete official table: these are the 98 rows (of the 547 the form prints, every $600 from
 * $8,400 to $336,000) that the public repository sadiyaqeen92639572-cloud/child-support-calculator-usa
 * transcribed from the ODJFS PDF (data/schedules/ohio_schedule.json, commit 73163dcb; read 2026-11-21).
 * The form itself could not be obtained here, so the engine interpolates between these rows and Ohio
 * stays an estimate.
 *
 * Where the schedule comes from (read 2026-11-21):
 * - R.C. 3119.021 (HB 366, 132nd GA, effective 2019-03-28; https://codes.ohio.gov/ohio-revised-code/section-3119.021)
 *   tells the ODJFS director to create the schedule by rule: a guideline-income column from $8,400 in $600
 *   steps and six child columns, the amounts derived from percentages by income band printed in
 *   (B)(1)(a)-(f), with a self-sufficiency reserve of 116% of the 2016 HHS poverty guideline for one
 *   person ((B)(2)). Only the one-child bands could be read (the stored copies stop there); the two- to
 *   six-child bands, the rest of (B)(2) and any updating clause were not obtainable.
 * - Ohio Adm.Code 5101:12-1-17(A)(1) makes JFS 07767 the schedule every court and CSEA uses; its revision
 *   date is listed in 5101:12-1-99 (the stored copy is cut off before that entry). ODJFS transmittal
 *   CSPMTL-186 records an amendment of the JFS 07767 revision date.
 * - A Cincinnati family-law firm (bethsilverman.com, "Ohio's Updated Child Support Schedule") reports that
 *   R.C. 3119.023 has ODJFS review the schedule at least every four years, the review of February 2022 and an
 *   updated schedule effective June 2023, giving $11,972 for one child at $80,400 against $10,605 ($11,972
 *   − $1,367) in the 2019 schedule. The engine starts this version on 2023-06-01; the day is not confirmed.
 *
 * Cross-checks made (ohio.test.ts repeats each one):
 * 1. Official formula, one child. All 30 transcribed one-child rows from $42,000 to $198,000 equal, to
 *    the dollar, the R.C. 3119.021(B)(1)(a) one-child percentages with every band threshold multiplied by
 *    1.24636 (one factor fits all 30 rows; any value from 1.246355 to 1.246363 does).
 *    R.C. 3119.021 as printed gives $7,064 at $42,000; the form's $7,191 is the same formula with the
 *    thresholds raised by that factor, not a transcription slip. (The bands that could be read end at
 *    $161,342.28, × 1.24636 = $201,090, hence the upper end of the check.)
 * 2. Self-sufficiency rows, all columns. Every cell up to $39,600 equals the larger of $960 + 5%, 10%,
 *    12%, 13%, 14%, 15% (1-6 children) of income over $8,400 and 30% of income over $16,912.80, which is
 *    116% of the 2023 HHS poverty guideline for one person ($14,580); no cell anywhere exceeds that line.
 *    The 2019 schedule followed the same rule with the statutory reserve: a law firm's reading of it
 *    (wscottrussell.com, March 2019) gives $9,366 at $45,000 for three children, and
 *    30% × ($45,000 − 116% × $11,880) = $9,365.76.
 * 3. A row the transcription lacks: one child at $80,400. The formula with thresholds × 1.24636 gives
 *    $11,972.12 and the statute as printed gives $10,605.45, the two figures the firm quotes for the 2023
 *    and 2019 schedules; so the 2019 schedule was the statute's formula itself and the 2023 one raises its
 *    thresholds by that factor. (Interpolating the transcribed rows gives $11,966 there.)
 * 4. Top row: $336,000, as a law firm's summary of the 2019 schedule also states (wwklaw.com, "Changes to
 *    Ohio child support guidelines").
 * Not cross-checked: the two- to six-child amounts above the self-sufficiency rows (no second copy of the
 * form and no statutory percentages for them could be read).
 */
export const OHIO_SCHEDULE_ANCHORS: ScheduleTable = {
  incomes: [
    8400, 9000, 9600, 10200, 10800, 11400, 12000, 12600, 13200, 13800, 14400, 15000, 15600, 16200, 16800,
    17400, 18000, 18600, 19200, 19800, 20400, 21000, 21600, 22200, 22800, 23400, 24000, 24600, 25200, 25800,
    26400, 27000, 27600, 28200, 28800, 29400, 30000, 30600, 31200, 31800, 32400, 33000, 33600, 36000, 39600,
    42000, 45000, 48000, 51000, 54000, 57000, 60000, 66000, 72000, 78000, 84000, 90000, 96000, 102000,
    108000, 114000, 120000, 126000, 132000, 138000, 144000, 150000, 156000, 162000, 168000, 174000, 180000,
    186000, 192000, 198000, 204000, 210000, 216000, 222000, 228000, 234000, 240000, 246000, 252000, 258000,
    264000, 270000, 276000, 282000, 288000, 294000, 300000, 306000, 312000, 318000, 324000, 330000, 336000,
  ],
  obligations: [
    [960, 960, 960, 960, 960, 960],
    [990, 1020, 1032, 1038, 1044, 1050],
    [1020, 1080, 1104, 1116, 1128, 1140],
    [1050, 1140, 1176, 1194, 1212, 1230],
    [1080, 1200, 1248, 1272, 1296, 1320],
    [1110, 1260, 1320, 1350, 1380, 1410],
    [1140, 1320, 1392, 1428, 1464, 1500],
    [1170, 1380, 1464, 1506, 1548, 1590],
    [1200, 1440, 1536, 1584, 1632, 1680],
    [1230, 1500, 1608, 1662, 1716, 1770],
    [1260, 1560, 1680, 1740, 1800, 1860],
    [1290, 1620, 1752, 1818, 1884, 1950],
    [1320, 1680, 1824, 1896, 1968, 2040],
    [1350, 1740, 1896, 1974, 2052, 2130],
    [1380, 1800, 1968, 2052, 2136, 2220],
    [1410, 1860, 2040, 2130, 2220, 2310],
    [1440, 1920, 2112, 2208, 2304, 2400],
    [1470, 1980, 2184, 2286, 2388, 2490],
    [1500, 2040, 2256, 2364, 2472, 2580],
    [1530, 2100, 2328, 2442, 2556, 2670],
    [1560, 2160, 2400, 2520, 2640, 2760],
    [1590, 2220, 2472, 2598, 2724, 2850],
    [1620, 2280, 2544, 2676, 2808, 2940],
    [1650, 2340, 2616, 2754, 2892, 3030],
    [1766, 2400, 2688, 2832, 2976, 3120],
    [1946, 2460, 2760, 2910, 3060, 3210],
    [2126, 2520, 2832, 2988, 3144, 3300],
    [2306, 2580, 2904, 3066, 3228, 3390],
    [2486, 2640, 2976, 3144, 3312, 3480],
    [2666, 2700, 3048, 3222, 3396, 3570],
    [2846, 2846, 3120, 3300, 3480, 3660],
    [3026, 3026, 3192, 3378, 3564, 3750],
    [3206, 3206, 3264, 3456, 3648, 3840],
    [3386, 3386, 3386, 3534, 3732, 3930],
    [3566, 3566, 3566, 3612, 3816, 4020],
    [3746, 3746, 3746, 3746, 3900, 4110],
    [3926, 3926, 3926, 3926, 3984, 4200],
    [4106, 4106, 4106, 4106, 4106, 4290],
    [4286, 4286, 4286, 4286, 4286, 4380],
    [4466, 4466, 4466, 4466, 4466, 4470],
    [4646, 4646, 4646, 4646, 4646, 4646],
    [4826, 4826, 4826, 4826, 4826, 4826],
    [5006, 5006, 5006, 5006, 5006, 5006],
    [5726, 5726, 5726, 5726, 5726, 5726],
    [6806, 6806, 6806, 6806, 6806, 6806],
    [7191, 7526, 7526, 7526, 7526, 7526],
    [7672, 8426, 8426, 8426, 8426, 8426],
    [8154, 9326, 9326, 9326, 9326, 9326],
    [8606, 10226, 10226, 10226, 10226, 10226],
    [9049, 11126, 11126, 11126, 11126, 11126],
    [9493, 12026, 12026, 12026, 12026, 12026],
    [9937, 12926, 12926, 12926, 12926, 12926],
    [10685, 14726, 14726, 14726, 14726, 14726],
    [11348, 16526, 16526, 16526, 16526, 16526],
    [11800, 17692, 18326, 18326, 18326, 18326],
    [12215, 18257, 20126, 20126, 20126, 20126],
    [12570, 18770, 21926, 21926, 21926, 21926],
    [12925, 19283, 22773, 23726, 23726, 23726],
    [13365, 19945, 23654, 25526, 25526, 25526],
    [13854, 20695, 24474, 27326, 27326, 27326],
    [14332, 21420, 25351, 28316, 29126, 29126],
    [14594, 21736, 25629, 28627, 30926, 30926],
    [14810, 22007, 25881, 28909, 31799, 32726],
    [14934, 22184, 26082, 29133, 32046, 34526],
    [15228, 22626, 26608, 29721, 32694, 35539],
    [15686, 23322, 27447, 30658, 33725, 36660],
    [16145, 24019, 28286, 31596, 34757, 37780],
    [16643, 24773, 29191, 32607, 35868, 38988],
    [17151, 25540, 30109, 33632, 36995, 40214],
    [17602, 26205, 30934, 34497, 37946, 41249],
    [17939, 26662, 31372, 35034, 38537, 41891],
    [18276, 27118, 31858, 35572, 39128, 42534],
    [18647, 27659, 32472, 36270, 39897, 43368],
    [19024, 28219, 33128, 37003, 40704, 44245],
    [19402, 28778, 33784, 37736, 41510, 45121],
    [19758, 29333, 34469, 38503, 42353, 46038],
    [20092, 29883, 35186, 39304, 43234, 46996],
    [20426, 30434, 35903, 40106, 44115, 47954],
    [20772, 30988, 36664, 40887, 44976, 48888],
    [21196, 31560, 37264, 41557, 45714, 49690],
    [21621, 32132, 37865, 42228, 46452, 50493],
    [22045, 32704, 38466, 42899, 47190, 51295],
    [22262, 33024, 38778, 43315, 47646, 51789],
    [22431, 33283, 39094, 43668, 48034, 52212],
    [22600, 33543, 39411, 44022, 48423, 52635],
    [22769, 33803, 39727, 44375, 48812, 53057],
    [22938, 34062, 40044, 44729, 49201, 53480],
    [23151, 34366, 40387, 45111, 49623, 53941],
    [23414, 34723, 40764, 45532, 50086, 54444],
    [23678, 35080, 41141, 45953, 50549, 54947],
    [23941, 35437, 41518, 46374, 51012, 55450],
    [24205, 35794, 41895, 46795, 51475, 55953],
    [24469, 36151, 42271, 47216, 51938, 56457],
    [24732, 36508, 42648, 47636, 52401, 56960],
    [24996, 36865, 43025, 48057, 52864, 57463],
    [25246, 37225, 43431, 48514, 53307, 57945],
    [25472, 37590, 43898, 49035, 53937, 58631],
    [25697, 37955, 44364, 49556, 54511, 59254],
  ],
};
