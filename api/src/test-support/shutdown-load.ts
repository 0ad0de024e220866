import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { NEW_YORK_CHILD_SUPPORT } from './child-support-case.js';
import { startServerProcess } from './processes.js';

export interface ShutdownLoadOptions {
  /** Concurrent keep-alive clients writing leads, one connection each. */
  clients: number;
  /** Connections that made one request and then sit idle when SIGTERM comes. */
  idleConnections: number;
  /** SIGTERM is sent once this many writes were acknowledged. */
  sigtermAfterAcknowledged: number;
  /**
   * Concurrent keep-alive clients posting child support calculations besides the lead writers (their
   * rows go through the calculation batcher, store/write-batcher.ts); 0 when not given.
   */
  calculationClients?: number;
  /**
   * A PostgreSQL server to run on instead of PGlite: the run creates its own database there
   * (`ss_rel_faults_<random>`) and drops it afterwards.
   */
  postgresUrl?: string | undefined;
}

export interface ShutdownLoadCounts {
  /** Every write request sent, retries included. */
  requests: number;
  /** Writes answered 2xx (each with its own Idempotency-Key). */
  acknowledged: number;
  /** Responses that carried `Connection: close` (sent after SIGTERM). */
  toldToClose: number;
  /** Rows in the leads table after the process exited. */
  rowsStored: number;
  /** Acknowledged writes whose row is missing: must be 0. */
  rowsLost: number;
  /** Keys stored more than once: must be 0. */
  duplicates: number;
  /** Rows stored whose write was never acknowledged (its answer was cut): a retry with its key replays it. */
  storedUnacknowledged: number;
  /** Busy keep-alive requests reset by the server (each retried with its key). */
  resets: number;
  /** Idle keep-alive connections that saw an error instead of a clean close: must be 0. */
  idleResets: number;
  /** Answers other than 2xx (a 503 or 500 here is a defect). */
  failedStatuses: number;
  /** Calculations answered with `saved: true` and an id. */
  calculationsAcknowledged: number;
  /** Acknowledged calculation ids with no row after the process exited: must be 0. */
  calculationsLost: number;
  /** Calculations answered other than 200 with `saved: true` (a defect here). */
  calculationsFailed: number;
  exitCode: number | null;
}

type Outcome =
  | { kind: 'answered'; status: number; toldToClose: boolean }
  | { kind: 'refused' }
  | { kind: 'reset'; code: string };

const CHILD_SUPPORT = JSON.stringify(NEW_YORK_CHILD_SUPPORT);

type CalculationOutcome =
  { kind: 'answered'; status: number; body: string } | { kind: 'refused' } | { kind: 'reset' };

function postCalculation(url: string, agent: Agent): Promise<CalculationOutcome> {
  return new Promise((resolve) => {
    const request = httpRequest(
      `${url}/api/v1/calculators/child-support`,
      {
        method: 'POST',
        agent,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(CHILD_SUPPORT) },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ kind: 'answered', status: response.statusCode ?? 0, body }));
        response.on('error', () => resolve({ kind: 'reset' }));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'ECONNREFUSED' ? { kind: 'refused' } : { kind: 'reset' }),
    );
    request.end(CHILD_SUPPORT);
  });
}

function postLead(url: string, agent: Agent, key: string): Promise<Outcome> {
  const body = JSON.stringify({
    firstName: 'Load',
    lastName: 'Test',
    email: `${key}@example.com`,
    leadType: 'newsletter',
  });
  return new Promise((resolve) => {
    const request = httpRequest(
      `${url}/api/v1/leads`,
      {
        method: 'POST',
        agent,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'Idempotency-Key': key,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            kind: 'answered',
            status: response.statusCode ?? 0,
            toldToClose: (response.headers.connection ?? '').toLowerCase() === 'close',
          }),
        );
        response.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ kind: 'reset', code: error.code ?? error.message }),
        );
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve(
        error.code === 'ECONNREFUSED'
          ? { kind: 'refused' }
          : { kind: 'reset', code: error.code ?? error.message },
      ),
    );
    request.end(body);
  });
}

/** A connection that makes one keep-alive request, then stays idle; resolves with whether it closed cleanly. */
async function idleConnection(url: string): Promise<{ closedCleanly: Promise<boolean> }> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let errored = false;
  let ended = false;
  socket.on('error', () => (errored = true));
  socket.on('end', () => (ended = true));
  const closedCleanly = new Promise<boolean>((resolve) =>
    socket.on('close', () => resolve(ended && !errored)),
  );
  let received = '';
  await new Promise<void>((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
      if (received.includes('"status":"ok"')) resolve();
    });
    socket.write('GET /api/v1/health HTTP/1.1\r\nHost: load\r\nConnection: keep-alive\r\n\r\n');
  });
  return { closedCleanly };
}

export interface LoadDatabase {
  /** Environment for the server process. */
  env: Record<string, string>;
  /** Each stored lead's email with how many rows hold it. */
  leadEmails(): Promise<Array<{ email: string; copies: number }>>;
  /** Every stored calculation's id. */
  calculationIds(): Promise<number[]>;
  dispose(): Promise<void>;
}

const LEAD_EMAILS = 'select email, count(*)::int as copies from leads group by email';
const CALCULATION_IDS = 'select id from calculations';

