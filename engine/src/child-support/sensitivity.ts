import { z } from 'zod';
import type { Step } from '../explain/steps.js';
import { roundToCents, roundToDecimals } from '../money/rounding.js';
import { todayIso } from '../rules/versions.js';
import type { ChildSupportParsedInput, ChildSupportResult } from './schema.js';

/**
 * "What moves the amount": where the state's rule changes the amount along the noncustodial parent's overnights
 * and along each parent's income, and what one overnight a week or $100 a month changes. Every figure is
 * the calculator's own answer for the input with only that one field changed (never a separate formula).
 */

const PAYER = z.enum(['custodial', 'noncustodial', 'none']);

const SensitivitySourceSchema = z
  .object({
    citation: z.string().meta({ description: 'The rule that changes the amount here, as the result cites it' }),
    url: z.string().optional().meta({ description: 'Where to read it, when known' }),
    step: z
      .string()
      .optional()
      .meta({ description: 'The worksheet line whose value changes at this point, when one does and it carries its own source' }),
  })
  .meta({ description: 'The source of a threshold: the changing worksheet line’s source, else the state guideline’s' });

const ThresholdSchema = z
  .object({
    axis: z.enum(['overnights', 'income']).meta({ description: 'Which entry moves: the overnights or one parent’s monthly income' }),
    overnights: z
      .number()
      .int()
      .optional()
      .meta({ description: 'Overnights a year of the noncustodial parent (as entered) at which the new amount starts; “before” is one overnight fewer' }),
    income: z
      .number()
      .optional()
      .meta({ description: 'Monthly income of `parent` (whole dollars) at which the new amount starts; “before” is $1 a month less' }),
    parent: z.enum(['custodial', 'noncustodial']).meta({ description: 'The parent (as entered) whose overnights or income move' }),
    kind: z
      .enum(['jump', 'band-start', 'band-end'])
      .meta({ description: '`jump`: the amount changes by much more than a neighbouring step; `band-start`: a flat amount starts to move; `band-end`: a moving amount becomes flat (a cap or floor)' }),
    direction: z.enum(['below', 'above']).meta({ description: 'Whether the threshold lies below or above the value entered (at the value entered counts as below: it already applies)' }),
    nearest: z.boolean().meta({ description: 'The nearest threshold on its axis in its direction' }),
    monthlyPaymentBefore: z.number().nonnegative().meta({ description: 'The calculator’s monthlyPayment just before the threshold' }),
    payerBefore: PAYER,
    monthlyPaymentAfter: z.number().nonnegative().meta({ description: 'The calculator’s monthlyPayment at the threshold' }),
    payerAfter: PAYER,
    source: SensitivitySourceSchema,
  })
  .meta({ description: 'A point where the amount changes by more than a smooth step' });

const ChangeSchema = z
  .object({
    overnights: z.number().optional().meta({ description: 'Noncustodial overnights a year used (as entered)' }),
    income: z.number().optional().meta({ description: 'Monthly income used for that parent' }),
    monthlyPayment: z.number().nonnegative().meta({ description: 'The calculator’s monthlyPayment with this change' }),
    payer: PAYER,
    change: z
      .number()
      .meta({ description: 'Change, in dollars a month, of what the reference parent pays (negative: pays less, or now receives)' }),
  })
  .meta({ description: 'The calculator’s answer with one entry changed, and the change from the current amount' });

const MoreFewerSchema = z.object({ more: ChangeSchema, fewer: ChangeSchema });

export const ChildSupportSensitivitySchema = z
  .object({
    asOf: z.string().meta({ description: 'The date whose rules every figure uses' }),
    current: z.object({
      monthlyPayment: z.number().nonnegative(),
      payer: PAYER,
      noncustodialOvernights: z.number().meta({ description: 'Noncustodial overnights a year as entered (or the time percentage × the year, rounded)' }),
    }),
    reference: z
      .enum(['custodial', 'noncustodial'])
      .meta({ description: 'The parent whose payment every `change` is counted in: the current payer, or the noncustodial parent when no one pays' }),
    year: z.number().int().meta({ description: 'Overnights in the year searched: 365, or 366 when the overnights entered add up to 366' }),
    thresholds: z.array(ThresholdSchema).meta({
      description:
        'Every threshold along the noncustodial parent’s overnights (0 to the year), then the nearest below and above each parent’s current income. Empty when the rule has none.',
    }),
    curve: z
      .array(z.object({ overnights: z.number().int(), monthlyPayment: z.number().nonnegative(), payer: PAYER }))
      .meta({ description: 'The calculator’s amount at every noncustodial overnight count 0 to the year (for a chart)' }),
    perOvernightAWeek: MoreFewerSchema.meta({ description: 'One overnight a week more or fewer for the noncustodial parent: ±52 a year, kept within 0 and the year' }),
    per100OfIncome: z
      .object({ custodial: MoreFewerSchema, noncustodial: MoreFewerSchema })
      .meta({ description: 'Each parent’s monthly income $100 more or fewer (not below 0)' }),
  })
  .meta({ description: 'What moves the child-support amount, every figure from the calculator itself' });

