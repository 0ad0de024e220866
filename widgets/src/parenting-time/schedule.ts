import type { ParentingPattern, ParentingTimeResult, ParentRole } from '@securesplit/engine';

/** The schedules the widget offers (the engine's custom grid is left to the API and the CLI). */
export const PATTERN_OPTIONS: readonly { value: Exclude<ParentingPattern, 'custom'>; label: string; hint: string }[] = [
  { value: 'alternate-weekends', label: 'Every other weekend', hint: 'Friday and Saturday nights, every second week' },
  { value: 'alternate-weekends-midweek', label: 'Every other weekend plus a midweek night', hint: 'and every Wednesday night' },
  { value: '2-2-3', label: '2-2-3', hint: 'Two nights, two nights, three nights, swapping each week' },
  { value: '2-2-5-5', label: '2-2-5-5', hint: 'Two nights each, then five nights each' },
  { value: '3-4-4-3', label: '3-4-4-3', hint: 'Three nights, four nights, then the other way round' },
  { value: 'week-on-week-off', label: 'Week on / week off', hint: 'Alternate weeks, Monday to Monday' },
];

export const ROLE_LABEL: Record<ParentRole, string> = { custodial: 'Custodial parent', noncustodial: 'Non-custodial parent' };
/** The letter in each night of the year's table, so it reads without colour. */
export const ROLE_LETTER: Record<ParentRole, string> = { custodial: 'C', noncustodial: 'N' };

export interface ScheduleValues {
  pattern: string;
  year: string;
  startsWith: string;
  summer: boolean;
  summerFrom: string;
  summerTo: string;
  summerParent: string;
}

export function initialScheduleValues(today: Date = new Date()): ScheduleValues {
  return {
    pattern: 'alternate-weekends',
    year: String(today.getFullYear()),
    startsWith: 'noncustodial',
    summer: false,
    summerFrom: '',
    summerTo: '',
    summerParent: 'noncustodial',
  };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The form's own checks before it asks the API (the API checks the same and more). */
export function validateSchedule(values: ScheduleValues): Partial<Record<'pattern' | 'summerFrom' | 'summerTo', string>> {
  const errors: Partial<Record<'pattern' | 'summerFrom' | 'summerTo', string>> = {};
  if (!PATTERN_OPTIONS.some((p) => p.value === values.pattern)) errors.pattern = 'Choose a schedule';
  if (values.summer) {
    const inYear = (text: string) => ISO_DATE.test(text) && text.startsWith(`${values.year}-`);
    if (!inYear(values.summerFrom)) errors.summerFrom = `Enter the first night as a date in ${values.year}, e.g. ${values.year}-07-01`;
    if (!inYear(values.summerTo)) errors.summerTo = `Enter the last night as a date in ${values.year}, e.g. ${values.year}-07-28`;
    else if (!errors.summerFrom && values.summerTo < values.summerFrom) errors.summerTo = 'The last night must be on or after the first';
  }
  return errors;
}

/** The API body for the form's values (valid ones). */
export function scheduleInput(values: ScheduleValues): Record<string, unknown> {
  return {
    pattern: values.pattern,
    year: Number(values.year),
    startsWith: values.startsWith,
    ...(values.summer ? { summer: { from: values.summerFrom, to: values.summerTo, parent: values.summerParent } } : {}),
  };
}

/**
 * What the child-support calculator is opened with: the overnights (it then counts time in overnights) and the
 * percentages, with the arrangement that fits the split (shared from 35% each, as the calculator's own note says).
 */
export function childSupportInput(result: Pick<ParentingTimeResult, 'overnights' | 'percentages'>): Record<string, unknown> {
  const smaller = Math.min(result.percentages.custodial, result.percentages.noncustodial);
  return {
    custodialParentOvernights: result.overnights.custodial,
    nonCustodialParentOvernights: result.overnights.noncustodial,
    custodialParentTime: result.percentages.custodial,
    nonCustodialParentTime: result.percentages.noncustodial,
    custodyArrangement: smaller >= 35 ? 'shared' : 'primary',
  };
}
