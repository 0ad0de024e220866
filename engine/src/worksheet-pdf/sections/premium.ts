import {
  CustodyCostsInputSchema,
  CustodyCostsResultSchema,
  type CustodyCostsParsedInput,
  type CustodyCostsResult,
} from '../../custody-costs/index.js';
import {
  PropertyDivisionInputSchema,
  PropertyDivisionResultSchema,
  type PropertyDivisionParsedInput,
  type PropertyDivisionResult,
} from '../../property-division/index.js';
import {
  QDRO_PARAMETERS as P,
  QdroInputSchema,
  QdroResultSchema,
  type QdroParsedInput,
  type QdroResult,
} from '../../qdro/index.js';
import {
  TaxImpactInputSchema,
  TaxImpactResultSchema,
  type TaxImpactParsedInput,
  type TaxImpactResult,
} from '../../tax-impact/index.js';
import { roundToDecimals } from '../../money/rounding.js';
import type { FilingStatus } from '../../tax/types.js';
import { formatDate, formatMoney, formatPercent } from '../format.js';
import type { Block, PremiumWorksheetCalculator } from '../types.js';

export type PremiumCalculator = PremiumWorksheetCalculator;

type Column = Extract<Block, { kind: 'table' }>['columns'][number];
type Fact = Extract<Block, { kind: 'facts' }>['rows'][number];

/** Money as the worksheet prints it; a rounded negative zero ("-$0.00") prints as "$0.00". */
function money(dollars: number): string {
  return formatMoney(dollars === 0 ? 0 : dollars);
}

function percent(value: number): string {
  return formatPercent(value === 0 ? 0 : value);
}

const left = (header: string): Column => ({ header, align: 'left' });
const right = (header: string): Column => ({ header, align: 'right' });
const NONE = '—';

/**
 * The premium calculators' own tables, printed after the page-1 summary: the property division's division table,
 * the QDRO's coverture fraction, the tax impact's returns before and after, and the custody costs' categories.
 * Every figure is the engine's (the result) or the person's (the input), formatted and never recomputed; the only
 * arithmetic is spouse 2's percent of the split, 100 − spouse 1's.
 */
export function premiumBlocks(calculator: PremiumCalculator, input: unknown, result: unknown): Block[] {
  switch (calculator) {
    case 'property-division':
      return propertyDivisionBlocks(
        PropertyDivisionInputSchema.parse(input),
        PropertyDivisionResultSchema.parse(result),
      );
    case 'qdro':
      return qdroBlocks(QdroInputSchema.parse(input), QdroResultSchema.parse(result));
    case 'tax-impact':
      return taxImpactBlocks(TaxImpactInputSchema.parse(input), TaxImpactResultSchema.parse(result));
    case 'custody-costs':
      return custodyCostsBlocks(CustodyCostsInputSchema.parse(input), CustodyCostsResultSchema.parse(result));
  }
}

// Property division ---------------------------------------------------------------------------------------------

type Item = PropertyDivisionResult['breakdown']['realEstate']['items'][number];

const CATEGORY_NAMES: Record<Item['category'], string> = {
  realEstate: 'Real estate',
  vehicles: 'Vehicle',
  financialAssets: 'Financial account',
  debts: 'Debt',
};

const CATEGORY_TOTALS: Record<Item['category'], string> = {
  realEstate: 'Real estate (net of mortgages)',
  vehicles: 'Vehicles (net of loans)',
  financialAssets: 'Financial accounts',
  debts: 'Debts',
};

const SPOUSE = { spouse1: 'Spouse 1', spouse2: 'Spouse 2' } as const;

function keeperName(keptBy: Item['keptBy']): string {
  if (keptBy === 'spouse1' || keptBy === 'spouse2') return SPOUSE[keptBy];
  return keptBy === 'sell' ? 'Sold, shared' : 'Not assigned, shared';
}

function divisionRow(item: Item, spouse1Percent: string, spouse2Percent: string): string[] {
  const value = money(item.netValue);
  const shares =
    item.keptBy === 'spouse1'
      ? [value, NONE]
      : item.keptBy === 'spouse2'
        ? [NONE, value]
        : [spouse1Percent, spouse2Percent];
  return [item.name, CATEGORY_NAMES[item.category], keeperName(item.keptBy), value, ...shares];
}

