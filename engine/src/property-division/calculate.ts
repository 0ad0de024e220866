import type { z } from 'zod';
import { EngineValidationError } from '../errors.js';
import { money, note, percent, type Step } from '../explain/steps.js';
import { jurisdictionBySlug } from '../jurisdictions.js';
import { roundToCents, roundToDecimals } from '../money/rounding.js';
import type { Source } from '../rules/source.js';
import { uniqueSources } from '../rules/unique-sources.js';
import { todayIso } from '../rules/versions.js';
import { calculateIncomeTax } from '../tax/calculate.js';
import { taxYearFor } from '../tax/net-income.js';
import type { TaxYear } from '../tax/types.js';
import { incomeTaxSourcesOnly } from '../qdro/income-tax-sources.js';
import { issuesToFieldErrors } from '../validation/issues.js';
import { regimeFor } from './regimes.js';
import {
  PropertyDivisionInputSchema,
  type ItemKeeper,
  type ItemOwnership,
  type PropertyDivisionParsedInput,
  type PropertyDivisionResult,
} from './schema.js';

type Category = 'realEstate' | 'vehicles' | 'financialAssets' | 'debts';

interface Item {
  name: string;
  category: Category;
  netValue: number;
  ownership: ItemOwnership;
  keptBy: ItemKeeper | null;
  pretaxRetirement: boolean;
}

const CATEGORY_LABELS: Record<Category, string> = {
  realEstate: 'Real estate (net of mortgages)',
  vehicles: 'Vehicles (net of loans)',
  financialAssets: 'Financial assets',
  debts: 'Debts',
};

const SPLITS = { '50-50': 50, '60-40': 60, '70-30': 70 } as const;

function collectItems(i: PropertyDivisionParsedInput, steps: Step[]): Item[] {
  const items: Item[] = [];
  const sellingRate = (i.sellingCostPercent ?? 0) / 100;
  const realEstate = (
    label: string,
    value: number,
    mortgage: number,
    ownership: ItemOwnership | undefined,
    keptBy: ItemKeeper | undefined,
  ) => {
    const applyCosts = sellingRate > 0 && (keptBy === 'sell' || i.sellingCostsOnKeptRealEstate);
    const costs = applyCosts ? roundToCents(value * sellingRate) : 0;
    const net = roundToCents(value - mortgage - costs);
    if (value === 0 && mortgage === 0) return;
    if (costs > 0) steps.push(money(`${label}: selling costs`, costs, `${value} × ${i.sellingCostPercent}%`));
    items.push({
      name: label,
      category: 'realEstate',
      netValue: net,
      ownership: ownership ?? 'marital',
      keptBy: keptBy ?? null,
      pretaxRetirement: false,
    });
  };
  realEstate(
    'Primary residence',
    i.primaryResidenceValue,
    i.primaryResidenceMortgage,
    i.primaryResidenceOwnership,
    i.primaryResidenceKeptBy,
  );
  i.additionalRealEstate.forEach((row, n) =>
    realEstate(row.name || `Property ${n + 1}`, row.value, row.mortgage, row.ownership, row.keptBy),
  );
  i.vehicles.forEach((row, n) => {
    if (row.value === 0 && row.loan === 0) return;
    items.push({
      name: row.name || `Vehicle ${n + 1}`,
      category: 'vehicles',
      netValue: roundToCents(row.value - row.loan),
      ownership: row.ownership ?? 'marital',
      keptBy: row.keptBy ?? null,
      pretaxRetirement: false,
    });
  });
  const accounts = (
    rows: PropertyDivisionParsedInput['checkingAccounts'],
    fallback: string,
    category: Category,
    sign: 1 | -1,
  ) =>
    rows.forEach((row, n) => {
      if (row.balance === 0) return;
      items.push({
        name: row.name || `${fallback} ${n + 1}`,
        category,
        netValue: roundToCents(sign * row.balance),
        ownership: row.ownership ?? 'marital',
        keptBy: row.keptBy ?? null,
        pretaxRetirement: false,
      });
    });
  accounts(i.checkingAccounts, 'Checking account', 'financialAssets', 1);
  accounts(i.savingsAccounts, 'Savings account', 'financialAssets', 1);
  i.retirementAccounts.forEach((row, n) => {
    if (row.balance === 0) return;
    items.push({
      name: row.name || `Retirement account ${n + 1}`,
      category: 'financialAssets',
      netValue: roundToCents(row.balance),
      ownership: row.ownership ?? 'marital',
      keptBy: row.keptBy ?? null,
      pretaxRetirement: (row.taxTreatment ?? 'pre-tax') === 'pre-tax',
    });
  });
  accounts(i.investmentAccounts, 'Investment account', 'financialAssets', 1);
  accounts(i.creditCards, 'Credit card', 'debts', -1);
  accounts(i.otherDebts, 'Other debt', 'debts', -1);
  return items;
}

