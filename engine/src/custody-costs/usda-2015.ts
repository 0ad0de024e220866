import type { JurisdictionSlug } from '../jurisdictions.js';
import type { Source } from '../rules/source.js';

/*
 * USDA, Center for Nutrition Policy and Promotion: Lino, M., Kuczynski, K., Rodriguez, N., and Schap, T. (2017),
 * "Expenditures on Children by Families, 2015", Miscellaneous Publication No. 1528-2015 (January 2017, revised
 * March 2017: child care and education for ages 0-2 and 3-5 in the regional tables 2-5). USDA has published no
 * later edition, so this is the latest.
 *
 * Provenance. No copy of the PDF could be read here; the tables were taken from transcriptions and checked:
 * - All 140 rows of tables 1-7: GitHub dbrodsky21/gameplan, "gameplan/growth/raw_data/USDA Expenditures on
 *   Children by Families, 2015 - Assembled.csv" (commit 6231594168427a3101d32d0a233d5f44fc9135b1), read 2026-11-27.
 * - Table 5 (urban South), clothing, health care, child care and education, miscellaneous and transportation for
 *   every age band and income group (90 cells): GitHub Landonhollis/collegiateProjectionsApp,
 *   "TypesAndVariables/costGuides.ts" (commit 0526d40858841a7f11213ee52173b39de38a48d9), an independent
 *   transcription; all 90 cells agree with the first.
 * - The report's abstract as transcribed on fdocuments.us: the middle group's annual expenses "ranged from $12,350
 *   to $13,900 (depending on age of the child)" (Table 1), matched here; and the press figures $233,610 (middle,
 *   birth through 17, Table 1) and $193,020 (rural middle, Table 6), matched by the 0-17 rows.
 * - usda-2015.test.ts checks that every age row's categories add up to its total within USDA's $10 rounding and that
 *   each 0-17 row is 3 x the sum of the six age rows (3 years per band), in every table and column.
 * Whether the transcription carries the March 2017 revised child care values for ages 0-5 in tables 2-5 could not
 * be confirmed against the PDF; the rows that hold them are internally consistent.
 *
 * What a row is: annual expenses in 2015 dollars on the younger child of a two-child family (USDA's basis), by the
 * household's before-tax income group. The 2015 edition's own adjustment factors for one child or three or more are
 * not applied: they were not found in a readable copy of the report (only in press coverage of it).
 */

/** The USDA budget categories, in the tables' column order after the total. */
export const USDA_CATEGORIES = [
  'housing',
  'food',
  'transportation',
  'clothing',
  'healthCare',
  'childCareAndEducation',
  'miscellaneous',
] as const;
export type UsdaCategory = (typeof USDA_CATEGORIES)[number];

export const USDA_AGE_BANDS = ['0-2', '3-5', '6-8', '9-11', '12-14', '15-17'] as const;
export type UsdaAgeBand = (typeof USDA_AGE_BANDS)[number];

export type UsdaIncomeGroup = 'lower' | 'middle' | 'higher';

/** A table row: total, then the seven categories in {@link USDA_CATEGORIES} order; annual 2015 dollars. */
export type UsdaRow = readonly [number, number, number, number, number, number, number, number];

export type UsdaTableKey = 'us' | 'urban-northeast' | 'urban-west' | 'urban-midwest' | 'urban-south' | 'rural' | 'single-parent-us';

export const USDA_2015_SOURCE: Source = {
  title: 'USDA Center for Nutrition Policy and Promotion, Expenditures on Children by Families, 2015 (Miscellaneous Publication No. 1528-2015, revised March 2017)',
  section: 'Tables 1-6 (married-couple families, overall United States, urban regions and rural areas); read from the transcriptions named in usda-2015.ts, not the PDF',
  url: 'https://www.cnpp.usda.gov/sites/default/files/expenditures_on_children_by_families/crc2015.pdf',
};