function propertyDivisionBlocks(input: PropertyDivisionParsedInput, result: PropertyDivisionResult): Block[] {
  const { breakdown, equalization } = result;
  const categories = ['realEstate', 'vehicles', 'financialAssets', 'debts'] as const;
  const marital = categories.flatMap((c) => breakdown[c].items);
  const spouse1Percent = percent(result.spouse1Percentage);
  // Rounded to drop binary noise (100 − 33.33 is 66.67000000000002), not the person's decimals.
  const spouse2Percent = percent(roundToDecimals(100 - result.spouse1Percentage, 9));
  const split =
    result.divisionMethod === 'custom'
      ? `Custom: spouse 1 ${spouse1Percent}, spouse 2 ${spouse2Percent}`
      : `${result.divisionMethod} (spouse 1 ${spouse1Percent}, spouse 2 ${spouse2Percent})`;

  const facts: Fact[] = [
    {
      label: 'Property regime',
      value: result.regime.kind === 'community-property' ? 'Community property' : 'Equitable distribution',
    },
    { label: 'Split of the net marital estate', value: split },
    { label: 'Total net marital estate', value: money(result.netWorth) },
    { label: "Spouse 1's net share", value: money(result.spouse1NetValue) },
    { label: "Spouse 2's net share", value: money(result.spouse2NetValue) },
    { label: 'Equalization payment', value: equalizationText(equalization) },
  ];
  const sellingCostPercent = input.sellingCostPercent ?? 0;
  const sellingCosts = sellingCostPercent > 0;
  if (sellingCosts) {
    facts.push({
      label: 'Selling costs',
      value: `${percent(sellingCostPercent)} of value, taken off ${input.sellingCostsOnKeptRealEstate ? 'all real estate' : 'real estate sold'}`,
    });
  }

  const blocks: Block[] = [
    { kind: 'heading', text: 'Division of property', level: 2 },
    { kind: 'facts', rows: facts },
    { kind: 'paragraph', text: result.regime.presumption },
    {
      kind: 'table',
      caption: 'Net marital estate by category',
      columns: [left('Category'), right('Items'), right('Net value')],
      rows: [
        ...categories.map((c) => [
          c === 'realEstate' && sellingCosts
            ? 'Real estate (net of mortgages and selling costs)'
            : CATEGORY_TOTALS[c],
          String(breakdown[c].items.length),
          money(breakdown[c].total),
        ]),
        ['Total net marital estate', String(marital.length), money(result.netWorth)],
      ],
    },
  ];

  if (marital.length > 0) {
    const totals = [
      [
        'Total',
        '',
        '',
        money(result.netWorth),
        money(equalization.spouse1Receives),
        money(equalization.spouse2Receives),
      ],
    ];
    if (equalization.assignedItems > 0) {
      totals.push([
        'After the equalization payment',
        '',
        '',
        money(result.netWorth),
        money(result.spouse1NetValue),
        money(result.spouse2NetValue),
      ]);
    }
    blocks.push(
      {
        kind: 'paragraph',
        text: `Each marital item at its net value (less what is owed; debts below zero). An item kept by a spouse counts in full for that spouse; items sold or not assigned are shared ${spouse1Percent} / ${spouse2Percent}.`,
      },
      {
        kind: 'table',
        caption: 'Division table: who receives each marital item',
        columns: [
          left('Item'),
          left('Category'),
          left('To'),
          right('Net value'),
          right('Spouse 1'),
          right('Spouse 2'),
        ],
        rows: [...marital.map((item) => divisionRow(item, spouse1Percent, spouse2Percent)), ...totals],
      },
    );
  }

  const separate = (['spouse1', 'spouse2'] as const).flatMap((who) =>
    result.separateProperty[who].items.map((item) => [
      item.name,
      CATEGORY_NAMES[item.category],
      SPOUSE[who],
      money(item.netValue),
    ]),
  );
  if (separate.length > 0) {
    blocks.push({
      kind: 'table',
      caption: 'Separate property: kept by its owner, not divided',
      columns: [left('Item'), left('Category'), left('Owner'), right('Net value')],
      rows: [
        ...separate,
        ...(['spouse1', 'spouse2'] as const)
          .filter((who) => result.separateProperty[who].items.length > 0)
          .map((who) => [
            `Total, ${SPOUSE[who].toLowerCase()}`,
            '',
            SPOUSE[who],
            money(result.separateProperty[who].total),
          ]),
      ],
    });
  }

  const { retirement } = result;
  if (retirement.items.length > 0) {
    blocks.push(
      {
        kind: 'table',
        caption:
          "Pre-tax retirement accounts after tax (estimate: the holder's federal + state marginal rate)",
        columns: [left('Account'), right('Balance'), right('Marginal rate'), right('After tax (estimate)')],
        rows: [
          ...retirement.items.map((item) => [
            item.name,
            money(item.balance),
            percent(item.marginalRate),
            money(item.afterTaxEstimate),
          ]),
          ['Total', money(retirement.pretaxTotal), '', money(retirement.afterTaxEstimate)],
        ],
      },
      {
        kind: 'facts',
        rows: [
          {
            label: 'Net marital estate with retirement after tax (estimate)',
            value: money(result.netWorthAfterTaxEstimate),
          },
        ],
      },
    );
  }
  return blocks;
}