function category(items: Item[]): { total: number; items: Omit<Item, 'pretaxRetirement'>[] } {
  return {
    total: roundToCents(items.reduce((sum, item) => sum + item.netValue, 0)),
    items: items.map(({ pretaxRetirement: _unused, ...rest }) => rest),
  };
}

/**
 * Divides the net marital estate by the chosen split: separate property apart, who keeps each item and the
 * equalization payment that reaches the split, and pre-tax retirement at an estimated after-tax value.
 * Throws EngineValidationError with field messages for invalid input.
 */
export function calculatePropertyDivision(input: unknown): PropertyDivisionResult {
  const parsed = PropertyDivisionInputSchema.safeParse(input);
  if (!parsed.success) throw new EngineValidationError(issuesToFieldErrors(parsed.error.issues));
  return calculatePropertyDivisionFromValidInput(parsed.data);
}

/**
 * calculatePropertyDivision for input that has already passed PropertyDivisionInputSchema (as the API's request validation does),
 * so that a request body is validated once.
 */
export function calculatePropertyDivisionFromValidInput(
  valid: z.output<typeof PropertyDivisionInputSchema>,
): PropertyDivisionResult {
  const i = valid;
  const steps: Step[] = [];
  const approximations: string[] = [];
  const jurisdiction = jurisdictionBySlug(i.state);
  const regime = regimeFor(i.state, jurisdiction.name);
  const sources: Source[] = [...regime.sources];
  steps.push(
    note(
      'Property regime',
      regime.regime === 'community-property' ? 'Community property' : 'Equitable distribution',
      regime.sources[0]!.title,
    ),
    note('What the state presumes', regime.presumption, regime.sources.at(-1)!.title),
  );

  const all = collectItems(i, steps);
  const marital = all.filter((item) => item.ownership === 'marital');
  const byCategory = (c: Category) => category(marital.filter((item) => item.category === c));
  const breakdown = {
    realEstate: byCategory('realEstate'),
    vehicles: byCategory('vehicles'),
    financialAssets: byCategory('financialAssets'),
    debts: byCategory('debts'),
  };
  for (const key of Object.keys(breakdown) as Category[]) {
    if (breakdown[key].items.length > 0) steps.push(money(CATEGORY_LABELS[key], breakdown[key].total));
  }
  const netWorth = roundToCents(Object.values(breakdown).reduce((sum, c) => sum + c.total, 0));
  steps.push(
    money('Total net marital estate', netWorth, 'real estate + vehicles + financial assets − debts'),
  );

  const spouse1Percentage = i.divisionMethod === 'custom' ? i.customPercentage! : SPLITS[i.divisionMethod];
  const spouse1NetValue = roundToCents((netWorth * spouse1Percentage) / 100);
  const spouse2NetValue = roundToCents(netWorth - spouse1NetValue);
  steps.push(
    percent('Spouse 1 share', spouse1Percentage, i.divisionMethod),
    money('Spouse 1 net value', spouse1NetValue, `${netWorth} × ${spouse1Percentage}%`),
    money('Spouse 2 net value', spouse2NetValue, `${netWorth} − ${spouse1NetValue}`),
  );

  // Equalization: items assigned to a spouse count in full for them; unassigned and sold items split by the percentage.
  const assigned = marital.filter((item) => item.keptBy === 'spouse1' || item.keptBy === 'spouse2');
  const keptValue = (who: ItemKeeper) =>
    marital.filter((item) => item.keptBy === who).reduce((sum, item) => sum + item.netValue, 0);
  const shared = marital
    .filter((item) => item.keptBy === null || item.keptBy === 'sell')
    .reduce((sum, item) => sum + item.netValue, 0);
  const spouse1Receives = roundToCents(keptValue('spouse1') + (shared * spouse1Percentage) / 100);
  const spouse2Receives = roundToCents(netWorth - spouse1Receives);
  const gap = roundToCents(spouse1NetValue - spouse1Receives);
  const equalization = {
    spouse1Receives,
    spouse2Receives,
    amount: Math.abs(gap),
    payer: gap > 0 ? ('spouse2' as const) : gap < 0 ? ('spouse1' as const) : null,
    assignedItems: assigned.length,
  };
  if (assigned.length > 0) {
    steps.push(
      money(
        'Spouse 1 receives from the assignments',
        spouse1Receives,
        `items kept by spouse 1 + ${spouse1Percentage}% of items sold or not assigned`,
      ),
      money(
        gap === 0
          ? 'Equalization payment'
          : `Equalization payment from ${gap > 0 ? 'spouse 2 to spouse 1' : 'spouse 1 to spouse 2'}`,
        Math.abs(gap),
        `${spouse1NetValue} − ${spouse1Receives}`,
      ),
    );
  }

  const separate = (who: ItemOwnership) => category(all.filter((item) => item.ownership === who));
  const separateProperty = { spouse1: separate('spouse1-separate'), spouse2: separate('spouse2-separate') };
  if (separateProperty.spouse1.items.length > 0)
    steps.push(money('Separate property of spouse 1 (not divided)', separateProperty.spouse1.total));
  if (separateProperty.spouse2.items.length > 0)
    steps.push(money('Separate property of spouse 2 (not divided)', separateProperty.spouse2.total));

  const { taxYear, ...retirement } = afterTaxRetirement(i, marital, steps, sources, approximations);
  const netWorthAfterTaxEstimate = roundToCents(
    netWorth - retirement.pretaxTotal + retirement.afterTaxEstimate,
  );
  if (retirement.items.length > 0) {
    steps.push(money('Net marital estate with retirement after tax (estimate)', netWorthAfterTaxEstimate));
  }
  if (i.sellingCostPercent !== undefined && i.sellingCostPercent > 0) {
    approximations.push(
      i.sellingCostsOnKeptRealEstate
        ? `Selling costs of ${i.sellingCostPercent}% are taken off all real estate, kept or sold.`
        : `Selling costs of ${i.sellingCostPercent}% are taken off real estate marked to be sold only.`,
    );
  }
  approximations.push('Values are as entered; no appraisal, capital gains tax or tax basis is considered.');

  return {
    netWorth,
    spouse1NetValue,
    spouse2NetValue,
    spouse1Percentage,
    divisionMethod: i.divisionMethod,
    breakdown,
    separateProperty,
    equalization,
    retirement,
    netWorthAfterTaxEstimate,
    regime: { kind: regime.regime, presumption: regime.presumption },
    steps,
    meta: {
      jurisdiction: jurisdiction.slug,
      jurisdictionName: jurisdiction.name,
      model: `property-division-${regime.regime}`,
      rulesEffective: { from: `${taxYear}-01-01`, to: `${taxYear}-12-31` },
      sources: uniqueSources(sources),
      confidence: 'estimate',
      approximations,
      asOf: todayIso(),
    },
  };
}

