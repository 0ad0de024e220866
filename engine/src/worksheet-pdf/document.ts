import type { z } from 'zod';
import { AlimonyInputSchema } from '../alimony/schema.js';
import { calculateAlimonyFromValidInput } from '../alimony/calculate.js';
import { BudgetInputSchema } from '../budget/schema.js';
import { calculateBudgetFromValidInput } from '../budget/calculate.js';
import { ChildSupportInputSchema } from '../child-support/schema.js';
import { calculateChildSupportFromValidInput } from '../child-support/calculate.js';
import { CustodyCostsInputSchema } from '../custody-costs/schema.js';
import { calculateCustodyCostsFromValidInput } from '../custody-costs/calculate.js';
import { EngineValidationError } from '../errors.js';
import { HouseholdsInputSchema } from '../households/schema.js';
import { calculateHouseholdsFromValidInput } from '../households/calculate.js';
import type { ResultMeta, Step } from '../explain/steps.js';
import { PropertyDivisionInputSchema } from '../property-division/schema.js';
import { calculatePropertyDivisionFromValidInput } from '../property-division/calculate.js';
import { QdroInputSchema } from '../qdro/schema.js';
import { calculateQdroFromValidInput } from '../qdro/calculate.js';
import { TaxImpactInputSchema } from '../tax-impact/schema.js';
import { calculateTaxImpactFromValidInput } from '../tax-impact/calculate.js';
import { issuesToFieldErrors } from '../validation/issues.js';
import { todayIso } from '../rules/versions.js';
import { taxYearFor } from '../tax/net-income.js';
import type { TaxYear } from '../tax/types.js';
import { verificationCode } from './code.js';
import { figuresIn, formatMoment } from './format.js';
import { alimonyDetail, alimonySummary } from './sections/alimony.js';
import { budgetDetail, budgetSummary } from './sections/budget.js';
import { childSupportDetail, childSupportSummary } from './sections/child-support.js';
import { householdsDetail, householdsSummary } from './sections/households.js';
import { aboutBlocks, inputRows, sourcesBlocks, stepsTable } from './sections/common.js';
import { premiumBlocks } from './sections/premium.js';
import { premiumSummary } from './sections/premium-summary.js';
import {
  DEFAULT_VERIFY_URL,
  PREMIUM_WORKSHEET_CALCULATORS,
  WORKSHEET_CALCULATORS,
  type Block,
  type PremiumWorksheetCalculator,
  type WorksheetCalculator,
  type WorksheetDocument,
  type WorksheetPayload,
  type WorksheetRequest,
} from './types.js';
import { ENGINE_VERSION } from './version.js';

/** What every calculator's result carries that the document reads. */
interface Explained {
  steps: Step[];
  meta?: ResultMeta;
}

interface Calculation {
  /** The validated input (zod output), defaults applied. */
  input: Record<string, unknown>;
  result: Explained;
  /** Whether the calculator's schema takes `asOf` (the canonical input then pins it). */
  takesAsOf: boolean;
}

/** Validates with the calculator's own schema (the same field errors as its API) and computes. */
function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new EngineValidationError(issuesToFieldErrors(parsed.error.issues));
  return parsed.data;
}

/**
 * The input with a date-dependent default written in: left out, the calculator takes it from today's date, so the
 * same payload checked on /verify a year later would be computed under another year's figures.
 */
function pinned<T extends object, K extends keyof T>(input: T, key: K, value: NonNullable<T[K]>): T {
  return input[key] === undefined ? { ...input, [key]: value } : input;
}

/** Runs the calculator on the request: the validated input and the result. */
export function calculateFor(calculator: WorksheetCalculator, input: unknown, today: Date): Calculation {
  switch (calculator) {
    case 'child-support': {
      const valid = parse(ChildSupportInputSchema, input);
      return { input: valid, result: calculateChildSupportFromValidInput(valid, { today }), takesAsOf: true };
    }
    case 'alimony': {
      const valid = parse(AlimonyInputSchema, input);
      return { input: valid, result: calculateAlimonyFromValidInput(valid, { today }), takesAsOf: true };
    }
    case 'budget': {
      const valid = parse(BudgetInputSchema, input);
      return { input: valid, result: calculateBudgetFromValidInput(valid), takesAsOf: false };
    }
    case 'property-division': {
      const valid = pinned(parse(PropertyDivisionInputSchema, input), 'taxYear', taxYearFor(todayIso(today)) as TaxYear);
      return { input: valid, result: calculatePropertyDivisionFromValidInput(valid), takesAsOf: false };
    }
    case 'qdro': {
      const valid = pinned(parse(QdroInputSchema, input), 'valuationDate', todayIso(today));
      return { input: valid, result: calculateQdroFromValidInput(valid), takesAsOf: false };
    }
    case 'tax-impact': {
      const valid = parse(TaxImpactInputSchema, input);
      return { input: valid, result: calculateTaxImpactFromValidInput(valid), takesAsOf: false };
    }
    case 'custody-costs': {
      const valid = pinned(parse(CustodyCostsInputSchema, input), 'costYear', today.getUTCFullYear());
      return { input: valid, result: calculateCustodyCostsFromValidInput(valid), takesAsOf: false };
    }
    case 'households': {
      const valid = parse(HouseholdsInputSchema, input);
      return { input: valid, result: calculateHouseholdsFromValidInput(valid, { today }), takesAsOf: true };
    }
    default:
      throw new EngineValidationError([
        { path: 'calculator', message: `Choose one of: ${WORKSHEET_CALCULATORS.join(', ')}` },
      ]);
  }
}