function equalizationText(e: PropertyDivisionResult['equalization']): string {
  if (e.assignedItems === 0)
    return 'None: no item is assigned to a spouse, so every item is shared by the split';
  if (e.payer === null || e.amount === 0) return 'None: the items each spouse keeps already reach the split';
  const payee = e.payer === 'spouse1' ? 'spouse 2' : 'spouse 1';
  return `${money(e.amount)}, paid by ${SPOUSE[e.payer].toLowerCase()} to ${payee}`;
}

// QDRO ----------------------------------------------------------------------------------------------------------

const PLAN_TYPES: Record<QdroResult['accountType'], string> = {
  '401k': '401(k) plan',
  '403b': '403(b) plan',
  '457': '457 plan',
  pension: 'Pension (defined benefit plan)',
  ira: 'Traditional IRA',
  'roth-ira': 'Roth IRA',
};

const QDRO_METHODS: Record<QdroResult['divisionMethod'], string> = {
  percentage: 'A percentage of the whole account',
  'dollar-amount': 'A fixed dollar amount',
  'marital-portion': 'A share of the marital portion',
};

function qdroBlocks(input: QdroParsedInput, result: QdroResult): Block[] {
  const { breakdown, division, taxImplications: tax } = result;
  // The engine's own periods: participation from the employment start (else the marriage) to the valuation date,
  // and the part of it between the marriage (or a later start) and the separation (or an earlier valuation).
  const valuationDate = input.valuationDate ?? result.meta.asOf;
  const participationStart = input.employmentStartDate ?? input.marriageDate;
  const maritalStart = participationStart > input.marriageDate ? participationStart : input.marriageDate;
  const maritalEnd = input.separationDate < valuationDate ? input.separationDate : valuationDate;
  const fraction =
    breakdown.employmentMonths === 0
      ? `${percent(breakdown.maritalPercentage)} (under a month of participation)`
      : `${breakdown.maritalMonths} ÷ ${breakdown.employmentMonths} months = ${percent(breakdown.maritalPercentage)}`;

  const facts: Fact[] = [
    { label: 'Plan type', value: PLAN_TYPES[result.accountType] },
    { label: 'How it is divided', value: QDRO_METHODS[result.divisionMethod] },
    { label: "The spouse's share", value: division.text },
    { label: 'QDRO required', value: result.qdroRequired ? 'Yes' : 'No' },
    { label: 'Order or instrument needed', value: result.divisionInstrument },
  ];
  if (result.accountType === 'pension') {
    facts.push({ label: 'Survivor benefits in the order', value: input.survivorBenefits ? 'Yes' : 'No' });
  }

  const blocks: Block[] = [
    { kind: 'heading', text: 'Coverture fraction', level: 2 },
    {
      kind: 'table',
      caption: 'Months of plan participation, counted in whole calendar months',
      columns: [left('Period'), left('From'), left('To'), right('Months')],
      rows: [
        [
          'Participation during the marriage',
          formatDate(maritalStart),
          formatDate(maritalEnd),
          String(breakdown.maritalMonths),
        ],
        [
          'All participation to the valuation date',
          formatDate(participationStart),
          formatDate(valuationDate),
          String(breakdown.employmentMonths),
        ],
      ],
    },
    { kind: 'facts', rows: [{ label: 'Coverture fraction (marital months ÷ all months)', value: fraction }] },
    { kind: 'heading', text: 'Division of the account', level: 2 },
    { kind: 'facts', rows: facts },
    {
      kind: 'table',
      caption: `The account on ${formatDate(valuationDate)}, and both shares at 65 (growth ${percent(input.expectedGrowthRate)} a year)`,
      columns: [left('Item'), right('Amount')],
      rows: [
        ['Account balance', money(breakdown.totalAccountValue)],
        [`Marital portion (balance × ${percent(breakdown.maritalPercentage)})`, money(result.maritalPortion)],
        ["Spouse's share (alternate payee), today", money(result.spouseEntitlement)],
        ['Employee keeps, today', money(result.employeeRetains)],
        ["Spouse's share at 65, without further contributions", money(result.futureValue)],
        ["Employee's share at 65, with contributions and match", money(result.employeeFutureValue)],
      ],
    },
  ];

  const taxRows: string[][] = [];
  if (input.immediateDistribution) {
    // The 10% additional tax and the plan's 20% withholding are printed where the engine applied them (its steps
    // name them): the 10% when owed, or when a QDRO exempts a spouse under 59½; the 20% from employer plans.
    const early = `${percent(roundToDecimals(P.earlyDistributionTaxRate.value * 100, 6))} additional tax`;
    const withheld = percent(roundToDecimals(P.mandatoryWithholdingRate.value * 100, 6));
    taxRows.push(['Income tax on taking the share as cash', money(tax.incomeTaxOnDistribution)]);
    if (tax.earlyDistributionTaxApplies) {
      taxRows.push([`${early} on an early IRA withdrawal`, money(tax.earlyDistributionTax)]);
    } else if (result.qdroRequired && input.spouseAge < P.earlyDistributionAge.value) {
      taxRows.push([`${early}: not owed under a QDRO`, money(tax.earlyDistributionTax)]);
    }
    taxRows.push(['Tax on taking the share as cash, in all', money(tax.immediateDistributionTax)]);
    if (result.qdroRequired) {
      taxRows.push([
        `Withheld by the plan (${withheld}), credited against the tax`,
        money(tax.mandatoryWithholding),
      ]);
    }
  }
  taxRows.push([
    `Deferred tax (estimate: the share × ${percent(tax.marginalRate)} federal + state marginal rate)`,
    money(tax.deferredTaxLiability),
  ]);
  blocks.push({
    kind: 'table',
    caption: `Taxes on the spouse's share (${tax.taxYear}, single filer${input.immediateDistribution ? ', taken as cash now' : ', rolled over'})`,
    columns: [left('Tax'), right('Amount')],
    rows: taxRows,
  });
  for (const text of result.notes) blocks.push({ kind: 'paragraph', text });
  return blocks;
}

