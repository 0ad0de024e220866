import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { EngineValidationError, type FieldError } from '../errors.js';
import type { RenderedWorksheet, WorksheetCalculator } from '../worksheet-pdf/index.js';
import { CLI_CALCULATORS } from './calculators.js';
import { renderWorksheet } from './worksheet.js';

export interface CliIo {
  stdin: NodeJS.ReadableStream;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

export const EXIT_OK = 0;
export const EXIT_INVALID = 2;

function usage(): string {
  return [
    `Usage: securesplit <${Object.keys(CLI_CALCULATORS).join(' | ')}> [--input FILE] [--explain] [--pdf FILE]`,
    '',
    'Reads the same JSON body as the API (stdin, or FILE), prints the result JSON on stdout.',
    '  --input FILE  read the case from FILE instead of stdin',
    '  --explain     print the worksheet as readable text instead of JSON',
    `  --pdf FILE    write the worksheet PDF (the API's and the site's document) to FILE and say where;`,
    `                for ${PDF_CALCULATORS.join(', ')}`,
    'Invalid input, or a file that cannot be read or written, exits with code 2 and',
    '{"errors":[{"path","message"}]} on stderr.',
  ].join('\n');
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

function fail(io: CliIo, errors: FieldError[]): number {
  io.stderr.write(`${JSON.stringify({ errors })}\n`);
  return EXIT_INVALID;
}

/** The calculators with a worksheet PDF (worksheet-pdf's list, kept here so the CLI loads the PDF code only for --pdf). */
export const PDF_CALCULATORS = [
  'child-support',
  'alimony',
  'budget',
  'property-division',
  'qdro',
  'tax-impact',
  'custody-costs',
  'households',
] as const satisfies readonly WorksheetCalculator[];
type PdfCalculator = (typeof PDF_CALCULATORS)[number];

/**
 * `--pdf FILE`: the same document as the API's (renderWorksheetPdf), made first and then written, so a bad case
 * leaves no file behind; says where it went (stdout), or why it could not (exit 2).
 */
async function writePdf(io: CliIo, calculator: PdfCalculator, input: unknown, file: string): Promise<number> {
  // Loaded here only: the PDF library is not read for the other commands.
  const { renderWorksheetPdf } = await import('../worksheet-pdf/index.js');
  let rendered: RenderedWorksheet;
  try {
    rendered = await renderWorksheetPdf({ calculator, input });
  } catch (error) {
    if (error instanceof EngineValidationError) return fail(io, error.errors);
    throw error;
  }
  const path = resolve(file);
  try {
    await writeFile(path, rendered.pdf);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'its folder does not exist' : (error as Error).message;
    return fail(io, [{ path: '--pdf', message: `Cannot write ${path}: ${reason}` }]);
  }
  const kilobytes = Math.max(1, Math.round(rendered.pdf.byteLength / 1024));
  io.stdout.write(`Wrote the ${calculator} worksheet to ${path} (${kilobytes} kB, verification code ${rendered.code})\n`);
  return EXIT_OK;
}

/** Runs the CLI and returns its exit code; never throws for bad input. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const args = [...argv];
  if (args.includes('--help') || args.includes('-h')) {
    io.stdout.write(`${usage()}\n`);
    return EXIT_OK;
  }
  const explain = args.includes('--explain');
  const inputFlag = args.indexOf('--input');
  const inputFile = inputFlag >= 0 ? args[inputFlag + 1] : undefined;
  if (inputFlag >= 0 && (!inputFile || inputFile.startsWith('--'))) {
    return fail(io, [{ path: '--input', message: 'Give the file to read after --input' }]);
  }
  const pdfFlag = args.indexOf('--pdf');
  const pdfFile = pdfFlag >= 0 ? args[pdfFlag + 1] : undefined;
  if (pdfFlag >= 0 && (!pdfFile || pdfFile.startsWith('--'))) {
    return fail(io, [{ path: '--pdf', message: 'Give the file to write after --pdf, e.g. --pdf worksheet.pdf' }]);
  }
  const flagValues = new Set([inputFlag, pdfFlag].filter((i) => i >= 0).map((i) => i + 1));
  const positional = args.filter((a, i) => !a.startsWith('--') && !flagValues.has(i));
  const unknownFlags = args.filter((a) => a.startsWith('--') && a !== '--explain' && a !== '--input' && a !== '--pdf');
  if (unknownFlags.length > 0) {
    return fail(io, unknownFlags.map((flag) => ({ path: flag, message: 'Unknown option' })));
  }
  const calculatorName = positional[0];
  const calculate = calculatorName ? CLI_CALCULATORS[calculatorName] : undefined;
  if (!calculatorName || !calculate) {
    return fail(io, [
      {
        path: 'calculator',
        message: calculatorName
          ? `Unknown calculator "${calculatorName}"; choose one of: ${Object.keys(CLI_CALCULATORS).join(', ')}`
          : `Name the calculator to run (${Object.keys(CLI_CALCULATORS).join(', ')}); see --help`,
      },
    ]);
  }

  if (pdfFile !== undefined && !(PDF_CALCULATORS as readonly string[]).includes(calculatorName)) {
    return fail(io, [{ path: '--pdf', message: `There is no worksheet PDF for ${calculatorName}; --pdf works with ${PDF_CALCULATORS.join(', ')}` }]);
  }

  let text: string;
  try {
    text = inputFile ? await readFile(inputFile, 'utf8') : await readAll(io.stdin);
  } catch (error) {
    return fail(io, [{ path: '--input', message: `Cannot read ${inputFile}: ${(error as Error).message}` }]);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return fail(io, [{ path: '(body)', message: 'The input is not valid JSON' }]);
  }

  if (pdfFile !== undefined) return writePdf(io, calculatorName as PdfCalculator, body, pdfFile);

  try {
    const result = calculate(body);
    io.stdout.write(explain ? renderWorksheet(calculatorName, result) : `${JSON.stringify(result, null, 2)}\n`);
    return EXIT_OK;
  } catch (error) {
    if (error instanceof EngineValidationError) return fail(io, error.errors);
    throw error;
  }
}
