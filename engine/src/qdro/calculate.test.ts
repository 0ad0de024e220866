import { describe, expect, it } from 'vitest';
import { EngineValidationError } from '../errors.js';
import { calculateQdro, growTo } from './calculate.js';
import { QDRO_PARAMETERS } from './rules.js';
import { QdroResultSchema } from './schema.js';

/** A 401(k) of $200,000; participation from 2005-06-15, marriage 2010-06-15 to 2024-06-15, valued 2025-06-15. */
const BASE = {
  accountType: '401k',
  currentBalance: '$200,000',
  employeeAge: 45,
  spouseAge: 43,
  divisionMethod: 'percentage',
  divisionPercentage: 50,
  marriageDate: '2010-06-15',
  separationDate: '2024-06-15',
  employmentStartDate: '2005-06-15',
  annualContribution: 10_000,
  employerMatch: 2_000,
  expectedGrowthRate: 7,
  state: 'texas',
  taxYear: 2024,
  valuationDate: '2025-06-15',
};

function errorsOf(input: unknown): { path: string; message: string }[] {
  try {
    calculateQdro(input);
  } catch (error) {
    if (error instanceof EngineValidationError) return error.errors;
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('QDRO division (derived cases with their arithmetic)', () => {
  it.each([
    // 168 months married in plan (2010-06-15 → 2024-06-15) ÷ 240 months in plan (2005-06-15 → 2025-06-15) = 70.0%
    // marital portion 200,000 × 0.7 = 140,000
    { name: '50% of the whole account', overrides: {}, entitlement: 100_000, retains: 100_000 },
    { name: '50% of the marital portion (default share)', overrides: { divisionMethod: 'marital-portion', divisionPercentage: '' }, entitlement: 70_000, retains: 130_000 },
    { name: '40% of the marital portion', overrides: { divisionMethod: 'marital-portion', divisionPercentage: 40 }, entitlement: 56_000, retains: 144_000 },
    { name: 'a fixed dollar amount', overrides: { divisionMethod: 'dollar-amount', divisionAmount: '$25,000' }, entitlement: 25_000, retains: 175_000 },
  ])('$name', ({ overrides, entitlement, retains }) => {
    const result = calculateQdro({ ...BASE, ...overrides });
    expect(result.breakdown).toEqual({
      totalAccountValue: 200_000,
      maritalMonths: 168,
      employmentMonths: 240,
      maritalPercentage: 70,
    });
    expect(result.maritalPortion).toBe(140_000);
    expect(result.spouseEntitlement).toBe(entitlement);
    expect(result.presentValue).toBe(entitlement);
    expect(result.employeeRetains).toBe(retains);
    expect(result.qdroRequired).toBe(true);
    expect(() => QdroResultSchema.parse(result)).not.toThrow();
  });

  it('grows the shares to 65 at the chosen rate', () => {
    const result = calculateQdro(BASE);
    // spouse 43 → 22 years: 100,000 × 1.07^22 = 443,040.17
    expect(result.futureValue).toBe(443_040.17);
    // employee 45 → 20 years: 100,000 × 1.07^20 + 12,000 × (1.07^20 − 1) ÷ 0.07 = 878,914.35
    expect(result.employeeFutureValue).toBe(878_914.35);
    expect(growTo(100, 0, 10, 5)).toBe(150);
    expect(growTo(100, 0.07, 0, 5)).toBe(100);
  });

  it('counts participation from the marriage when the employment start is not given', () => {
    const result = calculateQdro({ ...BASE, employmentStartDate: '' });
    // 168 ÷ (2010-06-15 → 2025-06-15 = 180) = 93.3%
    expect(result.breakdown.maritalMonths).toBe(168);
    expect(result.breakdown.employmentMonths).toBe(180);
    expect(result.breakdown.maritalPercentage).toBe(93.3);
    expect(result.maritalPortion).toBe(186_666.67);
    expect(result.meta.approximations.join(' ')).toContain('No employment start date');
  });
});

describe('QDRO taxes: a $50,000 share taken as cash, single, Texas, 2024, no other income', () => {
  // Federal: 50,000 − 14,600 standard deduction = 35,400 taxable; Tax Table row 35,400–35,450 (midpoint 35,425):
  // 1,160 + 12% × (35,425 − 11,600) = 4,019. Texas has no income tax.
  const CASH = { ...BASE, spouseAge: 40, divisionPercentage: 25, immediateDistribution: true, spouseAnnualIncome: 0 };
  it.each([
    // QDRO alternate payee: no 10% (IRC §72(t)(2)(C)); plan withholds 20% (§3405(c)): 50,000 × 20% = 10,000
    { accountType: '401k', incomeTax: 4019, early: 0, applies: false, withholding: 10_000, total: 4019, qdro: true },
    { accountType: '403b', incomeTax: 4019, early: 0, applies: false, withholding: 10_000, total: 4019, qdro: true },
    { accountType: 'pension', incomeTax: 4019, early: 0, applies: false, withholding: 10_000, total: 4019, qdro: true },
    // IRA: no QDRO exception (§72(t)(3)(A)): 50,000 × 10% = 5,000; no mandatory withholding
    { accountType: 'ira', incomeTax: 4019, early: 5000, applies: true, withholding: 0, total: 9019, qdro: false },
    // Qualified Roth: tax-free
    { accountType: 'roth-ira', incomeTax: 0, early: 0, applies: false, withholding: 0, total: 0, qdro: false },
  ])('$accountType', ({ accountType, incomeTax, early, applies, withholding, total, qdro }) => {
    const result = calculateQdro({ ...CASH, accountType });
    expect(result.spouseEntitlement).toBe(50_000);
    expect(result.taxImplications).toMatchObject({
      incomeTaxOnDistribution: incomeTax,
      earlyDistributionTax: early,
      earlyDistributionTaxApplies: applies,
      mandatoryWithholding: withholding,
      immediateDistributionTax: total,
      taxYear: 2024,
    });
    expect(result.qdroRequired).toBe(qdro);
  });

  it('owes no 10% on an IRA once the spouse is 59½', () => {
    const result = calculateQdro({ ...CASH, accountType: 'ira', spouseAge: 60 });
    expect(result.taxImplications.earlyDistributionTax).toBe(0);
    expect(result.taxImplications.immediateDistributionTax).toBe(4019);
  });

  it('shows no immediate tax when the share is rolled over, and the deferred tax at the marginal rate', () => {
    const result = calculateQdro({ ...CASH, immediateDistribution: false, spouseAnnualIncome: 60_000 });
    expect(result.taxImplications.immediateDistributionTax).toBe(0);
    expect(result.taxImplications.mandatoryWithholding).toBe(0);
    // 60,000 − 14,600 = 45,400 taxable: the 22% bracket starts at 47,150 in 2024, so 12%; Texas 0%
    expect(result.taxImplications.marginalRate).toBe(12);
    expect(result.taxImplications.deferredTaxLiability).toBe(6000);
  });

  it('adds state income tax from the tax engine (Pennsylvania, flat 3.07%)', () => {
    const result = calculateQdro({ ...CASH, state: 'pennsylvania' });
    // Pennsylvania taxes the cash distribution at 3.07%: 50,000 × 3.07% = 1,535
    expect(result.taxImplications.incomeTaxOnDistribution).toBe(4019 + 1535);
  });
});

describe('what each account needs to be divided', () => {
  it('an IRA needs a transfer incident to divorce, not a QDRO', () => {
    const result = calculateQdro({ ...BASE, accountType: 'ira' });
    expect(result.qdroRequired).toBe(false);
    expect(result.divisionInstrument).toContain('§408(d)(6)');
    expect(result.divisionInstrument).toContain('trustee-to-trustee');
  });
  it('a pension needs a QDRO and notes survivor benefits and "if, as and when"', () => {
    const result = calculateQdro({ ...BASE, accountType: 'pension', survivorBenefits: true });
    expect(result.qdroRequired).toBe(true);
    expect(result.notes.join(' ')).toContain('if, as and when');
    expect(result.notes.join(' ')).toContain('surviving spouse (IRC §414(p)(5))');
    expect(result.meta.sources.map((s) => s.section)).toContain('§414(p)(5)');
  });
});

describe('rules as data', () => {
  it('every parameter has a description, unit, start date and source', () => {
    for (const [name, parameter] of Object.entries(QDRO_PARAMETERS)) {
      expect(parameter.description.length, name).toBeGreaterThan(10);
      expect(parameter.unit, name).toBeTruthy();
      expect(parameter.effective.from, name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(parameter.source.title.length, name).toBeGreaterThan(5);
    }
  });
});

describe('QDRO validation (the form\'s messages)', () => {
  it('lists every missing required field', () => {
    const messages = errorsOf({}).map((e) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Current balance is required',
        'Employee age is required',
        'Spouse age is required',
        'Marriage date is required',
        'Separation date is required',
        'Annual contribution is required',
        'Expected growth rate is required',
        'State is required',
      ]),
    );
  });
  it.each([
    [{ accountType: 'sep' }, 'accountType', 'Choose one of: 401k, 403b, 457, pension, ira, roth-ira'],
    [{ divisionPercentage: '' }, 'divisionPercentage', 'Division percentage is required'],
    [{ divisionPercentage: 120 }, 'divisionPercentage', 'Division percentage must be from 0 to 100'],
    [{ divisionMethod: 'dollar-amount' }, 'divisionAmount', 'Dollar amount is required'],
    [{ divisionMethod: 'dollar-amount', divisionAmount: 250_000 }, 'divisionAmount', 'Dollar amount cannot be more than the current balance'],
    [{ separationDate: '2009-01-01' }, 'separationDate', 'Separation date must be on or after the marriage date'],
    [{ marriageDate: '2010-02-30' }, 'marriageDate', 'Not a real calendar date'],
    [{ currentBalance: 1_000_000_001 }, 'currentBalance', 'Current balance must be at most $1,000,000,000'],
    [{ currentBalance: Number.NaN }, 'currentBalance', 'Must be a valid positive number'],
    [{ employeeAge: 12 }, 'employeeAge', 'Employee age must be from 18 to 100'],
    [{ taxYear: 2019 }, 'taxYear', 'Tax year must be one of 2024, 2025, 2026'],
  ])('%o → %s: %s', (overrides, path, message) => {
    expect(errorsOf({ ...BASE, ...overrides })).toContainEqual({ path, message });
  });
  it('the form starts the growth rate at 7%', () => {
    expect(QDRO_PARAMETERS.defaultGrowthRate.value).toBe(7);
  });
});

describe('what the spouse’s share is a share of (issue 33 §4)', () => {
  // Issue 33: a $240,000 401(k) whose marital portion is $165,647.06 gave the spouse $120,000 by default (50% of
  // the whole account). Half of the marital portion is the starting point, and the result says so.
  it('no share given: half of the marital portion, said in the summary and the step', () => {
    const result = calculateQdro({ ...BASE, divisionMethod: 'marital-portion', divisionPercentage: '' });
    expect(result.spouseEntitlement).toBe(70_000);
    expect(result.division).toEqual({
      basis: 'marital-portion',
      sharePercent: 50,
      defaultShare: true,
      text: 'Half of the marital portion ($140,000, the part of the $200,000 earned during the marriage): the usual starting point when no share is given.',
    });
    const step = result.steps.find((s) => s.label === "Spouse's entitlement")!;
    expect(step.formula).toBe('marital portion 140000 × 50% (no share given: half)');
    expect(step.source).toContain('Equal division of the marital portion');
  });

  it('a share of the whole account says so, and how much of it was earned outside the marriage', () => {
    const result = calculateQdro(BASE);
    expect(result.division).toMatchObject({ basis: 'whole-account', sharePercent: 50, defaultShare: false });
    expect(result.division.text).toBe('50% of the whole account ($200,000), as chosen.');
    // 50% of 200,000 = 100,000; 50% of the marital 140,000 = 70,000; 30,000 more
    expect(result.notes).toContainEqual(expect.stringContaining('50% of the whole account gives the spouse $100,000, $30,000 more than 50% of the marital portion ($70,000)'));
  });

  it('no such note when the whole account is marital', () => {
    const result = calculateQdro({ ...BASE, employmentStartDate: '2010-06-15', separationDate: '2025-06-15' });
    expect(result.breakdown.maritalPercentage).toBe(100);
    expect(result.notes.join(' ')).not.toContain('of the whole account gives');
  });

  it('a dollar amount is just that', () => {
    const result = calculateQdro({ ...BASE, divisionMethod: 'dollar-amount', divisionAmount: '$25,000' });
    expect(result.division).toEqual({ basis: 'dollar-amount', sharePercent: null, defaultShare: false, text: 'A fixed $25,000, the dollar amount given.' });
  });
});

describe('the division when nothing about it is given (issue 33 §4)', () => {
  it('no method and no share: half of the marital portion, and the result says it was the default', () => {
    const { divisionMethod: _method, divisionPercentage: _share, ...rest } = BASE;
    const result = calculateQdro(rest);
    expect(result.divisionMethod).toBe('marital-portion');
    expect(result.spouseEntitlement).toBe(70_000); // 140,000 × 50%
    expect(result.division).toMatchObject({ basis: 'marital-portion', sharePercent: 50, defaultShare: true });
  });
});
