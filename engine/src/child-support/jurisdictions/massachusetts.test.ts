import { describe, expect, it } from 'vitest';
import { roundToNearestDollar } from '../../money/rounding.js';
import { calculateChildSupport } from '../calculate.js';
import type { ChildSupportInput } from '../schema.js';
import { TABLE_A, TABLE_A_CHART_CHECK, TABLE_B, TABLE_C } from './data/massachusetts-tables.js';
import { shadedAreaAmount, tableA } from './massachusetts.js';
import type { ScheduleTable } from '../models/schedule.js';
import { expectScheduleRises, line } from './test-support.js';

/**
 * Massachusetts 2025 Child Support Guidelines Worksheet (CJD 304, 12/1/25), weekly: available income,
 * Table A × Table B split by whole-percent shares, the shaded-area low-income payor amount, the $430
 * child care benchmark, the 10% income-disparity limit, Box 2 (primary) and Box 1 (equal time).
 */
const maCase = (overrides: Partial<ChildSupportInput> = {}): ChildSupportInput => ({
  custodialParentIncome: 3466.67,
  nonCustodialParentIncome: 5200,
  numberOfChildren: 1,
  custodyArrangement: 'primary',
  custodialParentTime: 67,
  nonCustodialParentTime: 33,
  state: 'massachusetts',
  asOf: '2026-11-01',
  ...overrides,
});

/** The checktheworksheet comparison case: A $570 + $33 premium, B $3,865.38 + $43 premium, weekly; three children. */
const xfaCase = (overrides: Partial<ChildSupportInput> = {}): ChildSupportInput =>
  maCase({
    numberOfChildren: 3,
    custodialParentIncome: 2470,
    nonCustodialParentIncome: 16749.98,
    healthInsuranceMonthly: 143,
    healthInsurancePaidBy: 'custodial',
    nonCustodialParentDeductions: 186.33,
    ...overrides,
  });
const equalTime = {
  custodyArrangement: 'shared',
  custodialParentTime: 50,
  nonCustodialParentTime: 50,
} as const;

describe('Massachusetts Table A (CJD 304, page 4) against the 2025 Guidelines Chart', () => {
  it.each(TABLE_A_CHART_CHECK.map(([income, amount]) => [income, amount] as const))(
    'chart row $%i a week → $%i for one child',
    (income, amount) => {
      expect(tableA(income).amount).toBe(amount);
    },
  );

  it('changes amount exactly at each chart row (below it the chart says "use the lower support amount")', () => {
    for (const [income, amount] of TABLE_A_CHART_CHECK.slice(1, -1)) {
      expect(tableA(income - 1).amount, `at ${income - 1}`).toBeLessThan(amount);
    }
    // The one jump of the chart: the last shaded row ($389-$391, $33) to 22% of $392.
    expect(tableA(391).amount).toBe(33);
  });

  it('has the printed bands, contiguous from $0 to $8,654', () => {
    expect(TABLE_A[0]!.from).toBe(0);
    expect(TABLE_A[TABLE_A.length - 1]!.to).toBe(8654);
    for (let i = 1; i < TABLE_A.length; i++) expect(TABLE_A[i]!.from).toBe(TABLE_A[i - 1]!.to + 1);
    // Printed rows read on the worksheet: $1,601-$2,400 "$346 + 18% above $1,600" ... "$809 + 10% above $5,000".
    expect(TABLE_A.slice(4).map((b) => [b.from, b.base, b.rate, b.over])).toEqual([
      [1601, 346, 0.18, 1600],
      [2401, 490, 0.14, 2400],
      [3501, 644, 0.11, 3500],
      [5001, 809, 0.1, 5000],
    ]);
  });

  it('never falls as income rises above the shaded rows, and is capped at $8,654', () => {
    let previous = 0;
    for (let income = 392; income <= 9000; income++) {
      const amount = tableA(income).amount;
      expect(amount).toBeGreaterThanOrEqual(previous);
      previous = amount;
    }
    expect(tableA(20000).amount).toBe(1174);
  });

  it('shaded area: $15 up to $301, $15 + 20% above $301 up to $391, and the $15 floor above', () => {
    expect(shadedAreaAmount(0)).toBe(15);
    expect(shadedAreaAmount(301)).toBe(15);
    expect(shadedAreaAmount(350)).toBe(25);
    expect(shadedAreaAmount(391)).toBe(33);
    expect(shadedAreaAmount(392)).toBe(15);
  });

  it('line 3g (Table A × Table B, rounded) rises with income and with children at the chart rows', () => {
    const incomes = TABLE_A_CHART_CHECK.map(([income]) => income);
    const schedule: ScheduleTable = {
      incomes,
      obligations: incomes.map((income) =>
        TABLE_B.slice(1).map((factor) => roundToNearestDollar(tableA(income).amount * factor)),
      ),
    };
    expectScheduleRises(schedule, { columns: 5, strictly: true });
    // Cells read off the cross-checked chart rows: $2,000 combined (418) and $8,654 (1,174).
    expect(schedule.obligations[incomes.indexOf(1998)]).toEqual([418, 585, 702, 773, 811]);
    expect(schedule.obligations[incomes.indexOf(8654)]).toEqual([1174, 1644, 1972, 2172, 2278]);
  });

  it('Table B and Table C as printed / scripted', () => {
    expect(TABLE_B).toEqual([0, 1, 1.4, 1.68, 1.85, 1.94]);
    expect(TABLE_C[0]).toEqual([0, 0.25, 0.25, 0.25, 0.25, 0.25]);
    expect(TABLE_C[1]).toEqual([0, 0.07, 0.11, 0.13, 0.14]);
  });
});

