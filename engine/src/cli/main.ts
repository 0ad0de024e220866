import { readFile } from 'node:fs/promises';
import { EngineValidationError, type FieldError } from '../errors.js';
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
    `Usage: securesplit <${Object.keys(CLI_CALCULATORS).join(' | ')}> [--input FILE] [--explain]`,
    '',
    'Reads the same JSON body as the API (stdin, or FILE), prints the result JSON on stdout.',
    '  --input FILE  read the case from FILE instead of stdin',
    '  --explain     print the worksheet as readable text instead of JSON',
    'Invalid input exits with code 2 and {"errors":[{"path","message"}]} on stderr.',
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
  const positional = args.filter((a, i) => !a.startsWith('--') && !(inputFlag >= 0 && i === inputFlag + 1));
  const unknownFlags = args.filter((a) => a.startsWith('--') && a !== '--explain' && a !== '--input');
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

  try {
    const result = calculate(body);
    io.stdout.write(explain ? renderWorksheet(calculatorName, result) : `${JSON.stringify(result, null, 2)}\n`);
    return EXIT_OK;
  } catch (error) {
    if (error instanceof EngineValidationError) return fail(io, error.errors);
    throw error;
  }
}