export type ChildSupportSensitivity = z.infer<typeof ChildSupportSensitivitySchema>;
type Threshold = z.infer<typeof ThresholdSchema>;
type Payer = z.infer<typeof PAYER>;
type Role = 'custodial' | 'noncustodial';

const INCOME_FIELD: Record<Role, 'custodialParentIncome' | 'nonCustodialParentIncome'> = {
  custodial: 'custodialParentIncome',
  noncustodial: 'nonCustodialParentIncome',
};

/** Points on each side searched along an income, and how far (at least this many dollars). */
const INCOME_GRID_POINTS = 60;
const INCOME_MIN_SPAN = 3000;

/** The input with the noncustodial parent at `n` overnights of `year` (percentages to match, summing to 100). */
export function withNoncustodialOvernights(input: ChildSupportParsedInput, n: number, year: number): ChildSupportParsedInput {
  const nonCustodialParentTime = roundToDecimals((n / year) * 100, 2);
  return {
    ...input,
    nonCustodialParentOvernights: n,
    custodialParentOvernights: year - n,
    nonCustodialParentTime,
    custodialParentTime: roundToDecimals(100 - nonCustodialParentTime, 2),
  };
}

export function withIncome(input: ChildSupportParsedInput, role: Role, income: number): ChildSupportParsedInput {
  return { ...input, [INCOME_FIELD[role]]: income };
}

/** The calculator for input that has passed its schema: with every state's rules, or with one state's on a device. */
export type ChildSupportCalculation = (valid: ChildSupportParsedInput) => ChildSupportResult;

/**
 * The sensitivity of valid input, every figure from `calc` (the calculator the caller has: every state's rules
 * in the API, the one loaded state's on a device, so both give the same figures).
 */