export interface UsdaTable {
  table: number;
  name: string;
  familyType: 'married-couple' | 'single-parent';
  /** Upper bounds of the income groups, 2015 before-tax dollars: below the first is lower, up to the second middle. */
  groupBounds: readonly [number, number] | readonly [number];
  rows: Partial<Record<UsdaIncomeGroup, readonly UsdaRow[]>>;
}

/** USDA's income groups, 2015 before-tax dollars: less than $59,200; $59,200 to $107,400; more than $107,400. */
export const USDA_INCOME_BOUNDS_2015 = [59_200, 107_400] as const;

/** Rows in {@link USDA_AGE_BANDS} order, then the 0-17 total (the sum over 18 years). */
const ROWS: Record<UsdaTableKey, Partial<Record<UsdaIncomeGroup, readonly UsdaRow[]>>> = {
  'us': {
    lower: [
      [9690, 3160, 1310, 1200, 670, 820, 2080, 450], // 0-2
      [9700, 3160, 1350, 1250, 540, 760, 2080, 560], // 3-5
      [9330, 3160, 1930, 1310, 540, 790, 920, 680], // 6-8
      [9960, 3160, 2200, 1350, 690, 900, 920, 740], // 9-11
      [9570, 3160, 2290, 1500, 740, 860, 440, 580], // 12-14
      [9980, 3160, 2300, 1690, 720, 910, 640, 560], // 15-17
      [174690, 56880, 34140, 24900, 11700, 15120, 21240, 10710], // 0-17
    ],
    middle: [
      [12680, 3680, 1580, 1790, 750, 1180, 2870, 830], // 0-2
      [12730, 3680, 1690, 1840, 600, 1110, 2870, 940], // 3-5
      [12350, 3680, 2280, 1900, 600, 1130, 1710, 1050], // 6-8
      [13180, 3680, 2680, 1940, 780, 1280, 1710, 1110], // 9-11
      [13030, 3680, 2780, 2090, 860, 1240, 1430, 950], // 12-14
      [13900, 3680, 2790, 2270, 830, 1300, 2090, 940], // 15-17
      [233610, 66240, 41400, 35490, 13260, 21720, 38040, 17460], // 0-17
    ],
    higher: [
      [19770, 5460, 2210, 2590, 1110, 1580, 5170, 1650], // 0-2
      [19790, 5460, 2320, 2640, 940, 1490, 5170, 1770], // 3-5
      [19380, 5460, 2960, 2690, 940, 1440, 4010, 1880], // 6-8
      [20700, 5460, 3570, 2740, 1180, 1800, 4010, 1940], // 9-11
      [21050, 5460, 3560, 2890, 1310, 1740, 4310, 1780], // 12-14
      [23380, 5460, 3720, 3070, 1280, 1820, 6270, 1760], // 15-17
      [372210, 98280, 55020, 49860, 20280, 29610, 86820, 32340], // 0-17
    ],
  },
  'urban-northeast': {
    lower: [
      [11240, 3770, 1360, 1200, 960, 720, 2740, 490], // 0-2
      [11220, 3770, 1390, 1240, 810, 670, 2740, 600], // 3-5
      [10850, 3770, 1990, 1300, 810, 690, 1570, 720], // 6-8
      [11520, 3770, 2270, 1340, 1000, 800, 1570, 770], // 9-11
      [11330, 3770, 2350, 1490, 1080, 760, 1260, 620], // 12-14
      [12120, 3770, 2370, 1680, 1050, 810, 1840, 600], // 15-17
      [204840, 67860, 35190, 24750, 17130, 13350, 35160, 11400], // 0-17
    ],
    middle: [
      [14220, 4380, 1620, 1780, 1030, 1060, 3490, 860], // 0-2
      [14270, 4380, 1730, 1830, 880, 990, 3490, 970], // 3-5
      [13920, 4380, 2340, 1890, 880, 1020, 2320, 1090], // 6-8
      [14760, 4380, 2740, 1930, 1090, 1160, 2320, 1140], // 9-11
      [14820, 4380, 2850, 2080, 1200, 1110, 2210, 990], // 12-14
      [16040, 4380, 2860, 2270, 1170, 1170, 3220, 970], // 15-17
      [264090, 78840, 42420, 35340, 18750, 19530, 51150, 18060], // 0-17
    ],
    higher: [
      [21610, 6510, 2240, 2590, 1430, 1440, 5720, 1680], // 0-2
      [21610, 6510, 2350, 2630, 1250, 1360, 5720, 1790], // 3-5
      [21240, 6510, 3010, 2690, 1250, 1320, 4550, 1910], // 6-8
      [22560, 6510, 3620, 2730, 1540, 1650, 4550, 1960], // 9-11
      [23090, 6510, 3610, 2880, 1700, 1590, 4990, 1810], // 12-14
      [25720, 6510, 3780, 3070, 1660, 1660, 7260, 1780], // 15-17
      [407490, 117180, 55830, 49770, 26490, 27060, 98370, 32790], // 0-17
    ],
  },
  'urban-west': {
    lower: [
      [10340, 3710, 1340, 1190, 840, 740, 2020, 500], // 0-2
      [10340, 3710, 1370, 1240, 700, 690, 2020, 610], // 3-5
      [9970, 3710, 1960, 1300, 710, 710, 850, 730], // 6-8
      [10590, 3710, 2230, 1340, 860, 820, 850, 780], // 9-11
      [10240, 3710, 2320, 1490, 930, 790, 370, 630], // 12-14
      [10610, 3710, 2340, 1680, 900, 830, 540, 610], // 15-17
      [186270, 66780, 34680, 24720, 14820, 13740, 19950, 11580], // 0-17
    ],
    middle: [
      [13340, 4310, 1600, 1780, 910, 1090, 2780, 870], // 0-2
      [13390, 4310, 1710, 1830, 760, 1020, 2780, 980], // 3-5
      [13030, 4310, 2310, 1890, 760, 1050, 1610, 1100], // 6-8
      [13850, 4310, 2710, 1930, 950, 1190, 1610, 1150], // 9-11
      [13700, 4310, 2810, 2080, 1040, 1140, 1320, 1000], // 12-14
      [14510, 4310, 2830, 2270, 1010, 1200, 1920, 970], // 15-17
      [245460, 77580, 41910, 35340, 16290, 20070, 36060, 18210], // 0-17
    ],
    higher: [
      [20670, 6400, 2220, 2580, 1290, 1480, 5010, 1690], // 0-2
      [20680, 6400, 2330, 2630, 1120, 1390, 5010, 1800], // 3-5
      [20290, 6400, 2980, 2690, 1120, 1350, 3830, 1920], // 6-8
      [21570, 6400, 3590, 2730, 1370, 1680, 3830, 1970], // 9-11
      [21910, 6400, 3580, 2880, 1500, 1630, 4100, 1820], // 12-14
      [24150, 6400, 3750, 3070, 1470, 1700, 5970, 1790], // 15-17
      [387810, 115200, 55350, 49740, 23610, 27690, 83250, 32970], // 0-17
    ],
  },
  'urban-midwest': {
    lower: [
      [9460, 3010, 1220, 1120, 820, 800, 1970, 520], // 0-2
      [9460, 3010, 1260, 1170, 680, 740, 1970, 630], // 3-5
      [9060, 3010, 1820, 1230, 680, 770, 800, 750], // 6-8
      [9690, 3010, 2080, 1270, 840, 890, 800, 800], // 9-11
      [9310, 3010, 2160, 1420, 910, 850, 310, 650], // 12-14
      [9660, 3010, 2180, 1610, 880, 900, 450, 630], // 15-17
      [169920, 54180, 32160, 23460, 14430, 14850, 18900, 11940], // 0-17
    ],
    middle: [
      [12370, 3500, 1490, 1710, 890, 1160, 2730, 890], // 0-2
      [12420, 3500, 1600, 1760, 740, 1090, 2730, 1000], // 3-5
      [12030, 3500, 2170, 1820, 740, 1120, 1560, 1120], // 6-8
      [12830, 3500, 2550, 1860, 930, 1260, 1560, 1170], // 9-11
      [12680, 3500, 2650, 2010, 1020, 1220, 1260, 1020], // 12-14
      [13470, 3500, 2670, 2200, 1000, 1280, 1830, 990], // 15-17
      [227400, 63000, 39390, 34080, 15960, 21390, 35010, 18570], // 0-17
    ],
    higher: [
      [19310, 5200, 2110, 2510, 1260, 1570, 4950, 1710], // 0-2
      [19320, 5200, 2220, 2560, 1090, 1480, 4950, 1820], // 3-5
      [18900, 5200, 2840, 2620, 1090, 1430, 3780, 1940], // 6-8
      [20200, 5200, 3440, 2660, 1350, 1780, 3780, 1990], // 9-11
      [20540, 5200, 3430, 2810, 1490, 1730, 4040, 1840], // 12-14
      [22730, 5200, 3590, 3000, 1450, 1800, 5880, 1810], // 15-17
      [363000, 93600, 52890, 48480, 23190, 29370, 82140, 33330], // 0-17
    ],
  },
  'urban-south': {
    lower: [
      [9680, 2890, 1360, 1260, 790, 770, 2220, 390], // 0-2
      [9710, 2890, 1400, 1310, 660, 720, 2220, 510], // 3-5
      [9320, 2890, 2000, 1370, 660, 740, 1040, 620], // 6-8
      [9960, 2890, 2270, 1410, 820, 850, 1040, 680], // 9-11
      [9650, 2890, 2360, 1560, 880, 820, 610, 530], // 12-14
      [10110, 2890, 2370, 1750, 850, 860, 890, 500], // 15-17
      [175290, 52020, 35280, 25980, 13980, 14280, 24060, 9690], // 0-17
    ],
    middle: [
      [12540, 3360, 1620, 1850, 860, 1120, 2970, 760], // 0-2
      [12610, 3360, 1730, 1900, 720, 1050, 2970, 880], // 3-5
      [12240, 3360, 2340, 1950, 720, 1080, 1800, 990], // 6-8
      [13080, 3360, 2740, 2000, 910, 1220, 1800, 1050], // 9-11
      [12980, 3360, 2850, 2140, 990, 1180, 1560, 900], // 12-14
      [13900, 3360, 2870, 2330, 960, 1240, 2270, 870], // 15-17
      [232050, 60480, 42450, 36510, 15480, 20670, 40110, 16350], // 0-17
    ],
    higher: [
      [19420, 4990, 2250, 2650, 1230, 1520, 5200, 1580], // 0-2
      [19460, 4990, 2360, 2700, 1070, 1440, 5200, 1700], // 3-5
      [19060, 4990, 3010, 2760, 1070, 1390, 4030, 1810], // 6-8
      [20350, 4990, 3620, 2800, 1310, 1730, 4030, 1870], // 9-11
      [20740, 4990, 3620, 2950, 1450, 1680, 4340, 1710], // 12-14
      [23090, 4990, 3790, 3140, 1410, 1750, 6320, 1690], // 15-17
      [366360, 89820, 55950, 51000, 22620, 28530, 87360, 31080], // 0-17
    ],
  },
  'rural': {
    lower: [
      [8000, 2060, 1180, 1180, 670, 820, 1720, 370], // 0-2
      [8020, 2060, 1230, 1230, 540, 760, 1720, 480], // 3-5
      [7650, 2060, 1770, 1280, 540, 780, 620, 600], // 6-8
      [8270, 2060, 2030, 1330, 680, 900, 620, 650], // 9-11
      [8200, 2060, 2110, 1470, 740, 860, 460, 500], // 12-14
      [8630, 2060, 2130, 1660, 720, 910, 680, 470], // 15-17
      [146310, 37080, 31350, 24450, 11670, 15090, 17460, 9210], // 0-17
    ],
    middle: [
      [10380, 2400, 1450, 1770, 740, 1180, 2100, 740], // 0-2
      [10440, 2400, 1560, 1820, 600, 1110, 2100, 850], // 3-5
      [10090, 2400, 2120, 1870, 600, 1130, 1000, 970], // 6-8
      [10880, 2400, 2500, 1910, 770, 1280, 1000, 1020], // 9-11
      [10960, 2400, 2600, 2060, 850, 1240, 940, 870], // 12-14
      [11590, 2400, 2620, 2250, 820, 1290, 1370, 840], // 15-17
      [193020, 43200, 38550, 35040, 13140, 21690, 25530, 15870], // 0-17
    ],
    higher: [
      [14940, 3560, 2080, 2570, 1080, 1590, 2510, 1550], // 0-2
      [14970, 3560, 2190, 2620, 920, 1500, 2510, 1670], // 3-5
      [14600, 3560, 2800, 2670, 920, 1450, 1420, 1780], // 6-8
      [15880, 3560, 3380, 2720, 1150, 1810, 1420, 1840], // 9-11
      [15970, 3560, 3380, 2860, 1270, 1750, 1460, 1690], // 12-14
      [17000, 3560, 3540, 3050, 1240, 1830, 2120, 1660], // 15-17
      [280080, 64080, 52110, 49470, 19740, 29790, 34320, 30570], // 0-17
    ],
  },
  'single-parent-us': {
    lower: [
      [9090, 3360, 1610, 710, 400, 610, 1940, 460], // 0-2
      [9310, 3360, 1550, 880, 290, 690, 1940, 600], // 3-5
      [8800, 3360, 2010, 840, 320, 630, 980, 660], // 6-8
      [9550, 3360, 2230, 940, 450, 750, 1030, 790], // 9-11
      [10110, 3360, 2390, 1000, 500, 790, 1320, 750], // 12-14
      [10540, 3360, 2350, 1080, 460, 850, 1790, 650], // 15-17
      [172200, 60480, 36420, 16350, 7260, 12960, 27000, 11730], // 0-17
    ],
    higher: [
      [16500, 5500, 2430, 1570, 550, 1140, 4000, 1310], // 0-2
      [16740, 5500, 2390, 1730, 420, 1250, 4000, 1450], // 3-5
      [16370, 5500, 2900, 1700, 450, 1160, 3150, 1510], // 6-8
      [17800, 5500, 3510, 1800, 630, 1390, 3330, 1640], // 9-11
      [18740, 5500, 3540, 1850, 730, 1450, 4070, 1600], // 12-14
      [20190, 5500, 3500, 1940, 680, 1530, 5530, 1510], // 15-17
      [319020, 99000, 54810, 31770, 10380, 23760, 72240, 27060], // 0-17
    ],
  },
};

