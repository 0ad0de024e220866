import { describe, expect, it } from 'vitest';
import { runCliCapturing } from '../cli/test-support.js';
import { EngineValidationError } from '../errors.js';
import { calculateCustodyCosts } from './calculate.js';
import { CustodyCostsResultSchema } from './schema.js';

/** Two children (5 and 9), 70-30, homes 10 miles apart with weekly exchanges, 2025. */
const BASE = {
  custodyArrangement: '70-30',
  numberOfChildren: 2,
  childAge1: 5,
  childAge2: 9,
  custodialHousingCost: '$2,000',
  nonCustodialHousingCost: 1_500,
  daycareCost: 400,
  afterSchoolCare: 200,
  distanceBetweenHomes: 10,
  transportationFrequency: 'weekly',
  vehicleCosts: 100,
  schoolSupplies: 20,
  extracurricularActivities: 80,
  healthInsurance: 300,
  medicalCopays: 50,
  clothingCosts: 100,
  state: 'ohio',
  costYear: 2025,
};

function errorsOf(input: unknown) {
  try {
    calculateCustodyCosts(input);
  } catch (error) {
    if (error instanceof EngineValidationError) return error.errors;
    throw error;
  }
  throw new Error('expected a validation error');
}

describe("housing: the children's share of each home, not the whole home (issue 33 §4)", () => {
  // Issue 33: two children, $2,000 a month in each home: $2,666.67 counted as the children's housing beside a
  // USDA typical $991.56. USDA counts a child's housing as the cost of an additional bedroom.
  const CASE = { ...BASE, custodialHousingCost: 2_000, nonCustodialHousingCost: 2_000 };
  it('takes the children’s bedrooms of each home and shows each home’s share', () => {
    const result = calculateCustodyCosts(CASE);
    // 2 children: 2 bedrooms of 4 rooms (2 + the parent's bedroom + the shared rooms) = 50% of each home
    expect(result.monthlyCostBreakdown.housing).toBe(2_000);
    expect(result.housingShare).toEqual({
      childrenPercent: 50,
      custodialHome: 1_000,
      otherHome: 1_000,
      method: "The children's bedrooms: 2 of 4 rooms in each home (a bedroom per child, the parent's bedroom and the shared rooms counted as one), as USDA counts a child's housing by the cost of an additional bedroom.",
    });
    const share = result.steps.find((s) => s.label.startsWith("Children's share of each home"))!;
    expect(share).toMatchObject({ value: 50, formula: "2 bedrooms ÷ (2 + the parent's bedroom + the shared rooms) = 2/4" });
    expect(share.source).toContain('additional-bedroom approach');
    expect(result.steps.find((s) => s.label === 'Custodial home, children’s share')).toMatchObject({ value: 1_000, formula: '2000 × 2/4' });
    expect(result.steps.find((s) => s.label === 'Housing (both homes, children’s share)')).toMatchObject({ value: 2_000, formula: '1000 + 1000' });
    expect(result.meta.sources.map((s) => s.title)).toContainEqual(expect.stringContaining('additional-bedroom approach'));
  });
  it.each([
    [1, 1_333.34], // 1 of 3 rooms: 666.67 in each home
    [4, 2_666.66], // 4 of 6 rooms: 1,333.33 in each home
  ])('%s children: %s a month', (numberOfChildren, housing) => {
    const ages = { childAge2: 5, childAge3: 7, childAge4: 9 };
    expect(calculateCustodyCosts({ ...CASE, ...ages, numberOfChildren }).monthlyCostBreakdown.housing).toBe(housing);
  });
});