const TITLES: Record<WorksheetCalculator, string> = {
  'child-support': 'Child support worksheet',
  alimony: 'Alimony worksheet',
  budget: 'Post-divorce budget worksheet',
  'property-division': 'Property division worksheet',
  qdro: 'QDRO worksheet',
  'tax-impact': 'Tax impact worksheet',
  'custody-costs': 'Custody costs worksheet',
  households: 'Both households after tax',
};

/** Lower-case, hyphenated, ASCII: "district-of-columbia". */
function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}

function isPremium(calculator: WorksheetCalculator): calculator is PremiumWorksheetCalculator {
  return (PREMIUM_WORKSHEET_CALCULATORS as readonly string[]).includes(calculator);
}

/**
 * The worksheet as a list of blocks, with its payload and verification code. Pure: no PDF library, no clock
 * but `madeAt` (default now). Throws EngineValidationError on bad input, as the calculator does.
 */
export function buildWorksheetDocument(request: WorksheetRequest): WorksheetDocument {
  const madeAt = request.madeAt ?? new Date();
  const calculator = request.calculator;
  const { input, result, takesAsOf } = calculateFor(calculator, request.input, madeAt);
  const meta = result.meta;
  const asOf = meta?.asOf ?? madeAt.toISOString().slice(0, 10);
  const canonicalInput = takesAsOf ? { ...input, asOf } : input;
  const unsigned: Omit<WorksheetPayload, 'code'> = {
    v: 1,
    calculator,
    input: JSON.parse(JSON.stringify(canonicalInput)) as unknown,
    asOf,
    engineVersion: ENGINE_VERSION,
  };
  const code = verificationCode(unsigned);
  const payload: WorksheetPayload = { ...unsigned, code };
  const verifyLink = `${request.verifyUrl ?? DEFAULT_VERIFY_URL}?code=${encodeURIComponent(code)}`;
  const place = meta?.jurisdictionName;
  const title = `${TITLES[calculator]}${place ? ` — ${place}` : ''}`;

  const blocks: Block[] = [{ kind: 'heading', level: 1, text: title }];
  switch (calculator) {
    case 'child-support': {
      const cs = result as Parameters<typeof childSupportSummary>[1];
      const valid = input as Parameters<typeof childSupportSummary>[0];
      blocks.push(...childSupportSummary(valid, cs), ...childSupportDetail(canonicalInput as typeof valid, cs));
      break;
    }
    case 'alimony': {
      const al = result as Parameters<typeof alimonySummary>[1];
      const valid = input as Parameters<typeof alimonySummary>[0];
      blocks.push(...alimonySummary(valid, al), ...alimonyDetail(canonicalInput as typeof valid, al));
      break;
    }
    case 'budget': {
      const bu = result as Parameters<typeof budgetSummary>[1];
      const valid = input as Parameters<typeof budgetSummary>[0];
      blocks.push(...budgetSummary(valid, bu), ...budgetDetail(valid, bu));
      break;
    }
    case 'households': {
      const hh = result as Parameters<typeof householdsSummary>[1];
      const valid = canonicalInput as Parameters<typeof householdsSummary>[0];
      blocks.push(...householdsSummary(valid, hh), ...householdsDetail(valid, hh));
      break;
    }
    default: {
      if (!isPremium(calculator) || !meta) break;
      blocks.push(
        ...premiumSummary(calculator, input, result, meta),
        ...(premiumBlocks(calculator, input, result) as Block[]),
        ...stepsTable(result.steps, meta),
        { kind: 'heading', level: 2, text: 'What was entered' },
        { kind: 'facts', rows: inputRows(input) },
        ...sourcesBlocks(meta),
      );
    }
  }
  const madeOn = formatMoment(madeAt);
  blocks.push(...aboutBlocks({ madeAt, asOf, engineVersion: ENGINE_VERSION, code, verifyLink, madeOn }));

  const subject = `${TITLES[calculator]}${place ? ` for ${place}` : ''}: the result, each step, the inputs and the sources (SecureSplit, rules as of ${asOf}).`;
  const fileName = `securesplit-${calculator}${place ? `-${slug(place)}` : ''}-${madeAt.toISOString().slice(0, 10)}.pdf`;
  return { title, lang: 'en', subject, blocks, payload, verifyLink, madeAt: madeAt.toISOString(), fileName };
}

/**
 * Every string the body draws, in draw order. The renderer adds only the page header and footer (title, code,
 * date, "Page X of Y", the verify link), the QR code's caption, and a table's header row again on each new page:
 * none of them holds a money or percent figure.
 */
export function documentText(document: WorksheetDocument): string[] {
  const text: string[] = [];
  for (const block of document.blocks) {
    switch (block.kind) {
      case 'heading':
      case 'paragraph':
        text.push(block.text);
        break;
      case 'facts':
        for (const row of block.rows) text.push(row.label, row.value);
        break;
      case 'table':
        if (block.caption) text.push(block.caption);
        text.push(...block.columns.map((column) => column.header));
        for (const row of block.rows) text.push(...row);
        break;
    }
  }
  return text;
}

/** The money ("$1,049.79") and percent ("55.56%") figures over documentText, in order. */
export function documentFigures(document: WorksheetDocument): string[] {
  return documentText(document).flatMap(figuresIn);
}