const NAMES: Record<UsdaTableKey, [number, string]> = {
  us: [1, 'Overall United States'],
  'urban-northeast': [2, 'Urban Northeast'],
  'urban-west': [3, 'Urban West'],
  'urban-midwest': [4, 'Urban Midwest'],
  'urban-south': [5, 'Urban South'],
  rural: [6, 'Rural areas'],
  'single-parent-us': [7, 'Overall United States, single-parent families'],
};

export const USDA_2015_TABLES: Record<UsdaTableKey, UsdaTable> = Object.fromEntries(
  (Object.keys(ROWS) as UsdaTableKey[]).map((key) => [
    key,
    {
      table: NAMES[key][0],
      name: NAMES[key][1],
      familyType: key === 'single-parent-us' ? 'single-parent' : 'married-couple',
      // The single-parent table has two groups split at $59,200; its upper group is keyed `higher`.
      groupBounds: key === 'single-parent-us' ? [USDA_INCOME_BOUNDS_2015[0]] : USDA_INCOME_BOUNDS_2015,
      rows: ROWS[key],
    },
  ]),
) as Record<UsdaTableKey, UsdaTable>;

export type CensusRegion = 'northeast' | 'midwest' | 'south' | 'west';

export const CENSUS_REGIONS_SOURCE: Source = {
  title: 'U.S. Census Bureau, Census Regions and Divisions of the United States',
  section: 'Four regions: Northeast, Midwest, South (with the District of Columbia), West',
  url: 'https://www2.census.gov/geo/pdfs/maps-data/maps/reference/us_regdiv.pdf',
};

