import type { ScheduleTable } from '../../models/schedule.js';

/**
 * Anchor rows of New Hampshire's Child Support Guideline Calculation Table (Form DCSS s651, 2024/2025
 * tables; RSA 458-C): combined adjusted gross monthly income in $10 bands from $1,690 to $31,089,
 * total support obligation for 1, 2, 3 and 4+ children, in dollars and cents. The table has the
 * state's standard gross-to-net conversion and the RSA 458-C:3 percentages built in.
 *
 * NOT the full table: 19 of its rows (the lower bound of each $10 band) taken from the full
 * transcription in sadiyaqeen92639572-cloud/child-support-calculator-usa
 * (data/schedules/new-hampshire_schedule.json, from the DHHS PDF's text layer). Not checked against a
 * second source; results between them are interpolated and are estimates.
 */
export const NEW_HAMPSHIRE_TABLE_ANCHORS: ScheduleTable = {
  incomes: [
    1690, 1750, 2000, 2500, 3000, 3500, 3750, 7450, 8000, 8500, 9000, 9500, 18590, 19000, 20000, 20630, 29100,
    30000, 31080,
  ],
  obligations: [
    [386.28, 537.28, 643.7, 681.71], // 1690
    [398.27, 554.27, 664.15, 703.4], // 1750
    [447.84, 624.75, 749.04, 793.43], // 2000
    [543.13, 760.14, 912.89, 967.45], // 2500
    [630.47, 881.1, 1061.97, 1126.57], // 3000
    [714.96, 997, 1205.2, 1279.84], // 3500
    [757.96, 1053.88, 1273.54, 1353.2], // 3750
    [1273.86, 1775.14, 2131.72, 2280.29], // 7450
    [1342.24, 1861.6, 2241.39, 2399.64], // 8000
    [1403.13, 1937.32, 2338.22, 2505.26], // 8500
    [1477, 2024.54, 2446.54, 2622.38], // 9000
    [1550.87, 2109.92, 2553.02, 2737.65], // 9500
    [2614.14, 3577.24, 4265.17, 4609.14], // 18590
    [2665.28, 3647.22, 4348.61, 4699.31], // 19000
    [2790.01, 3817.91, 4552.13, 4919.23], // 20000
    [2868.6, 3925.45, 4680.34, 5057.79], // 20630
    [3885.32, 5316.76, 6339.21, 6850.44], // 29100
    [3992.46, 5463.36, 6514.01, 7039.33], // 30000
    [4121.01, 5639.28, 6723.76, 7266], // 31080
  ],
};