export function childSupportSensitivityWith(
  calc: ChildSupportCalculation,
  valid: ChildSupportParsedInput,
  options: { today?: Date } = {},
): ChildSupportSensitivity {
  const input: ChildSupportParsedInput = { ...valid, asOf: valid.asOf ?? todayIso(options.today) };
  const current = calc(input);
  const reference: Role = current.payer === 'custodial' ? 'custodial' : 'noncustodial';
  const signed = (r: { monthlyPayment: number; payer: Payer }): number =>
    r.payer === 'none' ? 0 : r.payer === reference ? r.monthlyPayment : -r.monthlyPayment;
  const changeFrom = (r: ChildSupportResult): number => roundToCents(signed(r) - signed(current));

  const overnightsGiven = input.custodialParentOvernights !== undefined && input.nonCustodialParentOvernights !== undefined;
  const year = overnightsGiven ? input.custodialParentOvernights! + input.nonCustodialParentOvernights! : 365;
  const currentOvernights = overnightsGiven
    ? input.nonCustodialParentOvernights!
    : Math.round((input.nonCustodialParentTime / 100) * year);

  // (a) The overnights axis: every count 0..year (366 runs of the calculator, a few ms).
  const atNights = Array.from({ length: year + 1 }, (_, n) => calc(withNoncustodialOvernights(input, n, year)));
  const nightValues = atNights.map(signed);
  const thresholds: Threshold[] = [];
  for (const { index, kind } of findChanges(nightValues)) {
    thresholds.push({
      axis: 'overnights',
      overnights: index,
      parent: 'noncustodial',
      kind,
      direction: index <= currentOvernights ? 'below' : 'above',
      nearest: false,
      ...beforeAfter(atNights[index - 1]!, atNights[index]!, 'overnights'),
    });
  }
  markNearest(thresholds);

  // (b) Each parent's income: a grid around the current income, each change located to the dollar.
  for (const role of ['custodial', 'noncustodial'] as const) {
    const income = input[INCOME_FIELD[role]];
    const found = incomeThresholds(input, role, income, calc, signed);
    const below = found.filter((t) => t.income! <= income).at(-1);
    const above = found.find((t) => t.income! > income);
    if (below) thresholds.push({ ...below, direction: 'below', nearest: true });
    if (above) thresholds.push({ ...above, direction: 'above', nearest: true });
  }

  // (c) One overnight a week and $100 a month.
  const nightChange = (n: number) => {
    const r = atNights[n]!;
    return { overnights: n, monthlyPayment: r.monthlyPayment, payer: r.payer, change: changeFrom(r) };
  };
  const incomeChange = (role: Role, delta: number) => {
    const income = Math.max(0, roundToCents(input[INCOME_FIELD[role]] + delta));
    const r = calc(withIncome(input, role, income));
    return { income, monthlyPayment: r.monthlyPayment, payer: r.payer, change: changeFrom(r) };
  };

  return {
    asOf: input.asOf!,
    current: { monthlyPayment: current.monthlyPayment, payer: current.payer, noncustodialOvernights: currentOvernights },
    reference,
    year,
    thresholds,
    curve: atNights.map((r, n) => ({ overnights: n, monthlyPayment: r.monthlyPayment, payer: r.payer })),
    perOvernightAWeek: {
      more: nightChange(Math.min(year, currentOvernights + 52)),
      fewer: nightChange(Math.max(0, currentOvernights - 52)),
    },
    per100OfIncome: {
      custodial: { more: incomeChange('custodial', 100), fewer: incomeChange('custodial', -100) },
      noncustodial: { more: incomeChange('noncustodial', 100), fewer: incomeChange('noncustodial', -100) },
    },
  };
}

type ChangeKind = Threshold['kind'];

/** A flat stretch must last this many points before a change counts as a band start (or after, as a band end). */
const FLAT_RUN = 8;

/**
 * Indices i (≥ 1) where values[i] − values[i−1] is a jump — more than three times the typical neighbouring step
 * plus a dollar — or where a flat stretch starts or stops moving.
 */
export function findChanges(values: readonly number[]): { index: number; kind: ChangeKind }[] {
  const steps = values.map((v, i) => (i === 0 ? 0 : Math.abs(v - values[i - 1]!)));
  const found: { index: number; kind: ChangeKind }[] = [];
  for (let i = 1; i < values.length; i++) {
    const step = steps[i]!;
    if (step === 0) continue;
    const neighbours: number[] = [];
    for (let j = Math.max(1, i - 6); j <= Math.min(values.length - 1, i + 6); j++) if (j !== i) neighbours.push(steps[j]!);
    const typical = median(neighbours);
    if (step > 1 && step > 3 * typical + 1) {
      found.push({ index: i, kind: 'jump' });
      continue;
    }
    const flatBefore = i > FLAT_RUN && steps.slice(i - FLAT_RUN, i).every((s) => s === 0);
    const movingAfter = i + 1 < values.length && steps[i + 1]! > 0;
    if (flatBefore && movingAfter) {
      found.push({ index: i, kind: 'band-start' });
      continue;
    }
    const flatAfter = i + FLAT_RUN < values.length && steps.slice(i + 1, i + 1 + FLAT_RUN).every((s) => s === 0);
    const movingBefore = steps[i - 1]! > 0;
    if (flatAfter && movingBefore) found.push({ index: i, kind: 'band-end' });
  }
  return found;
}

function median(xs: number[]): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Marks the last threshold below and the first above (the list is in ascending order). */
function markNearest(list: Threshold[]): void {
  const below = list.filter((t) => t.direction === 'below').at(-1);
  const above = list.find((t) => t.direction === 'above');
  for (const t of [below, above]) if (t) t.nearest = true;
}

function beforeAfter(before: ChildSupportResult, after: ChildSupportResult, axis: Threshold['axis']) {
  return {
    monthlyPaymentBefore: before.monthlyPayment,
    payerBefore: before.payer,
    monthlyPaymentAfter: after.monthlyPayment,
    payerAfter: after.payer,
    source: sourceOfChange(before, after, axis),
  };
}