describe('Massachusetts worksheet, Box 2 (children primarily with one parent)', () => {
  it('combined $2,000 a week, one child', () => {
    const result = calculateChildSupport(maCase());
    expect(line(result, '2a. Gross weekly income, noncustodial')).toBe(1200);
    expect(line(result, '2a. Gross weekly income, custodial')).toBe(800);
    expect(line(result, '3b. Combined available income')).toBe(2000);
    expect(line(result, '3c. Share of combined available income, noncustodial')).toBe(60);
    expect(line(result, '3e. Support amount for one child')).toBe(418);
    expect(line(result, '6g.')).toBe(251);
    expect(line(result, '7d.')).toBe(251);
    expect(result.monthlyPayment).toBe(1087.67);
    expect(result.payer).toBe('noncustodial');
    expect(result.meta.confidence).toBe('official');
    expect(result.meta.approximations).toEqual([]);
  });

  it('two children: × 1.40 (Table B)', () => {
    const result = calculateChildSupport(maCase({ numberOfChildren: 2 }));
    expect(line(result, '4c. Adjusted combined support amount')).toBe(585);
    // 5a = 40% × 585 = 234; 585 − 234 = 351 a week.
    expect(line(result, '7d.')).toBe(351);
    expect(result.monthlyPayment).toBe(1521);
  });

  // Outputs of the official form's calculate scripts (campbefs/checktheworksheet,
  // model/runs/official-xfa-vs-model-2026-09-05.txt).
  it('official-script case 2: three children, no child care → $1,091 a week', () => {
    const result = calculateChildSupport(xfaCase());
    expect(line(result, '3a. Available income, custodial')).toBe(537);
    expect(line(result, '3a. Available income, noncustodial')).toBe(3822);
    expect(line(result, '3e.')).toBe(738);
    expect(line(result, '4c.')).toBe(1240);
    expect(line(result, '7d.')).toBe(1091);
    expect(result.monthlyPayment).toBe(4727.67);
  });

  it('official-script case 3: Parent A pays $300 a week child care → $1,355 a week', () => {
    const result = calculateChildSupport(
      xfaCase({ childcareCostMonthly: 1300, childcarePaidBy: 'custodial' }),
    );
    // 6b = 88% × 300 = 264; 6c = 1,091 + 264.
    expect(line(result, '6b. Share of the custodial')).toBe(264);
    expect(line(result, '7d.')).toBe(1355);
  });

  it('child care above $430 a week for one child counts at $430', () => {
    const result = calculateChildSupport(
      maCase({ childcareCostMonthly: 2600, childcarePaidBy: 'custodial' }),
    );
    // 600 a week → 430; 6b = 60% × 430 = 258; 6c = 251 + 258 = 509.
    expect(line(result, '6a. Child care cost benchmark amount, custodial')).toBe(430);
    expect(line(result, '7d.')).toBe(509);
    expect(result.meta.confidence).toBe('official');
  });

  it('child care paid by the payor lowers the order by the recipient’s share', () => {
    const result = calculateChildSupport(
      maCase({ childcareCostMonthly: 1300, childcarePaidBy: 'noncustodial' }),
    );
    // 6b for the payor column: 40% × 300 = 120; 6g = 251 − 120 = 131; 7a 131 ÷ 800 = 16%.
    expect(line(result, '6g.')).toBe(131);
    expect(line(result, '7d.')).toBe(131);
  });

  it('low-income payor (3a ≤ $391) pays the shaded-area amount for their own income', () => {
    // 1,516.67 a month → 350 a week: 15 + 20% × 49 = 25 a week, whatever the other parent earns.
    const result = calculateChildSupport(maCase({ nonCustodialParentIncome: 1516.67, numberOfChildren: 2 }));
    expect(line(result, '5c.')).toBe(25);
    // 7a: 25 ÷ 800 = 3% < 10%: min(25, 25, 13% × 350 = 45.5), not less than 25.
    expect(line(result, '7d.')).toBe(25);
  });

  it('10% rule: support under 10% of the recipient’s income is limited to (7a + 10%) × payor income', () => {
    // Recipient 8,000 a week, payor 400: 3e = 809 + 10% × 3,400 = 1,149; payor 5% → 5b = 57;
    // 7a 57 ÷ 8,000 = 1%: min(57, 57, 11% × 400 = 44) = 44.
    const result = calculateChildSupport(
      maCase({ custodialParentIncome: 34666.67, nonCustodialParentIncome: 1733.33 }),
    );
    expect(line(result, '5c.')).toBe(57);
    expect(line(result, '7b.')).toBe(44);
    expect(line(result, '7d.')).toBe(44);
  });

  it('zero incomes: the $15 minimum order', () => {
    const result = calculateChildSupport(maCase({ custodialParentIncome: 0, nonCustodialParentIncome: 0 }));
    expect(line(result, '7d.')).toBe(15);
    expect(result.payer).toBe('noncustodial');
  });

  it('caps combined income at $8,654 a week ($450,000 a year)', () => {
    const result = calculateChildSupport(
      maCase({ nonCustodialParentIncome: 40000, custodialParentIncome: 10000 }),
    );
    expect(line(result, '3d. Applicable available income')).toBe(8654);
    expect(line(result, '3e.')).toBe(1174);
    expect(line(result, '8a.')).toBe(11539 - 8654);
  });

  it('the 40% hardship presumption is flagged', () => {
    const result = calculateChildSupport(xfaCase({ numberOfChildren: 5, custodialParentIncome: 0 }));
    expect(result.steps.some((s) => s.label === 'Substantial hardship')).toBe(false);
    const heavy = calculateChildSupport(
      maCase({ numberOfChildren: 5, custodialParentIncome: 0, nonCustodialParentIncome: 2000 }),
    );
    // 462 a week alone: 3e 102 × 1.94 = 198 = 43% of 462.
    expect(line(heavy, '7d.')).toBe(198);
    expect(heavy.steps.some((s) => s.label === 'Substantial hardship')).toBe(true);
  });
});

