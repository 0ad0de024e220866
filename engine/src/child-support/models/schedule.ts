import { roundToCents } from '../../money/rounding.js';

/**
 * A basic obligation schedule: rows of combined income (ascending, in the period the state prints:
 * monthly, weekly or annual) and, per row, the obligation for 1, 2, 3... children.
 */
export interface ScheduleTable {
  /** Combined income of each row, ascending. */
  incomes: readonly number[];
  /** obligations[row][children - 1]. Rows may list fewer columns than 6; the last column then applies. */
  obligations: readonly (readonly number[])[];
}

/**
 * How a state reads its schedule between rows:
 * - `interpolate`: straight-line between the two rows around the income;
 * - `next-higher-row`: the row at or above the income (Maryland, Tennessee round up);
 * - `row-below`: the row at or below the income (step tables);
 * - `nearest-row`: the closest row (ties go up).
 */
export type ScheduleLookup = 'interpolate' | 'next-higher-row' | 'row-below' | 'nearest-row';

export interface ScheduleReading {
  amount: number;
  /** Income of the row (or rows) read, for the worksheet. */
  rowIncome: number;
  description: string;
  /** True when the income is above the last row: the caller applies its above-schedule rule. */
  aboveTable: boolean;
}

function column(row: readonly number[], children: number): number {
  return row[Math.min(children, row.length) - 1]!;
}

export function assertScheduleShape(name: string, table: ScheduleTable): void {
  if (table.incomes.length !== table.obligations.length || table.incomes.length < 2) {
    throw new Error(`${name}: schedule needs one obligation row per income row`);
  }
  for (let i = 1; i < table.incomes.length; i++) {
    if (table.incomes[i]! <= table.incomes[i - 1]!) throw new Error(`${name}: schedule incomes must ascend (row ${i})`);
  }
}

export function readSchedule(
  table: ScheduleTable,
  combinedIncome: number,
  children: number,
  lookup: ScheduleLookup,
): ScheduleReading {
  const { incomes, obligations } = table;
  // NaN fails every comparison below and would index a row that does not exist (a TypeError, not
  // an answer). Validated input cannot produce it: money fields are bounded (MONEY_MAXIMUM_DOLLARS).
  if (Number.isNaN(combinedIncome)) throw new RangeError('readSchedule: combined income is not a number');
  const last = incomes.length - 1;
  if (combinedIncome >= incomes[last]!) {
    return {
      amount: column(obligations[last]!, children),
      rowIncome: incomes[last]!,
      description: `top row (${incomes[last]})`,
      aboveTable: combinedIncome > incomes[last]!,
    };
  }
  if (combinedIncome <= incomes[0]!) {
    return {
      amount: column(obligations[0]!, children),
      rowIncome: incomes[0]!,
      description: `first row (${incomes[0]})`,
      aboveTable: false,
    };
  }
  let upper = incomes.findIndex((income) => income >= combinedIncome);
  if (incomes[upper] === combinedIncome) {
    return {
      amount: column(obligations[upper]!, children),
      rowIncome: combinedIncome,
      description: `row ${combinedIncome}`,
      aboveTable: false,
    };
  }
  const lower = upper - 1;
  const lowIncome = incomes[lower]!;
  const highIncome = incomes[upper]!;
  const lowAmount = column(obligations[lower]!, children);
  const highAmount = column(obligations[upper]!, children);
  switch (lookup) {
    case 'next-higher-row':
      return { amount: highAmount, rowIncome: highIncome, description: `next higher row (${highIncome})`, aboveTable: false };
    case 'row-below':
      return { amount: lowAmount, rowIncome: lowIncome, description: `row below (${lowIncome})`, aboveTable: false };
    case 'nearest-row':
      upper = combinedIncome - lowIncome < highIncome - combinedIncome ? lower : upper;
      return {
        amount: column(obligations[upper]!, children),
        rowIncome: incomes[upper]!,
        description: `nearest row (${incomes[upper]})`,
        aboveTable: false,
      };
    case 'interpolate': {
      const fraction = (combinedIncome - lowIncome) / (highIncome - lowIncome);
      return {
        amount: roundToCents(lowAmount + fraction * (highAmount - lowAmount)),
        rowIncome: combinedIncome,
        description: `interpolated between rows ${lowIncome} (${lowAmount}) and ${highIncome} (${highAmount})`,
        aboveTable: false,
      };
    }
  }
}