// Tax impact ----------------------------------------------------------------------------------------------------

const FILING_STATUS_NAMES: Record<FilingStatus, string> = {
  single: 'Single',
  'married-joint': 'Married filing jointly',
  'married-separate': 'Married filing separately',
  'head-of-household': 'Head of household',
};

type Scenario = TaxImpactResult['scenarios']['current'];

function taxImpactBlocks(input: TaxImpactParsedInput, result: TaxImpactResult): Block[] {
  const { scenarios, breakdown } = result;
  const joint = scenarios.current.filingStatus === 'married-joint';
  const columns: { header: string; scenario: Scenario }[] = [
    { header: joint ? 'Before: joint return' : 'Before: your return', scenario: scenarios.current },
    { header: 'After: your return', scenario: scenarios.projected },
    ...(scenarios.spouseProjected
      ? [{ header: "After: spouse's return", scenario: scenarios.spouseProjected }]
      : []),
  ];
  const line = (label: string, cell: (s: Scenario) => string) => [
    label,
    ...columns.map((c) => cell(c.scenario)),
  ];
  const change =
    result.taxDifference > 0 ? 'an increase' : result.taxDifference < 0 ? 'a saving' : 'no change';

  const blocks: Block[] = [
    { kind: 'heading', text: `Income tax before and after the divorce (${result.taxYear})`, level: 2 },
    {
      kind: 'table',
      caption: `Each return for ${result.taxYear}, federal and ${result.meta.jurisdictionName}`,
      columns: [left('Line'), ...columns.map((c) => right(c.header))],
      rows: [
        line('Filing status', (s) => FILING_STATUS_NAMES[s.filingStatus]),
        line('Wages', (s) => money(s.wages)),
        line('Deduction taken', (s) => `${money(s.deduction)} (${s.deductionKind})`),
        line('Children claimed', (s) => String(s.childrenClaimed)),
        line('Child tax credit', (s) => money(s.childTaxCredit)),
        line('Federal income tax', (s) => money(s.federalIncomeTax)),
        line('State income tax', (s) => money(s.stateIncomeTax)),
        line('Income tax (federal + state)', (s) => money(s.incomeTax)),
      ],
    },
  ];
  if (!joint && scenarios.spouseProjected) {
    blocks.push({
      kind: 'paragraph',
      text: "Before the divorce the spouse also files a return of their own: its tax is counted in the household's tax before the divorce below, its lines are not shown.",
    });
  }

  const facts: Fact[] = [
    { label: "Household's income tax before the divorce", value: money(result.currentYearTax) },
    { label: "Household's income tax after the divorce", value: money(result.householdProjectedTax) },
    { label: 'Difference (after − before)', value: `${money(result.taxDifference)} a year, ${change}` },
    { label: 'Your income tax after the divorce', value: money(result.projectedTax) },
    {
      label: 'Your change (your tax after − your income share of the tax before)',
      value: money(result.personalChange),
    },
  ];
  if (input.alimonyPaid > 0 || input.alimonyReceived > 0) {
    facts.push({
      label: 'Alimony tax effect (your tax without alimony − with it)',
      value: money(result.alimonyTaxBenefit),
    });
  }
  blocks.push(
    { kind: 'facts', rows: facts },
    {
      kind: 'table',
      caption: 'Your return after the divorce: deductions and rates',
      columns: [left('Line'), right('Amount')],
      rows: [
        [
          `Standard deduction (${FILING_STATUS_NAMES[input.projectedFilingStatus].toLowerCase()})`,
          money(breakdown.standardDeduction),
        ],
        ['Itemized deductions (Schedule A)', money(breakdown.itemizedDeductions)],
        ['State and local tax cap', money(breakdown.saltCap)],
        ['Taxable income', money(breakdown.taxableIncome)],
        ['Effective tax rate (federal + state ÷ income)', percent(breakdown.effectiveTaxRate)],
        ['Federal marginal rate', percent(breakdown.marginalTaxRate)],
      ],
    },
  );
  for (const text of result.recommendations) blocks.push({ kind: 'paragraph', text });
  return blocks;
}

