import { z } from 'zod';
import { calculateAlimony } from '../alimony/calculate.js';
import { calculateChildSupport } from '../child-support/calculate.js';
import { todayIso } from '../rules/versions.js';
import { VERIFICATION_CODE_PATTERN, verificationCode } from './code.js';
import { buildWorksheetDocument, documentFigures } from './document.js';
import { FIGURE_PATTERN, figuresIn, formatDate, formatMoney } from './format.js';
import { PREMIUM_WORKSHEET_CALCULATORS, WORKSHEET_CALCULATORS, type WorksheetCalculator, type WorksheetDocument } from './types.js';
import { ENGINE_VERSION } from './version.js';

/**
 * - `matches`: the code fits the payload and every figure printed is the one the rules give.
 * - `figures-differ`: the payload is genuine but the printed figures are not the ones it gives (an edited PDF).
 * - `code-mismatch`: the payload's inputs, dates or versions do not give its code, or the code printed on the
 *   pages is another document's.
 * - `unreadable`: no SecureSplit worksheet payload, or one the engine cannot read.
 */
export type WorksheetVerificationStatus = 'matches' | 'figures-differ' | 'code-mismatch' | 'unreadable';

export interface FigureDifference {
  /** What the rules give at this place; null where a figure is printed that the document has no place for, and
   *  always null for a premium calculator (see verifyWorksheet). */
  expected: string | null;
  /** What the PDF prints there; null where a figure the rules give is missing from the text. */
  found: string | null;
}

export interface NewerRule {
  /** The date whose rules were applied for the comparison (today). */
  asOf: string;
  /** The main amount under those rules, "$2,340.00". */
  amount: string;
  /** The main amount the worksheet's own rules give, "$1,840.00". */
  previousAmount: string;
  /** Which rules give the new amount: "Texas rules in force from September 1, 2025". */
  rules: string;
  /** "A newer rule now gives $2,340.00 a month (was $1,840.00): Texas rules in force from September 1, 2025." */
  summary: string;
}

export interface WorksheetVerification {
  status: WorksheetVerificationStatus;
  /** One plain sentence saying what was found. */
  message: string;
  calculator?: WorksheetCalculator;
  /** The payload's verification code. */
  code?: string;
  /** How many figures the document prints (compared one by one with the text). */
  checkedFigures: number;
  differences: FigureDifference[];
  /** The date of the rules the worksheet applied (payload.asOf). */
  rulesAsOf?: string;
  /** The engine version that made the worksheet. */
  engineVersion?: string;
  /** The engine version that checked it now. */
  checkedWithEngineVersion: string;
  newerRule?: NewerRule;
}

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date YYYY-MM-DD');

/** The payload as embedded in the PDF (JSON text, or already parsed). */
export const WorksheetPayloadSchema = z.object({
  v: z.literal(1),
  calculator: z.enum(WORKSHEET_CALCULATORS as [WorksheetCalculator, ...WorksheetCalculator[]]),
  input: z.record(z.string(), z.unknown()),
  asOf: IsoDate,
  engineVersion: z.string().min(1).max(64),
  code: z.string().regex(VERIFICATION_CODE_PATTERN),
});

/** The calculators whose input carries `asOf`: the rules they apply are dated, so a newer rule can exist. */
const MAIN_AMOUNT: Partial<Record<WorksheetCalculator, (input: unknown) => { amount: number; rulesFrom: string; jurisdiction: string }>> = {
  'child-support': (input) => {
    const r = calculateChildSupport(input);
    return { amount: r.monthlyPayment, rulesFrom: r.meta.rulesEffective.from, jurisdiction: r.meta.jurisdictionName };
  },
  alimony: (input) => {
    const r = calculateAlimony(input);
    return { amount: r.monthlyPayment, rulesFrom: r.meta.rulesEffective.from, jurisdiction: r.meta.jurisdictionName };
  },
};

/** The longest text that is compared figure by figure (beyond it the comparison is by position only). */
const ALIGN_LIMIT = 4_000;

