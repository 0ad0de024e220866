import { expect } from 'vitest';
import type { ScheduleTable } from '../models/schedule.js';
import type { ChildSupportResult } from '../schema.js';

/** The value of the worksheet line whose label starts with `label`; fails naming the lines there are. */
export function line(result: ChildSupportResult, label: string): number | string {
  const step = result.steps.find((s) => s.label.startsWith(label));
  if (!step) throw new Error(`no step "${label}" in ${result.steps.map((s) => s.label).join(' / ')}`);
  return step.value;
}

/** The value of the worksheet line whose label is exactly `label`, where one label begins another. */
export function exactLine(result: ChildSupportResult, label: string): number | string {
  const step = result.steps.find((s) => s.label === label);
  if (!step) throw new Error(`no step "${label}" in ${result.steps.map((s) => s.label).join(' / ')}`);
  return step.value;
}

/** The value of the line whose label starts with `label`, or undefined: for asserting a line is absent. */
export function lineIfPresent(steps: ChildSupportResult['steps'], label: string): number | string | undefined {
  return steps.find((s) => s.label.startsWith(label))?.value;
}

/**
 * A transcribed schedule must rise along every row (more children) and down every column (more
 * income): a cell that breaks the pattern is a transcription slip. `strictly` where the state's
 * table never repeats an amount.
 */
export function expectScheduleRises(
  table: ScheduleTable,
  options: { columns: number; strictly: boolean },
): void {
  const rows = table.obligations;
  const rises = (later: number, earlier: number) =>
    options.strictly ? expect(later).toBeGreaterThan(earlier) : expect(later).toBeGreaterThanOrEqual(earlier);
  for (let i = 0; i < rows.length; i++) {
    for (let k = 1; k < options.columns; k++) rises(rows[i]![k]!, rows[i]![k - 1]!);
    if (i > 0) for (let k = 0; k < options.columns; k++) rises(rows[i]![k]!, rows[i - 1]![k]!);
  }
}
