import { describe, expect, it } from 'vitest';
import { runShutdownUnderLoad } from './test-support/shutdown-load.js';

const targets = [
  { name: 'PGlite', postgresUrl: undefined },
  ...(process.env.DATABASE_URL ? [{ name: 'PostgreSQL', postgresUrl: process.env.DATABASE_URL }] : []),
];

describe.each(targets)(
  'SIGTERM under a write load (the real server process on $name)',
  ({ name, postgresUrl }) => {
    it('stores every acknowledged write once, closes idle connections cleanly, and exits 0', async () => {
      const counts = await runShutdownUnderLoad({
        clients: 8,
        idleConnections: 4,
        sigtermAfterAcknowledged: 150,
        calculationClients: 4,
        postgresUrl,
      });
      console.info(`SIGTERM under load on ${name}:`, counts);
      expect(counts.acknowledged).toBeGreaterThanOrEqual(150);
      expect(counts.rowsLost).toBe(0);
      expect(counts.duplicates).toBe(0);
      expect(counts.idleResets).toBe(0);
      expect(counts.failedStatuses).toBe(0);
      expect(counts.exitCode).toBe(0);
      // Calculations go through the batcher: every one answered as saved was committed before the exit.
      expect(counts.calculationsAcknowledged).toBeGreaterThan(0);
      expect(counts.calculationsLost).toBe(0);
      expect(counts.calculationsFailed).toBe(0);
      // Every client still writing when SIGTERM came was told to close, rather than being cut.
      expect(counts.toldToClose).toBeGreaterThan(0);
    }, 240_000);
  },
);