function parsePayload(payload: unknown): z.output<typeof WorksheetPayloadSchema> | undefined {
  let value = payload;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return undefined;
    }
  }
  const parsed = WorksheetPayloadSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The places where two lists of figures differ, aligned by their longest common subsequence so that one figure
 * added or dropped does not make every later one "differ".
 */
export function figureDifferences(expected: readonly string[], found: readonly string[]): FigureDifference[] {
  if (expected.length === found.length || expected.length > ALIGN_LIMIT || found.length > ALIGN_LIMIT) {
    const length = Math.max(expected.length, found.length);
    const differences: FigureDifference[] = [];
    for (let i = 0; i < length; i++) {
      if (expected[i] !== found[i]) differences.push({ expected: expected[i] ?? null, found: found[i] ?? null });
    }
    return differences;
  }
  const n = expected.length;
  const m = found.length;
  // lcs[i][j]: the longest common subsequence of expected[i..] and found[j..].
  const lcs = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i]![j] = expected[i] === found[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const differences: FigureDifference[] = [];
  const missing: string[] = [];
  const extra: string[] = [];
  const flush = () => {
    // A run of figures missing beside a run of figures added reads as "this is printed where that belongs".
    for (let k = 0; k < Math.max(missing.length, extra.length); k++) {
      differences.push({ expected: missing[k] ?? null, found: extra[k] ?? null });
    }
    missing.length = 0;
    extra.length = 0;
  };
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && expected[i] === found[j]) {
      flush();
      i++;
      j++;
    } else if (j >= m || (i < n && lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) {
      missing.push(expected[i++]!);
    } else {
      extra.push(found[j++]!);
    }
  }
  flush();
  return differences;
}

/** The title and page 1's summary (the first facts block): "Label: value" for each row. */
export function documentStatements(document: WorksheetDocument): string[] {
  const summary = document.blocks.find((block) => block.kind === 'facts');
  return [document.title, ...(summary?.kind === 'facts' ? summary.rows.map((row) => `${row.label}: ${row.value}`) : [])];
}

/**
 * Text compared without its spacing and line breaks (a statement wraps, a reader joins items with spaces), and
 * with every figure as "#": the figures are compared one by one already, so a changed figure is reported once.
 */
const bare = (text: string) => text.normalize('NFKC').replace(FIGURE_PATTERN, '#').replace(/\s+/g, '');

/** The statements whose words are not in `text` (the label and its value each, in order, as a reader gives them). */
export function missingStatements(statements: readonly string[], text: string): string[] {
  const printed = bare(text);
  return statements.filter((statement) => {
    const colon = statement.indexOf(': ');
    const parts = colon > 0 && statement !== statements[0] ? [statement.slice(0, colon), statement.slice(colon + 2)] : [statement];
    return !parts.every((part) => printed.includes(bare(part)));
  });
}

function unreadable(message: string): WorksheetVerification {
  return { status: 'unreadable', message, checkedFigures: 0, differences: [], checkedWithEngineVersion: ENGINE_VERSION };
}

/**
 * Checks a worksheet PDF from what a browser reads out of it: the payload from its Info dictionary and its
 * visible text (pdf.js, in reading order). Pure: nothing is stored, and nothing here logs.
 *
 * 1. The payload's code must be the digest of its calculator, input, rules date and engine version, and the
 *    code printed on the pages (when the text has one) must be the payload's. The code is an unkeyed digest,
 *    so it proves nothing alone: it catches a payload edited by hand, or one PDF's text checked against
 *    another's payload.
 * 2. The worksheet is built again from the payload's input under the rules of `payload.asOf`, and its figures
 *    (money and percentages, in print order, the printed inputs among them) must be the ones in the text. So
 *    an edited amount, an edited income, or a payload from other inputs all show as figures that differ; a
 *    PDF that passes prints exactly what the engine gives for the inputs it prints.
 * 3. For the calculators whose rules are dated (child support, alimony), the main amount is worked out again
 *    with the rules in force `today`; a different amount is reported as a newer rule.
 *
 * Premium calculators need no account here. That hands out no premium calculation: the only figures this
 * answers with are the ones the caller sent (`found`), a count, and whether each is right; for a premium
 * calculator `expected` is always withheld (null), so a payload made up by someone without Full Access (the
 * code is computable by anyone) returns no figure they did not already have. A genuine PDF's owner already
 * holds every figure. (The newer-rule check runs only for child support and alimony, which are free.)
 */
