import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './processes.js';

const run = promisify(execFile);
const POSTGRES_ROOT = '/usr/lib/postgresql';

/** The newest installed server's bin directory, or undefined when none is installed. */
function serverBinaries(): string | undefined {
  if (!existsSync(POSTGRES_ROOT)) return undefined;
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((name) => existsSync(join(POSTGRES_ROOT, name, 'bin', 'initdb')) && existsSync(join(POSTGRES_ROOT, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(POSTGRES_ROOT, versions[0], 'bin') : undefined;
}

/** initdb refuses to run as root: as root, the cluster belongs to the postgres account. */
async function clusterOwner(): Promise<{ uid: number; gid: number } | 'self' | undefined> {
  if (userInfo().uid !== 0) return 'self';
  try {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
  } catch {
    return undefined;
  }
}

/** Why a private cluster cannot be started here, or undefined when it can. */
export async function clusterUnavailableReason(): Promise<string | undefined> {
  if (!serverBinaries()) return `no PostgreSQL server binaries (initdb, pg_ctl) under ${POSTGRES_ROOT}/*/bin`;
  if ((await clusterOwner()) === undefined) return 'running as root without a postgres account to own the cluster';
  return undefined;
}

export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres, trust authentication. */
  url: string;
  port: number;
  start(): Promise<void>;
  /** `pg_ctl stop -m fast`: connected sessions are terminated, new connections refused. */
  stop(): Promise<void>;
  /**
   * Freezes (SIGSTOP) or thaws (SIGCONT) the server and all its processes: connections stay open but
   * nothing answers, as with a hung host or a network partition.
   */
  freeze(frozen: boolean): Promise<void>;
  /** Terminates every other client session (what an administrator or a failover does). */
  terminateClientBackends(): Promise<number>;
  query<R extends pg.QueryResultRow>(text: string): Promise<R[]>;
  /** Stops the server and removes its files. */
  destroy(): Promise<void>;
}

/**
 * A throw-away PostgreSQL cluster in a temporary directory on a free port, for tests that stop and
 * restart the database under a running application (never the shared server other tests use).
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = serverBinaries();
  const owner = await clusterOwner();
  if (!bin || owner === undefined) throw new Error((await clusterUnavailableReason()) ?? 'cannot start PostgreSQL');
  const dir = mkdtempSync(join(tmpdir(), 'securesplit-pg-'));
  const dataDir = join(dir, 'data');
  if (owner !== 'self') chownSync(dir, owner.uid, owner.gid);
  const asOwner = (command: string, args: string[]) =>
    owner === 'self' ? run(join(bin, command), args) : run('runuser', ['-u', 'postgres', '--', join(bin, command), ...args]);

  await asOwner('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const port = await freePort();
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const pgCtl = (...args: string[]) => asOwner('pg_ctl', ['-D', dataDir, '-w', '-t', '30', ...args]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;

  const cluster: PostgresCluster = {
    url,
    port,
    start: async () => void (await pgCtl('-o', serverOptions, '-l', join(dir, 'server.log'), 'start')),
    stop: async () => void (await pgCtl('-m', 'fast', 'stop')),
    async freeze(frozen) {
      const postmaster = readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]!.trim();
      const { stdout } = await run('pgrep', ['-P', postmaster]).catch(() => ({ stdout: '' }));
      const pids = [postmaster, ...stdout.split('\n').map((pid) => pid.trim()).filter((pid) => pid !== '')];
      await run('kill', [frozen ? '-STOP' : '-CONT', ...pids]);
    },
    async terminateClientBackends() {
      const rows = await cluster.query<{ terminated: boolean }>(
        "select pg_terminate_backend(pid) as terminated from pg_stat_activity where pid <> pg_backend_pid() and backend_type = 'client backend'",
      );
      return rows.filter((row) => row.terminated).length;
    },
    async query(text) {
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => undefined);
      await client.connect();
      try {
        return (await client.query(text)).rows;
      } finally {
        await client.end();
      }
    },
    async destroy() {
      await pgCtl('-m', 'immediate', 'stop').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
