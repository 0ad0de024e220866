import pg from 'pg';
import type { DatabaseTimeouts } from './timeouts.js';

export interface PoolOptions {
  databaseUrl: string;
  maxConnections: number;
  timeouts: DatabaseTimeouts;
  /** `options` startup parameter (a test run's search_path). */
  serverOptions?: string | undefined;
  onConnectionError: (error: Error) => void;
  /**
   * For migrations at start: no statement timeout, no query deadline. A migration may wait for another
   * instance's migration lock, and a schema change on a big table may run long.
   */
  unbounded?: boolean;
}

/** What pg keeps of a client's socket; pg itself destroys it this way when a pipelined query times out. */
interface ClientWithStream {
  connection: { stream: { destroy(): void } };
}

/**
 * A query that gets no answer within `deadlineMs` (a frozen server, a partitioned network) closes its
 * connection: the query fails as "connection terminated" (a 503), the pool drops the connection, and
 * the server rolls back whatever that session had begun. pg's own query_timeout would instead hand the
 * connection back with the statement still pending, to run later inside the next request's transaction.
 */
function closeConnectionOnSlowQuery(client: pg.PoolClient, deadlineMs: number): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const bounded = (...args: unknown[]): unknown => {
    const pending = query(...args);
    if (!(pending instanceof Promise)) return pending;
    const timer = setTimeout(() => (client as unknown as ClientWithStream).connection.stream.destroy(), deadlineMs);
    return pending.finally(() => clearTimeout(timer));
  };
  // The overloads of query() cannot be restated for a wrapper; it passes every form through unchanged.
  client.query = bounded as typeof client.query;
}

/** A pg pool whose connection failures are reported, never thrown at the process, and whose waits are bounded. */
export function createPool(options: PoolOptions): pg.Pool {
  const { timeouts } = options;
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.maxConnections,
    connectionTimeoutMillis: timeouts.connectTimeoutMs,
    // Server side a slow statement is cancelled; client side a server that does not answer at all
    // loses the connection a second later.
    ...(options.unbounded ? {} : { statement_timeout: timeouts.statementTimeoutMs }),
    keepAlive: true,
    ...(options.serverOptions !== undefined ? { options: options.serverOptions } : {}),
  });
  // An idle connection that the server closes is reported on the pool, one in use on its client; an
  // 'error' event nobody listens to would end the process.
  pool.on('error', options.onConnectionError);
  pool.on('connect', (client) => {
    client.on('error', options.onConnectionError);
    if (!options.unbounded) closeConnectionOnSlowQuery(client, timeouts.statementTimeoutMs + 1_000);
  });
  return pool;
}
