import { PassThrough, Readable } from 'node:stream';
import { runCli } from './main.js';

/** Runs the CLI in-process with `stdinText` as its input and returns the exit code and both outputs. */
export async function runCliCapturing(argv: string[], stdinText = ''): Promise<{ code: number; out: string; err: string }> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const code = await runCli(argv, { stdin: Readable.from([stdinText]), stdout, stderr });
  return { code, out, err };
}
