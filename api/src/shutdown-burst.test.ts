import { describe, expect, it } from 'vitest';
import { runShutdownBurst } from './test-support/shutdown-burst.js';

const targets = [
  { name: 'PGlite', postgresUrl: undefined },
  ...(process.env.DATABASE_URL ? [{ name: 'PostgreSQL', postgresUrl: process.env.DATABASE_URL }] : []),
];

describe.each(targets)('SIGTERM in the middle of a parallel burst of writes (the real server process on $name)', ({ name, postgresUrl }) => {
  it('answers every request of the burst (none cut, above all none whose row was stored) or refuses it, and exits 0', async () => {
    const counts = await runShutdownBurst({ requests: 200, parallel: 48, keepAliveWorkers: 8, sigtermAfterAcknowledged: 60, postgresUrl });
    console.info(`SIGTERM in a burst on ${name}:`, counts);
    // SIGTERM came mid-burst.
    expect(counts.signalledAfter.sent).toBeLessThan(200);
    expect(counts.cutCommitted).toBe(0);
    expect(counts.cutUncommitted).toBe(0);
    expect(counts.acknowledgedLost).toBe(0);
    expect(counts.answeredOther).toEqual({});
    expect(counts.acknowledged + counts.refused).toBe(counts.sent);
    expect(counts.exitCode).toBe(0);
  }, 240_000);
});
