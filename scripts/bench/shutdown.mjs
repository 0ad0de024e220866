// Issue 10 § 3, the bigger run: the real server process on PGlite in a temporary directory, keep-alive
// clients writing leads with Idempotency-Keys, SIGTERM in the middle of the load, and idle keep-alive
// connections open at that moment. Prints the counts; rows lost, duplicates and idle resets must be 0
// and the exit code 0. Runs the TypeScript sources through tsx, so it needs no build.
// SHUTDOWN_CLIENTS, SHUTDOWN_IDLE, SHUTDOWN_SIGTERM_AFTER and SHUTDOWN_CALCULATION_CLIENTS size the run. With DATABASE_URL set it runs
// a second time on that PostgreSQL server, in a database of its own that it drops afterwards.
import { register } from 'tsx/esm/api';

const CLIENTS = Number(process.env.SHUTDOWN_CLIENTS ?? 32);
const IDLE_CONNECTIONS = Number(process.env.SHUTDOWN_IDLE ?? 16);
const SIGTERM_AFTER = Number(process.env.SHUTDOWN_SIGTERM_AFTER ?? 1000);
/** Clients posting calculations alongside (their rows go through the calculation batcher). */
const CALCULATION_CLIENTS = Number(process.env.SHUTDOWN_CALCULATION_CLIENTS ?? 8);

export async function benchShutdown() {
  const unregister = register();
  try {
    const { runShutdownUnderLoad } = await import('../../api/src/test-support/shutdown-load.ts');
    const rows = {};
    const databases = [['PGlite', undefined], ...(process.env.DATABASE_URL ? [['PostgreSQL', process.env.DATABASE_URL]] : [])];
    for (const [name, postgresUrl] of databases) {
      const counts = await runShutdownUnderLoad({
        clients: CLIENTS,
        idleConnections: IDLE_CONNECTIONS,
        sigtermAfterAcknowledged: SIGTERM_AFTER,
        calculationClients: CALCULATION_CLIENTS,
        postgresUrl,
      });
      rows[name] = { clients: CLIENTS, 'idle connections': IDLE_CONNECTIONS, ...counts };
    }
    return rows;
  } finally {
    await unregister();
  }
}