function afterTaxRetirement(
  i: PropertyDivisionParsedInput,
  marital: Item[],
  steps: Step[],
  sources: Source[],
  approximations: string[],
): PropertyDivisionResult['retirement'] & { taxYear: TaxYear } {
  const taxYear = (i.taxYear ?? taxYearFor(todayIso())) as TaxYear;
  const pretax = marital.filter((item) => item.pretaxRetirement);
  if (pretax.length === 0) return { pretaxTotal: 0, afterTaxEstimate: 0, items: [], taxYear };
  const rateFor = (income: number) => {
    const tax = calculateIncomeTax({ taxYear, filingStatus: 'single', wages: income, state: i.state });
    sources.push(...incomeTaxSourcesOnly(tax.meta.sources));
    return roundToDecimals(tax.marginalRate + tax.stateMarginalRate, 3);
  };
  const rates = { spouse1: rateFor(i.spouse1AnnualIncome), spouse2: rateFor(i.spouse2AnnualIncome) };
  const items = pretax.map((item) => {
    const marginalRate = item.keptBy === 'spouse2' ? rates.spouse2 : rates.spouse1;
    const afterTaxEstimate = roundToCents(item.netValue * (1 - marginalRate / 100));
    steps.push(
      money(
        `${item.name} after tax (estimate)`,
        afterTaxEstimate,
        `${item.netValue} × (1 − ${marginalRate}% federal + state marginal rate)`,
      ),
    );
    return { name: item.name, balance: item.netValue, marginalRate, afterTaxEstimate };
  });
  approximations.push(
    `Pre-tax retirement balances are also shown after tax at the holder's ${taxYear} federal + state marginal rate as a single filer (spouse 1's rate when the account is not assigned to spouse 2); the tax actually owed depends on when and how the money is withdrawn.`,
  );
  return {
    pretaxTotal: roundToCents(items.reduce((sum, item) => sum + item.balance, 0)),
    afterTaxEstimate: roundToCents(items.reduce((sum, item) => sum + item.afterTaxEstimate, 0)),
    items,
    taxYear,
  };
}
