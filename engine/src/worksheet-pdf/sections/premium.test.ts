import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { calculateCustodyCosts, CustodyCostsInputSchema } from '../../custody-costs/index.js';
import { calculatePropertyDivision, PropertyDivisionInputSchema } from '../../property-division/index.js';
import { calculateQdro, QdroInputSchema } from '../../qdro/index.js';
import { calculateTaxImpact, TaxImpactInputSchema } from '../../tax-impact/index.js';
import { figuresIn, formatMoney } from '../format.js';
import { renderWorksheetPdf } from '../render.js';
import type { Block } from '../types.js';
import { premiumBlocks, type PremiumCalculator } from './premium.js';

type Table = Extract<Block, { kind: 'table' }>;

const MONEY_CELL = /^-?\$\d[\d,]*\.\d{2}$/;

function textOf(blocks: Block[]): string[] {
  return blocks.flatMap((b) => {
    switch (b.kind) {
      case 'heading':
      case 'paragraph':
        return [b.text];
      case 'facts':
        return b.rows.flatMap((r) => [r.label, r.value]);
      case 'table':
        return [...(b.caption ? [b.caption] : []), ...b.columns.map((c) => c.header), ...b.rows.flat()];
    }
  });
}

function figureValue(figure: string): number {
  return Number(figure.replace(/[$,%]/g, ''));
}

/** Every number in a value, and every figure in its strings (the engine's own sentences). */
function numbersIn(value: unknown, into: Set<number>): Set<number> {
  if (typeof value === 'number') into.add(Math.round(value * 1000) / 1000);
  else if (typeof value === 'string') for (const f of figuresIn(value)) into.add(figureValue(f));
  else if (Array.isArray(value)) for (const v of value) numbersIn(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) numbersIn(v, into);
  return into;
}

/** Each printed figure is a number of the validated input or of the result (extra: the few allowed others). */
function expectOnlyKnownFigures(
  blocks: Block[],
  parsedInput: unknown,
  result: unknown,
  extra: number[] = [],
) {
  const known = numbersIn(result, numbersIn(parsedInput, new Set(extra)));
  const figures = textOf(blocks).flatMap(figuresIn);
  expect(figures.length).toBeGreaterThan(5);
  const unknown = figures.filter((f) => !known.has(Math.round(figureValue(f) * 1000) / 1000));
  expect(unknown).toEqual([]);
}

/** A money column is right-aligned; every row has a cell per column. */
function expectWellFormedTables(blocks: Block[]) {
  for (const table of tables(blocks)) {
    for (const row of table.rows) expect(row).toHaveLength(table.columns.length);
    table.columns.forEach((column, n) => {
      if (table.rows.some((row) => MONEY_CELL.test(row[n]!)))
        expect(column, `${table.caption} / ${column.header}`).toMatchObject({ align: 'right' });
    });
  }
}

function tables(blocks: Block[]): Table[] {
  return blocks.filter((b): b is Table => b.kind === 'table');
}

function table(blocks: Block[], caption: string): Table {
  const found = tables(blocks).find((t) => t.caption?.startsWith(caption));
  if (!found)
    throw new Error(
      `no table "${caption}" in ${tables(blocks)
        .map((t) => t.caption)
        .join(' | ')}`,
    );
  return found;
}

function facts(blocks: Block[]): Record<string, string> {
  return Object.fromEntries(
    blocks.flatMap((b) => (b.kind === 'facts' ? b.rows.map((r) => [r.label, r.value]) : [])),
  );
}

function row(t: Table, first: string): string[] {
  const found = t.rows.find((r) => r[0] === first);
  if (!found) throw new Error(`no row "${first}" in ${t.caption}`);
  return found;
}

function headers(t: Table): string[] {
  return t.columns.map((c) => c.header);
}

/** Blocks from the raw input and from the canonical (already validated) input are the same. */
function blocksFor(calculator: PremiumCalculator, input: unknown, result: unknown, parsed: unknown): Block[] {
  const blocks = premiumBlocks(calculator, input, result);
  expect(premiumBlocks(calculator, parsed, result)).toEqual(blocks);
  expect(blocks[0]).toMatchObject({ kind: 'heading', level: 2 });
  expectWellFormedTables(blocks);
  return blocks;
}

