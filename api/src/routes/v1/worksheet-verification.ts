import { verifyWorksheet } from '@securesplit/engine/worksheet-pdf';
import { z } from 'zod';
import { strictBody } from '../../http/strict-body.js';
import { defineOperation } from '../operation.js';

/**
 * The longest text accepted, in characters: a worksheet prints a few kilobytes a page, so this is hundreds of
 * pages; anything longer is not one of our PDFs.
 */
export const VERIFY_TEXT_MAX_CHARS = 300_000;
/** The body's limit: the text at up to 3 bytes a character (UTF-8) plus the payload. */
export const VERIFY_BODY_LIMIT_BYTES = 1024 * 1024;
const PAYLOAD_MAX_CHARS = 100_000;

const VerifyRequestSchema = strictBody(
  z.object({
    payload: z
      .union([z.string().max(PAYLOAD_MAX_CHARS), z.record(z.string(), z.unknown())], {
        error: (issue) => (issue.input === undefined ? 'Send the worksheet data read from the PDF' : 'Must be the worksheet data: JSON text or an object'),
      })
      .meta({
        description:
          'The worksheet data the PDF carries in its Info dictionary under `SecureSplitWorksheet` (pdf.js: ' +
          '`getMetadata()` → `info.Custom.SecureSplitWorksheet`): the JSON text as found, or that JSON parsed',
      }),
    text: z
      .string({ error: (issue) => (issue.input === undefined ? 'Send the PDF’s text' : 'Must be text') })
      .max(VERIFY_TEXT_MAX_CHARS, `Must be at most ${VERIFY_TEXT_MAX_CHARS.toLocaleString('en-US')} characters`)
      .meta({ description: 'The visible text of every page, in reading order (pdf.js `getTextContent()`), items separated by spaces or line breaks' }),
  }),
).meta({ id: 'WorksheetVerificationRequest' });

const DifferenceSchema = z.object({
  expected: z.string().nullable().meta({ description: 'What the rules give at this place (null: nothing belongs here; always null for a premium calculator)' }),
  found: z.string().nullable().meta({ description: 'What the PDF prints there (null: a figure the rules give is missing)' }),
});

const VerificationSchema = z
  .object({
    status: z.enum(['matches', 'figures-differ', 'code-mismatch', 'unreadable']).meta({
      description:
        '`matches`: every printed figure is the one the engine gives under the rules of `rulesAsOf`; `figures-differ`: ' +
        'the printed figures are not (an edited PDF); `code-mismatch`: the data’s inputs, dates or versions do not give ' +
        'its verification code; `unreadable`: not a SecureSplit worksheet',
    }),
    message: z.string().meta({ description: 'One plain sentence saying what was found' }),
    calculator: z.string().optional(),
    code: z.string().optional().meta({ description: 'The worksheet’s verification code' }),
    checkedFigures: z.number().int().meta({ description: 'How many figures (money and percentages) were compared' }),
    differences: z.array(DifferenceSchema),
    rulesAsOf: z.string().optional().meta({ description: 'The date of the rules the worksheet applied (YYYY-MM-DD)' }),
    engineVersion: z.string().optional().meta({ description: 'The engine version that made the worksheet' }),
    checkedWithEngineVersion: z.string().meta({ description: 'The engine version that checked it now' }),
    newerRule: z
      .object({
        asOf: z.string(),
        amount: z.string(),
        previousAmount: z.string(),
        rules: z.string(),
        summary: z.string(),
      })
      .optional()
      .meta({ description: 'Child support and alimony: the main amount under the rules in force today, when it differs' }),
  })
  .meta({ id: 'WorksheetVerification' });

const EXAMPLE_PAYLOAD = {
  v: 1,
  calculator: 'child-support',
  input: {
    custodialParentIncome: 3000,
    nonCustodialParentIncome: 16000,
    numberOfChildren: 1,
    custodyArrangement: 'primary',
    custodialParentTime: 80,
    nonCustodialParentTime: 20,
    state: 'texas',
    incomeBasis: 'gross',
    asOf: '2024-06-01',
  },
  asOf: '2024-06-01',
  engineVersion: '0.1.0',
  code: 'SS1-0000-0000-0000',
};

export const verifyWorksheetOperation = defineOperation({
  method: 'post',
  path: '/api/v1/worksheets/verify',
  operationId: 'verifyWorksheet',
  summary: 'Check a worksheet PDF’s figures',
  description:
    'Checks what a browser read out of a worksheet PDF (the `/verify` page does this with pdf.js): the verification ' +
    'code against the data the PDF carries, then every figure printed against the worksheet the engine builds again ' +
    'from those inputs under the rules of the date printed; for child support and alimony also whether the rules in ' +
    'force today give another amount. A status, not an error, answers any PDF (an edited or foreign one included); ' +
    '400 only for a body that is not `{ payload, text }`. Nothing is stored or logged, and no account is needed: the ' +
    'answer holds no figure the PDF does not already print (for premium calculators `expected` is always null).',
  tag: 'Calculators',
  bodyLimitBytes: VERIFY_BODY_LIMIT_BYTES,
  body: {
    schema: VerifyRequestSchema,
    example: { payload: EXAMPLE_PAYLOAD, text: 'Monthly child support $1,840.00 per month …' },
  },
  success: {
    status: 200,
    description: 'What the check found',
    schema: VerificationSchema,
    example: {
      status: 'figures-differ',
      message: 'This PDF was changed: one figure is not what the rules of June 1, 2024 give.',
      calculator: 'child-support',
      code: 'SS1-0000-0000-0000',
      checkedFigures: 42,
      differences: [{ expected: '$1,840.00', found: '$1,480.00' }],
      rulesAsOf: '2024-06-01',
      engineVersion: '0.1.0',
      checkedWithEngineVersion: '0.1.0',
      newerRule: {
        asOf: '2026-12-07',
        amount: '$2,340.00',
        previousAmount: '$1,840.00',
        rules: 'Texas rules in force from September 1, 2025',
        summary: 'A newer rule now gives $2,340.00 a month (was $1,840.00): Texas rules in force from September 1, 2025.',
      },
    },
  },
  errors: [400, 413, 415, 429],
  handler({ body, deps }) {
    // The clock is the app's (tests pin it); the rules "in force today" are those of its UTC date.
    return { body: verifyWorksheet(body, deps.now().toISOString().slice(0, 10)) };
  },
});