/** The states of each Census region (USDA's regional tables use these regions). */
export const CENSUS_REGIONS: Record<CensusRegion, readonly JurisdictionSlug[]> = {
  northeast: ['connecticut', 'maine', 'massachusetts', 'new-hampshire', 'rhode-island', 'vermont', 'new-jersey', 'new-york', 'pennsylvania'],
  midwest: ['illinois', 'indiana', 'michigan', 'ohio', 'wisconsin', 'iowa', 'kansas', 'minnesota', 'missouri', 'nebraska', 'north-dakota', 'south-dakota'],
  south: [
    'delaware', 'district-of-columbia', 'florida', 'georgia', 'maryland', 'north-carolina', 'south-carolina', 'virginia', 'west-virginia',
    'alabama', 'kentucky', 'mississippi', 'tennessee', 'arkansas', 'louisiana', 'oklahoma', 'texas',
  ],
  west: ['arizona', 'colorado', 'idaho', 'montana', 'nevada', 'new-mexico', 'utah', 'wyoming', 'alaska', 'california', 'hawaii', 'oregon', 'washington'],
};

export function censusRegionOf(state: JurisdictionSlug): CensusRegion {
  for (const region of Object.keys(CENSUS_REGIONS) as CensusRegion[]) {
    if (CENSUS_REGIONS[region].includes(state)) return region;
  }
  throw new Error(`No Census region recorded for ${state}`);
}

