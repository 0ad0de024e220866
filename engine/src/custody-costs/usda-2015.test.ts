import { describe, expect, it } from 'vitest';
import { JURISDICTION_SLUGS } from '../jurisdictions.js';
import { ageBandOf, incomeGroupOf, typicalAmountsFor, usdaTableFor } from './typical-amounts.js';
import { CENSUS_REGIONS, CPI_U_ANNUAL, USDA_2015_TABLES, censusRegionOf, cpiForYear, type UsdaTableKey } from './usda-2015.js';

const TABLE_KEYS = Object.keys(USDA_2015_TABLES) as UsdaTableKey[];
const allRows = TABLE_KEYS.flatMap((key) =>
  Object.entries(USDA_2015_TABLES[key].rows).map(([group, rows]) => ({ key, group, rows: rows! })),
);

describe('USDA Expenditures on Children by Families, 2015: the transcribed tables', () => {
  it('holds the 140 rows of tables 1-7 (six married-couple tables × 3 groups, single-parent × 2; 7 rows each)', () => {
    expect(TABLE_KEYS.map((key) => USDA_2015_TABLES[key].table)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(allRows.reduce((total, entry) => total + entry.rows.length, 0)).toBe(140);
  });

  it.each(allRows)("$key $group: each age row's categories add up to its total within USDA's $10 rounding", ({ rows }) => {
    for (const row of rows.slice(0, 6)) {
      const categories = row.slice(1).reduce((total, value) => total + value, 0);
      expect(Math.abs(categories - row[0])).toBeLessThanOrEqual(10);
    }
  });

  it.each(allRows)('$key $group: the 0-17 row is 3 × the sum of the six age rows, in every column', ({ rows }) => {
    for (let column = 0; column < 8; column++) {
      expect(rows[6]![column]).toBe(3 * rows.slice(0, 6).reduce((total, row) => total + row[column]!, 0));
    }
  });

  it("matches the report's headline figures", () => {
    const middle = USDA_2015_TABLES.us.rows.middle!;
    // Abstract: middle-income married couples' annual expenses "ranged from $12,350 to $13,900 (depending on age of the child)".
    expect(Math.min(...middle.slice(0, 6).map((row) => row[0]))).toBe(12_350);
    expect(Math.max(...middle.slice(0, 6).map((row) => row[0]))).toBe(13_900);
    // Birth through 17: $233,610 for the middle group; $193,020 in rural areas.
    expect(middle[6]![0]).toBe(233_610);
    expect(USDA_2015_TABLES.rural.rows.middle![6]![0]).toBe(193_020);
    // Lower and higher groups, as reported from the same edition: $9,330-$9,980 and $19,380-$23,380.
    const range = (rows: readonly (readonly number[])[]) => [Math.min(...rows.slice(0, 6).map((r) => r[0]!)), Math.max(...rows.slice(0, 6).map((r) => r[0]!))];
    expect(range(USDA_2015_TABLES.us.rows.lower!)).toEqual([9_330, 9_980]);
    expect(range(USDA_2015_TABLES.us.rows.higher!)).toEqual([19_380, 23_380]);
  });

  it('puts every state and DC in exactly one Census region (9 Northeast, 12 Midwest, 17 South, 13 West)', () => {
    const listed = Object.values(CENSUS_REGIONS).flat();
    expect(listed).toHaveLength(51);
    expect(new Set(listed)).toEqual(new Set(JURISDICTION_SLUGS));
    expect(Object.values(CENSUS_REGIONS).map((states) => states.length)).toEqual([9, 12, 17, 13]);
    expect(censusRegionOf('district-of-columbia')).toBe('south');
    expect(censusRegionOf('pennsylvania')).toBe('northeast');
  });
});

describe('CPI-U and the price year', () => {
  it('records the BLS annual averages 2015, 2024, 2025', () => {
    expect(CPI_U_ANNUAL.map((entry) => [entry.year, entry.value])).toEqual([
      [2015, 237.017],
      [2024, 313.689],
      [2025, 321.943],
    ]);
  });
  it.each([
    [2024, 313.689, '2024 dollars'],
    [2025, 321.943, '2025 dollars'],
    [2026, 321.943, '2025 dollars (latest CPI-U annual average)'],
    [2030, 321.943, '2025 dollars (latest CPI-U annual average)'],
  ])('%i → CPI %s, %s', (year, value, label) => {
    expect(cpiForYear(year).cpi.value).toBe(value);
    expect(cpiForYear(year).label).toBe(label);
  });
});

describe('USDA lookups', () => {
  it.each([
    [0, '0-2'],
    [2.9, '0-2'],
    [3, '3-5'],
    [10, '9-11'],
    [17, '15-17'],
    [17.5, '15-17'],
    [18, null],
    [19, null],
  ])('age %s → band %s', (age, band) => {
    expect(ageBandOf(age)).toBe(band);
  });
  it.each([
    [59_199, 'lower'],
    [59_200, 'middle'],
    [107_400, 'middle'],
    [107_401, 'higher'],
  ])('$%i (2015 dollars) → %s', (income, group) => {
    expect(incomeGroupOf(income)).toBe(group);
  });
  it.each([
    ['texas', 'urban', 'urban-south'],
    ['new-york', 'urban', 'urban-northeast'],
    ['ohio', 'urban', 'urban-midwest'],
    ['california', 'urban', 'urban-west'],
    ['texas', 'rural', 'rural'],
    ['texas', 'us-average', 'us'],
    [undefined, 'urban', 'us'],
  ] as const)('%s, %s → table %s', (state, area, key) => {
    expect(usdaTableFor(state, area).key).toBe(key);
  });

  it('without a state: USDA Table 1 (overall United States)', () => {
    const result = typicalAmountsFor({ areaType: 'urban', ages: [7], priceYear: 2026 });
    expect(result.table).toMatchObject({ number: 1, name: 'Overall United States', area: 'us-average', region: null });
    // Table 1 middle, 6-8: food $2,280 × 321.943 / 237.017 = 3,096.95
    expect(result.children[0]!.annual!.food).toBe(3096.95);
  });
});