export function verifyWorksheet({ payload, text }: { payload: unknown; text: string }, today: string = todayIso()): WorksheetVerification {
  const parsed = parsePayload(payload);
  if (!parsed) return unreadable('This is not a SecureSplit worksheet: it holds no worksheet data we can read.');
  const { code, ...rest } = parsed;
  const base = {
    calculator: parsed.calculator,
    code,
    rulesAsOf: parsed.asOf,
    engineVersion: parsed.engineVersion,
    checkedWithEngineVersion: ENGINE_VERSION,
  };
  const printedCodes = [...new Set(text.toUpperCase().match(/SS1-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/g) ?? [])];
  if (verificationCode(rest) !== code.toUpperCase() || printedCodes.some((printed) => printed !== code.toUpperCase())) {
    return {
      ...base,
      status: 'code-mismatch',
      message:
        'This PDF was changed: its verification code does not fit the inputs, rules date and engine version it holds.',
      checkedFigures: 0,
      differences: [],
    };
  }

  let expected: string[];
  let statements: string[];
  try {
    // Noon UTC on the rules' date: "made on" that day in every time zone, for calculators whose rules date is it.
    const rebuilt = buildWorksheetDocument({ calculator: parsed.calculator, input: parsed.input, madeAt: new Date(`${parsed.asOf}T12:00:00Z`) });
    expected = documentFigures(rebuilt);
    statements = documentStatements(rebuilt);
  } catch {
    return { ...unreadable('This worksheet’s inputs cannot be worked out again by this engine.'), ...base, status: 'unreadable' };
  }
  const found = figuresIn(text);
  const premium = (PREMIUM_WORKSHEET_CALCULATORS as readonly string[]).includes(parsed.calculator);
  const differences = [
    ...figureDifferences(expected, found),
    // Words matter as much as figures: who pays whom, how often, the state. Each statement of page 1 must be
    // printed as the rules give it (a payer swapped or "per week" for "per month" has the same figures).
    ...missingStatements(statements, text).map((statement) => ({ expected: `“${statement}”`, found: null })),
  ].map((d) => (premium ? { expected: null, found: d.found } : d));
  const newerRule = newerRuleFor(parsed.calculator, parsed.input, parsed.asOf, today);
  const rulesDate = formatDate(parsed.asOf);
  return {
    ...base,
    status: differences.length === 0 ? 'matches' : 'figures-differ',
    message:
      differences.length === 0
        ? `Every figure matches the rules of ${rulesDate} (engine ${parsed.engineVersion}).`
        : `This PDF was changed: ${differences.length === 1 ? 'one figure is' : `${differences.length} figures are`} not what the rules of ${rulesDate} give.`,
    checkedFigures: expected.length,
    differences,
    ...(newerRule ? { newerRule } : {}),
  };
}

function newerRuleFor(calculator: WorksheetCalculator, input: Record<string, unknown>, asOf: string, today: string): NewerRule | undefined {
  const mainAmount = MAIN_AMOUNT[calculator];
  if (!mainAmount || today <= asOf) return undefined;
  try {
    const then = mainAmount({ ...input, asOf });
    const now = mainAmount({ ...input, asOf: today });
    if (now.amount === then.amount) return undefined;
    const amount = formatMoney(now.amount);
    const previousAmount = formatMoney(then.amount);
    const rules = `${now.jurisdiction} rules in force from ${formatDate(now.rulesFrom)}`;
    return {
      asOf: today,
      amount,
      previousAmount,
      rules,
      summary: `A newer rule now gives ${amount} a month (was ${previousAmount}): ${rules}.`,
    };
  } catch {
    return undefined;
  }
}
