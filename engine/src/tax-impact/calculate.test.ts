import { describe, expect, it } from 'vitest';
import { runCliCapturing } from '../cli/test-support.js';
import { EngineValidationError } from '../errors.js';
import { calculateTaxImpact } from './calculate.js';
import { saltCapFor } from './rules.js';
import { TaxImpactResultSchema } from './schema.js';

/** Texas (no state income tax), 2024: federal figures from the 2024 Tax Table and Rev. Proc. 2023-34. */
const FAMILY = {
  annualIncome: 60_000,
  spouseIncome: 40_000,
  currentFilingStatus: 'married-joint',
  projectedFilingStatus: 'head-of-household',
  numberOfChildren: 2,
  childrenWithPrimaryParent: 2,
  divorceYear: 2024,
  state: 'texas',
};

function errorsOf(input: unknown) {
  try {
    calculateTaxImpact(input);
  } catch (error) {
    if (error instanceof EngineValidationError) return error.errors;
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('tax impact: before and after (derived cases with their arithmetic)', () => {
  it('a joint return becomes head of household and single', () => {
    const result = calculateTaxImpact(FAMILY);
    // Joint: 100,000 − 29,200 = 70,800 taxable; row midpoint 70,825: 2,320 + 12% × 47,625 = 8,035; − 2 × 2,000 CTC = 4,035
    expect(result.currentYearTax).toBe(4035);
    expect(result.federalTaxCurrent).toBe(4035);
    // HOH: 60,000 − 21,900 = 38,100; midpoint 38,125: 1,655 + 12% × 21,575 = 4,244; − 4,000 = 244
    expect(result.projectedTax).toBe(244);
    expect(result.childTaxCredits).toBe(4000);
    // Spouse single, no child: 40,000 − 14,600 = 25,400; midpoint 25,425: 1,160 + 12% × 13,825 = 2,819
    expect(result.spouseProjectedTax).toBe(2819);
    expect(result.householdProjectedTax).toBe(3063);
    expect(result.taxDifference).toBe(-972); // 3,063 − 4,035: a saving
    expect(result.personalChange).toBe(-2177); // 244 − 4,035 × 60%
    expect(result.breakdown).toMatchObject({ standardDeduction: 21_900, itemizedDeductions: 0, taxableIncome: 38_100, marginalTaxRate: 12 });
    expect(result.stateTaxProjected).toBe(0);
    expect(() => TaxImpactResultSchema.parse(result)).not.toThrow();
  });

  it('recommends head of household when a child lives with a person filing single', () => {
    const result = calculateTaxImpact({ ...FAMILY, projectedFilingStatus: 'single' });
    // Single: 60,000 − 14,600 = 45,400; midpoint 45,425: 1,160 + 12% × 33,825 = 5,219; − 4,000 = 1,219
    expect(result.projectedTax).toBe(1219);
    // 1,219 − 244 (head of household) = 975
    expect(result.recommendations.join('\n')).toContain('lowers your tax by $975 (IRC §2(b); IRS Publication 501)');
  });

  it('says in the worksheet that a tax below zero is a refund of credits beyond the tax owed', () => {
    // $10,000 of wages and two children at home: the refundable child tax credit is more than the tax.
    const result = calculateTaxImpact({ annualIncome: 10000, spouseIncome: 60000, numberOfChildren: 2, divorceYear: 2026, state: 'new-york' });
    expect(result.projectedTax).toBeLessThan(0);
    const line = (label: string) => result.steps.find((step) => step.label === label);
    expect(line('Projected income tax (federal + state)')).toMatchObject({
      value: result.projectedTax,
      formula: 'below zero: credits beyond the tax owed, paid out as a refund',
    });
    expect(line('Projected federal income tax')?.formula).toContain('refund');
    // A tax above zero has no such words.
    expect(line('Current state income tax')?.formula).toBeUndefined();
  });

  it('warns that head of household needs a child living with you', () => {
    const result = calculateTaxImpact({ ...FAMILY, childrenWithPrimaryParent: 0 });
    expect(result.recommendations.join('\n')).toContain('Head of household needs a qualifying person');
    // The children live with the spouse, who files head of household and claims them
    expect(result.scenarios.spouseProjected).toMatchObject({ filingStatus: 'head-of-household', childrenClaimed: 2 });
  });

  it('moves the credit with a Form 8332 release', () => {
    const result = calculateTaxImpact({ ...FAMILY, childrenReleasedToOtherParent: 1 });
    expect(result.childTaxCredits).toBe(2000);
    expect(result.scenarios.spouseProjected!.childrenClaimed).toBe(1);
  });

  it('recommends who should claim the children when it lowers the household tax', () => {
    // Spouse earns 150,000 and files single; this person earns 20,000 (HOH, 2 children):
    // HOH 20,000 − 21,900 → no tax, so most of the 4,000 credit is lost; the spouse could use it all.
    const result = calculateTaxImpact({ ...FAMILY, annualIncome: 20_000, spouseIncome: 150_000 });
    expect(result.recommendations.join('\n')).toMatch(/The household pays \$[\d,]+ less if the other parent claims the child tax credit for all 2 children.*Form 8332.*IRC §152\(e\)/);
  });

  it.each([
    // Single, 60,000 wages, 12,000 alimony paid. Old rule: AGI 48,000, taxable 33,400, midpoint 33,425:
    // 1,160 + 12% × 21,825 = 3,779; without alimony 5,219: benefit 1,440
    { alimonyInstrumentDate: '2018-06-01', benefit: 1440, projected: 3779 },
    { alimonyInstrumentDate: '2019-01-01', benefit: 0, projected: 5219 },
    { alimonyInstrumentDate: undefined, benefit: 0, projected: 5219 },
  ])('alimony by the instrument date $alimonyInstrumentDate', ({ alimonyInstrumentDate, benefit, projected }) => {
    const result = calculateTaxImpact({
      annualIncome: 60_000,
      alimonyPaid: 12_000,
      alimonyInstrumentDate,
      numberOfChildren: 0,
      projectedFilingStatus: 'single',
      divorceYear: 2024,
      state: 'texas',
    });
    expect(result.alimonyTaxBenefit).toBe(benefit);
    expect(result.projectedTax).toBe(projected);
    expect(result.recommendations.join('\n')).toContain(benefit > 0 ? 'before 2019' : 'after 2018');
  });
});

describe('itemized deductions under the year’s SALT cap', () => {
  const ITEMIZER = {
    annualIncome: 200_000,
    numberOfChildren: 0,
    projectedFilingStatus: 'single',
    mortgageInterest: 20_000,
    propertyTaxes: 12_000,
    charitableDeductions: 5_000,
    state: 'california',
  };
  it('2024: state and local taxes capped at $10,000', () => {
    const result = calculateTaxImpact({ ...ITEMIZER, divorceYear: 2024 });
    // 20,000 + min(10,000, 12,000 + California tax) + 5,000 = 35,000 > 14,600
    expect(result.breakdown.saltCap).toBe(10_000);
    expect(result.breakdown.itemizedDeductions).toBe(35_000);
    expect(result.scenarios.projected.deductionKind).toBe('itemized');
    expect(result.recommendations.join('\n')).toContain('Itemize: your deductions of $35,000 exceed the $14,600 standard deduction');
    expect(result.recommendations.join('\n')).toContain('count only up to the 2024 cap of $10,000 (IRC §164(b)(6))');
  });
  it('2025: the $40,000 cap takes the property tax and the state income tax', () => {
    const result = calculateTaxImpact({ ...ITEMIZER, divorceYear: 2025 });
    expect(result.breakdown.saltCap).toBe(40_000);
    expect(result.breakdown.itemizedDeductions).toBeCloseTo(20_000 + 5_000 + 12_000 + result.stateTaxProjected, 2);
  });
  it.each([
    [2024, false, 900_000, 10_000],
    [2025, false, 500_000, 40_000],
    [2025, false, 550_000, 25_000], // 40,000 − 30% × 50,000
    [2025, false, 700_000, 10_000], // floor
    [2025, true, 260_000, 17_000], // 20,000 − 30% × 10,000
    [2026, false, 505_000, 40_400],
    [2026, false, 515_000, 37_400], // 40,400 − 30% × 10,000
  ] as const)('%i (separate: %s), MAGI %i → cap %i', (year, separate, magi, cap) => {
    expect(saltCapFor(year, separate, magi)).toBe(cap);
  });
  it('standard deduction wins for a small itemizer and says so', () => {
    const result = calculateTaxImpact({ ...FAMILY, mortgageInterest: 3_000, charitableDeductions: 1_000 });
    expect(result.scenarios.projected.deductionKind).toBe('standard');
    expect(result.recommendations.join('\n')).toContain('Take the standard deduction of $21,900');
  });
  it('takes Schedule A above the money maximum when the state income tax it adds brings it there', () => {
    // Each typed field is within $1,000,000,000; the SALT line adds California's income tax up to the 2026 cap
    // ($10,000 at this income: the floor), so the deduction the tax engine receives is $1,000,009,999.
    const result = calculateTaxImpact({ ...ITEMIZER, annualIncome: 999_999_999, mortgageInterest: 999_999_999, propertyTaxes: 0, charitableDeductions: 0, divorceYear: 2026 });
    expect(result.breakdown.saltCap).toBe(10_000);
    expect(result.breakdown.itemizedDeductions).toBe(1_000_009_999);
    expect(result.scenarios.projected.deductionKind).toBe('itemized');
  });
  it('does not deduct employee business expenses and says why', () => {
    const result = calculateTaxImpact({ ...FAMILY, businessExpenses: 2_500 });
    expect(result.projectedTax).toBe(244);
    expect(result.recommendations.join('\n')).toContain('IRC §67(g)');
  });
});

describe('tax impact validation', () => {
  it('lists the required fields', () => {
    expect(errorsOf({}).map((e) => e.message)).toEqual(
      expect.arrayContaining(['Annual income is required', 'Number of children is required', 'Divorce year is required', 'State is required']),
    );
  });
  it.each([
    [{ divorceYear: 2023 }, 'divorceYear', 'Divorce year must be one of 2024, 2025, 2026'],
    [{ projectedFilingStatus: 'widow' }, 'projectedFilingStatus', 'Choose one of: single, married-joint, married-separate, head-of-household'],
    [{ childrenWithPrimaryParent: 3 }, 'childrenWithPrimaryParent', 'Children living with you cannot be more than the number of children'],
    [{ childrenReleasedToYou: 1 }, 'childrenReleasedToYou', 'The other parent can release only children who live with them'],
    [{ annualIncome: 1e10 }, 'annualIncome', 'Annual income must be at most $1,000,000,000'],
    [{ spouseIncome: 999_999_999 }, 'spouseIncome', 'Annual income and spouse income together must be at most $1,000,000,000'],
    [{ mortgageInterest: 6e8, charitableDeductions: 6e8 }, 'mortgageInterest', 'Mortgage interest, property taxes and charitable deductions together must be at most $1,000,000,000'],
    [{ numberOfChildren: 1.5 }, 'numberOfChildren', 'Number of children must be a whole number from 0 to 20'],
  ])('%o → %s', (overrides, path, message) => {
    expect(errorsOf({ ...FAMILY, ...overrides })).toContainEqual({ path, message });
  });
});

describe('securesplit tax-impact', () => {
  it('prints the result, and field errors with exit code 2', async () => {
    const run = (body: unknown) => runCliCapturing(['tax-impact'], JSON.stringify(body));
    const ok = await run(FAMILY);
    expect(ok.code).toBe(0);
    expect((JSON.parse(ok.out) as { taxDifference: number }).taxDifference).toBe(-972);
    const bad = await run({ ...FAMILY, divorceYear: '' });
    expect(bad.code).toBe(2);
    expect(JSON.parse(bad.err)).toEqual({ errors: [{ path: 'divorceYear', message: 'Divorce year is required' }] });
  });
});