// The engine's own case: house 150,000 net, car 20,000, checking 5,000, savings 20,000, 401(k) 100,000, Visa −5,000.
const PROPERTY_DIVISION = {
  primaryResidenceValue: '$400,000',
  primaryResidenceMortgage: '$250,000',
  primaryResidenceKeptBy: 'spouse1',
  vehicles: [{ name: 'Car', value: 30_000, loan: 10_000, keptBy: 'spouse2' }],
  checkingAccounts: [{ name: 'Joint checking', balance: 5_000 }],
  savingsAccounts: [{ name: 'Savings', balance: 20_000, keptBy: 'sell' }],
  retirementAccounts: [{ name: '401(k)', balance: 100_000, keptBy: 'spouse2' }],
  creditCards: [{ name: 'Visa', balance: 5_000 }],
  investmentAccounts: [{ name: 'Inheritance', balance: 12_500, ownership: 'spouse2-separate' }],
  state: 'texas',
  taxYear: 2024,
  spouse1AnnualIncome: 60_000,
  spouse2AnnualIncome: 120_000,
};

// The engine's case: a $200,000 401(k), participation from 2005-06-15, married 2010-06-15 to 2024-06-15, valued 2025-06-15.
const QDRO = {
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

// The engine's case: Texas 2024, wages 60,000 and 40,000, two children living with this person.
const TAX_IMPACT = {
  annualIncome: 60_000,
  spouseIncome: 40_000,
  currentFilingStatus: 'married-joint',
  projectedFilingStatus: 'head-of-household',
  numberOfChildren: 2,
  childrenWithPrimaryParent: 2,
  divorceYear: 2024,
  state: 'texas',
};

// The engine's case: two children (5 and 9), 70-30, homes 10 miles apart, weekly exchanges, Ohio, 2025.
const CUSTODY_COSTS = {
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

describe('property division: the division table', () => {
  it('prints every item, who receives it, the totals and the equalization payment', () => {
    const result = calculatePropertyDivision(PROPERTY_DIVISION);
    // spouse 1 keeps the house (150,000) + 50% of the 20,000 shared; the split is 145,000: spouse 1 pays 15,000
    expect(result.equalization).toMatchObject({
      spouse1Receives: 160_000,
      spouse2Receives: 130_000,
      amount: 15_000,
      payer: 'spouse1',
    });
    const parsed = PropertyDivisionInputSchema.parse(PROPERTY_DIVISION);
    const blocks = blocksFor('property-division', PROPERTY_DIVISION, result, parsed);

    const division = table(blocks, 'Division table');
    expect(headers(division)).toEqual(['Item', 'Category', 'To', 'Net value', 'Spouse 1', 'Spouse 2']);
    expect(division.columns.slice(3).every((c) => c.align === 'right')).toBe(true);
    expect(division.rows).toEqual([
      ['Primary residence', 'Real estate', 'Spouse 1', '$150,000.00', '$150,000.00', '—'],
      ['Car', 'Vehicle', 'Spouse 2', '$20,000.00', '—', '$20,000.00'],
      ['Joint checking', 'Financial account', 'Not assigned, shared', '$5,000.00', '50%', '50%'],
      ['Savings', 'Financial account', 'Sold, shared', '$20,000.00', '50%', '50%'],
      ['401(k)', 'Financial account', 'Spouse 2', '$100,000.00', '—', '$100,000.00'],
      ['Visa', 'Debt', 'Not assigned, shared', '-$5,000.00', '50%', '50%'],
      ['Total', '', '', '$290,000.00', '$160,000.00', '$130,000.00'],
      ['After the equalization payment', '', '', '$290,000.00', '$145,000.00', '$145,000.00'],
    ]);
    expect(row(division, 'Total')[3]).toBe(formatMoney(result.netWorth));

    expect(facts(blocks)).toMatchObject({
      'Property regime': 'Community property',
      'Split of the net marital estate': '50-50 (spouse 1 50%, spouse 2 50%)',
      'Total net marital estate': '$290,000.00',
      "Spouse 1's net share": formatMoney(result.spouse1NetValue),
      "Spouse 2's net share": formatMoney(result.spouse2NetValue),
      'Equalization payment': '$15,000.00, paid by spouse 1 to spouse 2',
      'Net marital estate with retirement after tax (estimate)': formatMoney(result.netWorthAfterTaxEstimate),
    });
    const categories = table(blocks, 'Net marital estate by category');
    expect(row(categories, 'Debts')).toEqual(['Debts', '1', '-$5,000.00']);
    expect(row(categories, 'Total net marital estate')).toEqual([
      'Total net marital estate',
      '6',
      '$290,000.00',
    ]);
    expect(table(blocks, 'Separate property').rows).toEqual([
      ['Inheritance', 'Financial account', 'Spouse 2', '$12,500.00'],
      ['Total, spouse 2', '', 'Spouse 2', '$12,500.00'],
    ]);
    // Spouse 2 keeps the 401(k): 120,000 wages, 24% federal, Texas 0%: 76,000 after tax
    expect(table(blocks, 'Pre-tax retirement accounts').rows[0]).toEqual([
      '401(k)',
      '$100,000.00',
      '24%',
      '$76,000.00',
    ]);
    expectOnlyKnownFigures(blocks, parsed, result);
  });

  it('a custom split prints both percents and no payment when nothing is assigned', () => {
    const input = {
      ...PROPERTY_DIVISION,
      primaryResidenceKeptBy: '',
      vehicles: [],
      retirementAccounts: [],
      divisionMethod: 'custom',
      customPercentage: '33.33',
      sellingCostPercent: 6,
    };
    const result = calculatePropertyDivision(input);
    const blocks = blocksFor('property-division', input, result, PropertyDivisionInputSchema.parse(input));
    expect(facts(blocks)['Split of the net marital estate']).toBe('Custom: spouse 1 33.33%, spouse 2 66.67%');
    expect(facts(blocks)['Equalization payment']).toMatch(/^None: no item is assigned/);
    expect(facts(blocks)['Selling costs']).toBe('6% of value, taken off real estate sold');
    expect(table(blocks, 'Net marital estate by category').rows[0]![0]).toBe(
      'Real estate (net of mortgages and selling costs)',
    );
    const division = table(blocks, 'Division table');
    expect(row(division, 'Primary residence').slice(4)).toEqual(['33.33%', '66.67%']);
    expect(division.rows.at(-1)).toEqual([
      'Total',
      '',
      '',
      formatMoney(result.netWorth),
      formatMoney(result.spouse1NetValue),
      formatMoney(result.spouse2NetValue),
    ]);
    expect(tables(blocks).some((t) => t.caption?.startsWith('Separate'))).toBe(true);
    expect(tables(blocks).some((t) => t.caption?.startsWith('Pre-tax'))).toBe(false);
    // Spouse 2's percent is the one figure not stored in the result: 100 − spouse 1's
    expectOnlyKnownFigures(blocks, PropertyDivisionInputSchema.parse(input), result, [66.67]);
  });

  it('a long estate stays one table with a row per item (48 items)', () => {
    const input = {
      primaryResidenceValue: 0,
      primaryResidenceMortgage: 0,
      checkingAccounts: Array.from({ length: 20 }, (_, n) => ({
        name: `Account ${n + 1}`,
        balance: 1_000 + n * 10.5,
        keptBy: n % 2 ? 'spouse1' : 'spouse2',
      })),
      creditCards: Array.from({ length: 20 }, (_, n) => ({ name: `Card ${n + 1}`, balance: 300 + n })),
      vehicles: Array.from({ length: 8 }, (_, n) => ({
        name: `Vehicle ${n + 1}`,
        value: 9_000 + n * 1_000,
        loan: 2_000,
        keptBy: 'sell',
      })),
      state: 'new-york',
      divisionMethod: '60-40',
      taxYear: 2025,
    };
    const result = calculatePropertyDivision(input);
    const blocks = blocksFor('property-division', input, result, PropertyDivisionInputSchema.parse(input));
    const division = table(blocks, 'Division table');
    expect(division.rows).toHaveLength(48 + 2);
    expect(new Set(division.rows.map((r) => r[0])).size).toBe(50);
    expect(row(division, 'Account 2')).toEqual([
      'Account 2',
      'Financial account',
      'Spouse 1',
      '$1,010.50',
      '$1,010.50',
      '—',
    ]);
    expect(row(division, 'Card 20')).toEqual([
      'Card 20',
      'Debt',
      'Not assigned, shared',
      '-$319.00',
      '60%',
      '40%',
    ]);
    expect(row(division, 'Total').slice(3)).toEqual([
      formatMoney(result.netWorth),
      formatMoney(result.equalization.spouse1Receives),
      formatMoney(result.equalization.spouse2Receives),
    ]);
    expect(facts(blocks)['Property regime']).toBe('Equitable distribution');
    expectOnlyKnownFigures(blocks, PropertyDivisionInputSchema.parse(input), result, [40]);
  });
});

describe('QDRO: the coverture fraction', () => {
  it('prints the months, the fraction, the marital portion and both shares', () => {
    const result = calculateQdro(QDRO);
    const parsed = QdroInputSchema.parse(QDRO);
    const blocks = blocksFor('qdro', QDRO, result, parsed);
    const months = table(blocks, 'Months of plan participation');
    expect(headers(months)).toEqual(['Period', 'From', 'To', 'Months']);
    expect(months.rows).toEqual([
      ['Participation during the marriage', 'June 15, 2010', 'June 15, 2024', '168'],
      ['All participation to the valuation date', 'June 15, 2005', 'June 15, 2025', '240'],
    ]);
    // The periods are the ones the engine counted
    expect(result.steps.find((s) => s.label === 'Months of participation during the marriage')?.formula).toBe(
      '2010-06-15 to 2024-06-15',
    );
    expect(facts(blocks)['Coverture fraction (marital months ÷ all months)']).toBe('168 ÷ 240 months = 70%');
    expect(facts(blocks)).toMatchObject({
      'Plan type': '401(k) plan',
      'How it is divided': 'A percentage of the whole account',
      "The spouse's share": result.division.text,
      'QDRO required': 'Yes',
    });
    const amounts = table(blocks, 'The account on June 15, 2025');
    expect(amounts.rows).toEqual([
      ['Account balance', '$200,000.00'],
      ['Marital portion (balance × 70%)', '$140,000.00'],
      ["Spouse's share (alternate payee), today", '$100,000.00'],
      ['Employee keeps, today', '$100,000.00'],
      ["Spouse's share at 65, without further contributions", '$443,040.17'],
      ["Employee's share at 65, with contributions and match", '$878,914.35'],
    ]);
    const taxes = table(blocks, "Taxes on the spouse's share (2024, single filer, rolled over)");
    expect(taxes.rows).toEqual([
      [expect.stringContaining('Deferred tax'), formatMoney(result.taxImplications.deferredTaxLiability)],
    ]);
    expect(blocks.filter((b) => b.kind === 'paragraph').map((b) => (b as { text: string }).text)).toEqual(
      result.notes,
    );
    expectOnlyKnownFigures(blocks, parsed, result);
  });

  it('prints the taxes on a share taken as cash, and the fraction counted from the marriage', () => {
    const input = {
      ...QDRO,
      employmentStartDate: '',
      spouseAge: 40,
      divisionPercentage: 25,
      immediateDistribution: true,
      spouseAnnualIncome: 0,
    };
    const result = calculateQdro(input);
    const parsed = QdroInputSchema.parse(input);
    const blocks = blocksFor('qdro', input, result, parsed);
    expect(table(blocks, 'Months of plan participation').rows[1]).toEqual([
      'All participation to the valuation date',
      'June 15, 2010',
      'June 15, 2025',
      '180',
    ]);
    expect(facts(blocks)['Coverture fraction (marital months ÷ all months)']).toBe(
      '168 ÷ 180 months = 93.3%',
    );
    // 25% of 200,000 = 50,000 as cash: 4,019 federal (Texas none), no 10% under a QDRO, 20% withheld
    expect(table(blocks, "Taxes on the spouse's share").rows.slice(0, 4)).toEqual([
      ['Income tax on taking the share as cash', '$4,019.00'],
      ['10% additional tax: not owed under a QDRO', '$0.00'],
      ['Tax on taking the share as cash, in all', '$4,019.00'],
      ['Withheld by the plan (20%), credited against the tax', '$10,000.00'],
    ]);
    expectOnlyKnownFigures(blocks, parsed, result);
  });

  it('an IRA taken as cash before 59½ owes the 10%, and no plan withholds 20%', () => {
    const input = {
      ...QDRO,
      accountType: 'ira',
      spouseAge: 40,
      divisionPercentage: 25,
      immediateDistribution: true,
    };
    const result = calculateQdro(input);
    const blocks = blocksFor('qdro', input, result, QdroInputSchema.parse(input));
    const taxes = table(blocks, "Taxes on the spouse's share").rows.map((r) => r[0]);
    // 25% of 200,000 = 50,000 × 10% = 5,000 (IRC §72(t)(3)(A): an IRA has no QDRO exception)
    expect(
      row(table(blocks, "Taxes on the spouse's share"), '10% additional tax on an early IRA withdrawal')[1],
    ).toBe('$5,000.00');
    expect(taxes.some((label) => label!.includes('Withheld'))).toBe(false);
    expect(facts(blocks)).toMatchObject({ 'Plan type': 'Traditional IRA', 'QDRO required': 'No' });
  });

  it('a pension says whether the order has survivor benefits', () => {
    const input = {
      ...QDRO,
      accountType: 'pension',
      survivorBenefits: true,
      divisionMethod: 'marital-portion',
      divisionPercentage: '',
    };
    const result = calculateQdro(input);
    const blocks = blocksFor('qdro', input, result, QdroInputSchema.parse(input));
    expect(facts(blocks)).toMatchObject({
      'Plan type': 'Pension (defined benefit plan)',
      'Survivor benefits in the order': 'Yes',
    });
    expect(table(blocks, 'The account on').rows[2]).toEqual([
      "Spouse's share (alternate payee), today",
      '$70,000.00',
    ]);
  });
});

describe('tax impact: the returns before and after', () => {
  it('prints the joint return beside both returns after, and the difference', () => {
    const result = calculateTaxImpact(TAX_IMPACT);
    const parsed = TaxImpactInputSchema.parse(TAX_IMPACT);
    const blocks = blocksFor('tax-impact', TAX_IMPACT, result, parsed);
    const returns = table(blocks, 'Each return for 2024');
    expect(headers(returns)).toEqual([
      'Line',
      'Before: joint return',
      'After: your return',
      "After: spouse's return",
    ]);
    expect(returns.rows).toEqual([
      ['Filing status', 'Married filing jointly', 'Head of household', 'Single'],
      ['Wages', '$100,000.00', '$60,000.00', '$40,000.00'],
      ['Deduction taken', '$29,200.00 (standard)', '$21,900.00 (standard)', '$14,600.00 (standard)'],
      ['Children claimed', '2', '2', '0'],
      ['Child tax credit', '$4,000.00', '$4,000.00', '$0.00'],
      ['Federal income tax', '$4,035.00', '$244.00', '$2,819.00'],
      ['State income tax', '$0.00', '$0.00', '$0.00'],
      ['Income tax (federal + state)', '$4,035.00', '$244.00', '$2,819.00'],
    ]);
    expect(facts(blocks)).toMatchObject({
      "Household's income tax before the divorce": '$4,035.00',
      "Household's income tax after the divorce": '$3,063.00',
      'Difference (after − before)': '-$972.00 a year, a saving',
      'Your income tax after the divorce': '$244.00',
      'Your change (your tax after − your income share of the tax before)': '-$2,177.00',
    });
    expect(row(table(blocks, 'Your return after the divorce'), 'Taxable income')).toEqual([
      'Taxable income',
      '$38,100.00',
    ]);
    const paragraphs = blocks.filter((b) => b.kind === 'paragraph').map((b) => (b as { text: string }).text);
    expect(paragraphs).toEqual(result.recommendations);
    expectOnlyKnownFigures(blocks, parsed, result);
  });

  it('separate returns before: says the spouse’s is in the total; alimony and itemizing in California', () => {
    const input = {
      ...TAX_IMPACT,
      annualIncome: 95_000,
      currentFilingStatus: 'married-separate',
      projectedFilingStatus: 'single',
      childrenWithPrimaryParent: 1,
      alimonyPaid: 12_000,
      alimonyInstrumentDate: '2018-06-01',
      mortgageInterest: 9_000,
      propertyTaxes: 7_000,
      state: 'california',
      divorceYear: 2025,
    };
    const result = calculateTaxImpact(input);
    const parsed = TaxImpactInputSchema.parse(input);
    const blocks = blocksFor('tax-impact', input, result, parsed);
    const returns = table(blocks, 'Each return for 2025, federal and California');
    expect(headers(returns)[1]).toBe('Before: your return');
    expect(row(returns, 'State income tax').slice(1)).toEqual([
      formatMoney(result.scenarios.current.stateIncomeTax),
      formatMoney(result.stateTaxProjected),
      formatMoney(result.scenarios.spouseProjected!.stateIncomeTax),
    ]);
    expect(result.stateTaxProjected).toBeGreaterThan(0);
    expect(blocks).toContainEqual({
      kind: 'paragraph',
      text: expect.stringContaining('the spouse also files a return'),
    });
    expect(facts(blocks)['Alimony tax effect (your tax without alimony − with it)']).toBe(
      formatMoney(result.alimonyTaxBenefit),
    );
    expect(row(table(blocks, 'Your return after the divorce'), 'Itemized deductions (Schedule A)')[1]).toBe(
      formatMoney(result.breakdown.itemizedDeductions),
    );
    expectOnlyKnownFigures(blocks, parsed, result);
  });
});

describe('custody costs: the cost categories', () => {
  it('prints each category a month, what it is made of, and each parent’s share a year', () => {
    const result = calculateCustodyCosts(CUSTODY_COSTS);
    const parsed = CustodyCostsInputSchema.parse(CUSTODY_COSTS);
    const blocks = blocksFor('custody-costs', CUSTODY_COSTS, result, parsed);
    const categories = table(blocks, 'The children’s costs a month');
    expect(headers(categories)).toEqual(['Category', 'Monthly', 'Figures']);
    const b = result.monthlyCostBreakdown;
    expect(categories.rows).toEqual([
      ["Housing (the children's share of both homes)", formatMoney(b.housing), 'Yours'],
      ['Childcare', '$600.00', 'Yours'],
      ['Transportation', formatMoney(b.transportation), 'Yours'],
      ['Activities and education', '$100.00', 'Yours'],
      ['Healthcare', '$350.00', 'Yours'],
      ['Other', '$100.00', 'Yours'],
      ['Total a month', formatMoney(b.housing + 600 + b.transportation + 100 + 350 + 100), ''],
    ]);
    // 2 children: 2 of 4 rooms, 50% of each home
    expect(b.housing).toBe(1_750);
    const parts = table(blocks, 'What each category is made of');
    expect(parts.rows.slice(0, 4)).toEqual([
      ['Housing', 'Custodial home: 50% of $2,000.00', '$1,000.00'],
      ['Housing', 'Other home: 50% of $1,500.00', '$750.00'],
      ['Childcare', 'Daycare', '$400.00'],
      ['Childcare', 'After-school care', '$200.00'],
    ]);
    // The parts add up to each category
    for (const [line, name] of Object.entries({
      housing: 'Housing',
      transportation: 'Transportation',
      healthcare: 'Healthcare',
    })) {
      const sum = parts.rows
        .filter((r) => r[0]!.startsWith(name))
        .reduce((total, r) => total + Number(r[2]!.replace(/[$,]/g, '')), 0);
      expect(sum).toBeCloseTo(b[line as keyof typeof b], 2);
    }
    const shares = table(blocks, "Each parent's share of the annual cost: 70% / 30% by time");
    expect(headers(shares)).toEqual(['Parent', 'Share', 'A year']);
    expect(shares.rows).toEqual([
      ['Custodial parent', '70%', formatMoney(result.custodialParentCosts)],
      ['Non-custodial parent', '30%', formatMoney(result.nonCustodialParentCosts)],
      ['Both parents', '', formatMoney(result.totalAnnualCost)],
    ]);
    expect(facts(blocks)).toMatchObject({
      'Per child, a year': formatMoney(result.perChildCost),
      'Costs shared by': 'time with each parent',
    });
    expect(table(blocks, "USDA's typical amounts beside yours").rows).toHaveLength(
      result.typicalAmounts.categories.length,
    );
    expectOnlyKnownFigures(blocks, parsed, result);
  });

  it('labels the USDA typical amounts it filled in, and shares by income', () => {
    const input = {
      ...CUSTODY_COSTS,
      clothingCosts: 0,
      useTypicalAmounts: true,
      custodialParentIncome: 5_000,
      nonCustodialParentIncome: 4_000,
    };
    const result = calculateCustodyCosts(input);
    const parsed = CustodyCostsInputSchema.parse(input);
    const blocks = blocksFor('custody-costs', input, result, parsed);
    const filled = result.typicalAmounts.categories.filter((c) => c.used);
    expect(filled.length).toBeGreaterThan(0);
    const parts = table(blocks, 'What each category is made of');
    for (const c of filled)
      expect(parts.rows).toContainEqual([
        expect.any(String),
        `${c.label}: USDA typical (estimate)`,
        formatMoney(c.typicalMonthly),
      ]);
    expect(row(table(blocks, 'The children’s costs a month'), 'Other')[2]).toBe('USDA typical (estimate)');
    // 5,000 ÷ 9,000 = 55.6%
    expect(row(table(blocks, "Each parent's share"), 'Custodial parent')[1]).toBe('55.6%');
    expectOnlyKnownFigures(blocks, parsed, result);
  });
});

describe('premium tables at the edges', () => {
  it.each([
    {
      name: 'an empty estate',
      calculator: 'property-division' as const,
      input: { state: 'texas', taxYear: 2025 },
    },
    {
      name: 'a Roth IRA divided by a dollar amount',
      calculator: 'qdro' as const,
      input: {
        ...QDRO,
        accountType: 'roth-ira',
        divisionMethod: 'dollar-amount',
        divisionAmount: 25_000,
        immediateDistribution: true,
      },
    },
    {
      name: 'participation that began after the separation',
      calculator: 'qdro' as const,
      input: { ...QDRO, employmentStartDate: '2024-07-01' },
    },
    {
      name: 'no spouse income: no spouse return',
      calculator: 'tax-impact' as const,
      input: { ...TAX_IMPACT, spouseIncome: 0 },
    },
    {
      name: 'one child, every other weekend, nothing but housing',
      calculator: 'custody-costs' as const,
      input: {
        custodyArrangement: 'every-other-weekend',
        numberOfChildren: 1,
        childAge1: 19,
        custodialHousingCost: 0,
        nonCustodialHousingCost: 0,
        distanceBetweenHomes: 0,
        state: 'texas',
        costYear: 2026,
      },
    },
  ])('$name', ({ calculator, input }) => {
    const calculate = {
      'property-division': calculatePropertyDivision,
      qdro: calculateQdro,
      'tax-impact': calculateTaxImpact,
      'custody-costs': calculateCustodyCosts,
    }[calculator];
    const result = calculate(input);
    const blocks = premiumBlocks(calculator, input, result);
    expectWellFormedTables(blocks);
    expect(textOf(blocks).join('\n')).not.toMatch(/-\$0\.00|NaN|undefined|Infinity/);
    const parsed = {
      'property-division': PropertyDivisionInputSchema,
      qdro: QdroInputSchema,
      'tax-impact': TaxImpactInputSchema,
      'custody-costs': CustodyCostsInputSchema,
    }[calculator].parse(input);
    const figures = textOf(blocks).flatMap(figuresIn);
    const known = numbersIn(
      result,
      numbersIn(parsed, new Set([100 - ('spouse1Percentage' in result ? result.spouse1Percentage : 0)])),
    );
    expect(figures.filter((f) => !known.has(Math.round(figureValue(f) * 1000) / 1000))).toEqual([]);
  });

  it('the tax impact without a spouse has two columns', () => {
    const input = { ...TAX_IMPACT, spouseIncome: 0 };
    const blocks = premiumBlocks('tax-impact', input, calculateTaxImpact(input));
    expect(headers(table(blocks, 'Each return for 2024'))).toEqual([
      'Line',
      'Before: joint return',
      'After: your return',
    ]);
  });
});

// Rendering loads PDFKit and the fonts, about a second a document on this 2-core machine.
describe('the premium worksheet PDFs: their tables read back with pdftotext', () => {
  const dir = mkdtempSync(join(tmpdir(), 'securesplit-premium-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function pdfText(calculator: PremiumCalculator, input: unknown): Promise<string> {
    const rendered = await renderWorksheetPdf({
      calculator,
      input,
      madeAt: new Date('2026-12-07T09:00:00Z'),
    });
    const file = join(dir, rendered.fileName);
    writeFileSync(file, rendered.pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  }

  /** Every figure of the premium blocks is in the PDF's text, as many times as the blocks print it. */
  function expectFiguresPrinted(text: string, blocks: Block[]) {
    const printed = figuresIn(text);
    const missing = textOf(blocks)
      .flatMap(figuresIn)
      .filter((figure) => {
        const at = printed.indexOf(figure);
        if (at >= 0) printed.splice(at, 1);
        return at < 0;
      });
    expect(missing).toEqual([]);
  }

  it.each([
    {
      calculator: 'property-division' as const,
      input: PROPERTY_DIVISION,
      calculate: calculatePropertyDivision,
      lines: [
        /Item\s+Category\s+To\s+Net value\s+Spouse 1\s+Spouse 2/,
        /Primary residence\s+Real estate\s+Spouse 1\s+\$150,000\.00\s+\$150,000\.00\s+—/,
        /Visa\s+Debt\s+Not assigned, shared\s+-\$5,000\.00\s+50%\s+50%/,
        /Total\s+\$290,000\.00\s+\$160,000\.00\s+\$130,000\.00/,
        /Equalization payment\s+\$15,000\.00, paid by spouse 1 to spouse 2/,
      ],
    },
    {
      calculator: 'qdro' as const,
      input: QDRO,
      calculate: calculateQdro,
      lines: [
        /Participation during the marriage\s+June 15, 2010\s+June 15, 2024\s+168/,
        /All participation to the valuation date\s+June 15, 2005\s+June 15, 2025\s+240/,
        /168 ÷ 240 months = 70%/,
        /Marital portion \(balance × 70%\)\s+\$140,000\.00/,
      ],
    },
    {
      calculator: 'tax-impact' as const,
      input: TAX_IMPACT,
      calculate: calculateTaxImpact,
      lines: [
        /Line\s+Before: joint return\s+After: your return\s+After: spouse's return/,
        /Federal income tax\s+\$4,035\.00\s+\$244\.00\s+\$2,819\.00/,
        /Difference \(after − before\)\s+-\$972\.00 a year, a saving/,
      ],
    },
    {
      calculator: 'custody-costs' as const,
      input: CUSTODY_COSTS,
      calculate: calculateCustodyCosts,
      lines: [
        /Category\s+Monthly\s+Figures/,
        /Childcare\s+\$600\.00\s+Yours/,
        /Custodial parent\s+70%\s+\$[\d,]+\.\d\d/,
        /Non-custodial parent\s+30%\s+\$[\d,]+\.\d\d/,
      ],
    },
  ])(
    '$calculator',
    async ({ calculator, input, calculate, lines }) => {
      const text = await pdfText(calculator, input);
      for (const line of lines) expect(text).toMatch(line);
      expectFiguresPrinted(text, premiumBlocks(calculator, input, calculate(input)));
    },
    60_000,
  );
});
