import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from './store/index.js';
import { startSmtpServer } from './test-support/smtp.js';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const running = new Set<ChildProcess>();

afterEach(() => {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The real server process (source through tsx), on the embedded database in `dataDir`. */
async function startServer(dataDir: string, port: number, extraEnv: Record<string, string> = {}): Promise<{ child: ChildProcess; output: () => string; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => {
    running.delete(child);
    resolve(code);
  }));
  const deadline = Date.now() + 45_000;
  while (!output.includes('"msg":"listening"')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, output: () => output, exited };
}

function postLead(port: number, email: string) {
  return fetch(`http://127.0.0.1:${port}/api/v1/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ firstName: 'Pat', lastName: 'Doe', email, leadType: 'newsletter' }),
  });
}

describe('the server process', () => {
  it('finishes an in-flight request on SIGTERM, exits 0, and keeps its data across a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'securesplit-data-'));
    const port = await freePort();

    const first = await startServer(dataDir, port);
    expect((await postLead(port, 'before@example.com')).status).toBe(201);

    // A request whose body is still arriving when SIGTERM comes must be answered, not cut.
    let finishBody!: () => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const text = JSON.stringify({ firstName: 'In', lastName: 'Flight', email: 'inflight@example.com', leadType: 'newsletter' });
        controller.enqueue(new TextEncoder().encode(text.slice(0, 10)));
        finishBody = () => {
          controller.enqueue(new TextEncoder().encode(text.slice(10)));
          controller.close();
        };
      },
    });
    const inFlight = fetch(`http://127.0.0.1:${port}/api/v1/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    first.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    finishBody();
    expect((await inFlight).status).toBe(201);
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('"msg":"stopped"');

    const second = await startServer(dataDir, port);
    const after = await postLead(port, 'after@example.com');
    expect(((await after.json()) as { id: number }).id).toBe(3);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const store = await openStore({ kind: 'pglite', dataDir });
    try {
      expect((await store.leads.findById(1))?.email).toBe('before@example.com');
      expect((await store.leads.findById(2))?.email).toBe('inflight@example.com');
    } finally {
      await store.close();
    }
  }, 120_000);

  it('closes the SMTP transport on SIGTERM when mail goes through SMTP, and exits 0', async () => {
    const smtp = await startSmtpServer();
    try {
      const server = await startServer(mkdtempSync(join(tmpdir(), 'securesplit-data-')), await freePort(), { SMTP_URL: `${smtp.url}?ignoreTLS=true` });
      expect(server.output()).toContain('"mail":"smtp"');
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('"mail":"smtp transport closed","msg":"resources closed"');
    } finally {
      await smtp.close();
    }
  }, 60_000);

  it('refuses to start with an invalid configuration and says why', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT must be a whole number from 1 to 65535 (got "eighty")');
  }, 60_000);
});