describe('custody costs (derived cases with their arithmetic)', () => {
  it('adds up the monthly costs and shares them by time', () => {
    const result = calculateCustodyCosts(BASE);
    expect(result.monthlyCostBreakdown).toEqual({
      housing: 1750, // children's bedrooms: 2,000 × 2/4 + 1,500 × 2/4
      childcare: 600, // 400 + 200
      transportation: 160.67, // 100 + 10 miles × 2 × 52/12 × $0.70 (IRS 2025) = 100 + 60.67
      activities: 100, // 20 + 80
      healthcare: 350, // 300 + 50
      other: 100,
    });
    expect(result.totalAnnualCost).toBe(36_728.04); // 3,060.67 × 12
    expect(result.perChildCost).toBe(18_364.02);
    expect(result.costSharing).toEqual({ custodialPercentage: 70, nonCustodialPercentage: 30, suggestedSharing: '70% / 30% by time', basis: 'time' });
    expect(result.custodialParentCosts).toBe(25_709.63);
    expect(result.nonCustodialParentCosts).toBe(11_018.41);
    // Typical amounts are offered beside the user's figures but, by default, not added.
    expect(result.typicalAmounts.useTypicalAmounts).toBe(false);
    expect(result.typicalAmounts.filledMonthly).toBe(0);
    expect(result.typicalAmounts.categories.filter((c) => c.empty).map((c) => c.category)).toEqual(['food']);
    expect(result.meta.approximations[0]).toContain('not from the PDF itself');
    expect(() => CustodyCostsResultSchema.parse(result)).not.toThrow();
  });

  it('shares by income when both incomes are given', () => {
    const result = calculateCustodyCosts({ ...BASE, custodialParentIncome: 6_000, nonCustodialParentIncome: 4_000 });
    expect(result.costSharing).toMatchObject({ custodialPercentage: 60, nonCustodialPercentage: 40, basis: 'income' });
    expect(result.custodialParentCosts).toBe(22_036.82); // 36,728.04 × 60%
    expect(result.nonCustodialParentCosts).toBe(14_691.22);
  });

  it.each([
    ['50-50', undefined, 50],
    ['80-20', undefined, 80],
    ['every-other-weekend', undefined, 85.7], // 12 of every 14 overnights
    ['custom', 292, 80], // 292 ÷ 365
  ])('%s → %s%% custodial time', (custodyArrangement, custodialParentDays, share) => {
    const result = calculateCustodyCosts({ ...BASE, custodyArrangement, custodialParentDays });
    expect(result.timeShare.custodialPercentage).toBe(share);
    expect(result.costSharing.custodialPercentage).toBe(share);
  });

  it.each([
    ['biweekly', 130.33], // 100 + 10 × 2 × 26/12 × 0.70 = 100 + 30.33
    ['monthly', 114], // 100 + 10 × 2 × 1 × 0.70
  ])('exchanges %s: transportation $%s a month', (transportationFrequency, transportation) => {
    const result = calculateCustodyCosts({ ...BASE, transportationFrequency });
    expect(result.monthlyCostBreakdown.transportation).toBe(transportation);
  });

  it('uses the 2024 mileage rate for 2024', () => {
    // 10 × 2 × 52/12 × 0.67 = 58.07
    expect(calculateCustodyCosts({ ...BASE, costYear: 2024 }).monthlyCostBreakdown.transportation).toBe(158.07);
  });

  it('uses the 2025 rate of 70 cents (IRS Notice 2025-5) for a 2025 date', () => {
    // 10 × 2 × 52/12 × 0.70 = 60.67
    const result = calculateCustodyCosts({ ...BASE, costYear: 2025 });
    expect(result.monthlyCostBreakdown.transportation).toBe(160.67);
    expect(result.meta.rulesEffective).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(result.meta.sources.map((s) => s.title)).toContain('IRS Notice 2025-5: 2025 standard mileage rates');
  });

  it('uses the 2026 rate of 72.5 cents (IRS Notice 2026-10) for a 2026 date', () => {
    // 10 × 2 × 52/12 × 0.725 = 62.83
    const result = calculateCustodyCosts({ ...BASE, costYear: 2026 });
    expect(result.monthlyCostBreakdown.transportation).toBe(162.83);
    expect(result.meta.rulesEffective).toEqual({ from: '2026-01-01' });
    expect(result.meta.sources.map((s) => s.title)).toContain('IRS Notice 2026-10: 2026 standard mileage rates');
    expect(result.steps.find((s) => s.label === 'Exchange driving')!.formula).toContain('× $0.725');
  });

  it.each([
    ['ohio', ['childcare', 'health insurance']],
    ['texas', ['health insurance']],
  ])("%s: what the state's child support worksheet adds on", (state, addedOn) => {
    const result = calculateCustodyCosts({ ...BASE, state });
    expect(result.guidelineCoverage.addedOn).toEqual(addedOn);
    const text = result.recommendations.join('\n');
    expect(text.includes('monthly childcare in the child support calculator')).toBe(addedOn.includes('childcare'));
  });
});

