import { EngineValidationError } from '@securesplit/engine';
import {
  PREMIUM_WORKSHEET_CALCULATORS,
  renderWorksheetPdf,
  WORKSHEET_CALCULATORS,
  type WorksheetCalculator,
} from '@securesplit/engine/worksheet-pdf';
import { z } from 'zod';
import { validationProblem } from '../../http/problem.js';
import { PREMIUM_PROBLEMS } from '../../premium/calculator-operation.js';
import { premiumWorksheetAccess } from '../../premium/worksheet-access.js';
import { defineOperation, type Operation, type OperationDeps } from '../operation.js';
import { alimonyOperation } from './alimony.js';
import { budgetOperation } from './budget.js';
import { childSupportOperation } from './child-support.js';
import { householdsOperation } from './households.js';
import { PREMIUM_CALCULATOR_OPERATIONS } from './premium-calculators.js';

/** The calculators' own operations: a worksheet's `input` is validated by the very schema its calculator uses. */
const CALCULATOR_OPERATIONS: readonly Operation[] = [
  childSupportOperation,
  alimonyOperation,
  budgetOperation,
  ...PREMIUM_CALCULATOR_OPERATIONS,
  householdsOperation,
];

function calculatorInputSchema(calculator: WorksheetCalculator): z.ZodType {
  // The calculators live under /api/v1/calculators/; the households view (issue 31) at /api/v1/households.
  const operation = CALCULATOR_OPERATIONS.find(
    (op) => op.path === `/api/v1/calculators/${calculator}` || op.path === `/api/v1/${calculator}`,
  );
  if (!operation?.body) throw new Error(`No calculator operation for the worksheet calculator ${calculator}`);
  return operation.body.schema;
}

const isPremium = (calculator: WorksheetCalculator) => (PREMIUM_WORKSHEET_CALCULATORS as readonly WorksheetCalculator[]).includes(calculator);

const LocaleSchema = z.enum(['en']).meta({ description: 'The document’s language (English for now)' });

const CALCULATOR_LIST = WORKSHEET_CALCULATORS.join(', ');

/**
 * `{ calculator, input, locale? }`, one closed object per calculator: `input` is that calculator's own request
 * body (the same schema, so the same field errors, at `input.<field>`). An unknown calculator is refused at
 * `calculator`.
 */
const WorksheetRequestSchema = z
  .discriminatedUnion(
    'calculator',
    WORKSHEET_CALCULATORS.map((calculator) =>
      z.strictObject({
        calculator: z.literal(calculator).meta({
          description: isPremium(calculator) ? 'A premium calculator (Full Access; see the operation)' : 'A free calculator',
        }),
        input: calculatorInputSchema(calculator),
        locale: LocaleSchema.optional(),
      }),
    ) as unknown as readonly [z.ZodObject<{ calculator: z.ZodLiteral<WorksheetCalculator>; input: z.ZodType; locale: z.ZodOptional<typeof LocaleSchema> }>],
    {
      error: (issue) =>
        issue.code === 'invalid_union'
          ? (issue.input as { calculator?: unknown } | undefined)?.calculator === undefined
            ? `Choose a calculator: one of ${CALCULATOR_LIST}`
            : `Unknown calculator; use one of ${CALCULATOR_LIST}`
          : undefined,
    },
  )
  .meta({ id: 'WorksheetRequest', description: 'Which calculator, and the same input as its own request body' });

/** The verify page the PDF links to (and its QR code): from PUBLIC_BASE_URL, never from the request's Host. */
export function worksheetVerifyUrl(deps: OperationDeps): string {
  return `${deps.auth.config.publicBaseUrl.replace(/\/$/, '')}/verify`;
}

/** A file name safe inside `filename="…"` whatever the engine proposes. */
const safeFileName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '-') || 'securesplit-worksheet.pdf';

const EXAMPLE = {
  calculator: 'child-support',
  input: childSupportOperation.body?.example,
};

export const createWorksheetOperation = defineOperation({
  method: 'post',
  path: '/api/v1/worksheets',
  operationId: 'createWorksheet',
  auth: 'session-optional',
  summary: 'Download a worksheet PDF of a calculation',
  description:
    'The court-ready worksheet of one calculation as a PDF: page 1 in plain language (the amount, who pays whom, the ' +
    'rules, their section and effective date, the confidence), then the worksheet lines, every input, every source, ' +
    'the date made, the engine version, and a verification code with a link (and QR code) to the `/verify` page of ' +
    'this server’s public address. `input` is exactly the calculator’s own request body and is validated by the same ' +
    'schema: a 400 names the same fields, under `input.`. Nothing is stored.\n\n' +
    'Child support, alimony and budget need no account. The premium calculators (property-division, qdro, tax-impact, ' +
    'custody-costs) answer as their calculator routes do: sign in on the SecureSplit site (401 otherwise; 403 for a ' +
    'request on the session cookie from another site). With Full Access it always answers. A free account with a ' +
    'verified email address gets the PDF of a premium calculation it has already run (in its history) without it ' +
    'counting again; any other premium input takes one of its free calculations of the month, as the calculator ' +
    'would (403 with the way to subscribe when none remain).',
  tag: 'Calculators',
  body: { schema: WorksheetRequestSchema, example: EXAMPLE },
  success: {
    status: 200,
    description: 'The worksheet PDF, as a download',
    mediaType: 'application/pdf',
    schema: z.string().meta({ id: 'WorksheetPdf', format: 'binary', description: 'The PDF document (US Letter, text with embedded fonts)' }),
    example: undefined,
    headers: {
      'Content-Disposition': {
        description: 'A download, with the file name: `securesplit-<calculator>-<jurisdiction>-<date>.pdf`',
        required: true,
        schema: { type: 'string' },
        example: 'attachment; filename="securesplit-child-support-texas-2026-12-07.pdf"',
      },
      'Cache-Control': {
        description: 'The document carries a person’s figures: never stored by a cache',
        required: true,
        schema: { type: 'string', const: 'no-store' },
      },
    },
  },
  errors: [400, 401, 403, 413, 415, 429, 503],
  problems: {
    401: { ...PREMIUM_PROBLEMS[401]!, description: `Premium calculators only: ${PREMIUM_PROBLEMS[401]!.description}` },
    403: { ...PREMIUM_PROBLEMS[403]!, description: `Premium calculators only: ${PREMIUM_PROBLEMS[403]!.description}` },
    503: { ...PREMIUM_PROBLEMS[503]!, description: `Premium calculators only: ${PREMIUM_PROBLEMS[503]!.description}` },
  },
  async handler({ body, raw, ctx, deps }) {
    const access = isPremium(body.calculator) ? await premiumWorksheetAccess(ctx, deps, body.calculator, body.input) : undefined;
    const rendered = await renderWorksheetPdf({
      calculator: body.calculator,
      // The body as sent: the engine validates it again with the calculator's schema (as the CLI does).
      input: (raw as { input: unknown }).input,
      madeAt: deps.now(),
      verifyUrl: worksheetVerifyUrl(deps),
      locale: body.locale ?? 'en',
    }).catch((error: unknown) => {
      // Not expected (the body passed the same schema), but still the field errors, never a 500.
      if (error instanceof EngineValidationError) {
        throw validationProblem(error.errors.map((e) => ({ path: e.path ? `input.${e.path}` : 'input', message: e.message })));
      }
      throw error;
    });
    await access?.take();
    return {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${safeFileName(rendered.fileName)}"`,
        'Cache-Control': 'no-store',
      },
      body: Buffer.from(rendered.pdf.buffer, rendered.pdf.byteOffset, rendered.pdf.byteLength),
    };
  },
});