// Custody costs -------------------------------------------------------------------------------------------------

type Line = keyof CustodyCostsResult['monthlyCostBreakdown'];

const LINE_NAMES: Record<Line, string> = {
  housing: "Housing (the children's share of both homes)",
  childcare: 'Childcare',
  transportation: 'Transportation',
  activities: 'Activities and education',
  healthcare: 'Healthcare',
  other: 'Other',
};

const LINE_SHORT_NAMES: Record<Line, string> = { ...LINE_NAMES, housing: 'Housing' };

/** The form's monthly fields by the breakdown line they add to, in the engine's order. */
const LINE_FIELDS: Record<Exclude<Line, 'housing'>, [keyof CustodyCostsParsedInput, string][]> = {
  childcare: [
    ['daycareCost', 'Daycare'],
    ['afterSchoolCare', 'After-school care'],
    ['summerCare', 'Summer care'],
    ['babysitterCosts', 'Babysitter'],
  ],
  transportation: [
    ['vehicleCosts', 'Vehicle costs'],
    ['publicTransportCosts', 'Public transport'],
  ],
  activities: [
    ['schoolSupplies', 'School supplies'],
    ['extracurricularActivities', 'Extracurricular activities'],
    ['sportsEquipment', 'Sports equipment'],
    ['musicLessons', 'Music lessons'],
    ['tutoring', 'Tutoring'],
  ],
  healthcare: [
    ['healthInsurance', 'Health insurance'],
    ['medicalCopays', 'Medical copays'],
    ['dentalCosts', 'Dental'],
    ['visionCosts', 'Vision'],
    ['therapyCosts', 'Therapy'],
  ],
  other: [
    ['clothingCosts', 'Clothing'],
    ['entertainmentCosts', 'Entertainment'],
    ['vacationCosts', 'Vacations'],
    ['emergencyFund', 'Emergency fund'],
  ],
};

const LINES: readonly Line[] = [
  'housing',
  'childcare',
  'transportation',
  'activities',
  'healthcare',
  'other',
];

interface CostItem {
  line: Line;
  name: string;
  monthly: number;
  typical: boolean;
}