/** Texas (urban South), combined $8,000 a month, children 4 and 10, 2026; only health insurance entered besides housing. */
const TEXAS = {
  custodyArrangement: '50-50',
  numberOfChildren: 2,
  childAge1: 4,
  childAge2: 10,
  custodialHousingCost: 2_000,
  nonCustodialHousingCost: 1_500,
  distanceBetweenHomes: 0,
  healthInsurance: 300,
  state: 'texas',
  custodialParentIncome: 5_000,
  nonCustodialParentIncome: 3_000,
  costYear: 2026,
};

describe('USDA typical amounts (Expenditures on Children by Families, 2015, brought forward with CPI-U)', () => {
  it('Texas, $8,000 a month in 2026, children 4 and 10: Table 5 middle group, 2025 dollars', () => {
    const t = calculateCustodyCosts(TEXAS).typicalAmounts;
    expect(t.table).toMatchObject({ number: 5, name: 'Urban South', area: 'urban', region: 'south', familyType: 'married-couple' });
    // $8,000 × 12 = $96,000; × 237.017 ÷ 321.943 = $70,675.96 in 2015 dollars: between $59,200 and $107,400.
    expect(t.incomeGroup).toMatchObject({ group: 'middle', assumed: false, combinedAnnualIncome: 96_000, incomeIn2015Dollars: 70_676 });
    expect(t.priceLevel).toEqual({ year: 2025, label: '2025 dollars (latest CPI-U annual average)', cpi2015: 237.017, cpiPriceYear: 321.943, factor: 1.3583 });
    expect(t.children.map((c) => c.ageBand)).toEqual(['3-5', '9-11']);
    // Table 5, middle, ages 3-5: 3,360 1,730 1,900 720 1,050 2,970 880, each × 321.943 / 237.017.
    expect(t.children[0]!.annual).toEqual({ housing: 4563.93, food: 2349.88, transportation: 2580.79, clothing: 977.98, healthCare: 1426.23, childCareAndEducation: 4034.19, miscellaneous: 1195.31 });
    // Ages 9-11: 3,360 2,740 2,000 910 1,220 1,800 1,050; monthly = annual ÷ 12 rounded once.
    expect(t.children[1]!.monthly).toEqual({ housing: 380.33, food: 310.15, transportation: 226.39, clothing: 103.01, healthCare: 138.1, childCareAndEducation: 203.75, miscellaneous: 118.85 });
    const byCategory = Object.fromEntries(t.categories.map((c) => [c.category, c]));
    expect(byCategory.food).toMatchObject({ yourMonthly: null, typicalMonthly: 505.97, empty: true, used: false }); // 195.82 + 310.15
    expect(byCategory.healthCare).toMatchObject({ yourMonthly: 300, typicalMonthly: 256.95, empty: false, used: false }); // 118.85 + 138.10
    expect(byCategory.housing).toMatchObject({ yourMonthly: 1750, typicalMonthly: 760.66, empty: false, comparisonOnly: true });
    expect(t.sources.map((s) => s.title)).toEqual([
      expect.stringContaining('Expenditures on Children by Families, 2015'),
      expect.stringContaining('Census Regions'),
      expect.stringContaining('CUUR0000SA0'),
    ]);
  });

  it('fills only the empty categories when asked, labelled in the steps; the user’s health insurance stays', () => {
    const shown = calculateCustodyCosts(TEXAS);
    const used = calculateCustodyCosts({ ...TEXAS, useTypicalAmounts: true });
    expect(shown.monthlyCostBreakdown).toEqual({ housing: 1750, childcare: 0, transportation: 0, activities: 0, healthcare: 300, other: 0 });
    expect(used.monthlyCostBreakdown).toEqual({
      housing: 1750,
      childcare: 539.93, // child care and education 336.18 + 203.75
      transportation: 441.46, // 215.07 + 226.39
      activities: 218.46, // miscellaneous 99.61 + 118.85
      healthcare: 300, // the user's figure, not the typical 256.95
      other: 690.48, // food 505.97 + clothing 81.50 + 103.01
    });
    expect(used.typicalAmounts.filledMonthly).toBe(1890.33); // 539.93 + 441.46 + 218.46 + 690.48
    expect(used.typicalAmounts.categories.filter((c) => c.used).map((c) => c.category)).toEqual([
      'food',
      'transportation',
      'clothing',
      'childCareAndEducation',
      'miscellaneous',
    ]);
    expect(used.totalAnnualCost).toBe(47_283.96); // (1,750 + 300 + 1,890.33) × 12
    const labels = used.steps.map((s) => s.label);
    expect(labels).toContain('Food: USDA typical (estimate)');
    expect(labels).not.toContain('Health care: USDA typical (estimate)');
    expect(used.steps.find((s) => s.label === 'Other')!.formula).toContain('USDA typical (estimate) 690.48');
    expect(shown.recommendations.join('\n')).toMatch(/No figure of yours for food, transportation, clothing, child care and education, miscellaneous: USDA's typical amounts for them come to about \$1,890 a month/);
  });

  it('no incomes: the middle group is assumed and says why', () => {
    const t = calculateCustodyCosts({ ...TEXAS, custodialParentIncome: '', nonCustodialParentIncome: undefined }).typicalAmounts;
    expect(t.incomeGroup).toMatchObject({ group: 'middle', assumed: true, combinedAnnualIncome: null, incomeIn2015Dollars: null });
    expect(t.incomeGroup.reason).toContain('the middle group is assumed');
  });

  it('higher and lower incomes move the group (2015 dollars)', () => {
    // $12,000 × 12 × 237.017 / 321.943 = $106,014: still middle; $13,000 → $114,848: higher.
    expect(calculateCustodyCosts({ ...TEXAS, custodialParentIncome: 9_000 }).typicalAmounts.incomeGroup).toMatchObject({ group: 'middle', incomeIn2015Dollars: 106_014 });
    expect(calculateCustodyCosts({ ...TEXAS, custodialParentIncome: 10_000 }).typicalAmounts.incomeGroup).toMatchObject({ group: 'higher', incomeIn2015Dollars: 114_848 });
    // $6,500 × 12 → $57,424: lower.
    expect(calculateCustodyCosts({ ...TEXAS, custodialParentIncome: 3_500 }).typicalAmounts.incomeGroup).toMatchObject({ group: 'lower', incomeIn2015Dollars: 57_424 });
  });

  it('rural: Table 6; 2024 cost year: the 2024 CPI', () => {
    const t = calculateCustodyCosts({ ...TEXAS, areaType: 'rural', childAge1: 1, costYear: 2024 }).typicalAmounts;
    expect(t.table).toMatchObject({ number: 6, name: 'Rural areas', area: 'rural' });
    expect(t.priceLevel).toMatchObject({ year: 2024, label: '2024 dollars', cpiPriceYear: 313.689 });
    // $96,000 × 237.017 / 313.689 = $72,536: middle. Table 6 middle, 0-2: food 1,450 × 313.689 / 237.017 = 1,919.06.
    expect(t.incomeGroup.incomeIn2015Dollars).toBe(72_536);
    expect(t.children[0]!.annual!.food).toBe(1919.06);
  });

  it('us-average: Table 1 whatever the state', () => {
    const t = calculateCustodyCosts({ ...TEXAS, areaType: 'us-average' }).typicalAmounts;
    expect(t.table).toMatchObject({ number: 1, name: 'Overall United States', region: 'south' });
  });

  it('age 19: no USDA row, so no typical amount for that child', () => {
    const result = calculateCustodyCosts({ ...TEXAS, childAge2: 19, useTypicalAmounts: true });
    const t = result.typicalAmounts;
    expect(t.children[1]).toMatchObject({ age: 19, ageBand: null, annual: null, monthly: null });
    expect(t.children[1]!.note).toContain('stop at age 17');
    expect(t.categories.find((c) => c.category === 'food')!.typicalMonthly).toBe(195.82); // child 1 only
  });

  it('one child: shown on USDA’s two-child basis and says so', () => {
    const t = calculateCustodyCosts({ ...TEXAS, numberOfChildren: 1 }).typicalAmounts;
    expect(t.children).toHaveLength(1);
    expect(t.notes.join(' ')).toContain('without an adjustment for family size');
  });

  it('a user figure in a category keeps the typical amount out (Ohio case: only food is empty)', () => {
    const result = calculateCustodyCosts({ ...BASE, useTypicalAmounts: true });
    expect(result.typicalAmounts.categories.filter((c) => c.used).map((c) => c.category)).toEqual(['food']);
    expect(result.typicalAmounts.table).toMatchObject({ number: 4, name: 'Urban Midwest' });
    // Ohio 2025, middle assumed, Table 4 ages 3-5 and 9-11 food: (1,600 + 2,550) × 321.943 / 237.017 ÷ 12
    expect(result.monthlyCostBreakdown.other).toBe(100 + 181.11 + 288.64);
  });
});

describe('custody costs validation (the form’s messages)', () => {
  it('lists the required fields', () => {
    expect(errorsOf({}).map((e) => e.message)).toEqual(
      expect.arrayContaining([
        'Number of children is required',
        'Child 1 age is required',
        'Custodial parent housing cost is required',
        'Non-custodial parent housing cost is required',
        'Distance between homes is required',
        'State is required',
      ]),
    );
  });
  it.each([
    [{ numberOfChildren: 5 }, 'numberOfChildren', 'Number of children must be from 1 to 4'],
    [{ numberOfChildren: 1.5 }, 'numberOfChildren', 'Number of children must be from 1 to 4'],
    [{ numberOfChildren: 3 }, 'childAge3', 'Child 3 age is required'],
    [{ custodyArrangement: 'custom' }, 'custodialParentDays', 'Custodial parent days is required'],
    [{ custodyArrangement: 'custom', custodialParentDays: 400 }, 'custodialParentDays', 'Custodial parent days must be from 0 to 365'],
    [{ transportationFrequency: 'daily' }, 'transportationFrequency', 'Choose one of: weekly, biweekly, monthly'],
    [{ daycareCost: 2e9 }, 'daycareCost', 'Daycare must be at most $1,000,000,000'],
    [{ areaType: 'suburban' }, 'areaType', 'Choose one of: urban, rural, us-average'],
  ])('%o → %s', (overrides, path, message) => {
    expect(errorsOf({ ...BASE, ...overrides })).toContainEqual({ path, message });
  });
});

describe('securesplit custody-costs', () => {
  it('prints the result, and field errors with exit code 2', async () => {
    const run = (body: unknown) => runCliCapturing(['custody-costs'], JSON.stringify(body));
    const ok = await run(BASE);
    expect(ok.code).toBe(0);
    expect((JSON.parse(ok.out) as { totalAnnualCost: number }).totalAnnualCost).toBe(36_728.04);
    const typical = await run({ ...TEXAS, areaType: 'rural', useTypicalAmounts: true });
    expect(typical.code).toBe(0);
    const printed = JSON.parse(typical.out) as { typicalAmounts: { table: { number: number }; filledMonthly: number } };
    expect(printed.typicalAmounts.table.number).toBe(6);
    expect(printed.typicalAmounts.filledMonthly).toBeGreaterThan(0);
    const bad = await run({ ...BASE, distanceBetweenHomes: '' });
    expect(bad.code).toBe(2);
    expect(JSON.parse(bad.err)).toEqual({ errors: [{ path: 'distanceBetweenHomes', message: 'Distance between homes is required' }] });
  });
});