async function pgliteDatabase(): Promise<LoadDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'securesplit-shutdown-'));
  return {
    env: { DATA_DIR: dataDir },
    async leadEmails() {
      const db = await PGlite.create(dataDir);
      try {
        return (await db.query<{ email: string; copies: number }>(LEAD_EMAILS)).rows;
      } finally {
        await db.close();
      }
    },
    async calculationIds() {
      const db = await PGlite.create(dataDir);
      try {
        return (await db.query<{ id: number }>(CALCULATION_IDS)).rows.map((row) => row.id);
      } finally {
        await db.close();
      }
    },
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/**
 * A database for a server process under test: PGlite in a temporary directory, or (given a PostgreSQL
 * server's URL) a database of its own there (`ss_rel_faults_<random>`), removed by `dispose`.
 */
export function openLoadDatabase(postgresUrl: string | undefined): Promise<LoadDatabase> {
  return postgresUrl ? postgresDatabase(postgresUrl) : pgliteDatabase();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function postgresDatabase(serverUrl: string): Promise<LoadDatabase> {
  const name = `ss_rel_faults_${randomBytes(4).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    leadEmails: () =>
      withClient(
        url.toString(),
        async (client) => (await client.query<{ email: string; copies: number }>(LEAD_EMAILS)).rows,
      ),
    calculationIds: () =>
      withClient(url.toString(), async (client) =>
        (await client.query<{ id: number }>(CALCULATION_IDS)).rows.map((row) => row.id),
      ),
    dispose: async () =>
      void (await withClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      )),
  };
}

/**
 * Starts the real server (on PGlite in a temporary directory, or in a new database on a PostgreSQL
 * server), writes leads from keep-alive clients with Idempotency-Keys, sends SIGTERM in the middle,
 * and after the process exits counts what was stored.
 */
export async function runShutdownUnderLoad(options: ShutdownLoadOptions): Promise<ShutdownLoadCounts> {
  const database = await openLoadDatabase(options.postgresUrl);
  try {
    const server = await startServerProcess({ ...database.env, RATE_LIMIT_MAX: '1000000' });
    const counts = { requests: 0, acknowledged: 0, toldToClose: 0, resets: 0, failedStatuses: 0 };
    const acknowledgedKeys = new Set<string>();
    const idle = await Promise.all(
      Array.from({ length: options.idleConnections }, () => idleConnection(server.url)),
    );
    let signalled = false;

    async function client(index: number): Promise<void> {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (let n = 0; ; n += 1) {
          const key = `load-${index}-${n}`;
          for (let attempt = 0; attempt < 5; attempt += 1) {
            counts.requests += 1;
            const outcome = await postLead(server.url, agent, key);
            if (outcome.kind === 'refused') return;
            if (outcome.kind === 'reset') {
              counts.resets += 1;
              continue;
            }
            if (outcome.toldToClose) counts.toldToClose += 1;
            if (outcome.status >= 200 && outcome.status < 300) {
              acknowledgedKeys.add(key);
              counts.acknowledged += 1;
              if (!signalled && counts.acknowledged >= options.sigtermAfterAcknowledged) {
                signalled = true;
                server.child.kill('SIGTERM');
              }
            } else {
              counts.failedStatuses += 1;
            }
            break;
          }
        }
      } finally {
        agent.destroy();
      }
    }

    const calculations = { acknowledged: new Set<number>(), failed: 0 };
    /** Posts calculations until the server refuses connections; a reset request is simply not counted. */
    async function calculationClient(): Promise<void> {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (;;) {
          const outcome = await postCalculation(server.url, agent);
          if (outcome.kind === 'refused') return;
          if (outcome.kind === 'reset') continue;
          const body =
            outcome.status === 200
              ? (JSON.parse(outcome.body) as { id: number | null; saved: boolean })
              : undefined;
          if (body?.saved && body.id !== null) calculations.acknowledged.add(body.id);
          else calculations.failed += 1;
        }
      } finally {
        agent.destroy();
      }
    }

    await Promise.all([
      ...Array.from({ length: options.clients }, (_, index) => client(index)),
      ...Array.from({ length: options.calculationClients ?? 0 }, () => calculationClient()),
    ]);
    const exitCode = await server.exited;
    const idleClean = await Promise.all(idle.map((connection) => connection.closedCleanly));

    const rows = await database.leadEmails();
    const calculationIds = new Set(await database.calculationIds());
    const storedKeys = new Map(rows.map((row) => [row.email.replace(/@example\.com$/, ''), row.copies]));
    return {
      requests: counts.requests,
      acknowledged: counts.acknowledged,
      toldToClose: counts.toldToClose,
      rowsStored: rows.reduce((sum, row) => sum + row.copies, 0),
      rowsLost: [...acknowledgedKeys].filter((key) => !storedKeys.has(key)).length,
      duplicates: rows.filter((row) => row.copies > 1).length,
      storedUnacknowledged: [...storedKeys.keys()].filter((key) => !acknowledgedKeys.has(key)).length,
      resets: counts.resets,
      idleResets: idleClean.filter((clean) => !clean).length,
      failedStatuses: counts.failedStatuses,
      calculationsAcknowledged: calculations.acknowledged.size,
      calculationsLost: [...calculations.acknowledged].filter((id) => !calculationIds.has(id)).length,
      calculationsFailed: calculations.failed,
      exitCode,
    };
  } finally {
    await database.dispose();
  }
}
