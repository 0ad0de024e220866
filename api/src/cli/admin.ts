#!/usr/bin/env node
// `npm run admin -- create --email ...`: makes or promotes an admin account in the configured database;
// `npm run admin -- outbox --email ...` prints the address's unsent mail (with MAIL_OUTBOX_KEY)
// (DATABASE_URL, or the embedded store in DATA_DIR; stop a running embedded server first, as only one
// process can open its data directory).
import { createInterface } from 'node:readline';
import { ConfigError, loadConfig } from '../config.js';
import { openStore } from '../store/index.js';
import { runAdminCommand, type AdminCommandIo } from './admin-command.js';

/** Typed ahead of a prompt (pasted lines arrive in one chunk): kept for the next prompt. */
let typedAhead = '';

/** Reads a line from a terminal without echoing it: raw mode, characters kept, nothing written back. */
function readHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stderr.write(prompt);
  return new Promise((resolve, reject) => {
    let value = '';
    const done = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
    };
    const onData = (chunk: string) => {
      const chars = [...chunk];
      for (let i = 0; i < chars.length; i += 1) {
        const char = chars[i] ?? '';
        if (char === '\r' || char === '\n') {
          typedAhead = chars.slice(i + 1).join('').replace(/^\n/, '');
          done();
          resolve(value);
          return;
        }
        if (char === '\u0003') {
          done();
          reject(new Error('cancelled'));
          return;
        }
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    input.setRawMode(true);
    input.setEncoding('utf8');
    input.on('data', onData);
    input.resume();
    if (typedAhead !== '') {
      const pending = typedAhead;
      typedAhead = '';
      onData(pending);
    }
  });
}

let stdinLines: AsyncIterator<string> | undefined;
async function readStdinLine(): Promise<string> {
  stdinLines ??= createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]();
  const next = await stdinLines.next();
  return next.done ? '' : next.value;
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const fromStdin = argv.includes('--password-stdin');
  if (!fromStdin && !argv.includes('--help') && !process.stdin.isTTY && argv[0] === 'create') {
    // Only matters when a new account is made; said up front so a script does not hang on a prompt.
    process.stderr.write(
      'Note: standard input is not a terminal; pass --password-stdin to read the password from it.\n',
    );
  }
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
  const store = await openStore(config.store);
  const io: AdminCommandIo = {
    readPassword: (prompt) => (fromStdin || !process.stdin.isTTY ? readStdinLine() : readHidden(prompt)),
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  };
  try {
    return await runAdminCommand(argv, store, io, { outboxKey: config.mailOutboxKey });
  } finally {
    await store.close();
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    process.stderr.write(`admin: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