/** CPI-U annual average: the price level a year's dollars are measured at. */
export interface CpiAnnualAverage {
  year: number;
  value: number;
  description: string;
  unit: 'index (1982-84=100)';
  source: Source;
}

const CPI_SOURCE: Source = {
  title: 'U.S. Bureau of Labor Statistics, Consumer Price Index for All Urban Consumers (CPI-U), U.S. city average, all items, not seasonally adjusted, series CUUR0000SA0',
  section: 'Annual averages, 1982-84=100; read from the transcription in PolicyEngine/spm-calculator spm_calculator/data/bls/cpi_annual.json (retrieved from BLS/FRED 2026-07-18), not from BLS directly',
  url: 'https://api.bls.gov/publicAPI/v2/timeseries/data/CUUR0000SA0?startyear=2024&endyear=2025&annualaverage=true',
};

/** The annual averages this calculator needs: USDA's price year and the years costs are brought to. */
export const CPI_U_ANNUAL: readonly CpiAnnualAverage[] = [
  { year: 2015, value: 237.017, description: 'CPI-U annual average, 2015 (the price level of the USDA 2015 tables)', unit: 'index (1982-84=100)', source: CPI_SOURCE },
  { year: 2024, value: 313.689, description: 'CPI-U annual average, 2024', unit: 'index (1982-84=100)', source: CPI_SOURCE },
  {
    year: 2025,
    value: 321.943,
    description: 'CPI-U annual average, 2025: over eleven months, the October 2025 index was not collected during the lapse in appropriations',
    unit: 'index (1982-84=100)',
    source: CPI_SOURCE,
  },
];

/** The latest published annual average at or before `year`, and how to label dollars at that price level. */
export function cpiForYear(year: number): { cpi: CpiAnnualAverage; label: string } {
  const available = CPI_U_ANNUAL.filter((entry) => entry.year <= year && entry.year > 2015);
  const cpi = available[available.length - 1];
  if (!cpi) throw new Error(`No CPI-U annual average recorded at or before ${year}`);
  return { cpi, label: cpi.year === year ? `${cpi.year} dollars` : `${cpi.year} dollars (latest CPI-U annual average)` };
}

export const CPI_2015 = CPI_U_ANNUAL[0]!;
