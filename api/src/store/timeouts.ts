/** Bounds on waiting for a PostgreSQL server, so that a hung database gives quick 503s, not hung requests. */
export interface DatabaseTimeouts {
  /** How long opening a connection to the server may take before the request gets a 503. */
  connectTimeoutMs: number;
  /** How long one statement may run (server side), and how long the client waits for its answer. */
  statementTimeoutMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectTimeoutMs: 3_000, statementTimeoutMs: 5_000 };