/**
 * The worksheet line that changes at a threshold, preferring a line that appears or disappears there, then a
 * line shown as a percentage, number or text (a band's rate or name), then any money line; only lines carrying
 * their own source. Otherwise the state guideline's first citation.
 */
export function sourceOfChange(
  before: ChildSupportResult,
  after: ChildSupportResult,
  axis: Threshold['axis'],
): z.infer<typeof SensitivitySourceSchema> {
  const key = (s: Step) => `${s.label}|${s.kind ?? ''}`;
  const beforeByKey = new Map(before.steps.map((s) => [key(s), s]));
  const afterByKey = new Map(after.steps.map((s) => [key(s), s]));
  const added = after.steps.filter((s) => !beforeByKey.has(key(s)));
  const removed = before.steps.filter((s) => !afterByKey.has(key(s)));
  // A line that moves by a unit or less is the entry itself echoed (the overnights) or a smooth share, and along
  // an income the income lines move anyway: neither says which rule changed.
  const changed = after.steps.filter((s) => {
    const b = beforeByKey.get(key(s));
    if (b === undefined || b.value === s.value) return false;
    if (axis === 'income' && /income/i.test(s.label)) return false;
    return typeof b.value !== 'number' || typeof s.value !== 'number' || Math.abs(s.value - b.value) > 1;
  });
  const cited = (steps: Step[]) => steps.filter((s) => s.source);
  const pick =
    cited(added)[0] ??
    cited(removed)[0] ??
    cited(changed).find((s) => s.kind !== 'money') ??
    cited(changed)[0];
  const guideline = after.meta.sources[0];
  if (pick?.source) {
    return { citation: pick.source, step: pick.label, ...(guideline?.url && pick.source.includes(guideline.title) ? { url: guideline.url } : {}) };
  }
  if (!guideline) return { citation: after.meta.jurisdictionName };
  return {
    citation: guideline.section ? `${guideline.title}, ${guideline.section}` : guideline.title,
    ...(guideline.url ? { url: guideline.url } : {}),
  };
}

function incomeThresholds(
  input: ChildSupportParsedInput,
  role: Role,
  income: number,
  calc: (i: ChildSupportParsedInput) => ChildSupportResult,
  signed: (r: ChildSupportResult) => number,
): Threshold[] {
  const span = Math.max(INCOME_MIN_SPAN, income);
  const low = Math.max(0, Math.floor(income - span));
  const high = Math.ceil(income + span);
  const stepSize = Math.max(1, Math.round((high - low) / (2 * INCOME_GRID_POINTS)));
  const grid: number[] = [];
  for (let x = low; x < high; x += stepSize) grid.push(x);
  grid.push(high);
  const cache = new Map<number, ChildSupportResult>();
  const at = (x: number) => {
    let r = cache.get(x);
    if (!r) cache.set(x, (r = calc(withIncome(input, role, x))));
    return r;
  };
  const values = grid.map((x) => signed(at(x)));
  const out: Threshold[] = [];
  for (const { index, kind } of findChanges(values)) {
    // Locate to the dollar between the two grid points: for a band start the first dollar whose amount is no
    // longer the lower point's, for a band end the first already at the upper point's amount, for a jump the
    // dollar step holding it (the half with the larger change, each time).
    let lo = grid[index - 1]!;
    let hi = grid[index]!;
    const target = kind === 'band-end' ? signed(at(hi)) : signed(at(lo));
    const inLowerHalf = (mid: number): boolean => {
      if (kind === 'jump') return Math.abs(signed(at(mid)) - signed(at(lo))) >= Math.abs(signed(at(hi)) - signed(at(mid)));
      return kind === 'band-end' ? signed(at(mid)) === target : signed(at(mid)) !== target;
    };
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (inLowerHalf(mid)) hi = mid;
      else lo = mid;
    }
    // A jump located to the dollar must move the amount by more than a dollar (a smooth slope moves it less).
    if (kind === 'jump' && Math.abs(signed(at(hi)) - signed(at(hi - 1))) <= 1) continue;
    out.push({
      axis: 'income',
      income: hi,
      parent: role,
      kind,
      direction: hi <= income ? 'below' : 'above',
      nearest: false,
      ...beforeAfter(at(hi - 1), at(hi), 'income'),
    });
  }
  return out;
}
