import { EngineValidationError } from '../errors.js';
import { issuesToFieldErrors } from '../validation/issues.js';
import {
  ParentingTimeInputSchema,
  type Night,
  type ParentRole,
  type ParentingPattern,
  type ParentingTimeParsedInput,
  type ParentingTimeResult,
} from './schema.js';

/** 'S' is the parent the rotation starts with (`startsWith`), 'O' the other. */
type Slot = 'S' | 'O';

const cycle = (text: string): Slot[] => [...text.replaceAll(' ', '')] as Slot[];

/**
 * Each pattern as 14 nights from the cycle's first night. Weekend patterns start on a Friday (the first
 * weekend is the starting parent's: with startsWith 'custodial', the noncustodial parent's first weekend is
 * the second one); the others start on a Monday. In the weekend patterns the weekend (Friday and Saturday
 * nights) and the midweek night (Wednesday) are always the noncustodial parent's.
 */
const CYCLES: Record<Exclude<ParentingPattern, 'custom'>, { startDay: 'friday' | 'monday'; nights: Slot[] }> = {
  // Fri Sat Sun Mon Tue Wed Thu | Fri Sat Sun Mon Tue Wed Thu
  'alternate-weekends': { startDay: 'friday', nights: cycle('SSOOOOO OOOOOOO') },
  'alternate-weekends-midweek': { startDay: 'friday', nights: cycle('SSOOOSO OOOOOSO') },
  // Mon Tue Wed Thu Fri Sat Sun | Mon Tue Wed Thu Fri Sat Sun
  '2-2-3': { startDay: 'monday', nights: cycle('SSOOSSS OOSSOOO') },
  '2-2-5-5': { startDay: 'monday', nights: cycle('SSOOSSS SSOOOOO') },
  '3-4-4-3': { startDay: 'monday', nights: cycle('SSSOOOO SSSSOOO') },
  'week-on-week-off': { startDay: 'monday', nights: cycle('SSSSSSS OOOOOOO') },
};

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;
const DAY_MS = 86_400_000;

const dayNumber = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
};
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const weekdayOf = (day: number) => new Date(day * DAY_MS).getUTCDay();

/** The first day with the weekday (0 Sunday … 6 Saturday) on or after `day`. */
const onOrAfter = (day: number, weekday: number) => day + ((weekday - weekdayOf(day) + 7) % 7);

export function calculateParentingTime(input: unknown): ParentingTimeResult {
  const parsed = ParentingTimeInputSchema.safeParse(input);
  if (!parsed.success) throw new EngineValidationError(issuesToFieldErrors(parsed.error.issues));
  return calculateParentingTimeFromValidInput(parsed.data);
}

/** calculateParentingTime for input that already passed ParentingTimeInputSchema (the API validates once). */
export function calculateParentingTimeFromValidInput(valid: ParentingTimeParsedInput): ParentingTimeResult {
  const other: ParentRole = valid.startsWith === 'custodial' ? 'noncustodial' : 'custodial';
  const weekend = valid.pattern === 'alternate-weekends' || valid.pattern === 'alternate-weekends-midweek';
  let nights: ParentRole[];
  let startDay: 'friday' | 'monday';
  if (valid.pattern === 'custom') {
    // The grid names each night's parent itself, so startsWith has nothing to swap.
    nights = valid.custom ?? [];
    startDay = 'monday';
  } else {
    const { nights: slots, startDay: day } = CYCLES[valid.pattern];
    startDay = day;
    nights = weekend
      ? // The weekend parent is the noncustodial one; startsWith says whose weekend comes first.
        valid.startsWith === 'noncustodial'
        ? slots.map((s) => (s === 'S' ? 'noncustodial' : 'custodial'))
        : [...slots.slice(7), ...slots.slice(0, 7)].map((s) => (s === 'S' ? 'noncustodial' : 'custodial'))
      : slots.map((s) => (s === 'S' ? valid.startsWith : other));
  }

  const first = dayNumber(`${valid.year}-01-01`);
  const last = dayNumber(`${valid.year}-12-31`);
  const anchor = onOrAfter(valid.rotationStart ? dayNumber(valid.rotationStart) : first, startDay === 'friday' ? 5 : 1);

  const assigned = new Map<number, { parent: ParentRole; source: 'holiday' | 'summer'; label?: string }>();
  const assign = (range: { from: string; to?: string | undefined; parent: ParentRole; label?: string | undefined }, source: 'holiday' | 'summer') => {
    for (let day = dayNumber(range.from); day <= dayNumber(range.to ?? range.from); day += 1)
      assigned.set(day, { parent: range.parent, source, ...(range.label ? { label: range.label } : {}) });
  };
  // Summer first, then holidays, so a holiday inside the summer block keeps its parent.
  if (valid.summer) assign(valid.summer, 'summer');
  for (const holiday of valid.holidays ?? []) assign(holiday, 'holiday');

  const overnights = { custodial: 0, noncustodial: 0 };
  const calendar: ParentingTimeResult['calendar'] = MONTHS.map((name, index) => ({ month: index + 1, name, nights: [] }));
  for (let day = first; day <= last; day += 1) {
    const override = assigned.get(day);
    const index = (((day - anchor) % 14) + 14) % 14;
    const parent = override?.parent ?? (nights[index] as ParentRole);
    overnights[parent] += 1;
    const iso = isoOf(day);
    const night: Night = {
      date: iso,
      weekday: WEEKDAYS[weekdayOf(day)] as Night['weekday'],
      parent,
      source: override?.source ?? 'pattern',
      ...(override?.label ? { label: override.label } : {}),
    };
    calendar[Number(iso.slice(5, 7)) - 1]?.nights.push(night);
  }

  const total = overnights.custodial + overnights.noncustodial;
  const custodialTenths = Math.round((overnights.custodial * 1000) / total);
  return {
    year: valid.year,
    pattern: valid.pattern,
    rotationStart: isoOf(anchor),
    overnights,
    percentages: { custodial: custodialTenths / 10, noncustodial: (1000 - custodialTenths) / 10 },
    calendar,
  };
}