function costItems(input: CustodyCostsParsedInput, result: CustodyCostsResult): CostItem[] {
  const { housingShare, typicalAmounts } = result;
  const share = percent(housingShare.childrenPercent);
  const items: CostItem[] = [
    {
      line: 'housing',
      name: `Custodial home: ${share} of ${money(input.custodialHousingCost)}`,
      monthly: housingShare.custodialHome,
      typical: false,
    },
    {
      line: 'housing',
      name: `Other home: ${share} of ${money(input.nonCustodialHousingCost)}`,
      monthly: housingShare.otherHome,
      typical: false,
    },
  ];
  const exchange = result.steps.find((step) => step.label === 'Exchange driving');
  for (const line of LINES) {
    if (line !== 'housing') {
      for (const [field, name] of LINE_FIELDS[line]) {
        const monthly = input[field];
        if (typeof monthly === 'number' && monthly > 0) items.push({ line, name, monthly, typical: false });
      }
    }
    if (line === 'transportation' && typeof exchange?.value === 'number' && exchange.value > 0) {
      items.push({
        line,
        name: `Exchange driving: ${input.distanceBetweenHomes} miles each way, ${input.transportationFrequency}, at the IRS mileage rate`,
        monthly: exchange.value,
        typical: false,
      });
    }
    for (const c of typicalAmounts.categories) {
      if (c.used && c.calculatorLine === line) {
        items.push({
          line,
          name: `${c.label}: ${typicalAmounts.label}`,
          monthly: c.typicalMonthly,
          typical: true,
        });
      }
    }
  }
  return items;
}

function custodyCostsBlocks(input: CustodyCostsParsedInput, result: CustodyCostsResult): Block[] {
  const { costSharing, typicalAmounts } = result;
  const items = costItems(input, result);
  const origin = (line: Line): string => {
    const own = items.some((i) => i.line === line && !i.typical);
    const typical = items.some((i) => i.line === line && i.typical);
    if (own && typical) return `Yours and ${typicalAmounts.label}`;
    if (typical) return typicalAmounts.label;
    return own ? 'Yours' : NONE;
  };
  const monthlyTotal = result.steps.find((step) => step.label === 'Monthly total');

  const categoryRows = LINES.map((line) => [
    LINE_NAMES[line],
    money(result.monthlyCostBreakdown[line]),
    origin(line),
  ]);
  if (typeof monthlyTotal?.value === 'number')
    categoryRows.push(['Total a month', money(monthlyTotal.value), '']);

  const blocks: Block[] = [
    { kind: 'heading', text: 'Cost categories', level: 2 },
    {
      kind: 'table',
      caption: 'The children’s costs a month, both homes, by category',
      columns: [left('Category'), right('Monthly'), left('Figures')],
      rows: categoryRows,
    },
    {
      kind: 'table',
      caption: 'What each category is made of, a month',
      columns: [left('Category'), left('Item'), right('Monthly')],
      rows: items.map((i) => [LINE_SHORT_NAMES[i.line], i.name, money(i.monthly)]),
    },
    {
      kind: 'table',
      caption: `Each parent's share of the annual cost: ${costSharing.suggestedSharing}`,
      columns: [left('Parent'), right('Share'), right('A year')],
      rows: [
        ['Custodial parent', percent(costSharing.custodialPercentage), money(result.custodialParentCosts)],
        [
          'Non-custodial parent',
          percent(costSharing.nonCustodialPercentage),
          money(result.nonCustodialParentCosts),
        ],
        ['Both parents', '', money(result.totalAnnualCost)],
      ],
    },
    {
      kind: 'facts',
      rows: [
        { label: 'Total a year', value: money(result.totalAnnualCost) },
        { label: 'Per child, a year', value: money(result.perChildCost) },
        {
          label: 'Time with the custodial parent',
          value: `${percent(result.timeShare.custodialPercentage)} (${result.timeShare.basis})`,
        },
        {
          label: 'Costs shared by',
          value: costSharing.basis === 'income' ? "the parents' incomes" : 'time with each parent',
        },
      ],
    },
    {
      kind: 'table',
      caption: `USDA's typical amounts beside yours: ${typicalAmounts.table.name}, ${typicalAmounts.incomeGroup.label}, ${typicalAmounts.priceLevel.label}`,
      columns: [
        left('USDA category'),
        right('Yours a month'),
        right('Typical a month'),
        left('In the totals'),
      ],
      rows: typicalAmounts.categories.map((c) => [
        c.label,
        c.yourMonthly === null ? NONE : money(c.yourMonthly),
        money(c.typicalMonthly),
        c.comparisonOnly ? 'Shown beside yours only' : c.used ? 'Yes, filled in' : 'No',
      ]),
    },
    { kind: 'paragraph', text: result.guidelineCoverage.note },
  ];
  for (const text of result.recommendations) blocks.push({ kind: 'paragraph', text });
  return blocks;
}