describe('Massachusetts worksheet, Box 1 (approximately equal time)', () => {
  it('official-script case 1: three children → $1,016 a week', () => {
    const result = calculateChildSupport(xfaCase(equalTime));
    expect(line(result, '6e. Support owed to the noncustodial')).toBe(75.18);
    expect(line(result, '6g.')).toBe(1015.82);
    expect(line(result, '7d.')).toBe(1016);
    expect(result.payer).toBe('noncustodial');
    expect(result.monthlyPayment).toBe(4402.67);
  });

  it('official-script case 4: Parent A pays $300 child care → $1,280 a week', () => {
    const result = calculateChildSupport(
      xfaCase({ ...equalTime, childcareCostMonthly: 1300, childcarePaidBy: 'custodial' }),
    );
    expect(line(result, '7d.')).toBe(1280);
  });

  it('official-script case 6: Parent B (payor) pays $300 child care → $1,010 a week', () => {
    const result = calculateChildSupport(
      xfaCase({ ...equalTime, childcareCostMonthly: 1300, childcarePaidBy: 'noncustodial' }),
    );
    expect(line(result, '6e. Support owed to the noncustodial')).toBe(80.55);
    expect(line(result, '7d.')).toBe(1010);
  });

  it('combined $2,000 a week, one child: 251 against the 10% limit on 167', () => {
    const result = calculateChildSupport(maCase(equalTime));
    // A (custodial, 800) is owed 251; B (1,200) is owed 167 (14% of 1,200 ≥ 10%): 251 − 167 = 84.
    expect(line(result, '7d.')).toBe(84);
    expect(result.monthlyPayment).toBe(364);
    expect(result.payer).toBe('noncustodial');
  });

  it('the higher earner pays whichever label they carry', () => {
    const result = calculateChildSupport(
      maCase({ ...equalTime, custodialParentIncome: 5200, nonCustodialParentIncome: 3466.67 }),
    );
    expect(result.payer).toBe('custodial');
    expect(result.monthlyPayment).toBe(364);
  });

  it('equal incomes net to nothing', () => {
    const result = calculateChildSupport(
      maCase({ ...equalTime, custodialParentIncome: 4333.33, nonCustodialParentIncome: 4333.33 }),
    );
    expect(result.monthlyPayment).toBe(0);
    expect(result.payer).toBe('none');
  });
});

describe('Massachusetts inputs the worksheet needs more detail for', () => {
  it('split custody is computed with the parenting-time box and labelled an estimate', () => {
    const result = calculateChildSupport(maCase({ custodyArrangement: 'split', numberOfChildren: 2 }));
    expect(result.meta.confidence).toBe('estimate');
    expect(result.meta.approximations.join(' ')).toMatch(/Box 3/);
  });

  it('child care over $430 a week for several children is taken as spread evenly (estimate)', () => {
    const result = calculateChildSupport(
      maCase({ numberOfChildren: 2, childcareCostMonthly: 2600, childcarePaidBy: 'custodial' }),
    );
    // 600 a week over two children: 300 each, under the benchmark → 600.
    expect(line(result, '6a. Child care cost benchmark amount, custodial')).toBe(600);
    expect(result.meta.confidence).toBe('estimate');
  });

  it('before 2025-12-01 says the earliest rules were applied', () => {
    const result = calculateChildSupport(maCase({ asOf: '2025-06-01' }));
    expect(result.meta.approximations.join(' ')).toMatch(/earliest version/);
  });
});
