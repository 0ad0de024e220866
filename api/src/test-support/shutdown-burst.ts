import { Agent, request as httpRequest } from 'node:http';
import { startServerProcess } from './processes.js';
import { openLoadDatabase } from './shutdown-load.js';

export interface ShutdownBurstOptions {
  /** Requests in the burst, each a new lead. */
  requests: number;
  /** Requests in flight at once; each worker sends the burst's next request as soon as its last one ended. */
  parallel: number;
  /** Of the workers, how many share one keep-alive pool (the rest open a fresh connection per request). */
  keepAliveWorkers: number;
  /** SIGTERM is sent once this many writes were answered 2xx. */
  sigtermAfterAcknowledged: number;
  /** A PostgreSQL server to run on instead of PGlite (the run makes a database of its own there). */
  postgresUrl?: string | undefined;
}

export interface ShutdownBurstCounts {
  sent: number;
  /** Writes acknowledged and sent when SIGTERM was sent (0 sent: the burst had ended before). */
  signalledAfter: { acknowledged: number; sent: number };
  /** Answered 2xx. */
  acknowledged: number;
  /** Answered with another status (a clean refusal only when it is a 503 saying the server is stopping). */
  answeredOther: Record<string, number>;
  /** Connection refused: the server had stopped listening, nothing was read. */
  refused: number;
  /** Cut without an answer (reset, hang-up) while nothing was stored: safe to retry, but counted. */
  cutUncommitted: number;
  /** Cut without an answer although its row was stored: the defect this guards against; must be 0. */
  cutCommitted: number;
  /** The error codes of the cut requests (ECONNRESET, …). */
  cutCodes: Record<string, number>;
  /** Acknowledged writes with no row after the exit: must be 0. */
  acknowledgedLost: number;
  exitCode: number | null;
  /** From SIGTERM to the process's exit. */
  exitMs: number;
}

type Outcome =
  | { kind: 'answered'; status: number }
  | { kind: 'refused' }
  | { kind: 'cut'; code: string };

function postLead(url: string, agent: Agent | false, key: string): Promise<Outcome> {
  const body = JSON.stringify({ firstName: 'Burst', lastName: 'Test', email: `${key}@example.com`, leadType: 'newsletter' });
  return new Promise((resolve) => {
    const request = httpRequest(
      `${url}/api/v1/leads`,
      {
        method: 'POST',
        agent,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ kind: 'answered', status: response.statusCode ?? 0 }));
        response.on('error', (error: NodeJS.ErrnoException) => resolve({ kind: 'cut', code: error.code ?? error.message }));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'ECONNREFUSED' ? { kind: 'refused' } : { kind: 'cut', code: error.code ?? error.message }),
    );
    request.end(body);
  });
}

/**
 * Starts the real server (on PGlite in a temporary directory, or on PostgreSQL), sends a burst of lead writes with
 * `parallel` in flight at once (most on a fresh connection each, as independent clients send them, some
 * over a shared keep-alive pool), sends SIGTERM in the middle, and after the exit compares every
 * request's outcome with the rows stored. Each request has its own email, so a stored row names the
 * request that made it.
 */
export async function runShutdownBurst(options: ShutdownBurstOptions): Promise<ShutdownBurstCounts> {
  const database = await openLoadDatabase(options.postgresUrl);
  try {
    const server = await startServerProcess({ ...database.env, RATE_LIMIT_MAX: '1000000' });
    const outcomes = new Map<string, Outcome>();
    let acknowledged = 0;
    let signalledAt: number | undefined;
    let acknowledgedAtSignal = 0;
    let sentAtSignal = 0;
    const pool = new Agent({ keepAlive: true, maxSockets: options.keepAliveWorkers });

    let next = 0;
    async function worker(index: number): Promise<void> {
      const agent = index < options.keepAliveWorkers ? pool : false;
      while (next < options.requests) {
        const key = `burst-${next++}`;
        const outcome = await postLead(server.url, agent, key);
        outcomes.set(key, outcome);
        if (outcome.kind === 'refused') return;
        if (outcome.kind === 'answered' && outcome.status >= 200 && outcome.status < 300) {
          acknowledged += 1;
          if (signalledAt === undefined && acknowledged >= options.sigtermAfterAcknowledged) {
            signalledAt = Date.now();
            acknowledgedAtSignal = acknowledged;
            sentAtSignal = next;
            server.child.kill('SIGTERM');
          }
        }
      }
    }

    await Promise.all(Array.from({ length: options.parallel }, (_, index) => worker(index)));
    pool.destroy();
    // The burst may end before the drain does; SIGTERM then comes after it.
    if (signalledAt === undefined) {
      signalledAt = Date.now();
      server.child.kill('SIGTERM');
    }
    const exitCode = await server.exited;
    const exitMs = Date.now() - (signalledAt ?? Date.now());

    const stored = new Set((await database.leadEmails()).map((row) => row.email.replace(/@example\.com$/, '')));

    const counts: ShutdownBurstCounts = {
      sent: outcomes.size,
      signalledAfter: { acknowledged: acknowledgedAtSignal, sent: sentAtSignal },
      acknowledged: 0,
      answeredOther: {},
      refused: 0,
      cutUncommitted: 0,
      cutCommitted: 0,
      cutCodes: {},
      acknowledgedLost: 0,
      exitCode,
      exitMs,
    };
    for (const [key, outcome] of outcomes) {
      if (outcome.kind === 'refused') counts.refused += 1;
      else if (outcome.kind === 'cut') {
        counts.cutCodes[outcome.code] = (counts.cutCodes[outcome.code] ?? 0) + 1;
        if (stored.has(key)) counts.cutCommitted += 1;
        else counts.cutUncommitted += 1;
      } else if (outcome.status >= 200 && outcome.status < 300) {
        counts.acknowledged += 1;
        if (!stored.has(key)) counts.acknowledgedLost += 1;
      } else {
        counts.answeredOther[outcome.status] = (counts.answeredOther[outcome.status] ?? 0) + 1;
      }
    }
    return counts;
  } finally {
    await database.dispose();
  }
}
